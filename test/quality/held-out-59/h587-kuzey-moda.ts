import type { CorpusSite } from '../corpus/types.js';

const hdrs = { server: 'nginx/1.24.0', 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' };

const head = (title: string, desc: string, path: string) => `<!doctype html>
<html lang="tr" data-n-head-ssr>
<head>
<title>${title}</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="${desc}">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}">
<meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${desc}">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://cdn.kuzeymoda.com.tr/og/kuzey-ilkbahar-2024.jpg">
<meta data-n-head="ssr" data-hid="og:url" property="og:url" content="https://www.kuzeymoda.com.tr${path}">
<link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico">
<link data-n-head="ssr" rel="canonical" href="https://www.kuzeymoda.com.tr${path}">
<link rel="preload" href="/_nuxt/4f1e2a9.js" as="script">
<link rel="preload" href="/_nuxt/b7c3d10.js" as="script">
<link rel="preload" href="/_nuxt/app.8e2f4c1.js" as="script">
<link rel="stylesheet" href="/_nuxt/css/3a9d1f0.css">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-KZ4M7Q1D9E"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-KZ4M7Q1D9E');</script>
<script async src="https://mc.yandex.ru/metrika/tag.js"></script>
<script>window.ym=window.ym||function(){(ym.a=ym.a||[]).push(arguments)};ym.l=1*new Date();ym(93817264,'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>
</head>`;

const nav = `<header data-v-4a1c2e3f class="site-header">
  <div data-v-4a1c2e3f class="topbar">500 TL üzeri siparişlerde kargo bedava &middot; 30 gün içinde ücretsiz iade</div>
  <a data-v-4a1c2e3f href="/" class="logo nuxt-link-active"><img data-v-4a1c2e3f src="https://cdn.kuzeymoda.com.tr/img/kuzey-logo.svg" alt="Kuzey Moda"></a>
  <nav data-v-4a1c2e3f class="main-nav">
    <a data-v-4a1c2e3f href="/kadin">Kadın</a>
    <a data-v-4a1c2e3f href="/erkek">Erkek</a>
    <a data-v-4a1c2e3f href="/yeni-sezon">Yeni Sezon</a>
    <a data-v-4a1c2e3f href="/magazalar">Mağazalar</a>
    <a data-v-4a1c2e3f href="/kurumsal/hakkimizda">Kurumsal</a>
  </nav>
  <div data-v-4a1c2e3f class="header-actions"><a data-v-4a1c2e3f href="/uye-girisi">Giriş Yap</a><a data-v-4a1c2e3f href="/sepet">Sepetim (0)</a></div>
</header>`;

const footer = `<footer data-v-7b2d9e01 class="site-footer">
  <div data-v-7b2d9e01 class="footer-cols">
    <div data-v-7b2d9e01>
      <h4 data-v-7b2d9e01>Kurumsal</h4>
      <a data-v-7b2d9e01 href="/kurumsal/hakkimizda">Hakkımızda</a>
      <a data-v-7b2d9e01 href="/cozum-ortaklarimiz">Çözüm Ortaklarımız</a>
      <a data-v-7b2d9e01 href="/bayilik">Bayilik Başvurusu</a>
      <a data-v-7b2d9e01 href="https://www.kariyer.net/firma-profil/kuzey-moda-tekstil-a-s-48213" target="_blank" rel="noopener">Kariyer</a>
      <a data-v-7b2d9e01 href="/kurumsal/kvkk">KVKK Aydınlatma Metni</a>
      <a data-v-7b2d9e01 href="/kurumsal/cerez-politikasi">Çerez Politikası</a>
    </div>
    <div data-v-7b2d9e01>
      <h4 data-v-7b2d9e01>Yardım</h4>
      <a data-v-7b2d9e01 href="/yardim/siparis-takibi">Sipariş Takibi</a>
      <a data-v-7b2d9e01 href="/yardim/iade-degisim">İade ve Değişim</a>
      <a data-v-7b2d9e01 href="/yardim/beden-tablosu">Beden Tablosu</a>
      <a data-v-7b2d9e01 href="/iletisim">İletişim</a>
    </div>
    <div data-v-7b2d9e01>
      <h4 data-v-7b2d9e01>Bizi Takip Edin</h4>
      <a data-v-7b2d9e01 href="https://www.instagram.com/kuzeymoda/" target="_blank" rel="noopener">Instagram</a>
      <a data-v-7b2d9e01 href="https://x.com/kuzeymoda" target="_blank" rel="noopener">X</a>
      <a data-v-7b2d9e01 href="https://www.youtube.com/@kuzeymoda" target="_blank" rel="noopener">YouTube</a>
      <div data-v-7b2d9e01 class="apps">
        <a data-v-7b2d9e01 href="https://apps.apple.com/tr/app/kuzey-moda/id1587203344" target="_blank" rel="noopener"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/app-store.svg" alt="App Store'dan indirin"></a>
        <a data-v-7b2d9e01 href="https://play.google.com/store/apps/details?id=tr.com.kuzeymoda" target="_blank" rel="noopener"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/google-play.svg" alt="Google Play'den alın"></a>
      </div>
    </div>
  </div>
  <div data-v-7b2d9e01 class="footer-bottom">
    <div data-v-7b2d9e01 class="odeme"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/odeme/troy.svg" alt="Troy"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/odeme/mastercard.svg" alt="Mastercard logo"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/odeme/visa.svg" alt="Visa logo"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/odeme/iyzico-ile-ode.svg" alt="iyzico ile öde"></div>
    <a data-v-7b2d9e01 href="https://etbis.ticaret.gov.tr/tr/Home/SearchSiteResult?siteId=6a2f1d4e-0b9c-4e7a-8d35-2c1b0f9e8a77" target="_blank" rel="noopener"><img data-v-7b2d9e01 src="https://cdn.kuzeymoda.com.tr/img/etbis-qr.png" alt="ETBİS kayıtlıdır"></a>
    <p data-v-7b2d9e01>© 2024 Kuzey Moda Tekstil A.Ş. &middot; Mersis No: 0583041270500015 &middot; Osmangazi, Bursa</p>
  </div>
</footer>`;

const tail = (
  state: string,
) => `<script>window.__NUXT__=(function(a,b,c){return {layout:"default",data:[${state}],fetch:{},error:a,state:{cart:{items:[],count:0},locale:"tr"},serverRendered:b,routePath:c}}(null,true,"/"));</script>
<script src="/_nuxt/4f1e2a9.js" defer></script><script src="/_nuxt/b7c3d10.js" defer></script><script src="/_nuxt/app.8e2f4c1.js" defer></script>
<div id="cerez-bildirimi" class="cookie-bar">Sitemizde deneyiminizi iyileştirmek için çerezler kullanıyoruz. <a href="/kurumsal/cerez-politikasi">Çerez Politikası</a> <button>Kabul Et</button></div>
</body>
</html>`;

const home = `${head('Kuzey Moda | Kadın ve Erkek Giyim, Yeni Sezon', "Bursa'da üretilen pamuklu ve keten kadın, erkek giyim. Yeni sezon ürünlerinde kargo bedava.", '/')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-2c8e0f11 class="layout">
${nav}
<main data-v-2c8e0f11>
  <section data-v-5e3a7b22 class="hero"><h1 data-v-5e3a7b22>İlkbahar / Yaz 2024</h1><p data-v-5e3a7b22>Ege pamuğundan keten karışımlı gömlekler ve elbiseler.</p><a data-v-5e3a7b22 href="/yeni-sezon">Koleksiyonu keşfet</a></section>
  <section data-v-5e3a7b22 class="product-row">
    <h2 data-v-5e3a7b22>Çok Satanlar</h2>
    <a data-v-5e3a7b22 href="/urun/keten-gomlek-bej-2411">Keten Gömlek Bej <span>899,99 TL</span></a>
    <a data-v-5e3a7b22 href="/urun/pamuk-triko-elbise-lacivert-2388">Pamuk Triko Elbise <span>1.249,99 TL</span></a>
    <a data-v-5e3a7b22 href="/urun/chino-pantolon-haki-2350">Chino Pantolon Haki <span>1.099,99 TL</span></a>
  </section>
  <section data-v-5e3a7b22 class="also-on">
    <p data-v-5e3a7b22>Kuzey Moda ürünlerini mağazalarımızın yanı sıra <a data-v-5e3a7b22 href="/cozum-ortaklarimiz">çözüm ortaklarımız</a> aracılığıyla da satın alabilirsiniz.</p>
  </section>
</main>
${footer}
</div></div></div>
${tail('{}')}`;

const logo = (href: string, img: string, alt: string) =>
  `<a data-v-6d1f3a44 href="${href}" target="_blank" rel="noopener" class="partner-logo"><img data-v-6d1f3a44 src="https://cdn.kuzeymoda.com.tr/img/ortaklar/${img}" alt="${alt}"></a>`;

const partners = `${head('Çözüm Ortaklarımız | Kuzey Moda', 'Kuzey Moda teknoloji, satış kanalı, bayi ve lojistik çözüm ortakları.', '/cozum-ortaklarimiz')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-2c8e0f11 class="layout">
${nav}
<main data-v-2c8e0f11 class="page-partners">
  <h1 data-v-6d1f3a44>Çözüm Ortaklarımız</h1>
  <p data-v-6d1f3a44>Tasarımdan teslimata kadar her adımda güçlü ortaklarla çalışıyoruz.</p>
  <section data-v-6d1f3a44>
    <h2 data-v-6d1f3a44>Teknoloji Ortaklarımız</h2>
    <div data-v-6d1f3a44 class="logo-grid">
      ${logo('https://www.entegrayazilim.com.tr/referanslar', 'entegra.svg', 'Entegra Yazılım ERP')}
      ${logo('https://dijitalkumas.com/', 'dijital-kumas.svg', 'Dijital Kumaş 3D')}
    </div>
  </section>
  <section data-v-6d1f3a44>
    <h2 data-v-6d1f3a44>Satış Kanallarımız</h2>
    <p data-v-6d1f3a44>Resmi mağazalarımızın bulunduğu pazaryerleri:</p>
    <div data-v-6d1f3a44 class="logo-grid">
      ${logo('https://www.modapazari.com/magaza/kuzey-moda', 'modapazari.svg', 'ModaPazarı')}
      ${logo('https://www.trendsepeti.com/kuzey-moda-x-b10482', 'trendsepeti.svg', 'TrendSepeti')}
    </div>
  </section>
  <section data-v-6d1f3a44>
    <h2 data-v-6d1f3a44>Bayilerimiz</h2>
    <div data-v-6d1f3a44 class="bayi-list">
      <div data-v-6d1f3a44 class="bayi-card"><h3 data-v-6d1f3a44>Ankara Kuzey Giyim</h3><p data-v-6d1f3a44>Kızılay, Ankara &middot; 2017'den beri yetkili bayi</p><a data-v-6d1f3a44 href="https://www.ankarakuzeygiyim.com/" target="_blank" rel="noopener">Web sitesini ziyaret et</a></div>
      <div data-v-6d1f3a44 class="bayi-card"><h3 data-v-6d1f3a44>Mavi Butik</h3><p data-v-6d1f3a44>Alsancak, İzmir &middot; Kadın koleksiyonu</p><a data-v-6d1f3a44 href="https://izmirmavibutik.com.tr/" target="_blank" rel="noopener">Web sitesini ziyaret et</a></div>
      <div data-v-6d1f3a44 class="bayi-card"><h3 data-v-6d1f3a44>Bakı Moda Evi</h3><p data-v-6d1f3a44>Bakü, Azerbaycan &middot; Yurt dışı distribütör</p><a data-v-6d1f3a44 href="https://bakumodaevi.az/" target="_blank" rel="noopener">Web sitesini ziyaret et</a></div>
    </div>
    <p data-v-6d1f3a44>Bayimiz olmak ister misiniz? <a data-v-6d1f3a44 href="/bayilik">Bayilik başvurusu</a></p>
  </section>
  <section data-v-6d1f3a44>
    <h2 data-v-6d1f3a44>Lojistik Ortaklarımız</h2>
    <div data-v-6d1f3a44 class="logo-grid">
      ${logo('https://www.hizliyollojistik.com.tr/', 'hizliyol.svg', 'Hızlı Yol Lojistik')}
      <span data-v-6d1f3a44 class="partner-logo"><img data-v-6d1f3a44 src="https://cdn.kuzeymoda.com.tr/img/ortaklar/anadolu-kargo.svg" alt="Anadolu Kargo"></span>
    </div>
  </section>
</main>
${footer}
</div></div></div>
${tail('{partnersLoaded:true}')}`;

const hakkimizda = `${head('Hakkımızda | Kuzey Moda', "1994'ten beri Bursa'da tekstil üretimi: Kuzey Moda'nın hikayesi.", '/kurumsal/hakkimizda')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-2c8e0f11 class="layout">
${nav}
<main data-v-2c8e0f11 class="page-about">
  <h1 data-v-8c4e2b10>Hakkımızda</h1>
  <p data-v-8c4e2b10>Kuzey Moda, 1994 yılında Bursa'da küçük bir konfeksiyon atölyesi olarak kuruldu. Bugün 420 çalışanı, 18 mağazası ve kendi dokuma tesisiyle Türkiye'nin önde gelen hazır giyim markalarından biridir.</p>
  <h2 data-v-8c4e2b10>Kurumsal Müşterilerimiz</h2>
  <p data-v-8c4e2b10>Kurumsal giyim bölümümüz otel, havayolu ve restoran zincirleri için üniforma üretmektedir. Referanslarımızdan bazıları:</p>
  <ul data-v-8c4e2b10>
    <li data-v-8c4e2b10><a data-v-8c4e2b10 href="https://www.egepalas.com.tr/" target="_blank" rel="noopener">Ege Palas Otelleri</a></li>
    <li data-v-8c4e2b10><a data-v-8c4e2b10 href="https://www.marmarahava.com/" target="_blank" rel="noopener">Marmara Hava Yolları</a></li>
    <li data-v-8c4e2b10>Kahve Durağı Restoranları</li>
  </ul>
  <h2 data-v-8c4e2b10>Ödüller</h2>
  <p data-v-8c4e2b10>2023 <a data-v-8c4e2b10 href="https://www.hazirgiyimodulleri.org.tr/2023-kazananlar" target="_blank" rel="noopener">Hazır Giyim İhracat Ödülleri</a>'nde sürdürülebilirlik birincilik ödülü.</p>
  <h2 data-v-8c4e2b10>Basında Kuzey Moda</h2>
  <p data-v-8c4e2b10><a data-v-8c4e2b10 href="https://www.tekstilgundem.com.tr/haber/kuzey-moda-keten-yatirimi" target="_blank" rel="noopener">Tekstil Gündem: Kuzey Moda'dan 120 milyon TL'lik keten yatırımı</a></p>
</main>
${footer}
</div></div></div>
${tail('{}')}`;

export const site: CorpusSite = {
  domain: 'kuzeymoda.com.tr',
  covers:
    'Turkish clothing label on Nuxt (SSR with data-v attributes and window.__NUXT__): solution-partner page split by kind: technology logos, marketplace logos, dealer cards with links, logistics logos (one unlinked); corporate uniform customers, awards, press, Kariyer.net, ETBİS seal, app stores and payment badges as negatives',
  pages: {
    '/': { redirect: 'https://www.kuzeymoda.com.tr/' },
    'https://www.kuzeymoda.com.tr/': { headers: hdrs, html: home },
    'https://www.kuzeymoda.com.tr/cozum-ortaklarimiz': { headers: hdrs, html: partners },
    'https://www.kuzeymoda.com.tr/kurumsal/hakkimizda': { headers: hdrs, html: hakkimizda },
  },
  sitemap: ['https://www.kuzeymoda.com.tr/', 'https://www.kuzeymoda.com.tr/kurumsal/hakkimizda', 'https://www.kuzeymoda.com.tr/magazalar'],
  technologies: ['google-analytics', 'google-tag-manager', 'nginx', 'nuxt-js', 'open-graph', 'vue-js', 'yandex-metrika'],
  partners: {
    'entegrayazilim.com.tr': 'technology',
    'dijitalkumas.com': 'technology',
    'modapazari.com': 'channel',
    'trendsepeti.com': 'channel',
    'ankarakuzeygiyim.com': 'channel',
    'izmirmavibutik.com.tr': 'channel',
    'bakumodaevi.az': 'channel',
    'hizliyollojistik.com.tr': 'generic',
  },
};
