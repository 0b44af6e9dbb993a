import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'LiteSpeed',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store, no-cache, must-revalidate',
  pragma: 'no-cache',
};

const head = (title: string, description: string): string => `<!DOCTYPE html>
<html lang="id-id" dir="ltr">
<head>
    <meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="${description}">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="/media/templates/site/cassiopeia_tanisejahtera/images/favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/system/css/joomla-fontawesome.min.css?5c8e1a" rel="lazy-stylesheet"><noscript><link href="/media/system/css/joomla-fontawesome.min.css?5c8e1a" rel="stylesheet"></noscript>
	<link href="/media/templates/site/cassiopeia/css/template.min.css?5c8e1a" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/global/colors_alternative.min.css?5c8e1a" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia_tanisejahtera/css/user.css?5c8e1a" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/vendor/joomla-custom-elements/joomla-alert.min.css?0.2.0" rel="stylesheet">
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Kesalahan","MESSAGE":"Pesan","NOTICE":"Pemberitahuan","WARNING":"Peringatan","JCLOSE":"Tutup","JOK":"OK","JOPEN":"Buka"},"system.paths":{"root":"","rootFull":"https://koptanisejahtera.or.id/","base":"","baseFull":"https://koptanisejahtera.or.id/"},"csrf.token":"9b1e4c7a2f0d8e3b6a5c1f9d7e2b4a60"}</script>
	<script src="/media/system/js/core.min.js?2cb912"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?5c8e1a" type="module"></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/system/js/messages-es5.min.js?63e3ca" nomodule defer></script>
	<script src="/media/system/js/messages.min.js?7425e8" type="module"></script>
	<script async src="https://www.googletagmanager.com/gtag/js?id=G-R8TQ2WV5LN"></script>
	<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-R8TQ2WV5LN');</script>
</head>`;

const header = `<header class="header container-header full-width">
	<div class="grid-child">
		<div class="navbar-brand">
			<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://koptanisejahtera.or.id/images/logo/logo-kts.png" alt="Koperasi Tani Sejahtera" width="240" height="64"></a>
			<div class="site-description">Koperasi Produsen Pupuk Organik – Ngawi, Jawa Timur</div>
		</div>
	</div>
	<div class="grid-child container-nav">
		<nav class="navbar navbar-expand-md" aria-label="Menu Utama">
			<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Beralih Navigasi"><span class="icon-menu" aria-hidden="true"></span></button>
			<div class="collapse navbar-collapse" id="navbar1">
				<ul class="mod-menu mod-list nav ">
					<li class="nav-item item-101 default current active"><a href="/" aria-current="page">Beranda</a></li>
					<li class="nav-item item-102"><a href="/produk">Produk</a></li>
					<li class="nav-item item-103"><a href="/mitra">Mitra</a></li>
					<li class="nav-item item-104"><a href="/berita">Berita</a></li>
					<li class="nav-item item-105"><a href="/tentang-kami">Tentang Kami</a></li>
					<li class="nav-item item-106"><a href="/kontak">Kontak</a></li>
				</ul>
			</div>
		</nav>
	</div>
</header>`;

const footer = `<footer class="container-footer footer full-width">
	<div class="grid-child">
		<div class="moduletable ">
			<h3>Koperasi Tani Sejahtera</h3>
			<p>Jl. Raya Ngawi–Solo Km 7, Desa Kedungprahu, Kec. Padas, Kab. Ngawi, Jawa Timur 63281<br>Badan Hukum No. 518/BH/XVI.7/404.302/2009</p>
			<p>Telp. (0351) 749 221 · WhatsApp <a href="https://wa.me/6281234559087">0812-3455-9087</a> · <a href="mailto:sekretariat@koptanisejahtera.or.id">sekretariat@koptanisejahtera.or.id</a></p>
		</div>
		<div class="moduletable ">
			<h3>Pembayaran</h3>
			<p><img src="/images/pembayaran/qris.png" alt="QRIS" width="64" height="32"> <img src="/images/pembayaran/bri.png" alt="Bank BRI" width="64" height="32"> <img src="/images/pembayaran/mandiri.png" alt="Bank Mandiri" width="64" height="32"></p>
			<p>Belanja pupuk eceran di toko online kami: <a href="https://tanisejahtera.store/">tanisejahtera.store</a></p>
		</div>
		<div class="moduletable ">
			<h3>Ikuti Kami</h3>
			<ul class="mod-menu mod-list nav ">
				<li class="nav-item"><a href="https://www.facebook.com/koptanisejahtera" target="_blank" rel="noopener noreferrer">Facebook</a></li>
				<li class="nav-item"><a href="https://www.instagram.com/koptanisejahtera/" target="_blank" rel="noopener noreferrer">Instagram</a></li>
				<li class="nav-item"><a href="https://www.youtube.com/@koptanisejahtera" target="_blank" rel="noopener noreferrer">YouTube</a></li>
				<li class="nav-item"><a href="/mitra">Mitra &amp; Distributor</a></li>
			</ul>
			<a href="https://play.google.com/store/apps/details?id=id.or.koptanisejahtera.anggota"><img src="/images/badge/google-play-id.png" alt="Temukan di Google Play" width="150" height="44"></a>
		</div>
	</div>
	<p class="copyright">© 2024 Koperasi Tani Sejahtera. Hak cipta dilindungi.</p>
</footer>
<a href="#top" id="back-top" class="back-to-top-link" aria-label="Kembali ke Atas"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
<script async src="https://embed.tawk.to/65f1a2b3c4d5e6f7a8b9c0d1/1hp2q3r4s" charset="UTF-8" crossorigin="*"></script>
</body>
</html>`;

const body = (
  itemClass: string,
  main: string,
): string => `<body class="site com_content wrapper-fluid view-article no-layout no-task ${itemClass} has-sidebar-right">
${header}
<div class="site-grid">
	<div class="grid-child container-component">
		<div id="system-message-container" aria-live="polite"></div>
		<main>
${main}
		</main>
	</div>
</div>
${footer}`;

type Kios = { nama: string; kab: string; alamat: string; web?: string; tel: string };
const kios: Kios[] = [
  {
    nama: 'CV Sumber Tani Makmur',
    kab: 'Ngawi',
    alamat: 'Jl. Yos Sudarso 41, Ngawi',
    web: 'https://www.cvsumbertani.com/',
    tel: '(0351) 744 180',
  },
  { nama: 'UD Tani Jaya', kab: 'Madiun', alamat: 'Jl. Raya Caruban 12, Mejayan', web: 'https://udtanijaya.co.id/', tel: '(0351) 386 412' },
  {
    nama: 'Kios Tani Makmur',
    kab: 'Magetan',
    alamat: 'Pasar Maospati Blok C-7',
    web: 'https://kiostanimakmur.com/',
    tel: '0813-3588-2201',
  },
  { nama: 'Kios Pak Darmo', kab: 'Ponorogo', alamat: 'Jl. Soekarno-Hatta 88, Ponorogo', tel: '0857-3311-0924' },
  {
    nama: 'Toko Tani Mandiri',
    kab: 'Bojonegoro',
    alamat: 'Jl. Veteran 5, Bojonegoro',
    web: 'https://tokotanimandiri.id/',
    tel: '(0353) 881 337',
  },
  {
    nama: 'PT Agro Jaya Lampung',
    kab: 'Lampung Tengah',
    alamat: 'Jl. Lintas Sumatera Km 62, Terbanggi Besar',
    web: 'https://www.agrojayalampung.com/',
    tel: '(0725) 25 441',
  },
];

const kiosRows = kios
  .map(
    (k, i) =>
      `<tr><td>${i + 1}</td><td>${k.nama}</td><td>${k.kab}</td><td>${k.alamat}</td><td>${k.tel}</td><td>${k.web ? `<a href="${k.web}" target="_blank" rel="noopener noreferrer">${k.web.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : '–'}</td></tr>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'koptanisejahtera.or.id',
  otherDomains: ['tanisejahtera.store'],
  covers:
    'Indonesian organic-fertilizer cooperative (registrable domain under or.id) on Joomla 4 / Cassiopeia (generator meta, Bootstrap 5 from media/vendor) on LiteSpeed with GA4 gtag and Tawk.to; "Mitra" page with a table of official distributors and kiosks (channel, one kiosk without a website), technology-partner cards (soil sensors, spraying drones) and a university research partner (generic); negatives: fertilizer-subsidy government link, cooperative federation membership, news coverage, payment logos, Google Play badge, WhatsApp wa.me link, own online-shop domain, social links',
  pages: {
    '/': {
      headers,
      html: `${head('Koperasi Tani Sejahtera – Pupuk Organik Granul untuk Petani Indonesia', 'Koperasi produsen pupuk organik granul dan pupuk hayati dari Ngawi. Melayani anggota dan petani di Jawa Timur dan Lampung.')}
${body(
  'itemid-101',
  `<div class="com-content-article item-page">
<div class="page-header"><h1>Pupuk organik dari petani, untuk petani</h1></div>
<div class="com-content-article__body">
<p>Koperasi Tani Sejahtera didirikan tahun 2009 oleh 37 kelompok tani di Kabupaten Ngawi. Kini kami memiliki 2.480 anggota dan memproduksi 18.000 ton pupuk organik granul (POG) dan pupuk hayati cair per tahun.</p>
<div class="row">
<div class="col-md-4"><h3>POG Sejahtera</h3><p>Pupuk organik granul berstandar SNI 7763:2018, C-organik minimal 15%.</p></div>
<div class="col-md-4"><h3>Hayati Subur</h3><p>Pupuk hayati cair dengan mikroba penambat nitrogen dan pelarut fosfat.</p></div>
<div class="col-md-4"><h3>Layanan Uji Tanah</h3><p>Uji hara tanah untuk anggota bersama mitra laboratorium kami.</p></div>
</div>
<p>Cari kios resmi terdekat di halaman <a href="/mitra">Mitra &amp; Distributor</a>.</p>
<h2>Informasi pupuk bersubsidi</h2>
<p>Penyaluran pupuk bersubsidi mengikuti alokasi e-RDKK dan ketentuan <a href="https://www.pertanian.go.id/" target="_blank" rel="noopener noreferrer">Kementerian Pertanian</a>. Koperasi kami tidak menjual pupuk bersubsidi di luar alokasi resmi.</p>
</div>
</div>`,
)}`,
    },
    '/mitra': {
      headers,
      html: `${head('Mitra Kami – Koperasi Tani Sejahtera', 'Distributor dan kios resmi, mitra teknologi pertanian, dan mitra riset Koperasi Tani Sejahtera.')}
${body(
  'itemid-103',
  `<div class="com-content-article item-page">
<div class="page-header"><h1>Mitra Kami</h1></div>
<div class="com-content-article__body">
<p>Pupuk Koperasi Tani Sejahtera sampai ke petani melalui jaringan distributor dan kios resmi, didukung mitra teknologi dan mitra riset.</p>

<h2>Distributor &amp; Kios Resmi</h2>
<p>Beli hanya di kios resmi yang memasang papan nama koperasi. Harga eceran tertinggi berlaku sama di semua kios.</p>
<div class="table-responsive">
<table class="table table-striped table-bordered">
<thead><tr><th>No</th><th>Nama</th><th>Kabupaten</th><th>Alamat</th><th>Telepon</th><th>Situs web</th></tr></thead>
<tbody>
${kiosRows}
</tbody>
</table>
</div>

<h2>Mitra Teknologi Pertanian</h2>
<div class="row">
<div class="col-md-6">
<div class="card"><div class="card-body">
<h3 class="card-title">TaniSensor</h3>
<p class="card-text">Sensor kelembapan dan NPK tanah berbasis IoT. Data sensor anggota terhubung ke rekomendasi dosis pupuk di aplikasi anggota kami.</p>
<a href="https://tanisensor.id/" class="btn btn-outline-success" target="_blank" rel="noopener noreferrer">Kunjungi tanisensor.id</a>
</div></div>
</div>
<div class="col-md-6">
<div class="card"><div class="card-body">
<h3 class="card-title">DroneTani Nusantara</h3>
<p class="card-text">Layanan drone penyemprot untuk aplikasi pupuk hayati cair di lahan padi anggota.</p>
<a href="https://www.dronetani.co.id/" class="btn btn-outline-success" target="_blank" rel="noopener noreferrer">Kunjungi dronetani.co.id</a>
</div></div>
</div>
</div>

<h2>Mitra Riset</h2>
<p>Uji mutu produk dan uji hara tanah anggota dilakukan bersama Departemen Ilmu Tanah dan Sumberdaya Lahan <a href="https://www.ipb.ac.id/" target="_blank" rel="noopener noreferrer">IPB University</a>.</p>

<h2>Ingin menjadi kios resmi?</h2>
<p>Hubungi bagian pemasaran di <a href="mailto:pemasaran@koptanisejahtera.or.id">pemasaran@koptanisejahtera.or.id</a>.</p>
</div>
</div>`,
)}`,
    },
    '/tentang-kami': {
      headers,
      html: `${head('Tentang Kami – Koperasi Tani Sejahtera', 'Sejarah, pengurus dan keanggotaan Koperasi Tani Sejahtera.')}
${body(
  'itemid-105',
  `<div class="com-content-article item-page">
<div class="page-header"><h1>Tentang Kami</h1></div>
<div class="com-content-article__body">
<p>Berawal dari rumah kompos milik Kelompok Tani Ngudi Rejeki, koperasi kami kini mengoperasikan pabrik granulasi berkapasitas 60 ton per hari.</p>
<h2>Keanggotaan</h2>
<p>Koperasi Tani Sejahtera adalah anggota <a href="https://dekopin.coop/" target="_blank" rel="noopener noreferrer">Dewan Koperasi Indonesia (Dekopin)</a> dan terdaftar di Dinas Koperasi dan UKM Kabupaten Ngawi.</p>
<h2>Penghargaan</h2>
<p>Koperasi Berprestasi Tingkat Provinsi Jawa Timur 2022.</p>
<h2>Liputan media</h2>
<p>Kisah koperasi kami pernah diliput <a href="https://www.kompas.id/baca/ekonomi/2023/07/12/koperasi-pupuk-organik-ngawi" target="_blank" rel="noopener noreferrer">Kompas</a>.</p>
</div>
</div>`,
)}`,
    },
    '/kontak': {
      headers,
      html: `${head('Kontak – Koperasi Tani Sejahtera', 'Alamat kantor, gudang, dan kontak sekretariat koperasi.')}
${body(
  'itemid-106',
  `<div class="com-content-article item-page">
<div class="page-header"><h1>Kontak</h1></div>
<div class="com-content-article__body">
<p><strong>Kantor &amp; pabrik</strong><br>Jl. Raya Ngawi–Solo Km 7, Desa Kedungprahu, Kec. Padas, Kab. Ngawi 63281</p>
<p><strong>Jam layanan</strong><br>Senin–Jumat 07.30–15.30, Sabtu 07.30–12.00</p>
<p>Telepon (0351) 749 221 · Email <a href="mailto:sekretariat@koptanisejahtera.or.id">sekretariat@koptanisejahtera.or.id</a></p>
</div>
</div>`,
)}`,
    },
  },
  technologies: ['joomla', 'php', 'bootstrap', 'litespeed', 'google-analytics', 'google-tag-manager', 'tawk-to'],
  partners: {
    'cvsumbertani.com': 'channel',
    'udtanijaya.co.id': 'channel',
    'kiostanimakmur.com': 'channel',
    'tokotanimandiri.id': 'channel',
    'agrojayalampung.com': 'channel',
    'tanisensor.id': 'technology',
    'dronetani.co.id': 'technology',
    'ipb.ac.id': 'generic',
  },
};
