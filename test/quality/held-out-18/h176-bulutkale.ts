import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-powered-by': 'PHP/8.1.27',
  'set-cookie': 'PHPSESSID=k2v8d1q7r0m3s5t9u4w6x2y1z8; path=/; secure; HttpOnly; SameSite=Lax',
  'x-frame-options': 'SAMEORIGIN',
  'alt-svc': 'h3=":443"; ma=2592000, h3-29=":443"; ma=2592000',
};

const nav: [string, string][] = [
  ['/web-hosting', 'Web Hosting'],
  ['/vps-sunucu', 'VPS Sunucu'],
  ['/alan-adi', 'Alan Adı'],
  ['/bayilik', 'Bayilik'],
  ['/is-ortagi-agi', 'İş Ortağı Ağı'],
  ['/blog', 'Blog'],
  ['/iletisim', 'İletişim'],
];

const layout = (path: string, title: string, desc: string, main: string) => `<!DOCTYPE html>
<html lang="tr">
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} | Bulutkale</title>
  <meta name="description" content="${desc}">
  <meta name="author" content="Bulutkale Bilişim Teknolojileri A.Ş.">
  <link rel="canonical" href="https://bulutkale.com.tr${path}">
  <link rel="alternate" hreflang="en" href="https://www.bulutkale.com/">
  <link rel="icon" type="image/png" href="/assets/img/favicon.png">
  <link rel="stylesheet" href="/assets/vendor/bootstrap/5.3.2/css/bootstrap.min.css">
  <link rel="stylesheet" href="/assets/vendor/font-awesome/6.4.2/css/all.min.css">
  <link rel="stylesheet" href="/assets/css/style.css?v=20240611">
  <meta property="og:title" content="${title} | Bulutkale">
  <meta property="og:image" content="https://bulutkale.com.tr/assets/img/og-bulutkale.jpg">
</head>
<body>
<div class="topbar bg-dark text-white-50 small py-1">
  <div class="container d-flex justify-content-between">
    <span><i class="fa fa-phone"></i> 0850 302 47 47 &nbsp; <i class="fa fa-envelope"></i> destek@bulutkale.com.tr</span>
    <span><a href="https://musteri.bulutkale.com.tr/clientarea.php" class="text-white-50">Müşteri Paneli</a> &middot; <a href="https://musteri.bulutkale.com.tr/submitticket.php" class="text-white-50">Destek Talebi</a> &middot; <a href="https://www.bulutkale.com/" class="text-white-50">English</a></span>
  </div>
</div>
<nav class="navbar navbar-expand-lg navbar-light bg-white shadow-sm sticky-top">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/assets/img/bulutkale-logo.svg" alt="Bulutkale Hosting" height="38"></a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#anaMenu" aria-controls="anaMenu" aria-expanded="false" aria-label="Menü"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="anaMenu">
      <ul class="navbar-nav ms-auto">
${nav.map(([href, label]) => `        <li class="nav-item"><a class="nav-link${path.startsWith(href) ? ' active' : ''}" href="${href}">${label}</a></li>`).join('\n')}
      </ul>
      <a href="https://musteri.bulutkale.com.tr/cart.php" class="btn btn-primary ms-lg-3"><i class="fa fa-shopping-cart"></i> Sepet</a>
    </div>
  </div>
</nav>
${main}
<section class="tech-partners bg-light py-4 border-top">
  <div class="container">
    <p class="text-center text-muted small mb-3">Teknoloji Ortaklarımız</p>
    <div class="d-flex flex-wrap justify-content-center align-items-center gap-4">
      <a href="https://cpanel.net/" target="_blank" rel="nofollow noopener"><img src="/assets/img/partners/cpanel.png" alt="cPanel" height="32"></a>
      <a href="https://cloudlinux.com/" target="_blank" rel="nofollow noopener"><img src="/assets/img/partners/cloudlinux.png" alt="CloudLinux" height="32"></a>
      <a href="https://www.litespeedtech.com/" target="_blank" rel="nofollow noopener"><img src="/assets/img/partners/litespeed.png" alt="LiteSpeed Technologies" height="32"></a>
      <a href="https://www.imunify360.com/" target="_blank" rel="nofollow noopener"><img src="/assets/img/partners/imunify360.png" alt="Imunify360" height="32"></a>
    </div>
  </div>
</section>
<footer class="footer bg-dark text-white-50 pt-5 pb-3">
  <div class="container">
    <div class="row">
      <div class="col-md-4">
        <img src="/assets/img/bulutkale-logo-beyaz.svg" alt="Bulutkale" height="32" class="mb-3">
        <p>Bulutkale Bilişim Teknolojileri A.Ş.<br>Maslak Mah. Büyükdere Cad. No:255 Nurol Plaza B Blok K:12<br>34485 Sarıyer / İstanbul</p>
        <p>Mersis No: 0187045923600015</p>
      </div>
      <div class="col-md-2">
        <h6 class="text-white">Hizmetler</h6>
        <ul class="list-unstyled">
          <li><a href="/web-hosting">Web Hosting</a></li>
          <li><a href="/vps-sunucu">VPS Sunucu</a></li>
          <li><a href="/alan-adi">Alan Adı Tescili</a></li>
          <li><a href="/bayilik">Bayi Hosting</a></li>
        </ul>
      </div>
      <div class="col-md-2">
        <h6 class="text-white">Kurumsal</h6>
        <ul class="list-unstyled">
          <li><a href="/hakkimizda">Hakkımızda</a></li>
          <li><a href="/is-ortagi-agi">İş Ortağı Ağı</a></li>
          <li><a href="/kariyer">Kariyer</a></li>
          <li><a href="/kvkk">KVKK Aydınlatma Metni</a></li>
          <li><a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a></li>
        </ul>
      </div>
      <div class="col-md-4">
        <h6 class="text-white">Bülten</h6>
        <form action="/bulten.php" method="post" class="d-flex mb-3"><input type="email" name="eposta" class="form-control form-control-sm me-2" placeholder="E-posta adresiniz"><button type="submit" class="btn btn-sm btn-primary">Abone ol</button></form>
        <div class="social fs-5">
          <a href="https://www.instagram.com/bulutkalehosting" aria-label="Instagram"><i class="fab fa-instagram"></i></a>
          <a href="https://x.com/bulutkale" aria-label="X"><i class="fab fa-x-twitter"></i></a>
          <a href="https://www.facebook.com/bulutkale" aria-label="Facebook"><i class="fab fa-facebook"></i></a>
          <a href="https://www.youtube.com/@bulutkale" aria-label="YouTube"><i class="fab fa-youtube"></i></a>
        </div>
        <div class="mt-3">
          <a href="https://www.iyzico.com/" target="_blank" rel="nofollow"><img src="/assets/img/odeme/iyzico-ile-ode.svg" alt="iyzico ile Öde" height="24"></a>
          <img src="/assets/img/odeme/visa.svg" alt="Visa" height="24">
          <img src="/assets/img/odeme/mastercard.svg" alt="Mastercard" height="24">
          <img src="/assets/img/odeme/troy.svg" alt="Troy" height="24">
        </div>
        <div class="mt-2"><a href="https://www.eticaret.gov.tr/dogrulama/3f7a1c2e" target="_blank"><img src="/assets/img/etbis-qr.png" alt="ETBİS'e kayıtlıdır" height="60"></a></div>
      </div>
    </div>
    <hr class="border-secondary">
    <p class="small mb-0">&copy; 2011-2024 Bulutkale. Tüm hakları saklıdır. .tr alan adları TRABİS kuralları çerçevesinde tescil edilmektedir.</p>
  </div>
</footer>
<div id="cerez-uyari" class="cookie-alert alert alert-light border shadow fixed-bottom m-3" role="alert">
  Sitemizde deneyiminizi geliştirmek için çerezler kullanıyoruz. Detaylar için <a href="/cerez-politikasi">Çerez Politikası</a>'nı inceleyebilirsiniz.
  <button type="button" class="btn btn-sm btn-primary ms-2" onclick="cerezKabul()">Kabul Et</button>
</div>
<script src="/assets/vendor/jquery/jquery-3.7.1.min.js"></script>
<script src="/assets/vendor/bootstrap/5.3.2/js/bootstrap.bundle.min.js"></script>
<script src="/assets/js/main.js?v=20240611"></script>
<!--Start of Tawk.to Script-->
<script type="text/javascript">
var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();
</script>
<script async src="https://embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/1f0abc123" charset="UTF-8" crossorigin="*"></script>
<!--End of Tawk.to Script-->
</body>
</html>`;

const home = layout(
  '/',
  'Hızlı ve Güvenli Web Hosting, VPS, Alan Adı',
  'Türkiye lokasyonlu SSD web hosting, VPS sunucu ve alan adı tescili. 7/24 Türkçe destek.',
  `<header class="hero py-5 bg-primary text-white">
  <div class="container py-4">
    <div class="row align-items-center">
      <div class="col-lg-6">
        <h1 class="display-5 fw-bold">Web siteniz için bulut kalesi</h1>
        <p class="lead">İstanbul veri merkezinde NVMe diskli hosting, LiteSpeed ile 3 kata kadar daha hızlı siteler ve 7/24 Türkçe destek.</p>
        <form class="domain-search input-group input-group-lg" action="https://musteri.bulutkale.com.tr/cart.php?a=add&amp;domain=register" method="post">
          <input type="text" name="query" class="form-control" placeholder="alanadiniz.com.tr">
          <button class="btn btn-warning" type="submit">Sorgula</button>
        </form>
        <p class="small mt-2">.com.tr 149,90 TL &middot; .com 389,90 TL &middot; .net 449,90 TL</p>
      </div>
      <div class="col-lg-6 text-center"><img src="/assets/img/hero-sunucu.webp" alt="Bulutkale sunucuları" class="img-fluid"></div>
    </div>
  </div>
</header>
<section class="py-5">
  <div class="container">
    <div class="row g-4">
      <div class="col-md-4"><div class="card h-100 shadow-sm"><div class="card-body"><i class="fa fa-server fa-2x text-primary"></i><h3 class="h5 mt-3">Web Hosting</h3><p>cPanel, ücretsiz SSL, günlük yedek. Aylık 79,90 TL'den başlayan fiyatlarla.</p><a href="/web-hosting" class="btn btn-outline-primary">Paketleri incele</a></div></div></div>
      <div class="col-md-4"><div class="card h-100 shadow-sm"><div class="card-body"><i class="fa fa-microchip fa-2x text-primary"></i><h3 class="h5 mt-3">VPS Sunucu</h3><p>KVM sanallaştırma, tam root erişim, dakikalar içinde kurulum.</p><a href="/vps-sunucu" class="btn btn-outline-primary">VPS seç</a></div></div></div>
      <div class="col-md-4"><div class="card h-100 shadow-sm"><div class="card-body"><i class="fa fa-globe fa-2x text-primary"></i><h3 class="h5 mt-3">Alan Adı</h3><p>.tr ve 400+ uzantıda tescil, ücretsiz DNS yönetimi.</p><a href="/alan-adi" class="btn btn-outline-primary">Alan adı sorgula</a></div></div></div>
    </div>
  </div>
</section>
<section class="py-5 bg-light">
  <div class="container">
    <h2 class="text-center mb-4">Müşterilerimiz ne diyor?</h2>
    <div class="row g-4">
      <div class="col-md-6"><blockquote class="blockquote bg-white p-4 rounded shadow-sm"><p>"E-ticaret sitemizi Bulutkale'ye taşıdıktan sonra sayfa açılış süremiz yarıya indi. Destek ekibi gece 3'te bile cevap veriyor."</p><footer class="blockquote-footer">Selin Aydın, <a href="https://www.lezzetduragi.com.tr" rel="nofollow">Lezzet Durağı</a></footer></blockquote></div>
      <div class="col-md-6"><blockquote class="blockquote bg-white p-4 rounded shadow-sm"><p>"20'den fazla müşteri sitemizi bayi paketiyle yönetiyoruz, hiç sorun yaşamadık."</p><footer class="blockquote-footer">Murat Kaya, Pikselhane Dijital Ajans</footer></blockquote></div>
    </div>
  </div>
</section>
<section class="py-5">
  <div class="container text-center">
    <h2>İş Ortağı Ağımıza katılın</h2>
    <p class="lead">Web ajansları ve yazılım firmaları için özel indirimler, beyaz etiket panel ve müşteri yönlendirme.</p>
    <a href="/is-ortagi-agi" class="btn btn-primary btn-lg">İş ortaklarımızı görün</a>
  </div>
</section>`,
);

const pkg = (name: string, price: string, items: string[]) =>
  `<div class="col-md-4"><div class="card pricing h-100"><div class="card-header text-center"><h3 class="h5">${name}</h3><div class="price fs-2 fw-bold">${price}<small class="fs-6 text-muted"> TL/ay</small></div></div><ul class="list-group list-group-flush">${items.map((i) => `<li class="list-group-item"><i class="fa fa-check text-success"></i> ${i}</li>`).join('')}</ul><div class="card-footer text-center"><a href="https://musteri.bulutkale.com.tr/cart.php?a=add&amp;pid=${name.length}" class="btn btn-primary">Satın al</a></div></div></div>`;

const hosting = layout(
  '/web-hosting',
  'Web Hosting Paketleri',
  'cPanel ve LiteSpeed ile SSD web hosting paketleri.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>Web Hosting</h1><p class="lead">Tüm paketlerde ücretsiz SSL, günlük yedekleme ve cPanel kontrol paneli.</p></div></section>
<section class="py-5"><div class="container"><div class="row g-4">
${pkg('Başlangıç', '79,90', ['1 web sitesi', '10 GB NVMe', '5 e-posta hesabı', 'Ücretsiz SSL'])}
${pkg('Profesyonel', '149,90', ['5 web sitesi', '50 GB NVMe', 'Sınırsız e-posta', 'LiteSpeed Cache', 'Günlük yedek'])}
${pkg('Kurumsal', '289,90', ['Sınırsız web sitesi', '150 GB NVMe', 'Sınırsız e-posta', 'Ayrılmış kaynak', 'Öncelikli destek'])}
</div>
<div class="alert alert-info mt-4">Tüm paketler 30 gün para iade garantilidir. Taşıma işlemleri ücretsizdir.</div>
<p>cPanel kullanımıyla ilgili sorularınız için <a href="https://docs.cpanel.net/">cPanel resmi dokümantasyonuna</a> ve <a href="/blog">blogumuza</a> göz atabilirsiniz.</p>
</div></section>`,
);

const vps = layout(
  '/vps-sunucu',
  'VPS Sunucu',
  'KVM tabanlı VPS sunucular, İstanbul lokasyon.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>VPS Sunucu</h1><p class="lead">KVM sanallaştırma, NVMe disk, 1 Gbit port, DDoS koruması.</p></div></section>
<section class="py-5"><div class="container">
<table class="table table-striped align-middle">
  <thead><tr><th>Paket</th><th>vCPU</th><th>RAM</th><th>Disk</th><th>Trafik</th><th>Fiyat</th><th></th></tr></thead>
  <tbody>
    <tr><td>VPS-1</td><td>2</td><td>4 GB</td><td>60 GB</td><td>Sınırsız</td><td>449 TL/ay</td><td><a class="btn btn-sm btn-primary" href="https://musteri.bulutkale.com.tr/cart.php?a=add&amp;pid=21">Satın al</a></td></tr>
    <tr><td>VPS-2</td><td>4</td><td>8 GB</td><td>120 GB</td><td>Sınırsız</td><td>829 TL/ay</td><td><a class="btn btn-sm btn-primary" href="https://musteri.bulutkale.com.tr/cart.php?a=add&amp;pid=22">Satın al</a></td></tr>
    <tr><td>VPS-3</td><td>8</td><td>16 GB</td><td>240 GB</td><td>Sınırsız</td><td>1.549 TL/ay</td><td><a class="btn btn-sm btn-primary" href="https://musteri.bulutkale.com.tr/cart.php?a=add&amp;pid=23">Satın al</a></td></tr>
  </tbody>
</table>
<p>Sunucularımız, veri merkezi iş ortağımız <a href="https://www.kuledc.com.tr/" target="_blank" rel="noopener">Kule Veri Merkezi</a>'nin İstanbul Ümraniye tesisinde, Tier III altyapıda barındırılmaktadır.</p>
</div></section>`,
);

const alanadi = layout(
  '/alan-adi',
  'Alan Adı Tescili',
  '.com.tr, .com, .net ve 400+ uzantıda alan adı tescili.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>Alan Adı Tescili</h1><p class="lead">TRABİS uyumlu .tr tescili ve 400'den fazla uluslararası uzantı.</p></div></section>
<section class="py-5"><div class="container">
<table class="table">
  <thead><tr><th>Uzantı</th><th>Kayıt</th><th>Yenileme</th><th>Transfer</th></tr></thead>
  <tbody><tr><td>.com.tr</td><td>149,90 TL</td><td>149,90 TL</td><td>Ücretsiz</td></tr><tr><td>.com</td><td>389,90 TL</td><td>419,90 TL</td><td>389,90 TL</td></tr><tr><td>.net</td><td>449,90 TL</td><td>469,90 TL</td><td>449,90 TL</td></tr><tr><td>.org</td><td>429,90 TL</td><td>449,90 TL</td><td>429,90 TL</td></tr></tbody>
</table>
<p class="small text-muted">.tr alan adları hakkında genel bilgi için <a href="https://www.trabis.gov.tr/">TRABİS</a> sayfasını ziyaret edebilirsiniz.</p>
</div></section>`,
);

const hakkimizda = layout(
  '/hakkimizda',
  'Hakkımızda',
  'Bulutkale, 2011 yılından bu yana İstanbul merkezli hosting hizmeti sunuyor.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>Hakkımızda</h1></div></section>
<section class="py-5"><div class="container">
<div class="row"><div class="col-lg-8">
<p>Bulutkale, 2011 yılında İstanbul'da iki sistem yöneticisi tarafından kuruldu. Bugün 38.000'den fazla müşteriye web hosting, VPS ve alan adı hizmeti veriyoruz. Tüm sunucularımız Türkiye'de, verileriniz KVKK kapsamında yurt içinde kalır.</p>
<p>Altyapımızı dünyanın önde gelen teknoloji firmalarıyla birlikte kuruyoruz: kontrol panelinde cPanel, işletim sisteminde CloudLinux, web sunucusunda LiteSpeed ve güvenlikte Imunify360 kullanıyoruz. Sunucularımız Kule Veri Merkezi'nde barındırılıyor.</p>
<h2 class="h4 mt-4">Rakamlarla Bulutkale</h2>
<ul><li>38.000+ müşteri</li><li>120.000+ barındırılan alan adı</li><li>%99,98 çalışma süresi (2023)</li><li>Ortalama destek yanıt süresi: 6 dakika</li></ul>
</div>
<div class="col-lg-4"><div class="card"><div class="card-body"><h3 class="h6">Ödüller</h3><p class="small">2023 Türkiye Müşteri Memnuniyeti Ödülleri, hosting kategorisi birincisi. <a href="https://www.sikayetvar.com/bulutkale">Şikayetvar profilimiz</a></p></div></div></div>
</div>
</div></section>`,
);

const partnerCard = (
  name: string,
  city: string,
  type: string,
  logo: string,
  site: string | null,
  extra = '',
) => `      <div class="col-md-6 col-lg-3">
        <div class="card partner-card h-100 text-center">
          <img src="/uploads/is-ortaklari/${logo}" class="card-img-top p-4" alt="${name} logosu" loading="lazy">
          <div class="card-body">
            <h3 class="h6 card-title">${name}</h3>
            <p class="card-text small text-muted"><i class="fa fa-map-marker-alt"></i> ${city}<br><span class="badge bg-secondary">${type}</span></p>
            ${extra}
          </div>
          <div class="card-footer bg-white border-0">${site ? `<a href="${site}" class="btn btn-sm btn-outline-primary" target="_blank" rel="noopener">Web sitesini ziyaret et</a>` : '<span class="small text-muted">Web sitesi bulunmuyor</span>'}</div>
        </div>
      </div>`;

const pager = (current: number) => `<nav aria-label="İş ortağı sayfaları" class="mt-4">
  <ul class="pagination justify-content-center">
    <li class="page-item${current === 1 ? ' disabled' : ''}"><a class="page-link" href="${current === 2 ? '/is-ortagi-agi' : current === 3 ? '/is-ortagi-agi/sayfa/2' : '#'}">&laquo; Önceki</a></li>
    <li class="page-item${current === 1 ? ' active' : ''}"><a class="page-link" href="/is-ortagi-agi">1</a></li>
    <li class="page-item${current === 2 ? ' active' : ''}"><a class="page-link" href="/is-ortagi-agi/sayfa/2">2</a></li>
    <li class="page-item${current === 3 ? ' active' : ''}"><a class="page-link" href="/is-ortagi-agi/sayfa/3">3</a></li>
    <li class="page-item${current === 3 ? ' disabled' : ''}"><a class="page-link" href="${current === 1 ? '/is-ortagi-agi/sayfa/2' : current === 2 ? '/is-ortagi-agi/sayfa/3' : '#'}">Sonraki &raquo;</a></li>
  </ul>
</nav>`;

const networkIntro = `<section class="page-header bg-light py-5"><div class="container"><h1>İş Ortağı Ağı</h1><p class="lead">Bulutkale altyapısını kullanarak müşterilerine web tasarım, yazılım ve hosting hizmeti sunan yetkili iş ortaklarımız. Bir ajans ya da bayi arıyorsanız size en yakın iş ortağımızla iletişime geçebilirsiniz.</p>
<form class="row g-2 mt-2" action="/is-ortagi-agi" method="get"><div class="col-auto"><select name="sehir" class="form-select"><option value="">Tüm şehirler</option><option>İstanbul</option><option>Ankara</option><option>İzmir</option><option>Bursa</option><option>Antalya</option><option>Trabzon</option><option>Yurt dışı</option></select></div><div class="col-auto"><select name="tur" class="form-select"><option value="">Tüm türler</option><option>Ajans</option><option>Bayi</option><option>Yazılım evi</option></select></div><div class="col-auto"><button class="btn btn-primary" type="submit">Filtrele</button></div></form>
</div></section>`;

const network1 = layout(
  '/is-ortagi-agi',
  'İş Ortağı Ağı',
  'Bulutkale yetkili iş ortakları: web ajansları, bayiler ve yazılım evleri.',
  `${networkIntro}
<section class="py-5"><div class="container">
  <p class="text-muted small">Toplam 10 iş ortağı &middot; Sayfa 1 / 3</p>
  <div class="row g-4">
${partnerCard('Pikselhane Dijital Ajans', 'İstanbul', 'Ajans', 'pikselhane.png', 'https://www.pikselhane.com.tr/')}
${partnerCard('Egeweb Yazılım', 'İzmir', 'Yazılım evi', 'egeweb.png', 'https://egeweb.com.tr')}
${partnerCard('Anatolia Kod', 'Ankara', 'Yazılım evi', 'anatoliakod.png', 'https://anatoliakod.com/')}
${partnerCard('Karadeniz Bilişim', 'Trabzon', 'Bayi', 'karadenizbilisim.png', 'http://www.karadenizbilisim.net')}
  </div>
  ${pager(1)}
</div></section>
<section class="pb-5"><div class="container"><div class="alert alert-primary">İş ortağımız olmak ister misiniz? <a href="/bayilik" class="alert-link">Bayilik programımızı inceleyin</a>.</div></div></section>`,
);

const network2 = layout(
  '/is-ortagi-agi/sayfa/2',
  'İş Ortağı Ağı - Sayfa 2',
  'Bulutkale yetkili iş ortakları, sayfa 2.',
  `${networkIntro}
<section class="py-5"><div class="container">
  <p class="text-muted small">Toplam 10 iş ortağı &middot; Sayfa 2 / 3</p>
  <div class="row g-4">
${partnerCard('Bursa Web Atölyesi', 'Bursa', 'Ajans', 'bursawebatolyesi.png', 'https://bursawebatolyesi.com')}
${partnerCard('Akdeniz Dijital', 'Antalya', 'Ajans', 'akdenizdijital.png', 'https://www.akdenizdijital.com.tr/')}
${partnerCard('Mavi Piksel Tasarım', 'İzmir', 'Ajans', 'mavipiksel.png', null, '<p class="small mb-0">mavipiksel.com.tr</p>')}
${partnerCard('Kapadokya Yazılım', 'Nevşehir', 'Bayi', 'kapadokyayazilim.png', null, '<p class="small mb-0">Tel: 0384 213 40 50</p>')}
  </div>
  ${pager(2)}
</div></section>`,
);

const network3 = layout(
  '/is-ortagi-agi/sayfa/3',
  'İş Ortağı Ağı - Sayfa 3',
  'Bulutkale yetkili iş ortakları, sayfa 3: yurt dışı.',
  `${networkIntro}
<section class="py-5"><div class="container">
  <p class="text-muted small">Toplam 10 iş ortağı &middot; Sayfa 3 / 3</p>
  <h2 class="h5">Yurt dışı iş ortaklarımız</h2>
  <div class="row g-4">
${partnerCard('Köprü Digital GmbH', 'Berlin, Almanya', 'Ajans', 'koepru.png', 'https://koepru-digital.de/')}
${partnerCard('BakuHost MMC', 'Bakü, Azerbaycan', 'Bayi', 'bakuhost.png', 'https://bakuhost.az')}
  </div>
  ${pager(3)}
</div></section>`,
);

const bayilik = layout(
  '/bayilik',
  'Bayi Hosting ve İş Ortaklığı Programı',
  'Ajanslar ve yazılım firmaları için bayi hosting ve iş ortaklığı.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>Bayilik ve İş Ortaklığı</h1><p class="lead">Müşterilerinize kendi markanızla hosting satın, WHMCS entegrasyonuyla faturalandırın.</p></div></section>
<section class="py-5"><div class="container">
<div class="row g-4">
${pkg('Bayi 25', '599,90', ['25 cPanel hesabı', '100 GB NVMe', 'WHM paneli', 'Beyaz etiket DNS'])}
${pkg('Bayi 50', '999,90', ['50 cPanel hesabı', '250 GB NVMe', 'WHM paneli', 'Ücretsiz WHMCS lisansı'])}
${pkg('Bayi 100', '1.749,90', ['100 cPanel hesabı', '500 GB NVMe', 'WHM paneli', 'İş Ortağı Ağı listelemesi'])}
</div>
<h2 class="h4 mt-5">İş Ortağı Ağı'na nasıl girilir?</h2>
<ol><li>En az 6 aydır Bayi 50 veya üzeri paket kullanıyor olun.</li><li>En az 10 aktif müşteri hesabınız bulunsun.</li><li>Başvurunuzu is-ortagi@bulutkale.com.tr adresine iletin.</li></ol>
<p>Onaylanan firmalar <a href="/is-ortagi-agi">İş Ortağı Ağı</a> sayfamızda listelenir ve müşteri yönlendirmesi alır.</p>
</div></section>`,
);

const kariyer = layout(
  '/kariyer',
  'Kariyer',
  'Bulutkale ekibine katılın.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>Kariyer</h1></div></section>
<section class="py-5"><div class="container">
<p>Linux sistem yöneticileri ve müşteri destek uzmanları arıyoruz. Maslak ofisimizde veya uzaktan çalışma imkânı.</p>
<ul class="list-group mb-4"><li class="list-group-item">Linux Sistem Yöneticisi (Kıdemli)</li><li class="list-group-item">Teknik Destek Uzmanı (Gece vardiyası)</li><li class="list-group-item">İş Ortakları Yöneticisi</li></ul>
<p>Açık pozisyonlarımıza <a href="https://www.kariyer.net/firma-profil/bulutkale-bilisim-teknolojileri-a-s-128440-ilanlari">kariyer.net</a> ve <a href="https://www.linkedin.com/company/bulutkale/jobs/">LinkedIn</a> üzerinden başvurabilirsiniz.</p>
</div></section>`,
);

const iletisim = layout(
  '/iletisim',
  'İletişim',
  'Bulutkale iletişim bilgileri.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>İletişim</h1></div></section>
<section class="py-5"><div class="container"><div class="row g-4">
<div class="col-md-5">
  <p><strong>Çağrı merkezi:</strong> 0850 302 47 47 (7/24)</p>
  <p><strong>Satış:</strong> satis@bulutkale.com.tr<br><strong>Destek:</strong> destek@bulutkale.com.tr</p>
  <p><strong>Adres:</strong> Maslak Mah. Büyükdere Cad. No:255 Nurol Plaza B Blok K:12, 34485 Sarıyer/İstanbul</p>
  <form action="/iletisim.php" method="post">
    <div class="mb-2"><input class="form-control" name="ad" placeholder="Adınız Soyadınız" required></div>
    <div class="mb-2"><input class="form-control" type="email" name="eposta" placeholder="E-posta" required></div>
    <div class="mb-2"><textarea class="form-control" name="mesaj" rows="4" placeholder="Mesajınız"></textarea></div>
    <button class="btn btn-primary" type="submit">Gönder</button>
  </form>
</div>
<div class="col-md-7">
  <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3006.5!2d29.0113!3d41.1086!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zTnVyb2wgUGxhemE!5e0!3m2!1str!2str" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Bulutkale ofis konumu"></iframe>
</div>
</div></div></section>`,
);

const blog = layout(
  '/blog',
  'Blog',
  'Hosting, güvenlik ve web performansı üzerine yazılar.',
  `<section class="page-header bg-light py-5"><div class="container"><h1>Blog</h1></div></section>
<section class="py-5"><div class="container"><div class="row g-4">
<div class="col-md-4"><div class="card h-100"><img src="/uploads/blog/litespeed-cache.webp" class="card-img-top" alt="LiteSpeed Cache"><div class="card-body"><h2 class="h6"><a href="/blog/litespeed-cache-ile-wordpress-hizlandirma">LiteSpeed Cache ile WordPress hızlandırma</a></h2><p class="small">Eklenti ayarlarını adım adım anlattık.</p></div></div></div>
<div class="col-md-4"><div class="card h-100"><img src="/uploads/blog/ssl.webp" class="card-img-top" alt="SSL"><div class="card-body"><h2 class="h6"><a href="/blog/ucretsiz-ssl-nasil-kurulur">Ücretsiz SSL nasıl kurulur?</a></h2><p class="small">AutoSSL ile iki dakikada HTTPS. Ayrıntılar için <a href="https://letsencrypt.org/tr/docs/">Let's Encrypt belgeleri</a>.</p></div></div></div>
<div class="col-md-4"><div class="card h-100"><img src="/uploads/blog/kvkk.webp" class="card-img-top" alt="KVKK"><div class="card-body"><h2 class="h6"><a href="/blog/kvkk-ve-yurt-ici-hosting">KVKK ve yurt içi hosting</a></h2><p class="small">Verilerinizin Türkiye'de kalması neden önemli?</p></div></div></div>
</div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'bulutkale.com.tr',
  otherDomains: ['bulutkale.com'],
  covers:
    'Hand-made PHP/Bootstrap Turkish hosting company: "İş Ortağı Ağı" partner network paginated over three pages of cards (linked, domain as plain text, one without website), footer "Teknoloji Ortaklarımız" logo strip on every page, datacenter partner in a paragraph; negatives: testimonial with customer link, payment logos (iyzico), ETBİS/TRABİS, docs links, Şikayetvar, kariyer.net, maps embed, social, own English domain and WHMCS subdomain',
  pages: {
    '/': { headers, html: home },
    '/web-hosting': { headers, html: hosting },
    '/vps-sunucu': { headers, html: vps },
    '/alan-adi': { headers, html: alanadi },
    '/hakkimizda': { headers, html: hakkimizda },
    '/is-ortagi-agi': { headers, html: network1 },
    '/is-ortagi-agi/sayfa/2': { headers, html: network2 },
    '/is-ortagi-agi/sayfa/3': { headers, html: network3 },
    '/bayilik': { headers, html: bayilik },
    '/kariyer': { headers, html: kariyer },
    '/iletisim': { headers, html: iletisim },
    '/blog': { headers, html: blog },
  },
  sitemap: [
    'https://bulutkale.com.tr/',
    'https://bulutkale.com.tr/web-hosting',
    'https://bulutkale.com.tr/vps-sunucu',
    'https://bulutkale.com.tr/alan-adi',
    'https://bulutkale.com.tr/bayilik',
    'https://bulutkale.com.tr/hakkimizda',
    'https://bulutkale.com.tr/iletisim',
    'https://bulutkale.com.tr/blog',
  ],
  technologies: [
    'php',
    'bootstrap',
    'jquery',
    'font-awesome',
    'litespeed',
    'tawk-to',
    'google-maps',
    'open-graph',
    'http-3',
    'cart-functionality',
  ],
  partners: {
    'pikselhane.com.tr': 'channel',
    'egeweb.com.tr': 'channel',
    'anatoliakod.com': 'channel',
    'karadenizbilisim.net': 'channel',
    'bursawebatolyesi.com': 'channel',
    'akdenizdijital.com.tr': 'channel',
    'mavipiksel.com.tr': 'channel',
    'koepru-digital.de': 'channel',
    'bakuhost.az': 'channel',
    'cpanel.net': 'technology',
    'cloudlinux.com': 'technology',
    'litespeedtech.com': 'technology',
    'imunify360.com': 'technology',
    'kuledc.com.tr': 'generic',
  },
};
