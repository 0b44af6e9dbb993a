import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'strict-transport-security': 'max-age=31536000',
  'x-frame-options': 'SAMEORIGIN',
  etag: 'W/"2b41c-kq3PzX8mV1rT0yN6wE4sH2jL9cA"',
};

/** the state literal as Nuxt 2 (devalue) prints it: bare keys, slashes escaped */
const nuxtState = (routePath: string, data: unknown): string =>
  `<script>window.__NUXT__=${JSON.stringify({
    layout: 'default',
    data: [data],
    fetch: {},
    error: null,
    serverRendered: true,
    routePath,
    config: { _app: { basePath: '/', assetsPath: '/_nuxt/', cdnURL: null } },
  })
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/\//g, '\\u002F')};</script>`;

const head = (title: string, description: string): string =>
  `<!doctype html>
<html lang="uk" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22uk%22%7D%7D">
  <head>
    <title>${title}</title><meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1"><meta data-n-head="ssr" data-hid="description" name="description" content="${description}"><meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}"><link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico"><link data-n-head="ssr" rel="alternate" hreflang="en" href="https://slavutychvalves.com/"><script data-n-head="ssr" src="https://www.googletagmanager.com/gtm.js?id=GTM-5MZ8R2K" async></script><link rel="preload" href="/_nuxt/5e1c8a3.js" as="script"><link rel="preload" href="/_nuxt/a02f7b9.js" as="script"><link rel="preload" href="/_nuxt/css/7d3e0f1.css" as="style"><link rel="preload" href="/_nuxt/c94b2e6.js" as="script"><link rel="stylesheet" href="/_nuxt/css/7d3e0f1.css">
  </head>`;

const header = `<header class="site-header" data-v-4a1e7c20><div class="container" data-v-4a1e7c20><a href="/" class="logo nuxt-link-active" data-v-4a1e7c20><img src="/_nuxt/img/logo-slavutych.9c2e1f4.svg" alt="Славутич Арматура" width="190" height="48" data-v-4a1e7c20></a><nav class="main-nav" data-v-4a1e7c20><a href="/produktsiia" data-v-4a1e7c20>Продукція</a><a href="/proekty" data-v-4a1e7c20>Проєкти</a><a href="/predstavnytstva" data-v-4a1e7c20>Представництва</a><a href="/pro-kompaniiu" data-v-4a1e7c20>Про компанію</a><a href="/kontakty" data-v-4a1e7c20>Контакти</a></nav><div class="lang-switch" data-v-4a1e7c20><span class="active" data-v-4a1e7c20>UA</span><a href="https://slavutychvalves.com/" data-v-4a1e7c20>EN</a></div></div></header>`;

const footer = `<footer class="site-footer" data-v-7f02b9d1><div class="container" data-v-7f02b9d1><div class="footer-col" data-v-7f02b9d1><p data-v-7f02b9d1><strong data-v-7f02b9d1>ТОВ «Славутич Арматура»</strong><br data-v-7f02b9d1>вул. Промислова, 18, м. Кременчук, 39600<br data-v-7f02b9d1>ЄДРПОУ 38417220</p><p data-v-7f02b9d1><a href="tel:+380536790410" data-v-7f02b9d1>+38 (0536) 79-04-10</a> · <a href="mailto:sales@slavutych-armatura.com.ua" data-v-7f02b9d1>sales@slavutych-armatura.com.ua</a></p></div><div class="footer-col" data-v-7f02b9d1><a href="/predstavnytstva" data-v-7f02b9d1>Представництва за кордоном</a><a href="/pro-kompaniiu#sertyfikaty" data-v-7f02b9d1>Сертифікати</a><a href="/vakansii" data-v-7f02b9d1>Вакансії</a><a href="https://prozorro.gov.ua/search/tender?buyer=38417220" data-v-7f02b9d1>Ми на Prozorro</a></div><div class="footer-col social" data-v-7f02b9d1><a href="https://www.facebook.com/slavutych.armatura" target="_blank" rel="noopener" data-v-7f02b9d1>Facebook</a><a href="https://www.youtube.com/@slavutycharmatura" target="_blank" rel="noopener" data-v-7f02b9d1>YouTube</a><a href="https://www.linkedin.com/company/slavutych-armatura/" target="_blank" rel="noopener" data-v-7f02b9d1>LinkedIn</a><a href="https://t.me/slavutych_armatura" target="_blank" rel="noopener" data-v-7f02b9d1>Telegram</a></div></div><p class="copyright" data-v-7f02b9d1>© 2008–2024 Славутич Арматура. Усі права захищено.</p></footer>`;

const scripts = `<script src="/_nuxt/5e1c8a3.js" defer></script><script src="/_nuxt/c94b2e6.js" defer></script><script src="/_nuxt/a02f7b9.js" defer></script><script src="/_nuxt/2f8d6e0.js" defer></script>`;

const page = (title: string, description: string, routePath: string, data: unknown, main: string): string =>
  `${head(title, description)}
  <body>
    <noscript data-n-head="ssr" data-hid="gtm-noscript" data-pbody="true"><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5MZ8R2K&" height="0" width="0" style="display:none;visibility:hidden" title="gtm"></iframe></noscript><div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="layout" data-v-2d9c4f18>${header}<main class="page" data-v-2d9c4f18>${main}</main>${footer}</div></div></div>${nuxtState(routePath, data)}${scripts}
  </body>
</html>`;

type Rep = { country: string; code: string; company: string; city: string; phone: string; website: string | null; products: string };

const reps: Rep[] = [
  {
    country: 'Польща',
    code: 'PL',
    company: 'Armat-Serwis Sp. z o.o.',
    city: 'Вроцлав',
    phone: '+48 71 342 18 60',
    website: 'https://armat-serwis.pl/',
    products: 'засувки, дискові затвори',
  },
  {
    country: 'Польща',
    code: 'PL',
    company: 'Hydro-Tech Gdańsk',
    city: 'Гданськ',
    phone: '+48 58 305 72 11',
    website: 'https://www.hydrotech-gdansk.pl/',
    products: 'зворотні клапани, сервіс',
  },
  {
    country: 'Румунія',
    code: 'RO',
    company: 'ValveTrade SRL',
    city: 'Бухарест',
    phone: '+40 21 310 44 92',
    website: 'https://www.valvetrade.ro/',
    products: 'уся номенклатура',
  },
  {
    country: 'Молдова',
    code: 'MD',
    company: 'TehnoArmatura SRL',
    city: 'Кишинів',
    phone: '+373 22 84 17 03',
    website: 'https://tehnoarmatura.md/',
    products: 'засувки, крани кульові',
  },
  {
    country: 'Литва',
    code: 'LT',
    company: 'Baltic Valves UAB',
    city: 'Клайпеда',
    phone: '+370 46 41 09 88',
    website: 'https://www.balticvalves.lt/',
    products: 'дискові затвори для теплових мереж',
  },
  {
    country: 'Чехія',
    code: 'CZ',
    company: 'Armatury Praha s.r.o.',
    city: 'Прага',
    phone: '+420 233 019 455',
    website: 'https://www.armatury-praha.cz/',
    products: 'засувки, зворотні клапани',
  },
  {
    country: 'Грузія',
    code: 'GE',
    company: 'GeoFlow LLC',
    city: 'Тбілісі',
    phone: '+995 32 247 11 30',
    website: 'https://geoflow.ge/',
    products: 'водопостачання, водовідведення',
  },
  {
    country: 'Казахстан',
    code: 'KZ',
    company: 'ТОО «Арматура-Астана»',
    city: 'Астана',
    phone: '+7 7172 55 90 14',
    website: null,
    products: 'засувки',
  },
];

const countries = [...new Map(reps.map((r) => [r.code, r.country])).entries()];

const repCard = (r: Rep): string =>
  `<article class="rep-card" data-v-5b8e31a2><h3 data-v-5b8e31a2>${r.company}</h3><p class="rep-city" data-v-5b8e31a2>${r.city}, ${r.country}</p><p data-v-5b8e31a2>Продукція: ${r.products}</p><p data-v-5b8e31a2><a href="tel:${r.phone.replace(/\s/g, '')}" data-v-5b8e31a2>${r.phone}</a></p>${r.website ? `<a href="${r.website}" target="_blank" rel="noopener" class="rep-site" data-v-5b8e31a2>${r.website.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : ''}</article>`;

export const site: CorpusSite = {
  domain: 'slavutych-armatura.com.ua',
  otherDomains: ['slavutychvalves.com'],
  covers:
    'Ukrainian industrial-valve maker on Nuxt 2 (SSR, window.__NUXT__ state, /_nuxt/ bundles, data-v attributes) behind nginx with GTM and HSTS; "Представництва" page with a country selector that server-renders only the default country (Poland) while every other country\'s representatives live only in the __NUXT__ state literal with \\u002F-escaped URLs (channel; one representative without a website), plus linked actuator-maker technology partners; negatives: English version on its own domain, TÜV SÜD / Bureau Veritas certification bodies, chamber-of-commerce membership, sponsored industry conference, Prozorro government procurement link, customers named without links, social links incl. Telegram',
  pages: {
    '/': {
      headers,
      html: page(
        'Славутич Арматура – трубопровідна арматура DN 50–1200 для води, тепла та промисловості',
        'Виробник засувок, дискових затворів, кульових кранів та зворотних клапанів. Представництва у 7 країнах.',
        '/',
        { hero: { title: 'Трубопровідна арматура з Кременчука' } },
        `<section class="hero" data-v-61c0e2aa><h1 data-v-61c0e2aa>Трубопровідна арматура, що працює десятиліттями</h1><p data-v-61c0e2aa>З 2008 року ми проєктуємо та виготовляємо засувки, дискові затвори, кульові крани та зворотні клапани DN 50–1200, PN 16–40 для водоканалів, теплових мереж та промислових підприємств.</p><a href="/produktsiia" class="btn" data-v-61c0e2aa>Каталог продукції</a></section><section class="facts" data-v-61c0e2aa><div data-v-61c0e2aa><strong data-v-61c0e2aa>42 000</strong> одиниць арматури на рік</div><div data-v-61c0e2aa><strong data-v-61c0e2aa>7</strong> країн з офіційними представниками</div><div data-v-61c0e2aa><strong data-v-61c0e2aa>PED 2014/68/EU</strong> сертифікація для ринку ЄС</div></section><section class="customers" data-v-61c0e2aa><h2 data-v-61c0e2aa>Нам довіряють</h2><p data-v-61c0e2aa>Водоканали Кременчука, Полтави та Черкас, теплокомуненерго понад 20 міст України, металургійні та хімічні підприємства.</p></section><section class="news" data-v-61c0e2aa><h2 data-v-61c0e2aa>Новини</h2><p data-v-61c0e2aa>Ми — генеральний спонсор конференції <a href="https://vodaconf.com.ua/2024" target="_blank" rel="noopener" data-v-61c0e2aa>«Водопостачання та водовідведення 2024»</a> у Києві. Зустрічаймося на нашому стенді!</p></section>`,
      ),
    },
    '/predstavnytstva': {
      headers,
      html: page(
        'Представництва – Славутич Арматура',
        'Офіційні представники ТОВ «Славутич Арматура» за кордоном: продаж, склад та сервіс.',
        '/predstavnytstva',
        { selectedCountry: 'PL', countries: countries.map(([code, name]) => ({ code, name })), representatives: reps },
        `<section class="reps" data-v-5b8e31a2><h1 data-v-5b8e31a2>Представництва</h1><p data-v-5b8e31a2>Наші офіційні представники продають, зберігають на складі та обслуговують арматуру «Славутич» у своїх країнах. Оберіть країну, щоб побачити контакти.</p><label for="country-select" data-v-5b8e31a2>Країна</label><select id="country-select" name="country" data-v-5b8e31a2>${countries.map(([code, name]) => `<option value="${code}"${code === 'PL' ? ' selected="selected"' : ''} data-v-5b8e31a2>${name}</option>`).join('')}</select><div class="rep-list" data-v-5b8e31a2>${reps
          .filter((r) => r.code === 'PL')
          .map(repCard)
          .join(
            '',
          )}</div><p class="rep-note" data-v-5b8e31a2>Вашої країни немає у списку? Пишіть на <a href="mailto:export@slavutych-armatura.com.ua" data-v-5b8e31a2>export@slavutych-armatura.com.ua</a>.</p></section><section class="tech-partners" data-v-5b8e31a2><h2 data-v-5b8e31a2>Технологічні партнери</h2><p data-v-5b8e31a2>Засувки та затвори з електроприводом ми комплектуємо приводами наших технологічних партнерів і разом тестуємо кожну конфігурацію на стенді.</p><ul class="logos" data-v-5b8e31a2><li data-v-5b8e31a2><a href="https://www.auma.com/" target="_blank" rel="noopener" title="AUMA – електроприводи" data-v-5b8e31a2><img src="/_nuxt/img/partners/auma.3e91b0c.png" alt="AUMA" width="150" height="60" data-v-5b8e31a2></a></li><li data-v-5b8e31a2><a href="https://www.rotork.com/uk" target="_blank" rel="noopener" title="Rotork – приводи та редуктори" data-v-5b8e31a2><img src="/_nuxt/img/partners/rotork.d4a27f1.png" alt="Rotork" width="150" height="60" data-v-5b8e31a2></a></li></ul></section>`,
      ),
    },
    '/pro-kompaniiu': {
      headers,
      html: page(
        'Про компанію – Славутич Арматура',
        'Історія, виробництво, сертифікати та членство в об’єднаннях.',
        '/pro-kompaniiu',
        { founded: 2008 },
        `<section class="about" data-v-0c7d5e39><h1 data-v-0c7d5e39>Про компанію</h1><p data-v-0c7d5e39>ТОВ «Славутич Арматура» засноване у 2008 році на базі ливарного цеху Кременчуцького машинобудівного заводу. Сьогодні на підприємстві працює 310 людей, власне ливарне виробництво та випробувальна лабораторія.</p><h2 id="sertyfikaty" data-v-0c7d5e39>Сертифікати</h2><ul data-v-0c7d5e39><li data-v-0c7d5e39>Сертифікат відповідності директиві PED 2014/68/EU, виданий <a href="https://www.tuvsud.com/uk-ua" target="_blank" rel="noopener" data-v-0c7d5e39>TÜV SÜD</a></li><li data-v-0c7d5e39>ISO 9001:2015 — сертифікаційний орган <a href="https://www.bureauveritas.com/" target="_blank" rel="noopener" data-v-0c7d5e39>Bureau Veritas</a></li></ul><h2 data-v-0c7d5e39>Членство</h2><p data-v-0c7d5e39>Ми є членом <a href="https://ucci.org.ua/" target="_blank" rel="noopener" data-v-0c7d5e39>Торгово-промислової палати України</a>.</p></section>`,
      ),
    },
    '/kontakty': {
      headers,
      html: page(
        'Контакти – Славутич Арматура',
        'Відділ продажу, експортний відділ та сервісна служба.',
        '/kontakty',
        {},
        `<section class="contacts" data-v-9e3a1c07><h1 data-v-9e3a1c07>Контакти</h1><p data-v-9e3a1c07>Відділ продажу: <a href="tel:+380536790410" data-v-9e3a1c07>+38 (0536) 79-04-10</a>, <a href="mailto:sales@slavutych-armatura.com.ua" data-v-9e3a1c07>sales@slavutych-armatura.com.ua</a></p><p data-v-9e3a1c07>Експортний відділ: <a href="mailto:export@slavutych-armatura.com.ua" data-v-9e3a1c07>export@slavutych-armatura.com.ua</a></p><p data-v-9e3a1c07>Адреса: вул. Промислова, 18, м. Кременчук, Полтавська обл., 39600</p></section>`,
      ),
    },
  },
  technologies: ['nuxt-js', 'vue-js', 'nginx', 'hsts', 'google-tag-manager', 'open-graph'],
  partners: {
    'armat-serwis.pl': 'channel',
    'hydrotech-gdansk.pl': 'channel',
    'valvetrade.ro': 'channel',
    'tehnoarmatura.md': 'channel',
    'balticvalves.lt': 'channel',
    'armatury-praha.cz': 'channel',
    'geoflow.ge': 'channel',
    'auma.com': 'technology',
    'rotork.com': 'technology',
  },
};
