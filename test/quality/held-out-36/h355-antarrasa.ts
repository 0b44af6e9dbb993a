import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f2a61c0de4b9a77-CGK',
  'cf-cache-status': 'DYNAMIC',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, path: string, desc: string): string => `<!DOCTYPE html>
<html lang="id" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.B3kq9XzA.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Cw1f7QmR.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/D9xTn2Lp.js">
<script type="module" src="/_nuxt/Cw1f7QmR.js" crossorigin></script>
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="https://antarrasa.co.id/og-image.png">
<meta property="og:url" content="https://antarrasa.co.id${path}">
<meta name="apple-itunes-app" content="app-id=1588812345">
<link rel="canonical" href="https://antarrasa.co.id${path}">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5RXZ8PQ');</script>
<!-- End Google Tag Manager -->
</head>`;

const shell = (inner: string, route: string): string => `<body>
<div id="__nuxt"><div data-v-3a9f1c2e class="app-layout">
<header data-v-7b2d4e10 class="site-header">
  <a data-v-7b2d4e10 href="/" class="logo"><img data-v-7b2d4e10 src="/img/logo-antarrasa.svg" alt="AntarRasa"></a>
  <nav data-v-7b2d4e10 class="main-nav" aria-label="Navigasi utama">
    <a data-v-7b2d4e10 href="/">Pelanggan</a>
    <a data-v-7b2d4e10 href="/mitra/merchant">Mitra Merchant</a>
    <a data-v-7b2d4e10 href="/mitra/kurir">Mitra Kurir</a>
    <a data-v-7b2d4e10 href="/bisnis">AntarRasa for Business</a>
    <a data-v-7b2d4e10 href="/tentang-kami">Tentang Kami</a>
  </nav>
  <a data-v-7b2d4e10 href="https://app.antarrasa.co.id/download" class="btn btn-primary">Unduh Aplikasi</a>
</header>
${inner}
<footer data-v-91cc0a5d class="site-footer">
  <div data-v-91cc0a5d class="footer-grid">
    <div data-v-91cc0a5d><p class="footer-title">AntarRasa</p><ul><li><a href="/tentang-kami">Tentang Kami</a></li><li><a href="/blog">Blog</a></li><li><a href="https://www.lokerkita.id/perusahaan/antarrasa">Karier</a></li><li><a href="/media">Ruang Media</a></li></ul></div>
    <div data-v-91cc0a5d><p class="footer-title">Mitra</p><ul><li><a href="/mitra/merchant">Daftar Mitra Merchant</a></li><li><a href="/mitra/kurir">Daftar Mitra Kurir</a></li><li><a href="/integrasi">Integrasi &amp; API</a></li><li><a href="https://merchant.antarrasa.co.id/login">Portal Merchant</a></li></ul></div>
    <div data-v-91cc0a5d><p class="footer-title">Bantuan</p><ul><li><a href="/bantuan">Pusat Bantuan</a></li><li><a href="/syarat-ketentuan">Syarat &amp; Ketentuan</a></li><li><a href="/kebijakan-privasi">Kebijakan Privasi</a></li></ul></div>
    <div data-v-91cc0a5d><p class="footer-title">Unduh aplikasi</p>
      <a href="https://apps.apple.com/id/app/antarrasa/id1588812345"><img src="/img/badge-app-store-id.svg" alt="Download di App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=id.antarrasa.customer"><img src="/img/badge-google-play-id.png" alt="Temukan di Google Play"></a>
      <p class="social"><a href="https://www.instagram.com/antarrasa.id">Instagram</a> &middot; <a href="https://www.tiktok.com/@antarrasa.id">TikTok</a> &middot; <a href="https://x.com/antarrasa_id">X</a></p>
    </div>
  </div>
  <div data-v-91cc0a5d class="footer-bottom"><p>Metode pembayaran: <img src="/img/pay-qris.svg" alt="QRIS"> <img src="/img/pay-visa.svg" alt="Visa"> <img src="/img/pay-mastercard.svg" alt="Mastercard"></p><p>&copy; 2026 PT Antar Rasa Nusantara. Terdaftar dan diawasi oleh Kementerian Komunikasi dan Digital.</p></div>
</footer>
</div></div>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.antarrasa.co.id",gtm:{id:"GTM-5RXZ8PQ"}},app:{baseURL:"/",buildId:"4e1b2c3d-9f8a-4b7c-a6d5-e4f3a2b1c0d9",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">[{"state":1,"once":2,"_errors":3,"serverRendered":4,"path":5},{},["Set"],{},true,"${route}"]</script>
<script defer src="https://static.cloudflareinsights.com/beacon.min.js/vcd15cbe7772f49c399c6a5babf22c1241717689176015" data-cf-beacon='{"token":"9c1e2f3a4b5c6d7e8f90a1b2c3d4e5f6"}'></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'antarrasa.co.id',
  covers:
    'Indonesian food-delivery app on Nuxt 3 behind Cloudflare; merchant page with featured restaurant partners and POS integrations, courier page with fleet and vehicle-financing partners, /integrasi (footer only) with POS, accounting and payment technology partners; investors, press, app-store badges, payment logos, job board and subdomain portals as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('AntarRasa - Pesan Makanan Online, Diantar Cepat', '/', 'Pesan makanan dari ribuan restoran favoritmu di Jakarta, Bandung, Surabaya dan Medan. Diantar dalam 30 menit.')}
${shell(
  `<main data-v-0f4e8a21 class="home">
  <section data-v-0f4e8a21 class="hero"><h1 data-v-0f4e8a21>Lapar? Tinggal pesan, kami antar.</h1><p data-v-0f4e8a21>Lebih dari 40.000 restoran dan warung di 12 kota, diantar rata-rata dalam 28 menit.</p></section>
  <section data-v-0f4e8a21 class="promo"><h2 data-v-0f4e8a21>Promo minggu ini</h2><ul><li>Gratis ongkir untuk pesanan pertama</li><li>Diskon 40% Jumat Berkah</li></ul></section>
  <section data-v-0f4e8a21 class="cta-mitra"><h2 data-v-0f4e8a21>Tumbuh bersama AntarRasa</h2><p data-v-0f4e8a21>Punya usaha kuliner? <a href="/mitra/merchant">Daftar jadi mitra merchant</a>. Mau penghasilan tambahan? <a href="/mitra/kurir">Gabung jadi mitra kurir</a>.</p></section>
  <section data-v-0f4e8a21 class="testi"><blockquote>"Aplikasinya cepat, kurirnya ramah." <cite>Dewi, Bandung</cite></blockquote></section>
</main>`,
  '/',
)}`,
    },
    '/mitra/merchant': {
      headers,
      html: `${head('Jadi Mitra Merchant AntarRasa', '/mitra/merchant', 'Daftarkan restoran, kafe atau warungmu di AntarRasa dan jangkau jutaan pelanggan baru.')}
${shell(
  `<main data-v-5c8e2b44 class="mitra-merchant">
  <section class="hero"><h1>Jadi Mitra Merchant</h1><p>Komisi mulai 15%, pencairan dana harian, dan dashboard penjualan gratis.</p><a href="https://merchant.antarrasa.co.id/daftar" class="btn">Daftar sekarang</a></section>
  <section class="featured"><h2>Mitra restoran pilihan</h2>
    <p>Beberapa mitra restoran yang sudah tumbuh bersama AntarRasa sejak 2022:</p>
    <div class="merchant-carousel" role="list">
      <div role="listitem" class="merchant-card"><img src="/img/merchant/ayam-geprek-mbak-sri.jpg" alt="Ayam Geprek Mbak Sri"><h3>Ayam Geprek Mbak Sri</h3><p>210 outlet di Jawa &amp; Bali</p><a href="https://www.geprekmbaksri.com/" target="_blank" rel="noopener">Kunjungi situs</a></div>
      <div role="listitem" class="merchant-card"><img src="/img/merchant/kopi-senja.jpg" alt="Kopi Senja Nusantara"><h3>Kopi Senja Nusantara</h3><p>Kopi susu gula aren, 85 gerai</p><a href="https://kopisenjanusantara.co.id/" target="_blank" rel="noopener">Kunjungi situs</a></div>
      <div role="listitem" class="merchant-card"><img src="/img/merchant/bakmi-atom.jpg" alt="Bakmi Atom 1968"><h3>Bakmi Atom 1968</h3><p>Bakmi legendaris dari Medan</p><a href="https://www.bakmiatom.id/" target="_blank" rel="noopener">Kunjungi situs</a></div>
    </div>
  </section>
  <section class="pos"><h2>Terhubung dengan sistem kasirmu</h2>
    <p>Pesanan AntarRasa masuk langsung ke mesin kasir (POS) mitra kami. Lihat semua di halaman <a href="/integrasi">Integrasi</a>.</p>
  </section>
  <section class="faq"><h2>Pertanyaan umum</h2>
    <details><summary>Berapa lama proses verifikasi?</summary><p>Maksimal 3 hari kerja setelah dokumen lengkap.</p></details>
    <details><summary>Dokumen apa saja yang dibutuhkan?</summary><p>KTP pemilik, NIB, foto menu dan rekening bank.</p></details>
  </section>
</main>`,
  '/mitra/merchant',
)}`,
    },
    '/mitra/kurir': {
      headers,
      html: `${head('Jadi Mitra Kurir AntarRasa', '/mitra/kurir', 'Gabung jadi mitra kurir AntarRasa: jam kerja fleksibel dan pendapatan harian.')}
${shell(
  `<main data-v-2b7f9d03 class="mitra-kurir">
  <section class="hero"><h1>Jadi Mitra Kurir</h1><p>Atur jam kerjamu sendiri. Pendapatan cair setiap hari.</p></section>
  <section class="armada"><h2>Mitra armada</h2>
    <p>Tidak punya motor? Bergabunglah lewat mitra armada kami yang menyediakan kendaraan, pelatihan dan asuransi.</p>
    <ul>
      <li><a href="https://www.lajukirim.co.id/" target="_blank" rel="noopener">PT Laju Kirim Logistik</a> &ndash; Jabodetabek &amp; Bandung</li>
      <li><a href="https://armadasatu.id/" target="_blank" rel="noopener">Armada Satu</a> &ndash; Surabaya, Malang &amp; Bali</li>
    </ul>
  </section>
  <section class="ev"><h2>Motor listrik untuk mitra kurir</h2>
    <p>Bekerja sama dengan <a href="https://www.voltmotor.co.id/kurir" target="_blank" rel="noopener">Volt Motor Indonesia</a> dan <a href="https://www.danakendara.co.id/" target="_blank" rel="noopener">Dana Kendara Finance</a>, mitra kurir bisa menyewa-beli motor listrik mulai Rp35.000 per hari.</p>
  </section>
  <section class="syarat"><h2>Syarat pendaftaran</h2><ol><li>Usia 18&ndash;55 tahun</li><li>SIM C aktif</li><li>Smartphone Android 9 ke atas</li></ol><a href="https://driver.antarrasa.co.id/daftar" class="btn">Daftar jadi kurir</a></section>
</main>`,
  '/mitra/kurir',
)}`,
    },
    '/integrasi': {
      headers,
      html: `${head('Integrasi & Mitra Teknologi - AntarRasa', '/integrasi', 'Sistem POS, akuntansi dan pembayaran yang terintegrasi dengan AntarRasa.')}
${shell(
  `<main data-v-8d1a6c57 class="integrasi">
  <h1>Integrasi &amp; Mitra Teknologi</h1>
  <p>Hubungkan outlet kamu dengan AntarRasa melalui mitra teknologi resmi kami, atau bangun sendiri dengan <a href="https://developer.antarrasa.co.id/">AntarRasa Merchant API</a>.</p>
  <div class="filter-bar" role="tablist"><button role="tab" aria-selected="true">Semua</button><button role="tab">Kasir (POS)</button><button role="tab">Akuntansi</button><button role="tab">Pembayaran</button></div>
  <div class="integration-grid">
    <a class="integration-card" data-category="pos" href="https://www.kasirpintar.id/integrasi/antarrasa" target="_blank" rel="noopener"><img src="/img/integrasi/kasirpintar.svg" alt="KasirPintar"><h3>KasirPintar</h3><p>Pesanan masuk otomatis ke POS dan stok menu tersinkron.</p><span class="tag">Kasir (POS)</span></a>
    <a class="integration-card" data-category="pos" href="https://olsera-resto.com/" target="_blank" rel="noopener"><img src="/img/integrasi/olsera-resto.svg" alt="Olsera Resto"><h3>Olsera Resto</h3><p>Integrasi menu, harga dan status pesanan.</p><span class="tag">Kasir (POS)</span></a>
    <a class="integration-card" data-category="akuntansi" href="https://www.bukukas.id/" target="_blank" rel="noopener"><img src="/img/integrasi/bukukas.svg" alt="BukuKas"><h3>BukuKas</h3><p>Laporan penjualan harian otomatis ke pembukuan.</p><span class="tag">Akuntansi</span></a>
    <a class="integration-card" data-category="pembayaran" href="https://www.bayarcepat.co.id/" target="_blank" rel="noopener"><img src="/img/integrasi/bayarcepat.svg" alt="BayarCepat"><h3>BayarCepat</h3><p>Payment gateway untuk QRIS, virtual account dan e-wallet.</p><span class="tag">Pembayaran</span></a>
  </div>
  <section><h2>Ingin menjadi mitra integrasi?</h2><p>Penyedia POS dan software restoran dapat mengajukan kemitraan teknologi melalui <a href="mailto:partnership@antarrasa.co.id">partnership@antarrasa.co.id</a>.</p></section>
</main>`,
  '/integrasi',
)}`,
    },
    '/tentang-kami': {
      headers,
      html: `${head('Tentang Kami - AntarRasa', '/tentang-kami', 'Cerita AntarRasa, aplikasi pesan-antar makanan karya anak bangsa.')}
${shell(
  `<main data-v-6e3b1f88 class="tentang">
  <h1>Tentang AntarRasa</h1>
  <p>AntarRasa didirikan pada 2021 oleh Rizky Pratama dan Anindya Putri di Bandung dengan misi membantu UMKM kuliner go digital.</p>
  <section><h2>Didukung oleh</h2>
    <ul class="investor-logos">
      <li><a href="https://www.garudaventures.vc/portfolio" target="_blank" rel="noopener"><img src="/img/investor/garuda-ventures.svg" alt="Garuda Ventures"></a></li>
      <li><a href="https://archipelagocapital.com/" target="_blank" rel="noopener"><img src="/img/investor/archipelago.svg" alt="Archipelago Capital"></a></li>
    </ul>
  </section>
  <section><h2>Diliput oleh</h2>
    <p><a href="https://www.teknokini.id/2025/08/antarrasa-seri-b" target="_blank" rel="noopener">TeknoKini: AntarRasa raih pendanaan Seri B</a> &middot; <a href="https://www.bisnisharian.co.id/startup/antarrasa-ekspansi-medan" target="_blank" rel="noopener">Bisnis Harian</a></p>
  </section>
  <section><h2>Penghargaan</h2><p>Startup Pilihan UMKM Digital 2025 dari <a href="https://www.umkmdigitalawards.id/" target="_blank" rel="noopener">UMKM Digital Awards</a>.</p></section>
</main>`,
  '/tentang-kami',
)}`,
    },
  },
  sitemap: [
    'https://antarrasa.co.id/',
    'https://antarrasa.co.id/mitra/merchant',
    'https://antarrasa.co.id/mitra/kurir',
    'https://antarrasa.co.id/integrasi',
    'https://antarrasa.co.id/tentang-kami',
  ],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'cloudflare-browser-insights', 'google-tag-manager', 'hsts', 'open-graph'],
  partners: {
    'geprekmbaksri.com': 'generic',
    'kopisenjanusantara.co.id': 'generic',
    'bakmiatom.id': 'generic',
    'lajukirim.co.id': 'generic',
    'armadasatu.id': 'generic',
    'voltmotor.co.id': 'generic',
    'danakendara.co.id': 'generic',
    'kasirpintar.id': 'technology',
    'olsera-resto.com': 'technology',
    'bukukas.id': 'technology',
    'bayarcepat.co.id': 'technology',
  },
};
