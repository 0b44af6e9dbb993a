import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  via: '1.1 3a9c1e0f7b2d4c6e8a0b1c2d3e4f5a6b.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'NRT57-P3',
  'x-amz-cf-id': 'Qy3m1N0pZk9cV8bX7aW6sE5dR4fT3gY2hU1jI0kO9lP8mA7nB6vC5x==',
  'x-cache': 'Hit from cloudfront',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string) => `<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://img.sumikaze.jp">
<link rel="stylesheet" href="/_nuxt/entry.Bq7xK2mD.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.C4hT9sLp.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk3fP0qa.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BzR8wYt1.js">
<script type="module" src="/_nuxt/Dk3fP0qa.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:site_name" content="スミカゼ">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://sumikaze.jp${path}">
<meta property="og:image" content="https://img.sumikaze.jp/common/ogp.png">
<meta property="og:locale" content="ja_JP">
<meta name="twitter:card" content="summary_large_image">
<meta name="format-detection" content="telephone=no">
<link rel="canonical" href="https://sumikaze.jp${path}">
<link rel="icon" type="image/x-icon" href="/favicon.ico">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W8SKZJP');</script>
</head>`;

const header = `<header class="l-header" data-v-2b7e4c1a><div class="l-header__inner" data-v-2b7e4c1a>
<a href="/" class="l-header__logo" data-v-2b7e4c1a><img src="https://img.sumikaze.jp/common/logo.svg" alt="スミカゼ 住まいの情報サイト" width="150" height="36" data-v-2b7e4c1a></a>
<nav class="g-nav" aria-label="グローバルナビゲーション" data-v-2b7e4c1a><ul class="g-nav__list" data-v-2b7e4c1a>
<li data-v-2b7e4c1a><a href="/kau/" data-v-2b7e4c1a>買う</a></li>
<li data-v-2b7e4c1a><a href="/kariru/" data-v-2b7e4c1a>借りる</a></li>
<li data-v-2b7e4c1a><a href="/uru/satei/" data-v-2b7e4c1a>売る・査定</a></li>
<li data-v-2b7e4c1a><a href="/column/" data-v-2b7e4c1a>住まいのコラム</a></li>
</ul></nav>
<div class="l-header__util" data-v-2b7e4c1a><a href="/mypage/favorites" data-v-2b7e4c1a>お気に入り</a><a href="/mypage/login" data-v-2b7e4c1a>ログイン</a></div>
</div></header>`;

const footer = `<footer class="l-footer" data-v-8d1f3a60>
<div class="l-footer__nav" data-v-8d1f3a60>
<dl data-v-8d1f3a60><dt data-v-8d1f3a60>物件をさがす</dt><dd data-v-8d1f3a60><ul data-v-8d1f3a60><li><a href="/kau/mansion/">新築・中古マンション</a></li><li><a href="/kau/ikkodate/">一戸建て</a></li><li><a href="/kau/tochi/">土地</a></li><li><a href="/kariru/">賃貸物件</a></li></ul></dd></dl>
<dl data-v-8d1f3a60><dt data-v-8d1f3a60>スミカゼについて</dt><dd data-v-8d1f3a60><ul data-v-8d1f3a60><li><a href="/company/">運営会社</a></li><li><a href="/partner/">提携パートナー</a></li><li><a href="/for-agents/">不動産会社様へ（物件掲載のご案内）</a></li><li><a href="https://recruit.sumikaze.jp/">採用情報</a></li></ul></dd></dl>
<dl data-v-8d1f3a60><dt data-v-8d1f3a60>ご利用にあたって</dt><dd data-v-8d1f3a60><ul data-v-8d1f3a60><li><a href="/terms/">利用規約</a></li><li><a href="/privacy/">個人情報の取り扱いについて</a></li><li><a href="/help/">ヘルプ・よくある質問</a></li><li><a href="/sitemap/">サイトマップ</a></li></ul></dd></dl>
</div>
<div class="l-footer__bottom" data-v-8d1f3a60>
<a href="https://privacymark.jp/" class="l-footer__pmark" data-v-8d1f3a60><img src="https://img.sumikaze.jp/common/pmark.png" alt="プライバシーマーク" width="60" height="60" data-v-8d1f3a60></a>
<ul class="l-footer__sns" data-v-8d1f3a60><li><a href="https://x.com/sumikaze_jp" aria-label="X">X</a></li><li><a href="https://www.instagram.com/sumikaze.jp/" aria-label="Instagram">Instagram</a></li><li><a href="https://line.me/R/ti/p/@sumikaze" aria-label="LINE公式アカウント">LINE</a></li></ul>
<div class="l-footer__apps" data-v-8d1f3a60><a href="https://apps.apple.com/jp/app/id1612345678"><img src="https://img.sumikaze.jp/common/badge-appstore.svg" alt="App Storeからダウンロード"></a><a href="https://play.google.com/store/apps/details?id=jp.sumikaze.app"><img src="https://img.sumikaze.jp/common/badge-googleplay.png" alt="Google Playで手に入れよう"></a></div>
<p class="l-footer__copy" data-v-8d1f3a60>&copy; Sumikaze Inc. All Rights Reserved.</p>
</div>
</footer>`;

const page = (title: string, description: string, path: string, main: string, state: string) => `<!DOCTYPE html>
<html lang="ja" data-capo="">
${head(title, description, path)}
<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W8SKZJP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__nuxt"><div class="l-wrapper" data-v-5e0c9d72>
${header}
<main class="l-main" data-v-5e0c9d72>
${main}
</main>
${footer}
</div></div>
<div id="teleports"></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${state}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.sumikaze.jp/v2",imgBase:"https://img.sumikaze.jp"},app:{baseURL:"/",buildId:"7c1e5b2a-90df-4c3e-a1b8-2f6d0e9c4a71",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

const home = page(
  'スミカゼ｜新築・中古マンション、一戸建て、賃貸の住まい探し',
  '全国42万件の物件情報から、新築・中古マンション、一戸建て、土地、賃貸物件を探せる不動産ポータルサイト「スミカゼ」。',
  '/',
  `<section class="p-hero" data-v-a1c4e7f0><h1 class="p-hero__title" data-v-a1c4e7f0>風通しのいい住まい探しを。</h1>
<form class="p-search" action="/search/" method="get" data-v-a1c4e7f0>
<div class="p-search__tabs" role="tablist" data-v-a1c4e7f0><button role="tab" aria-selected="true">買う</button><button role="tab" aria-selected="false">借りる</button></div>
<select name="pref" data-v-a1c4e7f0><option value="13">東京都</option><option value="14">神奈川県</option><option value="27">大阪府</option><option value="23">愛知県</option><option value="40">福岡県</option></select>
<input type="text" name="q" placeholder="駅名・エリア・物件名" data-v-a1c4e7f0>
<button type="submit" class="c-btn c-btn--primary" data-v-a1c4e7f0>検索する</button>
</form>
<p class="p-hero__count" data-v-a1c4e7f0>掲載物件数 <strong>421,806</strong>件（2026年1月12日更新）</p></section>
<section class="p-pickup" data-v-a1c4e7f0><h2 class="c-heading" data-v-a1c4e7f0>新着のおすすめ物件</h2>
<ul class="p-pickup__list" data-v-a1c4e7f0>
<li class="c-card" data-v-3f9b2d18><a href="/kau/mansion/b-2291045/" data-v-3f9b2d18><img src="https://img.sumikaze.jp/bukken/2291045/main_640.jpg" alt="パークテラス武蔵小杉 外観" loading="lazy" data-v-3f9b2d18><p class="c-card__price" data-v-3f9b2d18>7,480万円</p><p data-v-3f9b2d18>3LDK／71.2㎡／武蔵小杉駅 徒歩6分</p></a></li>
<li class="c-card" data-v-3f9b2d18><a href="/kau/ikkodate/b-2290877/" data-v-3f9b2d18><img src="https://img.sumikaze.jp/bukken/2290877/main_640.jpg" alt="新築一戸建て 町田市 外観" loading="lazy" data-v-3f9b2d18><p class="c-card__price" data-v-3f9b2d18>4,290万円</p><p data-v-3f9b2d18>4LDK／98.5㎡／町田駅 バス12分</p></a></li>
<li class="c-card" data-v-3f9b2d18><a href="/kariru/r-8810342/" data-v-3f9b2d18><img src="https://img.sumikaze.jp/chintai/8810342/main_640.jpg" alt="賃貸マンション 福岡市中央区 外観" loading="lazy" data-v-3f9b2d18><p class="c-card__price" data-v-3f9b2d18>9.8万円／月</p><p data-v-3f9b2d18>1LDK／38.0㎡／赤坂駅 徒歩4分</p></a></li>
</ul></section>
<section class="p-loan" data-v-a1c4e7f0><h2 class="c-heading" data-v-a1c4e7f0>住宅ローンもスミカゼで</h2><p data-v-a1c4e7f0>提携金融機関の金利をまとめて比較。スミカゼ経由のお申し込みで事務手数料が優遇されます。<a href="/partner/#loan" data-v-a1c4e7f0>提携金融機関を見る</a></p></section>
<section class="p-media" data-v-a1c4e7f0><h2 class="c-heading" data-v-a1c4e7f0>メディア掲載</h2><ul data-v-a1c4e7f0><li><a href="https://www.nikkei.com/article/DGXZQOUC120AB0S5A110C2000000/" data-v-a1c4e7f0>日本経済新聞：不動産ポータル「スミカゼ」、AI査定を全国に拡大</a></li><li><a href="https://www.itmedia.co.jp/business/articles/2510/21/news087.html" data-v-a1c4e7f0>ITmedia ビジネスオンライン：物件写真の「盛りすぎ」をAIで検知</a></li></ul></section>`,
  `[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6},["ShallowReactive",7],{},["Set"],["ShallowReactive",8],true,{"top-pickup":9},{"top-pickup":-1},[10,11,12],"b-2291045","b-2290877","r-8810342"]`,
);

const partner = page(
  '提携パートナー一覧｜スミカゼ',
  'スミカゼと提携している金融機関、テクノロジーパートナー、販売代理店のご紹介です。',
  '/partner/',
  `<div class="c-breadcrumb" data-v-a1c4e7f0><ol><li><a href="/">スミカゼ</a></li><li>提携パートナー</li></ol></div>
<section class="p-partner" data-v-6a2f0b44><h1 class="c-page-title" data-v-6a2f0b44>提携パートナー</h1>
<p class="p-partner__lead" data-v-6a2f0b44>スミカゼは、住まい探しから住宅ローン、物件情報の連携まで、さまざまなパートナー企業と協力してサービスを提供しています。</p>
<nav class="p-partner__toc" data-v-6a2f0b44><a href="#loan">住宅ローン提携金融機関</a> ／ <a href="#tech">テクノロジーパートナー</a> ／ <a href="#agency">販売代理店</a></nav>
<h2 id="loan" class="c-heading" data-v-6a2f0b44>住宅ローン提携金融機関</h2>
<p data-v-6a2f0b44>スミカゼの住宅ローン比較でご紹介している提携金融機関です（五十音順）。</p>
<table class="p-partner__table" data-v-6a2f0b44>
<thead><tr><th>金融機関名</th><th>主な商品</th></tr></thead>
<tbody>
<tr><td><a href="https://www.jibunbank.co.jp/" target="_blank" rel="noopener">auじぶん銀行</a></td><td>変動金利型住宅ローン</td></tr>
<tr><td><a href="https://www.netbk.co.jp/contents/lineup/home-loan/" target="_blank" rel="noopener">住信SBIネット銀行</a></td><td>住宅ローン（団信付き）</td></tr>
<tr><td><a href="https://www.flat35.com/" target="_blank" rel="noopener">住宅金融支援機構【フラット35】</a></td><td>全期間固定金利型</td></tr>
<tr><td>湊みらい信用金庫</td><td>地域限定・店頭相談</td></tr>
</tbody>
</table>
<h2 id="tech" class="c-heading" data-v-6a2f0b44>テクノロジーパートナー</h2>
<p data-v-6a2f0b44>物件データの連携、地図、VR内見など、スミカゼのサービスを支える技術提携先です。</p>
<ul class="p-partner__cards" data-v-6a2f0b44>
<li class="p-partner__card" data-v-6a2f0b44><img src="https://img.sumikaze.jp/partner/zenrin.png" alt="ゼンリン" data-v-6a2f0b44><h3 data-v-6a2f0b44>株式会社ゼンリン</h3><p data-v-6a2f0b44>物件周辺の地図データ・住所データを提供。</p><a href="https://www.zenrin.co.jp/" target="_blank" rel="noopener" data-v-6a2f0b44>公式サイト</a></li>
<li class="p-partner__card" data-v-6a2f0b44><img src="https://img.sumikaze.jp/partner/bukken-connect.png" alt="物件コネクト" data-v-6a2f0b44><h3 data-v-6a2f0b44>物件コネクト株式会社</h3><p data-v-6a2f0b44>不動産会社の基幹システムから物件情報を自動連携。</p><a href="https://bukken-connect.jp/" target="_blank" rel="noopener" data-v-6a2f0b44>公式サイト</a></li>
<li class="p-partner__card" data-v-6a2f0b44><img src="https://img.sumikaze.jp/partner/theta360.png" alt="RICOH360 Tours" data-v-6a2f0b44><h3 data-v-6a2f0b44>RICOH360 Tours</h3><p data-v-6a2f0b44>360°写真によるVR内見コンテンツ。</p><a href="https://www.ricoh360.com/tours/" target="_blank" rel="noopener" data-v-6a2f0b44>公式サイト</a></li>
</ul>
<h2 id="agency" class="c-heading" data-v-6a2f0b44>販売代理店</h2>
<p data-v-6a2f0b44>不動産会社様向け掲載プランのお申し込みは、以下の正規販売代理店でも承っております。</p>
<dl class="p-partner__agency" data-v-6a2f0b44>
<dt data-v-6a2f0b44><a href="https://www.homead.co.jp/" target="_blank" rel="noopener">株式会社ホームアド</a></dt><dd data-v-6a2f0b44>首都圏・東北エリア</dd>
<dt data-v-6a2f0b44><a href="https://kansai-jutakukoukoku.co.jp/" target="_blank" rel="noopener">関西住宅広告社</a></dt><dd data-v-6a2f0b44>近畿・中四国エリア</dd>
<dt data-v-6a2f0b44><a href="https://www.q-realty-media.jp/" target="_blank" rel="noopener">九州リアルティメディア株式会社</a></dt><dd data-v-6a2f0b44>九州・沖縄エリア</dd>
</dl>
<p class="p-partner__contact" data-v-6a2f0b44>提携をご検討の企業様は<a href="/contact/alliance/" data-v-6a2f0b44>アライアンスお問い合わせフォーム</a>よりご連絡ください。</p>
</section>`,
  `[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6},["ShallowReactive",7],{},["Set"],["ShallowReactive",8],true,{},{}]`,
);

const forAgents = page(
  '不動産会社様へ 物件掲載のご案内｜スミカゼ',
  '月間訪問者数1,200万人の不動産ポータル「スミカゼ」への物件掲載のご案内。基幹システムからの自動連携にも対応。',
  '/for-agents/',
  `<section class="p-biz" data-v-0c7d5e93><h1 class="c-page-title" data-v-0c7d5e93>物件掲載のご案内</h1>
<p data-v-0c7d5e93>月間訪問者数1,200万人。反響課金プランなら初期費用0円で掲載を始められます。</p>
<h2 class="c-heading" data-v-0c7d5e93>掲載企業様の声</h2>
<ul class="p-biz__voices" data-v-0c7d5e93>
<li data-v-0c7d5e93><p data-v-0c7d5e93>「反響数が前年比1.6倍になりました。」</p><p class="p-biz__name" data-v-0c7d5e93><a href="https://www.aoba-fudosan.co.jp/" target="_blank" rel="noopener">青葉不動産株式会社</a>（横浜市）</p></li>
<li data-v-0c7d5e93><p data-v-0c7d5e93>「入力の手間がなくなり、掲載数を3倍にできました。」</p><p class="p-biz__name" data-v-0c7d5e93><a href="https://www.hoshino-home.jp/" target="_blank" rel="noopener">星野ホーム</a>（札幌市）</p></li>
</ul>
<h2 class="c-heading" data-v-0c7d5e93>基幹システム連携</h2>
<p data-v-0c7d5e93>以下の業務支援システムをご利用の場合、物件情報をスミカゼへ自動で連携できます。</p>
<ul class="p-biz__systems" data-v-0c7d5e93>
<li data-v-0c7d5e93><a href="https://www.e-seikatsu.info/" target="_blank" rel="noopener">いい生活 不動産クラウド</a></li>
<li data-v-0c7d5e93><a href="https://bukken-connect.jp/" target="_blank" rel="noopener">物件コネクト</a></li>
<li data-v-0c7d5e93>自社システム（CSV・API連携）</li>
</ul>
<a href="/contact/keisai/" class="c-btn c-btn--primary" data-v-0c7d5e93>資料請求・お問い合わせ</a>
</section>`,
  `[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6},["ShallowReactive",7],{},["Set"],["ShallowReactive",8],true,{},{}]`,
);

const company = page(
  '運営会社｜スミカゼ',
  '不動産ポータルサイト「スミカゼ」を運営する株式会社スミカゼの会社概要です。',
  '/company/',
  `<section class="p-company" data-v-4b8e1f27><h1 class="c-page-title" data-v-4b8e1f27>会社概要</h1>
<table class="p-company__table" data-v-4b8e1f27><tbody>
<tr><th>会社名</th><td>株式会社スミカゼ（Sumikaze Inc.）</td></tr>
<tr><th>設立</th><td>2015年4月</td></tr>
<tr><th>所在地</th><td>〒150-0002 東京都渋谷区渋谷2-21-1</td></tr>
<tr><th>代表者</th><td>代表取締役社長 風間 遼</td></tr>
<tr><th>事業内容</th><td>不動産情報ポータルサイト「スミカゼ」の運営、不動産テック事業</td></tr>
<tr><th>宅地建物取引業免許</th><td>国土交通大臣（2）第9123号</td></tr>
<tr><th>所属団体</th><td><a href="https://www.zennichi.or.jp/" target="_blank" rel="noopener">公益社団法人 全日本不動産協会</a>、<a href="https://www.frk.or.jp/" target="_blank" rel="noopener">一般社団法人 不動産流通経営協会</a></td></tr>
<tr><th>主要取引銀行</th><td><a href="https://www.mizuhobank.co.jp/" target="_blank" rel="noopener">みずほ銀行</a>、<a href="https://www.smbc.co.jp/" target="_blank" rel="noopener">三井住友銀行</a></td></tr>
<tr><th>主要株主</th><td>経営陣、<a href="https://www.globalbrains.com/" target="_blank" rel="noopener">グローバル・ブレイン</a>、<a href="https://www.jafco.co.jp/" target="_blank" rel="noopener">ジャフコ グループ</a></td></tr>
<tr><th>グループ会社</th><td><a href="https://www.sumikaze-kanri.co.jp/" target="_blank" rel="noopener">スミカゼ管理株式会社</a>（賃貸管理）</td></tr>
</tbody></table>
<h2 class="c-heading" data-v-4b8e1f27>アクセス</h2>
<p data-v-4b8e1f27>東京メトロ銀座線・半蔵門線「渋谷駅」B1出口より徒歩5分</p>
</section>`,
  `[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6},["ShallowReactive",7],{},["Set"],["ShallowReactive",8],true,{},{}]`,
);

export const site: CorpusSite = {
  domain: 'sumikaze.jp',
  otherDomains: ['sumikaze-kanri.co.jp'],
  covers:
    'Japanese real-estate portal on Nuxt 3 behind CloudFront, all pages in Japanese: footer-only 提携パートナー page with a mortgage-bank table (generic, one bank name-only), technology-partner cards and a definition list of authorised sales agencies (channel), plus a for-agents page listing system integrations (technology); negatives: agent testimonials linking to agent sites, company-profile table with memberships, main transaction banks, shareholders and a group company (own domain), press links, P-mark, LINE/app badges',
  pages: {
    '/': { headers, html: home },
    '/partner/': { headers, html: partner },
    '/for-agents/': { headers, html: forAgents },
    '/company/': { headers, html: company },
  },
  sitemap: ['/', '/kau/', '/kariru/', '/uru/satei/', '/column/', '/company/', '/partner/', '/for-agents/', '/help/'],
  technologies: ['nuxt-js', 'vue-js', 'amazon-cloudfront', 'amazon-web-services', 'google-tag-manager', 'hsts', 'open-graph'],
  partners: {
    'jibunbank.co.jp': 'generic',
    'netbk.co.jp': 'generic',
    'flat35.com': 'generic',
    'zenrin.co.jp': 'technology',
    'bukken-connect.jp': 'technology',
    'ricoh360.com': 'technology',
    'e-seikatsu.info': 'technology',
    'homead.co.jp': 'channel',
    'kansai-jutakukoukoku.co.jp': 'channel',
    'q-realty-media.jp': 'channel',
  },
};
