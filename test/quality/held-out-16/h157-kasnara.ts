import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx/1.24.0',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6IjJ0a1J3S0ZqQ3Z6b1dQbW9OQ0ZxY1E9PSIsInZhbHVlIjoiY2hGZ1Fxb0Z3WXp3K2JkUk9kL3h0UT09IiwibWFjIjoiOTk4ZjM0In0%3D; expires=Thu, 11 Apr 2024 14:02:11 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
  'x-frame-options': 'SAMEORIGIN',
};

const csrf = 'Xq7bN2kLr0pT9vWz4cYh1mJd8sF3gA6eU5oIiKlQ';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="id">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="${csrf}">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="https://kasnara.co.id/images/og-kasnara.jpg">
    <meta property="og:locale" content="id_ID">
    <link rel="canonical" href="https://kasnara.co.id${path}">
    <link rel="icon" href="/favicon.ico">
    <link rel="preload" as="style" href="https://kasnara.co.id/build/assets/app-D9x2Lq7P.css" /><link rel="modulepreload" href="https://kasnara.co.id/build/assets/app-Bk3RzW1m.js" /><link rel="stylesheet" href="https://kasnara.co.id/build/assets/app-D9x2Lq7P.css" /><script type="module" src="https://kasnara.co.id/build/assets/app-Bk3RzW1m.js"></script>
    <!-- Livewire Styles --><style >[wire\\:loading][wire\\:loading], [wire\\:loading\\.delay][wire\\:loading\\.delay], [wire\\:loading\\.inline-block][wire\\:loading\\.inline-block], [wire\\:loading\\.inline][wire\\:loading\\.inline], [wire\\:loading\\.block][wire\\:loading\\.block], [wire\\:loading\\.flex][wire\\:loading\\.flex], [wire\\:loading\\.table][wire\\:loading\\.table], [wire\\:loading\\.grid][wire\\:loading\\.grid], [wire\\:loading\\.inline-flex][wire\\:loading\\.inline-flex] {display: none;}[wire\\:offline][wire\\:offline] {display: none;}[wire\\:dirty]:not(textarea):not(input):not(select) {display: none;}:root {--livewire-progress-bar-color: #0f9d58;}[x-cloak] {display: none !important;}</style>
    <!-- Global site tag (gtag.js) - Google Analytics -->
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-KSN4R42024"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-KSN4R42024');
    </script>
</head>`;

const nav = `<body class="font-sans antialiased bg-white text-slate-800">
<header x-data="{ open: false }" class="sticky top-0 z-40 bg-white/90 backdrop-blur border-b border-slate-100">
    <div class="max-w-7xl mx-auto px-4 flex items-center justify-between h-16">
        <a href="https://kasnara.co.id" class="flex items-center gap-2"><img src="https://kasnara.co.id/images/logo-kasnara.svg" alt="Kasnara" class="h-8 w-auto"></a>
        <nav class="hidden md:flex items-center gap-6 text-sm font-medium">
            <a href="https://kasnara.co.id/fitur" class="hover:text-emerald-600">Fitur</a>
            <a href="https://kasnara.co.id/harga" class="hover:text-emerald-600">Harga</a>
            <a href="https://kasnara.co.id/integrasi" class="hover:text-emerald-600">Integrasi</a>
            <a href="https://kasnara.co.id/perangkat" class="hover:text-emerald-600">Perangkat</a>
            <a href="https://kasnara.co.id/blog" class="hover:text-emerald-600">Blog</a>
        </nav>
        <div class="hidden md:flex items-center gap-3">
            <a href="https://app.kasnara.co.id/login" class="text-sm font-medium">Masuk</a>
            <a href="https://app.kasnara.co.id/daftar" class="rounded-lg bg-emerald-600 px-4 py-2 text-sm font-semibold text-white">Coba Gratis</a>
        </div>
        <button @click="open = !open" class="md:hidden p-2" aria-label="Menu"><svg class="h-6 w-6" fill="none" viewBox="0 0 24 24" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M4 6h16M4 12h16M4 18h16"/></svg></button>
    </div>
    <div x-show="open" x-cloak class="md:hidden border-t border-slate-100 px-4 py-3 space-y-2">
        <a href="https://kasnara.co.id/fitur" class="block">Fitur</a>
        <a href="https://kasnara.co.id/harga" class="block">Harga</a>
        <a href="https://kasnara.co.id/integrasi" class="block">Integrasi</a>
    </div>
</header>
`;

const footer = `
<footer class="bg-slate-900 text-slate-300 mt-20">
    <div class="max-w-7xl mx-auto px-4 py-12 grid grid-cols-2 md:grid-cols-4 gap-8 text-sm">
        <div class="col-span-2">
            <img src="https://kasnara.co.id/images/logo-kasnara-white.svg" alt="Kasnara" class="h-7 mb-4">
            <p>PT Kasnara Teknologi Nusantara<br>Jl. Prof. Dr. Satrio Kav. 18, Kuningan, Jakarta Selatan 12940<br>Terdaftar sebagai PSE Lingkup Privat di Kominfo.</p>
            <div class="flex gap-3 mt-4">
                <a href="https://play.google.com/store/apps/details?id=id.co.kasnara.pos" target="_blank" rel="noopener"><img src="https://kasnara.co.id/images/badge-google-play.png" alt="Download di Google Play" class="h-10"></a>
                <a href="https://apps.apple.com/id/app/kasnara-kasir/id1588213406" target="_blank" rel="noopener"><img src="https://kasnara.co.id/images/badge-app-store.png" alt="Download di App Store" class="h-10"></a>
            </div>
        </div>
        <div>
            <h4 class="font-semibold text-white mb-3">Perusahaan</h4>
            <ul class="space-y-2">
                <li><a href="https://kasnara.co.id/tentang-kami">Tentang Kami</a></li>
                <li><a href="https://kasnara.co.id/mitra">Jadi Mitra Reseller</a></li>
                <li><a href="https://kasnara.co.id/karir">Karir</a></li>
                <li><a href="https://bantuan.kasnara.co.id" target="_blank">Pusat Bantuan</a></li>
            </ul>
        </div>
        <div>
            <h4 class="font-semibold text-white mb-3">Ikuti Kami</h4>
            <ul class="space-y-2">
                <li><a href="https://www.instagram.com/kasnara.id" target="_blank" rel="noopener">Instagram</a></li>
                <li><a href="https://www.tiktok.com/@kasnara.id" target="_blank" rel="noopener">TikTok</a></li>
                <li><a href="https://www.youtube.com/@kasnaraid" target="_blank" rel="noopener">YouTube</a></li>
            </ul>
        </div>
    </div>
    <div class="border-t border-slate-800 py-4 text-center text-xs">&copy; 2024 Kasnara. Hak cipta dilindungi.</div>
</footer>
<a href="https://wa.me/6281119204477?text=Halo%20Kasnara%2C%20saya%20mau%20tanya" target="_blank" rel="noopener" class="fixed bottom-5 right-5 z-50 rounded-full bg-green-500 p-3 shadow-lg" aria-label="Chat WhatsApp"><svg class="h-7 w-7 text-white" viewBox="0 0 24 24" fill="currentColor"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2z"/></svg></a>
<div x-data="{ show: !localStorage.getItem('cookie_ok') }" x-show="show" x-cloak class="fixed bottom-0 inset-x-0 z-50 bg-white border-t border-slate-200 p-4 text-sm flex flex-col md:flex-row items-center justify-between gap-3">
    <p>Kami menggunakan cookie untuk meningkatkan pengalaman Anda. Baca <a href="https://kasnara.co.id/kebijakan-privasi" class="underline">Kebijakan Privasi</a>.</p>
    <button @click="localStorage.setItem('cookie_ok', 1); show = false" class="rounded bg-emerald-600 px-4 py-2 text-white">Setuju</button>
</div>
<script src="/livewire/livewire.min.js?id=239a5c52" data-csrf="${csrf}" data-update-uri="/livewire/update" data-navigate-once="true"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, main: string) =>
  `${head(title, description, path)}${nav}<main>${main}</main>${footer}`;

const intCard = (name: string, kind: string, text: string, url: string) => `
                <div class="rounded-2xl border border-slate-200 p-5 hover:shadow-md transition">
                    <div class="text-xs font-semibold uppercase tracking-wide text-emerald-600">${kind}</div>
                    <h3 class="mt-1 text-lg font-bold">${name}</h3>
                    <p class="mt-2 text-sm text-slate-600">${text}</p>
                    <a href="${url}" target="_blank" rel="noopener" class="mt-3 inline-block text-sm font-medium text-emerald-700">Kunjungi situs &rarr;</a>
                </div>`;

const mitraRow = (name: string, city: string, kind: string, site: string | null, phone: string) => `
                <tr wire:key="mitra-${name.toLowerCase().replace(/[^a-z]+/g, '-')}" class="border-b border-slate-100">
                    <td class="py-3 pr-4 font-medium">${name}</td>
                    <td class="py-3 pr-4">${city}</td>
                    <td class="py-3 pr-4"><span class="rounded bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700">${kind}</span></td>
                    <td class="py-3 pr-4">${site ? `<a href="${site}" target="_blank" rel="nofollow noopener" class="text-emerald-700 underline">${site.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : '<span class="text-slate-400">&mdash;</span>'}</td>
                    <td class="py-3">${phone}</td>
                </tr>`;

const mitraPage = (pageNo: number, rows: string, snapshotId: string) => `
<section class="max-w-7xl mx-auto px-4 pt-16">
    <h1 class="text-3xl md:text-4xl font-extrabold">Program Mitra Reseller</h1>
    <p class="mt-3 max-w-2xl text-slate-600">Jual paket Kasnara beserta perangkat kasir di kota Anda. Komisi hingga 30%, materi pemasaran, dan pelatihan gratis. Berikut mitra reseller resmi kami yang siap membantu instalasi di lokasi usaha Anda.</p>
    <a href="https://kasnara.co.id/mitra/daftar" class="mt-5 inline-block rounded-lg bg-emerald-600 px-5 py-3 font-semibold text-white">Daftar Jadi Mitra</a>
</section>
<section class="max-w-7xl mx-auto px-4 mt-10">
    <div wire:snapshot="{&quot;data&quot;:{&quot;search&quot;:&quot;&quot;,&quot;kota&quot;:&quot;&quot;,&quot;paginators&quot;:[{&quot;page&quot;:${pageNo}},{&quot;s&quot;:&quot;arr&quot;}]},&quot;memo&quot;:{&quot;id&quot;:&quot;${snapshotId}&quot;,&quot;name&quot;:&quot;mitra-directory&quot;,&quot;path&quot;:&quot;mitra&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;children&quot;:[],&quot;scripts&quot;:[],&quot;assets&quot;:[],&quot;errors&quot;:[],&quot;locale&quot;:&quot;id&quot;},&quot;checksum&quot;:&quot;5b0e8c1f7a9d2e4c6b3a1f0d9e8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c&quot;}" wire:effects="{&quot;url&quot;:{&quot;paginators.page&quot;:{&quot;as&quot;:&quot;page&quot;,&quot;use&quot;:&quot;push&quot;,&quot;alwaysShow&quot;:false,&quot;except&quot;:null}}}" wire:id="${snapshotId}">
        <div class="flex flex-col md:flex-row gap-3 mb-4">
            <input wire:model.live.debounce.400ms="search" type="search" placeholder="Cari nama mitra..." class="rounded-lg border-slate-300 md:w-72">
            <select wire:model.live="kota" class="rounded-lg border-slate-300">
                <option value="">Semua kota</option><option>Jakarta</option><option>Medan</option><option>Surabaya</option><option>Denpasar</option><option>Makassar</option><option>Yogyakarta</option><option>Bandung</option>
            </select>
        </div>
        <div class="overflow-x-auto">
            <table class="min-w-full text-sm">
                <thead><tr class="text-left text-slate-500 border-b border-slate-200"><th class="py-2 pr-4">Nama Mitra</th><th class="py-2 pr-4">Kota</th><th class="py-2 pr-4">Jenis</th><th class="py-2 pr-4">Website</th><th class="py-2">Telepon</th></tr></thead>
                <tbody>${rows}
                </tbody>
            </table>
        </div>
        <nav role="navigation" aria-label="Pagination Navigation" class="flex items-center justify-between mt-6">
            ${
              pageNo === 1
                ? '<span class="px-4 py-2 text-slate-400 border rounded-md">&laquo; Sebelumnya</span><a href="https://kasnara.co.id/mitra?page=2" wire:click="nextPage(\'page\')" wire:loading.attr="disabled" rel="next" class="px-4 py-2 border rounded-md">Berikutnya &raquo;</a>'
                : '<a href="https://kasnara.co.id/mitra?page=1" wire:click="previousPage(\'page\')" wire:loading.attr="disabled" rel="prev" class="px-4 py-2 border rounded-md">&laquo; Sebelumnya</a><span class="px-4 py-2 text-slate-400 border rounded-md">Berikutnya &raquo;</span>'
            }
            <p class="text-sm text-slate-500">Menampilkan ${pageNo === 1 ? '1 sampai 6' : '7 sampai 9'} dari 9 hasil</p>
        </nav>
    </div>
</section>`;

export const site: CorpusSite = {
  domain: 'kasnara.co.id',
  covers:
    'Indonesian POS SaaS on Laravel with Livewire 3 and Alpine: integrations in Tailwind cards grouped by payment, marketplace, accounting, hardware partners on a separate device page, and a Livewire reseller directory table paginated with ?page=2 (one reseller without a website); traps are merchant testimonials, an investor, press, the idEA membership and Kominfo registration, Play Store/App Store badges, a blog post linking printer brands, WhatsApp/social links and own app/help subdomains.',
  pages: {
    '/': {
      headers,
      html: page(
        'Kasnara - Aplikasi Kasir Online untuk UMKM',
        'Aplikasi kasir online untuk warung, kafe, dan toko. Terima QRIS, GoPay, OVO, DANA, dan kartu. Coba gratis 14 hari.',
        '/',
        `
<section class="max-w-7xl mx-auto px-4 pt-16 grid md:grid-cols-2 gap-10 items-center">
    <div>
        <h1 class="text-4xl md:text-5xl font-extrabold leading-tight">Aplikasi kasir yang bikin usaha makin laris</h1>
        <p class="mt-4 text-lg text-slate-600">Catat penjualan, kelola stok, terima QRIS dan e-wallet, sampai laporan laba-rugi otomatis. Cukup dari HP atau tablet.</p>
        <div class="mt-6 flex gap-3"><a href="https://app.kasnara.co.id/daftar" class="rounded-lg bg-emerald-600 px-5 py-3 font-semibold text-white">Coba Gratis 14 Hari</a><a href="https://kasnara.co.id/demo" class="rounded-lg border px-5 py-3 font-semibold">Jadwalkan Demo</a></div>
    </div>
    <img src="https://kasnara.co.id/images/hero-pos.webp" alt="Aplikasi Kasnara di tablet" class="w-full">
</section>
<section class="max-w-7xl mx-auto px-4 mt-20">
    <h2 class="text-center text-2xl font-bold">Dipercaya 15.000+ UMKM di seluruh Indonesia</h2>
    <div class="mt-8 grid md:grid-cols-3 gap-6">
        <figure class="rounded-2xl bg-slate-50 p-6"><blockquote>"Sejak pakai Kasnara, stok kopi nggak pernah selisih lagi."</blockquote><figcaption class="mt-3 text-sm font-semibold">Rina &middot; Kopi Senja Tebet</figcaption></figure>
        <figure class="rounded-2xl bg-slate-50 p-6"><blockquote>"Pesanan GoFood dan GrabFood langsung masuk ke satu layar."</blockquote><figcaption class="mt-3 text-sm font-semibold">Bayu &middot; <a href="https://www.ayamgeprekmasbayu.com" target="_blank" rel="noopener">Ayam Geprek Mas Bayu</a></figcaption></figure>
        <figure class="rounded-2xl bg-slate-50 p-6"><blockquote>"Laporan harian otomatis dikirim ke WhatsApp saya."</blockquote><figcaption class="mt-3 text-sm font-semibold">Ibu Ketut &middot; Toko Oleh-oleh Dewata</figcaption></figure>
    </div>
</section>
<section class="max-w-7xl mx-auto px-4 mt-20 text-center">
    <h2 class="text-2xl font-bold">Terhubung dengan ekosistem favorit Anda</h2>
    <p class="mt-2 text-slate-600">Midtrans, Xendit, DANA, OVO, Tokopedia, Shopee, GrabFood, GoFood, Jurnal, dan Accurate.</p>
    <a href="https://kasnara.co.id/integrasi" class="mt-4 inline-block font-semibold text-emerald-700">Lihat semua integrasi &rarr;</a>
</section>
<section class="max-w-7xl mx-auto px-4 mt-16 text-center text-sm text-slate-500">
    <p>Anggota <a href="https://www.idea.or.id" target="_blank" rel="noopener" class="underline">Asosiasi E-Commerce Indonesia (idEA)</a> &middot; Bersertifikat ISO/IEC 27001:2013 &middot; Didukung oleh <a href="https://east.vc" target="_blank" rel="noopener" class="underline">East Ventures</a></p>
</section>`,
      ),
    },
    '/integrasi': {
      headers,
      html: page(
        'Integrasi - Kasnara',
        'Hubungkan Kasnara dengan payment gateway, e-wallet, marketplace, layanan pesan antar, dan software akuntansi.',
        '/integrasi',
        `
<section class="max-w-7xl mx-auto px-4 pt-16">
    <h1 class="text-3xl md:text-4xl font-extrabold">Integrasi</h1>
    <p class="mt-3 max-w-2xl text-slate-600">Kasnara bermitra dengan penyedia pembayaran, marketplace, dan software akuntansi terkemuka di Indonesia supaya data penjualan Anda mengalir otomatis.</p>
</section>
<section class="max-w-7xl mx-auto px-4 mt-10" x-data="{ tab: 'pembayaran' }">
    <div class="flex flex-wrap gap-2 border-b border-slate-200">
        <button @click="tab = 'pembayaran'" :class="tab === 'pembayaran' ? 'border-emerald-600 text-emerald-700' : 'border-transparent'" class="border-b-2 px-4 py-2 font-medium">Pembayaran</button>
        <button @click="tab = 'marketplace'" :class="tab === 'marketplace' ? 'border-emerald-600 text-emerald-700' : 'border-transparent'" class="border-b-2 px-4 py-2 font-medium">Marketplace &amp; Pesan Antar</button>
        <button @click="tab = 'akuntansi'" :class="tab === 'akuntansi' ? 'border-emerald-600 text-emerald-700' : 'border-transparent'" class="border-b-2 px-4 py-2 font-medium">Akuntansi</button>
    </div>
    <div x-show="tab === 'pembayaran'" class="grid md:grid-cols-3 gap-5 mt-6">${intCard('Midtrans', 'Payment Gateway', 'Terima kartu kredit, virtual account, dan QRIS dengan settlement H+1.', 'https://midtrans.com/id')}${intCard('Xendit', 'Payment Gateway', 'Alternatif gateway untuk bisnis multi-cabang dengan fitur split payment.', 'https://www.xendit.co/id/')}${intCard('DANA', 'E-Wallet', 'Pembayaran DANA langsung dari layar kasir.', 'https://www.dana.id/bisnis')}${intCard('OVO', 'E-Wallet', 'Push-to-pay OVO tanpa scan.', 'https://www.ovo.id/merchant')}
    </div>
    <div x-show="tab === 'marketplace'" x-cloak class="grid md:grid-cols-3 gap-5 mt-6">${intCard('Tokopedia', 'Marketplace', 'Sinkronisasi stok dan pesanan dari toko Tokopedia Anda.', 'https://seller.tokopedia.com/')}${intCard('Shopee', 'Marketplace', 'Pesanan Shopee masuk otomatis ke daftar transaksi.', 'https://seller.shopee.co.id/')}${intCard('GrabFood', 'Pesan Antar', 'Integrasi menu dan pesanan GrabFood Merchant.', 'https://www.grab.com/id/merchant/food/')}${intCard('GoFood', 'Pesan Antar', 'Pesanan GoFood langsung tercetak di dapur.', 'https://www.gojek.com/id-id/gobiz/')}
    </div>
    <div x-show="tab === 'akuntansi'" x-cloak class="grid md:grid-cols-3 gap-5 mt-6">${intCard('Jurnal by Mekari', 'Akuntansi', 'Jurnal penjualan harian dikirim otomatis.', 'https://www.jurnal.id/id/')}${intCard('Accurate Online', 'Akuntansi', 'Sinkronisasi faktur penjualan dan persediaan.', 'https://accurate.id/')}
    </div>
</section>
<section class="max-w-7xl mx-auto px-4 mt-14 text-sm text-slate-500">
    <p>Pembayaran QRIS mengikuti standar <a href="https://www.bi.go.id/id/fungsi-utama/sistem-pembayaran/ritel/kanal-layanan/qris/default.aspx" target="_blank" rel="noopener" class="underline">Bank Indonesia</a>. Semua merek dagang adalah milik pemiliknya masing-masing.</p>
</section>`,
      ),
    },
    '/perangkat': {
      headers,
      html: page(
        'Perangkat Kasir - Kasnara',
        'Paket perangkat kasir resmi Kasnara: Android POS, printer struk, dan laci uang.',
        '/perangkat',
        `
<section class="max-w-7xl mx-auto px-4 pt-16">
    <h1 class="text-3xl md:text-4xl font-extrabold">Perangkat Kasir</h1>
    <p class="mt-3 max-w-2xl text-slate-600">Kasnara sudah teruji di perangkat dari mitra hardware resmi kami. Beli paket perangkat langsung dari kami atau dari mitra reseller terdekat.</p>
    <dl class="mt-8 grid md:grid-cols-2 gap-6">
        <div class="rounded-2xl border p-6"><dt class="font-bold text-lg">Sunmi V2s &amp; T2s</dt><dd class="mt-2 text-slate-600">Android POS dengan printer bawaan. Mitra hardware resmi: <a href="https://www.sunmi.com/id/" target="_blank" rel="noopener" class="underline">Sunmi</a>.</dd></div>
        <div class="rounded-2xl border p-6"><dt class="font-bold text-lg">Printer Epson TM-T82X</dt><dd class="mt-2 text-slate-600">Printer struk thermal untuk kasir tetap. Mitra hardware: <a href="https://www.epson.co.id/" target="_blank" rel="noopener" class="underline">Epson Indonesia</a>.</dd></div>
    </dl>
    <p class="mt-8"><a href="https://kasnara.co.id/mitra" class="font-semibold text-emerald-700">Cari mitra reseller di kota Anda &rarr;</a></p>
</section>`,
      ),
    },
    '/mitra': {
      headers,
      html: page(
        'Mitra Reseller - Kasnara',
        'Daftar mitra reseller resmi Kasnara dan program kemitraan untuk penjual perangkat kasir.',
        '/mitra',
        mitraPage(
          1,
          mitraRow('CV Sinar Kasir', 'Medan', 'Reseller', 'https://sinarkasir.com', '0812-6011-2290') +
            mitraRow('Toko Mesin Kasir Jaya', 'Jakarta', 'Reseller', 'https://www.mesinkasirjaya.co.id/', '021-6231-5507') +
            mitraRow('PT Solusi Ritel Nusantara', 'Jakarta', 'Distributor', 'https://solusiritel.co.id', '021-2955-8810') +
            mitraRow('Kasir Bali Digital', 'Denpasar', 'Reseller', 'https://kasirbali.id/', '0813-3790-4412') +
            mitraRow('Mitra POS Makassar', 'Makassar', 'Reseller', 'http://www.mitrapos-makassar.com', '0821-9004-7781') +
            mitraRow('UD Berkah Komputer', 'Palembang', 'Reseller', null, '0711-352-118'),
          'qK8vM2xTr5bN0cLz7wYd',
        ),
      ),
    },
    '/mitra?page=2': {
      headers,
      html: page(
        'Mitra Reseller - Kasnara',
        'Daftar mitra reseller resmi Kasnara dan program kemitraan untuk penjual perangkat kasir.',
        '/mitra',
        mitraPage(
          2,
          mitraRow('Surabaya POS Center', 'Surabaya', 'Reseller', 'https://sbyposcenter.com', '031-5482-2207') +
            mitraRow('Jogja Digital Niaga', 'Yogyakarta', 'Reseller', 'https://jogjaniaga.id', '0274-557-309') +
            mitraRow('Bandung Kasir Solusi', 'Bandung', 'Reseller', 'https://www.bandungkasir.com/', '022-8730-1146'),
          'Hn3pR7aV1sQe9kWx2uJf',
        ),
      ),
    },
    '/tentang-kami': {
      headers,
      html: page(
        'Tentang Kami - Kasnara',
        'Kasnara membantu UMKM Indonesia naik kelas sejak 2020.',
        '/tentang-kami',
        `
<section class="max-w-3xl mx-auto px-4 pt-16 prose">
    <h1>Tentang Kasnara</h1>
    <p>Kasnara didirikan di Jakarta pada 2020 dengan misi membantu 1 juta UMKM Indonesia mengelola usaha secara digital. Kini tim kami berjumlah 120 orang di Jakarta, Surabaya, dan Denpasar.</p>
    <h2>Diliput media</h2>
    <ul>
        <li><a href="https://dailysocial.id/post/kasnara-pendanaan-seri-a" target="_blank" rel="noopener">DailySocial: Kasnara Raih Pendanaan Seri A</a></li>
        <li><a href="https://tekno.kompas.com/read/2023/08/14/kasnara-umkm" target="_blank" rel="noopener">Kompas Tekno: Aplikasi Kasir Lokal Bidik Warung</a></li>
    </ul>
    <h2>Penghargaan</h2>
    <p>Juara 1 kategori Fintech Enabler, <em>Indonesia Digital Awards 2023</em>.</p>
    <h2>Bergabung dengan tim</h2>
    <p>Lihat lowongan kami di <a href="https://www.linkedin.com/company/kasnara/jobs/" target="_blank" rel="noopener">LinkedIn</a> dan <a href="https://glints.com/id/companies/kasnara" target="_blank" rel="noopener">Glints</a>.</p>
</section>`,
      ),
    },
    '/blog/cara-memilih-printer-kasir': {
      headers,
      html: page(
        '5 Tips Memilih Printer Kasir untuk Usaha Kecil - Blog Kasnara',
        'Thermal atau dot matrix? 58mm atau 80mm? Simak panduan memilih printer kasir.',
        '/blog/cara-memilih-printer-kasir',
        `
<article class="max-w-3xl mx-auto px-4 pt-16 prose">
    <p class="text-sm text-emerald-700">Tips Usaha &middot; 3 Februari 2024</p>
    <h1>5 Tips Memilih Printer Kasir untuk Usaha Kecil</h1>
    <p>Printer struk adalah perangkat yang paling sering rusak di kasir. Berikut tips memilih printer yang awet dan kompatibel dengan aplikasi kasir Anda.</p>
    <h2>1. Pilih thermal, bukan dot matrix</h2>
    <p>Printer thermal lebih senyap dan tidak perlu pita. Merek yang banyak dipakai antara lain Epson, <a href="https://www.xprinter.net" target="_blank" rel="nofollow noopener">Xprinter</a>, dan <a href="https://www.iware.co.id" target="_blank" rel="nofollow noopener">iWare</a>.</p>
    <h2>2. Bluetooth atau USB?</h2>
    <p>Untuk kasir di tablet, printer Bluetooth lebih praktis. Pastikan mendukung perintah ESC/POS.</p>
    <h2>3. Beli di toko resmi</h2>
    <p>Hindari barang rekondisi. Anda bisa membeli di marketplace seperti <a href="https://www.blibli.com" target="_blank" rel="nofollow noopener">Blibli</a> atau lewat mitra reseller Kasnara.</p>
</article>`,
      ),
    },
  },
  sitemap: ['/', '/integrasi', '/perangkat', '/mitra', '/tentang-kami', '/blog/cara-memilih-printer-kasir'],
  technologies: ['laravel', 'php', 'livewire', 'alpine-js', 'nginx', 'google-analytics', 'google-tag-manager'],
  partners: {
    'midtrans.com': 'technology',
    'xendit.co': 'technology',
    'dana.id': 'technology',
    'ovo.id': 'technology',
    'tokopedia.com': 'technology',
    'shopee.co.id': 'technology',
    'grab.com': 'technology',
    'gojek.com': 'technology',
    'jurnal.id': 'technology',
    'accurate.id': 'technology',
    'sunmi.com': 'technology',
    'epson.co.id': 'technology',
    'sinarkasir.com': 'channel',
    'mesinkasirjaya.co.id': 'channel',
    'solusiritel.co.id': 'channel',
    'kasirbali.id': 'channel',
    'mitrapos-makassar.com': 'channel',
    'sbyposcenter.com': 'channel',
    'jogjaniaga.id': 'channel',
    'bandungkasir.com': 'channel',
  },
};
