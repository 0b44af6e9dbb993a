import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6IlN3d3FhT2tLbGxrQ2xvZz09IiwidmFsdWUiOiJ4dVZ3N2t0Q1pqYkE9PSIsIm1hYyI6IjFlZjQifQ%3D%3D; expires=Tue, 21 May 2024 14:12:09 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
};

function page(title: string, active: string, body: string): string {
  const item = (href: string, label: string) =>
    `<li class="nav-item"><a class="nav-link${href === active ? ' active' : ''}" href="${href}">${label}</a></li>`;
  return `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="qW3e9Rk2LmTz8PvX1cY7bN4aH6uJ0sDfG5hK8lZx">
<title>${title} | Gediz Ovası Tarımsal Kalkınma Kooperatifi</title>
<meta name="description" content="Manisa Salihli'de 640 üreticiyi bir araya getiren tarımsal kalkınma kooperatifi: çekirdeksiz kuru üzüm, zeytinyağı ve sofralık zeytin.">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Nunito:wght@400;700&amp;display=swap">
<link rel="stylesheet" href="/assets/css/site.css?v=2.4.1">
<!-- Yandex.Metrika counter -->
<script type="text/javascript">
  (function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();})(window, document, "script", "", "ym");
  ym(96120457, "init", { clickmap:true, trackLinks:true, accurateTrackBounce:true });
</script>
<script async src="https://mc.yandex.ru/metrika/tag.js"></script>
<noscript><div><img src="https://mc.yandex.ru/watch/96120457" style="position:absolute; left:-9999px;" alt="" /></div></noscript>
<!-- /Yandex.Metrika counter -->
</head>
<body>
<div class="topbar bg-success text-white small py-1">
  <div class="container d-flex justify-content-between"><span>Salihli / Manisa · 0236 713 42 80</span><span><a class="text-white" href="/en">EN</a></span></div>
</div>
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/assets/img/gediz-koop-logo.png" alt="Gediz Koop" height="56"></a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#anaMenu" aria-label="Menü"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="anaMenu">
      <ul class="navbar-nav ms-auto">
        ${item('/', 'Anasayfa')}
        ${item('/kurumsal', 'Kurumsal')}
        ${item('/urunlerimiz', 'Ürünlerimiz')}
        ${item('/ureticilerimiz', 'Üreticilerimiz')}
        ${item('/is-ortaklarimiz', 'İş Ortaklarımız')}
        ${item('/satis-noktalari', 'Satış Noktaları')}
        ${item('/haberler', 'Haberler')}
        ${item('/iletisim', 'İletişim')}
      </ul>
    </div>
  </div>
</nav>
<main class="py-5">
<div class="container">
${body}
</div>
</main>
<footer class="bg-dark text-light pt-5 pb-3">
  <div class="container">
    <div class="row">
      <div class="col-md-5">
        <h5>Gediz Ovası Tarımsal Kalkınma Kooperatifi</h5>
        <p>Cumhuriyet Mah. Atatürk Bulvarı No: 118, 45300 Salihli / Manisa</p>
        <p>Ticaret Sicil No: 4127 · Mersis No: 0388 0012 4570 0015</p>
      </div>
      <div class="col-md-4">
        <ul class="list-unstyled">
          <li><a class="text-light" href="/kurumsal">Hakkımızda</a></li>
          <li><a class="text-light" href="/is-ortaklarimiz">İş Ortaklarımız</a></li>
          <li><a class="text-light" href="/kvkk">KVKK Aydınlatma Metni</a></li>
          <li><a class="text-light" href="/cerez-politikasi">Çerez Politikası</a></li>
        </ul>
      </div>
      <div class="col-md-3">
        <a class="text-light me-2" href="https://www.facebook.com/gedizkoop">Facebook</a>
        <a class="text-light me-2" href="https://www.instagram.com/gedizkoop/">Instagram</a>
        <a class="text-light" href="https://x.com/gedizkoop">X</a>
      </div>
    </div>
    <p class="small text-secondary mt-3 mb-0">&copy; 2024 Gediz Koop. Tüm hakları saklıdır.</p>
  </div>
</footer>
<div id="cerez-uyarisi" class="cookie-consent fixed-bottom bg-light border-top p-3">
  <span>Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için <a href="/cerez-politikasi">Çerez Politikası</a>'nı inceleyebilirsiniz.</span>
  <button class="btn btn-success btn-sm js-cookie-consent-agree">Kabul Et</button>
</div>
<script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=" crossorigin="anonymous"></script>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>
<script src="/assets/js/site.js?v=2.4.1"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'gedizkoop.org.tr',
  otherDomains: ['magaza.gedizkoop.org.tr'],
  covers:
    'Turkish farm cooperative on Laravel with Bootstrap/jQuery from CDNs and Yandex.Metrika: business partners (technology, finance, research, logistics) in Turkish prose sections, sales points with shops, online marketplaces and an export distributor; negatives: organic and GlobalG.A.P. certifiers, press, payment logos, own web shop, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Anasayfa',
        '/',
        `<div class="row align-items-center mb-5">
  <div class="col-lg-7">
    <h1 class="display-5">Gediz Ovası'nın bereketi, üreticisinden sofranıza</h1>
    <p class="lead">1978'den beri Salihli, Alaşehir ve Sarıgöl'deki 640 ortak üreticimizin kuru üzüm ve zeytinlerini işleyip pazarlıyoruz.</p>
    <a class="btn btn-success" href="/urunlerimiz">Ürünlerimizi İnceleyin</a>
    <a class="btn btn-outline-success" href="https://magaza.gedizkoop.org.tr/">Online Mağaza</a>
  </div>
</div>
<div class="row text-center g-4">
  <div class="col-md-4"><h3>640</h3><p>ortak üretici</p></div>
  <div class="col-md-4"><h3>9.500 ton</h3><p>yıllık kuru üzüm işleme</p></div>
  <div class="col-md-4"><h3>14</h3><p>ihracat yapılan ülke</p></div>
</div>`,
      ),
    },
    '/kurumsal': {
      headers,
      html: page(
        'Kurumsal',
        '/kurumsal',
        `<h1>Hakkımızda</h1>
<p>Kooperatifimiz 1978 yılında 37 üzüm üreticisi tarafından Salihli'de kuruldu. Bugün lisanslı depomuz, kurutma tesisimiz ve zeytinyağı sıkım tesisimizle bölgenin en büyük üretici örgütlerinden biriyiz.</p>
<h2>Sertifikalarımız</h2>
<ul>
  <li>Organik ürünlerimiz <a href="https://www.etko.org/">ETKO</a> tarafından sertifikalandırılmaktadır.</li>
  <li>Kuru üzüm tesisimiz <a href="https://www.globalgap.org/">GLOBALG.A.P.</a> ve ISO 22000 sertifikalıdır.</li>
</ul>`,
      ),
    },
    '/urunlerimiz': {
      headers,
      html: page(
        'Ürünlerimiz',
        '/urunlerimiz',
        `<h1>Ürünlerimiz</h1>
<div class="row row-cols-1 row-cols-md-3 g-4">
  <div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">Çekirdeksiz Kuru Üzüm</h5><p class="card-text">Sultani çeşidi, güneşte kurutulmuş. 500 g ve 5 kg.</p></div></div></div>
  <div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">Natürel Sızma Zeytinyağı</h5><p class="card-text">Erken hasat, soğuk sıkım. 1 L ve 5 L teneke.</p></div></div></div>
  <div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">Sofralık Yeşil Zeytin</h5><p class="card-text">Domat çeşidi, kırma.</p></div></div></div>
</div>
<p class="mt-4">Online mağazamızda güvenli ödeme: <img src="/assets/img/iyzico-ile-ode.svg" alt="iyzico ile Öde" height="24"> <img src="/assets/img/troy.svg" alt="TROY" height="24"></p>`,
      ),
    },
    '/ureticilerimiz': {
      headers,
      html: page(
        'Üreticilerimiz',
        '/ureticilerimiz',
        `<h1>Üreticilerimiz</h1>
<p>Ortaklarımızın %70'i 50 dönümün altında arazisi olan aile işletmeleridir. Her yıl ortaklarımıza ücretsiz budama ve iyi tarım uygulamaları eğitimleri veriyoruz.</p>
<blockquote class="blockquote">“Kooperatif sayesinde üzümümüz artık Avrupa'daki marketlerin rafında.” <footer class="blockquote-footer">Hatice Yılmaz, Alaşehir</footer></blockquote>`,
      ),
    },
    '/is-ortaklarimiz': {
      headers,
      html: page(
        'İş Ortaklarımız',
        '/is-ortaklarimiz',
        `<h1>İş Ortaklarımız</h1>
<p>Üreticilerimizin verimini ve gelirini artırmak için farklı alanlarda güçlü kurumlarla birlikte çalışıyoruz.</p>
<h2 class="h4 mt-4">Teknoloji Ortaklarımız</h2>
<p>Ortaklarımızın bağlarına kurulan damla sulama sistemleri, teknoloji ortağımız <a href="https://www.damlatek.com.tr/">Damlatek Sulama Sistemleri</a> tarafından projelendirilmektedir. Toprak nemi ve hastalık risklerini, akıllı tarım platformu <a href="https://tarlasens.com/">TarlaSens</a> sensörleri ile takip ediyoruz.</p>
<h2 class="h4 mt-4">Finansman Ortağımız</h2>
<p>Ortaklarımıza yönelik düşük faizli ekipman ve girdi kredileri, iş birliği protokolümüz kapsamında <a href="https://www.ziraatbank.com.tr/tr">Ziraat Bankası</a> şubeleri aracılığıyla sağlanmaktadır.</p>
<h2 class="h4 mt-4">Araştırma Ortağımız</h2>
<p>Kuru üzümde aflatoksin riskini azaltmaya yönelik saha çalışmalarımızı Ege Üniversitesi Ziraat Fakültesi (<a href="https://ziraat.ege.edu.tr/">ziraat.ege.edu.tr</a>) ile yürütüyoruz.</p>
<h2 class="h4 mt-4">Lojistik Ortağımız</h2>
<p>İhracat sevkiyatlarımız ve soğuk zincir depolamamız Ege Soğuk Zincir Lojistik (egesogukzincir.com.tr) ile gerçekleştirilmektedir.</p>`,
      ),
    },
    '/satis-noktalari': {
      headers,
      html: page(
        'Satış Noktaları',
        '/satis-noktalari',
        `<h1>Satış Noktaları</h1>
<p>Gediz Koop ürünlerini aşağıdaki satış noktalarından temin edebilirsiniz.</p>
<h2 class="h4">Mağazalar</h2>
<ul class="list-group mb-4">
  <li class="list-group-item">Kordon Şarküteri – İzmir Alsancak · <a href="https://www.kordonsarkuteri.com/">kordonsarkuteri.com</a></li>
  <li class="list-group-item">Ege Doğal Market – Manisa, Salihli, Turgutlu · <a href="https://egedogalmarket.com.tr/">egedogalmarket.com.tr</a></li>
  <li class="list-group-item">Kooperatif Satış Mağazası – Salihli (merkez binamız)</li>
</ul>
<h2 class="h4">Online Pazaryerleri</h2>
<ul class="list-inline">
  <li class="list-inline-item"><a href="https://www.trendyol.com/gediz-koop-x-b118274">Trendyol</a></li>
  <li class="list-inline-item"><a href="https://www.hepsiburada.com/magaza/gediz-koop">Hepsiburada</a></li>
</ul>
<h2 class="h4 mt-4">Yurt Dışı Distribütörlerimiz</h2>
<table class="table">
  <thead><tr><th>Ülke</th><th>Firma</th><th>Web</th></tr></thead>
  <tbody>
    <tr><td>Almanya</td><td>Anatolia Feinkost GmbH</td><td><a href="https://www.anatolia-feinkost.de/">anatolia-feinkost.de</a></td></tr>
    <tr><td>Hollanda</td><td>Bosporus Foods B.V.</td><td><a href="https://bosporusfoods.nl/">bosporusfoods.nl</a></td></tr>
  </tbody>
</table>`,
      ),
    },
    '/haberler': {
      headers,
      html: page(
        'Haberler',
        '/haberler',
        `<h1>Haberler</h1>
<div class="list-group">
  <a class="list-group-item list-group-item-action" href="/haberler/2024-hasat-sezonu-basladi">2024 kuru üzüm hasat sezonu başladı</a>
  <a class="list-group-item list-group-item-action" href="/haberler/yeni-zeytinyagi-tesisi">Yeni zeytinyağı sıkım tesisimiz hizmete girdi</a>
</div>
<h2 class="h4 mt-4">Basında Biz</h2>
<ul>
  <li><a href="https://www.aa.com.tr/tr/ekonomi/gediz-ovasinda-kuru-uzum-hasadi-basladi/3301452">Anadolu Ajansı – Gediz Ovası'nda kuru üzüm hasadı başladı</a></li>
  <li><a href="https://www.hurriyet.com.tr/ekonomi/kooperatifle-ihracata-42411873">Hürriyet – Kooperatifle ihracata</a></li>
</ul>`,
      ),
    },
    '/iletisim': {
      headers,
      html: page(
        'İletişim',
        '/iletisim',
        `<h1>İletişim</h1>
<p>Adres: Cumhuriyet Mah. Atatürk Bulvarı No: 118, 45300 Salihli / Manisa</p>
<p>Telefon: 0236 713 42 80 · E-posta: <a href="mailto:bilgi@gedizkoop.org.tr">bilgi@gedizkoop.org.tr</a></p>
<form method="POST" action="/iletisim">
  <input type="hidden" name="_token" value="qW3e9Rk2LmTz8PvX1cY7bN4aH6uJ0sDfG5hK8lZx">
  <div class="mb-3"><label class="form-label">Ad Soyad</label><input class="form-control" name="ad_soyad"></div>
  <div class="mb-3"><label class="form-label">E-posta</label><input class="form-control" type="email" name="eposta"></div>
  <div class="mb-3"><label class="form-label">Mesajınız</label><textarea class="form-control" name="mesaj"></textarea></div>
  <button class="btn btn-success" type="submit">Gönder</button>
</form>`,
      ),
    },
  },
  sitemap: ['/', '/kurumsal', '/urunlerimiz', '/ureticilerimiz', '/is-ortaklarimiz', '/satis-noktalari', '/haberler', '/iletisim'],
  technologies: ['laravel', 'php', 'bootstrap', 'jquery', 'jquery-cdn', 'jsdelivr', 'google-font-api', 'yandex-metrika', 'nginx'],
  partners: {
    'damlatek.com.tr': 'technology',
    'tarlasens.com': 'technology',
    'ziraatbank.com.tr': 'generic',
    'ege.edu.tr': 'generic',
    'egesogukzincir.com.tr': 'generic',
    'kordonsarkuteri.com': 'channel',
    'egedogalmarket.com.tr': 'channel',
    'trendyol.com': 'channel',
    'hepsiburada.com': 'channel',
    'anatolia-feinkost.de': 'channel',
    'bosporusfoods.nl': 'channel',
  },
};
