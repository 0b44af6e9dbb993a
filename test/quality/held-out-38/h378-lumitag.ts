import type { CorpusSite } from '../corpus/types.js';

const framer = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Framer/4b2e9c1',
  'cache-control': 'public, max-age=0, must-revalidate',
  'x-content-type-options': 'nosniff',
  'content-language': 'zh-TW',
};

const SITE = 'https://framerusercontent.com/sites/6Qm2dYtP0aXr9LkB4vNc1E';

const head = (title: string, description: string, path: string, jsonLd = '') => `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published May 22, 2024, 10:14 AM UTC -->
<html lang="zh-TW">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">
    <meta name="generator" content="Framer 3c9a8f1">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta name="framer-search-index" content="${SITE}/searchIndex-Hn3kP0wQ.json">
    <link href="https://framerusercontent.com/images/zq7Tn2Vb8xLc0aWm4Yp1Ks6Rd.png" rel="icon">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="https://framerusercontent.com/images/Lm3Pq8Vr1Xt6Bn0Cz4Wk9Yd2.png">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://lumitag.com.tw${path}">
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5TWQ8LM');</script>
    <!-- End Google Tag Manager -->
    <script async src="https://static.hotjar.com/c/hotjar-3829104.js?sv=6"></script>
    ${jsonLd}
    <style data-framer-breakpoint-css>@media (min-width: 1200px) { .hidden-72rtr7 { display: none !important; } }@media (min-width: 810px) and (max-width: 1199px) { .hidden-1wn2k5p { display: none !important; } }</style>
    <style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-6vXoZ PropertyOverrides">html,body,#main{margin:0;padding:0;box-sizing:border-box}.framer-6vXoZ.framer-72rtr7{align-content:center;display:flex;flex-direction:column;gap:0;background-color:#fafafa}</style>
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/chunk-QHX3K7MP.mjs">
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/chunk-2E5R7B4Y.mjs">
</head>`;

const nav = `<nav class="framer-1m3x0q" data-framer-name="Navigation"><a href="./" class="framer-1h4ag1v framer-lux5qc" data-framer-page-link-current="true"><img decoding="async" src="https://framerusercontent.com/images/Tg4Wq9Lm2Zx7Cv1Bn8Kp3Ry6.svg" alt="Lumitag 光標數位"></a><div class="framer-text-links"><a href="./product" class="framer-text framer-styles-preset-1wicq5s">產品功能</a><a href="./pricing" class="framer-text framer-styles-preset-1wicq5s">方案價格</a><a href="./partners" class="framer-text framer-styles-preset-1wicq5s">合作夥伴</a><a href="./cases" class="framer-text framer-styles-preset-1wicq5s">客戶案例</a><a href="./about" class="framer-text framer-styles-preset-1wicq5s">關於我們</a></div><a href="https://app.lumitag.com.tw/signup" class="framer-1u6nq0b framer-button" data-framer-name="CTA">免費試用 14 天</a></nav>`;

const footer = `<footer class="framer-18zkx2c" data-framer-name="Footer"><div class="framer-cols"><div><p class="framer-text">Lumitag 光標數位股份有限公司</p><p class="framer-text">統一編號 90418275 · 台北市大安區敦化南路二段 76 號 11 樓</p></div><div><a href="./partners" class="framer-text">合作夥伴計畫</a><a href="https://www.104.com.tw/company/1a2b3c4d5e" class="framer-text" target="_blank" rel="noopener">加入我們</a><a href="https://help.lumitag.com.tw/" class="framer-text">說明中心</a><a href="./privacy" class="framer-text">隱私權政策</a></div><div class="framer-social"><a href="https://line.me/R/ti/p/@lumitag" target="_blank" rel="noopener">LINE 官方帳號</a><a href="https://www.facebook.com/lumitag.tw" target="_blank" rel="noopener">Facebook</a><a href="https://www.youtube.com/@lumitag" target="_blank" rel="noopener">YouTube</a><a href="https://medium.com/lumitag" target="_blank" rel="noopener">Medium</a></div></div><p class="framer-text framer-copyright">© 2024 Lumitag. All rights reserved.</p></footer>`;

const body = (routeId: string, content: string) => `<body>
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5TWQ8LM" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;${routeId}&quot;,&quot;localeId&quot;:&quot;default&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;72rtr7&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;}]}" data-framer-ssr-released-at="2024-05-21T08:31:55.412Z" data-framer-page-optimized-at="2024-05-22T10:14:40.903Z"><!--$--><div class="framer-6vXoZ framer-72rtr7" style="min-height:100vh;width:auto">${nav}<main class="framer-main">${content}</main>${footer}</div><!--/$--></div>
    <div id="svg-templates" style="position: absolute; overflow: hidden; bottom: 0; left: 0; width: 0; height: 0; z-index: 0; contain: strict" aria-hidden="true"></div>
    <script type="module" async data-framer-bundle="main" fetchpriority="low" src="${SITE}/script_main.Bq4Xz7Nk.mjs"></script>
</body>
</html>`;

interface Partner {
  name: string;
  desc: string;
  url: string;
}
const techPartners: Partner[] = [
  { name: 'Shopwave 商店平台', desc: '同步會員、訂單與購物車事件，自動觸發棄單提醒。', url: 'https://www.shopwave.com.tw/' },
  { name: 'POSNova 雲端收銀', desc: '門市消費即時回寫會員標籤，線上線下點數通用。', url: 'https://posnova.tw/integrations/lumitag' },
  { name: 'Ticketpoint 票點', desc: '活動報名與票券核銷資料匯入顧客輪廓。', url: 'https://ticketpoint.com.tw' },
  { name: 'Formosa SMS', desc: 'LINE 訊息未讀時以簡訊補發。', url: 'https://www.formosasms.com.tw/partners' },
];

const techJsonLd = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Lumitag 技術整合夥伴',
  itemListElement: techPartners.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: p.name, url: p.url },
  })),
})}</script>`;

const card = (p: Partner, cls: string) =>
  `<div class="framer-${cls}" data-framer-name="Partner Card"><h3 class="framer-text framer-styles-preset-h3">${p.name}</h3><p class="framer-text">${p.desc}</p><a href="${p.url}" class="framer-text framer-styles-preset-link" target="_blank" rel="noopener">前往官網 ↗</a></div>`;

export const site: CorpusSite = {
  domain: 'lumitag.com.tw',
  covers:
    'Framer site (framerusercontent.com module script, Framer generator meta, data-framer-hydrate-v2, fetchpriority) with GTM and Hotjar; Traditional Chinese partner page with technology integration cards mirrored in JSON-LD ItemList, authorised resellers by market, strategic partners; relative ./ links; negatives: customer logos, press, martech award, LINE official account, 104 job bank, Medium, investors',
  pages: {
    '/': {
      headers: framer,
      html: `${head('Lumitag 光標數位｜LINE 會員經營與行銷自動化平台', '整合 LINE、簡訊、Email 與門市 POS，一站完成會員分眾、自動化旅程與成效追蹤。', '/')}
${body(
  'augiA20Il',
  `<section class="framer-hero"><h1 class="framer-text framer-styles-preset-h1">把每一次互動，都變成回購</h1><p class="framer-text">Lumitag 整合 LINE 官方帳號、簡訊、Email 與門市 POS 資料，讓品牌用自動化旅程經營會員。</p><a href="https://app.lumitag.com.tw/signup" class="framer-button">免費試用</a></section><section class="framer-logos"><h2 class="framer-text">超過 600 個品牌都在用</h2><div class="framer-logo-row"><img decoding="async" src="https://framerusercontent.com/images/Ab1Cd2Ef3Gh4.png" alt="茶湯會館"><img decoding="async" src="https://framerusercontent.com/images/Ij5Kl6Mn7Op8.png" alt="森呼吸寢具"><img decoding="async" src="https://framerusercontent.com/images/Qr9St0Uv1Wx2.png" alt="小島咖啡"><img decoding="async" src="https://framerusercontent.com/images/Yz3Ab4Cd5Ef6.png" alt="沐光眼鏡"></div></section><section class="framer-ecosystem"><h2 class="framer-text">串接你正在用的工具</h2><p class="framer-text">電商平台、POS、票務與簡訊服務，一鍵串接。<a href="./partners" class="framer-text framer-styles-preset-link">查看所有合作夥伴</a></p></section><section class="framer-press"><h2 class="framer-text">媒體報導</h2><a href="https://www.techisland-news.com.tw/article/2024-lumitag-series-a" class="framer-text" target="_blank" rel="noopener">科技島報：Lumitag 完成 A 輪募資 3 億元</a><a href="https://retailweekly.tw/posts/line-crm-trend" class="framer-text" target="_blank" rel="noopener">零售週報：LINE 會員經營三大趨勢</a></section><section class="framer-award"><img decoding="async" src="https://framerusercontent.com/images/Gh7Ij8Kl9Mn0.png" alt="2024 亞洲行銷科技獎 金獎"><p class="framer-text">榮獲 <a href="https://www.asiamartechawards.com/2024/winners" target="_blank" rel="noopener" class="framer-text">2024 亞洲行銷科技獎</a> 最佳 CRM 平台金獎</p></section>`,
)}`,
    },
    '/partners': {
      headers: framer,
      html: `${head('合作夥伴｜Lumitag 光標數位', 'Lumitag 技術整合夥伴、授權代理商與策略合作夥伴。', '/partners', techJsonLd)}
${body(
  'Kp3nXw8Qe',
  `<section class="framer-partners-hero"><h1 class="framer-text framer-styles-preset-h1">合作夥伴</h1><p class="framer-text">我們與技術平台、代理商與產業組織攜手，協助品牌做好會員經營。</p></section><section class="framer-partners-tech"><h2 class="framer-text framer-styles-preset-h2">技術整合夥伴</h2><p class="framer-text">已與 Lumitag 完成官方串接的系統。</p><div class="framer-grid">${techPartners
    .map((p) => card(p, 'tech-card'))
    .join(
      '',
    )}</div></section><section class="framer-partners-resellers"><h2 class="framer-text framer-styles-preset-h2">授權代理商</h2><p class="framer-text">由代理商協助導入、教育訓練與代操服務。</p><div class="framer-grid">${[
    { name: '漾創數位行銷（台灣）', desc: '金級代理商，提供 LINE 官方帳號代操與旅程設計。', url: 'https://www.yangchuang-digital.com.tw/' },
    { name: 'Harbourlink Digital 港匯數碼（香港）', desc: '香港及澳門區域授權代理。', url: 'https://harbourlink.com.hk/services/lumitag' },
    { name: 'Lionbay Martech（新加坡）', desc: '東南亞市場導入夥伴。', url: 'https://lionbay.sg' },
  ]
    .map((p) => card(p, 'reseller-card'))
    .join(
      '',
    )}</div><p class="framer-text">台中地區：晴川整合行銷（請洽 partners@lumitag.com.tw 轉介）</p></section><section class="framer-partners-strategic"><h2 class="framer-text framer-styles-preset-h2">策略合作夥伴</h2><p class="framer-text"><a href="https://www.tdma.org.tw/" target="_blank" rel="noopener" class="framer-text">台灣數位行銷協會</a> ・ <a href="https://marketerzine.tw/" target="_blank" rel="noopener" class="framer-text">行銷人誌</a></p></section><section class="framer-partners-cta"><h2 class="framer-text">成為合作夥伴</h2><p class="framer-text">想串接 Lumitag？請參考 <a href="https://developers.lumitag.com.tw/docs/webhooks" class="framer-text">開發者文件</a>，或填寫 <a href="./partners/apply" class="framer-text">合作申請表</a>。</p></section>`,
)}`,
    },
    '/cases': {
      headers: framer,
      html: `${head('客戶案例｜Lumitag 光標數位', '看看品牌如何用 Lumitag 提升回購。', '/cases')}
${body(
  'Wm5bTr2Yz',
  `<section><h1 class="framer-text framer-styles-preset-h1">客戶案例</h1><article><h2 class="framer-text">茶湯會館：會員回購率提升 37%</h2><p class="framer-text">整合 120 間門市 POS 與 LINE 會員卡。<a href="https://www.teahouse-guild.com.tw" target="_blank" rel="noopener" class="framer-text">品牌官網</a></p></article><article><h2 class="framer-text">森呼吸寢具：棄單挽回 1,200 萬營收</h2><p class="framer-text">透過 Shopwave 串接自動發送棄單提醒。</p></article></section>`,
)}`,
    },
    '/about': {
      headers: framer,
      html: `${head('關於我們｜Lumitag 光標數位', '認識 Lumitag 團隊。', '/about')}
${body(
  'Jd8sQv4Lc',
  `<section><h1 class="framer-text framer-styles-preset-h1">關於 Lumitag</h1><p class="framer-text">2019 年成立於台北，團隊 85 人，服務台灣、香港與東南亞品牌。</p><h2 class="framer-text">投資方</h2><div class="framer-investors"><a href="https://www.formosaventures.com.tw/portfolio" target="_blank" rel="noopener"><img decoding="async" src="https://framerusercontent.com/images/Op1Qr2St3Uv4.png" alt="福爾摩沙創投"></a><a href="https://kinmenangels.tw" target="_blank" rel="noopener"><img decoding="async" src="https://framerusercontent.com/images/Wx5Yz6Ab7Cd8.png" alt="金門天使投資"></a></div></section>`,
)}`,
    },
  },
  technologies: ['framer-sites', 'react', 'google-tag-manager', 'hotjar', 'open-graph', 'priority-hints'],
  partners: {
    'shopwave.com.tw': 'technology',
    'posnova.tw': 'technology',
    'ticketpoint.com.tw': 'technology',
    'formosasms.com.tw': 'technology',
    'yangchuang-digital.com.tw': 'channel',
    'harbourlink.com.hk': 'channel',
    'lionbay.sg': 'channel',
    'tdma.org.tw': 'generic',
    'marketerzine.tw': 'generic',
  },
};
