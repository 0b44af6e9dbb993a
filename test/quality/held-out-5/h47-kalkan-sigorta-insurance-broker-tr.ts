import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Microsoft-IIS/10.0',
  'x-powered-by': 'ASP.NET',
  'x-aspnet-version': '4.0.30319',
  'content-type': 'text/html; charset=utf-8',
};

const layout = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Kalkan Sigorta Aracılık Hizmetleri</title>
<meta name="description" content="Kalkan Sigorta: kasko, trafik, konut, sağlık ve işyeri sigortalarında bağımsız sigorta brokeri. 30 yılı aşkın tecrübe.">
<link href="/Content/bootstrap.min.css" rel="stylesheet">
<link href="/Content/site.css?v=20260311" rel="stylesheet">
<script type="text/javascript">(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(91827364,"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>
<script async src="https://mc.yandex.ru/metrika/tag.js"></script>
</head>
<body>
<form method="post" action="./" id="form1">
<div class="aspNetHidden">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkc3Rr2Xq1b9YpC7m0l5Q4w8E=">
<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="CA0B0334">
</div>
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/Images/kalkan-logo.png" alt="Kalkan Sigorta"></a>
    <ul class="navbar-nav ms-auto">
      <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="/bireysel.aspx">Bireysel</a>
        <ul class="dropdown-menu"><li><a class="dropdown-item" href="/bireysel/kasko.aspx">Kasko</a></li><li><a class="dropdown-item" href="/bireysel/trafik-sigortasi.aspx">Trafik Sigortası</a></li><li><a class="dropdown-item" href="/bireysel/tamamlayici-saglik.aspx">Tamamlayıcı Sağlık</a></li></ul>
      </li>
      <li class="nav-item"><a class="nav-link" href="/kurumsal-cozumler.aspx">Kurumsal Çözümler</a></li>
      <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="/hakkimizda.aspx">Kurumsal</a>
        <ul class="dropdown-menu">
          <li><a class="dropdown-item" href="/hakkimizda.aspx">Hakkımızda</a></li>
          <li><a class="dropdown-item" href="/kurumsal/anlasmali-sirketler.aspx">Anlaşmalı Sigorta Şirketleri</a></li>
          <li><a class="dropdown-item" href="/kurumsal/referanslar.aspx">Referanslarımız</a></li>
          <li><a class="dropdown-item" href="/kariyer.aspx">Kariyer</a></li>
        </ul>
      </li>
      <li class="nav-item"><a class="nav-link" href="/hasar-bildirimi.aspx">Hasar Bildirimi</a></li>
      <li class="nav-item"><a class="btn btn-danger" href="/teklif-al.aspx">Teklif Al</a></li>
    </ul>
  </div>
</nav>
${body}
<footer class="bg-dark text-light py-5">
  <div class="container">
    <div class="row">
      <div class="col-md-4"><p>Kalkan Sigorta Aracılık Hizmetleri A.Ş.<br>Büyükdere Cad. No: 127 Kat: 9, Esentepe / Şişli / İstanbul<br>0850 555 42 42</p></div>
      <div class="col-md-4"><p>Şirketimiz, <a href="https://www.seddk.gov.tr/">Sigortacılık ve Özel Emeklilik Düzenleme ve Denetleme Kurumu</a> (SEDDK) denetimine tabi olup <a href="https://www.tobb.org.tr/">TOBB</a> Sigorta Brokerleri Levhası'na kayıtlıdır. Levha Kayıt No: B-0192.</p>
        <p>Üyesi olduğumuz kuruluşlar: <a href="https://www.sbb.org.tr/">Sigorta Brokerleri Birliği</a></p></div>
      <div class="col-md-4"><p>Online ödemeleriniz <a href="https://www.iyzico.com/">iyzico</a> güvencesiyle alınır.</p>
        <p><a href="https://www.instagram.com/kalkansigorta/">Instagram</a> · <a href="https://www.linkedin.com/company/kalkan-sigorta/">LinkedIn</a> · <a href="https://www.youtube.com/@kalkansigorta">YouTube</a></p>
        <p><a href="https://apps.apple.com/tr/app/kalkan-sigorta/id1588812345">App Store</a> · <a href="https://play.google.com/store/apps/details?id=tr.com.kalkansigorta">Google Play</a></p></div>
    </div>
    <p class="small mt-3">© 2026 Kalkan Sigorta · <a href="/kvkk.aspx" class="text-light">KVKK Aydınlatma Metni</a> · <a href="/cerez-politikasi.aspx" class="text-light">Çerez Politikası</a></p>
  </div>
</footer>
</form>
<script src="/Scripts/jquery-3.6.0.min.js"></script>
<script src="/Scripts/bootstrap.bundle.min.js"></script>
</body>
</html>`;

const home = layout(
  'Sigortanız Kalkan Güvencesinde',
  `<section class="hero py-5 bg-light"><div class="container">
  <h1>Doğru poliçe, doğru fiyat, hasarda yanınızda.</h1>
  <p>Bağımsız sigorta brokeri olarak 14 sigorta şirketinin tekliflerini sizin için karşılaştırıyoruz.</p>
  <a class="btn btn-danger btn-lg" href="/teklif-al.aspx">Hemen teklif al</a>
</div></section>
<section class="container py-5">
  <h2>Çalıştığımız sigorta şirketleri</h2>
  <p>Türkiye'nin önde gelen sigorta şirketleriyle anlaşmalıyız. <a href="/kurumsal/anlasmali-sirketler.aspx">Tümünü görün</a>.</p>
</section>
<section class="container py-5">
  <h2>Sponsorluklarımız</h2>
  <p>2025-2026 sezonunda <a href="https://www.bursasporbasketbol.org/">Bursaspor Basketbol</a> takımının resmi sigorta sponsoruyuz.</p>
</section>`,
);

const insurer = (name: string, url: string, logo: string): string =>
  `<div class="col-6 col-md-3 mb-4"><div class="card h-100 text-center"><a href="${url}" target="_blank" rel="nofollow"><img class="card-img-top p-3" src="/Images/sirketler/${logo}.png" alt="${name}"></a><div class="card-body"><h6 class="card-title">${name}</h6></div></div></div>`;

const anlasmali = layout(
  'Anlaşmalı Sigorta Şirketleri',
  `<div class="container py-5">
  <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Ana Sayfa</a></li><li class="breadcrumb-item"><a href="/hakkimizda.aspx">Kurumsal</a></li><li class="breadcrumb-item active">Anlaşmalı Sigorta Şirketleri</li></ol></nav>
  <h1>Anlaşmalı Sigorta Şirketleri</h1>
  <p>Kalkan Sigorta, aşağıdaki sigorta şirketleriyle yaptığı aracılık anlaşmaları sayesinde müşterilerine en uygun teminatları sunar.</p>
  <ul class="nav nav-tabs" id="sirketTab" role="tablist">
    <li class="nav-item" role="presentation"><button class="nav-link active" data-bs-toggle="tab" data-bs-target="#hayat-disi" type="button" role="tab">Hayat Dışı Sigorta</button></li>
    <li class="nav-item" role="presentation"><button class="nav-link" data-bs-toggle="tab" data-bs-target="#saglik-hayat" type="button" role="tab">Sağlık ve Hayat</button></li>
  </ul>
  <div class="tab-content pt-4">
    <div class="tab-pane fade show active" id="hayat-disi" role="tabpanel"><div class="row">
      ${insurer('Allianz Sigorta', 'https://www.allianz.com.tr/', 'allianz')}
      ${insurer('Anadolu Sigorta', 'https://www.anadolusigorta.com.tr/', 'anadolu')}
      ${insurer('AXA Sigorta', 'https://www.axasigorta.com.tr/', 'axa')}
      ${insurer('HDI Sigorta', 'https://www.hdisigorta.com.tr/', 'hdi')}
      ${insurer('Sompo Sigorta', 'https://www.somposigorta.com.tr/', 'sompo')}
      ${insurer('Mapfre Sigorta', 'https://www.mapfre.com.tr/', 'mapfre')}
    </div></div>
    <div class="tab-pane fade" id="saglik-hayat" role="tabpanel"><div class="row">
      ${insurer('Acıbadem Sigorta', 'https://www.acibademsigorta.com.tr/', 'acibadem')}
      ${insurer('Allianz Yaşam ve Emeklilik', 'https://www.allianz.com.tr/tr_TR/yasam-emeklilik.html', 'allianz-yasam')}
      ${insurer('Türkiye Sigorta', 'https://www.turkiyesigorta.com.tr/', 'turkiye')}
    </div></div>
  </div>
  <p class="text-muted small">Ayrıca yurt dışı tekne ve nakliyat riskleri için Lloyd's piyasasında faaliyet gösteren reasürans brokerleriyle çalışmaktayız.</p>
</div>`,
);

const referanslar = layout(
  'Referanslarımız',
  `<div class="container py-5">
  <h1>Referanslarımız</h1>
  <p>Kurumsal sigorta programlarını yönettiğimiz firmalardan bazıları:</p>
  <div class="row row-cols-2 row-cols-md-4 g-4 referans-logolari">
    <div class="col"><a href="https://www.marmaralojistik.com.tr/"><img src="/Images/referanslar/marmara-lojistik.png" alt="Marmara Lojistik" class="img-fluid"></a></div>
    <div class="col"><a href="https://www.egetekstil.com.tr/"><img src="/Images/referanslar/ege-tekstil.png" alt="Ege Tekstil" class="img-fluid"></a></div>
    <div class="col"><a href="https://www.anatoliagida.com/"><img src="/Images/referanslar/anatolia-gida.png" alt="Anatolia Gıda" class="img-fluid"></a></div>
  </div>
  <h2 class="mt-5">Belgelerimiz</h2>
  <p>ISO 9001 ve ISO 27001 belgelerimiz <a href="https://www.tse.org.tr/">TSE</a> tarafından verilmiştir.</p>
</div>`,
);

const kariyer = layout(
  'Kariyer',
  `<div class="container py-5">
  <h1>Kariyer</h1>
  <p>Açık pozisyonlarımız için <a href="https://www.kariyer.net/firma-profil/kalkan-sigorta-aracilik-12345-67890">Kariyer.net</a> ve <a href="https://www.linkedin.com/company/kalkan-sigorta/jobs/">LinkedIn</a> sayfalarımızı ziyaret edin.</p>
</div>`,
);

export const site: CorpusSite = {
  domain: 'kalkansigorta.com.tr',
  covers:
    'Turkish ASP.NET Web Forms insurance broker on IIS: the insurers it is contracted with are Bootstrap logo cards in two tabs of an "Anlaşmalı Sigorta Şirketleri" page under a Kurumsal dropdown (one insurer linked twice), partners of unspecified kind; traps are a corporate client reference logo wall, SEDDK regulator, TOBB register and broker association, TSE certification, iyzico payments, a basketball sponsorship, Kariyer.net careers, app store and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.kalkansigorta.com.tr/' },
    'https://www.kalkansigorta.com.tr/': { headers, html: home },
    'https://www.kalkansigorta.com.tr/kurumsal/anlasmali-sirketler.aspx': { headers, html: anlasmali },
    'https://www.kalkansigorta.com.tr/kurumsal/referanslar.aspx': { headers, html: referanslar },
    'https://www.kalkansigorta.com.tr/kariyer.aspx': { headers, html: kariyer },
  },
  technologies: ['microsoft-asp-net', 'iis', 'windows-server', 'bootstrap', 'jquery', 'yandex-metrika'],
  partners: {
    'allianz.com.tr': 'generic',
    'anadolusigorta.com.tr': 'generic',
    'axasigorta.com.tr': 'generic',
    'hdisigorta.com.tr': 'generic',
    'somposigorta.com.tr': 'generic',
    'mapfre.com.tr': 'generic',
    'acibademsigorta.com.tr': 'generic',
    'turkiyesigorta.com.tr': 'generic',
  },
};
