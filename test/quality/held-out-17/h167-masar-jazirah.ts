import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'x-powered-by': 'Next.js',
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=600, stale-while-revalidate',
  etag: '"d3k1f9a8xq2b1"',
  vary: 'Accept-Encoding',
};

const BUILD = 'mJz8-Q3aVt1LpX0cRk2Yw';
const D = 'https://masarjazirah.com.sa';

const head = (title: string, desc: string, path: string, pageChunk: string) =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${desc}"/><meta property="og:type" content="website"/><meta property="og:locale" content="ar_SA"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${desc}"/><meta property="og:image" content="${D}/images/og-masar.jpg"/><meta property="og:url" content="${D}${path}"/><meta name="twitter:card" content="summary_large_image"/><link rel="canonical" href="${D}${path}"/><link rel="alternate" hrefLang="ar" href="${D}${path}"/><link rel="alternate" hrefLang="en" href="${D}/en${path === '/' ? '' : path}"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="17"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/4f8b2e1c9a7d3065.css" as="style"/><link rel="stylesheet" href="/_next/static/css/4f8b2e1c9a7d3065.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-8f2b1c6e0d9a4753.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-1e7c3a90f5b2d648.js" defer=""></script><script src="/_next/static/chunks/pages/_app-6b0d2a4c8e1f3597.js" defer=""></script><script src="/_next/static/chunks/pages/${pageChunk}.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head>`;

const nav = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P7W3K9D" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div class="__className_8c2f1e"><header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="mx-auto flex max-w-7xl items-center justify-between px-4 py-3 lg:px-8"><a class="flex items-center gap-2" href="/"><img alt="مسار الجزيرة للخدمات اللوجستية" loading="lazy" width="168" height="44" decoding="async" data-nimg="1" style="color:transparent" src="/images/logo-masar-ar.svg"/></a><nav class="hidden gap-8 text-[15px] font-medium text-slate-700 lg:flex" aria-label="القائمة الرئيسية"><a class="hover:text-amber-600" href="/services">خدماتنا</a><a class="hover:text-amber-600" href="/network">شبكة الوكلاء</a><a class="hover:text-amber-600" href="/partners">شركاؤنا</a><a class="hover:text-amber-600" href="/clients">عملاؤنا</a><a class="hover:text-amber-600" href="/about">من نحن</a><a class="hover:text-amber-600" href="/news">الأخبار</a></nav><div class="flex items-center gap-3"><a class="text-sm font-semibold text-slate-600" href="/en">English</a><a class="rounded-full bg-amber-500 px-4 py-2 text-sm font-bold text-white hover:bg-amber-600" href="/quote">اطلب عرض سعر</a></div></div></header><main>`;

const footer = `</main><footer class="bg-slate-900 text-slate-300"><div class="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-4 lg:px-8"><div><img alt="مسار الجزيرة" loading="lazy" width="150" height="40" decoding="async" data-nimg="1" style="color:transparent" src="/images/logo-masar-white.svg"/><p class="mt-4 text-sm leading-7">مسار الجزيرة للخدمات اللوجستية — شحن بحري وجوي وبري، تخليص جمركي، ومستودعات في الدمام والرياض وجدة.</p><p class="mt-2 text-xs text-slate-400">إحدى شركات <a class="underline" href="https://www.masargroup.com/" target="_blank" rel="noopener noreferrer">مجموعة مسار القابضة</a></p></div><div><h3 class="mb-3 font-bold text-white">روابط</h3><ul class="space-y-2 text-sm"><li><a href="/partners">شركاؤنا</a></li><li><a href="/network">شبكة الوكلاء الدولية</a></li><li><a href="/about">الاعتمادات والعضويات</a></li><li><a href="https://careers.masarjazirah.com.sa/" target="_blank" rel="noopener noreferrer">الوظائف</a></li><li><a href="https://track.masarjazirah.com.sa/" target="_blank" rel="noopener noreferrer">تتبع الشحنة</a></li></ul></div><div><h3 class="mb-3 font-bold text-white">تواصل معنا</h3><p class="text-sm leading-7">طريق الملك سعود، حي الصناعية الثانية<br/>الدمام 32241، المملكة العربية السعودية<br/><span dir="ltr">+966 13 812 4400</span><br/><a href="mailto:info@masarjazirah.com.sa">info@masarjazirah.com.sa</a></p></div><div><h3 class="mb-3 font-bold text-white">تابعنا</h3><div class="flex gap-3"><a aria-label="LinkedIn" href="https://www.linkedin.com/company/masar-aljazirah-logistics" target="_blank" rel="noopener noreferrer">LinkedIn</a><a aria-label="X" href="https://x.com/masarjazirah" target="_blank" rel="noopener noreferrer">X</a><a aria-label="Instagram" href="https://www.instagram.com/masarjazirah" target="_blank" rel="noopener noreferrer">Instagram</a></div><p class="mt-4 text-xs">سجل تجاري 2050123456 · الرقم الضريبي 300214567800003</p></div></div><div class="border-t border-slate-800 py-4 text-center text-xs text-slate-500">© 2024 مسار الجزيرة للخدمات اللوجستية. جميع الحقوق محفوظة.</div></footer></div>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    locale: 'ar',
    locales: ['ar', 'en'],
    defaultLocale: 'ar',
    scriptLoader: [],
  })}</script>`;

const gtmInline = `<script id="gtm-init" data-nscript="afterInteractive">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-P7W3K9D');</script>`;

const page = (title: string, desc: string, path: string, chunk: string, body: string, nextPage: string, props: unknown) =>
  head(title, desc, path, chunk) +
  `<body><div id="__next">` +
  nav +
  body +
  footer +
  `</div>` +
  nextData(nextPage, props) +
  gtmInline +
  `</body></html>`;

/* ---------- home ---------- */

const home = page(
  'مسار الجزيرة للخدمات اللوجستية | شحن وتخليص ومستودعات',
  'شريكك اللوجستي في المملكة: شحن بحري وجوي وبري، تخليص جمركي، ومستودعات مبردة في الدمام والرياض وجدة.',
  '/',
  'index-3c1f8e2a9b7d0465',
  `<section class="relative isolate overflow-hidden bg-slate-900"><img alt="ميناء الملك عبدالعزيز بالدمام" fetchpriority="high" width="1920" height="900" decoding="async" data-nimg="1" class="absolute inset-0 -z-10 h-full w-full object-cover opacity-40" style="color:transparent" src="/_next/image?url=%2Fimages%2Fhero-port.jpg&amp;w=1920&amp;q=75"/><div class="mx-auto max-w-7xl px-4 py-28 lg:px-8"><h1 class="text-4xl font-extrabold leading-tight text-white md:text-6xl">من الميناء إلى المستودع<br/>بمسار واحد</h1><p class="mt-6 max-w-2xl text-lg text-slate-200">أكثر من 25 عامًا في خدمة المستوردين والمصنعين في المملكة العربية السعودية ودول الخليج، مع شبكة وكلاء في أكثر من 40 دولة.</p><div class="mt-8 flex gap-4"><a class="rounded-full bg-amber-500 px-6 py-3 font-bold text-white" href="/quote">اطلب عرض سعر</a><a class="rounded-full border border-white px-6 py-3 font-bold text-white" href="/services">خدماتنا</a></div></div></section><section class="mx-auto max-w-7xl px-4 py-16 lg:px-8"><div class="grid gap-6 md:grid-cols-4"><div class="rounded-2xl bg-slate-50 p-6"><p class="text-3xl font-extrabold text-amber-600">120,000</p><p class="mt-1 text-slate-600">متر مربع من المستودعات</p></div><div class="rounded-2xl bg-slate-50 p-6"><p class="text-3xl font-extrabold text-amber-600">340</p><p class="mt-1 text-slate-600">شاحنة في أسطولنا</p></div><div class="rounded-2xl bg-slate-50 p-6"><p class="text-3xl font-extrabold text-amber-600">40+</p><p class="mt-1 text-slate-600">دولة عبر <a class="underline" href="/network">شبكة الوكلاء</a></p></div><div class="rounded-2xl bg-slate-50 p-6"><p class="text-3xl font-extrabold text-amber-600">24/7</p><p class="mt-1 text-slate-600">تخليص جمركي في منفذ جسر الملك فهد</p></div></div></section><section class="bg-amber-50"><div class="mx-auto max-w-7xl px-4 py-14 lg:px-8"><h2 class="text-2xl font-bold text-slate-900">آخر الأخبار</h2><ul class="mt-6 space-y-3"><li><a class="text-amber-700 hover:underline" href="/news/riyadh-dry-port-warehouse">افتتاح مستودعنا الجديد في الميناء الجاف بالرياض</a></li></ul></div></section>`,
  '/',
  { hero: { title: 'من الميناء إلى المستودع بمسار واحد' }, stats: [120000, 340, 40] },
);

/* ---------- partners ---------- */

const techPartners = [
  {
    name: 'SAP',
    logo: '/images/partners/sap.svg',
    url: 'https://www.sap.com/mena-ar/',
    desc: 'نظام SAP S/4HANA وإدارة المستودعات الممتدة EWM لجميع مستودعاتنا.',
  },
  {
    name: 'CargoWise',
    logo: '/images/partners/cargowise.svg',
    url: 'https://www.cargowise.com/',
    desc: 'منصة إدارة عمليات الشحن والتخليص الجمركي والربط الإلكتروني مع منصة فسح.',
  },
  {
    name: 'Samsara',
    logo: '/images/partners/samsara.svg',
    url: 'https://www.samsara.com/',
    desc: 'تتبع الأسطول وحساسات درجة الحرارة في الشاحنات المبردة لحظة بلحظة.',
  },
  {
    name: 'Zebra Technologies',
    logo: '/images/partners/zebra.svg',
    url: 'https://www.zebra.com/ap/en.html',
    desc: 'أجهزة المسح الضوئي والطابعات وحلول RFID في المستودعات.',
  },
];
const carrierPartners = [
  {
    name: 'Maersk',
    logo: '/images/partners/maersk.svg',
    url: 'https://www.maersk.com/',
    desc: 'عقود شحن بحري سنوية عبر موانئ الدمام وجدة.',
  },
  {
    name: 'MSC',
    logo: '/images/partners/msc.svg',
    url: 'https://www.msc.com/ar',
    desc: 'خطوط مباشرة من آسيا وأوروبا إلى ميناء الملك عبدالعزيز.',
  },
  { name: 'البحري', logo: '/images/partners/bahri.svg', url: 'https://www.bahri.sa/', desc: 'نقل البضائع العامة والمشاريع.' },
  {
    name: 'السعودية للشحن',
    logo: '/images/partners/saudia-cargo.svg',
    url: 'https://www.saudiacargo.com/',
    desc: 'سعة مضمونة للشحن الجوي من وإلى الرياض وجدة والدمام.',
  },
  {
    name: 'الخطوط الحديدية السعودية (سار)',
    logo: '/images/partners/sar.svg',
    url: 'https://www.sar.com.sa/',
    desc: 'نقل الحاويات بالقطار بين الدمام والميناء الجاف بالرياض.',
  },
];

const card = (p: { name: string; logo: string; url: string; desc: string }) =>
  `<li class="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"><img alt="${p.name}" loading="lazy" width="140" height="56" decoding="async" data-nimg="1" class="h-14 w-auto object-contain" style="color:transparent" src="${p.logo}"/><h3 class="mt-4 text-lg font-bold text-slate-900">${p.name}</h3><p class="mt-2 flex-1 text-sm leading-7 text-slate-600">${p.desc}</p><a class="mt-4 text-sm font-semibold text-amber-700 hover:underline" href="${p.url}" target="_blank" rel="noopener noreferrer">زيارة الموقع ←</a></li>`;

const partners = page(
  'شركاؤنا | مسار الجزيرة للخدمات اللوجستية',
  'شركاء التقنية وشركاء النقل البحري والجوي والسككي الذين نعمل معهم.',
  '/partners',
  'partners-7a0e3b5d1c9f2846',
  `<section class="mx-auto max-w-7xl px-4 py-16 lg:px-8"><nav aria-label="مسار التنقل" class="text-sm text-slate-500"><a href="/">الرئيسية</a> / <span>شركاؤنا</span></nav><h1 class="mt-4 text-3xl font-extrabold text-slate-900 md:text-4xl">شركاؤنا</h1><p class="mt-4 max-w-3xl text-lg leading-8 text-slate-600">نعتمد على شراكات طويلة الأمد مع مزودي التقنية وخطوط النقل لنقدم لعملائنا رؤية كاملة للشحنة من لحظة التحميل حتى التسليم.</p><div class="mt-10" data-orientation="horizontal"><div role="tablist" aria-orientation="horizontal" class="flex gap-2 border-b border-slate-200"><button type="button" role="tab" aria-selected="true" aria-controls="panel-tech" id="tab-tech" data-state="active" class="border-b-2 border-amber-500 px-4 py-2 font-bold text-amber-700">شركاء التقنية</button><button type="button" role="tab" aria-selected="false" aria-controls="panel-carriers" id="tab-carriers" data-state="inactive" tabindex="-1" class="px-4 py-2 font-medium text-slate-500">شركاء النقل</button></div><div role="tabpanel" id="panel-tech" aria-labelledby="tab-tech" data-state="active" class="pt-8"><ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">${techPartners.map(card).join('')}</ul></div><div role="tabpanel" id="panel-carriers" aria-labelledby="tab-carriers" data-state="inactive" hidden="" class="pt-8"><ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${carrierPartners.map(card).join('')}</ul></div></div><div class="mt-14 rounded-2xl bg-slate-50 p-8"><h2 class="text-xl font-bold text-slate-900">هل أنت وكيل شحن خارج المملكة؟</h2><p class="mt-2 text-slate-600">انضم إلى <a class="text-amber-700 underline" href="/network">شبكة وكلائنا الدولية</a> — نحن وكيل حصري لعدد من الشبكات في المنطقة الشرقية.</p></div></section>`,
  '/partners',
  { techPartners, carrierPartners },
);

/* ---------- network (agents, load more) ---------- */

const agents = [
  {
    id: 1,
    country: 'الإمارات العربية المتحدة',
    city: 'دبي',
    company: 'Al Noor Freight LLC',
    website: 'https://www.alnoorfreight.ae',
    phone: '+971 4 881 2200',
  },
  {
    id: 2,
    country: 'مصر',
    city: 'الإسكندرية',
    company: 'Delta Cargo Services',
    website: 'https://deltacargo-eg.com/',
    phone: '+20 3 484 1170',
  },
  { id: 3, country: 'الأردن', city: 'عمّان', company: 'Petra Logistics', website: 'https://petralogistics.jo', phone: '+962 6 551 0099' },
  {
    id: 4,
    country: 'الهند',
    city: 'مومباي',
    company: 'Westline Shipping Pvt. Ltd.',
    website: 'https://www.westlineshipping.in/',
    phone: '+91 22 6612 0400',
  },
  {
    id: 5,
    country: 'الصين',
    city: 'نينغبو',
    company: 'Ningbo Harbor Link Co., Ltd.',
    website: 'http://www.harborlink-nb.cn',
    phone: '+86 574 2788 3300',
  },
  {
    id: 6,
    country: 'تركيا',
    city: 'إسطنبول',
    company: 'Anatolia Forwarding A.Ş.',
    website: 'https://anatoliaforwarding.com.tr/en',
    phone: '+90 212 465 7700',
  },
  {
    id: 7,
    country: 'ألمانيا',
    city: 'هامبورغ',
    company: 'Rhein Cargo Partners GmbH',
    website: 'https://www.rheincargopartners.de/',
    phone: '+49 40 3008 1450',
  },
  { id: 8, country: 'باكستان', city: 'كراتشي', company: 'Indus Freight', website: null, phone: '+92 21 3241 8800' },
];

const agentRow = (a: (typeof agents)[number]) =>
  `<li class="rounded-xl border border-slate-200 bg-white p-5"><p class="text-xs font-semibold uppercase tracking-wide text-amber-600">${a.country} · ${a.city}</p><h3 class="mt-1 text-lg font-bold text-slate-900" dir="ltr">${a.company}</h3><p class="mt-2 text-sm text-slate-600"><span dir="ltr">${a.phone}</span></p>${a.website ? `<a class="mt-2 inline-block text-sm text-amber-700 hover:underline" href="${a.website}" target="_blank" rel="noopener noreferrer">الموقع الإلكتروني</a>` : ''}</li>`;

const network = page(
  'شبكة الوكلاء الدولية | مسار الجزيرة للخدمات اللوجستية',
  'وكلاؤنا المعتمدون في الخليج وآسيا وأوروبا.',
  '/network',
  'network-2d9b4f7e0a1c8365',
  `<section class="mx-auto max-w-7xl px-4 py-16 lg:px-8"><h1 class="text-3xl font-extrabold text-slate-900 md:text-4xl">شبكة الوكلاء الدولية</h1><p class="mt-4 max-w-3xl text-lg leading-8 text-slate-600">يمثلنا في بلد المنشأ وكلاء معتمدون يتولون الاستلام من المورد والتجميع والتخليص في بلد التصدير وحجز الشحن، ويبيعون خدماتنا للمصدرين إلى المملكة.</p><div class="mt-8 flex flex-wrap gap-2"><button class="rounded-full bg-slate-900 px-4 py-1.5 text-sm text-white">الكل</button><button class="rounded-full bg-slate-100 px-4 py-1.5 text-sm">الشرق الأوسط</button><button class="rounded-full bg-slate-100 px-4 py-1.5 text-sm">آسيا</button><button class="rounded-full bg-slate-100 px-4 py-1.5 text-sm">أوروبا</button></div><ul class="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">${agents.slice(0, 4).map(agentRow).join('')}</ul><div class="mt-10 text-center"><button type="button" class="rounded-full border border-slate-300 px-6 py-2 font-semibold text-slate-700 hover:bg-slate-50">عرض المزيد (4)</button></div></section>`,
  '/network',
  { agents, pageSize: 4, total: agents.length },
);

/* ---------- clients ---------- */

const clients = page(
  'عملاؤنا | مسار الجزيرة للخدمات اللوجستية',
  'شركات رائدة في الأغذية والبتروكيماويات والتجزئة تثق بنا.',
  '/clients',
  'clients-5e2a7c1b9d0f3684',
  `<section class="mx-auto max-w-7xl px-4 py-16 lg:px-8"><h1 class="text-3xl font-extrabold text-slate-900">عملاؤنا</h1><p class="mt-4 text-lg text-slate-600">يثق بنا أكثر من 600 عميل من المصنعين والمستوردين وتجار التجزئة.</p><ul class="mt-10 grid grid-cols-2 gap-8 md:grid-cols-5"><li><a href="https://www.almarai.com/" target="_blank" rel="noopener noreferrer"><img alt="المراعي" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" style="color:transparent" src="/images/clients/almarai.svg"/></a></li><li><a href="https://www.sabic.com/" target="_blank" rel="noopener noreferrer"><img alt="سابك" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" style="color:transparent" src="/images/clients/sabic.svg"/></a></li><li><a href="https://www.jarir.com/" target="_blank" rel="noopener noreferrer"><img alt="مكتبة جرير" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" style="color:transparent" src="/images/clients/jarir.svg"/></a></li><li><img alt="مجموعة العثيم" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" style="color:transparent" src="/images/clients/othaim.svg"/></li><li><img alt="نادك" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" style="color:transparent" src="/images/clients/nadec.svg"/></li></ul><blockquote class="mt-12 rounded-2xl bg-slate-50 p-8 text-lg leading-8 text-slate-700">«خفّضت مسار زمن التخليص في ميناء الدمام من خمسة أيام إلى يومين.» — مدير سلسلة الإمداد، شركة أغذية في المنطقة الشرقية</blockquote></section>`,
  '/clients',
  { clients: ['almarai', 'sabic', 'jarir', 'othaim', 'nadec'] },
);

/* ---------- about ---------- */

const about = page(
  'من نحن | مسار الجزيرة للخدمات اللوجستية',
  'تأسست عام 1998 في الدمام. اعتماداتنا وعضوياتنا.',
  '/about',
  'about-9c4e1a7b3d2f0586',
  `<section class="mx-auto max-w-4xl px-4 py-16 lg:px-8"><h1 class="text-3xl font-extrabold text-slate-900">من نحن</h1><div class="prose prose-slate mt-6 max-w-none leading-8"><p>تأسست مسار الجزيرة في الدمام عام 1998 كمكتب تخليص جمركي، وأصبحت اليوم من أكبر مزودي الخدمات اللوجستية المستقلين في المنطقة الشرقية، بفريق يضم 850 موظفًا.</p><h2>الاعتمادات والعضويات</h2><ul><li>عضو في الاتحاد الدولي لجمعيات وكلاء الشحن <a href="https://fiata.org/" target="_blank" rel="noopener noreferrer">FIATA</a></li><li>وكيل شحن جوي معتمد من <a href="https://www.iata.org/" target="_blank" rel="noopener noreferrer">IATA</a></li><li>مخلص جمركي مرخص من <a href="https://zatca.gov.sa/" target="_blank" rel="noopener noreferrer">هيئة الزكاة والضريبة والجمارك</a> ومشغل اقتصادي معتمد (AEO)</li><li>شهادات ISO 9001 وISO 45001 صادرة عن <a href="https://www.bureauveritas.com/" target="_blank" rel="noopener noreferrer">Bureau Veritas</a></li><li>مستودعات مرخصة من الهيئة العامة للغذاء والدواء للمنتجات المبردة</li></ul><p>نفخر بالمساهمة في مستهدفات <a href="https://www.vision2030.gov.sa/" target="_blank" rel="noopener noreferrer">رؤية المملكة 2030</a> لجعل المملكة مركزًا لوجستيًا عالميًا.</p></div></section>`,
  '/about',
  {},
);

/* ---------- news ---------- */

const news = page(
  'افتتاح مستودعنا الجديد في الميناء الجاف بالرياض | مسار الجزيرة',
  'مستودع جديد بمساحة 32,000 متر مربع في الميناء الجاف بالرياض.',
  '/news/riyadh-dry-port-warehouse',
  'news/[slug]-0b7d5e3a1f9c2468',
  `<article class="mx-auto max-w-3xl px-4 py-16 lg:px-8"><p class="text-sm text-slate-500"><time dateTime="2024-04-21">21 أبريل 2024</time></p><h1 class="mt-2 text-3xl font-extrabold leading-snug text-slate-900">افتتاح مستودعنا الجديد في الميناء الجاف بالرياض</h1><div class="prose prose-slate mt-8 max-w-none leading-8"><p>افتتحت مسار الجزيرة مستودعها الجديد بمساحة 32,000 متر مربع داخل الميناء الجاف بالرياض، والمربوط بخط القطار من ميناء الملك عبدالعزيز بالدمام الذي تديره <a href="https://mawani.gov.sa/" target="_blank" rel="noopener noreferrer">الهيئة العامة للموانئ (موانئ)</a>.</p><p>نفذت أعمال الرفوف والأتمتة شركة <a href="https://www.ssi-schaefer.com/" target="_blank" rel="noopener noreferrer">SSI Schäfer</a>، فيما زُوّد المستودع بألواح شمسية على السطح بقدرة 2.4 ميغاواط.</p><p>وكنا قد أعلنا عن المشروع خلال مشاركتنا في معرض سلاسل الإمداد والخدمات اللوجستية في مركز الرياض الدولي للمؤتمرات والمعارض، كما نشرت صحيفة <a href="https://www.argaam.com/ar" target="_blank" rel="noopener noreferrer">أرقام</a> تقريرًا عن التوسعة.</p></div></article>`,
  '/news/[slug]',
  { slug: 'riyadh-dry-port-warehouse' },
);

export const site: CorpusSite = {
  domain: 'masarjazirah.com.sa',
  otherDomains: ['masargroup.com'],
  covers:
    'Saudi logistics company in Arabic (RTL) on Next.js pages router behind nginx: technology and carrier partners as SSR cards in two tab panels (the second hidden), overseas agents of which only four are rendered with a "عرض المزيد" load-more button and all eight (one without website) sit in the __NEXT_DATA__ hydration JSON; traps are a client logo wall, FIATA/IATA/customs/ISO accreditations, Vision 2030, port authority, a warehouse contractor and press in a news post, the parent group domain and own careers/tracking subdomains.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners': { headers: HEADERS, html: partners },
    '/network': { headers: HEADERS, html: network },
    '/clients': { headers: HEADERS, html: clients },
    '/about': { headers: HEADERS, html: about },
    '/news/riyadh-dry-port-warehouse': { headers: HEADERS, html: news },
  },
  sitemap: ['/', '/partners', '/network', '/clients', '/about', '/news/riyadh-dry-port-warehouse'],
  technologies: ['next-js', 'react', 'webpack', 'nginx', 'google-tag-manager', 'open-graph', 'priority-hints'],
  partners: {
    'sap.com': 'technology',
    'cargowise.com': 'technology',
    'samsara.com': 'technology',
    'zebra.com': 'technology',
    'maersk.com': 'generic',
    'msc.com': 'generic',
    'bahri.sa': 'generic',
    'saudiacargo.com': 'generic',
    'sar.com.sa': 'generic',
    'alnoorfreight.ae': 'channel',
    'deltacargo-eg.com': 'channel',
    'petralogistics.jo': 'channel',
    'westlineshipping.in': 'channel',
    'harborlink-nb.cn': 'channel',
    'anatoliaforwarding.com.tr': 'channel',
    'rheincargopartners.de': 'channel',
  },
};
