import type { CorpusSite } from '../corpus/types.js';

const doc = (title: string, body: string, payload: string) => `<!DOCTYPE html><html lang="uk" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.Cq3Lx8aP.css">
<link rel="stylesheet" href="/_nuxt/default.D7kMw2Rt.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/B1vX9mQa.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DkT4pZ8e.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/error-404.Bz5Yq1Lk.js">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-LVB7Y2T9QX"></script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/26418830.js"></script>
<meta name="description" content="LvivByte — українська компанія з розробки програмного забезпечення. Команди з Львова та Івано-Франківська для клієнтів у Європі та США.">
<meta property="og:title" content="${title}">
<meta property="og:locale" content="uk_UA">
<link rel="alternate" hreflang="en" href="https://lvivbyte.com/en">
<script type="module" src="/_nuxt/B1vX9mQa.js" crossorigin></script></head><body><div id="__nuxt"><div class="layout" data-v-5c1e2a7b><header class="header" data-v-5c1e2a7b data-v-0a9d3f21><a href="/" class="router-link-active router-link-exact-active header__logo" data-v-0a9d3f21><img src="/images/lvivbyte-logo.svg" alt="LvivByte" width="140" height="32" data-v-0a9d3f21></a><nav class="header__nav" data-v-0a9d3f21><a href="/services" data-v-0a9d3f21>Послуги</a><a href="/cases" data-v-0a9d3f21>Кейси</a><a href="/partners" data-v-0a9d3f21>Партнерства</a><a href="/about" data-v-0a9d3f21>Про нас</a><a href="/careers" data-v-0a9d3f21>Кар’єра</a><a href="/blog" data-v-0a9d3f21>Блог</a><a href="/contacts" class="btn btn--primary" data-v-0a9d3f21>Обговорити проєкт</a></nav><div class="lang" data-v-0a9d3f21><a href="/" class="is-active" data-v-0a9d3f21>UA</a><a href="/en" data-v-0a9d3f21>EN</a></div></header><main class="main" data-v-5c1e2a7b>${body}</main><footer class="footer" data-v-5c1e2a7b data-v-7e4b1c90><div class="footer__grid" data-v-7e4b1c90><div data-v-7e4b1c90><p data-v-7e4b1c90>ТОВ «ЛьвівБайт»<br data-v-7e4b1c90>вул. Городоцька, 174, Львів, 79022<br data-v-7e4b1c90>ЄДРПОУ 41872365</p><p data-v-7e4b1c90><a href="mailto:hello@lvivbyte.com" data-v-7e4b1c90>hello@lvivbyte.com</a></p></div><div data-v-7e4b1c90><a href="/partners" data-v-7e4b1c90>Партнерства</a><a href="/partners/resellers" data-v-7e4b1c90>Представники за кордоном</a><a href="/about" data-v-7e4b1c90>Про нас</a><a href="/privacy" data-v-7e4b1c90>Політика конфіденційності</a></div><div class="footer__social" data-v-7e4b1c90><a href="https://www.linkedin.com/company/lvivbyte/" target="_blank" rel="noopener" data-v-7e4b1c90>LinkedIn</a><a href="https://www.facebook.com/lvivbyte" target="_blank" rel="noopener" data-v-7e4b1c90>Facebook</a><a href="https://github.com/lvivbyte" target="_blank" rel="noopener" data-v-7e4b1c90>GitHub</a><a href="https://clutch.co/profile/lvivbyte" target="_blank" rel="noopener" data-v-7e4b1c90>Clutch</a></div></div><p class="footer__copy" data-v-7e4b1c90>© 2014–2024 LvivByte. Слава Україні!</p></footer></div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${payload}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:"https://lvivbyte.com",gtag:{id:"G-LVB7Y2T9QX"},i18n:{baseUrl:"",defaultLocale:"uk"}},app:{baseURL:"/",buildId:"8f3a1c9e-2b4d-4e6f-a8c0-1d3f5b7a9c2e",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-LVB7Y2T9QX');</script></body></html>`;

type P = [string, string, string, string];
const tech: P[] = [
  ['AWS', 'Advanced Tier Services Partner', 'https://aws.amazon.com/partners/', 'aws.svg'],
  [
    'Microsoft',
    'Solutions Partner for Data &amp; AI (Azure)',
    'https://www.microsoft.com/uk-ua/solution-providers/partnerdetails/lvivbyte_4f2a8c1e',
    'microsoft.svg',
  ],
  ['Google Cloud', 'Google Cloud Partner — Build', 'https://cloud.google.com/find-a-partner/partner/lvivbyte', 'google-cloud.svg'],
  [
    'Salesforce',
    'Consulting Partner (Ridge)',
    'https://appexchange.salesforce.com/appxConsultingListingDetail?listingId=a0N3A00000FvR2pUAF',
    'salesforce.svg',
  ],
  ['Atlassian', 'Silver Solution Partner', 'https://partnerdirectory.atlassian.com/partner/lvivbyte', 'atlassian.svg'],
  ['HubSpot', 'Gold Solutions Partner', 'https://ecosystem.hubspot.com/marketplace/solutions/lvivbyte', 'hubspot.svg'],
  ['Databricks', 'Registered Consulting Partner', 'https://www.databricks.com/company/partners/consulting-and-si', 'databricks.svg'],
  ['Snowflake', 'Select Services Partner', 'https://www.snowflake.com/en/why-snowflake/partners/', 'snowflake.svg'],
  ['MongoDB', 'Consulting Partner', 'https://www.mongodb.com/partners', 'mongodb.svg'],
  ['Shopify', 'Shopify Plus Partner', 'https://www.shopify.com/partners/directory/partner/lvivbyte', 'shopify.svg'],
  ['Elastic', 'Elastic Partner', 'https://www.elastic.co/partners', 'elastic.svg'],
  ['Odoo', 'Ready Partner', 'https://www.odoo.com/partners/lvivbyte-7742', 'odoo.svg'],
];

/** the Nuxt 3 payload (devalue-flattened) of the partners page */
const partnersPayload = () => {
  const arr: unknown[] = [
    ['ShallowReactive', 1],
    { data: 2, state: -1, once: -1, _errors: -1, serverRendered: -1 },
    ['ShallowReactive', 3],
    { partners: 4 },
    [],
  ];
  const list: number[] = [];
  for (const [name, level, url] of tech) {
    list.push(arr.length);
    const i = arr.length;
    arr.push({ name: i + 1, level: i + 2, url: i + 3 }, name, level.replace('&amp;', '&'), url);
  }
  arr[4] = list;
  const root = arr[1] as Record<string, number>;
  root.state = arr.length;
  arr.push(['Reactive', arr.length + 1], {});
  root.once = arr.length;
  arr.push(['Set']);
  root._errors = arr.length;
  arr.push(['ShallowReactive', arr.length + 1], { partners: -1 });
  root.serverRendered = arr.length;
  arr.push(true);
  return JSON.stringify(arr);
};

const card = ([name, level, url, logo]: P, tier: string) =>
  `<li class="partner ${tier}" data-v-2e8f4d16><a href="${url}" target="_blank" rel="noopener" class="partner__link" data-v-2e8f4d16><img src="/images/partners/${logo}" alt="${name}" loading="lazy" data-v-2e8f4d16><span class="partner__name" data-v-2e8f4d16>${name}</span><span class="partner__level" data-v-2e8f4d16>${level}</span></a></li>`;

export const site: CorpusSite = {
  domain: 'lvivbyte.com',
  otherDomains: ['lvivbyte.com.ua'],
  covers:
    'Ukrainian software-outsourcing company on Nuxt 3 behind Cloudflare (gtag, HubSpot): twelve technology-vendor partnerships in strategic and technology tiers linking to vendor partner-directory pages on subdomains (aws.amazon.com, cloud.google.com, appexchange.salesforce.com, ecosystem.hubspot.com), repeated in the __NUXT_DATA__ payload, and a separate page of sales representatives abroad; traps are client case studies, Clutch and GoodFirms awards, IT-association and cluster memberships, charity donations, job boards, GitHub, and tools named in a blog post.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '88d2a41f6c3b0e19-KBP',
        'cf-cache-status': 'DYNAMIC',
        'strict-transport-security': 'max-age=15552000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
      },
      html: doc(
        'LvivByte — розробка програмного забезпечення зі Львова',
        `<section class="hero" data-v-9b3c7e55><h1 data-v-9b3c7e55>Інженерні команди, які доводять продукт до релізу</h1><p data-v-9b3c7e55>250+ інженерів у Львові, Івано-Франківську та віддалено. Хмарна інфраструктура, дата-інженерія, e-commerce та CRM-інтеграції для компаній з Європи та США.</p><a href="/contacts" class="btn btn--primary" data-v-9b3c7e55>Обговорити проєкт</a></section><section class="badges" data-v-9b3c7e55><h2 data-v-9b3c7e55>Партнер провідних технологічних компаній</h2><ul data-v-9b3c7e55><li data-v-9b3c7e55><img src="/images/partners/aws.svg" alt="AWS Advanced Tier Services Partner" data-v-9b3c7e55></li><li data-v-9b3c7e55><img src="/images/partners/microsoft.svg" alt="Microsoft Solutions Partner" data-v-9b3c7e55></li><li data-v-9b3c7e55><img src="/images/partners/google-cloud.svg" alt="Google Cloud Partner" data-v-9b3c7e55></li></ul><a href="/partners" data-v-9b3c7e55>Усі партнерства →</a></section><section class="clients" data-v-9b3c7e55><h2 data-v-9b3c7e55>Нам довіряють</h2><ul class="clients__logos" data-v-9b3c7e55><li data-v-9b3c7e55><img src="/images/clients/nova-poshta.svg" alt="Нова пошта" data-v-9b3c7e55></li><li data-v-9b3c7e55><img src="/images/clients/fahrradwelt.svg" alt="Fahrradwelt" data-v-9b3c7e55></li><li data-v-9b3c7e55><img src="/images/clients/nordbank.svg" alt="Nordbank" data-v-9b3c7e55></li></ul></section>`,
        '[["ShallowReactive",1],{"data":2,"state":4,"once":6,"_errors":7,"serverRendered":9},["ShallowReactive",3],{"home":10},["Reactive",5],{},["Set"],["ShallowReactive",8],{"home":-1},true,{"title":11},"Інженерні команди, які доводять продукт до релізу"]',
      ),
    },
    '/partners': {
      html: doc(
        'Партнерства — LvivByte',
        `<section class="page-head" data-v-2e8f4d16><h1 data-v-2e8f4d16>Партнерства</h1><p data-v-2e8f4d16>Ми маємо офіційний статус партнера у провідних вендорів хмарних платформ і бізнес-софту. Це означає сертифікованих інженерів, прямий доступ до технічної підтримки вендора та фінансування пілотних проєктів.</p></section><section class="tier" data-v-2e8f4d16><h2 data-v-2e8f4d16>Стратегічні партнери</h2><ul class="partners partners--large" data-v-2e8f4d16>${tech
          .slice(0, 3)
          .map((p) => card(p, 'partner--strategic'))
          .join(
            '',
          )}</ul></section><section class="tier" data-v-2e8f4d16><h2 data-v-2e8f4d16>Технологічні партнери</h2><ul class="partners" data-v-2e8f4d16>${tech
          .slice(3)
          .map((p) => card(p, 'partner--tech'))
          .join(
            '',
          )}</ul></section><section class="cta" data-v-2e8f4d16><p data-v-2e8f4d16>Шукаєте представника LvivByte у своїй країні? Дивіться <a href="/partners/resellers" data-v-2e8f4d16>представників за кордоном</a>.</p></section>`,
        partnersPayload(),
      ),
    },
    '/partners/resellers': {
      html: doc(
        'Представники за кордоном — LvivByte',
        `<section class="page-head" data-v-61b0a3e8><h1 data-v-61b0a3e8>Представники за кордоном</h1><p data-v-61b0a3e8>У кількох країнах наші послуги продають і супроводжують локальні партнери-представники. Вони укладають договори з клієнтами місцевою мовою, а розробку виконують команди LvivByte.</p></section><table class="reps" data-v-61b0a3e8><thead data-v-61b0a3e8><tr data-v-61b0a3e8><th data-v-61b0a3e8>Країна</th><th data-v-61b0a3e8>Компанія</th><th data-v-61b0a3e8>Сайт</th></tr></thead><tbody data-v-61b0a3e8><tr data-v-61b0a3e8><td data-v-61b0a3e8>Данія, Швеція, Норвегія</td><td data-v-61b0a3e8>Nordic Nearshore ApS</td><td data-v-61b0a3e8><a href="https://nordicnearshore.dk/" target="_blank" rel="noopener" data-v-61b0a3e8>nordicnearshore.dk</a></td></tr><tr data-v-61b0a3e8><td data-v-61b0a3e8>Німеччина, Австрія, Швейцарія</td><td data-v-61b0a3e8>Brückenbau IT GmbH</td><td data-v-61b0a3e8><a href="https://www.brueckenbau-it.de/" target="_blank" rel="noopener" data-v-61b0a3e8>brueckenbau-it.de</a></td></tr><tr data-v-61b0a3e8><td data-v-61b0a3e8>США та Канада</td><td data-v-61b0a3e8>Atlantic Bridge Software LLC</td><td data-v-61b0a3e8><a href="https://www.atlanticbridgesoft.com/" target="_blank" rel="noopener" data-v-61b0a3e8>atlanticbridgesoft.com</a></td></tr><tr data-v-61b0a3e8><td data-v-61b0a3e8>Польща</td><td data-v-61b0a3e8>Wisła Consulting sp. z o.o.</td><td data-v-61b0a3e8><a href="https://wislaconsulting.pl/uslugi/outsourcing" target="_blank" rel="noopener" data-v-61b0a3e8>wislaconsulting.pl</a></td></tr></tbody></table>`,
        '[["ShallowReactive",1],{"data":2,"state":4,"once":5,"_errors":6,"serverRendered":7},["ShallowReactive",3],{},["Reactive",{}],["Set"],["ShallowReactive",{}],true]',
      ),
    },
    '/cases': {
      html: doc(
        'Кейси — LvivByte',
        `<section class="page-head" data-v-3a7d1f0c><h1 data-v-3a7d1f0c>Кейси</h1></section><div class="cases" data-v-3a7d1f0c><article class="case" data-v-3a7d1f0c><h2 data-v-3a7d1f0c>Нова пошта: платформа відстеження відправлень</h2><p data-v-3a7d1f0c>Перенесли сервіс трекінгу на подієву архітектуру, що витримує 12 млн запитів на годину. <a href="https://novaposhta.ua/" target="_blank" rel="noopener" data-v-3a7d1f0c>novaposhta.ua</a></p></article><article class="case" data-v-3a7d1f0c><h2 data-v-3a7d1f0c>Fahrradwelt: магазин на Shopify Plus для 9 країн</h2><p data-v-3a7d1f0c>Міграція з Magento, інтеграція з SAP і складом у Лейпцигу. <a href="https://www.fahrradwelt-shop.de/" target="_blank" rel="noopener" data-v-3a7d1f0c>fahrradwelt-shop.de</a></p></article><article class="case" data-v-3a7d1f0c><h2 data-v-3a7d1f0c>Rozetka: рекомендації товарів</h2><p data-v-3a7d1f0c>Модель рекомендацій на Databricks підвищила середній чек на 7 %. <a href="https://rozetka.com.ua/" target="_blank" rel="noopener" data-v-3a7d1f0c>rozetka.com.ua</a></p></article></div>`,
        '[["ShallowReactive",1],{"data":2,"state":4,"once":5,"_errors":6,"serverRendered":7},["ShallowReactive",3],{"cases":3},["Reactive",{}],["Set"],["ShallowReactive",{}],true]',
      ),
    },
    '/about': {
      html: doc(
        'Про нас — LvivByte',
        `<section class="page-head" data-v-44c2e9b1><h1 data-v-44c2e9b1>Про нас</h1><p data-v-44c2e9b1>LvivByte заснували у 2014 році троє інженерів з Львівської політехніки. Сьогодні в компанії працює понад 250 людей, і з лютого 2022 року ми не зірвали жодного релізу.</p></section><section data-v-44c2e9b1><h2 data-v-44c2e9b1>Нагороди та рейтинги</h2><ul data-v-44c2e9b1><li data-v-44c2e9b1><a href="https://clutch.co/it-services/ukraine" target="_blank" rel="noopener" data-v-44c2e9b1>Clutch Top IT Services Company Ukraine 2023</a></li><li data-v-44c2e9b1><a href="https://www.goodfirms.co/company/lvivbyte" target="_blank" rel="noopener" data-v-44c2e9b1>GoodFirms: Top Software Development Company</a></li><li data-v-44c2e9b1>ISO/IEC 27001:2022 — сертифікат від TÜV SÜD</li></ul></section><section data-v-44c2e9b1><h2 data-v-44c2e9b1>Спільнота</h2><p data-v-44c2e9b1>Ми члени <a href="https://itukraine.org.ua/" target="_blank" rel="noopener" data-v-44c2e9b1>Асоціації IT Ukraine</a> та <a href="https://itcluster.lviv.ua/" target="_blank" rel="noopener" data-v-44c2e9b1>Lviv IT Cluster</a>.</p></section><section data-v-44c2e9b1><h2 data-v-44c2e9b1>Допомагаємо</h2><p data-v-44c2e9b1>З 2022 року компанія та працівники передали понад 9 млн грн фонду <a href="https://savelife.in.ua/" target="_blank" rel="noopener" data-v-44c2e9b1>«Повернись живим»</a> та платформі <a href="https://u24.gov.ua/" target="_blank" rel="noopener" data-v-44c2e9b1>UNITED24</a>.</p></section><p data-v-44c2e9b1>Наш попередній сайт: <a href="https://lvivbyte.com.ua/" data-v-44c2e9b1>lvivbyte.com.ua</a></p>`,
        '[["ShallowReactive",1],{"data":2,"state":4,"once":5,"_errors":6,"serverRendered":7},["ShallowReactive",3],{},["Reactive",{}],["Set"],["ShallowReactive",{}],true]',
      ),
    },
    '/careers': {
      html: doc(
        'Кар’єра — LvivByte',
        `<section class="page-head" data-v-8d0e6b42><h1 data-v-8d0e6b42>Кар’єра</h1><p data-v-8d0e6b42>Відкриті вакансії також публікуємо на <a href="https://jobs.dou.ua/companies/lvivbyte/vacancies/" target="_blank" rel="noopener" data-v-8d0e6b42>DOU</a> та <a href="https://djinni.co/jobs/?company=lvivbyte" target="_blank" rel="noopener" data-v-8d0e6b42>Djinni</a>.</p></section><ul class="vacancies" data-v-8d0e6b42><li data-v-8d0e6b42><a href="/careers/senior-data-engineer" data-v-8d0e6b42>Senior Data Engineer (Databricks)</a> — Львів / віддалено</li><li data-v-8d0e6b42><a href="/careers/salesforce-developer" data-v-8d0e6b42>Salesforce Developer</a> — Івано-Франківськ</li></ul>`,
        '[["ShallowReactive",1],{"data":2,"state":4,"once":5,"_errors":6,"serverRendered":7},["ShallowReactive",3],{},["Reactive",{}],["Set"],["ShallowReactive",{}],true]',
      ),
    },
    '/blog/yak-my-pereneslysia-na-aws': {
      html: doc(
        'Як ми перенесли 40 сервісів клієнта на AWS за 3 місяці — LvivByte',
        `<article class="post" data-v-1f5a9c33><h1 data-v-1f5a9c33>Як ми перенесли 40 сервісів клієнта на AWS за 3 місяці</h1><p class="post__meta" data-v-1f5a9c33>Андрій Коваль, DevOps Lead · 5 березня 2024</p><p data-v-1f5a9c33>Інфраструктуру описали в <a href="https://www.terraform.io/" target="_blank" rel="noopener" data-v-1f5a9c33>Terraform</a>, логи та метрики зібрали в <a href="https://www.datadoghq.com/" target="_blank" rel="noopener" data-v-1f5a9c33>Datadog</a>, а секрети перенесли з Jenkins у AWS Secrets Manager.</p><p data-v-1f5a9c33>Найбільше часу забрала база PostgreSQL на 3 ТБ: міграцію робили через AWS DMS з мінімальним простоєм.</p></article>`,
        '[["ShallowReactive",1],{"data":2,"state":4,"once":5,"_errors":6,"serverRendered":7},["ShallowReactive",3],{},["Reactive",{}],["Set"],["ShallowReactive",{}],true]',
      ),
    },
  },
  sitemap: ['/', '/partners', '/partners/resellers', '/cases', '/about', '/careers', '/blog/yak-my-pereneslysia-na-aws'],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'hsts', 'google-analytics', 'google-tag-manager', 'hubspot', 'open-graph'],
  partners: {
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'salesforce.com': 'technology',
    'atlassian.com': 'technology',
    'hubspot.com': 'technology',
    'databricks.com': 'technology',
    'snowflake.com': 'technology',
    'mongodb.com': 'technology',
    'shopify.com': 'technology',
    'elastic.co': 'technology',
    'odoo.com': 'technology',
    'nordicnearshore.dk': 'channel',
    'brueckenbau-it.de': 'channel',
    'atlanticbridgesoft.com': 'channel',
    'wislaconsulting.pl': 'channel',
  },
};
