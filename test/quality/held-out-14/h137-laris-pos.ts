import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx/1.24.0',
  vary: 'X-Inertia',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6Ik1qQ2R4dFZ0b2p3YkJ3N0x6R0JDT1E9PSIsInZhbHVlIjoiUm5uV; expires=Mon, 03 Jun 2024 11:48:20 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
};

const VERSION = '8f3c2a91e07b6d54';

/** Laravel's json_encode (slashes escaped) inside Blade's {{ }} (htmlspecialchars), as @inertia renders it. */
function dataPage(component: string, props: Record<string, unknown>, url: string): string {
  const shared = {
    auth: { user: null },
    app: { name: 'Laris POS', locale: 'id', wa: 'https://wa.me/6281119990120' },
    flash: { success: null, error: null },
    ziggy: { url: 'https://larispos.co.id', port: null, defaults: [], location: `https://larispos.co.id${url}` },
    footer: {
      links: [
        { label: 'Tentang Kami', href: '/tentang' },
        { label: 'Pelanggan', href: '/pelanggan' },
        { label: 'Mitra', href: '/mitra' },
        { label: 'Blog', href: 'https://blog.larispos.co.id' },
        { label: 'Pusat Bantuan', href: 'https://bantuan.larispos.co.id' },
      ],
      social: [
        { name: 'Instagram', href: 'https://www.instagram.com/larispos.id/' },
        { name: 'TikTok', href: 'https://www.tiktok.com/@larispos' },
        { name: 'YouTube', href: 'https://www.youtube.com/@larispos' },
      ],
      stores: [
        { name: 'Google Play', href: 'https://play.google.com/store/apps/details?id=id.co.larispos.kasir' },
        { name: 'App Store', href: 'https://apps.apple.com/id/app/laris-pos-aplikasi-kasir/id1589201734' },
      ],
      company: 'PT Laris Teknologi Nusantara · Jl. Kemang Raya No. 18, Jakarta Selatan 12730',
    },
  };
  const page = { component, props: { errors: {}, ...shared, ...props }, url, version: VERSION };
  return JSON.stringify(page)
    .replace(/\//g, '\\/')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function doc(
  title: string,
  description: string,
  component: string,
  props: Record<string, unknown>,
  url: string,
  pageChunk: string,
): string {
  return `<!DOCTYPE html>
<html lang="id">
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="csrf-token" content="Vd8kQ2rT6yLp0mNc4xWz1bHg7sFa9eJu3iOq5RtY">
        <link rel="icon" href="/favicon.ico">
        <link rel="preconnect" href="https://fonts.bunny.net">
        <link href="https://fonts.bunny.net/css?family=plus-jakarta-sans:400,500,600,700&display=swap" rel="stylesheet" />

        <!-- Google Tag Manager -->
        <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
        new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
        j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
        'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
        })(window,document,'script','dataLayer','GTM-TB8K2ZR');</script>
        <!-- End Google Tag Manager -->

        <!-- Meta Pixel Code -->
        <script>
        !function(f,b,e,v,n,t,s)
        {if(f.fbq)return;n=f.fbq=function(){n.callMethod?
        n.callMethod.apply(n,arguments):n.queue.push(arguments)};
        if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
        n.queue=[];t=b.createElement(e);t.async=!0;
        t.src=v;s=b.getElementsByTagName(e)[0];
        s.parentNode.insertBefore(t,s)}(window, document,'script',
        'https://connect.facebook.net/en_US/fbevents.js');
        fbq('init', '1180443927716502');
        fbq('track', 'PageView');
        </script>
        <noscript><img height="1" width="1" style="display:none"
        src="https://www.facebook.com/tr?id=1180443927716502&ev=PageView&noscript=1"
        /></noscript>
        <!-- End Meta Pixel Code -->

        <link rel="preload" as="style" href="https://larispos.co.id/build/assets/app-Bq3xT9mK.css" /><link rel="modulepreload" href="https://larispos.co.id/build/assets/app-C8vWn2Lp.js" /><link rel="modulepreload" href="https://larispos.co.id/build/assets/${pageChunk}" /><link rel="stylesheet" href="https://larispos.co.id/build/assets/app-Bq3xT9mK.css" /><script type="module" src="https://larispos.co.id/build/assets/app-C8vWn2Lp.js"></script><script type="module" src="https://larispos.co.id/build/assets/${pageChunk}"></script>
        <title inertia>${title}</title>
        <meta inertia="description" name="description" content="${description}">
        <meta inertia="og:title" property="og:title" content="${title}">
    </head>
    <body class="font-sans antialiased">
        <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TB8K2ZR"
        height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
        <div id="app" data-page="${dataPage(component, props, url)}"></div>
        <noscript><p style="padding:2rem;text-align:center">Aktifkan JavaScript untuk menggunakan situs Laris POS.</p></noscript>
    </body>
</html>
`;
}

const home = doc(
  'Laris POS — Aplikasi Kasir Online untuk UMKM',
  'Aplikasi kasir gratis untuk warung, kafe, dan toko. Catat penjualan, stok, dan laporan keuangan dari HP.',
  'Home',
  {
    hero: {
      title: 'Aplikasi kasir yang bikin usahamu makin laris',
      subtitle: 'Catat transaksi, kelola stok, dan terima pembayaran QRIS — cukup dari HP Android.',
      cta: { label: 'Coba Gratis 30 Hari', href: 'https://app.larispos.co.id/daftar' },
    },
    stats: [
      { value: '85.000+', label: 'merchant aktif' },
      { value: '34', label: 'provinsi' },
      { value: '4,8', label: 'rating Google Play' },
    ],
    featuredIntegrations: [
      { name: 'Midtrans', logo: '/images/integrasi/midtrans.svg' },
      { name: 'GoFood', logo: '/images/integrasi/gofood.svg' },
      { name: 'GrabFood', logo: '/images/integrasi/grabfood.svg' },
      { name: 'Jurnal', logo: '/images/integrasi/jurnal.svg' },
    ],
    testimonials: [
      {
        quote: 'Stok kopi nggak pernah selisih lagi sejak pakai Laris POS.',
        name: 'Rizky',
        business: 'Kopi Senja, Bandung',
        instagram: 'https://www.instagram.com/kopisenja.bdg/',
      },
      {
        quote: 'Laporan harian langsung masuk WhatsApp, praktis banget.',
        name: 'Bu Ratna',
        business: 'Warung Makan Bu Ratna, Solo',
        instagram: null,
      },
    ],
    pricing: [
      { plan: 'Gratis', price: 0 },
      { plan: 'Pro', price: 99000 },
      { plan: 'Bisnis', price: 249000 },
    ],
  },
  '/',
  'Home-D4rT8wQz.js',
);

const integrasi = doc(
  'Integrasi — Laris POS',
  'Hubungkan Laris POS dengan payment gateway, layanan pesan-antar, marketplace, dan software akuntansi.',
  'Integrations/Index',
  {
    intro:
      'Laris POS terhubung dengan layanan favorit pelaku usaha Indonesia. Semua integrasi bisa diaktifkan sendiri dari menu Pengaturan.',
    categories: ['Pembayaran', 'Pesan-antar', 'Marketplace', 'Akuntansi'],
    integrations: [
      {
        id: 1,
        name: 'Midtrans',
        category: 'Pembayaran',
        description: 'Terima QRIS, kartu kredit, dan virtual account.',
        website: 'https://midtrans.com',
        logo: '/images/integrasi/midtrans.svg',
      },
      {
        id: 2,
        name: 'Xendit',
        category: 'Pembayaran',
        description: 'Payment link dan QRIS dinamis.',
        website: 'https://www.xendit.co/id/',
        logo: '/images/integrasi/xendit.svg',
      },
      {
        id: 3,
        name: 'DOKU',
        category: 'Pembayaran',
        description: 'Pembayaran kartu dan e-wallet.',
        website: 'https://www.doku.com',
        logo: '/images/integrasi/doku.svg',
      },
      {
        id: 4,
        name: 'GoFood (GoBiz)',
        category: 'Pesan-antar',
        description: 'Pesanan GoFood otomatis masuk ke kasir.',
        website: 'https://gobiz.co.id',
        logo: '/images/integrasi/gofood.svg',
      },
      {
        id: 5,
        name: 'GrabFood',
        category: 'Pesan-antar',
        description: 'Sinkronisasi menu dan pesanan GrabFood.',
        website: 'https://www.grab.com/id/merchant/',
        logo: '/images/integrasi/grabfood.svg',
      },
      {
        id: 6,
        name: 'Tokopedia',
        category: 'Marketplace',
        description: 'Stok toko online mengikuti stok di kasir.',
        website: 'https://seller.tokopedia.com',
        logo: '/images/integrasi/tokopedia.svg',
      },
      {
        id: 7,
        name: 'Jurnal by Mekari',
        category: 'Akuntansi',
        description: 'Penjualan harian tercatat otomatis di Jurnal.',
        website: 'https://www.jurnal.id',
        logo: '/images/integrasi/jurnal.svg',
      },
      {
        id: 8,
        name: 'Accurate Online',
        category: 'Akuntansi',
        description: 'Kirim jurnal penjualan ke Accurate.',
        website: 'https://accurate.id',
        logo: '/images/integrasi/accurate.svg',
      },
      {
        id: 9,
        name: 'Shopee',
        category: 'Marketplace',
        description: 'Segera hadir.',
        website: null,
        logo: '/images/integrasi/shopee.svg',
        comingSoon: true,
      },
    ],
  },
  '/integrasi',
  'Index-Hk2pL7vA.js',
);

function resellers(page: number, data: Array<Record<string, unknown>>): Record<string, unknown> {
  return {
    current_page: page,
    data,
    first_page_url: 'https://larispos.co.id/mitra?page=1',
    from: page === 1 ? 1 : 6,
    last_page: 2,
    last_page_url: 'https://larispos.co.id/mitra?page=2',
    links: [
      { url: page === 1 ? null : 'https://larispos.co.id/mitra?page=1', label: '&laquo; Sebelumnya', active: false },
      { url: 'https://larispos.co.id/mitra?page=1', label: '1', active: page === 1 },
      { url: 'https://larispos.co.id/mitra?page=2', label: '2', active: page === 2 },
      { url: page === 1 ? 'https://larispos.co.id/mitra?page=2' : null, label: 'Berikutnya &raquo;', active: false },
    ],
    next_page_url: page === 1 ? 'https://larispos.co.id/mitra?page=2' : null,
    path: 'https://larispos.co.id/mitra',
    per_page: 5,
    prev_page_url: page === 1 ? null : 'https://larispos.co.id/mitra?page=1',
    to: page === 1 ? 5 : 7,
    total: 7,
  };
}

const hardware = [
  { name: 'Epson Indonesia', role: 'Printer struk resmi (TM-T82X, TM-m30III)', website: 'https://epson.co.id' },
  { name: 'SUNMI', role: 'Perangkat kasir Android all-in-one (V2s, T2s)', website: 'https://www.sunmi.com/en/' },
  { name: 'iWare', role: 'Laci uang dan scanner barcode', website: 'https://www.iware.co.id' },
];

function mitra(page: number, list: Array<Record<string, unknown>>): string {
  return doc(
    page === 1 ? 'Mitra Laris POS — Reseller & Perangkat Resmi' : 'Mitra Laris POS — Halaman 2',
    'Cari reseller resmi Laris POS di kotamu dan perangkat kasir yang sudah tersertifikasi.',
    'Partners/Index',
    {
      heading: 'Mitra Laris POS',
      intro:
        'Beli paket Laris POS beserta perangkat kasir melalui reseller resmi kami. Reseller membantu instalasi dan pelatihan di lokasi usaha Anda.',
      hardwarePartners: hardware,
      resellers: resellers(page, list),
      filters: { city: null },
      joinCta: { label: 'Daftar Jadi Reseller', href: '/mitra/daftar' },
    },
    page === 1 ? '/mitra' : '/mitra?page=2',
    'Index-Pw9sE3cX.js',
  );
}

const mitra1 = mitra(1, [
  {
    id: 11,
    name: 'CV Sinar Kasir',
    city: 'Jakarta Barat',
    phone: '021-5698 2201',
    website: 'https://sinarkasir.com',
    level: 'Reseller Gold',
  },
  {
    id: 12,
    name: 'Toko Mesin Kasir Bandung',
    city: 'Bandung',
    phone: '022-8730 1144',
    website: 'https://mesinkasirbandung.com',
    level: 'Reseller',
  },
  {
    id: 13,
    name: 'PT Solusi Ritel Nusantara',
    city: 'Surabaya',
    phone: '031-9921 0087',
    website: 'https://www.solusiritel.co.id',
    level: 'Reseller Gold',
  },
  { id: 14, name: 'Mitra Digital Medan', city: 'Medan', phone: '0813-7012-4455', website: null, level: 'Reseller' },
  { id: 15, name: 'Kasir Bali Center', city: 'Denpasar', phone: '0361-472 118', website: 'https://kasirbali.id', level: 'Reseller' },
]);

const mitra2 = mitra(2, [
  { id: 16, name: 'Makassar POS Center', city: 'Makassar', phone: '0411-881 2290', website: 'https://makassarpos.com', level: 'Reseller' },
  {
    id: 17,
    name: 'Jogja Kasir Mandiri',
    city: 'Yogyakarta',
    phone: '0274-551 903',
    website: 'https://jogjakasir.web.id',
    level: 'Reseller',
  },
]);

const tentang = doc(
  'Tentang Kami — Laris POS',
  'Cerita Laris POS membantu UMKM Indonesia naik kelas.',
  'About',
  {
    story: 'Laris POS didirikan di Jakarta pada 2020 untuk membantu UMKM mencatat penjualan tanpa perlu mesin kasir mahal.',
    investors: [
      { name: 'Nusantara Capital', website: 'https://nusantaracap.id' },
      { name: 'East Ventures', website: 'https://east.vc' },
    ],
    memberships: [{ name: 'Asosiasi E-Commerce Indonesia (idEA)', website: 'https://www.idea.or.id' }],
    awards: ['Top 10 Startup UMKM 2023 — Kementerian Koperasi dan UKM'],
    press: [
      { outlet: 'DailySocial', title: 'Laris POS raih pendanaan Seri A', url: 'https://dailysocial.id/post/laris-pos-seri-a' },
      { outlet: 'Kompas', title: 'Aplikasi kasir gratis bantu warung bertahan', url: 'https://money.kompas.com/read/2023/08/14/laris-pos' },
    ],
  },
  '/tentang',
  'About-Qz6rN1yB.js',
);

const pelanggan = doc(
  'Cerita Pelanggan — Laris POS',
  'Kisah pelaku usaha yang tumbuh bersama Laris POS.',
  'Customers/Index',
  {
    stories: [
      { brand: 'Kopi Senja', city: 'Bandung', summary: 'Dari 1 gerai jadi 6 gerai dengan stok terpusat.', website: 'https://kopisenja.id' },
      { brand: 'Bakmi Ayam Pak Kumis', city: 'Semarang', summary: 'Pesanan GoFood dan dine-in dalam satu layar.', website: null },
      {
        brand: 'Toko Bangunan Sumber Rejeki',
        city: 'Malang',
        summary: 'Ribuan SKU tercatat rapi dengan scanner barcode.',
        website: 'https://sumberrejeki-malang.com',
      },
    ],
  },
  '/pelanggan',
  'Index-Ym4kB8tD.js',
);

export const site: CorpusSite = {
  domain: 'larispos.co.id',
  covers:
    'Indonesian POS SaaS on Laravel with Inertia.js and no server rendering: every page is an empty <div id="app"> whose data-page attribute holds HTML-escaped JSON with escaped slashes; integrations, hardware partners and a Laravel-paginator reseller list (?page=2, one reseller on a .web.id domain, one without a website) live only there. Traps: investors, idEA membership, award, press, customer stories, Instagram/TikTok/YouTube and app-store links, WhatsApp link, own app/blog/help subdomains.',
  pages: {
    '/': { headers, html: home },
    '/integrasi': { headers, html: integrasi },
    '/mitra': { headers, html: mitra1 },
    '/mitra?page=2': { headers, html: mitra2 },
    '/tentang': { headers, html: tentang },
    '/pelanggan': { headers, html: pelanggan },
  },
  sitemap: ['/', '/integrasi', '/mitra', '/tentang', '/pelanggan'],
  technologies: ['laravel', 'php', 'inertia-js', 'nginx', 'google-tag-manager', 'facebook-pixel'],
  partners: {
    'midtrans.com': 'technology',
    'xendit.co': 'technology',
    'doku.com': 'technology',
    'gobiz.co.id': 'technology',
    'grab.com': 'technology',
    'tokopedia.com': 'technology',
    'jurnal.id': 'technology',
    'accurate.id': 'technology',
    'epson.co.id': 'technology',
    'sunmi.com': 'technology',
    'iware.co.id': 'technology',
    'sinarkasir.com': 'channel',
    'mesinkasirbandung.com': 'channel',
    'solusiritel.co.id': 'channel',
    'kasirbali.id': 'channel',
    'makassarpos.com': 'channel',
    'jogjakasir.web.id': 'channel',
  },
};
