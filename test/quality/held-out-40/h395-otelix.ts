import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a2b7d1e4c9f0a33-IST',
  'cf-cache-status': 'DYNAMIC',
  'alt-svc': 'h3=":443"; ma=86400',
  vary: 'Accept-Encoding',
};

interface Entegrasyon {
  ad: string;
  kategori: 'Kanal Yöneticisi' | 'OTA' | 'Ödeme' | 'PMS ve Muhasebe';
  aciklama: string;
  web: string;
}

const sayfa1: Entegrasyon[] = [
  {
    ad: 'KanalPro',
    kategori: 'Kanal Yöneticisi',
    aciklama: 'Oda, fiyat ve kontenjanlarınız 150+ satış kanalıyla anlık olarak senkronize edilir.',
    web: 'https://www.kanalpro.com.tr/',
  },
  {
    ad: 'SyncRoom',
    kategori: 'Kanal Yöneticisi',
    aciklama: 'Çift yönlü XML bağlantısı ile rezervasyonlar doğrudan Otelix takvimine düşer.',
    web: 'https://syncroom.io/',
  },
  {
    ad: 'OdaLink',
    kategori: 'Kanal Yöneticisi',
    aciklama: 'Butik oteller için hafif kanal yöneticisi; kurulum 1 günde tamamlanır.',
    web: 'https://odalink.com/tr',
  },
  {
    ad: 'Booking.com',
    kategori: 'OTA',
    aciklama: 'Premier Connectivity Partner API ile doğrudan bağlantı.',
    web: 'https://www.booking.com/',
  },
  {
    ad: 'Expedia Group',
    kategori: 'OTA',
    aciklama: 'Expedia, Hotels.com ve Vrbo rezervasyonları tek ekranda.',
    web: 'https://www.expediagroup.com/',
  },
  {
    ad: 'Etstur',
    kategori: 'OTA',
    aciklama: 'Türkiye’nin önde gelen tur operatörü ile kontenjan paylaşımı.',
    web: 'https://www.etstur.com/',
  },
];

const sayfa2: Entegrasyon[] = [
  {
    ad: 'iyzico',
    kategori: 'Ödeme',
    aciklama: 'Rezervasyon motorunda 3D Secure ile kartlı ödeme ve taksit.',
    web: 'https://www.iyzico.com/',
  },
  { ad: 'PayTR', kategori: 'Ödeme', aciklama: 'Ön ödeme ve kapora tahsilatı, otomatik iade.', web: 'https://www.paytr.com/' },
  {
    ad: 'Logo Yazılım',
    kategori: 'PMS ve Muhasebe',
    aciklama: 'Faturalar ve cari hareketler Logo Tiger ve Go3’e aktarılır.',
    web: 'https://www.logo.com.tr/',
  },
  { ad: 'KonukPMS', kategori: 'PMS ve Muhasebe', aciklama: 'Ön büro, housekeeping ve folyo entegrasyonu.', web: 'https://konukpms.com/' },
];

const nav = `<header data-v-5f1c2a7e class="site-header"><div data-v-5f1c2a7e class="container">
<a data-v-5f1c2a7e href="/" class="logo nuxt-link-active" aria-label="Otelix ana sayfa"><img data-v-5f1c2a7e src="/_nuxt/img/otelix-logo.7c1e2f3.svg" alt="Otelix" width="132" height="34"></a>
<nav data-v-5f1c2a7e class="main-nav"><ul data-v-5f1c2a7e>
<li data-v-5f1c2a7e><a data-v-5f1c2a7e href="/ozellikler">Özellikler</a></li>
<li data-v-5f1c2a7e><a data-v-5f1c2a7e href="/entegrasyonlar">Entegrasyonlar</a></li>
<li data-v-5f1c2a7e><a data-v-5f1c2a7e href="/fiyatlar">Fiyatlar</a></li>
<li data-v-5f1c2a7e><a data-v-5f1c2a7e href="/referanslar">Referanslar</a></li>
<li data-v-5f1c2a7e><a data-v-5f1c2a7e href="/cozum-ortaklari">Çözüm Ortakları</a></li>
<li data-v-5f1c2a7e><a data-v-5f1c2a7e href="/iletisim">İletişim</a></li>
</ul></nav>
<a data-v-5f1c2a7e href="https://otelix.com/en/" hreflang="en" class="lang">EN</a>
<a data-v-5f1c2a7e href="/demo" class="btn btn-primary">Ücretsiz Demo</a>
</div></header>`;

const footer = `<footer data-v-8a3d0b12 class="site-footer"><div data-v-8a3d0b12 class="container footer-grid">
<div data-v-8a3d0b12><img data-v-8a3d0b12 src="/_nuxt/img/otelix-logo-white.2b9a4d1.svg" alt="Otelix" width="120" height="30"><p data-v-8a3d0b12>Otelix Yazılım A.Ş.<br>Teknokent, Akdeniz Üniversitesi Kampüsü<br>07070 Konyaaltı / Antalya</p></div>
<div data-v-8a3d0b12><h4 data-v-8a3d0b12>Kurumsal</h4><ul data-v-8a3d0b12>
<li data-v-8a3d0b12><a data-v-8a3d0b12 href="/hakkimizda">Hakkımızda</a></li>
<li data-v-8a3d0b12><a data-v-8a3d0b12 href="/cozum-ortaklari">Çözüm Ortaklığı Programı</a></li>
<li data-v-8a3d0b12><a data-v-8a3d0b12 href="https://www.kariyer.net/firma/otelix-yazilim/24511">Kariyer</a></li>
<li data-v-8a3d0b12><a data-v-8a3d0b12 href="/kvkk">KVKK Aydınlatma Metni</a></li>
<li data-v-8a3d0b12><a data-v-8a3d0b12 href="https://www.kvkk.gov.tr/">Kişisel Verileri Koruma Kurumu</a></li>
</ul></div>
<div data-v-8a3d0b12><h4 data-v-8a3d0b12>Mobil Uygulama</h4>
<a data-v-8a3d0b12 href="https://apps.apple.com/tr/app/otelix-mobil/id1609823471"><img data-v-8a3d0b12 src="/_nuxt/img/app-store-tr.1f3c.svg" alt="App Store'dan İndirin" width="120" height="40"></a>
<a data-v-8a3d0b12 href="https://play.google.com/store/apps/details?id=com.otelix.mobil"><img data-v-8a3d0b12 src="/_nuxt/img/google-play-tr.9a0e.svg" alt="Google Play'den Alın" width="135" height="40"></a></div>
<div data-v-8a3d0b12><h4 data-v-8a3d0b12>Üyelik ve Sertifikalar</h4>
<p data-v-8a3d0b12><a data-v-8a3d0b12 href="https://www.tursab.org.tr/">TÜRSAB</a> üyesidir (Belge No: 12873). ISO/IEC 27001 belgesi <a data-v-8a3d0b12 href="https://www.tse.org.tr/">TSE</a> tarafından verilmiştir.</p></div>
</div>
<div data-v-8a3d0b12 class="container footer-bottom"><span data-v-8a3d0b12>© 2024 Otelix Yazılım A.Ş.</span>
<span data-v-8a3d0b12 class="payment-logos"><img data-v-8a3d0b12 src="/_nuxt/img/visa.svg" alt="Visa" width="38" height="24"><img data-v-8a3d0b12 src="/_nuxt/img/mastercard.svg" alt="Mastercard" width="38" height="24"><img data-v-8a3d0b12 src="/_nuxt/img/troy.svg" alt="Troy" width="38" height="24"></span>
<ul data-v-8a3d0b12 class="social"><li data-v-8a3d0b12><a data-v-8a3d0b12 href="https://www.instagram.com/otelixtr/">Instagram</a></li><li data-v-8a3d0b12><a data-v-8a3d0b12 href="https://www.linkedin.com/company/otelix/">LinkedIn</a></li><li data-v-8a3d0b12><a data-v-8a3d0b12 href="https://www.youtube.com/@otelix">YouTube</a></li></ul></div>
</footer>`;

const doc = (title: string, description: string, path: string, body: string, state: unknown): string => `<!doctype html>
<html lang="tr" data-n-head="%7B%22lang%22:%7B%22ssr%22:%22tr%22%7D%7D">
<head>
<title>${title}</title><meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1"><meta data-n-head="ssr" data-hid="description" name="description" content="${description}"><link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico"><link data-n-head="ssr" rel="canonical" href="https://otelix.com.tr${path}"><link data-n-head="ssr" rel="alternate" hreflang="en" href="https://otelix.com/en/">
<script data-n-head="ssr" src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4XZ1P" async></script>
<script data-n-head="ssr" src="https://mc.yandex.ru/metrika/tag.js" async></script>
<link rel="preload" href="/_nuxt/3a81c4e.js" as="script"><link rel="preload" href="/_nuxt/7f02d5b.js" as="script"><link rel="preload" href="/_nuxt/css/4b2e9c1.css" as="style"><link rel="preload" href="/_nuxt/b1d6a08.js" as="script"><link rel="stylesheet" href="/_nuxt/css/4b2e9c1.css">
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-2c7a9e41 class="layout">${nav}<main data-v-2c7a9e41>${body}</main>${footer}</div></div></div>
<script>window.__NUXT__=${JSON.stringify({ layout: 'default', data: [state], fetch: {}, error: null, serverRendered: true, routePath: path, config: { _app: { basePath: '/', assetsPath: '/_nuxt/', cdnURL: null } } })};</script>
<script src="/_nuxt/3a81c4e.js" defer></script><script src="/_nuxt/b1d6a08.js" defer></script><script src="/_nuxt/7f02d5b.js" defer></script>
</body>
</html>`;

const kart = (e: Entegrasyon): string => `<article data-v-61e0c3d4 class="integration-card" data-kategori="${e.kategori}">
<h3 data-v-61e0c3d4>${e.ad}</h3><span data-v-61e0c3d4 class="tag">${e.kategori}</span><p data-v-61e0c3d4>${e.aciklama}</p>
<a data-v-61e0c3d4 href="${e.web}" target="_blank" rel="noopener">Web sitesi</a></article>`;

const entegrasyonBody = (
  liste: Entegrasyon[],
  sayfa: number,
): string => `<section data-v-61e0c3d4 class="page-hero"><div data-v-61e0c3d4 class="container"><h1 data-v-61e0c3d4>Entegrasyonlar</h1><p data-v-61e0c3d4>Otelix; kanal yöneticileri, online seyahat acenteleri, ödeme kuruluşları ve muhasebe yazılımlarıyla hazır entegrasyonlara sahiptir. Tüm entegrasyonlar her pakete dahildir.</p></div></section>
<section data-v-61e0c3d4 class="container">
<div data-v-61e0c3d4 class="tabs" role="tablist"><button data-v-61e0c3d4 role="tab" aria-selected="true">Tümü</button><button data-v-61e0c3d4 role="tab" aria-selected="false">Kanal Yöneticileri</button><button data-v-61e0c3d4 role="tab" aria-selected="false">OTA Bağlantıları</button><button data-v-61e0c3d4 role="tab" aria-selected="false">Ödeme Sistemleri</button><button data-v-61e0c3d4 role="tab" aria-selected="false">PMS ve Muhasebe</button></div>
<div data-v-61e0c3d4 class="integration-grid">${liste.map(kart).join('\n')}</div>
<nav data-v-61e0c3d4 class="pagination" aria-label="Sayfalama">${sayfa === 1 ? '<span data-v-61e0c3d4 class="current">1</span><a data-v-61e0c3d4 href="/entegrasyonlar?sayfa=2">2</a><a data-v-61e0c3d4 href="/entegrasyonlar?sayfa=2" rel="next">Sonraki</a>' : '<a data-v-61e0c3d4 href="/entegrasyonlar" rel="prev">Önceki</a><a data-v-61e0c3d4 href="/entegrasyonlar">1</a><span data-v-61e0c3d4 class="current">2</span>'}</nav>
<p data-v-61e0c3d4>Listede olmayan bir sistem mi kullanıyorsunuz? <a data-v-61e0c3d4 href="https://docs.otelix.com.tr/api">Açık API dokümantasyonumuzu</a> inceleyin.</p>
</section>`;

const home = doc(
  'Otelix – Otel Rezervasyon Yazılımı ve Online Rezervasyon Motoru',
  'Otelix; butik oteller, pansiyonlar ve tatil köyleri için bulut tabanlı rezervasyon motoru, ön büro ve kanal entegrasyonları sunar.',
  '/',
  `<section data-v-3b9e0f21 class="hero"><div data-v-3b9e0f21 class="container"><h1 data-v-3b9e0f21>Komisyonsuz direkt rezervasyon, tek panelden otel yönetimi</h1><p data-v-3b9e0f21>Rezervasyon motoru, ön büro ve kanal yönetimi tek bir bulut platformda. 1.200’den fazla otel Otelix kullanıyor.</p><a data-v-3b9e0f21 href="/demo" class="btn btn-primary">Demo talep edin</a></div></section>
<section data-v-3b9e0f21 class="logos"><div data-v-3b9e0f21 class="container"><h2 data-v-3b9e0f21>Bize güvenen oteller</h2><ul data-v-3b9e0f21>
<li data-v-3b9e0f21><img data-v-3b9e0f21 src="/_nuxt/img/ref-kaleici.png" alt="Kaleiçi Butik Otel"></li>
<li data-v-3b9e0f21><img data-v-3b9e0f21 src="/_nuxt/img/ref-uchisar.png" alt="Uçhisar Cave Suites"></li>
<li data-v-3b9e0f21><img data-v-3b9e0f21 src="/_nuxt/img/ref-datca.png" alt="Datça Taşev Otel"></li>
</ul><a data-v-3b9e0f21 href="/referanslar">Tüm referanslar</a></div></section>
<section data-v-3b9e0f21 class="features"><div data-v-3b9e0f21 class="container"><h2 data-v-3b9e0f21>Kanal yöneticinizle uyumlu</h2><p data-v-3b9e0f21>KanalPro, SyncRoom ve OdaLink gibi kanal yöneticileriyle çift yönlü çalışır. <a data-v-3b9e0f21 href="/entegrasyonlar">Tüm entegrasyonlar</a></p></div></section>
<section data-v-3b9e0f21 class="press"><div data-v-3b9e0f21 class="container"><h2 data-v-3b9e0f21>Basında Otelix</h2><p data-v-3b9e0f21><a data-v-3b9e0f21 href="https://www.turizmguncel.com/haber/otelix-yeni-yatirim">Turizm Güncel: Antalyalı otel yazılımı Otelix’e yeni yatırım</a></p></div></section>`,
  { hero: 'direkt-rezervasyon', otelSayisi: 1200 },
);

const ent1 = doc(
  'Entegrasyonlar – Otelix',
  'Otelix kanal yöneticisi, OTA, ödeme ve muhasebe entegrasyonları.',
  '/entegrasyonlar',
  entegrasyonBody(sayfa1, 1),
  { sayfa: 1, toplamSayfa: 2, entegrasyonlar: sayfa1 },
);

const ent2 = doc(
  'Entegrasyonlar (Sayfa 2) – Otelix',
  'Otelix kanal yöneticisi, OTA, ödeme ve muhasebe entegrasyonları.',
  '/entegrasyonlar?sayfa=2',
  entegrasyonBody(sayfa2, 2),
  { sayfa: 2, toplamSayfa: 2, entegrasyonlar: sayfa2 },
);

const cozum = doc(
  'Çözüm Ortakları – Otelix',
  'Otelix yetkili satış ve kurulum çözüm ortakları.',
  '/cozum-ortaklari',
  `<section data-v-0d4e7a19 class="page-hero"><div data-v-0d4e7a19 class="container"><h1 data-v-0d4e7a19>Çözüm Ortakları</h1><p data-v-0d4e7a19>Otelix’i bölgenizde satan, kuran ve personel eğitimini veren yetkili çözüm ortaklarımız:</p></div></section>
<section data-v-0d4e7a19 class="container"><table data-v-0d4e7a19 class="partner-table"><thead data-v-0d4e7a19><tr data-v-0d4e7a19><th data-v-0d4e7a19>Bölge</th><th data-v-0d4e7a19>Firma</th><th data-v-0d4e7a19>Yetki</th><th data-v-0d4e7a19>Web</th></tr></thead><tbody data-v-0d4e7a19>
<tr data-v-0d4e7a19><td data-v-0d4e7a19>Antalya</td><td data-v-0d4e7a19>Akdeniz Otel Teknolojileri</td><td data-v-0d4e7a19>Satış, kurulum, eğitim</td><td data-v-0d4e7a19><a data-v-0d4e7a19 href="https://www.akdenizotelteknoloji.com.tr/">akdenizotelteknoloji.com.tr</a></td></tr>
<tr data-v-0d4e7a19><td data-v-0d4e7a19>Muğla (Bodrum, Fethiye)</td><td data-v-0d4e7a19>Ege Dijital Turizm</td><td data-v-0d4e7a19>Satış, kurulum</td><td data-v-0d4e7a19><a data-v-0d4e7a19 href="https://egedijital.com.tr/">egedijital.com.tr</a></td></tr>
<tr data-v-0d4e7a19><td data-v-0d4e7a19>Nevşehir (Kapadokya)</td><td data-v-0d4e7a19>Kapadokya Yazılım</td><td data-v-0d4e7a19>Satış, kurulum, eğitim</td><td data-v-0d4e7a19><a data-v-0d4e7a19 href="https://www.kapadokyayazilim.com/">kapadokyayazilim.com</a></td></tr>
<tr data-v-0d4e7a19><td data-v-0d4e7a19>İstanbul, Marmara</td><td data-v-0d4e7a19>Boğaziçi Otel Danışmanlık</td><td data-v-0d4e7a19>Satış, danışmanlık</td><td data-v-0d4e7a19><a data-v-0d4e7a19 href="https://bogazicidanismanlik.com.tr/">bogazicidanismanlik.com.tr</a></td></tr>
<tr data-v-0d4e7a19><td data-v-0d4e7a19>KKTC</td><td data-v-0d4e7a19>Lefkoşa Bilişim</td><td data-v-0d4e7a19>Satış</td><td data-v-0d4e7a19><a data-v-0d4e7a19 href="https://www.lefkosabilisim.com/">lefkosabilisim.com</a></td></tr>
</tbody></table>
<h2 data-v-0d4e7a19>Çözüm ortağımız olun</h2><p data-v-0d4e7a19>Turizm sektörüne hizmet veren bir yazılım ya da danışmanlık firmasıysanız <a data-v-0d4e7a19 href="/iletisim?konu=cozum-ortakligi">başvuru formunu</a> doldurun.</p>
<p data-v-0d4e7a19>Teknik entegrasyon ortaklarımız için <a data-v-0d4e7a19 href="/entegrasyonlar">Entegrasyonlar</a> sayfasına bakın.</p></section>`,
  { ortakSayisi: 5 },
);

const referanslar = doc(
  'Referanslar – Otelix',
  'Otelix kullanan oteller.',
  '/referanslar',
  `<section data-v-7e2c4b80 class="page-hero"><div data-v-7e2c4b80 class="container"><h1 data-v-7e2c4b80>Referanslar</h1><p data-v-7e2c4b80>Türkiye ve KKTC’de 1.200’den fazla otel rezervasyonlarını Otelix ile yönetiyor.</p></div></section>
<section data-v-7e2c4b80 class="container reference-grid">
<figure data-v-7e2c4b80><a data-v-7e2c4b80 href="https://www.kaleicibutik.com.tr/" title="Kaleiçi Butik Otel"><img data-v-7e2c4b80 src="/_nuxt/img/ref-kaleici.png" alt="Kaleiçi Butik Otel"></a><figcaption data-v-7e2c4b80>“Direkt rezervasyonlarımız %42 arttı.”</figcaption></figure>
<figure data-v-7e2c4b80><a data-v-7e2c4b80 href="https://uchisarcave.com/" title="Uçhisar Cave Suites"><img data-v-7e2c4b80 src="/_nuxt/img/ref-uchisar.png" alt="Uçhisar Cave Suites"></a></figure>
<figure data-v-7e2c4b80><a data-v-7e2c4b80 href="https://www.datcatasev.com/" title="Datça Taşev Otel"><img data-v-7e2c4b80 src="/_nuxt/img/ref-datca.png" alt="Datça Taşev Otel"></a></figure>
<figure data-v-7e2c4b80><a data-v-7e2c4b80 href="https://www.sirincekonak.com.tr/" title="Şirince Konak"><img data-v-7e2c4b80 src="/_nuxt/img/ref-sirince.png" alt="Şirince Konak"></a></figure>
</section>`,
  { referanslar: 4 },
);

const iletisim = doc(
  'İletişim – Otelix',
  'Otelix satış ve destek ekibine ulaşın.',
  '/iletisim',
  `<section data-v-4c1f8e22 class="container"><h1 data-v-4c1f8e22>İletişim</h1>
<p data-v-4c1f8e22>Satış: <a data-v-4c1f8e22 href="mailto:satis@otelix.com.tr">satis@otelix.com.tr</a> · Destek: 0850 305 41 41 (7/24)</p>
<form data-v-4c1f8e22 class="contact-form" action="/api/iletisim" method="post"><label data-v-4c1f8e22>Ad Soyad<input data-v-4c1f8e22 name="adSoyad" type="text"></label><label data-v-4c1f8e22>Otel adı<input data-v-4c1f8e22 name="otel" type="text"></label><label data-v-4c1f8e22>E-posta<input data-v-4c1f8e22 name="eposta" type="email"></label><label data-v-4c1f8e22>Mesajınız<textarea data-v-4c1f8e22 name="mesaj"></textarea></label><button data-v-4c1f8e22 type="submit">Gönder</button></form></section>`,
  { form: 'iletisim' },
);

export const site: CorpusSite = {
  domain: 'otelix.com.tr',
  otherDomains: ['otelix.com'],
  covers:
    'Turkish hotel-booking software on Nuxt 2 (SSR, window.__NUXT__ with the integration list) behind Cloudflare: integrations grid with category tabs, paginated with ?sayfa=2, cards linking to channel managers, OTAs, payment and accounting tools; reseller table on a “Çözüm Ortakları” page; negatives: hotel customer logos and links, app store badges, TÜRSAB membership, TSE certification, payment-card images, data-protection authority link, job board, press, API docs subdomain, own English domain',
  pages: {
    '/': { headers, html: home },
    '/entegrasyonlar': { headers, html: ent1 },
    '/entegrasyonlar?sayfa=2': { headers, html: ent2 },
    '/cozum-ortaklari': { headers, html: cozum },
    '/referanslar': { headers, html: referanslar },
    '/iletisim': { headers, html: iletisim },
  },
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'http-3', 'google-analytics', 'google-tag-manager', 'yandex-metrika'],
  partners: {
    'kanalpro.com.tr': 'technology',
    'syncroom.io': 'technology',
    'odalink.com': 'technology',
    'booking.com': 'technology',
    'expediagroup.com': 'technology',
    'etstur.com': 'technology',
    'iyzico.com': 'technology',
    'paytr.com': 'technology',
    'logo.com.tr': 'technology',
    'konukpms.com': 'technology',
    'akdenizotelteknoloji.com.tr': 'channel',
    'egedijital.com.tr': 'channel',
    'kapadokyayazilim.com': 'channel',
    'bogazicidanismanlik.com.tr': 'channel',
    'lefkosabilisim.com': 'channel',
  },
};
