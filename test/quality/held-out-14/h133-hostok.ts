import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c5e7d9b2a40-KBP',
  'cf-cache-status': 'DYNAMIC',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6IkZ3cE1hS1VqZ2xrT3JxV2x2N1pXeGc9PSIsInZhbHVlIjoiT0N4; expires=Tue, 04 Jun 2024 14:12:09 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
};

const CSRF = 'q8Lr2VbN6xZt0YpK4mWc1HsJ9uEa3GdF7oTi5RnB';

function layout(title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="uk">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="${CSRF}">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <link rel="canonical" href="https://hostok.com.ua${path}">
    <link rel="alternate" hreflang="pl" href="https://hostok.pl/">
    <meta property="og:site_name" content="ХостОк">
    <meta property="og:title" content="${title}">
    <link rel="icon" type="image/png" href="/favicon-32.png">
    <link rel="preload" as="style" href="https://hostok.com.ua/build/assets/app-CqN4v1Zr.css" /><link rel="modulepreload" href="https://hostok.com.ua/build/assets/app-D7kP3wQx.js" /><link rel="stylesheet" href="https://hostok.com.ua/build/assets/app-CqN4v1Zr.css" /><script type="module" src="https://hostok.com.ua/build/assets/app-D7kP3wQx.js"></script>
    <!-- Livewire Styles --><style >[wire\\:loading][wire\\:loading], [wire\\:loading\\.delay][wire\\:loading\\.delay], [wire\\:loading\\.inline-block][wire\\:loading\\.inline-block] {display: none;}[wire\\:offline][wire\\:offline] {display: none;}[wire\\:dirty]:not(textarea):not(input):not(select) {display: none;}:root {--livewire-progress-bar-color: #2299dd;}[x-cloak] {display: none !important;}</style>
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W2HX7QK');</script>
    <!-- End Google Tag Manager -->
</head>
<body class="font-sans antialiased bg-slate-50 text-slate-800">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W2HX7QK" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div class="bg-slate-900 text-slate-300 text-xs"><div class="max-w-7xl mx-auto px-4 py-1.5 flex justify-between"><span>Підтримка 24/7: <a href="tel:+380443334455" class="text-white">+38 (044) 333-44-55</a></span><span><a href="https://status.hostok.com.ua" class="hover:text-white">Статус серверів</a> · <a href="https://my.hostok.com.ua/login" class="hover:text-white">Особистий кабінет</a></span></div></div>
<header x-data="{ open: false }" class="bg-white border-b border-slate-200 sticky top-0 z-40">
    <div class="max-w-7xl mx-auto px-4 flex items-center justify-between h-16">
        <a href="https://hostok.com.ua" class="flex items-center gap-2"><img src="/img/hostok-logo.svg" alt="ХостОк" class="h-8"></a>
        <nav class="hidden lg:flex gap-8 text-sm font-medium">
            <a href="https://hostok.com.ua/hosting" class="hover:text-blue-600">Хостинг</a>
            <a href="https://hostok.com.ua/vps" class="hover:text-blue-600">VPS/VDS</a>
            <a href="https://hostok.com.ua/reseller-hosting" class="hover:text-blue-600">Реселінг</a>
            <a href="https://hostok.com.ua/domains" class="hover:text-blue-600">Домени</a>
            <a href="https://hostok.com.ua/ssl" class="hover:text-blue-600">SSL</a>
            <a href="https://hostok.com.ua/partnerska-prohrama" class="hover:text-blue-600">Партнерам</a>
        </nav>
        <button @click="open = !open" class="lg:hidden p-2" aria-label="Меню"><svg class="w-6 h-6" fill="none" stroke="currentColor" viewBox="0 0 24 24"><path stroke-linecap="round" stroke-width="2" d="M4 6h16M4 12h16M4 18h16"/></svg></button>
    </div>
    <div x-show="open" x-cloak class="lg:hidden border-t border-slate-200 px-4 py-3 space-y-2">
        <a href="https://hostok.com.ua/hosting" class="block">Хостинг</a><a href="https://hostok.com.ua/vps" class="block">VPS/VDS</a><a href="https://hostok.com.ua/reseller-hosting" class="block">Реселінг</a><a href="https://hostok.com.ua/domains" class="block">Домени</a><a href="https://hostok.com.ua/partnerska-prohrama" class="block">Партнерам</a>
    </div>
</header>
<main>
${body}
</main>
<footer class="bg-slate-900 text-slate-400 text-sm mt-20">
    <div class="max-w-7xl mx-auto px-4 py-12 grid grid-cols-2 md:grid-cols-4 gap-8">
        <div><h4 class="text-white font-semibold mb-3">Послуги</h4><ul class="space-y-2"><li><a href="https://hostok.com.ua/hosting">Віртуальний хостинг</a></li><li><a href="https://hostok.com.ua/vps">VPS на NVMe</a></li><li><a href="https://hostok.com.ua/dedicated">Виділені сервери</a></li><li><a href="https://hostok.com.ua/domains">Реєстрація доменів</a></li></ul></div>
        <div><h4 class="text-white font-semibold mb-3">Компанія</h4><ul class="space-y-2"><li><a href="https://hostok.com.ua/pro-nas">Про нас</a></li><li><a href="https://hostok.com.ua/blog">Блог</a></li><li><a href="https://hostok.com.ua/spivpratsia">Співпраця</a></li><li><a href="https://hostok.com.ua/dogovir">Публічний договір</a></li></ul></div>
        <div><h4 class="text-white font-semibold mb-3">Допомога</h4><ul class="space-y-2"><li><a href="https://wiki.hostok.com.ua">База знань</a></li><li><a href="https://my.hostok.com.ua/tickets/new">Створити тікет</a></li><li><a href="mailto:support@hostok.com.ua">support@hostok.com.ua</a></li></ul></div>
        <div><h4 class="text-white font-semibold mb-3">Ми в соцмережах</h4><ul class="space-y-2"><li><a href="https://t.me/hostok_ua" target="_blank" rel="nofollow noopener">Telegram-канал</a></li><li><a href="https://www.facebook.com/hostok.ua" target="_blank" rel="nofollow noopener">Facebook</a></li><li><a href="https://www.youtube.com/@hostokua" target="_blank" rel="nofollow noopener">YouTube</a></li></ul><p class="mt-4"><a href="https://hostok.pl/" class="underline">Hostok Polska</a></p></div>
    </div>
    <div class="border-t border-slate-800"><div class="max-w-7xl mx-auto px-4 py-4 text-xs">© 2014–2024 ТОВ «ХостОк». Ціни вказані з ПДВ. Приймаємо оплату карткою Visa/Mastercard, Apple Pay, Google Pay та безготівковим переказом.</div></div>
</footer>
<script src="/livewire/livewire.min.js?id=5d8beb2e"   data-csrf="${CSRF}" data-update-uri="/livewire/update" data-navigate-once="true"></script>
<script src="//code.jivosite.com/widget/Xa7bQ2mP9k" async></script>
</body>
</html>
`;
}

const home = layout(
  'ХостОк — хостинг для сайтів в Україні з підтримкою 24/7',
  'Швидкий хостинг на NVMe, VPS і домени .UA. Безкоштовний SSL, щоденні бекапи, підтримка українською 24/7.',
  '/',
  `<section class="bg-gradient-to-br from-blue-700 to-indigo-800 text-white">
    <div class="max-w-7xl mx-auto px-4 py-20 grid lg:grid-cols-2 gap-10 items-center">
        <div>
            <h1 class="text-4xl lg:text-5xl font-bold leading-tight">Хостинг, який просто працює</h1>
            <p class="mt-6 text-lg text-blue-100">NVMe-диски, LiteSpeed, щоденні бекапи та захист від вірусів у кожному тарифі. Перенесемо ваш сайт безкоштовно.</p>
            <a href="https://hostok.com.ua/hosting" class="inline-block mt-8 bg-yellow-400 text-slate-900 font-semibold px-6 py-3 rounded-lg">Обрати тариф від 69 ₴/міс</a>
        </div>
        <div wire:snapshot="{&quot;data&quot;:{&quot;domain&quot;:&quot;&quot;,&quot;result&quot;:null},&quot;memo&quot;:{&quot;id&quot;:&quot;Hk2PqR8sTn4wVx6yZa0b&quot;,&quot;name&quot;:&quot;domain-checker&quot;,&quot;path&quot;:&quot;\\/&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;children&quot;:[],&quot;scripts&quot;:[],&quot;assets&quot;:[],&quot;errors&quot;:[],&quot;locale&quot;:&quot;uk&quot;},&quot;checksum&quot;:&quot;3b7e9f1c2d4a6b8c0e1f3a5b7c9d1e2f4a6b8c0d1e3f5a7b9c1d3e5f7a9b1c3d&quot;}" wire:effects="[]" wire:id="Hk2PqR8sTn4wVx6yZa0b" class="bg-white rounded-xl p-6 text-slate-800 shadow-xl">
            <h2 class="font-semibold text-lg mb-3">Перевірте домен</h2>
            <form wire:submit="check" class="flex gap-2"><input wire:model="domain" type="text" placeholder="mysite.com.ua" class="flex-1 border rounded-lg px-3 py-2"><button type="submit" class="bg-blue-600 text-white px-4 rounded-lg">Перевірити</button></form>
            <p class="text-xs text-slate-500 mt-2">.com.ua — 249 ₴ · .ua — 890 ₴ · .kyiv.ua — 199 ₴</p>
        </div>
    </div>
</section>
<section class="max-w-7xl mx-auto px-4 py-16">
    <h2 class="text-2xl font-bold text-center">Чому обирають ХостОк</h2>
    <div class="grid md:grid-cols-3 gap-6 mt-10">
        <div class="bg-white rounded-xl p-6 shadow-sm"><h3 class="font-semibold">Аптайм 99,98%</h3><p class="text-sm mt-2">Власне обладнання в двох дата-центрах Києва з резервним живленням.</p></div>
        <div class="bg-white rounded-xl p-6 shadow-sm"><h3 class="font-semibold">Безкоштовне перенесення</h3><p class="text-sm mt-2">Перенесемо до 5 сайтів з будь-якого хостингу за 24 години.</p></div>
        <div class="bg-white rounded-xl p-6 shadow-sm"><h3 class="font-semibold">Підтримка українською</h3><p class="text-sm mt-2">Середній час відповіді в тікетах — 7 хвилин, цілодобово.</p></div>
    </div>
</section>
<section class="bg-white border-y border-slate-200">
    <div class="max-w-7xl mx-auto px-4 py-12">
        <h2 class="text-xl font-bold text-center">Технологічні партнери</h2>
        <p class="text-center text-sm text-slate-500 mt-2">Ми використовуємо ліцензоване програмне забезпечення від офіційних партнерів</p>
        <div class="mt-8 grid grid-cols-2 md:grid-cols-5 gap-8 items-center">
            <a href="https://www.cpanel.net/" target="_blank" rel="noopener" title="cPanel"><img src="/img/partners/cpanel.svg" alt="cPanel" class="h-10 mx-auto grayscale hover:grayscale-0"></a>
            <a href="https://cloudlinux.com/" target="_blank" rel="noopener" title="CloudLinux"><img src="/img/partners/cloudlinux.svg" alt="CloudLinux" class="h-10 mx-auto grayscale hover:grayscale-0"></a>
            <a href="https://www.imunify360.com/" target="_blank" rel="noopener" title="Imunify360"><img src="/img/partners/imunify360.svg" alt="Imunify360" class="h-10 mx-auto grayscale hover:grayscale-0"></a>
            <a href="https://www.litespeedtech.com/partners" target="_blank" rel="noopener" title="LiteSpeed Technologies"><img src="/img/partners/litespeed.svg" alt="LiteSpeed" class="h-10 mx-auto grayscale hover:grayscale-0"></a>
            <a href="https://www.acronis.com/uk-ua/" target="_blank" rel="noopener" title="Acronis"><img src="/img/partners/acronis.svg" alt="Acronis Cyber Protect" class="h-10 mx-auto grayscale hover:grayscale-0"></a>
        </div>
    </div>
</section>
<section class="max-w-7xl mx-auto px-4 py-16">
    <h2 class="text-2xl font-bold">Відгуки клієнтів</h2>
    <div x-data="{ i: 0 }" class="mt-6 relative">
        <figure x-show="i === 0" class="bg-white rounded-xl p-6"><blockquote>«Переїхали з іноземного хостингу — сайт інтернет-магазину став відкриватися вдвічі швидше.»</blockquote><figcaption class="mt-3 text-sm text-slate-500">Олена, <a href="https://kvitka-shop.com.ua" target="_blank" rel="nofollow">kvitka-shop.com.ua</a></figcaption></figure>
        <figure x-show="i === 1" x-cloak class="bg-white rounded-xl p-6"><blockquote>«Підтримка відповіла о третій ночі і за 10 хвилин усе полагодила.»</blockquote><figcaption class="mt-3 text-sm text-slate-500">Андрій, розробник</figcaption></figure>
        <div class="flex gap-2 mt-4"><button @click="i = 0" class="w-3 h-3 rounded-full bg-slate-300"></button><button @click="i = 1" class="w-3 h-3 rounded-full bg-slate-300"></button></div>
    </div>
</section>`,
);

function partnerRow(name: string, city: string, site: string | null, note: string): string {
  const cell = site
    ? `<a href="${site}" target="_blank" rel="nofollow noopener" class="text-blue-600 hover:underline">${site.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>`
    : '<span class="text-slate-400">—</span>';
  return `                <tr wire:key="partner-${name.length}-${city.length}" class="border-t border-slate-100"><td class="py-3 pr-4 font-medium">${name}</td><td class="py-3 pr-4">${city}</td><td class="py-3 pr-4">${note}</td><td class="py-3">${cell}</td></tr>
`;
}

function partnersPage(page: number, rows: string, more: boolean): string {
  return layout(
    'Партнерська програма ХостОк — заробляйте разом з нами',
    'Реферальна програма та програма для веб-студій: до 30% від платежів клієнтів.',
    page === 1 ? '/partnerska-prohrama' : `/partnerska-prohrama?page=${page}`,
    `<section class="max-w-5xl mx-auto px-4 py-16">
    <h1 class="text-3xl font-bold">Партнерська програма</h1>
    <div class="grid md:grid-cols-2 gap-6 mt-8">
        <div class="bg-white rounded-xl p-6 shadow-sm"><h2 class="font-semibold text-lg">Реферальна програма</h2><p class="text-sm mt-2">Розмістіть реферальне посилання на своєму сайті чи в блозі й отримуйте 20% від усіх платежів залучених клієнтів протягом року. Виплати — на картку або в рахунок послуг.</p></div>
        <div class="bg-white rounded-xl p-6 shadow-sm"><h2 class="font-semibold text-lg">Програма для веб-студій</h2><p class="text-sm mt-2">Розміщуєте сайти клієнтів у нас? Отримайте статус сертифікованого партнера, знижку 30% та окремого менеджера.</p></div>
    </div>
    <h2 class="text-2xl font-bold mt-16">Сертифіковані партнери</h2>
    <p class="text-sm text-slate-500 mt-1">Веб-студії та ІТ-компанії, які обслуговують клієнтів на інфраструктурі ХостОк.</p>
    <div wire:snapshot="{&quot;data&quot;:{&quot;page&quot;:${page},&quot;perPage&quot;:6,&quot;city&quot;:&quot;&quot;},&quot;memo&quot;:{&quot;id&quot;:&quot;Qm7Lx2Rb9Vt4Nw1Ys8Kc&quot;,&quot;name&quot;:&quot;partners-table&quot;,&quot;path&quot;:&quot;partnerska-prohrama&quot;,&quot;method&quot;:&quot;GET&quot;,&quot;children&quot;:[],&quot;scripts&quot;:[],&quot;assets&quot;:[],&quot;errors&quot;:[],&quot;locale&quot;:&quot;uk&quot;},&quot;checksum&quot;:&quot;9c1d3e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d&quot;}" wire:effects="{&quot;url&quot;:{&quot;page&quot;:{&quot;as&quot;:&quot;page&quot;,&quot;use&quot;:&quot;push&quot;,&quot;alwaysShow&quot;:false,&quot;except&quot;:null}}}" wire:id="Qm7Lx2Rb9Vt4Nw1Ys8Kc" class="mt-6 bg-white rounded-xl shadow-sm overflow-x-auto">
        <div class="p-4 flex gap-3 items-center"><label class="text-sm">Місто:</label><select wire:model.live="city" class="border rounded px-2 py-1 text-sm"><option value="">Усі</option><option>Київ</option><option>Львів</option><option>Харків</option><option>Одеса</option></select></div>
        <table class="w-full text-sm">
            <thead class="bg-slate-50 text-left"><tr><th class="py-2 px-4">Компанія</th><th class="py-2">Місто</th><th class="py-2">Спеціалізація</th><th class="py-2">Сайт</th></tr></thead>
            <tbody class="[&amp;_td:first-child]:pl-4">
${rows}            </tbody>
        </table>
        <nav role="navigation" aria-label="Pagination Navigation" class="p-4 flex justify-between text-sm">
            ${page > 1 ? `<a href="https://hostok.com.ua/partnerska-prohrama?page=${page - 1}" wire:click.prevent="previousPage('page')" rel="prev" class="px-3 py-1 border rounded">« Назад</a>` : '<span class="px-3 py-1 border rounded text-slate-300">« Назад</span>'}
            <span>Сторінка ${page} з 2</span>
            ${more ? `<a href="https://hostok.com.ua/partnerska-prohrama?page=${page + 1}" wire:click.prevent="nextPage('page')" rel="next" class="px-3 py-1 border rounded">Далі »</a>` : '<span class="px-3 py-1 border rounded text-slate-300">Далі »</span>'}
        </nav>
    </div>
    <div class="mt-12 bg-blue-50 rounded-xl p-6"><h2 class="font-semibold">Хочете до списку?</h2><p class="text-sm mt-1">Заповніть анкету в <a href="https://my.hostok.com.ua/affiliates" class="text-blue-600 underline">особистому кабінеті</a> — розглядаємо протягом 3 робочих днів.</p></div>
</section>`,
  );
}

const partners1 = partnersPage(
  1,
  partnerRow('Веб-студія «Фенікс»', 'Львів', 'https://fenix-studio.com.ua/', 'Інтернет-магазини на OpenCart') +
    partnerRow('WebCraft Agency', 'Київ', 'https://webcraft.agency', 'Корпоративні сайти, WordPress') +
    partnerRow('ІТ-Сервіс Поділля', 'Вінниця', 'https://itpodillia.com.ua', 'Обслуговування ІТ для бізнесу') +
    partnerRow('Студія «Пікселі»', 'Харків', 'https://pikseli.ua/', 'Дизайн і розробка') +
    partnerRow('ФОП Кравець О. М.', 'Одеса', null, 'Налаштування серверів') +
    partnerRow('Digital Bay', 'Одеса', 'https://digitalbay.com.ua', 'SEO та підтримка сайтів'),
  true,
);

const partners2 = partnersPage(
  2,
  partnerRow('Карпати Веб', 'Ужгород', 'https://karpatyweb.com.ua/', 'Сайти для туризму та HoReCa') +
    partnerRow('DevNord', 'Чернігів', 'https://devnord.ua', 'Laravel-розробка'),
  false,
);

const cooperation = layout(
  'Співпраця — ХостОк',
  'Платіжні та технологічні партнери ХостОк.',
  '/spivpratsia',
  `<section class="max-w-5xl mx-auto px-4 py-16">
    <h1 class="text-3xl font-bold">Співпраця</h1>
    <p class="mt-4">Для прийому платежів і видачі сертифікатів ми працюємо з такими партнерами:</p>
    <div class="grid md:grid-cols-2 gap-8 mt-8">
        <div>
            <h2 class="font-semibold text-lg mb-3">Платіжні партнери</h2>
            <ul class="space-y-3 text-sm">
                <li class="flex items-center gap-3"><img src="/img/pay/liqpay.svg" alt="" class="h-6">LiqPay (ПриватБанк) — <a href="https://www.liqpay.ua/" rel="nofollow noopener" target="_blank" class="text-blue-600">liqpay.ua</a></li>
                <li class="flex items-center gap-3"><img src="/img/pay/wayforpay.svg" alt="" class="h-6">WayForPay — <a href="https://wayforpay.com/uk" rel="nofollow noopener" target="_blank" class="text-blue-600">wayforpay.com</a></li>
                <li class="flex items-center gap-3"><img src="/img/pay/fondy.svg" alt="" class="h-6">Fondy — <a href="https://fondy.ua/uk/" rel="nofollow noopener" target="_blank" class="text-blue-600">fondy.ua</a></li>
                <li class="flex items-center gap-3"><img src="/img/pay/mono.svg" alt="" class="h-6">monobank, інтернет-еквайринг — monobank.ua</li>
            </ul>
        </div>
        <div>
            <h2 class="font-semibold text-lg mb-3">SSL-сертифікати</h2>
            <p class="text-sm">ХостОк — офіційний партнер <a href="https://www.sectigo.com/partners" rel="nofollow noopener" target="_blank" class="text-blue-600">Sectigo</a>. Комерційні сертифікати DV, OV та EV видаємо за 15 хвилин.</p>
            <h2 class="font-semibold text-lg mt-8 mb-3">Медіа та спільноти</h2>
            <p class="text-sm">Хочете провести вебінар або написати гостьовий пост у наш блог? Пишіть на <a href="mailto:pr@hostok.com.ua">pr@hostok.com.ua</a>.</p>
        </div>
    </div>
</section>`,
);

const reseller = layout(
  'Реселінг хостингу — ХостОк',
  'Реселер-хостинг з WHM і cPanel: створюйте акаунти для своїх клієнтів під власним брендом.',
  '/reseller-hosting',
  `<section class="max-w-6xl mx-auto px-4 py-16">
    <h1 class="text-3xl font-bold">Реселінг хостингу</h1>
    <p class="mt-4 max-w-3xl">Продавайте хостинг під власним брендом. Панель WHM, необмежена кількість акаунтів cPanel, білий лейбл. Сумісний з WHMCS і BILLmanager.</p>
    <div x-data="{ yearly: true }" class="mt-10">
        <div class="flex items-center gap-3 text-sm"><span>Щомісяця</span><button @click="yearly = !yearly" class="w-12 h-6 rounded-full bg-blue-600 relative"><span :class="yearly ? 'translate-x-6' : ''" class="absolute left-1 top-1 w-4 h-4 bg-white rounded-full transition"></span></button><span>Щороку −15%</span></div>
        <table class="w-full mt-6 bg-white rounded-xl shadow-sm text-sm">
            <thead><tr class="text-left"><th class="p-4">Тариф</th><th>Акаунтів cPanel</th><th>NVMe</th><th>Ціна</th></tr></thead>
            <tbody>
                <tr class="border-t"><td class="p-4 font-medium">Reseller S</td><td>25</td><td>50 ГБ</td><td><span x-text="yearly ? '599 ₴' : '699 ₴'">599 ₴</span>/міс</td></tr>
                <tr class="border-t"><td class="p-4 font-medium">Reseller M</td><td>60</td><td>120 ГБ</td><td><span x-text="yearly ? '999 ₴' : '1 179 ₴'">999 ₴</span>/міс</td></tr>
                <tr class="border-t"><td class="p-4 font-medium">Reseller L</td><td>Без обмежень</td><td>250 ГБ</td><td><span x-text="yearly ? '1 699 ₴' : '1 999 ₴'">1 699 ₴</span>/міс</td></tr>
            </tbody>
        </table>
    </div>
</section>`,
);

const about = layout(
  'Про нас — ХостОк',
  'ХостОк працює з 2014 року. Понад 40 000 сайтів на наших серверах.',
  '/pro-nas',
  `<section class="max-w-4xl mx-auto px-4 py-16 prose prose-slate">
    <h1>Про ХостОк</h1>
    <p>Ми почали у 2014 році з одного сервера в Києві. Сьогодні на нашій інфраструктурі працюють понад 40 000 сайтів українських компаній, громадських організацій і розробників.</p>
    <p>Обладнання розміщене в дата-центрі <a href="https://www.denovo.ua/" target="_blank" rel="nofollow noopener">De Novo</a> та в резервному майданчику у Львові. Після 2022 року ми додали генератори та Starlink-канали для резервування.</p>
    <h2>Акредитації та членство</h2>
    <ul>
        <li>Акредитований реєстратор доменів .UA — <a href="https://hostmaster.ua/registrars/" target="_blank" rel="nofollow noopener">Hostmaster</a></li>
        <li>Член Інтернет Асоціації України (<a href="https://inau.ua" target="_blank" rel="nofollow noopener">inau.ua</a>)</li>
    </ul>
    <h2>Про нас пишуть</h2>
    <ul>
        <li><a href="https://ain.ua/2023/11/14/hostok-pidsumky/" target="_blank" rel="nofollow noopener">AIN.UA: як український хостинг пережив блекаути</a></li>
        <li><a href="https://dou.ua/lenta/articles/hosting-in-wartime/" target="_blank" rel="nofollow noopener">DOU: хостинг у воєнний час</a></li>
    </ul>
</section>`,
);

const blog = layout(
  'Як перейти на PHP 8.3 без болю — блог ХостОк',
  'Покрокова інструкція з переходу сайту на PHP 8.3 у панелі cPanel.',
  '/blog/yak-pereyty-na-php-8-3',
  `<article class="max-w-3xl mx-auto px-4 py-16 prose prose-slate">
    <p class="text-sm text-slate-500">12 березня 2024 · Інструкції</p>
    <h1>Як перейти на PHP 8.3 без болю</h1>
    <p>Версія 8.1 перестає отримувати оновлення безпеки. Перш ніж перемикати версію в cPanel, перевірте сумісність плагінів — список змін є на <a href="https://www.php.net/releases/8.3/uk.php" target="_blank" rel="nofollow noopener">php.net</a>.</p>
    <p>Для WordPress радимо спершу оновити ядро та теми (<a href="https://wordpress.org/news/" target="_blank" rel="nofollow noopener">wordpress.org</a>), а вже потім змінювати версію PHP у розділі «Select PHP Version».</p>
    <p>Якщо щось пішло не так — відновіть сайт із щоденного бекапу Acronis у два кліки або напишіть у підтримку.</p>
</article>`,
);

export const site: CorpusSite = {
  domain: 'hostok.com.ua',
  otherDomains: ['hostok.pl'],
  covers:
    'Ukrainian web host on Laravel with Livewire 3 and Alpine.js behind Cloudflare: technology partner logos on the home page, a Livewire-paginated reseller table (?page=2, one partner without a website), and payment/SSL partners on a footer-only "Співпраця" page, one as a written-out domain. Traps: a reseller-hosting product page, a data-centre supplier, registrar accreditation and association membership, press, a customer testimonial link, blog links to php.net and wordpress.org, social links, own status/billing/wiki subdomains and a Polish sister domain.',
  pages: {
    '/': { headers, html: home },
    '/partnerska-prohrama': { headers, html: partners1 },
    '/partnerska-prohrama?page=2': { headers, html: partners2 },
    '/spivpratsia': { headers, html: cooperation },
    '/reseller-hosting': { headers, html: reseller },
    '/pro-nas': { headers, html: about },
    '/blog/yak-pereyty-na-php-8-3': { headers, html: blog },
  },
  sitemap: ['/', '/reseller-hosting', '/partnerska-prohrama', '/pro-nas', '/blog/yak-pereyty-na-php-8-3'],
  technologies: ['laravel', 'php', 'livewire', 'alpine-js', 'cloudflare', 'google-tag-manager', 'jivochat'],
  partners: {
    'cpanel.net': 'technology',
    'cloudlinux.com': 'technology',
    'imunify360.com': 'technology',
    'litespeedtech.com': 'technology',
    'acronis.com': 'technology',
    'liqpay.ua': 'technology',
    'wayforpay.com': 'technology',
    'fondy.ua': 'technology',
    'monobank.ua': 'technology',
    'sectigo.com': 'technology',
    'fenix-studio.com.ua': 'channel',
    'webcraft.agency': 'channel',
    'itpodillia.com.ua': 'channel',
    'pikseli.ua': 'channel',
    'digitalbay.com.ua': 'channel',
    'karpatyweb.com.ua': 'channel',
    'devnord.ua': 'channel',
  },
};
