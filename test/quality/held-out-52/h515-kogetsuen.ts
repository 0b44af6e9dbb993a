import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="ja" data-n-head-ssr>
<head>
<title>${title}</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="宇治・白川の茶園から。香月園の煎茶、玉露、抹茶。">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}">
<meta data-n-head="ssr" data-hid="og:type" property="og:type" content="website">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://kogetsuen-tea.jp/ogp.jpg">
<link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico">
<link data-n-head="ssr" rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Noto+Serif+JP:wght@400;600&amp;display=swap">
<link rel="preload" href="/_nuxt/a3f9c21.js" as="script">
<link rel="preload" href="/_nuxt/7d2e410.js" as="script">
<link rel="preload" href="/_nuxt/app.5b8c1d2.css" as="style">
<link rel="stylesheet" href="/_nuxt/app.5b8c1d2.css">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-KG82TQ5N3L"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-KG82TQ5N3L');</script>
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="l-default">
<header class="c-header" data-v-3a1f2c4e>
  <a href="/" class="c-header__logo" data-v-3a1f2c4e><img src="/images/logo-kogetsuen.svg" alt="宇治 香月園"></a>
  <nav class="c-header__nav" data-v-3a1f2c4e>
    <a href="/products" data-v-3a1f2c4e>商品一覧</a>
    <a href="/shops" data-v-3a1f2c4e>取扱店</a>
    <a href="/collaboration" data-v-3a1f2c4e>コラボレーション</a>
    <a href="/about" data-v-3a1f2c4e>香月園について</a>
    <a href="https://shop.kogetsuen-tea.jp/" data-v-3a1f2c4e>オンラインショップ</a>
  </nav>
</header>
<main class="l-main">
${body}
</main>
<footer class="c-footer" data-v-7b2d9e10>
  <p class="c-footer__name" data-v-7b2d9e10>株式会社 香月園<br>〒611-0021 京都府宇治市宇治白川12-3<br>TEL 0774-21-4830</p>
  <ul class="c-footer__sns" data-v-7b2d9e10>
    <li><a href="https://www.instagram.com/kogetsuen_uji/" target="_blank" rel="noopener">Instagram</a></li>
    <li><a href="https://lin.ee/kGt3uJi" target="_blank" rel="noopener">LINE公式アカウント</a></li>
    <li><a href="https://x.com/kogetsuen_uji" target="_blank" rel="noopener">X</a></li>
  </ul>
  <ul class="c-footer__links" data-v-7b2d9e10><li><a href="/privacy">プライバシーポリシー</a></li><li><a href="/tokushoho">特定商取引法に基づく表記</a></li><li><a href="/contact">お問い合わせ</a></li></ul>
  <small data-v-7b2d9e10>© 2024 KOGETSUEN Co., Ltd.</small>
</footer>
</div></div></div>
<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{}],fetch:{},error:null,serverRendered:true,routePath:a,config:{_app:{basePath:b,assetsPath:"/_nuxt/",cdnURL:null}}}}("/",""));</script>
<script src="/_nuxt/a3f9c21.js" defer></script><script src="/_nuxt/7d2e410.js" defer></script><script src="/_nuxt/e91b0f3.js" defer></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'hnd1::iad1::8xk2p-1713241234567-abc123def456',
};

export const site: CorpusSite = {
  domain: 'kogetsuen-tea.jp',
  otherDomains: ['shop.kogetsuen-tea.jp'],
  covers:
    'Japanese Uji tea producer (Japanese), Nuxt 2 on Vercel; stockists page grouped by prefecture with department stores and overseas import agents, collaboration page with co-branded sweets and a hotel; negatives: tea contest award, organic JAS certification, media coverage, Kyoto tea cooperative membership, LINE/Instagram/X links, own online shop, Amazon Pay icon',
  pages: {
    '/': {
      headers,
      html: page(
        '宇治 香月園 | 宇治白川の煎茶・玉露・抹茶',
        `<section class="p-top-hero" data-v-12ab34cd><h1 data-v-12ab34cd>白川の朝霧が育てる、宇治のお茶</h1><p data-v-12ab34cd>明治二十四年創業。自園の茶畑で育てた一番茶だけを、手間をかけて仕上げています。</p><a href="/shops" class="c-btn" data-v-12ab34cd>お近くの取扱店をさがす</a></section>
<section class="p-top-news" data-v-12ab34cd><h2 data-v-12ab34cd>お知らせ</h2>
<ul data-v-12ab34cd>
  <li><time>2024.04.10</time> 新茶「白川の初摘み」ご予約受付開始</li>
  <li><time>2024.02.05</time> <a href="https://www.ocha-contest.jp/result/2023" target="_blank">世界緑茶コンテスト2023</a>にて「玉露 月影」が最高金賞を受賞しました</li>
  <li><time>2023.11.20</time> <a href="https://www.kyoto-np.co.jp/articles/-/1154872" target="_blank">京都新聞</a>に当園の取り組みが掲載されました</li>
</ul></section>
<section class="p-top-cert" data-v-12ab34cd><p data-v-12ab34cd>当園の煎茶・抹茶は有機JAS認証を取得しています（認証機関：<a href="https://www.ofj.or.jp/" target="_blank">オーガニック認証センター</a>）。</p></section>
<section class="p-top-pay" data-v-12ab34cd><p data-v-12ab34cd>オンラインショップでは各種クレジットカード、Amazon Pay、PayPayがご利用いただけます。</p><img src="/images/pay-amazonpay.svg" alt="Amazon Pay" data-v-12ab34cd><img src="/images/pay-paypay.svg" alt="PayPay" data-v-12ab34cd></section>`,
      ),
    },
    '/shops': {
      headers,
      html: page(
        '取扱店一覧 | 宇治 香月園',
        `<section class="p-shops" data-v-5c6d7e8f><h1 data-v-5c6d7e8f>取扱店一覧</h1>
<p data-v-5c6d7e8f>香月園のお茶は、下記の百貨店・専門店でお求めいただけます。入荷状況は各店舗へお問い合わせください。</p>
<h2 data-v-5c6d7e8f>京都府</h2>
<ul class="p-shops__list" data-v-5c6d7e8f>
  <li data-v-5c6d7e8f><a href="https://www.kyoto-karasuma-dept.co.jp/shop/food/" target="_blank" rel="noopener">烏丸百貨店 京都本店</a> 地下1階 日本茶売場</li>
  <li data-v-5c6d7e8f><a href="https://www.chanoma-uji.jp/" target="_blank" rel="noopener">茶の間 宇治橋通り店</a></li>
  <li data-v-5c6d7e8f>宇治市観光センター 売店</li>
</ul>
<h2 data-v-5c6d7e8f>東京都</h2>
<ul class="p-shops__list" data-v-5c6d7e8f>
  <li data-v-5c6d7e8f><a href="https://www.nihonbashi-meihinkan.jp/" target="_blank" rel="noopener">日本橋 名品館</a></li>
  <li data-v-5c6d7e8f><a href="https://www.sencha-yanaka.com/" target="_blank" rel="noopener">谷中 煎茶堂</a></li>
</ul>
<h2 data-v-5c6d7e8f>大阪府</h2>
<ul class="p-shops__list" data-v-5c6d7e8f>
  <li data-v-5c6d7e8f><a href="https://www.umeda-ochaya.jp/" target="_blank" rel="noopener">梅田 お茶屋本舗</a></li>
</ul>
<h2 data-v-5c6d7e8f>海外代理店 / Overseas agents</h2>
<table class="p-shops__table" data-v-5c6d7e8f>
  <tr><th>アメリカ / USA</th><td><a href="https://www.greenleafimports.com/" target="_blank" rel="noopener">Green Leaf Imports LLC</a></td></tr>
  <tr><th>フランス / France</th><td><a href="https://www.maison-du-the-japonais.fr/" target="_blank" rel="noopener">Maison du Thé Japonais</a></td></tr>
  <tr><th>台湾 / Taiwan</th><td><a href="https://www.chaye-trading.com.tw/" target="_blank" rel="noopener">茶葉貿易股份有限公司</a></td></tr>
</table>
<p data-v-5c6d7e8f>お取引をご希望の販売店様は<a href="/contact">お問い合わせフォーム</a>よりご連絡ください。</p>
</section>`,
      ),
    },
    '/collaboration': {
      headers,
      html: page(
        'コラボレーション | 宇治 香月園',
        `<section class="p-collab" data-v-9a8b7c6d><h1 data-v-9a8b7c6d>コラボレーション</h1>
<p data-v-9a8b7c6d>志を同じくするパートナーとともに、宇治茶の新しい楽しみ方をお届けしています。</p>
<div class="c-card" data-v-9a8b7c6d><h2>京菓子 鶴屋吉長 × 香月園</h2><p>当園の抹茶を使った季節の生菓子「茶の花」を共同開発しました。</p><a href="https://www.tsuruya-yoshinaga.jp/" target="_blank" rel="noopener">鶴屋吉長 公式サイト</a></div>
<div class="c-card" data-v-9a8b7c6d><h2>ホテル 嵐山月華 × 香月園</h2><p>客室のお茶と、ラウンジの「抹茶アフタヌーンティー」を監修しています。</p><a href="https://www.arashiyama-gekka.com/" target="_blank" rel="noopener">嵐山月華</a></div>
<div class="c-card" data-v-9a8b7c6d><h2>陶房 朝日窯</h2><p>香月園オリジナルの急須は朝日窯との協働によるものです。</p><a href="https://asahigama-kyoto.jp/" target="_blank" rel="noopener">朝日窯</a></div>
</section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        '香月園について | 宇治 香月園',
        `<section class="p-about" data-v-4e5f6a7b><h1 data-v-4e5f6a7b>香月園について</h1>
<p data-v-4e5f6a7b>明治24年（1891年）、宇治白川で茶園を開いたのがはじまりです。現在は五代目・香山月子が園主を務め、約4ヘクタールの茶畑を家族と従業員12名で守っています。</p>
<p data-v-4e5f6a7b>当園は<a href="https://www.kyoto-cha.or.jp/" target="_blank">京都府茶業会議所</a>の会員です。</p>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/shops', '/collaboration', '/about'],
  technologies: ['amazon-pay', 'google-analytics', 'google-font-api', 'google-tag-manager', 'nuxt-js', 'open-graph', 'vercel', 'vue-js'],
  partners: {
    'kyoto-karasuma-dept.co.jp': 'channel',
    'chanoma-uji.jp': 'channel',
    'nihonbashi-meihinkan.jp': 'channel',
    'sencha-yanaka.com': 'channel',
    'umeda-ochaya.jp': 'channel',
    'greenleafimports.com': 'channel',
    'maison-du-the-japonais.fr': 'channel',
    'chaye-trading.com.tw': 'channel',
    'tsuruya-yoshinaga.jp': 'generic',
    'arashiyama-gekka.com': 'generic',
    'asahigama-kyoto.jp': 'generic',
  },
};
