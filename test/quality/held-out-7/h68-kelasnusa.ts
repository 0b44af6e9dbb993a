import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, extra = '') => `<!doctype html>
<html lang="id">
	<head>
		<meta charset="utf-8" />
		<link rel="icon" href="/favicon.png" />
		<meta name="viewport" content="width=device-width, initial-scale=1" />
		<link href="/_app/immutable/assets/0.c8e2f1a4.css" rel="stylesheet">
		<link href="/_app/immutable/assets/Header.5b9d3e71.css" rel="stylesheet">
		<link rel="modulepreload" href="/_app/immutable/entry/start.7d41e9b2.js">
		<link rel="modulepreload" href="/_app/immutable/chunks/scheduler.1f8c2a6d.js">
		<link rel="modulepreload" href="/_app/immutable/chunks/singletons.e3a90b57.js">
		<link rel="modulepreload" href="/_app/immutable/entry/app.92c6f0d8.js">
		<link rel="modulepreload" href="/_app/immutable/nodes/0.4e7b1a3c.js">
		<script async src="https://www.googletagmanager.com/gtag/js?id=G-KN7S2X4Q1P"></script>
		<script>
			window.dataLayer = window.dataLayer || [];
			function gtag() { dataLayer.push(arguments); }
			gtag('js', new Date());
			gtag('config', 'G-KN7S2X4Q1P');
		</script>
		<title>${title}</title><!-- HEAD_svelte-1u3k9sq_START --><meta name="description" content="${desc}"><meta property="og:title" content="${title}"><meta property="og:description" content="${desc}"><meta property="og:image" content="https://kelasnusa.id/og.png">${extra}<!-- HEAD_svelte-1u3k9sq_END -->
	</head>`;

const header = `<body data-sveltekit-preload-data="hover">
		<div style="display: contents">  <header class="site-header svelte-9w2f4k"><div class="container svelte-9w2f4k"><a href="/" class="logo svelte-9w2f4k"><img src="/logo-kelasnusa.svg" alt="KelasNusa" width="140" height="32" class="svelte-9w2f4k"></a> <nav class="svelte-9w2f4k"><ul class="svelte-9w2f4k"><li class="svelte-9w2f4k"><a href="/fitur" class="svelte-9w2f4k">Fitur</a></li> <li class="svelte-9w2f4k"><a href="/harga" class="svelte-9w2f4k">Harga</a></li> <li class="svelte-9w2f4k"><a href="/integrasi" class="svelte-9w2f4k">Integrasi</a></li> <li class="svelte-9w2f4k"><a href="/mitra" class="svelte-9w2f4k">Mitra Resmi</a></li> <li class="svelte-9w2f4k"><a href="/tentang-kami" class="svelte-9w2f4k">Tentang Kami</a></li></ul></nav> <a class="btn btn-primary svelte-9w2f4k" href="https://app.kelasnusa.id/daftar">Coba Gratis</a></div></header> <main class="svelte-1ofk2nb">`;

const footer = (
  nodeIds: string,
  data: string,
) => `</main> <footer class="site-footer svelte-x4m2qa"><div class="container svelte-x4m2qa"><div class="col svelte-x4m2qa"><img src="/logo-kelasnusa-putih.svg" alt="KelasNusa" width="120" height="28" class="svelte-x4m2qa"> <p class="svelte-x4m2qa">PT Kelas Nusantara Digital<br>Jl. Kaliurang KM 5,6 No. 12, Sleman, D.I. Yogyakarta</p></div> <div class="col svelte-x4m2qa"><h4 class="svelte-x4m2qa">Produk</h4> <a href="/fitur" class="svelte-x4m2qa">Fitur</a> <a href="/harga" class="svelte-x4m2qa">Harga</a> <a href="https://bantuan.kelasnusa.id/" class="svelte-x4m2qa">Pusat Bantuan</a></div> <div class="col svelte-x4m2qa"><h4 class="svelte-x4m2qa">Perusahaan</h4> <a href="/tentang-kami" class="svelte-x4m2qa">Tentang Kami</a> <a href="/mitra" class="svelte-x4m2qa">Mitra Resmi</a> <a href="/karier" class="svelte-x4m2qa">Karier</a></div> <div class="col svelte-x4m2qa"><h4 class="svelte-x4m2qa">Aplikasi Orang Tua</h4> <a href="https://play.google.com/store/apps/details?id=id.kelasnusa.ortu" class="svelte-x4m2qa"><img src="/google-play-id.png" alt="Dapatkan di Google Play" width="135" height="40" class="svelte-x4m2qa"></a> <div class="social svelte-x4m2qa"><a href="https://www.instagram.com/kelasnusa.id/" aria-label="Instagram" class="svelte-x4m2qa">IG</a> <a href="https://www.tiktok.com/@kelasnusa" aria-label="TikTok" class="svelte-x4m2qa">TT</a> <a href="https://www.youtube.com/@kelasnusa" aria-label="YouTube" class="svelte-x4m2qa">YT</a></div></div></div> <p class="copy svelte-x4m2qa">© 2024 PT Kelas Nusantara Digital</p></footer>
			<script>
				{
					__sveltekit_1n3x7qa = {
						base: new URL(".", location).pathname.slice(0, -1)
					};

					const element = document.currentScript.parentElement;

					const data = [null,${data}];

					Promise.all([
						import("/_app/immutable/entry/start.7d41e9b2.js"),
						import("/_app/immutable/entry/app.92c6f0d8.js")
					]).then(([kit, app]) => {
						kit.start(app, element, {
							node_ids: [${nodeIds}],
							data,
							form: null,
							error: null
						});
					});
				}
			</script>
		</div>
	</body>
</html>`;

type Mitra = { slug: string; nama: string; provinsi: string; kota: string; layanan: string; situs: string | null };
const mitra: Mitra[] = [
  {
    slug: 'edukasi-borneo',
    nama: 'CV Edukasi Borneo Mandiri',
    provinsi: 'Kalimantan Timur',
    kota: 'Samarinda',
    layanan: 'Implementasi, pelatihan guru, dukungan lokal',
    situs: 'https://edukasiborneo.co.id/',
  },
  {
    slug: 'sinar-digital-sekolah',
    nama: 'PT Sinar Digital Sekolah',
    provinsi: 'Jawa Timur',
    kota: 'Malang',
    layanan: 'Penjualan lisensi, implementasi, migrasi data rapor',
    situs: 'https://sinardigitalsekolah.com/',
  },
  {
    slug: 'mitra-sekolah-sumatera',
    nama: 'Mitra Sekolah Sumatera',
    provinsi: 'Sumatera Utara',
    kota: 'Medan',
    layanan: 'Penjualan dan pelatihan operator sekolah',
    situs: null,
  },
];

const mitraDetail = (m: Mitra, body: string) => ({
  html: `${head(`${m.nama} – Mitra Resmi KelasNusa`, `${m.nama}, mitra resmi KelasNusa di ${m.provinsi}.`)}
${header}<article class="mitra-detail container svelte-7ph3xk"><a href="/mitra" class="back svelte-7ph3xk">← Semua mitra</a> <span class="badge svelte-7ph3xk">Mitra Resmi</span> <h1 class="svelte-7ph3xk">${m.nama}</h1> <p class="lokasi svelte-7ph3xk">${m.kota}, ${m.provinsi}</p> <dl class="svelte-7ph3xk"><dt class="svelte-7ph3xk">Layanan</dt><dd class="svelte-7ph3xk">${m.layanan}</dd></dl> ${body}</article>
${footer('0, 5', JSON.stringify({ type: 'data', data: { mitra: { slug: m.slug, nama: m.nama, provinsi: m.provinsi } }, uses: { params: ['slug'] } }))}`,
});

export const site: CorpusSite = {
  domain: 'kelasnusa.id',
  covers:
    'Indonesian SvelteKit (Cloudflare) school-management SaaS: integrations shown as <details> accordions per category (Dapodik named but not linked), and a "Mitra Resmi" province table whose names link to internal detail pages that then link out — one detail page writes its website only as text and one partner is "segera hadir" with no page; traps are an investor, a ministry award, media coverage, a careers page linking a job board and a Play Store link.',
  sitemap: [
    '/',
    '/integrasi',
    '/mitra',
    '/mitra/edukasi-borneo',
    '/mitra/sinar-digital-sekolah',
    '/mitra/mitra-sekolah-sumatera',
    '/tentang-kami',
    '/karier',
  ],
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html',
        server: 'cloudflare',
        'cf-ray': '8823a91f6b7e4c2d-SIN',
        'cf-cache-status': 'DYNAMIC',
        'x-sveltekit-page': 'true',
        vary: 'Accept-Encoding',
      },
      html: `${head('KelasNusa – Aplikasi Manajemen Sekolah: Rapor, Presensi, SPP', 'Aplikasi manajemen sekolah untuk SD, SMP, SMA dan SMK: e-rapor Kurikulum Merdeka, presensi, pembayaran SPP, dan aplikasi orang tua.')}
${header}<section class="hero svelte-1ofk2nb"><div class="container svelte-1ofk2nb"><h1 class="svelte-1ofk2nb">Satu aplikasi untuk seluruh administrasi sekolah</h1> <p class="svelte-1ofk2nb">E-rapor Kurikulum Merdeka, presensi siswa dan guru, tagihan SPP otomatis, serta aplikasi untuk orang tua. Data siswa tersinkron dengan Dapodik.</p> <a class="btn btn-primary svelte-1ofk2nb" href="https://app.kelasnusa.id/daftar">Coba gratis 30 hari</a> <a class="btn btn-ghost svelte-1ofk2nb" href="/mitra">Hubungi mitra di daerah Anda</a></div></section> <section class="trust svelte-1ofk2nb"><div class="container svelte-1ofk2nb"><h2 class="svelte-1ofk2nb">Dipercaya oleh lebih dari 1.200 sekolah</h2> <ul class="logos svelte-1ofk2nb"><li class="svelte-1ofk2nb"><img src="/sekolah/sma-taruna-bangsa.png" alt="SMA Taruna Bangsa Semarang" class="svelte-1ofk2nb"></li> <li class="svelte-1ofk2nb"><img src="/sekolah/sd-islam-al-azhar.png" alt="SD Islam Al Falah Surabaya" class="svelte-1ofk2nb"></li> <li class="svelte-1ofk2nb"><img src="/sekolah/smk-cendekia.png" alt="SMK Cendekia Bogor" class="svelte-1ofk2nb"></li></ul></div></section> <section class="integrasi-teaser svelte-1ofk2nb"><div class="container svelte-1ofk2nb"><h2 class="svelte-1ofk2nb">Terhubung dengan layanan yang sudah Anda pakai</h2> <p class="svelte-1ofk2nb">Pembayaran SPP lewat virtual account, kelas daring, dan notifikasi WhatsApp ke orang tua. <a href="/integrasi" class="svelte-1ofk2nb">Lihat semua integrasi</a></p></div></section>
${footer('0, 2', JSON.stringify({ type: 'data', data: { stats: { sekolah: 1200, siswa: 410000 } }, uses: {} }))}`,
    },
    '/integrasi': {
      html: `${head('Integrasi – KelasNusa', 'Integrasi KelasNusa dengan payment gateway, Google Workspace for Education, Zoom, WhatsApp, dan software akuntansi.')}
${header}<section class="page-head svelte-3kq8vd"><div class="container svelte-3kq8vd"><h1 class="svelte-3kq8vd">Integrasi</h1> <p class="svelte-3kq8vd">KelasNusa terhubung dengan mitra teknologi berikut. Klik kategori untuk melihat detail.</p></div></section> <section class="container accordion svelte-3kq8vd"><details open class="svelte-3kq8vd"><summary class="svelte-3kq8vd">Pembayaran SPP</summary> <div class="items svelte-3kq8vd"><div class="item svelte-3kq8vd"><img src="/integrasi/midtrans.svg" alt="Midtrans" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Midtrans</h3> <p class="svelte-3kq8vd">Virtual account semua bank, QRIS, dan minimarket. Status pembayaran masuk otomatis ke buku kas sekolah.</p> <a href="https://midtrans.com/id" target="_blank" rel="noopener" class="svelte-3kq8vd">midtrans.com</a></div></div> <div class="item svelte-3kq8vd"><img src="/integrasi/xendit.svg" alt="Xendit" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Xendit</h3> <p class="svelte-3kq8vd">Alternatif payment gateway untuk yayasan dengan banyak unit sekolah.</p> <a href="https://www.xendit.co/id/" target="_blank" rel="noopener" class="svelte-3kq8vd">xendit.co</a></div></div></div></details> <details class="svelte-3kq8vd"><summary class="svelte-3kq8vd">Pembelajaran daring</summary> <div class="items svelte-3kq8vd"><div class="item svelte-3kq8vd"><img src="/integrasi/google-edu.svg" alt="Google Workspace for Education" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Google Workspace for Education</h3> <p class="svelte-3kq8vd">Login dengan akun belajar.id dan sinkronisasi kelas ke Google Classroom.</p> <a href="https://edu.google.com/intl/ALL_id/workspace-for-education/" target="_blank" rel="noopener" class="svelte-3kq8vd">Pelajari</a></div></div> <div class="item svelte-3kq8vd"><img src="/integrasi/zoom.svg" alt="Zoom" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Zoom</h3> <p class="svelte-3kq8vd">Jadwal kelas virtual dibuat langsung dari jadwal pelajaran.</p> <a href="https://zoom.us/" target="_blank" rel="noopener" class="svelte-3kq8vd">Pelajari</a></div></div></div></details> <details class="svelte-3kq8vd"><summary class="svelte-3kq8vd">Komunikasi orang tua</summary> <div class="items svelte-3kq8vd"><div class="item svelte-3kq8vd"><img src="/integrasi/qontak.svg" alt="Qontak" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Qontak (WhatsApp Business API)</h3> <p class="svelte-3kq8vd">Tagihan SPP, rapor, dan pengumuman terkirim lewat WhatsApp resmi sekolah.</p> <a href="https://qontak.com/" target="_blank" rel="noopener" class="svelte-3kq8vd">qontak.com</a></div></div></div></details> <details class="svelte-3kq8vd"><summary class="svelte-3kq8vd">Keuangan &amp; data pokok</summary> <div class="items svelte-3kq8vd"><div class="item svelte-3kq8vd"><img src="/integrasi/jurnal.svg" alt="Jurnal by Mekari" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Jurnal by Mekari</h3> <p class="svelte-3kq8vd">Ekspor jurnal penerimaan SPP ke software akuntansi yayasan.</p> <a href="https://www.jurnal.id/id/" target="_blank" rel="noopener" class="svelte-3kq8vd">jurnal.id</a></div></div> <div class="item svelte-3kq8vd"><img src="/integrasi/dapodik.png" alt="Dapodik" class="svelte-3kq8vd"> <div><h3 class="svelte-3kq8vd">Dapodik</h3> <p class="svelte-3kq8vd">Tarik data siswa, rombel, dan PTK dari aplikasi Dapodik sekolah melalui web service lokal.</p></div></div></div></details></section>
${footer('0, 3', JSON.stringify({ type: 'data', data: { kategori: ['Pembayaran SPP', 'Pembelajaran daring', 'Komunikasi orang tua', 'Keuangan & data pokok'] }, uses: {} }))}`,
    },
    '/mitra': {
      html: `${head('Mitra Resmi – KelasNusa', 'Daftar mitra resmi KelasNusa di berbagai provinsi: penjualan, implementasi, dan pelatihan.')}
${header}<section class="page-head svelte-5rj2mn"><div class="container svelte-5rj2mn"><h1 class="svelte-5rj2mn">Mitra Resmi KelasNusa</h1> <p class="svelte-5rj2mn">Mitra resmi kami membantu sekolah di daerah memilih paket, memindahkan data, dan melatih guru serta operator.</p></div></section> <section class="container svelte-5rj2mn"><table class="mitra-table svelte-5rj2mn"><thead><tr><th class="svelte-5rj2mn">Provinsi</th><th class="svelte-5rj2mn">Mitra</th><th class="svelte-5rj2mn">Kota</th></tr></thead><tbody>${mitra
        .map(
          (m) =>
            `<tr class="svelte-5rj2mn"><td class="svelte-5rj2mn">${m.provinsi}</td><td class="svelte-5rj2mn"><a href="/mitra/${m.slug}" class="svelte-5rj2mn">${m.nama}</a></td><td class="svelte-5rj2mn">${m.kota}</td></tr>`,
        )
        .join(
          '',
        )}<tr class="svelte-5rj2mn"><td class="svelte-5rj2mn">Nusa Tenggara Timur</td><td class="svelte-5rj2mn">Koperasi Guru Nusantara <span class="soon svelte-5rj2mn">segera hadir</span></td><td class="svelte-5rj2mn">Kupang</td></tr></tbody></table> <p class="svelte-5rj2mn">Ingin menjadi mitra resmi? Kirim email ke <a href="mailto:mitra@kelasnusa.id" class="svelte-5rj2mn">mitra@kelasnusa.id</a>.</p></section>
${footer('0, 4', JSON.stringify({ type: 'data', data: { mitra: mitra.map(({ slug, nama, provinsi, kota }) => ({ slug, nama, provinsi, kota })) }, uses: {} }))}`,
    },
    '/mitra/edukasi-borneo': mitraDetail(
      mitra[0]!,
      `<p class="svelte-7ph3xk">Melayani sekolah di Samarinda, Balikpapan, Bontang, dan Kutai Kartanegara sejak 2021. Lebih dari 80 sekolah telah diimplementasikan.</p> <p class="svelte-7ph3xk">Telepon: 0541 273 118</p> <a class="btn btn-primary svelte-7ph3xk" href="https://edukasiborneo.co.id/" target="_blank" rel="noopener">Kunjungi situs mitra</a>`,
    ),
    '/mitra/sinar-digital-sekolah': mitraDetail(
      mitra[1]!,
      `<p class="svelte-7ph3xk">Mitra dengan cakupan terluas di Jawa Timur: Malang Raya, Surabaya, Kediri, dan Jember.</p> <p class="svelte-7ph3xk">Telepon: 0341 588 204</p> <a class="btn btn-primary svelte-7ph3xk" href="https://sinardigitalsekolah.com/kelasnusa?ref=kelasnusa.id" target="_blank" rel="noopener">Kunjungi situs mitra</a>`,
    ),
    '/mitra/mitra-sekolah-sumatera': mitraDetail(
      mitra[2]!,
      `<p class="svelte-7ph3xk">Melayani sekolah swasta di Medan, Binjai, dan Deli Serdang.</p> <p class="svelte-7ph3xk">Telepon/WA: 0812 6044 7719 · Situs: www.msumatera.id</p>`,
    ),
    '/tentang-kami': {
      html: `${head('Tentang Kami – KelasNusa', 'Cerita di balik KelasNusa.')}
${header}<section class="container prose svelte-2bq9ty"><h1 class="svelte-2bq9ty">Tentang Kami</h1> <p class="svelte-2bq9ty">KelasNusa didirikan di Yogyakarta pada 2019 oleh mantan guru dan operator sekolah. Tim kami kini berjumlah 70 orang.</p> <h2 class="svelte-2bq9ty">Investor</h2> <p class="svelte-2bq9ty">Pendanaan tahap awal dipimpin oleh <a href="https://east.vc/" target="_blank" rel="noopener" class="svelte-2bq9ty">East Ventures</a>.</p> <h2 class="svelte-2bq9ty">Penghargaan</h2> <p class="svelte-2bq9ty">Finalis Gernas Tastaka 2023 yang diselenggarakan <a href="https://www.kemdikbud.go.id/" target="_blank" rel="noopener" class="svelte-2bq9ty">Kemendikbudristek</a>.</p> <h2 class="svelte-2bq9ty">Liputan media</h2> <ul class="svelte-2bq9ty"><li class="svelte-2bq9ty"><a href="https://edukasi.kompas.com/read/2023/08/14/kelasnusa-rapor-digital" target="_blank" rel="noopener" class="svelte-2bq9ty">Kompas: Rapor digital untuk sekolah di daerah</a></li> <li class="svelte-2bq9ty"><a href="https://inet.detik.com/fintech/d-6901234/startup-edtech-kelasnusa" target="_blank" rel="noopener" class="svelte-2bq9ty">detikInet: Startup edtech asal Yogyakarta raih pendanaan</a></li></ul></section>
${footer('0, 6', JSON.stringify({ type: 'data', data: null, uses: {} }))}`,
    },
    '/karier': {
      html: `${head('Karier – KelasNusa', 'Bergabung dengan tim KelasNusa.')}
${header}<section class="container prose svelte-8ua1kc"><h1 class="svelte-8ua1kc">Karier</h1> <p class="svelte-8ua1kc">Kami mencari Customer Success (Yogyakarta) dan Frontend Engineer (remote). Lowongan lengkap ada di <a href="https://glints.com/id/companies/pt-kelas-nusantara-digital/2f6c1a9e" target="_blank" rel="noopener" class="svelte-8ua1kc">Glints</a>.</p></section>
${footer('0, 7', JSON.stringify({ type: 'data', data: null, uses: {} }))}`,
    },
  },
  technologies: ['sveltekit', 'svelte', 'vite', 'cloudflare', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'midtrans.com': 'technology',
    'xendit.co': 'technology',
    'google.com': 'technology',
    'zoom.us': 'technology',
    'qontak.com': 'technology',
    'jurnal.id': 'technology',
    'edukasiborneo.co.id': 'channel',
    'sinardigitalsekolah.com': 'channel',
    'msumatera.id': 'channel',
  },
};
