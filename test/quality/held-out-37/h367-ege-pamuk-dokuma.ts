import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache/2.4.62 (Unix)',
  'x-powered-by': 'PHP/8.1.31',
  'set-cookie': 'PHPSESSID=9f3k2l1m0n8b7v6c5x4z3a2s1d; path=/; HttpOnly',
};

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="tr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${desc}">
  <meta name="keywords" content="pamuklu kumaş, dokuma, denim, Denizli tekstil, organik pamuk">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${desc}">
  <meta property="og:url" content="https://egepamukdokuma.com.tr${path}">
  <meta property="og:image" content="https://egepamukdokuma.com.tr/img/og-ege-pamuk.jpg">
  <meta property="og:locale" content="tr_TR">
  <link rel="alternate" hreflang="en" href="https://egepamukdokuma.com/">
  <link rel="shortcut icon" href="/img/favicon.ico">
  <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">
  <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">
  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.css">
  <link rel="stylesheet" href="/css/style.css?v=2025.11">
  <!-- Google tag (gtag.js) -->
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-EPD41X7T2K"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date());
    gtag('config', 'G-EPD41X7T2K');
  </script>
</head>
<body>
<div class="topbar bg-dark text-white small py-1"><div class="container d-flex justify-content-between"><span><i class="fa-solid fa-phone"></i> +90 258 371 44 20</span><span><a href="https://egepamukdokuma.com/" class="text-white">English</a> | <strong>Türkçe</strong></span></div></div>
<nav class="navbar navbar-expand-lg navbar-light bg-white shadow-sm sticky-top">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/img/logo.png" alt="Ege Pamuk Dokuma A.Ş." height="54"></a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#menu"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="menu">
      <ul class="navbar-nav ms-auto">
        <li class="nav-item"><a class="nav-link" href="/">Ana Sayfa</a></li>
        <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" data-bs-toggle="dropdown">Kurumsal</a>
          <ul class="dropdown-menu">
            <li><a class="dropdown-item" href="/hakkimizda.php">Hakkımızda</a></li>
            <li><a class="dropdown-item" href="/is-ortaklarimiz.php">İş Ortaklarımız</a></li>
            <li><a class="dropdown-item" href="/sertifikalar.php">Sertifikalar</a></li>
            <li><a class="dropdown-item" href="/insan-kaynaklari.php">İnsan Kaynakları</a></li>
          </ul>
        </li>
        <li class="nav-item"><a class="nav-link" href="/urunler.php">Ürünler</a></li>
        <li class="nav-item"><a class="nav-link" href="/surdurulebilirlik.php">Sürdürülebilirlik</a></li>
        <li class="nav-item"><a class="nav-link" href="/iletisim.php">İletişim</a></li>
      </ul>
    </div>
  </div>
</nav>`;

const footer = `<footer class="bg-dark text-white-50 pt-5 pb-3 mt-5">
  <div class="container">
    <div class="row">
      <div class="col-md-4"><h6 class="text-white">Ege Pamuk Dokuma A.Ş.</h6><p>Organize Sanayi Bölgesi 4. Cadde No:12<br>20330 Honaz / Denizli</p><p>info@egepamukdokuma.com.tr</p></div>
      <div class="col-md-4"><h6 class="text-white">Hızlı Bağlantılar</h6><ul class="list-unstyled"><li><a href="/hakkimizda.php">Hakkımızda</a></li><li><a href="/urunler.php">Ürünler</a></li><li><a href="/is-ortaklarimiz.php">İş Ortaklarımız</a></li><li><a href="/kvkk.php">KVKK Aydınlatma Metni</a></li></ul></div>
      <div class="col-md-4"><h6 class="text-white">Bizi Takip Edin</h6>
        <a href="https://www.linkedin.com/company/ege-pamuk-dokuma" class="me-2"><i class="fa-brands fa-linkedin fa-lg"></i></a>
        <a href="https://www.instagram.com/egepamukdokuma" class="me-2"><i class="fa-brands fa-instagram fa-lg"></i></a>
        <a href="https://www.youtube.com/@egepamukdokuma"><i class="fa-brands fa-youtube fa-lg"></i></a>
        <p class="mt-3 small">Üyesi olduğumuz kuruluşlar: <a href="https://www.ithib.org.tr/">İTHİB</a>, <a href="https://www.dso.org.tr/">Denizli Sanayi Odası</a></p>
      </div>
    </div>
    <hr><p class="small mb-0">© 2026 Ege Pamuk Dokuma A.Ş. Tüm hakları saklıdır.</p>
  </div>
</footer>
<div id="cerez-bildirimi" class="cookie-bar fixed-bottom bg-light p-3 shadow"><div class="container d-flex align-items-center justify-content-between"><span>Sitemizde deneyiminizi iyileştirmek için çerezler kullanılmaktadır. Detaylar için <a href="/cerez-politikasi.php">Çerez Politikası</a>.</span><button class="btn btn-sm btn-primary" id="cerez-kabul">Kabul Et</button></div></div>
<script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=" crossorigin="anonymous"></script>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>
<script src="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js"></script>
<script src="/js/main.js?v=2025.11"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'egepamukdokuma.com.tr',
  otherDomains: ['egepamukdokuma.com'],
  covers:
    'Turkish cotton weaving mill, hand-written PHP + Bootstrap/jQuery from CDNs, Turkish wording; /is-ortaklarimiz.php in a Kurumsal dropdown with a distributor/agent table (channel) and technology partner cards; no sitemap; negatives: OEKO-TEX/GOTS/BCI certificates and TÜV, İTHİB and chamber memberships, customer brand logos in a Swiper carousel, trade-fair links, English-site domain',
  pages: {
    '/': {
      headers,
      html: `${head('Ege Pamuk Dokuma A.Ş. | Pamuklu Dokuma Kumaş Üreticisi', "1979'dan beri Denizli'de pamuklu ve organik dokuma kumaş üretimi.", '/')}
<section class="hero text-white d-flex align-items-center" style="background-image:url('/img/hero-dokuma.jpg')">
  <div class="container"><h1 class="display-5 fw-bold">Pamuktan kumaşa, tek çatı altında</h1><p class="lead">İplik hazırlıktan boya-apreye kadar entegre tesisimizde yılda 18 milyon metre dokuma kumaş üretiyoruz.</p><a href="/urunler.php" class="btn btn-light btn-lg">Ürünlerimiz</a></div>
</section>
<section class="py-5"><div class="container">
  <div class="row text-center g-4">
    <div class="col-md-3"><div class="display-6 fw-bold">1979</div><p>Kuruluş yılı</p></div>
    <div class="col-md-3"><div class="display-6 fw-bold">420</div><p>Dokuma tezgâhı</p></div>
    <div class="col-md-3"><div class="display-6 fw-bold">38</div><p>İhracat yapılan ülke</p></div>
    <div class="col-md-3"><div class="display-6 fw-bold">%62</div><p>Sertifikalı organik ve geri dönüştürülmüş pamuk</p></div>
  </div>
</div></section>
<section class="py-5 bg-light"><div class="container">
  <h2 class="text-center mb-4">Kumaşlarımızı Kullanan Markalar</h2>
  <div class="swiper markalar-swiper"><div class="swiper-wrapper">
    <div class="swiper-slide"><img src="/img/markalar/northbound.png" alt="Northbound Apparel" class="img-fluid"></div>
    <div class="swiper-slide"><a href="https://www.lindenworkwear.de/" target="_blank"><img src="/img/markalar/linden.png" alt="Linden Workwear" class="img-fluid"></a></div>
    <div class="swiper-slide"><a href="https://www.atelierpaloma.fr/" target="_blank"><img src="/img/markalar/paloma.png" alt="Atelier Paloma" class="img-fluid"></a></div>
    <div class="swiper-slide"><a href="https://www.mavikoy.com.tr/" target="_blank"><img src="/img/markalar/mavikoy.png" alt="Maviköy Jeans" class="img-fluid"></a></div>
  </div></div>
</div></section>
<section class="py-5"><div class="container">
  <h2>Fuarlar</h2>
  <p>Bizi <a href="https://texworld-paris.fr.messefrankfurt.com/">Texworld Paris</a> (Şubat 2026, Hol 3 Stand B114) ve <a href="https://www.premierevision.com/">Première Vision</a> fuarlarında ziyaret edin.</p>
</div></section>
${footer}`,
    },
    '/is-ortaklarimiz.php': {
      headers,
      html: `${head('İş Ortaklarımız | Ege Pamuk Dokuma', 'Yurt dışı distribütörlerimiz, satış temsilcilerimiz ve teknoloji ortaklarımız.', '/is-ortaklarimiz.php')}
<section class="page-title bg-light py-4"><div class="container"><nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Ana Sayfa</a></li><li class="breadcrumb-item">Kurumsal</li><li class="breadcrumb-item active">İş Ortaklarımız</li></ol></nav><h1>İş Ortaklarımız</h1></div></section>
<section class="py-5"><div class="container">
  <h2 class="h3 mb-3">Distribütörler ve Satış Temsilcileri</h2>
  <p>Kumaşlarımız 38 ülkede yetkili distribütörlerimiz ve satış temsilcilerimiz aracılığıyla satılmaktadır. Numune ve sipariş talepleriniz için bölgenizdeki iş ortağımızla iletişime geçebilirsiniz.</p>
  <div class="table-responsive"><table class="table table-bordered align-middle">
    <thead class="table-dark"><tr><th>Ülke / Bölge</th><th>Firma</th><th>Görev</th><th>Web</th></tr></thead>
    <tbody>
      <tr><td>Birleşik Krallık ve İrlanda</td><td>Ashby Textile Agency Ltd.</td><td>Satış temsilcisi</td><td><a href="https://www.ashbytextiles.co.uk/" target="_blank">ashbytextiles.co.uk</a></td></tr>
      <tr><td>İskandinavya</td><td>Nordic Weave AB</td><td>Distribütör</td><td><a href="https://nordicweave.se/" target="_blank">nordicweave.se</a></td></tr>
      <tr><td>Baltık Ülkeleri</td><td>Baltic Fabrics OÜ</td><td>Distribütör</td><td><a href="https://www.balticfabrics.ee/" target="_blank">balticfabrics.ee</a></td></tr>
      <tr><td>İtalya</td><td>Tessuti Levante S.r.l.</td><td>Satış temsilcisi</td><td><a href="https://www.tessutilevante.it/" target="_blank">tessutilevante.it</a></td></tr>
      <tr><td>Mısır ve Kuzey Afrika</td><td>Cairo Textile Trading Co.</td><td>Distribütör</td><td><a href="http://www.cairotextiletrading.com/" target="_blank">cairotextiletrading.com</a></td></tr>
      <tr><td>Polonya</td><td>Tkaniny Kowalczyk</td><td>Satış temsilcisi</td><td>—</td></tr>
    </tbody>
  </table></div>
</div></section>
<section class="py-5 bg-light"><div class="container">
  <h2 class="h3 mb-4">Teknoloji Ortaklarımız</h2>
  <div class="row g-4">
    <div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="/img/ortaklar/dokumatik.png" alt="Dokumatik Makina" height="40" class="mb-3"><h3 class="h5">Dokumatik Makina</h3><p>Hava jetli dokuma tezgâhlarımızın modernizasyonu ve otomasyonu.</p><a href="https://www.dokumatik.com.tr/" target="_blank" class="stretched-link">Web sitesi <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
    <div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="/img/ortaklar/kimtek.png" alt="Kimtek Boya" height="40" class="mb-3"><h3 class="h5">Kimtek Boya Kimya</h3><p>Düşük su tüketimli reaktif boyama ve bitim işlemleri çözümleri.</p><a href="https://kimtekboya.com.tr/" target="_blank" class="stretched-link">Web sitesi <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
    <div class="col-md-4"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="/img/ortaklar/tekstilerp.png" alt="TekstilERP" height="40" class="mb-3"><h3 class="h5">TekstilERP</h3><p>Sipariş, üretim planlama ve parti takibini yöneten ERP yazılımımız.</p><a href="https://www.tekstilerp.com/" target="_blank" class="stretched-link">Web sitesi <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
  </div>
</div></section>
<section class="py-5"><div class="container">
  <h2 class="h3">Distribütörümüz olun</h2>
  <p>Bölgenizde Ege Pamuk kumaşlarını temsil etmek istiyorsanız <a href="/iletisim.php?konu=distributorluk">başvuru formunu</a> doldurun.</p>
</div></section>
${footer}`,
    },
    '/sertifikalar.php': {
      headers,
      html: `${head('Sertifikalar | Ege Pamuk Dokuma', 'Kalite, çevre ve sosyal uygunluk sertifikalarımız.', '/sertifikalar.php')}
<section class="py-5"><div class="container">
  <h1>Sertifikalarımız</h1>
  <div class="row g-4 mt-2">
    <div class="col-md-3 text-center"><a href="https://www.oeko-tex.com/en/label-check" target="_blank"><img src="/img/sertifika/oekotex.png" alt="OEKO-TEX Standard 100" class="img-fluid"></a><p>OEKO-TEX® Standard 100</p></div>
    <div class="col-md-3 text-center"><a href="https://global-standard.org/find-suppliers-shops-and-inputs/certified-suppliers" target="_blank"><img src="/img/sertifika/gots.png" alt="GOTS" class="img-fluid"></a><p>Global Organic Textile Standard</p></div>
    <div class="col-md-3 text-center"><a href="https://bettercotton.org/" target="_blank"><img src="/img/sertifika/bci.png" alt="Better Cotton" class="img-fluid"></a><p>Better Cotton üyesi</p></div>
    <div class="col-md-3 text-center"><a href="https://www.tuvsud.com/tr-tr" target="_blank"><img src="/img/sertifika/tuv-iso9001.png" alt="TÜV SÜD ISO 9001" class="img-fluid"></a><p>ISO 9001 ve ISO 14001 (TÜV SÜD)</p></div>
  </div>
</div></section>
${footer}`,
    },
    '/hakkimizda.php': {
      headers,
      html: `${head('Hakkımızda | Ege Pamuk Dokuma', '1979 yılında Denizli’de kurulan aile şirketi.', '/hakkimizda.php')}
<section class="py-5"><div class="container">
  <h1>Hakkımızda</h1>
  <p>Ege Pamuk Dokuma, 1979 yılında Hüseyin Karaca tarafından 24 tezgâhla kuruldu. Bugün üçüncü kuşak yönetiminde 640 çalışanı ile Türkiye’nin önde gelen pamuklu dokuma üreticilerinden biridir.</p>
  <p>Ürettiğimiz kumaşların %70’inden fazlası Avrupa’ya ihraç edilmektedir. Dünya genelindeki <a href="/is-ortaklarimiz.php">iş ortaklarımız</a> hakkında bilgi alın.</p>
  <div class="ratio ratio-16x9 mt-4"><iframe src="https://www.youtube-nocookie.com/embed/H7vQp2rX0aE" title="Ege Pamuk Dokuma tanıtım filmi" allowfullscreen></iframe></div>
</div></section>
${footer}`,
    },
    '/iletisim.php': {
      headers,
      html: `${head('İletişim | Ege Pamuk Dokuma', 'Fabrika ve satış ofisi iletişim bilgileri.', '/iletisim.php')}
<section class="py-5"><div class="container">
  <h1>İletişim</h1>
  <div class="row g-4">
    <div class="col-md-6">
      <form action="/iletisim.php" method="post">
        <div class="mb-3"><label class="form-label">Ad Soyad</label><input type="text" name="ad" class="form-control"></div>
        <div class="mb-3"><label class="form-label">E-posta</label><input type="email" name="eposta" class="form-control"></div>
        <div class="mb-3"><label class="form-label">Konu</label><select name="konu" class="form-select"><option>Numune talebi</option><option value="distributorluk">Distribütörlük başvurusu</option><option>Diğer</option></select></div>
        <div class="mb-3"><label class="form-label">Mesajınız</label><textarea name="mesaj" class="form-control" rows="5"></textarea></div>
        <button class="btn btn-primary" type="submit">Gönder</button>
      </form>
    </div>
    <div class="col-md-6"><div class="ratio ratio-4x3"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3151.2!2d29.26!3d37.76!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" style="border:0" allowfullscreen loading="lazy"></iframe></div></div>
  </div>
</div></section>
${footer}`,
    },
  },
  technologies: [
    'bootstrap',
    'jsdelivr',
    'jquery',
    'jquery-cdn',
    'swiper',
    'font-awesome',
    'cdnjs',
    'cloudflare',
    'apache-http-server',
    'unix',
    'php',
    'google-analytics',
    'google-tag-manager',
    'google-maps',
    'youtube',
    'open-graph',
  ],
  partners: {
    'ashbytextiles.co.uk': 'channel',
    'nordicweave.se': 'channel',
    'balticfabrics.ee': 'channel',
    'tessutilevante.it': 'channel',
    'cairotextiletrading.com': 'channel',
    'dokumatik.com.tr': 'technology',
    'kimtekboya.com.tr': 'technology',
    'tekstilerp.com': 'technology',
  },
};
