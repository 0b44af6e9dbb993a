import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6IjRrT2x6Q1dXbmR3PT0iLCJ2YWx1ZSI6IkdmR3h4In0%3D; expires=Tue, 12 Nov 2024 14:22:10 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
};

function layout(title: string, description: string, path: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="tr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="Vb8cQ1m2sT4nLx0pRz7kHy3wJd6uFa9eGi5oNc2M">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <link rel="canonical" href="https://www.zirvedagcilik.com.tr${path}">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="https://www.zirvedagcilik.com.tr${path}">
    <meta property="og:image" content="https://www.zirvedagcilik.com.tr/storage/og/zirve-og.jpg">
    <link rel="icon" href="/favicon.ico">
    <link rel="stylesheet" href="/assets/css/bootstrap.min.css?v=5.3.3">
    <link rel="stylesheet" href="/assets/css/app.css?id=9f2c7d4e1a0b3c58">
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-ZD4TR91KQ2"></script>
    <script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-ZD4TR91KQ2');</script>
    <script type="text/javascript">
       (function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};
       m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})
       (window, document, "script", "https://mc.yandex.ru/metrika/tag.js", "ym");
       ym(94812763, "init", { clickmap:true, trackLinks:true, accurateTrackBounce:true });
    </script>
    <script src="https://mc.yandex.ru/metrika/tag.js" async></script>
</head>
<body>
<div class="topbar bg-dark text-white small py-1">
    <div class="container d-flex justify-content-between">
        <span>500 TL ve üzeri siparişlerde kargo bedava</span>
        <span><a class="text-white" href="tel:+902163334455">0216 333 44 55</a> · <a class="text-white" href="/en">EN</a></span>
    </div>
</div>
<nav class="navbar navbar-expand-lg bg-white border-bottom">
    <div class="container">
        <a class="navbar-brand" href="/"><img src="/assets/img/zirve-logo.svg" alt="Zirve Dağcılık" height="44"></a>
        <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Menü"><span class="navbar-toggler-icon"></span></button>
        <div class="collapse navbar-collapse" id="mainNav">
            <ul class="navbar-nav ms-auto">
                <li class="nav-item"><a class="nav-link" href="/urunler/cadirlar">Çadırlar</a></li>
                <li class="nav-item"><a class="nav-link" href="/urunler/uyku-tulumlari">Uyku Tulumları</a></li>
                <li class="nav-item"><a class="nav-link" href="/urunler/sirt-cantalari">Sırt Çantaları</a></li>
                <li class="nav-item"><a class="nav-link" href="/urunler/giyim">Giyim</a></li>
                <li class="nav-item"><a class="nav-link" href="/kurumsal/hakkimizda">Kurumsal</a></li>
                <li class="nav-item"><a class="nav-link" href="/bayilerimiz">Bayilerimiz</a></li>
                <li class="nav-item"><a class="nav-link" href="/iletisim">İletişim</a></li>
            </ul>
        </div>
    </div>
</nav>
${content}
<footer class="bg-dark text-white-50 pt-5 pb-3 mt-5">
    <div class="container">
        <div class="row">
            <div class="col-md-4">
                <h6 class="text-white">Zirve Dağcılık Tekstil San. ve Tic. A.Ş.</h6>
                <p>İkitelli OSB, Tekstilkent Cad. No: 12, Başakşehir / İstanbul<br>Mersis No: 0998123456700015</p>
            </div>
            <div class="col-md-3">
                <h6 class="text-white">Kurumsal</h6>
                <ul class="list-unstyled">
                    <li><a href="/kurumsal/hakkimizda">Hakkımızda</a></li>
                    <li><a href="/bayilerimiz">Bayilerimiz</a></li>
                    <li><a href="/bayilik-basvurusu">Bayilik Başvurusu</a></li>
                    <li><a href="/kariyer">Kariyer</a></li>
                </ul>
            </div>
            <div class="col-md-3">
                <h6 class="text-white">Yardım</h6>
                <ul class="list-unstyled">
                    <li><a href="/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a></li>
                    <li><a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a></li>
                    <li><a href="/iade-ve-degisim">İade ve Değişim</a></li>
                    <li><a href="/cerez-politikasi">Çerez Politikası</a></li>
                </ul>
            </div>
            <div class="col-md-2">
                <h6 class="text-white">Bizi takip edin</h6>
                <ul class="list-unstyled">
                    <li><a href="https://www.instagram.com/zirvedagcilik/" target="_blank" rel="noopener">Instagram</a></li>
                    <li><a href="https://www.youtube.com/@zirvedagcilik" target="_blank" rel="noopener">YouTube</a></li>
                    <li><a href="https://x.com/zirvedagcilik" target="_blank" rel="noopener">X</a></li>
                </ul>
            </div>
        </div>
        <div class="d-flex flex-wrap align-items-center justify-content-between border-top border-secondary pt-3">
            <div class="payment-logos">
                <img src="/assets/img/odeme/iyzico-ile-ode.svg" alt="iyzico ile öde" height="24">
                <img src="/assets/img/odeme/visa.svg" alt="Visa" height="24">
                <img src="/assets/img/odeme/mastercard.svg" alt="Mastercard" height="24">
                <img src="/assets/img/odeme/troy.svg" alt="Troy" height="24">
            </div>
            <a href="https://etbis.ticaret.gov.tr/tr/Home/SearchSiteResult?siteId=7c1e3b2a-5d4f-4e6a-9b8c-0d1e2f3a4b5c" target="_blank" rel="noopener"><img src="/assets/img/etbis-qr.png" alt="ETBİS kayıtlıdır" height="60"></a>
            <small>© 2024 Zirve Dağcılık. Tüm hakları saklıdır.</small>
        </div>
    </div>
</footer>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=905321112233&amp;text=Merhaba" target="_blank" rel="noopener" aria-label="WhatsApp ile yazın">WhatsApp</a>
<div class="cookie-consent alert alert-light border shadow" id="cookieConsent" role="dialog">
    Sitemizde size daha iyi hizmet sunabilmek için çerezler kullanılmaktadır. Detaylı bilgi için <a href="/cerez-politikasi">Çerez Politikası</a>'nı inceleyebilirsiniz.
    <button type="button" class="btn btn-sm btn-dark" id="cookieAccept">Kabul Et</button>
</div>
<script src="/assets/js/jquery-3.7.1.min.js"></script>
<script src="/assets/js/bootstrap.bundle.min.js"></script>
<script src="/assets/js/app.js?id=4b7e1f0c9a2d8e36"></script>
</body>
</html>`;
}

const home = layout(
  'Zirve Dağcılık | Çadır, Uyku Tulumu ve Outdoor Ekipmanları',
  "1998'den beri İstanbul'da üretilen çadır, uyku tulumu, sırt çantası ve dağcılık ekipmanları.",
  '/',
  `<header class="hero py-5 bg-light">
    <div class="container">
        <h1 class="display-5 fw-bold">Zirveye giden yolda yanınızdayız</h1>
        <p class="lead">1998'den beri Türkiye'de tasarlanıp üretilen çadır, uyku tulumu ve sırt çantaları.</p>
        <a class="btn btn-dark btn-lg" href="/urunler/cadirlar">Çadırları keşfet</a>
        <a class="btn btn-outline-dark btn-lg" href="/bayilerimiz">Size en yakın bayi</a>
    </div>
</header>
<section class="container py-5">
    <h2 class="h4 mb-4">Çok satanlar</h2>
    <div class="row row-cols-2 row-cols-md-4 g-3">
        <div class="col"><div class="card h-100"><img class="card-img-top" src="/storage/urunler/kackar-2-cadir.jpg" alt="Kaçkar 2 Kişilik Çadır"><div class="card-body"><a href="/urun/kackar-2-kisilik-cadir" class="stretched-link">Kaçkar 2 Kişilik Çadır</a><p class="fw-bold mb-0">6.450,00 TL</p></div></div></div>
        <div class="col"><div class="card h-100"><img class="card-img-top" src="/storage/urunler/agri-minus-15.jpg" alt="Ağrı -15 Uyku Tulumu"><div class="card-body"><a href="/urun/agri-eksi-15-uyku-tulumu" class="stretched-link">Ağrı -15°C Uyku Tulumu</a><p class="fw-bold mb-0">4.890,00 TL</p></div></div></div>
        <div class="col"><div class="card h-100"><img class="card-img-top" src="/storage/urunler/erciyes-55.jpg" alt="Erciyes 55+10 Sırt Çantası"><div class="card-body"><a href="/urun/erciyes-55-10-sirt-cantasi" class="stretched-link">Erciyes 55+10 Sırt Çantası</a><p class="fw-bold mb-0">3.250,00 TL</p></div></div></div>
        <div class="col"><div class="card h-100"><img class="card-img-top" src="/storage/urunler/aladaglar-mont.jpg" alt="Aladağlar Membran Mont"><div class="card-body"><a href="/urun/aladaglar-membran-mont" class="stretched-link">Aladağlar Membran Mont</a><p class="fw-bold mb-0">5.790,00 TL</p></div></div></div>
    </div>
</section>
<section class="container pb-5">
    <h2 class="h4 mb-3">Müşterilerimiz ne diyor?</h2>
    <div class="row">
        <blockquote class="col-md-6 blockquote">"Kaçkar çadırı 3 gün boyunca fırtınada bizi hiç yarı yolda bırakmadı." <footer class="blockquote-footer">Emre Y., Rize</footer></blockquote>
        <blockquote class="col-md-6 blockquote">"Yerli üretim ve bu kalite, gerçekten gurur verici." <footer class="blockquote-footer">Selin A., Ankara</footer></blockquote>
    </div>
</section>`,
);

const bayiler = layout(
  'Bayilerimiz | Zirve Dağcılık',
  'Zirve Dağcılık ürünlerini satın alabileceğiniz yetkili bayiler, online satış noktaları ve yurt dışı distribütörlerimiz.',
  '/bayilerimiz',
  `<main class="container py-5">
    <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Anasayfa</a></li><li class="breadcrumb-item active" aria-current="page">Bayilerimiz</li></ol></nav>
    <h1 class="h2 mb-3">Yetkili Bayilerimiz</h1>
    <p>Ürünlerimizi denemek ve satın almak için aşağıdaki yetkili bayilerimizi ziyaret edebilirsiniz. Bayi listemiz düzenli olarak güncellenmektedir.</p>
    <div class="accordion" id="bayiAccordion">
        <div class="accordion-item">
            <h2 class="accordion-header"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#il-istanbul">İstanbul</button></h2>
            <div id="il-istanbul" class="accordion-collapse collapse show"><div class="accordion-body">
                <ul class="list-unstyled bayi-list">
                    <li><strong>Kaçkar Outdoor</strong> – Kadıköy, Moda Cad. No: 41 · 0216 345 67 89 · <a href="https://www.kackaroutdoor.com" target="_blank" rel="noopener">www.kackaroutdoor.com</a></li>
                    <li><strong>Boğaz Kamp Malzemeleri</strong> – Beşiktaş, Ihlamurdere Cad. No: 7 · 0212 258 14 14 · <a href="https://bogazkamp.com.tr/" target="_blank" rel="noopener">bogazkamp.com.tr</a></li>
                </ul>
            </div></div>
        </div>
        <div class="accordion-item">
            <h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#il-ankara">Ankara</button></h2>
            <div id="il-ankara" class="accordion-collapse collapse"><div class="accordion-body">
                <ul class="list-unstyled bayi-list">
                    <li><strong>Anadolu Dağ Sporları</strong> – Çankaya, Sakarya Cad. No: 18 · 0312 431 22 11 · <a href="https://www.anadoludag.com.tr/" target="_blank" rel="noopener">www.anadoludag.com.tr</a></li>
                </ul>
            </div></div>
        </div>
        <div class="accordion-item">
            <h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#il-izmir">İzmir</button></h2>
            <div id="il-izmir" class="accordion-collapse collapse"><div class="accordion-body">
                <ul class="list-unstyled bayi-list">
                    <li><strong>Ege Trekking Market</strong> – Bornova, Kazımdirik Mah. 372. Sk. No: 5 · 0232 339 40 50 · <a href="https://egetrekking.com/" target="_blank" rel="noopener">egetrekking.com</a></li>
                </ul>
            </div></div>
        </div>
        <div class="accordion-item">
            <h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#il-diger">Diğer iller</button></h2>
            <div id="il-diger" class="accordion-collapse collapse"><div class="accordion-body">
                <ul class="list-unstyled bayi-list">
                    <li><strong>Toros Outdoor</strong> – Antalya, Muratpaşa, Işıklar Cad. No: 22 · 0242 247 11 00</li>
                    <li><strong>Palandöken Kayak Evi</strong> – Erzurum, Yakutiye · 0442 235 00 12 · <a href="https://palandokenkayak.com.tr/" target="_blank" rel="noopener">palandokenkayak.com.tr</a></li>
                    <li><strong>Uludağ Kamp Center</strong> – Bursa, Nilüfer · 0224 451 90 90 · <a href="https://www.instagram.com/uludagkampcenter/" target="_blank" rel="noopener">Instagram</a></li>
                </ul>
            </div></div>
        </div>
    </div>

    <h2 class="h3 mt-5 mb-3">Online Satış Noktalarımız</h2>
    <p>Zirve Dağcılık ürünleri resmi web sitemizin yanı sıra yetkili online satış ortaklarımızda da satılmaktadır:</p>
    <div class="row g-3">
        <div class="col-md-4"><a class="card card-body text-center" href="https://www.trendyol.com/magaza/zirve-dagcilik-m-284615" target="_blank" rel="noopener"><img src="/assets/img/pazaryeri/trendyol.svg" alt="Trendyol" height="32"><span class="mt-2">Trendyol mağazamız</span></a></div>
        <div class="col-md-4"><a class="card card-body text-center" href="https://www.hepsiburada.com/magaza/zirve-dagcilik" target="_blank" rel="noopener"><img src="/assets/img/pazaryeri/hepsiburada.svg" alt="Hepsiburada" height="32"><span class="mt-2">Hepsiburada mağazamız</span></a></div>
    </div>

    <h2 class="h3 mt-5 mb-3">Yurt Dışı Distribütörlerimiz</h2>
    <table class="table table-striped align-middle">
        <thead><tr><th>Ülke</th><th>Firma</th><th>İletişim</th></tr></thead>
        <tbody>
            <tr><td>Gürcistan</td><td>Kavkasia Outdoor LLC</td><td><a href="https://kavkasia-outdoor.ge/" target="_blank" rel="noopener">kavkasia-outdoor.ge</a></td></tr>
            <tr><td>Azerbaycan</td><td>Shahdag Sport MMC</td><td><a href="https://www.shahdagsport.az/" target="_blank" rel="noopener">shahdagsport.az</a></td></tr>
            <tr><td>Almanya, Avusturya</td><td>Bergfreund Vertrieb GmbH</td><td><a href="https://www.bergfreund-vertrieb.de/marken/zirve" target="_blank" rel="noopener">bergfreund-vertrieb.de</a></td></tr>
        </tbody>
    </table>

    <div class="alert alert-secondary mt-5">Bayimiz olmak ister misiniz? <a href="/bayilik-basvurusu">Bayilik başvuru formunu</a> doldurun, satış ekibimiz sizinle iletişime geçsin.</div>
</main>`,
);

const hakkimizda = layout(
  'Hakkımızda | Zirve Dağcılık',
  "Zirve Dağcılık, 1998'de İstanbul'da küçük bir atölyede kuruldu. Bugün 40'tan fazla bayi ve 3 ülkede distribütörle çalışıyoruz.",
  '/kurumsal/hakkimizda',
  `<main class="container py-5">
    <h1 class="h2 mb-4">Hakkımızda</h1>
    <div class="row">
        <div class="col-lg-8">
            <p>Zirve Dağcılık, 1998 yılında dağcı Hakan Özdemir tarafından İstanbul'da küçük bir dikim atölyesinde kuruldu. Bugün İkitelli'deki tesisimizde çadır, uyku tulumu ve sırt çantası üretiyor; ürünlerimizi Türkiye genelinde 40'tan fazla bayi ve üç ülkedeki distribütörlerimizle dağcılara ulaştırıyoruz.</p>
            <h2 class="h4 mt-4">Teknoloji ortağımız</h2>
            <p>Aladağlar serisi montlarımızdaki su geçirmez, nefes alan membran, teknoloji ortağımız <a href="https://www.aerotexmembranes.com/" target="_blank" rel="noopener">Aerotex Membranes</a> ile birlikte geliştirildi.</p>
            <h2 class="h4 mt-4">Sponsorluklarımız</h2>
            <p>2019'dan bu yana <a href="https://www.tdf.org.tr/" target="_blank" rel="noopener">Türkiye Dağcılık Federasyonu</a> milli takımının resmi ekipman sponsoruyuz. Ayrıca her yıl Kaçkar Dağ Maratonu'na sponsor oluyoruz.</p>
            <h2 class="h4 mt-4">Ödüller</h2>
            <ul>
                <li>2023 Tasarım Türkiye Endüstriyel Tasarım Ödülü – Kaçkar 2 Çadır</li>
                <li>2021 İhracat Başarı Ödülü – İKMİB</li>
            </ul>
        </div>
        <div class="col-lg-4">
            <div class="card"><div class="card-body">
                <h2 class="h5">Basında Biz</h2>
                <ul class="list-unstyled">
                    <li><a href="https://www.hurriyet.com.tr/ekonomi/yerli-outdoor-markasi-zirve-ihracata-acildi-42519873" target="_blank" rel="noopener">Hürriyet: Yerli outdoor markası ihracata açıldı</a></li>
                    <li><a href="https://www.dunya.com/sirketler/zirve-dagcilik-yeni-tesis-haberi-712345" target="_blank" rel="noopener">Dünya: Zirve Dağcılık'tan yeni tesis</a></li>
                </ul>
            </div></div>
        </div>
    </div>
    <h2 class="h4 mt-5 mb-3">Referanslarımız</h2>
    <p>Arama kurtarma ekipleri, belediyeler ve okullar ekipmanlarında bizi tercih ediyor.</p>
    <div class="row row-cols-3 row-cols-md-6 g-3 referans-logos">
        <div class="col"><img class="img-fluid" src="/storage/referanslar/akd.png" alt="Anadolu Kurtarma Derneği"></div>
        <div class="col"><img class="img-fluid" src="/storage/referanslar/ibb-genclik.png" alt="Gençlik Kampları"></div>
        <div class="col"><img class="img-fluid" src="/storage/referanslar/odtu-dak.png" alt="ODTÜ Dağcılık Kulübü"></div>
        <div class="col"><img class="img-fluid" src="/storage/referanslar/boun-budak.png" alt="BUDAK"></div>
    </div>
</main>`,
);

export const site: CorpusSite = {
  domain: 'zirvedagcilik.com.tr',
  covers:
    'Turkish Laravel/Bootstrap outdoor brand: dealers by city in an accordion (one without website, one with Instagram only), marketplace stores as online sales partners, international distributors table, technology partner in prose; sponsorship, press, awards, reference logos, payment badges, ETBIS and WhatsApp links as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/bayilerimiz': { headers: HEADERS, html: bayiler },
    '/kurumsal/hakkimizda': { headers: HEADERS, html: hakkimizda },
  },
  technologies: [
    'bootstrap',
    'google-analytics',
    'google-tag-manager',
    'jquery',
    'laravel',
    'nginx',
    'open-graph',
    'php',
    'whatsapp-business-chat',
    'yandex-metrika',
  ],
  partners: {
    'kackaroutdoor.com': 'channel',
    'bogazkamp.com.tr': 'channel',
    'anadoludag.com.tr': 'channel',
    'egetrekking.com': 'channel',
    'palandokenkayak.com.tr': 'channel',
    'trendyol.com': 'channel',
    'hepsiburada.com': 'channel',
    'kavkasia-outdoor.ge': 'channel',
    'shahdagsport.az': 'channel',
    'bergfreund-vertrieb.de': 'channel',
    'aerotexmembranes.com': 'technology',
  },
};
