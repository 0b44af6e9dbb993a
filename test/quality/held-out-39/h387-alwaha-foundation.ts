import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HZ3K8Q5T7V9X1Z3B5D7F9H1K',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000',
  age: '0',
};

function page(title: string, path: string, main: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="generator" content="Hugo 0.125.4">
<title>${title}</title>
<meta name="description" content="مؤسسة الواحة للإغاثة والتنمية منظمة إنسانية غير ربحية تعمل في الأردن ولبنان واليمن والسودان منذ عام 2009.">
<link rel="canonical" href="https://alwahafoundation.org${path}">
<link rel="stylesheet" href="/css/main.min.4f1c2a9e7b3d0f5a8c6e2b1d9f0a7c3e5b8d1f4a6c9e2b0d7f3a5c8e1b4d6f9a.css" integrity="sha256-TxwqnnvZ8LxmkGJJ2fqGg7YR1rb4ZJ2h/K5ucNvH9po=">
<link rel="alternate" type="application/rss+xml" href="https://alwahafoundation.org/index.xml" title="مؤسسة الواحة">
${extraHead}<script defer data-domain="alwahafoundation.org" src="https://plausible.io/js/plausible.js"></script>
</head>
<body class="rtl">
<header class="site-header">
  <a class="brand" href="/"><img src="/images/alwaha-logo-ar.svg" alt="مؤسسة الواحة للإغاثة والتنمية" width="210" height="60"></a>
  <nav class="main-nav" aria-label="القائمة الرئيسية">
    <ul>
      <li><a href="/about/">من نحن</a></li>
      <li><a href="/programs/">برامجنا</a></li>
      <li><a href="/where-we-work/">أين نعمل</a></li>
      <li><a href="/partners/">شركاؤنا</a></li>
      <li><a href="/reports/">التقارير السنوية</a></li>
      <li><a href="/contact/">اتصل بنا</a></li>
    </ul>
  </nav>
  <a class="btn btn-donate" href="https://donorbox.org/alwaha-emergency-appeal">تبرّع الآن</a>
</header>
<main id="main">
${main}
</main>
<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h3>مؤسسة الواحة للإغاثة والتنمية</h3>
      <p>شارع الملكة رانيا 212، عمّان، المملكة الأردنية الهاشمية</p>
      <p>منظمة غير ربحية مسجلة لدى <a href="https://www.mosd.gov.jo/">وزارة التنمية الاجتماعية</a> برقم 4417.</p>
    </div>
    <div>
      <h3>روابط</h3>
      <ul>
        <li><a href="/partners/">شركاؤنا</a></li>
        <li><a href="/careers/">وظائف</a></li>
        <li><a href="https://www.alwaha-uk.org/">Al-Waha UK (registered charity 1184420)</a></li>
        <li><a href="/privacy/">سياسة الخصوصية</a></li>
      </ul>
    </div>
    <div>
      <h3>تابعونا</h3>
      <ul class="social">
        <li><a href="https://www.facebook.com/alwahafoundation" rel="me">فيسبوك</a></li>
        <li><a href="https://x.com/alwaha_fdn" rel="me">إكس</a></li>
        <li><a href="https://www.youtube.com/@alwahafoundation" rel="me">يوتيوب</a></li>
        <li><a href="https://www.instagram.com/alwahafoundation/" rel="me">إنستغرام</a></li>
      </ul>
      <a class="seal" href="https://www.charitytransparency.org/seal/alwaha-foundation"><img src="/images/badges/transparency-seal-2024.png" alt="ختم الشفافية 2024" width="100" height="100"></a>
    </div>
  </div>
  <p class="copyright">© 2024 مؤسسة الواحة للإغاثة والتنمية. جميع الحقوق محفوظة.</p>
</footer>
<script src="/js/bundle.min.7c3e9a1f.js"></script>
</body>
</html>`;
}

const home = page(
  'مؤسسة الواحة للإغاثة والتنمية',
  '/',
  `<section class="hero">
  <h1>نصل إلى من لا يصل إليهم أحد</h1>
  <p>منذ عام 2009 قدّمت مؤسسة الواحة المياه النظيفة والغذاء والتعليم والرعاية الصحية لأكثر من 1.2 مليون شخص متأثر بالنزاعات والكوارث في الأردن ولبنان واليمن والسودان.</p>
  <a class="btn" href="https://donorbox.org/alwaha-emergency-appeal">ادعم نداء الطوارئ</a>
  <a class="btn btn-outline" href="/programs/">تعرّف على برامجنا</a>
</section>
<section class="numbers">
  <div><strong>1.2 مليون</strong><span>مستفيد</span></div>
  <div><strong>4</strong><span>دول</span></div>
  <div><strong>27</strong><span>شريكاً محلياً منفّذاً</span></div>
</section>
<section class="programs">
  <h2>برامجنا</h2>
  <article><h3><a href="/programs/water/">المياه والصرف الصحي</a></h3><p>إعادة تأهيل الآبار وشبكات المياه في المخيمات والقرى.</p></article>
  <article><h3><a href="/programs/cash/">المساعدات النقدية</a></h3><p>تحويلات نقدية رقمية تصل إلى الأسر خلال 48 ساعة.</p></article>
  <article><h3><a href="/programs/education/">التعليم في الطوارئ</a></h3><p>فصول دراسية مؤقتة ودعم نفسي للأطفال.</p></article>
</section>
<section class="local">
  <h2>نعمل مع المجتمعات المحلية</h2>
  <p>ننفّذ معظم مشاريعنا عبر منظمات محلية تعرف مجتمعاتها. <a href="/partners/">تعرّف على شركائنا المنفّذين والممولين</a>.</p>
</section>
<section class="media">
  <h2>الواحة في الإعلام</h2>
  <ul>
    <li><a href="https://www.alsharq-news.com/humanitarian/2024/05/yemen-water-crisis">الشرق نيوز: أزمة المياه في تهامة ومبادرات الإغاثة المحلية</a></li>
    <li><a href="https://menaaidwatch.org/reports/localisation-2023">رصد العمل الإنساني: الواحة نموذجاً لتوطين المساعدات</a></li>
  </ul>
</section>`,
);

type Impl = { name: string; country: string; countryAr: string; lat: number; lng: number; url: string | null; sector: string };
const implementing: Impl[] = [
  {
    name: 'جمعية سنابل الخير',
    country: 'JO',
    countryAr: 'الأردن',
    lat: 32.34,
    lng: 36.21,
    url: 'https://www.sanabel-alkhair.org.jo/',
    sector: 'المساعدات النقدية والتعليم',
  },
  {
    name: 'جمعية أرز للتنمية',
    country: 'LB',
    countryAr: 'لبنان',
    lat: 33.85,
    lng: 35.9,
    url: 'https://arzdevelopment.org.lb/',
    sector: 'المأوى والمياه في البقاع',
  },
  {
    name: 'مؤسسة تهامة للإغاثة',
    country: 'YE',
    countryAr: 'اليمن',
    lat: 14.8,
    lng: 42.95,
    url: 'https://tihamarelief.org/',
    sector: 'المياه والصرف الصحي',
  },
  { name: 'مبادرة شباب عدن', country: 'YE', countryAr: 'اليمن', lat: 12.79, lng: 45.03, url: null, sector: 'الدعم النفسي للأطفال' },
  {
    name: 'منظمة النيل الأزرق للتنمية',
    country: 'SD',
    countryAr: 'السودان',
    lat: 11.8,
    lng: 34.38,
    url: 'https://bluenile-dev.org/ar/',
    sector: 'الأمن الغذائي',
  },
];

const mapData = JSON.stringify({
  center: [22.5, 40.5],
  zoom: 4,
  partners: implementing.map((p) => ({ name: p.name, country: p.country, lat: p.lat, lng: p.lng, url: p.url, sector: p.sector })),
});

const countries = ['الأردن', 'لبنان', 'اليمن', 'السودان'];

const partners = page(
  'شركاؤنا | مؤسسة الواحة للإغاثة والتنمية',
  '/partners/',
  `<article class="page partners">
  <h1>شركاؤنا</h1>
  <p class="lead">لا نعمل وحدنا. تصل مساعداتنا إلى المستفيدين بفضل شبكة من الجهات المموّلة والمنظمات المحلية المنفّذة والشركاء التقنيين.</p>

  <section id="funding">
    <h2>شركاء التمويل</h2>
    <p>الجهات التي موّلت برامجنا خلال عامي 2023 و2024:</p>
    <ul class="logo-grid">
      <li><a href="https://www.ghdf-fund.org/" title="صندوق الخليج للتنمية الإنسانية"><img src="/images/partners/ghdf.png" alt="صندوق الخليج للتنمية الإنسانية" width="160" height="80" loading="lazy"></a></li>
      <li><a href="https://nordlandfoundation.no/en/grants" title="Nordland Foundation"><img src="/images/partners/nordland-foundation.png" alt="مؤسسة نوردلاند" width="160" height="80" loading="lazy"></a></li>
      <li><a href="https://www.fondation-horizons.ch/" title="Fondation Horizons Solidaires"><img src="/images/partners/fondation-horizons.png" alt="Fondation Horizons Solidaires" width="160" height="80" loading="lazy"></a></li>
    </ul>
    <p class="note">كما نشكر آلاف المتبرعين الأفراد الذين يدعمون عملنا عبر <a href="https://donorbox.org/alwaha-emergency-appeal">صفحة التبرع</a>.</p>
  </section>

  <section id="implementing">
    <h2>الشركاء المنفّذون</h2>
    <p>منظمات محلية تنفّذ مشاريعنا ميدانياً بعقود شراكة سنوية، ونموّل بناء قدراتها الإدارية والمالية. اضغط على أي نقطة في الخريطة لمعرفة المزيد.</p>
    <div id="partners-map" class="map" data-source="map-data" style="height:420px" role="img" aria-label="خريطة الشركاء المنفذين"></div>
    <script type="application/json" id="map-data">${mapData}</script>
    <div class="partners-by-country">
${countries
  .map(
    (c) => `      <h3>${c}</h3>
      <ul>
${implementing
  .filter((p) => p.countryAr === c)
  .map((p) => `        <li>${p.url ? `<a href="${p.url}">${p.name}</a>` : p.name} – ${p.sector}</li>`)
  .join('\n')}
      </ul>`,
  )
  .join('\n')}
    </div>
  </section>

  <section id="technology">
    <h2>شركاؤنا التقنيون</h2>
    <div class="cards">
      <div class="card"><h3><a href="https://naqdi.io/">نقدي</a></h3><p>منصة التحويلات النقدية الرقمية التي نستخدمها لإيصال المساعدات إلى محافظ الهواتف المحمولة.</p></div>
      <div class="card"><h3><a href="https://www.fieldsurvey.app/">FieldSurvey</a></h3><p>أداة جمع البيانات الميدانية التي يستخدمها فريق الرصد والتقييم في المناطق دون اتصال بالإنترنت.</p></div>
    </div>
  </section>
</article>`,
  `<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" crossorigin="">
<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" crossorigin=""></script>
`,
);

const about = page(
  'من نحن | مؤسسة الواحة للإغاثة والتنمية',
  '/about/',
  `<article class="page">
  <h1>من نحن</h1>
  <p>تأسست مؤسسة الواحة في عمّان عام 2009 على يد مجموعة من العاملين في المجال الإنساني بعد موجات النزوح في المنطقة. نؤمن بأن المنظمات المحلية هي الأقدر على الاستجابة، لذلك نوجّه أكثر من 70% من تمويلنا عبرها.</p>
  <h2>الحوكمة</h2>
  <p>يشرف على المؤسسة مجلس أمناء من سبعة أعضاء، وتخضع حساباتنا لتدقيق خارجي سنوي. المؤسسة عضو في <a href="https://www.arabngonetwork.org/members">الشبكة العربية للمنظمات الأهلية</a>.</p>
</article>`,
);

const contact = page(
  'اتصل بنا | مؤسسة الواحة للإغاثة والتنمية',
  '/contact/',
  `<article class="page">
  <h1>اتصل بنا</h1>
  <p>المكتب الرئيسي: شارع الملكة رانيا 212، عمّان</p>
  <p>الهاتف: <a href="tel:+96265550190" dir="ltr">+962 6 555 0190</a></p>
  <p>البريد الإلكتروني: <a href="mailto:info@alwahafoundation.org">info@alwahafoundation.org</a></p>
  <p>للشراكات: <a href="mailto:partnerships@alwahafoundation.org">partnerships@alwahafoundation.org</a></p>
</article>`,
);

export const site: CorpusSite = {
  domain: 'alwahafoundation.org',
  otherDomains: ['alwaha-uk.org'],
  covers:
    'Hugo on Netlify humanitarian NGO (Arabic, right-to-left): partners page with funding partners as a logo grid (title/alt), implementing partners on a Leaflet map fed by an embedded JSON block and listed by country (one without a link), technology partners as cards; negatives: Donorbox donation links, ministry registration link, transparency seal, press links, membership network on the about page, social links, UK sister charity',
  pages: {
    '/': { headers, html: home },
    '/partners/': { headers, html: partners },
    '/about/': { headers, html: about },
    '/contact/': { headers, html: contact },
  },
  sitemap: ['/', '/partners/', '/about/', '/contact/'],
  technologies: ['hugo', 'netlify', 'plausible', 'donorbox', 'hsts', 'rss', 'leaflet', 'unpkg'],
  partners: {
    'ghdf-fund.org': 'generic',
    'nordlandfoundation.no': 'generic',
    'fondation-horizons.ch': 'generic',
    'sanabel-alkhair.org.jo': 'channel',
    'arzdevelopment.org.lb': 'channel',
    'tihamarelief.org': 'channel',
    'bluenile-dev.org': 'channel',
    'naqdi.io': 'technology',
    'fieldsurvey.app': 'technology',
  },
};
