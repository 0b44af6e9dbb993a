import type { CorpusSite } from '../corpus/types.js';

/*
 * Nusantara Fiber: an Indonesian fibre ISP (home and business internet) with a Nuxt 3 server-rendered site behind
 * Cloudflare, GTM, Hotjar and a WhatsApp chat button. Unknown paths fall back to the app shell (catch-all) and the site
 * publishes no sitemap. Its mitra-kami page holds an accordion of resellers by region.
 */

const D = 'https://nusantarafiber.co.id';
const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a3d5e7f9b1c2d4e-CGK',
  'cf-cache-status': 'DYNAMIC',
  'x-frame-options': 'SAMEORIGIN',
  vary: 'Accept-Encoding',
};

const V = 'data-v-4f2a9c1e';
const N = 'data-v-8b3e6d20';

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="id" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Nusantara Fiber</title>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-NF7K2QX" async></script>
<script src="https://static.hotjar.com/c/hotjar-3729104.js?sv=6" async></script>
<link rel="stylesheet" href="/_nuxt/entry.B8w2kQ9x.css">
<link rel="stylesheet" href="/_nuxt/default.Dk3mP1aZ.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqT4sN8v.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/C2xLm9Fe.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DfR7pY3k.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-nf.C4Xk2pQ1.svg">
<link rel="icon" type="image/png" href="/favicon.png">
<meta name="description" content="${description}">
<meta property="og:title" content="${title} | Nusantara Fiber">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${D}/og/nusantara-fiber.jpg">
<meta property="og:url" content="${D}${path}">
<meta property="og:locale" content="id_ID">
<link rel="canonical" href="${D}${path}">
<script type="module" src="/_nuxt/BqT4sN8v.js" crossorigin></script>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'PT Nusantara Fiber Nusantara',
    alternateName: 'Nusantara Fiber',
    url: D,
    logo: `${D}/logo-nf.png`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: '+62-21-5099-8800',
      contactType: 'customer service',
      areaServed: 'ID',
      availableLanguage: ['id', 'en'],
    },
    sameAs: ['https://www.instagram.com/nusantarafiber', 'https://www.youtube.com/@nusantarafiber'],
  })}</script>
</head>`;
}

const navLinks: [string, string][] = [
  ['/paket-internet', 'Paket Rumah'],
  ['/bisnis', 'Bisnis'],
  ['/mitra-kami', 'Mitra Kami'],
  ['/tentang-kami', 'Tentang Kami'],
  ['/hubungi-kami', 'Hubungi Kami'],
];

function header(path: string): string {
  return `<body><div id="__nuxt"><div ${N} class="layout-default">
<div ${N} class="topbar"><div ${N} class="container topbar__inner"><span ${N}>Gangguan? Hubungi 24 jam: <a ${N} href="tel:+622150998800">021-5099-8800</a></span><span ${N}><a ${N} href="https://my.nusantarafiber.co.id/masuk">Masuk ke MyNF</a> &middot; <a ${N} href="https://my.nusantarafiber.co.id/bayar">Bayar Tagihan</a></span></div></div>
<header ${N} class="header"><div ${N} class="container header__inner">
  <a ${N} href="/" class="router-link-active header__logo" aria-label="Beranda Nusantara Fiber"><img ${N} src="/_nuxt/logo-nf.C4Xk2pQ1.svg" alt="Nusantara Fiber" width="180" height="40"></a>
  <nav ${N} class="header__nav" aria-label="Navigasi utama"><ul ${N} class="header__menu">
${navLinks.map(([h, l]) => `    <li ${N}><a ${N} href="${h}" class="${h === path ? 'router-link-active router-link-exact-active ' : ''}header__link"${h === path ? ' aria-current="page"' : ''}>${l}</a></li>`).join('\n')}
  </ul>
  <div ${N} class="megamenu" style="display:none;"><div ${N} class="megamenu__col"><p ${N} class="megamenu__title">Internet Rumah</p><a ${N} href="/paket-internet#nf-lite">NF Lite 30 Mbps</a><a ${N} href="/paket-internet#nf-family">NF Family 75 Mbps</a><a ${N} href="/paket-internet#nf-max">NF Max 300 Mbps</a><a ${N} href="/paket-internet#tv">Tambahan TV &amp; Streaming</a></div><div ${N} class="megamenu__col"><p ${N} class="megamenu__title">Bisnis</p><a ${N} href="/bisnis#dedicated">Dedicated Internet</a><a ${N} href="/bisnis#broadband-bisnis">Broadband Bisnis</a><a ${N} href="/bisnis#metro-e">Metro Ethernet</a><a ${N} href="/bisnis#colocation">Colocation</a></div></div>
  </nav>
  <a ${N} href="/paket-internet#cek-jangkauan" class="btn btn--primary">Cek Jangkauan</a>
</div></header>
<main ${N}>`;
}

const footer = `</main>
<footer ${N} class="footer"><div ${N} class="container footer__grid">
  <div ${N} class="footer__brand"><img ${N} src="/_nuxt/logo-nf-white.Bx9Lk2Pq.svg" alt="Nusantara Fiber" width="160" height="36" loading="lazy"><p ${N}>PT Nusantara Fiber Nusantara<br>Gedung Graha Mitra Lt. 12, Jl. Gatot Subroto Kav. 21, Jakarta Selatan 12930</p><p ${N} class="footer__license">Penyelenggara Jaringan Tetap Lokal Berbasis Packet Switched berdasarkan izin <a ${N} href="https://www.kominfo.go.id/" target="_blank" rel="noopener">Kementerian Komunikasi dan Informatika RI</a> No. 1342/KOMINFO/DJPPI/PI.02.02/2021</p></div>
  <div ${N}><p ${N} class="footer__title">Layanan</p><ul ${N}><li ${N}><a ${N} href="/paket-internet">Internet Rumah</a></li><li ${N}><a ${N} href="/bisnis">Internet Bisnis</a></li><li ${N}><a ${N} href="/paket-internet#cek-jangkauan">Cek Jangkauan</a></li><li ${N}><a ${N} href="https://my.nusantarafiber.co.id/bayar">Bayar Tagihan</a></li></ul></div>
  <div ${N}><p ${N} class="footer__title">Perusahaan</p><ul ${N}><li ${N}><a ${N} href="/tentang-kami">Tentang Kami</a></li><li ${N}><a ${N} href="/mitra-kami">Mitra Kami</a></li><li ${N}><a ${N} href="/mitra-kami#jadi-mitra">Jadi Reseller</a></li><li ${N}><a ${N} href="/karier">Karier</a></li><li ${N}><a ${N} href="/hubungi-kami">Hubungi Kami</a></li><li ${N}><a ${N} href="/syarat-dan-ketentuan">Syarat &amp; Ketentuan</a></li><li ${N}><a ${N} href="/kebijakan-privasi">Kebijakan Privasi</a></li></ul></div>
  <div ${N}><p ${N} class="footer__title">Metode Pembayaran</p><ul ${N} class="footer__payments"><li ${N}><img ${N} src="/img/bayar/bca-va.svg" alt="BCA Virtual Account" width="60" height="24" loading="lazy"></li><li ${N}><img ${N} src="/img/bayar/mandiri-va.svg" alt="Mandiri Virtual Account" width="60" height="24" loading="lazy"></li><li ${N}><img ${N} src="/img/bayar/gopay.svg" alt="GoPay" width="60" height="24" loading="lazy"></li><li ${N}><img ${N} src="/img/bayar/ovo.svg" alt="OVO" width="60" height="24" loading="lazy"></li><li ${N}><img ${N} src="/img/bayar/dana.svg" alt="DANA" width="60" height="24" loading="lazy"></li><li ${N}><img ${N} src="/img/bayar/indomaret.svg" alt="Indomaret" width="60" height="24" loading="lazy"></li></ul>
    <p ${N} class="footer__title">Anggota</p><a ${N} href="https://apjii.or.id/" target="_blank" rel="noopener"><img ${N} src="/img/apjii-member.png" alt="Anggota APJII" width="100" height="40" loading="lazy"></a>
    <ul ${N} class="footer__social"><li ${N}><a ${N} href="https://www.instagram.com/nusantarafiber" target="_blank" rel="noopener" aria-label="Instagram">IG</a></li><li ${N}><a ${N} href="https://www.tiktok.com/@nusantarafiber" target="_blank" rel="noopener" aria-label="TikTok">TT</a></li><li ${N}><a ${N} href="https://www.youtube.com/@nusantarafiber" target="_blank" rel="noopener" aria-label="YouTube">YT</a></li><li ${N}><a ${N} href="https://x.com/nusantarafiber" target="_blank" rel="noopener" aria-label="X">X</a></li></ul>
  </div>
</div><div ${N} class="footer__bottom container"><p ${N}>&copy; 2024 Nusantara Fiber. Hak cipta dilindungi. Tautan pendek: <a ${N} href="https://nusantarafiber.id/">nusantarafiber.id</a></p></div></footer>
<a ${N} href="https://api.whatsapp.com/send?phone=6281199880000&amp;text=Halo%20Nusantara%20Fiber" class="wa-float" target="_blank" rel="noopener" aria-label="Chat WhatsApp">Chat WhatsApp</a>
</div></div><div id="teleports"></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">[{"data":1,"state":2,"once":3,"_errors":4,"serverRendered":5,"path":6},["Reactive",7],{},["Set"],["ShallowReactive",8],true,"/",{},{}]</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{gtm:{id:"GTM-NF7K2QX",enabled:true},apiBase:"https://api.nusantarafiber.co.id/v2"},app:{baseURL:"/",buildId:"7c1e9a3f-2b4d-4e6f-8a0c-1d3e5f7a9b2c",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

function page(path: string, title: string, description: string, body: string): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path)}\n${header(path)}\n${body}\n${footer}` };
}

const plans = [
  {
    id: 'nf-lite',
    name: 'NF Lite',
    speed: '30 Mbps',
    price: 'Rp 199.000',
    perks: ['Unlimited tanpa FUP', 'Router Wi-Fi 5 dual-band', 'Gratis instalasi'],
  },
  {
    id: 'nf-family',
    name: 'NF Family',
    speed: '75 Mbps',
    price: 'Rp 289.000',
    perks: ['Unlimited tanpa FUP', 'Router Wi-Fi 6', 'Gratis instalasi', 'Prioritas teknisi 1x24 jam'],
  },
  {
    id: 'nf-pro',
    name: 'NF Pro',
    speed: '150 Mbps',
    price: 'Rp 389.000',
    perks: ['Unlimited tanpa FUP', 'Router Wi-Fi 6 + 1 Mesh', 'IP publik dinamis', 'Prioritas teknisi 1x24 jam'],
  },
  {
    id: 'nf-max',
    name: 'NF Max',
    speed: '300 Mbps',
    price: 'Rp 589.000',
    perks: ['Unlimited tanpa FUP', 'Router Wi-Fi 6 + 2 Mesh', 'IP publik statis', 'Teknisi 6 jam'],
  },
];

const planCards = plans
  .map(
    (p) =>
      `<article ${V} id="${p.id}" class="plan-card"><h3 ${V} class="plan-card__name">${p.name}</h3><p ${V} class="plan-card__speed">${p.speed}</p><p ${V} class="plan-card__price">${p.price}<span ${V}>/bulan</span></p><ul ${V} class="plan-card__perks">${p.perks.map((x) => `<li ${V}>${x}</li>`).join('')}</ul><a ${V} href="/paket-internet?paket=${p.id}#daftar" class="btn btn--primary btn--block">Pilih Paket</a></article>`,
  )
  .join('\n');

const home = page(
  '/',
  'Internet Fiber Unlimited untuk Rumah & Bisnis',
  'Internet fiber optik unlimited tanpa FUP mulai Rp199 ribu per bulan di 48 kota di Indonesia.',
  `<section ${V} class="hero"><div ${V} class="container hero__inner"><div ${V} class="hero__text"><h1 ${V}>Internet fiber yang benar-benar unlimited.</h1><p ${V}>Tanpa FUP, tanpa kuota, tanpa drama. Mulai Rp199 ribu per bulan, sudah tersedia di 48 kota dari Medan sampai Makassar.</p><div ${V} class="hero__cta"><a ${V} href="/paket-internet#cek-jangkauan" class="btn btn--primary">Cek Jangkauan</a><a ${V} href="/paket-internet" class="btn btn--ghost">Lihat Paket</a></div></div><img ${V} src="/img/hero-keluarga.webp" alt="Keluarga menonton streaming di ruang tamu" width="640" height="520" fetchpriority="high" class="hero__img"></div></section>
<section ${V} class="section"><div ${V} class="container"><h2 ${V} class="section__title">Pilih paket internet rumah</h2><div ${V} class="plan-grid">
${planCards}
</div><p ${V} class="note">Harga belum termasuk PPN 11%. Berlaku untuk kontrak 12 bulan.</p></div></section>
<section ${V} class="section section--alt"><div ${V} class="container usp-grid">
  <div ${V} class="usp"><h3 ${V}>100% fiber optik</h3><p ${V}>Kabel fiber sampai ke rumah (FTTH), bukan kabel tembaga.</p></div>
  <div ${V} class="usp"><h3 ${V}>Teknisi lokal</h3><p ${V}>Tim teknisi di setiap kota, rata-rata perbaikan 4 jam.</p></div>
  <div ${V} class="usp"><h3 ${V}>Upload = download</h3><p ${V}>Kecepatan simetris di paket NF Pro dan NF Max.</p></div>
  <div ${V} class="usp"><h3 ${V}>Bayar mudah</h3><p ${V}>Virtual account, e-wallet, atau di minimarket terdekat.</p></div>
</div></section>
<section ${V} class="section"><div ${V} class="container"><h2 ${V} class="section__title">Dipercaya oleh bisnis di seluruh Indonesia</h2><ul ${V} class="client-logos">
<li ${V}><img ${V} src="/img/klien/hotel-anggrek.png" alt="Hotel Anggrek Group" width="140" height="56" loading="lazy"></li>
<li ${V}><img ${V} src="/img/klien/rs-sehat-sentosa.png" alt="RS Sehat Sentosa" width="140" height="56" loading="lazy"></li>
<li ${V}><img ${V} src="/img/klien/kopi-nusa.png" alt="Kopi Nusa" width="140" height="56" loading="lazy"></li>
<li ${V}><img ${V} src="/img/klien/sekolah-cendekia.png" alt="Sekolah Cendekia Bangsa" width="140" height="56" loading="lazy"></li>
<li ${V}><img ${V} src="/img/klien/pabrik-tekstil-jaya.png" alt="PT Tekstil Jaya Abadi" width="140" height="56" loading="lazy"></li>
</ul></div></section>
<section ${V} class="section section--alt"><div ${V} class="container testimonials">
<blockquote ${V}><p ${V}>&ldquo;Sejak pakai NF Family, anak-anak sekolah online dan saya meeting Zoom bersamaan tanpa putus.&rdquo;</p><cite ${V}>Ibu Ratna, Bekasi</cite></blockquote>
<blockquote ${V}><p ${V}>&ldquo;Teknisinya datang jam 9 malam waktu kabel putus kena layangan. Mantap.&rdquo;</p><cite ${V}>Pak Hendra, Medan</cite></blockquote>
</div></section>
<section ${V} class="section"><div ${V} class="container cta-band"><h2 ${V}>Punya usaha di kota Anda?</h2><p ${V}>Jadi reseller Nusantara Fiber dan dapatkan komisi berulang setiap bulan. <a ${V} href="/mitra-kami#jadi-mitra">Pelajari program mitra</a>.</p></div></section>`,
);

const paket = page(
  '/paket-internet',
  'Paket Internet Rumah',
  'Daftar paket internet fiber rumah Nusantara Fiber: NF Lite, NF Family, NF Pro dan NF Max.',
  `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Paket Internet Rumah</h1><p ${V}>Semua paket unlimited tanpa FUP. Pasang dalam 3 hari kerja.</p></div></section>
<section ${V} class="section"><div ${V} class="container"><div ${V} class="plan-grid">
${planCards}
</div></div></section>
<section ${V} id="tv" class="section section--alt"><div ${V} class="container"><h2 ${V}>Tambahan TV &amp; streaming</h2><p ${V}>Tambahkan paket TV kabel 80+ channel mulai Rp50.000 per bulan, atau bundling langganan aplikasi streaming favorit Anda.</p></div></section>
<section ${V} id="cek-jangkauan" class="section"><div ${V} class="container coverage"><h2 ${V}>Cek jangkauan di alamat Anda</h2><form ${V} class="coverage__form" action="/api/jangkauan" method="post"><label ${V} for="kota">Kota</label><select ${V} id="kota" name="kota"><option ${V}>Jakarta</option><option ${V}>Bekasi</option><option ${V}>Tangerang</option><option ${V}>Bandung</option><option ${V}>Semarang</option><option ${V}>Surabaya</option><option ${V}>Medan</option><option ${V}>Palembang</option><option ${V}>Denpasar</option><option ${V}>Balikpapan</option><option ${V}>Makassar</option></select><label ${V} for="alamat">Alamat lengkap</label><input ${V} id="alamat" name="alamat" type="text" placeholder="Nama jalan, nomor rumah, RT/RW"><button ${V} type="submit" class="btn btn--primary">Cek Sekarang</button></form></div></section>
<section ${V} id="daftar" class="section section--alt"><div ${V} class="container"><h2 ${V}>Daftar berlangganan</h2><ol ${V} class="steps"><li ${V}>Cek jangkauan dan pilih paket</li><li ${V}>Isi data dan unggah KTP</li><li ${V}>Teknisi datang dalam 3 hari kerja</li><li ${V}>Bayar tagihan pertama setelah internet aktif</li></ol></div></section>
<section ${V} class="section"><div ${V} class="container faq"><h2 ${V}>Pertanyaan umum</h2>
<div ${V} class="faq__item"><button ${V} class="faq__q" aria-expanded="false">Apakah benar-benar tanpa FUP?</button><div ${V} class="faq__a" style="display:none;"><p ${V}>Ya. Kecepatan tidak diturunkan berapa pun pemakaian Anda.</p></div></div>
<div ${V} class="faq__item"><button ${V} class="faq__q" aria-expanded="false">Berapa biaya instalasi?</button><div ${V} class="faq__a" style="display:none;"><p ${V}>Gratis untuk kontrak 12 bulan. Tanpa kontrak, biaya instalasi Rp500.000.</p></div></div>
<div ${V} class="faq__item"><button ${V} class="faq__q" aria-expanded="false">Bisa pindah alamat?</button><div ${V} class="faq__a" style="display:none;"><p ${V}>Bisa, selama alamat baru berada dalam jangkauan. Biaya relokasi Rp250.000.</p></div></div>
</div></section>`,
);

const bisnis = page(
  '/bisnis',
  'Internet Bisnis & Dedicated',
  'Dedicated internet, broadband bisnis, Metro Ethernet dan colocation untuk perusahaan.',
  `<section ${V} class="page-hero page-hero--dark"><div ${V} class="container"><h1 ${V}>Solusi Bisnis</h1><p ${V}>Koneksi dengan SLA 99,5%, IP statis, dan NOC 24/7 untuk kantor, pabrik, hotel dan sekolah.</p><a ${V} href="/hubungi-kami?topik=bisnis" class="btn btn--primary">Minta Penawaran</a></div></section>
<section ${V} class="section"><div ${V} class="container biz-grid">
<article ${V} id="dedicated" class="biz-card"><h2 ${V}>Dedicated Internet</h2><p ${V}>Bandwidth 1:1 dari 20 Mbps hingga 10 Gbps, IP publik /29, SLA 99,5% dengan kompensasi.</p></article>
<article ${V} id="broadband-bisnis" class="biz-card"><h2 ${V}>Broadband Bisnis</h2><p ${V}>Internet up to 500 Mbps untuk UMKM dengan IP statis dan prioritas penanganan gangguan.</p></article>
<article ${V} id="metro-e" class="biz-card"><h2 ${V}>Metro Ethernet</h2><p ${V}>Koneksi point-to-point dan multipoint antar kantor cabang dalam satu kota atau antar kota.</p></article>
<article ${V} id="colocation" class="biz-card"><h2 ${V}>Colocation</h2><p ${V}>Rak server di data center kami di Jakarta dan Surabaya, dengan akses langsung ke jaringan interkoneksi nasional.</p></article>
</div></section>
<section ${V} class="section section--alt"><div ${V} class="container"><h2 ${V}>Jaringan kami</h2><p ${V}>Backbone fiber sepanjang 14.000 km menghubungkan 48 kota, dengan perangkat dari <a ${V} href="/mitra-kami#teknologi">mitra teknologi</a> kami dan interkoneksi ke jaringan operator nasional.</p><table ${V} class="spec-table"><thead ${V}><tr ${V}><th ${V}>Parameter</th><th ${V}>Dedicated</th><th ${V}>Broadband Bisnis</th></tr></thead><tbody ${V}><tr ${V}><td ${V}>Rasio</td><td ${V}>1:1</td><td ${V}>1:4</td></tr><tr ${V}><td ${V}>SLA</td><td ${V}>99,5%</td><td ${V}>99%</td></tr><tr ${V}><td ${V}>IP statis</td><td ${V}>/29</td><td ${V}>1 IP</td></tr><tr ${V}><td ${V}>Waktu pemulihan</td><td ${V}>4 jam</td><td ${V}>8 jam</td></tr></tbody></table></div></section>`,
);

type Reseller = { name: string; city: string; url: string };
const regions: { region: string; resellers: Reseller[] }[] = [
  {
    region: 'Sumatera',
    resellers: [
      { name: 'Medan NetLink', city: 'Medan, Binjai, Deli Serdang', url: 'https://www.medannetlink.co.id/' },
      { name: 'Palembang Data Solusi', city: 'Palembang', url: 'https://palembangdata.id/' },
    ],
  },
  {
    region: 'Jawa',
    resellers: [
      { name: 'Bandung Konekta', city: 'Bandung, Cimahi', url: 'https://bandungkonekta.net.id/' },
      { name: 'Semarang Jaya Net', city: 'Semarang, Kendal', url: 'https://www.semarangjayanet.co.id/' },
      { name: 'Surabaya Cepat Net', city: 'Surabaya, Sidoarjo, Gresik', url: 'https://surabayacepat.id/' },
    ],
  },
  {
    region: 'Bali &amp; Nusa Tenggara',
    resellers: [{ name: 'Dewata WiFi', city: 'Denpasar, Badung, Gianyar', url: 'https://dewatawifi.com/' }],
  },
  {
    region: 'Kalimantan',
    resellers: [{ name: 'Borneo Link Nusantara', city: 'Balikpapan, Samarinda', url: 'https://www.borneolink.co.id/' }],
  },
  { region: 'Sulawesi', resellers: [{ name: 'Makassar Online', city: 'Makassar, Gowa, Maros', url: 'https://makassaronline.co.id/' }] },
];

const tech: [string, string, string][] = [
  ['huawei', 'Huawei', 'https://www.huawei.com/id/'],
  ['zte', 'ZTE', 'https://www.zte.com.cn/global/'],
  ['mikrotik', 'MikroTik', 'https://mikrotik.com/'],
  ['nokia', 'Nokia', 'https://www.nokia.com/'],
];

const mitra = page(
  '/mitra-kami',
  'Mitra Kami',
  'Mitra reseller, mitra teknologi dan mitra interkoneksi Nusantara Fiber di seluruh Indonesia.',
  `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Mitra Kami</h1><p ${V}>Nusantara Fiber tumbuh bersama mitra lokal di setiap kota, didukung teknologi kelas dunia dan interkoneksi dengan operator nasional.</p></div></section>
<section ${V} id="reseller" class="section"><div ${V} class="container">
  <h2 ${V}>Mitra Reseller</h2>
  <p ${V}>Mitra reseller resmi kami menjual, memasang dan melayani pelanggan Nusantara Fiber di kota mereka. Pilih wilayah Anda:</p>
  <div ${V} class="accordion">
${regions
  .map(
    (r, i) => `    <div ${V} class="accordion__item${i === 0 ? ' accordion__item--open' : ''}">
      <button ${V} class="accordion__header" aria-expanded="${i === 0}" aria-controls="wilayah-${i}">${r.region}<span ${V} class="accordion__count">${r.resellers.length} mitra</span></button>
      <div ${V} id="wilayah-${i}" class="accordion__panel" role="region"${i === 0 ? '' : ' style="display:none;"'}>
        <ul ${V} class="reseller-list">
${r.resellers.map((x) => `          <li ${V} class="reseller"><strong ${V}>${x.name}</strong><span ${V}>${x.city}</span><a ${V} href="${x.url}" target="_blank" rel="noopener">Kunjungi situs</a></li>`).join('\n')}
        </ul>
      </div>
    </div>`,
  )
  .join('\n')}
    <div ${V} class="accordion__item">
      <button ${V} class="accordion__header" aria-expanded="false" aria-controls="wilayah-papua">Maluku &amp; Papua<span ${V} class="accordion__count">segera hadir</span></button>
      <div ${V} id="wilayah-papua" class="accordion__panel" role="region" style="display:none;"><p ${V}>Kami sedang mencari mitra di Ambon dan Jayapura. Tertarik? Lihat di bawah.</p></div>
    </div>
  </div>
</div></section>
<section ${V} id="teknologi" class="section section--alt"><div ${V} class="container">
  <h2 ${V}>Mitra Teknologi</h2>
  <p ${V}>Perangkat OLT, ONT, router dan backbone kami berasal dari mitra teknologi berikut.</p>
  <ul ${V} class="logo-grid">
${tech.map(([slug, name, url]) => `    <li ${V}><a ${V} href="${url}" target="_blank" rel="noopener"><img ${V} src="/img/mitra/${slug}.png" alt="${name}" width="160" height="64" loading="lazy"></a></li>`).join('\n')}
  </ul>
</div></section>
<section ${V} id="interkoneksi" class="section"><div ${V} class="container">
  <h2 ${V}>Mitra Interkoneksi</h2>
  <p ${V}>Lalu lintas internet pelanggan kami dialirkan melalui interkoneksi langsung dengan <a ${V} href="https://www.telkom.co.id/" target="_blank" rel="noopener">Telkom Indonesia</a>, <a ${V} href="https://ioh.co.id/" target="_blank" rel="noopener">Indosat Ooredoo Hutchison</a> dan <a ${V} href="https://www.biznetnetworks.com/" target="_blank" rel="noopener">Biznet</a>, serta peering di Indonesia Internet Exchange dan OpenIXP.</p>
</div></section>
<section ${V} id="jadi-mitra" class="section section--alt"><div ${V} class="container cta-band">
  <h2 ${V}>Jadi Mitra Reseller</h2>
  <p ${V}>Untuk pemilik usaha RT/RW net, toko komputer, atau kontraktor jaringan. Komisi berulang hingga 20%, pelatihan teknisi, dan dukungan pemasaran.</p>
  <form ${V} class="partner-form" action="/api/mitra" method="post"><input ${V} name="nama" placeholder="Nama lengkap" required><input ${V} name="usaha" placeholder="Nama usaha"><input ${V} name="kota" placeholder="Kota"><input ${V} name="wa" placeholder="Nomor WhatsApp" type="tel"><button ${V} type="submit" class="btn btn--primary">Daftar Jadi Mitra</button></form>
</div></section>`,
);

const tentang = page(
  '/tentang-kami',
  'Tentang Kami',
  'Profil PT Nusantara Fiber Nusantara, penyedia internet fiber di 48 kota.',
  `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Tentang Nusantara Fiber</h1><p ${V}>Didirikan tahun 2018 di Jakarta untuk membawa internet fiber yang terjangkau ke kota-kota lapis kedua Indonesia.</p></div></section>
<section ${V} class="section"><div ${V} class="container prose">
<h2 ${V}>Perjalanan kami</h2>
<ul ${V} class="timeline"><li ${V}><strong ${V}>2018</strong> Berdiri dan melayani 1.200 rumah di Bekasi.</li><li ${V}><strong ${V}>2020</strong> Ekspansi ke Bandung, Semarang dan Surabaya.</li><li ${V}><strong ${V}>2022</strong> Membuka program mitra reseller; hadir di 30 kota.</li><li ${V}><strong ${V}>2024</strong> 410.000 pelanggan di 48 kota.</li></ul>
<h2 ${V}>Penghargaan</h2>
<p ${V}>Best Fiber Broadband Challenger di <a ${V} href="https://selular.id/" target="_blank" rel="noopener">Selular Award</a> 2023 dan Top Brand ISP Regional 2024.</p>
<h2 ${V}>Tanggung jawab sosial</h2>
<p ${V}>Program NF Pintar memberikan internet gratis untuk 320 sekolah dan pesantren. Setiap Ramadan kami menyalurkan donasi pelanggan melalui <a ${V} href="https://www.dompetdhuafa.org/" target="_blank" rel="noopener">Dompet Dhuafa</a>.</p>
<h2 ${V}>Manajemen</h2>
<p ${V}>Andi Pratama (Direktur Utama) &middot; Sari Wulandari (Direktur Teknologi) &middot; Budi Santoso (Direktur Komersial) &middot; Maya Lestari (Direktur Keuangan)</p>
</div></section>`,
);

const hubungi = page(
  '/hubungi-kami',
  'Hubungi Kami',
  'Kontak layanan pelanggan, penjualan dan kemitraan Nusantara Fiber.',
  `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Hubungi Kami</h1></div></section>
<section ${V} class="section"><div ${V} class="container contact-grid">
<div ${V}><h2 ${V}>Layanan Pelanggan 24/7</h2><p ${V}>Telepon: <a ${V} href="tel:+622150998800">021-5099-8800</a><br>WhatsApp: <a ${V} href="https://api.whatsapp.com/send?phone=6281199880000" target="_blank" rel="noopener">0811-9988-0000</a><br>Email: <a ${V} href="mailto:halo@nusantarafiber.co.id">halo@nusantarafiber.co.id</a></p>
<h2 ${V}>Penjualan Bisnis</h2><p ${V}><a ${V} href="mailto:bisnis@nusantarafiber.co.id">bisnis@nusantarafiber.co.id</a></p>
<h2 ${V}>Kemitraan</h2><p ${V}><a ${V} href="mailto:mitra@nusantarafiber.co.id">mitra@nusantarafiber.co.id</a></p></div>
<form ${V} class="contact-form" action="/api/kontak" method="post"><label ${V}>Nama<input ${V} name="nama" required></label><label ${V}>Email<input ${V} name="email" type="email" required></label><label ${V}>Nomor HP<input ${V} name="hp" type="tel"></label><label ${V}>Topik<select ${V} name="topik"><option ${V}>Berlangganan baru</option><option ${V}>Gangguan</option><option ${V}>Tagihan</option><option ${V}>Bisnis</option><option ${V}>Kemitraan</option></select></label><label ${V}>Pesan<textarea ${V} name="pesan" rows="5"></textarea></label><button ${V} type="submit" class="btn btn--primary">Kirim</button></form>
</div></section>`,
);

const karier = page(
  '/karier',
  'Karier',
  'Bergabung dengan tim Nusantara Fiber.',
  `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Karier</h1><p ${V}>Bantu kami menghubungkan Indonesia.</p></div></section>
<section ${V} class="section"><div ${V} class="container prose">
<h2 ${V}>Lowongan terbuka</h2>
<ul ${V} class="jobs"><li ${V}>Network Engineer (NOC) &ndash; Jakarta</li><li ${V}>Teknisi Fiber Optik &ndash; Medan, Makassar, Balikpapan</li><li ${V}>Account Manager Bisnis &ndash; Surabaya</li><li ${V}>Frontend Developer (Vue/Nuxt) &ndash; Jakarta / Remote</li></ul>
<p ${V}>Lamar melalui <a ${V} href="https://www.jobstreet.co.id/id/companies/nusantara-fiber" target="_blank" rel="noopener">JobStreet</a> atau <a ${V} href="https://glints.com/id/companies/nusantara-fiber" target="_blank" rel="noopener">Glints</a>. Nusantara Fiber tidak pernah memungut biaya apa pun dalam proses rekrutmen.</p>
</div></section>`,
);

export const site: CorpusSite = {
  domain: 'nusantarafiber.co.id',
  otherDomains: ['nusantarafiber.id'],
  covers:
    'Indonesian fibre ISP on Nuxt 3 behind Cloudflare (catch-all, no sitemap): a mitra-kami page with a reseller accordion by region (closed panels rendered hidden), a technology logo grid with alt text only and interconnection partners in prose; negatives are the Kominfo licence and APJII membership, e-wallet and bank payment logos, client logos and testimonials, an award, Dompet Dhuafa, internet exchanges named without links, job boards, the WhatsApp button, social links and a short-link domain.',
  pages: {
    '/': home,
    '/paket-internet': paket,
    '/bisnis': bisnis,
    '/mitra-kami': mitra,
    '/tentang-kami': tentang,
    '/hubungi-kami': hubungi,
    '/karier': karier,
  },
  catchAll: true,
  technologies: [
    'nuxt-js',
    'vue-js',
    'cloudflare',
    'google-tag-manager',
    'hotjar',
    'whatsapp-business-chat',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'medannetlink.co.id': 'channel',
    'palembangdata.id': 'channel',
    'bandungkonekta.net.id': 'channel',
    'semarangjayanet.co.id': 'channel',
    'surabayacepat.id': 'channel',
    'dewatawifi.com': 'channel',
    'borneolink.co.id': 'channel',
    'makassaronline.co.id': 'channel',
    'huawei.com': 'technology',
    'zte.com.cn': 'technology',
    'mikrotik.com': 'technology',
    'nokia.com': 'technology',
    'telkom.co.id': 'generic',
    'ioh.co.id': 'generic',
    'biznetnetworks.com': 'generic',
  },
};
