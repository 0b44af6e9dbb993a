import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '88a1c2d3e4f50617-DXB',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6IlB1dE5hYk9yQ3FzM0xNZz09IiwidmFsdWUiOiJ6UnNRIn0%3D; expires=Thu, 09 May 2024 14:02:11 GMT; Max-Age=7200; path=/; secure; httponly; samesite=lax',
};

const head = (title: string, path: string) => `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="Vq3zX8Lm2pR7tY1uW4oN6bC9dE0fG5hJ8kA2sD4f">

    <title>${title}</title>
    <meta name="description" content="مصنع الإمارات للسخانات – سخانات مياه كهربائية وشمسية ومكيفات مصنوعة في الشارقة منذ 1998.">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:url" content="https://emiratesheaters.ae${path}">
    <meta property="og:image" content="https://emiratesheaters.ae/images/og-emirates-heaters.jpg">
    <meta property="og:locale" content="ar_AE">
    <link rel="alternate" hreflang="en" href="https://www.emiratesheaters.com/">
    <link rel="alternate" hreflang="ar" href="https://emiratesheaters.ae${path}">

    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link href="https://fonts.googleapis.com/css2?family=Tajawal:wght@400;500;700&display=swap" rel="stylesheet">

    <link rel="preload" as="style" href="https://emiratesheaters.ae/build/assets/app-4ed993c7.css" /><link rel="modulepreload" href="https://emiratesheaters.ae/build/assets/app-8f2e3a1b.js" /><link rel="stylesheet" href="https://emiratesheaters.ae/build/assets/app-4ed993c7.css" /><script type="module" src="https://emiratesheaters.ae/build/assets/app-8f2e3a1b.js"></script>
    <!-- Livewire Styles --><style >[wire\\:loading][wire\\:loading], [wire\\:loading\\.delay][wire\\:loading\\.delay], [wire\\:loading\\.inline-block][wire\\:loading\\.inline-block] {display: none;}[wire\\:offline][wire\\:offline] {display: none;}[wire\\:dirty]:not(textarea):not(input):not(select) {display: none;}:root {--livewire-progress-bar-color: #2299dd;}[x-cloak] {display: none !important;}</style>

    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
    new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
    j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
    'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
    })(window,document,'script','dataLayer','GTM-N8W2QHS');</script>
    <!-- End Google Tag Manager -->
</head>`;

const nav = `<body class="font-tajawal antialiased bg-white text-gray-800">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N8W2QHS" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="min-h-screen">
    <header x-data="{ open: false }" class="border-b border-gray-100 bg-white">
        <div class="mx-auto flex max-w-7xl items-center justify-between px-4 py-4">
            <a href="https://emiratesheaters.ae/ar" class="flex items-center gap-3">
                <img src="https://emiratesheaters.ae/images/logo-ar.svg" alt="مصنع الإمارات للسخانات" class="h-12 w-auto">
            </a>
            <nav class="hidden gap-8 lg:flex">
                <a href="https://emiratesheaters.ae/ar" class="font-medium hover:text-red-700">الرئيسية</a>
                <a href="https://emiratesheaters.ae/ar/products" class="font-medium hover:text-red-700">المنتجات</a>
                <a href="https://emiratesheaters.ae/ar/projects" class="font-medium hover:text-red-700">مشاريعنا</a>
                <a href="https://emiratesheaters.ae/ar/distributors" class="font-medium hover:text-red-700">شبكة التوزيع</a>
                <div class="relative" x-data="{ sub: false }" @mouseenter="sub = true" @mouseleave="sub = false">
                    <button class="font-medium hover:text-red-700">خدمة العملاء</button>
                    <div x-show="sub" x-cloak class="absolute right-0 mt-2 w-56 rounded-md bg-white shadow-lg">
                        <a href="https://emiratesheaters.ae/ar/service-centers" class="block px-4 py-2 text-sm hover:bg-gray-50">مراكز الصيانة المعتمدة</a>
                        <a href="https://emiratesheaters.ae/ar/warranty" class="block px-4 py-2 text-sm hover:bg-gray-50">تسجيل الضمان</a>
                    </div>
                </div>
                <a href="https://emiratesheaters.ae/ar/about" class="font-medium hover:text-red-700">من نحن</a>
                <a href="https://emiratesheaters.ae/ar/contact" class="font-medium hover:text-red-700">اتصل بنا</a>
            </nav>
            <div class="flex items-center gap-4 text-sm">
                <a href="https://www.emiratesheaters.com/" class="font-semibold" lang="en">English</a>
                <a href="https://shop.emiratesheaters.ae/" class="rounded bg-red-700 px-4 py-2 text-white">المتجر الإلكتروني</a>
            </div>
        </div>
    </header>
    <main>`;

const footer = `    </main>
    <footer class="mt-20 bg-gray-900 text-gray-300">
        <div class="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
            <div>
                <p class="text-lg font-bold text-white">مصنع الإمارات للسخانات ذ.م.م</p>
                <p class="mt-3 text-sm leading-7">المنطقة الصناعية 6، الشارقة<br>الإمارات العربية المتحدة<br>هاتف: 971 6 534 2200+<br>ص.ب 22814</p>
            </div>
            <div>
                <p class="font-semibold text-white">روابط</p>
                <ul class="mt-3 space-y-2 text-sm">
                    <li><a href="https://emiratesheaters.ae/ar/where-to-buy">أين تشتري منتجاتنا</a></li>
                    <li><a href="https://emiratesheaters.ae/ar/careers">الوظائف</a></li>
                    <li><a href="https://emiratesheaters.ae/ar/privacy">سياسة الخصوصية</a></li>
                </ul>
            </div>
            <div>
                <p class="font-semibold text-white">الشهادات</p>
                <p class="mt-3 text-sm leading-7">منتجاتنا حاصلة على شارة الجودة الإماراتية من <a href="https://moiat.gov.ae/" target="_blank" rel="noopener">وزارة الصناعة والتكنولوجيا المتقدمة</a> وشهادة القيمة الوطنية المضافة (ICV).</p>
                <p class="mt-2 text-sm">عضو في <a href="https://www.sharjah.gov.ae/" target="_blank" rel="noopener">غرفة تجارة وصناعة الشارقة</a></p>
            </div>
            <div>
                <p class="font-semibold text-white">تابعونا</p>
                <ul class="mt-3 flex gap-4 text-sm">
                    <li><a href="https://www.instagram.com/emiratesheaters" target="_blank" rel="noopener">Instagram</a></li>
                    <li><a href="https://www.linkedin.com/company/emirates-heaters-factory" target="_blank" rel="noopener">LinkedIn</a></li>
                    <li><a href="https://www.youtube.com/@emiratesheaters" target="_blank" rel="noopener">YouTube</a></li>
                </ul>
            </div>
        </div>
        <p class="border-t border-gray-800 py-4 text-center text-xs">© 2024 مصنع الإمارات للسخانات. جميع الحقوق محفوظة.</p>
    </footer>
</div>
<div x-data="{ show: !localStorage.getItem('cookie_ok') }" x-show="show" x-cloak class="fixed inset-x-0 bottom-0 z-50 bg-gray-800 p-4 text-sm text-white">
    <div class="mx-auto flex max-w-5xl items-center justify-between gap-4">
        <p>نستخدم ملفات تعريف الارتباط لتحسين تجربتك. باستمرارك في التصفح فإنك توافق على <a href="https://emiratesheaters.ae/ar/privacy" class="underline">سياسة الخصوصية</a>.</p>
        <button @click="localStorage.setItem('cookie_ok', 1); show = false" class="rounded bg-red-700 px-4 py-2">موافق</button>
    </div>
</div>
<script src="/livewire/livewire.min.js?id=cc800bf4"   data-csrf="Vq3zX8Lm2pR7tY1uW4oN6bC9dE0fG5hJ8kA2sD4f" data-update-uri="/livewire/update" data-navigate-once="true"></script>
</body>
</html>`;

const page = (title: string, path: string, body: string) => `${head(title, path)}\n${nav}\n${body}\n${footer}`;

const home = page(
  'مصنع الإمارات للسخانات | سخانات مياه ومكيفات صنع في الإمارات',
  '/ar',
  `        <section class="bg-gradient-to-l from-red-50 to-white">
            <div class="mx-auto max-w-7xl px-4 py-20">
                <h1 class="text-4xl font-bold">سخانات مياه ومكيفات صُممت لمناخ الخليج</h1>
                <p class="mt-4 max-w-2xl text-lg text-gray-600">منذ عام 1998 ننتج في الشارقة أكثر من 180 ألف سخان مياه سنوياً، ونصدّر إلى دول مجلس التعاون والشرق الأوسط وأفريقيا.</p>
                <div class="mt-8 flex gap-4">
                    <a href="https://emiratesheaters.ae/ar/products" class="rounded bg-red-700 px-6 py-3 text-white">تصفح المنتجات</a>
                    <a href="https://emiratesheaters.ae/ar/distributors" class="rounded border border-red-700 px-6 py-3 text-red-700">ابحث عن موزع</a>
                </div>
            </div>
        </section>
        <section class="mx-auto max-w-7xl px-4 py-16">
            <h2 class="text-2xl font-bold">أخبار المصنع</h2>
            <div class="mt-6 grid gap-6 md:grid-cols-2">
                <article class="rounded-lg border p-6">
                    <h3 class="font-semibold">نلتقي في معرض بيغ 5 دبي 2024</h3>
                    <p class="mt-2 text-sm text-gray-600">زورونا في جناحنا بقاعة زعبيل، <a href="https://www.big5global.com/" class="text-red-700" target="_blank">Big 5 Global</a>، مركز دبي التجاري العالمي.</p>
                </article>
                <article class="rounded-lg border p-6">
                    <h3 class="font-semibold">موزع جديد في الأردن</h3>
                    <p class="mt-2 text-sm text-gray-600">يسعدنا الإعلان عن تعيين شركة عمّان الحرارية (ammanthermal.com.jo) موزعاً معتمداً لمنتجاتنا في المملكة الأردنية الهاشمية.</p>
                </article>
            </div>
        </section>`,
);

type Dist = { name: string; city: string; phone: string; web?: string; webText?: string };
const countries: { key: string; label: string; items: Dist[] }[] = [
  {
    key: 'sa',
    label: 'المملكة العربية السعودية',
    items: [
      {
        name: 'شركة الراشد للتجارة والمقاولات',
        city: 'الرياض – جدة – الدمام',
        phone: '966 11 465 2200+',
        web: 'https://www.al-rashed-trading.com.sa/',
      },
    ],
  },
  {
    key: 'om',
    label: 'سلطنة عُمان',
    items: [{ name: 'مسقط للتبريد والتكييف ش.م.م', city: 'مسقط', phone: '968 2449 8100+', web: 'https://muscatcool.om/' }],
  },
  {
    key: 'qa',
    label: 'قطر',
    items: [{ name: 'الدوحة لأنظمة التكييف', city: 'الدوحة', phone: '974 4460 3311+', web: 'http://www.doha-ac.com.qa' }],
  },
  {
    key: 'bh',
    label: 'البحرين',
    items: [{ name: 'البحرين للسخانات والأدوات الصحية', city: 'المنامة', phone: '973 1772 0045+', web: 'https://bahrainheaters.com.bh/' }],
  },
  {
    key: 'kw',
    label: 'الكويت',
    items: [
      { name: 'الكويت للتكييف والتبريد', city: 'الشويخ الصناعية', phone: '965 2481 3300+', web: 'https://www.kuwait-hvac.com.kw/ar' },
    ],
  },
  {
    key: 'eg',
    label: 'مصر',
    items: [{ name: 'النيل للتبريد', city: 'القاهرة – العاشر من رمضان', phone: '20 2 2575 8800+', webText: 'www.nile-cooling.com.eg' }],
  },
  {
    key: 'jo',
    label: 'الأردن',
    items: [{ name: 'شركة عمّان الحرارية', city: 'عمّان', phone: '962 6 535 1020+', web: 'https://ammanthermal.com.jo/' }],
  },
  { key: 'iq', label: 'العراق', items: [{ name: 'مؤسسة دجلة للتجارة العامة', city: 'بغداد – أربيل', phone: '964 770 123 4567+' }] },
];

const distCard = (d: Dist) => `                        <div class="rounded-lg border p-5">
                            <h3 class="font-semibold">${d.name}</h3>
                            <p class="mt-1 text-sm text-gray-600">${d.city}</p>
                            <p class="mt-1 text-sm" dir="ltr">${d.phone}</p>
                            ${d.web ? `<a href="${d.web}" target="_blank" rel="noopener" class="mt-2 inline-block text-sm text-red-700">الموقع الإلكتروني</a>` : d.webText ? `<p class="mt-2 text-sm" dir="ltr">${d.webText}</p>` : ''}
                        </div>`;

const distributors = page(
  'شبكة التوزيع | مصنع الإمارات للسخانات',
  '/ar/distributors',
  `        <section class="mx-auto max-w-7xl px-4 py-16" x-data="{ tab: 'sa' }">
            <h1 class="text-3xl font-bold">الموزعون المعتمدون</h1>
            <p class="mt-3 text-gray-600">خارج دولة الإمارات تُباع منتجاتنا حصرياً عبر الموزعين المعتمدين التالية أسماؤهم، وهم مسؤولون عن البيع وخدمة ما بعد البيع والضمان في بلدانهم.</p>
            <div class="mt-8 flex flex-wrap gap-2">
${countries.map((c) => `                <button @click="tab = '${c.key}'" :class="tab === '${c.key}' ? 'bg-red-700 text-white' : 'bg-gray-100'" class="rounded px-4 py-2 text-sm">${c.label}</button>`).join('\n')}
            </div>
            <div class="mt-8">
${countries
  .map(
    (c) => `                <div x-show="tab === '${c.key}'"${c.key === 'sa' ? '' : ' x-cloak'} class="grid gap-4 md:grid-cols-2">
${c.items.map(distCard).join('\n')}
                </div>`,
  )
  .join('\n')}
            </div>
            <p class="mt-10 text-sm text-gray-600">هل ترغب في أن تصبح موزعاً؟ راسلنا على <a href="mailto:export@emiratesheaters.ae" class="text-red-700">export@emiratesheaters.ae</a></p>
        </section>`,
);

const serviceCenters = page(
  'مراكز الصيانة المعتمدة | مصنع الإمارات للسخانات',
  '/ar/service-centers',
  `        <section class="mx-auto max-w-5xl px-4 py-16">
            <h1 class="text-3xl font-bold">مراكز الصيانة والتركيب المعتمدة في الإمارات</h1>
            <p class="mt-3 text-gray-600">للتركيب وخدمات الضمان خارج الشارقة يمكنكم التواصل مع الوكلاء المعتمدين التاليين:</p>
            <table class="mt-8 w-full text-right text-sm">
                <thead class="bg-gray-100"><tr><th class="p-3">الإمارة</th><th class="p-3">المركز</th><th class="p-3">الهاتف</th><th class="p-3">الموقع</th></tr></thead>
                <tbody>
                    <tr class="border-b"><td class="p-3">الشارقة ودبي</td><td class="p-3">الشارقة للخدمات الفنية</td><td class="p-3" dir="ltr">06 531 7788</td><td class="p-3"><a href="https://sharjahtech.ae/" class="text-red-700" target="_blank">sharjahtech.ae</a></td></tr>
                    <tr class="border-b"><td class="p-3">أبوظبي والعين</td><td class="p-3">العين للصيانة العامة</td><td class="p-3" dir="ltr">03 765 4410</td><td class="p-3">alainmaint.ae</td></tr>
                    <tr class="border-b"><td class="p-3">رأس الخيمة والفجيرة</td><td class="p-3">رأس الخيمة للخدمات الفنية</td><td class="p-3" dir="ltr">07 228 1190</td><td class="p-3"><a href="https://www.rakts.ae/ar/" class="text-red-700" target="_blank">rakts.ae</a></td></tr>
                    <tr class="border-b"><td class="p-3">عجمان وأم القيوين</td><td class="p-3">فني عجمان</td><td class="p-3" dir="ltr">06 744 3021</td><td class="p-3">—</td></tr>
                </tbody>
            </table>
        </section>`,
);

const whereToBuy = page(
  'أين تشتري منتجاتنا | مصنع الإمارات للسخانات',
  '/ar/where-to-buy',
  `        <section class="mx-auto max-w-5xl px-4 py-16">
            <h1 class="text-3xl font-bold">أين تشتري منتجاتنا في الإمارات</h1>
            <p class="mt-3 text-gray-600">تتوفر سخاناتنا لدى متاجر مواد البناء والأدوات المنزلية التالية، إضافة إلى متجرنا الإلكتروني:</p>
            <ul class="mt-6 list-disc space-y-2 pr-6">
                <li>دانوب هوم – جميع الفروع – <a href="https://www.danubehome.com/ae/ar/water-heaters?brand=emirates-heaters" class="text-red-700" target="_blank">danubehome.com</a></li>
                <li>إيس للأدوات المنزلية – <a href="https://www.aceuae.com/ar-ae/" class="text-red-700" target="_blank">aceuae.com</a></li>
                <li>مركز الفجر لمواد البناء – الفجيرة (هاتف 09 222 8410)</li>
            </ul>
        </section>`,
);

const about = page(
  'من نحن | مصنع الإمارات للسخانات',
  '/ar/about',
  `        <section class="mx-auto max-w-5xl px-4 py-16">
            <h1 class="text-3xl font-bold">من نحن</h1>
            <p class="mt-4 leading-8">تأسس مصنع الإمارات للسخانات عام 1998 في المنطقة الصناعية بالشارقة، ويعمل فيه اليوم 420 موظفاً. نصنع خزانات السخانات من الفولاذ المطلي بالمينا ونجمع المكيفات المنفصلة محلياً.</p>
            <h2 class="mt-10 text-2xl font-bold">شركاؤنا في التقنية</h2>
            <div class="mt-6 grid gap-6 md:grid-cols-2">
                <div class="rounded-lg border p-6">
                    <img src="https://emiratesheaters.ae/images/partners/danfoss.svg" alt="Danfoss" class="h-10">
                    <p class="mt-3 text-sm text-gray-600">صمامات التمدد ووحدات التحكم الإلكترونية في جميع مكيفاتنا. <a href="https://www.danfoss.com/ar-sa/" target="_blank" class="text-red-700">danfoss.com</a></p>
                </div>
                <div class="rounded-lg border p-6">
                    <img src="https://emiratesheaters.ae/images/partners/copeland.svg" alt="Copeland" class="h-10">
                    <p class="mt-3 text-sm text-gray-600">ضواغط سكرول المقاومة للحرارة العالية. <a href="https://www.copeland.com/en-me" target="_blank" class="text-red-700">copeland.com</a></p>
                </div>
            </div>
            <p class="mt-8 text-sm text-gray-600">نحصل على ألواح الفولاذ من حديد الإمارات، ونشارك سنوياً في برنامج «اصنع في الإمارات». نشرت صحيفة <a href="https://www.alkhaleej.ae/" target="_blank" class="text-red-700">الخليج</a> تقريراً عن توسعة المصنع في 2023.</p>
        </section>`,
);

const projects = page(
  'مشاريعنا | مصنع الإمارات للسخانات',
  '/ar/projects',
  `        <section class="mx-auto max-w-7xl px-4 py-16">
            <h1 class="text-3xl font-bold">مشاريعنا</h1>
            <p class="mt-3 text-gray-600">زوّدنا أكثر من 300 مشروع سكني وفندقي بالسخانات المركزية.</p>
            <div class="mt-8 grid grid-cols-2 gap-8 md:grid-cols-4">
                <a href="https://www.emaar.com/" target="_blank"><img src="https://emiratesheaters.ae/images/clients/emaar.png" alt="إعمار"></a>
                <a href="https://www.aldar.com/" target="_blank"><img src="https://emiratesheaters.ae/images/clients/aldar.png" alt="الدار"></a>
                <a href="https://www.arada.com/" target="_blank"><img src="https://emiratesheaters.ae/images/clients/arada.png" alt="أرادَ"></a>
                <a href="https://www.rotana.com/" target="_blank"><img src="https://emiratesheaters.ae/images/clients/rotana.png" alt="روتانا"></a>
            </div>
        </section>`,
);

const contact = page(
  'اتصل بنا | مصنع الإمارات للسخانات',
  '/ar/contact',
  `        <section class="mx-auto max-w-5xl px-4 py-16">
            <h1 class="text-3xl font-bold">اتصل بنا</h1>
            <div wire:snapshot="{&quot;data&quot;:{&quot;name&quot;:&quot;&quot;,&quot;email&quot;:&quot;&quot;,&quot;message&quot;:&quot;&quot;},&quot;memo&quot;:{&quot;id&quot;:&quot;pQ2rS9tU1vW3&quot;,&quot;name&quot;:&quot;contact-form&quot;,&quot;path&quot;:&quot;ar\\/contact&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;locale&quot;:&quot;ar&quot;},&quot;checksum&quot;:&quot;4c1e8b0f&quot;}" wire:effects="[]" wire:id="pQ2rS9tU1vW3">
                <form wire:submit="send" class="mt-8 grid gap-4">
                    <input type="text" wire:model="name" placeholder="الاسم" class="rounded border p-3">
                    <input type="email" wire:model="email" placeholder="البريد الإلكتروني" class="rounded border p-3">
                    <textarea wire:model="message" rows="5" placeholder="رسالتك" class="rounded border p-3"></textarea>
                    <button type="submit" class="rounded bg-red-700 px-6 py-3 text-white">إرسال</button>
                </form>
            </div>
            <iframe class="mt-10 h-80 w-full" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3606.2!2d55.42!3d25.31!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMjXCsDE4JzM2LjAiTiA1NcKwMjUnMTIuMCJF!5e0!3m2!1sar!2sae!4v1700000000000" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
        </section>`,
);

export const site: CorpusSite = {
  domain: 'emiratesheaters.ae',
  otherDomains: ['emiratesheaters.com'],
  covers:
    'UAE water-heater and AC manufacturer in Arabic (RTL) on Laravel with Livewire 3 / Alpine and Vite, behind Cloudflare, with a root redirect to /ar: GCC distributors in Alpine x-show tab panes with "الموقع الإلكتروني" links (one written-out domain, one without a website), a new distributor announced in a home-page news card, authorized service and installation centres in a table, retail stockists on a page linked only from the footer, and technology partners as cards; traps are the ministry quality mark, chamber membership, developer and hotel customers, a trade fair, a steel supplier, press, social links, the shop subdomain and the English sister domain.',
  pages: {
    '/': { status: 302, redirect: '/ar' },
    '/ar': { headers, html: home },
    '/ar/distributors': { headers, html: distributors },
    '/ar/service-centers': { headers, html: serviceCenters },
    '/ar/where-to-buy': { headers, html: whereToBuy },
    '/ar/about': { headers, html: about },
    '/ar/projects': { headers, html: projects },
    '/ar/contact': { headers, html: contact },
  },
  sitemap: ['/ar', '/ar/distributors', '/ar/service-centers', '/ar/about', '/ar/projects', '/ar/contact'],
  technologies: [
    'laravel',
    'php',
    'livewire',
    'alpine-js',
    'cloudflare',
    'google-tag-manager',
    'google-font-api',
    'google-maps',
    'open-graph',
  ],
  partners: {
    'al-rashed-trading.com.sa': 'channel',
    'muscatcool.om': 'channel',
    'doha-ac.com.qa': 'channel',
    'bahrainheaters.com.bh': 'channel',
    'kuwait-hvac.com.kw': 'channel',
    'nile-cooling.com.eg': 'channel',
    'ammanthermal.com.jo': 'channel',
    'sharjahtech.ae': 'channel',
    'alainmaint.ae': 'channel',
    'rakts.ae': 'channel',
    'danubehome.com': 'channel',
    'aceuae.com': 'channel',
    'danfoss.com': 'technology',
    'copeland.com': 'technology',
  },
};
