import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.gulfswift.ae';

const layout = (title: string, active: string, body: string) => `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${title} - الخليج السريع للشحن</title>
    <meta name="description" content="الخليج السريع للشحن: شحن بحري وجوي وبري، تخليص جمركي وتخزين من دبي إلى العالم." />
    <link href="/Content/bootstrap.rtl.min.css" rel="stylesheet"/>
    <link href="/Content/font-awesome.min.css" rel="stylesheet"/>
    <link href="/Content/site.css?v=2.4.1" rel="stylesheet"/>
    <link href="https://fonts.googleapis.com/css2?family=Cairo:wght@400;600;700&display=swap" rel="stylesheet">
    <script src="/bundles/modernizr?v=wBEWDufH_8Md-Pbioxomt90vm6tJN2Pyy9u9zHtWsPo1"></script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-GSF2024AE1"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-GSF2024AE1');
    </script>
</head>
<body>
    <div class="topbar">
        <div class="container">
            <span><i class="fa fa-phone"></i> 800-SWIFT (79438)</span>
            <span><i class="fa fa-envelope"></i> info@gulfswift.ae</span>
            <a href="https://www.gulfswift.com/en" class="lang-switch">English</a>
        </div>
    </div>
    <nav class="navbar navbar-expand-lg navbar-light bg-white">
        <div class="container">
            <a class="navbar-brand" href="/ar"><img src="/Content/images/logo-ar.png" alt="الخليج السريع للشحن" /></a>
            <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav"><span class="navbar-toggler-icon"></span></button>
            <div class="collapse navbar-collapse" id="mainNav">
                <ul class="navbar-nav ms-auto">
                    <li class="nav-item${active === 'home' ? ' active' : ''}"><a class="nav-link" href="/ar">الرئيسية</a></li>
                    <li class="nav-item"><a class="nav-link" href="/ar/Home/About">من نحن</a></li>
                    <li class="nav-item"><a class="nav-link" href="/ar/Services">خدماتنا</a></li>
                    <li class="nav-item${active === 'network' ? ' active' : ''}"><a class="nav-link" href="/ar/Network/Agents">شبكة الوكلاء</a></li>
                    <li class="nav-item${active === 'partners' ? ' active' : ''}"><a class="nav-link" href="/ar/Home/Partners">شركاؤنا</a></li>
                    <li class="nav-item${active === 'clients' ? ' active' : ''}"><a class="nav-link" href="/ar/Clients">عملاؤنا</a></li>
                    <li class="nav-item"><a class="nav-link" href="/ar/News">الأخبار</a></li>
                    <li class="nav-item"><a class="nav-link" href="/ar/Home/Contact">اتصل بنا</a></li>
                </ul>
            </div>
        </div>
    </nav>
    <div class="body-content">
${body}
    </div>
    <footer class="site-footer">
        <div class="container">
            <div class="row">
                <div class="col-md-4">
                    <h5>الخليج السريع للشحن ذ.م.م</h5>
                    <p>مكتب 1204، برج القيادة، شارع الشيخ راشد، بر دبي، دبي، الإمارات العربية المتحدة<br />ص.ب 118432</p>
                    <p>رخصة تجارية رقم 712345 - دائرة الاقتصاد والسياحة بدبي</p>
                </div>
                <div class="col-md-4">
                    <h5>روابط سريعة</h5>
                    <ul class="list-unstyled">
                        <li><a href="/ar/Services">خدماتنا</a></li>
                        <li><a href="/ar/Tracking">تتبع الشحنة</a></li>
                        <li><a href="/ar/Careers">الوظائف</a></li>
                        <li><a href="/ar/Home/Privacy">سياسة الخصوصية</a></li>
                    </ul>
                </div>
                <div class="col-md-4">
                    <h5>تابعونا</h5>
                    <a href="https://www.linkedin.com/company/gulf-swift-freight" target="_blank"><i class="fa fa-linkedin"></i></a>
                    <a href="https://www.instagram.com/gulfswift.ae" target="_blank"><i class="fa fa-instagram"></i></a>
                    <a href="https://wa.me/971555550123" target="_blank"><i class="fa fa-whatsapp"></i></a>
                </div>
            </div>
            <p class="copyright">&copy; 2024 الخليج السريع للشحن. جميع الحقوق محفوظة.</p>
        </div>
    </footer>
    <script src="/bundles/jquery?v=2u0aRenDpYxArEyILB59ETSCA2cfQkSMlxb6jbMBqf81"></script>
    <script src="/bundles/bootstrap?v=lescQEuG5u4jd-GcVDBcbpUOSyTDIg0Kk9zHDX55GCw1"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'gulfswift.ae',
  otherDomains: ['gulfswift.com'],
  covers:
    'Arabic RTL ASP.NET MVC (IIS) site of a Dubai freight forwarder: a "strategic partners" carrier logo grid (generic) that shares a page with memberships/accreditations, an overseas agent network table with linked and plain-text websites and one agent with none, English site on another domain; traps in client logos, an awards/sponsorship news item, job boards and WhatsApp/social links.',
  pages: {
    '/': { status: 301, redirect: `${W}/ar` },
    [`${W}/ar`]: {
      headers: {
        'cache-control': 'private',
        'content-type': 'text/html; charset=utf-8',
        server: 'Microsoft-IIS/10.0',
        'x-aspnetmvc-version': '5.2',
        'x-aspnet-version': '4.0.30319',
        'x-powered-by': 'ASP.NET',
        'set-cookie': 'ASP.NET_SessionId=kq3v2x1mzb0c4ndy5fswe2ra; path=/; HttpOnly; SameSite=Lax',
      },
      html: layout(
        'الرئيسية',
        'home',
        `        <section class="hero">
            <div class="container">
                <h1>من دبي إلى أكثر من 120 دولة</h1>
                <p class="lead">شحن بحري كامل وجزئي، شحن جوي، نقل بري إلى دول مجلس التعاون، تخليص جمركي وتخزين في جبل علي.</p>
                <a class="btn btn-primary btn-lg" href="/ar/Home/Contact">اطلب عرض سعر</a>
                <a class="btn btn-outline-light btn-lg" href="/ar/Tracking">تتبع شحنتك</a>
            </div>
        </section>
        <section class="services container">
            <div class="row">
                <div class="col-md-3"><i class="fa fa-ship fa-3x"></i><h3>الشحن البحري</h3><p>حاويات FCL و LCL أسبوعياً من ميناء جبل علي.</p></div>
                <div class="col-md-3"><i class="fa fa-plane fa-3x"></i><h3>الشحن الجوي</h3><p>شحنات عاجلة عبر مطاري دبي الدولي وآل مكتوم.</p></div>
                <div class="col-md-3"><i class="fa fa-truck fa-3x"></i><h3>النقل البري</h3><p>خطوط منتظمة إلى السعودية وعُمان والكويت.</p></div>
                <div class="col-md-3"><i class="fa fa-cubes fa-3x"></i><h3>التخزين</h3><p>مستودعات مبردة وجافة في المنطقة الحرة لجبل علي.</p></div>
            </div>
        </section>
        <section class="container why-us">
            <h2>لماذا الخليج السريع؟</h2>
            <p>أكثر من 18 عاماً من الخبرة، وشبكة وكلاء معتمدين في أكثر من 120 دولة، وشراكات مباشرة مع كبرى خطوط الملاحة وشركات الطيران.</p>
            <a href="/ar/Home/Partners">تعرّف على شركائنا</a> | <a href="/ar/Network/Agents">شبكة الوكلاء</a>
        </section>
        <section class="container map">
            <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3608.2!2d55.29!3d25.25!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="100%" height="300" style="border:0;" allowfullscreen="" loading="lazy"></iframe>
        </section>`,
      ),
    },
    [`${W}/ar/Home/Partners`]: {
      html: layout(
        'شركاؤنا',
        'partners',
        `        <div class="page-title"><div class="container"><h1>شركاؤنا الاستراتيجيون</h1></div></div>
        <div class="container">
            <p>نفخر بعلاقاتنا طويلة الأمد مع نخبة من خطوط الملاحة وشركات الشحن الجوي ومشغلي الموانئ، مما يتيح لنا أسعاراً تنافسية ومساحات مضمونة على مدار العام.</p>
            <div class="row partners-grid">
                <div class="col-6 col-md-3"><a href="https://www.maersk.com/" target="_blank" rel="nofollow"><img src="/Content/images/partners/maersk.png" alt="ميرسك Maersk" class="img-fluid" /></a></div>
                <div class="col-6 col-md-3"><a href="https://www.hapag-lloyd.com/en/home.html" target="_blank" rel="nofollow"><img src="/Content/images/partners/hapag-lloyd.png" alt="هاباغ لويد Hapag-Lloyd" class="img-fluid" /></a></div>
                <div class="col-6 col-md-3"><a href="https://www.skycargo.com/" target="_blank" rel="nofollow"><img src="/Content/images/partners/emirates-skycargo.png" alt="الإمارات للشحن الجوي Emirates SkyCargo" class="img-fluid" /></a></div>
                <div class="col-6 col-md-3"><a href="https://www.dpworld.com/uae" target="_blank" rel="nofollow"><img src="/Content/images/partners/dpworld.png" alt="موانئ دبي العالمية DP World" class="img-fluid" /></a></div>
            </div>
            <h2 class="mt-5">العضويات والاعتمادات</h2>
            <p>الخليج السريع عضو في الهيئات والشبكات المهنية التالية:</p>
            <ul class="memberships">
                <li><a href="https://fiata.org/" target="_blank">الاتحاد الدولي لجمعيات وكلاء الشحن (FIATA)</a></li>
                <li><a href="https://www.wcaworld.com/" target="_blank">شبكة WCA العالمية</a> - عضو منذ 2012</li>
                <li><a href="https://www.iata.org/" target="_blank">وكيل شحن معتمد من IATA</a></li>
                <li><a href="https://www.dubaichamber.com/" target="_blank">غرفة تجارة دبي</a></li>
            </ul>
        </div>`,
      ),
    },
    [`${W}/ar/Network/Agents`]: {
      html: layout(
        'شبكة الوكلاء',
        'network',
        `        <div class="page-title"><div class="container"><h1>شبكة وكلائنا حول العالم</h1></div></div>
        <div class="container">
            <p>يمثلنا في الموانئ والمطارات الرئيسية وكلاء معتمدون يتولون الاستلام والتخليص والتسليم نيابة عن عملائنا. للتواصل المباشر مع الوكيل يرجى ذكر رقم الشحنة.</p>
            <div class="table-responsive">
                <table class="table table-striped agents-table">
                    <thead><tr><th>الدولة</th><th>المدينة</th><th>الوكيل</th><th>الموقع الإلكتروني</th></tr></thead>
                    <tbody>
                        <tr><td>المملكة العربية السعودية</td><td>جدة</td><td>شركة البحر الأحمر لخدمات الشحن</td><td><a href="https://www.redseacargo.com.sa/" target="_blank">redseacargo.com.sa</a></td></tr>
                        <tr><td>سلطنة عُمان</td><td>مسقط</td><td>مسقط لينك للخدمات اللوجستية</td><td>www.muscatlink.om</td></tr>
                        <tr><td>الهند</td><td>نافا شيفا</td><td>NS Shipping Agencies Pvt. Ltd.</td><td><a href="http://www.nsshipping.in" target="_blank">www.nsshipping.in</a></td></tr>
                        <tr><td>الصين</td><td>نينغبو</td><td>Ningbo Ocean Bridge Logistics Co., Ltd.</td><td><a href="https://www.oceanbridge-nb.cn/" target="_blank">oceanbridge-nb.cn</a></td></tr>
                        <tr><td>تركيا</td><td>مرسين</td><td>Mersin Kargo Lojistik A.Ş.</td><td>mersinkargo.com.tr</td></tr>
                        <tr><td>ألمانيا</td><td>هامبورغ</td><td>Nordsee Spedition GmbH</td><td><a href="https://www.nordsee-spedition.de/" target="_blank">nordsee-spedition.de</a></td></tr>
                        <tr><td>مصر</td><td>الإسكندرية</td><td>الإسكندرية للشحن والتفريغ</td><td>-</td></tr>
                        <tr><td>كينيا</td><td>مومباسا</td><td>Coastline Forwarders Ltd.</td><td><a href="https://coastline-forwarders.co.ke/" target="_blank">coastline-forwarders.co.ke</a></td></tr>
                    </tbody>
                </table>
            </div>
            <p>هل أنت وكيل شحن وترغب بالانضمام إلى شبكتنا؟ راسلنا على <a href="mailto:network@gulfswift.ae">network@gulfswift.ae</a></p>
        </div>`,
      ),
    },
    [`${W}/ar/Clients`]: {
      html: layout(
        'عملاؤنا',
        'clients',
        `        <div class="page-title"><div class="container"><h1>عملاؤنا</h1></div></div>
        <div class="container">
            <p>نخدم أكثر من 900 عميل من قطاعات التجزئة والأغذية والبناء والرعاية الصحية.</p>
            <div class="row clients-grid">
                <div class="col-6 col-md-3"><a href="https://www.alwaha-foods.ae/" target="_blank"><img src="/Content/images/clients/alwaha.png" alt="الواحة للأغذية" class="img-fluid" /></a></div>
                <div class="col-6 col-md-3"><a href="https://www.binhamad-building.com/" target="_blank"><img src="/Content/images/clients/binhamad.png" alt="بن حمد لمواد البناء" class="img-fluid" /></a></div>
                <div class="col-6 col-md-3"><a href="https://www.nourmedical.ae/" target="_blank"><img src="/Content/images/clients/nour.png" alt="نور للمستلزمات الطبية" class="img-fluid" /></a></div>
                <div class="col-6 col-md-3"><img src="/Content/images/clients/sahara-retail.png" alt="صحارى للتجزئة" class="img-fluid" /></div>
            </div>
            <blockquote class="testimonial">"نقلت الخليج السريع أكثر من 300 حاوية لنا من الصين هذا العام دون تأخير يُذكر." — مدير المشتريات، الواحة للأغذية</blockquote>
        </div>`,
      ),
    },
    [`${W}/ar/News/Details/14`]: {
      html: layout(
        'الخليج السريع تفوز بجائزة أفضل وكيل شحن ناشئ',
        'news',
        `        <div class="container news-details">
            <h1>الخليج السريع تفوز بجائزة "أفضل وكيل شحن متوسط الحجم" لعام 2023</h1>
            <p class="date">12 نوفمبر 2023</p>
            <p>حصدت الخليج السريع للشحن جائزة أفضل وكيل شحن متوسط الحجم ضمن <a href="https://www.logisticsmiddleeast.com/awards" target="_blank">جوائز لوجستيكس الشرق الأوسط</a> التي أقيمت في دبي.</p>
            <p>كما شاركت الشركة راعياً ذهبياً في معرض <a href="https://www.breakbulkme.com/" target="_blank">بريك بلك الشرق الأوسط 2024</a>.</p>
            <a href="/ar/News">&larr; العودة إلى الأخبار</a>
        </div>`,
      ),
    },
    [`${W}/ar/Careers`]: {
      html: layout(
        'الوظائف',
        'careers',
        `        <div class="page-title"><div class="container"><h1>انضم إلى فريقنا</h1></div></div>
        <div class="container">
            <ul>
                <li>منسق عمليات شحن بحري - دبي</li>
                <li>مخلّص جمركي - جبل علي</li>
                <li>مندوب مبيعات (يفضّل إجادة اللغة الأوردية) - الشارقة</li>
            </ul>
            <p>للتقديم يرجى زيارة صفحتنا على <a href="https://www.bayt.com/ar/company/gulf-swift-freight-12345/" target="_blank">بيت.كوم</a> أو <a href="https://www.linkedin.com/company/gulf-swift-freight/jobs/" target="_blank">لينكدإن</a>.</p>
            <form action="/ar/Careers/Apply" method="post" enctype="multipart/form-data">
                <input name="__RequestVerificationToken" type="hidden" value="CfDJ8NqTz3Yv1Q0kXr2mP7bW9sHcLdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWw" />
                <input type="text" name="FullName" class="form-control" placeholder="الاسم الكامل" />
                <input type="file" name="Cv" class="form-control" />
                <button type="submit" class="btn btn-primary">إرسال</button>
            </form>
        </div>`,
      ),
    },
  },
  technologies: [
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'bootstrap',
    'jquery',
    'font-awesome',
    'google-font-api',
    'google-analytics',
    'google-tag-manager',
    'google-maps',
  ],
  partners: {
    'maersk.com': 'generic',
    'hapag-lloyd.com': 'generic',
    'skycargo.com': 'generic',
    'dpworld.com': 'generic',
    'redseacargo.com.sa': 'channel',
    'muscatlink.om': 'channel',
    'nsshipping.in': 'channel',
    'oceanbridge-nb.cn': 'channel',
    'mersinkargo.com.tr': 'channel',
    'nordsee-spedition.de': 'channel',
    'coastline-forwarders.co.ke': 'channel',
  },
};
