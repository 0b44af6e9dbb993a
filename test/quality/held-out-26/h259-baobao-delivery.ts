import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 3c9e7a0b2f4d6e8a1c3b5d7f9e0a2c4b.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'TPE52-C1',
  'x-amz-cf-id': 'Zq8vP3xL1mK7nT0rB4cW9yH2sD6fG5jA8uE1iO3pQ7wR2tY4kM6nV==',
};

interface Partner {
  name: string;
  url: string;
  logo: string;
}

const goodNeighbor: Partner = {
  name: '好鄰居便利商店',
  url: 'https://www.goodneighbor-cvs.com.tw/',
  logo: '/img/partners/goodneighbor.png',
};
const freshPick: Partner = { name: '鮮採平台', url: 'https://freshpick.com.tw/', logo: '/img/partners/freshpick.png' };
const kuaidiTong: Partner = { name: '快遞通物流', url: 'https://www.kuaidi-tong.com.tw/', logo: '/img/partners/kuaidi-tong.png' };
const twilio: Partner = { name: 'Twilio', url: 'https://www.twilio.com/', logo: '/img/partners/twilio.svg' };
const mapbox: Partner = { name: 'Mapbox', url: 'https://www.mapbox.com/', logo: '/img/partners/mapbox.svg' };

const partnerState = {
  strategic: [
    goodNeighbor,
    freshPick,
    { name: 'KitchenHub 雲端廚房', url: 'https://kitchenhub.tw/', logo: '/img/partners/kitchenhub.png' },
  ],
  logistics: [kuaidiTong],
  technology: [twilio, mapbox],
};

function page(title: string, route: string, body: string, data: unknown): string {
  const nuxt = JSON.stringify({
    layout: 'default',
    data: [data],
    fetch: {},
    error: null,
    serverRendered: true,
    routePath: route,
    config: { _app: { basePath: '/', assetsPath: '/_nuxt/', cdnURL: null } },
  });
  return `<!doctype html>
<html lang="zh-Hant-TW" data-n-head-ssr>
<head>
<title>${title}｜飽飽外送 BaoBao</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="飽飽外送：台北、新北、桃園、台中的美食與生鮮外送平台，最快 25 分鐘送達。">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}｜飽飽外送 BaoBao">
<link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico">
<link rel="preload" href="/_nuxt/runtime.8d1f3a2b.js" as="script">
<link rel="preload" href="/_nuxt/commons/app.4c7e9b1d.js" as="script">
<link rel="preload" href="/_nuxt/app.a2b4c6d8.js" as="script">
<link rel="stylesheet" href="/_nuxt/css/app.5e6f7a8b.css">
<script data-n-head="ssr" data-hid="gtm-script">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-T4W8BAO');</script>
<script data-n-head="ssr" data-hid="fb-pixel">!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','731204958812346');fbq('track','PageView');</script>
</head>
<body>
<noscript data-n-head="ssr" data-hid="gtm-noscript"><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-T4W8BAO" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=731204958812346&ev=PageView&noscript=1"/></noscript>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-5a1c3e7f class="layout-default">
<header data-v-2b4d6f8a class="site-header">
  <a data-v-2b4d6f8a href="/" class="logo nuxt-link-active"><img data-v-2b4d6f8a src="/img/baobao-logo.svg" alt="飽飽外送"></a>
  <nav data-v-2b4d6f8a class="main-nav">
    <a data-v-2b4d6f8a href="/">首頁</a>
    <a data-v-2b4d6f8a href="/merchant">成為合作店家</a>
    <a data-v-2b4d6f8a href="/rider">成為外送夥伴</a>
    <a data-v-2b4d6f8a href="/business">企業訂餐</a>
    <a data-v-2b4d6f8a href="/partners">合作夥伴</a>
    <a data-v-2b4d6f8a href="/about">關於我們</a>
    <a data-v-2b4d6f8a href="/news">新聞中心</a>
  </nav>
  <a data-v-2b4d6f8a href="https://order.baobao.com.tw/" class="btn-order">立即點餐</a>
</header>
<main data-v-5a1c3e7f class="page">
${body}
</main>
<footer data-v-7c9e1a3b class="site-footer">
  <div data-v-7c9e1a3b class="footer-apps">
    <p data-v-7c9e1a3b>下載飽飽外送 App</p>
    <a data-v-7c9e1a3b href="https://apps.apple.com/tw/app/baobao/id1548203117"><img data-v-7c9e1a3b src="/img/badge-app-store.svg" alt="在 App Store 下載"></a>
    <a data-v-7c9e1a3b href="https://play.google.com/store/apps/details?id=tw.com.baobao.customer"><img data-v-7c9e1a3b src="/img/badge-google-play.png" alt="在 Google Play 下載"></a>
  </div>
  <div data-v-7c9e1a3b class="footer-pay">
    <span data-v-7c9e1a3b>支付方式</span>
    <img data-v-7c9e1a3b src="/img/pay/linepay.svg" alt="LINE Pay">
    <img data-v-7c9e1a3b src="/img/pay/jkopay.svg" alt="街口支付">
    <img data-v-7c9e1a3b src="/img/pay/applepay.svg" alt="Apple Pay">
    <img data-v-7c9e1a3b src="/img/pay/visa.svg" alt="VISA">
  </div>
  <ul data-v-7c9e1a3b class="footer-links">
    <li data-v-7c9e1a3b><a data-v-7c9e1a3b href="/about">關於我們</a></li>
    <li data-v-7c9e1a3b><a data-v-7c9e1a3b href="/partners">合作夥伴</a></li>
    <li data-v-7c9e1a3b><a data-v-7c9e1a3b href="https://help.baobao.com.tw/">幫助中心</a></li>
    <li data-v-7c9e1a3b><a data-v-7c9e1a3b href="/terms">服務條款</a></li>
    <li data-v-7c9e1a3b><a data-v-7c9e1a3b href="/privacy">隱私權政策</a></li>
  </ul>
  <div data-v-7c9e1a3b class="footer-social">
    <a data-v-7c9e1a3b href="https://www.facebook.com/baobao.tw">Facebook</a>
    <a data-v-7c9e1a3b href="https://www.instagram.com/baobao_tw/">Instagram</a>
    <a data-v-7c9e1a3b href="https://line.me/R/ti/p/@baobao">LINE 官方帳號</a>
  </div>
  <p data-v-7c9e1a3b class="copyright">© 2024 飽飽科技股份有限公司 統一編號 83921465</p>
</footer>
</div></div></div>
<script>window.__NUXT__=${nuxt};</script>
<script src="/_nuxt/runtime.8d1f3a2b.js" defer></script>
<script src="/_nuxt/commons/app.4c7e9b1d.js" defer></script>
<script src="/_nuxt/app.a2b4c6d8.js" defer></script>
</body>
</html>`;
}

function logo(p: { name: string; url: string; logo: string }, linked: boolean): string {
  const img = `<img data-v-3e5a7c9d src="${p.logo}" alt="${p.name}">`;
  return linked
    ? `<li data-v-3e5a7c9d><a data-v-3e5a7c9d href="${p.url}" target="_blank" rel="noopener">${img}</a></li>`
    : `<li data-v-3e5a7c9d>${img}</li>`;
}

export const site: CorpusSite = {
  domain: 'baobao.com.tw',
  otherDomains: ['order.baobao.com.tw', 'help.baobao.com.tw', 'merchant.baobao.com.tw'],
  catchAll: true,
  covers:
    'Traditional Chinese food-delivery platform on Nuxt (Vue) behind CloudFront with GTM and Facebook Pixel: partner logo wall whose full list (with one partner never rendered) lives in window.__NUXT__ state, POS integration vendors on the merchant page, an insurance partner on the rider page; negatives: app-store badges, payment logos, corporate customers, investor, press, LINE/social links, own order and help subdomains; SPA catch-all',
  pages: {
    '/': {
      headers,
      html: page(
        '美食外送',
        '/',
        `<section data-v-8f0a2c4e class="hero">
  <h1 data-v-8f0a2c4e>想吃什麼，飽飽送到</h1>
  <p data-v-8f0a2c4e>超過 18,000 家餐廳與商店，最快 25 分鐘送達。</p>
  <a data-v-8f0a2c4e href="https://order.baobao.com.tw/" class="btn">輸入地址開始點餐</a>
</section>
<section data-v-8f0a2c4e class="cities">
  <h2 data-v-8f0a2c4e>服務地區</h2>
  <p data-v-8f0a2c4e>台北市・新北市・桃園市・台中市</p>
</section>
<section data-v-8f0a2c4e class="join">
  <div data-v-8f0a2c4e><h3 data-v-8f0a2c4e>開店做生意</h3><p data-v-8f0a2c4e>加入飽飽，觸及更多顧客。</p><a data-v-8f0a2c4e href="/merchant">成為合作店家</a></div>
  <div data-v-8f0a2c4e><h3 data-v-8f0a2c4e>彈性賺收入</h3><p data-v-8f0a2c4e>自由安排時間，騎車就能賺。</p><a data-v-8f0a2c4e href="/rider">成為外送夥伴</a></div>
</section>`,
        { hero: 'default' },
      ),
    },
    '/merchant': {
      headers,
      html: page(
        '成為合作店家',
        '/merchant',
        `<section data-v-1d3f5b7a class="merchant">
  <h1 data-v-1d3f5b7a>成為飽飽合作店家</h1>
  <p data-v-1d3f5b7a>上架零月費，只在成交時收取抽成。專屬店家後台，訂單、菜單與營收一目了然。</p>
  <h2 data-v-1d3f5b7a>POS 系統串接</h2>
  <p data-v-1d3f5b7a>飽飽已與以下 POS 系統完成整合，外送訂單可直接進入您店內的 POS，不必再手動輸入：</p>
  <ul data-v-1d3f5b7a class="pos-list">
    <li data-v-1d3f5b7a><a data-v-1d3f5b7a href="https://www.ichefpos.com/zh-tw">iCHEF 餐飲 POS</a></li>
    <li data-v-1d3f5b7a><a data-v-1d3f5b7a href="https://www.diandianpos.com.tw/">點點 POS</a></li>
  </ul>
  <h2 data-v-1d3f5b7a>店家心得</h2>
  <blockquote data-v-1d3f5b7a>「加入飽飽半年，外送營收占了三成。」—— 永和阿美牛肉麵 老闆娘</blockquote>
  <a data-v-1d3f5b7a href="https://merchant.baobao.com.tw/signup" class="btn">立即申請</a>
</section>`,
        { posVendors: 2 },
      ),
    },
    '/rider': {
      headers,
      html: page(
        '成為外送夥伴',
        '/rider',
        `<section data-v-6b8d0f2a class="rider">
  <h1 data-v-6b8d0f2a>成為飽飽外送夥伴</h1>
  <p data-v-6b8d0f2a>年滿 18 歲、有機車駕照即可申請。每週結算，收入透明。</p>
  <h2 data-v-6b8d0f2a>安心保障</h2>
  <p data-v-6b8d0f2a>所有外送夥伴於接單期間皆享有團體意外險，由我們的保險合作夥伴<a data-v-6b8d0f2a href="https://www.anxin-insurance.com.tw/group">安心產物保險</a>承保。</p>
  <p data-v-6b8d0f2a>下載「飽飽夥伴」App 完成線上申請。</p>
</section>`,
        { rider: true },
      ),
    },
    '/partners': {
      headers,
      html: page(
        '合作夥伴',
        '/partners',
        `<section data-v-3e5a7c9d class="partners">
  <h1 data-v-3e5a7c9d>合作夥伴</h1>
  <p data-v-3e5a7c9d>飽飽與各領域的夥伴攜手，讓每一餐都準時、安心送達。</p>
  <h2 data-v-3e5a7c9d>策略合作夥伴</h2>
  <ul data-v-3e5a7c9d class="logo-wall">
    ${logo(goodNeighbor, true)}
    ${logo(freshPick, false)}
  </ul>
  <h2 data-v-3e5a7c9d>物流夥伴</h2>
  <ul data-v-3e5a7c9d class="logo-wall">
    ${logo(kuaidiTong, true)}
  </ul>
  <h2 data-v-3e5a7c9d>技術夥伴</h2>
  <ul data-v-3e5a7c9d class="logo-wall">
    ${logo(twilio, false)}
    ${logo(mapbox, true)}
  </ul>
  <p data-v-3e5a7c9d>有意合作？請來信 <a data-v-3e5a7c9d href="mailto:bd@baobao.com.tw">bd@baobao.com.tw</a></p>
</section>`,
        { partners: partnerState },
      ),
    },
    '/business': {
      headers,
      html: page(
        '企業訂餐',
        '/business',
        `<section data-v-9a1b3c5d class="business">
  <h1 data-v-9a1b3c5d>飽飽企業訂餐</h1>
  <p data-v-9a1b3c5d>員工餐費月結、統一開立發票，會議便當與下午茶一次搞定。</p>
  <h2 data-v-9a1b3c5d>他們都在用飽飽企業訂餐</h2>
  <div data-v-9a1b3c5d class="client-logos">
    <img data-v-9a1b3c5d src="/img/clients/lumos.svg" alt="明光科技">
    <img data-v-9a1b3c5d src="/img/clients/harbor-design.svg" alt="港灣設計">
    <img data-v-9a1b3c5d src="/img/clients/sunrise-bank.svg" alt="日昇銀行">
  </div>
  <p data-v-9a1b3c5d>客戶案例：<a data-v-9a1b3c5d href="https://www.lumostech.com.tw/">明光科技</a>以飽飽企業訂餐管理 600 位員工的午餐補助。</p>
</section>`,
        { clients: 3 },
      ),
    },
    '/about': {
      headers,
      html: page(
        '關於我們',
        '/about',
        `<section data-v-4c6e8a0b class="about">
  <h1 data-v-4c6e8a0b>關於飽飽</h1>
  <p data-v-4c6e8a0b>飽飽科技成立於 2019 年，由三位在台北念書時常常半夜肚子餓的工程師創立。我們相信在地外送應該對店家更公平、對外送夥伴更友善。</p>
  <p data-v-4c6e8a0b>2022 年完成 A 輪募資，由 <a data-v-4c6e8a0b href="https://appworks.tw/">AppWorks 之初創投</a> 領投。</p>
  <p data-v-4c6e8a0b>聯絡我們：<a data-v-4c6e8a0b href="mailto:hello@baobao.com.tw">hello@baobao.com.tw</a>・台北市大安區敦化南路二段 76 號 8 樓</p>
</section>`,
        { about: true },
      ),
    },
    '/news': {
      headers,
      html: page(
        '新聞中心',
        '/news',
        `<section data-v-0e2f4a6c class="news">
  <h1 data-v-0e2f4a6c>新聞中心</h1>
  <ul data-v-0e2f4a6c>
    <li data-v-0e2f4a6c><a data-v-0e2f4a6c href="https://udn.com/news/story/7241/7712093">聯合新聞網｜在地外送平台飽飽進軍台中</a></li>
    <li data-v-0e2f4a6c><a data-v-0e2f4a6c href="https://www.bnext.com.tw/article/77420/baobao-delivery">數位時代｜飽飽外送如何用更低抽成搶店家</a></li>
  </ul>
  <p data-v-0e2f4a6c>媒體聯繫：<a data-v-0e2f4a6c href="mailto:press@baobao.com.tw">press@baobao.com.tw</a></p>
</section>`,
        { articles: 2 },
      ),
    },
  },
  technologies: ['nuxt-js', 'vue-js', 'google-tag-manager', 'facebook-pixel', 'amazon-cloudfront', 'amazon-web-services'],
  partners: {
    'ichefpos.com': 'technology',
    'diandianpos.com.tw': 'technology',
    'anxin-insurance.com.tw': 'generic',
    'goodneighbor-cvs.com.tw': 'generic',
    'freshpick.com.tw': 'generic',
    'kitchenhub.tw': 'generic',
    'kuaidi-tong.com.tw': 'generic',
    'twilio.com': 'technology',
    'mapbox.com': 'technology',
  },
};
