import type { CorpusSite } from '../corpus/types.js';

const B = 'https://uykusa.com.tr';
const CSRF = 'pT3kW9mQ2xZ7rV1bN8cL5yH0jF4gD6sA2eU9iO3k';

const layout = (title: string, desc: string, body: string) => `<!DOCTYPE html>
<html lang="tr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="${CSRF}">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <link rel="preconnect" href="https://fonts.bunny.net">
    <link href="https://fonts.bunny.net/css?family=figtree:400,500,600&display=swap" rel="stylesheet" />
    <link rel="preload" as="style" href="${B}/build/assets/app-4f8a2c1d.css" /><link rel="modulepreload" href="${B}/build/assets/app-9b3e1f2a.js" /><link rel="stylesheet" href="${B}/build/assets/app-4f8a2c1d.css" /><script type="module" src="${B}/build/assets/app-9b3e1f2a.js"></script>
    <!-- Livewire Styles --><style >[wire\\:loading][wire\\:loading], [wire\\:loading\\.delay][wire\\:loading\\.delay], [wire\\:loading\\.inline-block][wire\\:loading\\.inline-block], [wire\\:loading\\.inline][wire\\:loading\\.inline], [wire\\:loading\\.block][wire\\:loading\\.block], [wire\\:loading\\.flex][wire\\:loading\\.flex], [wire\\:loading\\.table][wire\\:loading\\.table], [wire\\:loading\\.grid][wire\\:loading\\.grid], [wire\\:loading\\.inline-flex][wire\\:loading\\.inline-flex] {display: none;}[wire\\:offline][wire\\:offline] {display: none;}[wire\\:dirty]:not(textarea):not(input):not(select) {display: none;}:root {--livewire-progress-bar-color: #2299dd;}[x-cloak] {display: none !important;}</style>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-UYK7S4TR20"></script>
    <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-UYK7S4TR20');</script>
</head>
<body class="font-sans antialiased bg-stone-50 text-stone-800">
    <header class="bg-white border-b border-stone-200" x-data="{ open: false }">
        <div class="max-w-7xl mx-auto px-4 flex items-center justify-between h-20">
            <a href="${B}" class="flex items-center"><img src="${B}/images/uykusa-logo.svg" alt="Uykusa Yatak" class="h-10"></a>
            <nav class="hidden lg:flex gap-8 text-sm font-medium">
                <a href="${B}/urunler/yataklar" class="hover:text-indigo-700">Yataklar</a>
                <a href="${B}/urunler/bazalar" class="hover:text-indigo-700">Baza &amp; Başlık</a>
                <a href="${B}/urunler/yastiklar" class="hover:text-indigo-700">Yastıklar</a>
                <a href="${B}/bayilerimiz" class="hover:text-indigo-700">Bayilerimiz</a>
                <a href="${B}/referanslar" class="hover:text-indigo-700">Otel Projeleri</a>
                <a href="${B}/kurumsal/hakkimizda" class="hover:text-indigo-700">Kurumsal</a>
                <a href="${B}/blog" class="hover:text-indigo-700">Blog</a>
                <a href="${B}/iletisim" class="hover:text-indigo-700">İletişim</a>
            </nav>
            <button class="lg:hidden" @click="open = !open" aria-label="Menü">&#9776;</button>
        </div>
    </header>
    <main>
${body}
    </main>
    <footer class="bg-stone-900 text-stone-300 mt-16">
        <div class="max-w-7xl mx-auto px-4 py-12 grid md:grid-cols-4 gap-8 text-sm">
            <div>
                <p class="font-semibold text-white">Uykusa Yatak San. ve Tic. A.Ş.</p>
                <p>İnegöl Organize Sanayi Bölgesi, 3. Cadde No: 14, İnegöl / Bursa</p>
                <p>0850 555 08 92 · info@uykusa.com.tr</p>
            </div>
            <div>
                <p class="font-semibold text-white">Kurumsal</p>
                <a href="${B}/kurumsal/hakkimizda" class="block">Hakkımızda</a>
                <a href="${B}/kurumsal/sponsorluklar" class="block">Sponsorluklarımız</a>
                <a href="${B}/bayilik-basvurusu" class="block">Bayilik Başvurusu</a>
                <a href="${B}/kvkk" class="block">KVKK Aydınlatma Metni</a>
            </div>
            <div>
                <p class="font-semibold text-white">Bizi takip edin</p>
                <a href="https://www.instagram.com/uykusayatak/" target="_blank" rel="noopener" class="block">Instagram</a>
                <a href="https://www.youtube.com/@uykusayatak" target="_blank" rel="noopener" class="block">YouTube</a>
            </div>
            <div>
                <a href="https://etbis.eticaret.gov.tr/sitedogrulama/3456789012345678" target="_blank" rel="noopener"><img src="${B}/images/etbis-qr.png" alt="ETBİS'e kayıtlıdır" class="h-20"></a>
            </div>
        </div>
        <p class="text-center text-xs py-4 border-t border-stone-800">&copy; 2024 Uykusa Yatak. Tüm hakları saklıdır.</p>
    </footer>
<script src="/livewire/livewire.min.js?id=239a5c52" data-csrf="${CSRF}" data-update-uri="/livewire/update" data-navigate-once="true"></script>
</body>
</html>`;

type Dealer = {
  ad: string;
  il: string;
  adres: string;
  tel: string;
  web: string | null;
  site?: 'link' | 'text' | 'instagram';
  lat: number;
  lng: number;
};

const dealers: Dealer[] = [
  {
    ad: 'Uyku Dünyası Kadıköy',
    il: 'İstanbul',
    adres: 'Caferağa Mah. Moda Cad. No: 112, Kadıköy',
    tel: '0216 555 04 18',
    web: 'https://www.uykudunyasi.com.tr',
    site: 'link',
    lat: 40.987,
    lng: 29.027,
  },
  {
    ad: 'Bahçelievler Yatak Merkezi',
    il: 'İstanbul',
    adres: 'Bahçelievler Mah. Adnan Kahveci Blv. No: 47',
    tel: '0212 555 07 63',
    web: 'https://bahcelievleryatak.com',
    site: 'link',
    lat: 41.0,
    lng: 28.86,
  },
  {
    ad: 'Ümraniye Mobilya Evi',
    il: 'İstanbul',
    adres: 'Atatürk Mah. Alemdağ Cad. No: 205, Ümraniye',
    tel: '0216 555 02 91',
    web: null,
    lat: 41.02,
    lng: 29.12,
  },
  {
    ad: 'Başkent Yatak & Baza',
    il: 'Ankara',
    adres: 'Kızılay Mah. Atatürk Blv. No: 88, Çankaya',
    tel: '0312 555 06 40',
    web: 'https://www.baskentyatak.com.tr',
    site: 'link',
    lat: 39.92,
    lng: 32.85,
  },
  {
    ad: 'Çankaya Uyku Market',
    il: 'Ankara',
    adres: 'Turan Güneş Blv. No: 31/B, Yıldız',
    tel: '0312 555 09 12',
    web: 'www.cankayauyku.com',
    site: 'text',
    lat: 39.87,
    lng: 32.85,
  },
  {
    ad: 'Ege Yatak Galerisi',
    il: 'İzmir',
    adres: 'Kültür Mah. Şehit Nevres Blv. No: 5, Konak',
    tel: '0232 555 01 77',
    web: 'https://egeyatakgalerisi.com',
    site: 'link',
    lat: 38.43,
    lng: 27.14,
  },
  {
    ad: 'Karşıyaka Home Concept',
    il: 'İzmir',
    adres: 'Bostanlı Mah. Cemal Gürsel Cad. No: 420, Karşıyaka',
    tel: '0232 555 03 26',
    web: 'https://www.karsiyakahome.com.tr/?utm_source=uykusa&utm_medium=bayi_listesi',
    site: 'link',
    lat: 38.46,
    lng: 27.09,
  },
  {
    ad: 'Nilüfer Yatak',
    il: 'Bursa',
    adres: 'FSM Blv. No: 140, Nilüfer',
    tel: '0224 555 05 58',
    web: 'https://niluferyatak.com',
    site: 'link',
    lat: 40.22,
    lng: 28.98,
  },
  {
    ad: 'Akdeniz Uyku Center',
    il: 'Antalya',
    adres: 'Şirinyalı Mah. Lara Cad. No: 66, Muratpaşa',
    tel: '0242 555 08 03',
    web: 'akdenizuyku.com.tr',
    site: 'text',
    lat: 36.86,
    lng: 30.74,
  },
  {
    ad: 'Çukurova Mobilya',
    il: 'Adana',
    adres: 'Reşatbey Mah. Turhan Cemal Beriker Blv. No: 12, Seyhan',
    tel: '0322 555 04 49',
    web: 'https://cukurovamobilya.com',
    site: 'link',
    lat: 37.0,
    lng: 35.32,
  },
  {
    ad: 'Karadeniz Yatak',
    il: 'Trabzon',
    adres: 'Kemerkaya Mah. Uzun Sok. No: 21, Ortahisar',
    tel: '0462 555 01 35',
    web: 'https://www.instagram.com/karadenizyatak61/',
    site: 'instagram',
    lat: 41.0,
    lng: 39.72,
  },
];

const cities = [...new Set(dealers.map((d) => d.il))];

const siteLine = (d: Dealer) => {
  if (!d.web) return '';
  if (d.site === 'text') return `<p class="text-sm">Web: ${d.web}</p>`;
  if (d.site === 'instagram')
    return `<p class="text-sm"><a href="${d.web}" target="_blank" rel="noopener" class="text-indigo-700 underline">Instagram</a></p>`;
  return `<p class="text-sm"><a href="${d.web.replace(/&/g, '&amp;')}" target="_blank" rel="noopener" class="text-indigo-700 underline">Web sitesi</a></p>`;
};

const accordion = cities
  .map(
    (il, i) => `            <div class="border-b border-stone-200" x-data="{ acik: ${i === 0 ? 'true' : 'false'} }">
                <button type="button" class="w-full flex justify-between py-4 text-left font-semibold" @click="acik = !acik" :aria-expanded="acik">${il} <span class="text-stone-400">(${dealers.filter((d) => d.il === il).length} bayi)</span></button>
                <div x-show="acik" x-collapse${i === 0 ? '' : ' x-cloak'} class="grid md:grid-cols-2 gap-4 pb-6">
${dealers
  .filter((d) => d.il === il)
  .map(
    (d) => `                    <div class="bg-white rounded-xl p-5 shadow-sm">
                        <h3 class="font-semibold">${d.ad.replace(/&/g, '&amp;')}</h3>
                        <p class="text-sm">${d.adres} / ${d.il}</p>
                        <p class="text-sm">Tel: ${d.tel}</p>
                        ${siteLine(d)}
                    </div>`,
  )
  .join('\n')}
                </div>
            </div>`,
  )
  .join('\n');

const mapJson = JSON.stringify(dealers.map(({ ad, il, tel, lat, lng }) => ({ ad, il, tel, lat, lng })));

export const site: CorpusSite = {
  domain: 'uykusa.com.tr',
  covers:
    'Turkish Laravel/Livewire/Alpine.js site of an İnegöl mattress maker: dealers in Alpine x-data city accordions (linked, utm-tagged, written-only, Instagram-only and site-less dealers) plus a Leaflet map fed by embedded JSON without websites, online marketplaces as logo links; traps in hotel project references, sports sponsorships, certifications, a blog post naming a fabric supplier and an ETBİS badge, with a Livewire dealer-application form.',
  pages: {
    '/': {
      headers: {
        server: 'nginx/1.24.0',
        'content-type': 'text/html; charset=UTF-8',
        'x-powered-by': 'PHP/8.2.15',
        'cache-control': 'no-cache, private',
        'set-cookie':
          'laravel_session=eyJpdiI6IkR4Q1p3a2V0bE1xR3pCbUZsSHZpQ0E9PSIsInZhbHVlIjoiNmZ2; expires=Sun, 10 Mar 2024 14:21:09 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
      },
      html: layout(
        'Uykusa Yatak | Ortopedik ve Visco Yatak Modelleri',
        'İnegöl üretimi ortopedik, visco ve yaylı yatak modelleri. 10 yıl garanti, Türkiye genelinde 120 bayi.',
        `        <section class="bg-indigo-900 text-white">
            <div class="max-w-7xl mx-auto px-4 py-24">
                <h1 class="text-4xl font-bold">Her sabah dinç uyanın.</h1>
                <p class="mt-4 max-w-xl">Torbalı yay sistemi, doğal lateks ve nefes alan bambu kumaşıyla Uykusa yataklar İnegöl'deki fabrikamızda üretiliyor.</p>
                <a href="${B}/urunler/yataklar" class="inline-block mt-8 bg-white text-indigo-900 px-6 py-3 rounded-full">Yatakları İncele</a>
            </div>
        </section>
        <section class="max-w-7xl mx-auto px-4 py-16 grid md:grid-cols-3 gap-8">
            <div><h2 class="font-semibold">10 Yıl Garanti</h2><p>Tüm yataklarımızda yay ve iskelet garantisi.</p></div>
            <div><h2 class="font-semibold">100 Gece Deneme</h2><p>Beğenmezseniz ücretsiz iade.</p></div>
            <div><h2 class="font-semibold">120+ Bayi</h2><p>Size en yakın bayiyi <a href="${B}/bayilerimiz" class="underline">bayi listemizden</a> bulun.</p></div>
        </section>
        <section class="max-w-3xl mx-auto px-4 py-12">
            <div wire:snapshot="{&quot;data&quot;:{&quot;email&quot;:&quot;&quot;},&quot;memo&quot;:{&quot;id&quot;:&quot;Kq8nT2vX9pLm&quot;,&quot;name&quot;:&quot;newsletter-form&quot;,&quot;path&quot;:&quot;\\/&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;children&quot;:[],&quot;errors&quot;:[],&quot;locale&quot;:&quot;tr&quot;},&quot;checksum&quot;:&quot;4a1f&quot;}" wire:effects="[]" wire:id="Kq8nT2vX9pLm">
                <form wire:submit="abone" class="flex gap-2">
                    <input type="email" wire:model="email" placeholder="E-posta adresiniz" class="flex-1 rounded-full border-stone-300">
                    <button type="submit" class="bg-indigo-700 text-white px-6 rounded-full">Kampanyalardan haberdar ol</button>
                </form>
            </div>
        </section>`,
      ),
    },
    '/bayilerimiz': {
      html: layout(
        'Bayilerimiz | Uykusa Yatak',
        'Uykusa yataklarını deneyebileceğiniz yetkili bayilerimiz.',
        `        <section class="max-w-7xl mx-auto px-4 py-12">
            <h1 class="text-3xl font-bold">Bayilerimiz</h1>
            <p class="mt-2 max-w-2xl">Uykusa yataklarını yetkili bayilerimizde deneyip satın alabilirsiniz. Yetkili bayiden alınan ürünlerde 10 yıl garanti ve ücretsiz kurulum geçerlidir.</p>
            <div id="bayi-harita" class="h-96 rounded-xl my-8"></div>
            <div class="mt-4">
${accordion}
            </div>
            <h2 class="text-2xl font-bold mt-12">Online Satış Noktalarımız</h2>
            <div class="flex flex-wrap gap-6 mt-4 items-center">
                <a href="https://www.trendyol.com/uykusa-x-b104567" target="_blank" rel="noopener"><img src="${B}/images/pazaryeri/trendyol.svg" alt="Trendyol" class="h-10"></a>
                <a href="https://www.hepsiburada.com/magaza/uykusa" target="_blank" rel="noopener"><img src="${B}/images/pazaryeri/hepsiburada.svg" alt="Hepsiburada" class="h-10"></a>
                <a href="https://www.n11.com/magaza/uykusayatak" target="_blank" rel="noopener"><img src="${B}/images/pazaryeri/n11.svg" alt="n11" class="h-10"></a>
            </div>
            <p class="mt-8">Bölgenizde bayimiz yok mu? <a href="${B}/bayilik-basvurusu" class="underline">Bayimiz olun</a>.</p>
        </section>
        <link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" crossorigin="">
        <script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" crossorigin=""></script>
        <script type="application/json" id="bayi-data">${mapJson}</script>
        <script>
            var bayiler = JSON.parse(document.getElementById('bayi-data').textContent);
            var harita = L.map('bayi-harita').setView([39.0, 35.0], 6);
            L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', { attribution: '&copy; OpenStreetMap' }).addTo(harita);
            bayiler.forEach(function (b) { L.marker([b.lat, b.lng]).addTo(harita).bindPopup('<b>' + b.ad + '</b><br>' + b.tel); });
        </script>`,
      ),
    },
    '/bayilik-basvurusu': {
      html: layout(
        'Bayilik Başvurusu | Uykusa Yatak',
        'Uykusa bayisi olmak için başvurun.',
        `        <section class="max-w-3xl mx-auto px-4 py-12">
            <h1 class="text-3xl font-bold">Bayilik Başvurusu</h1>
            <p class="mt-2">Mobilya veya yatak mağazanız varsa Uykusa ailesine katılın: bölge koruması, vitrin desteği ve 45 gün vadeli çalışma.</p>
            <div wire:snapshot="{&quot;data&quot;:{&quot;firma&quot;:&quot;&quot;,&quot;il&quot;:&quot;&quot;,&quot;telefon&quot;:&quot;&quot;},&quot;memo&quot;:{&quot;id&quot;:&quot;Zr4cB7qW1yNs&quot;,&quot;name&quot;:&quot;bayilik-form&quot;,&quot;path&quot;:&quot;bayilik-basvurusu&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;children&quot;:[],&quot;errors&quot;:[],&quot;locale&quot;:&quot;tr&quot;},&quot;checksum&quot;:&quot;9c2e&quot;}" wire:effects="[]" wire:id="Zr4cB7qW1yNs">
                <form wire:submit="gonder" class="space-y-4 mt-8">
                    <input type="text" wire:model="firma" placeholder="Firma adı" class="w-full rounded-lg">
                    <input type="text" wire:model="il" placeholder="İl / İlçe" class="w-full rounded-lg">
                    <input type="tel" wire:model="telefon" placeholder="Telefon" class="w-full rounded-lg">
                    <button type="submit" class="bg-indigo-700 text-white px-6 py-3 rounded-full" wire:loading.attr="disabled">Başvuruyu Gönder</button>
                </form>
            </div>
        </section>`,
      ),
    },
    '/referanslar': {
      html: layout(
        'Otel Projeleri | Uykusa Yatak',
        'Uykusa yataklarının kullanıldığı otel projeleri.',
        `        <section class="max-w-7xl mx-auto px-4 py-12">
            <h1 class="text-3xl font-bold">Otel Projelerimiz</h1>
            <p class="mt-2">Kontrat bölümümüz 2015'ten bu yana 18.000'den fazla otel odasına yatak tedarik etti.</p>
            <div class="grid md:grid-cols-3 gap-6 mt-8">
                <a href="https://www.larapalace.com.tr/" target="_blank" rel="noopener" class="block bg-white rounded-xl p-6"><img src="${B}/images/referans/lara-palace.jpg" alt="Lara Palace Hotel"><p class="mt-2 font-semibold">Lara Palace Hotel, Antalya</p><p class="text-sm">640 oda · 2022</p></a>
                <a href="https://www.kapadokyatas.com/" target="_blank" rel="noopener" class="block bg-white rounded-xl p-6"><img src="${B}/images/referans/kapadokya-tas.jpg" alt="Kapadokya Taş Konak"><p class="mt-2 font-semibold">Kapadokya Taş Konak, Ürgüp</p><p class="text-sm">42 oda · 2023</p></a>
                <a href="https://bodrumblue.com.tr/" target="_blank" rel="noopener" class="block bg-white rounded-xl p-6"><img src="${B}/images/referans/bodrum-blue.jpg" alt="Bodrum Blue Resort"><p class="mt-2 font-semibold">Bodrum Blue Resort</p><p class="text-sm">310 oda · 2021</p></a>
            </div>
        </section>`,
      ),
    },
    '/kurumsal/sponsorluklar': {
      html: layout(
        'Sponsorluklarımız | Uykusa Yatak',
        'Uykusa Yatak sponsorlukları.',
        `        <section class="max-w-3xl mx-auto px-4 py-12">
            <h1 class="text-3xl font-bold">Sponsorluklarımız</h1>
            <p class="mt-4">İyi uyku, iyi performans demek. Bu yüzden sporu destekliyoruz:</p>
            <ul class="list-disc ml-6 mt-4 space-y-2">
                <li><a href="https://www.inegolspor.org.tr/" target="_blank" rel="noopener" class="underline">İnegölspor</a> — 2023-24 sezonu forma sırt sponsoru</li>
                <li><a href="https://www.istanbulmarathon.org/" target="_blank" rel="noopener" class="underline">İstanbul Maratonu</a> — resmi uyku sponsoru</li>
            </ul>
        </section>`,
      ),
    },
    '/kurumsal/hakkimizda': {
      html: layout(
        'Hakkımızda | Uykusa Yatak',
        'Uykusa Yatak hakkında.',
        `        <section class="max-w-3xl mx-auto px-4 py-12">
            <h1 class="text-3xl font-bold">Hakkımızda</h1>
            <p class="mt-4">1987'de İnegöl'de küçük bir döşeme atölyesi olarak kurulan Uykusa, bugün 22.000 m² kapalı alanda günde 900 yatak üretiyor ve 14 ülkeye ihracat yapıyor.</p>
            <h2 class="text-xl font-semibold mt-8">Belgelerimiz</h2>
            <ul class="list-disc ml-6 mt-2">
                <li><a href="https://www.tse.org.tr/" target="_blank" rel="noopener" class="underline">TSE</a> Hizmet Yeterlilik Belgesi</li>
                <li>ISO 9001:2015 Kalite Yönetim Sistemi</li>
                <li>Kumaşlarımızda <a href="https://www.oeko-tex.com/tr/" target="_blank" rel="noopener" class="underline">OEKO-TEX® Standard 100</a> sertifikası</li>
            </ul>
        </section>`,
      ),
    },
    '/blog/dogru-yatak-nasil-secilir': {
      html: layout(
        'Doğru Yatak Nasıl Seçilir? | Uykusa Blog',
        'Yatak seçerken dikkat edilmesi gerekenler.',
        `        <article class="max-w-3xl mx-auto px-4 py-12 prose">
            <h1>Doğru Yatak Nasıl Seçilir?</h1>
            <p class="text-sm text-stone-500">14 Şubat 2024 · 6 dk okuma</p>
            <p>Yatak seçerken sertlik derecesi, yay tipi ve kumaşın nefes alabilirliği en önemli üç kriterdir. Yan yatanlar orta-yumuşak, sırtüstü yatanlar orta-sert modelleri tercih etmelidir.</p>
            <p>Premium serimizde Belçika'dan ithal ettiğimiz <a href="https://www.desleeclama.com/" target="_blank" rel="noopener">Deslee Clama</a> örme kumaşları kullanıyoruz; bu kumaşlar ısıyı dengeleyerek terlemeyi azaltır.</p>
            <p>Satın almadan önce yatağı mutlaka deneyin. En yakın mağaza için <a href="${B}/bayilerimiz">bayilerimize</a> göz atın.</p>
        </article>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/bayilerimiz',
    '/bayilik-basvurusu',
    '/referanslar',
    '/kurumsal/sponsorluklar',
    '/kurumsal/hakkimizda',
    '/blog/dogru-yatak-nasil-secilir',
  ],
  technologies: [
    'laravel',
    'livewire',
    'alpine-js',
    'php',
    'nginx',
    'leaflet',
    'unpkg',
    'bunny',
    'bunny-fonts',
    'google-analytics',
    'google-tag-manager',
  ],
  partners: {
    'uykudunyasi.com.tr': 'channel',
    'bahcelievleryatak.com': 'channel',
    'baskentyatak.com.tr': 'channel',
    'cankayauyku.com': 'channel',
    'egeyatakgalerisi.com': 'channel',
    'karsiyakahome.com.tr': 'channel',
    'niluferyatak.com': 'channel',
    'akdenizuyku.com.tr': 'channel',
    'cukurovamobilya.com': 'channel',
    'trendyol.com': 'channel',
    'hepsiburada.com': 'channel',
    'n11.com': 'channel',
  },
};
