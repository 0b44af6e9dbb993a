import type { CorpusSite } from '../corpus/types.js';

// ケイヤクポート (KeiyakuPort): Japanese e-contract / contract-management SaaS. Static pages published by Movable Type
// to S3 behind CloudFront; jQuery and slick from cdnjs, Adobe Fonts, GTM. Sales partners are listed by region in
// <dl>/<table> blocks (one without a website) with a JSON-LD ItemList; technology partners are category cards.

const cfHeaders = (id: string): Record<string, string> => ({
  'content-type': 'text/html',
  server: 'AmazonS3',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 8d3c1a7e2b9f4d6a0c5e1b3f7a9d2c4e.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'NRT57-P3',
  'x-amz-cf-id': `${id}_kQ2vL9xT1wRmZ8aP3yD0cB==`,
  'last-modified': 'Mon, 10 Mar 2025 02:14:07 GMT',
  etag: '"6f1c2a9e3b7d4e8a0c5f1b2d3e4a5c6b"',
});

const head = (title: string, description: string, path: string, extra = '') => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-KP8J2WQ');</script>
<!-- End Google Tag Manager -->
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Movable Type Pro 8.0.2">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="keywords" content="電子契約,契約管理,クラウド契約,電子署名,ケイヤクポート">
<meta property="og:type" content="website">
<meta property="og:site_name" content="ケイヤクポート">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.keiyakuport.jp${path}">
<meta property="og:image" content="https://www.keiyakuport.jp/common/img/ogp.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.keiyakuport.jp${path}">
<link rel="alternate" hreflang="ja" href="https://www.keiyakuport.jp${path}">
<link rel="alternate" hreflang="en" href="https://www.keiyakuport.com/en/">
<link rel="icon" href="/common/img/favicon.ico">
<link rel="stylesheet" href="https://use.typekit.net/kpx4tgr.css">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/slick-carousel/1.8.1/slick.min.css">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/slick-carousel/1.8.1/slick-theme.css">
<link rel="stylesheet" href="/common/css/style.css?v=20250310">${extra}
</head>`;

const header = `<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KP8J2WQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="l-wrapper">
<header class="l-header" id="js-header">
  <div class="l-header__inner">
    <p class="l-header__logo"><a href="/"><img src="/common/img/logo.svg" alt="電子契約サービス ケイヤクポート" width="190" height="36"></a></p>
    <nav class="l-gnav" id="js-gnav" aria-label="グローバルナビゲーション">
      <ul class="l-gnav__list">
        <li class="l-gnav__item has-child"><a href="/service/">サービス</a>
          <div class="l-megamenu">
            <ul class="l-megamenu__list">
              <li><a href="/service/#esign">電子契約</a></li>
              <li><a href="/service/#management">契約書管理</a></li>
              <li><a href="/service/#workflow">承認ワークフロー</a></li>
              <li><a href="/service/#security">セキュリティ</a></li>
              <li><a href="/partner/technology/">連携サービス</a></li>
            </ul>
          </div>
        </li>
        <li class="l-gnav__item"><a href="/case/">導入事例</a></li>
        <li class="l-gnav__item"><a href="/price/">料金プラン</a></li>
        <li class="l-gnav__item has-child"><a href="/partner/">パートナー</a>
          <div class="l-megamenu">
            <ul class="l-megamenu__list">
              <li><a href="/partner/">販売パートナー一覧</a></li>
              <li><a href="/partner/technology/">技術パートナー・連携サービス</a></li>
              <li><a href="/partner/program/">パートナープログラム</a></li>
              <li><a href="https://partner.keiyakuport.jp/login">パートナーサイト ログイン</a></li>
            </ul>
          </div>
        </li>
        <li class="l-gnav__item"><a href="/news/">お知らせ</a></li>
        <li class="l-gnav__item"><a href="/company/">会社情報</a></li>
      </ul>
    </nav>
    <div class="l-header__btns">
      <a href="https://app.keiyakuport.com/login" class="c-btn c-btn--line">ログイン</a>
      <a href="/contact/document/" class="c-btn c-btn--sub">資料請求</a>
      <a href="/contact/trial/" class="c-btn c-btn--main">無料で試す</a>
    </div>
    <button class="l-header__menu" id="js-menu" aria-label="メニューを開く"><span></span><span></span><span></span></button>
  </div>
</header>
<main class="l-main">`;

const footer = `</main>
<section class="p-cv">
  <div class="p-cv__inner">
    <p class="p-cv__lead">紙の契約から、もう卒業しませんか。</p>
    <div class="p-cv__btns"><a href="/contact/document/" class="c-btn c-btn--sub c-btn--lg">サービス資料をダウンロード</a><a href="/contact/trial/" class="c-btn c-btn--main c-btn--lg">30日間無料トライアル</a></div>
    <p class="p-cv__tel">お電話でのお問い合わせ：<a href="tel:0367001234">03-6700-1234</a>（平日 9:30〜18:00）</p>
  </div>
</section>
<footer class="l-footer">
  <div class="l-footer__inner">
    <div class="l-footer__nav">
      <dl><dt>サービス</dt><dd><ul><li><a href="/service/">サービス概要</a></li><li><a href="/price/">料金プラン</a></li><li><a href="/partner/technology/">連携サービス</a></li><li><a href="https://help.keiyakuport.jp/">ヘルプセンター</a></li><li><a href="https://status.keiyakuport.com/">稼働状況</a></li></ul></dd></dl>
      <dl><dt>パートナー</dt><dd><ul><li><a href="/partner/">販売パートナー一覧</a></li><li><a href="/partner/technology/">技術パートナー</a></li><li><a href="/partner/program/">パートナー募集</a></li></ul></dd></dl>
      <dl><dt>会社情報</dt><dd><ul><li><a href="/company/">会社概要</a></li><li><a href="/news/">お知らせ</a></li><li><a href="https://herp.careers/v1/keiyakuport">採用情報</a></li><li><a href="/company/#security">情報セキュリティ方針</a></li></ul></dd></dl>
    </div>
    <div class="l-footer__badges">
      <a href="https://privacymark.jp/" target="_blank" rel="noopener"><img src="/common/img/pmark.png" alt="プライバシーマーク" width="70" height="70" loading="lazy"></a>
      <img src="/common/img/isms.png" alt="ISMS認証（ISO/IEC 27001）" width="120" height="70" loading="lazy">
    </div>
    <ul class="l-footer__sns">
      <li><a href="https://x.com/keiyakuport" target="_blank" rel="noopener">X</a></li>
      <li><a href="https://www.facebook.com/keiyakuport" target="_blank" rel="noopener">Facebook</a></li>
      <li><a href="https://www.youtube.com/@keiyakuport" target="_blank" rel="noopener">YouTube</a></li>
      <li><a href="https://note.com/keiyakuport" target="_blank" rel="noopener">note</a></li>
    </ul>
    <ul class="l-footer__sub"><li><a href="/privacy/">プライバシーポリシー</a></li><li><a href="/terms/">利用規約</a></li><li><a href="/tokushoho/">特定商取引法に基づく表記</a></li><li><a href="/sitemap/">サイトマップ</a></li></ul>
    <p class="l-footer__copy"><small>&copy; KeiyakuPort Inc. All Rights Reserved.</small></p>
  </div>
</footer>
</div>
<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js" integrity="sha512-v2CJ7UaYy4JwqLDIrZUI/4hqeoQieOmAZNXBeQyjo21dadnwR+8ZaIJVT8EE2iyI61OV8e6M8PP2/4hpQINQ/g==" crossorigin="anonymous"></script>
<script src="https://cdnjs.cloudflare.com/ajax/libs/slick-carousel/1.8.1/slick.min.js"></script>
<script src="/common/js/common.js?v=20250310"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, body: string, extra = '') =>
  `${head(title, description, path, extra)}\n${header}\n${body}\n${footer}`;

const crumbs = (items: [string, string | null][]) =>
  `<nav class="c-breadcrumb" aria-label="パンくずリスト"><ol>${items.map(([l, h]) => (h ? `<li><a href="${h}">${l}</a></li>` : `<li aria-current="page">${l}</li>`)).join('')}</ol></nav>`;

// ---------------------------------------------------------------- トップ

const top = page(
  '電子契約・契約書管理ならケイヤクポート｜導入社数12,000社突破',
  'ケイヤクポートは、契約書の作成・締結・管理までをクラウドで完結できる電子契約サービスです。電子帳簿保存法・電子署名法に対応。',
  '/',
  `<section class="p-mv">
  <div class="p-mv__inner">
    <p class="p-mv__catch">契約業務を、<br>もっと速く、もっと安全に。</p>
    <p class="p-mv__lead">ケイヤクポートは、契約書の作成から締結、保管・検索までをひとつにした電子契約サービスです。印紙代・郵送費を削減し、契約締結までの時間を平均80%短縮します。</p>
    <ul class="p-mv__points"><li>導入社数 <strong>12,000</strong>社突破</li><li>継続率 <strong>99.2</strong>%</li><li>電子帳簿保存法 <strong>JIIMA認証</strong>取得</li></ul>
    <div class="p-mv__btns"><a href="/contact/document/" class="c-btn c-btn--sub c-btn--lg">資料請求（無料）</a><a href="/contact/trial/" class="c-btn c-btn--main c-btn--lg">無料トライアル</a></div>
  </div>
  <div class="p-mv__img"><img src="/common/img/top/mv.webp" alt="ケイヤクポートの管理画面" width="720" height="480"></div>
</section>
<section class="p-logos">
  <h2 class="c-ttl-sec"><span>さまざまな業界の企業にご利用いただいています</span></h2>
  <div class="p-logos__slider js-logo-slider">
    <div class="p-logos__item"><img src="/common/img/top/logo_aozora_fudosan.png" alt="あおぞら不動産株式会社" width="160" height="60" loading="lazy"></div>
    <div class="p-logos__item"><img src="/common/img/top/logo_sakura_kensetsu.png" alt="さくら建設株式会社" width="160" height="60" loading="lazy"></div>
    <div class="p-logos__item"><img src="/common/img/top/logo_hikari_jinzai.png" alt="ひかり人材サービス株式会社" width="160" height="60" loading="lazy"></div>
    <div class="p-logos__item"><img src="/common/img/top/logo_minato_shoji.png" alt="港商事株式会社" width="160" height="60" loading="lazy"></div>
    <div class="p-logos__item"><img src="/common/img/top/logo_tsubasa_clinic.png" alt="医療法人つばさ会" width="160" height="60" loading="lazy"></div>
    <div class="p-logos__item"><img src="/common/img/top/logo_kitakaze_foods.png" alt="北風フーズ株式会社" width="160" height="60" loading="lazy"></div>
  </div>
</section>
<section class="p-feature">
  <h2 class="c-ttl-sec"><span>ケイヤクポートが選ばれる3つの理由</span></h2>
  <div class="p-feature__list">
    <article class="p-feature__item"><p class="p-feature__num">01</p><h3>かんたん操作で、すぐに使える</h3><p>PDFをアップロードして署名位置を指定するだけ。取引先はアカウント登録不要で、メールから署名できます。</p></article>
    <article class="p-feature__item"><p class="p-feature__num">02</p><h3>法令に準拠した高い証拠力</h3><p>電子署名法に準拠した電子署名と認定タイムスタンプを付与。電子帳簿保存法の要件にも対応しています。</p></article>
    <article class="p-feature__item"><p class="p-feature__num">03</p><h3>いつも使うツールと連携</h3><p>kintone、Salesforce、freee、Slackなど主要サービスと連携し、契約業務を自動化できます。<a href="/partner/technology/">連携サービス一覧へ</a></p></article>
  </div>
</section>
<section class="p-top-partner">
  <h2 class="c-ttl-sec"><span>全国の販売パートナーがサポート</span></h2>
  <p>導入のご相談から運用定着まで、全国の販売パートナーが地域に密着してお手伝いします。</p>
  <a href="/partner/" class="c-btn c-btn--line">販売パートナーを探す</a>
</section>
<section class="p-award">
  <h2 class="c-ttl-sec"><span>受賞・認定</span></h2>
  <ul class="p-award__list">
    <li><a href="https://www.itreview.jp/products/keiyakuport/reviews" target="_blank" rel="noopener"><img src="/common/img/top/itreview_leader_2025.png" alt="ITreview Grid Award 2025 Spring Leader" width="110" height="110" loading="lazy"></a></li>
    <li><img src="/common/img/top/jiima.png" alt="JIIMA 電子取引ソフト法的要件認証" width="110" height="110" loading="lazy"></li>
    <li><img src="/common/img/top/good_design.png" alt="グッドデザイン賞 2024" width="110" height="110" loading="lazy"></li>
  </ul>
</section>
<section class="p-top-news">
  <h2 class="c-ttl-sec"><span>お知らせ</span></h2>
  <ul class="p-news-list">
    <li><time datetime="2025-03-04">2025.03.04</time><span class="c-tag">プレスリリース</span><a href="/news/">LINE WORKSとの連携を開始しました</a></li>
    <li><time datetime="2025-02-18">2025.02.18</time><span class="c-tag">イベント</span><a href="/news/">「Japan IT Week 春」に出展します</a></li>
    <li><time datetime="2025-01-27">2025.01.27</time><span class="c-tag">受賞</span><a href="/news/">ITreview Grid Award 2025 Springで「Leader」を受賞</a></li>
  </ul>
</section>`,
);

// ---------------------------------------------------------------- サービス

const service = page(
  'サービス概要｜電子契約・契約書管理のケイヤクポート',
  '電子契約、契約書管理、承認ワークフロー、セキュリティ機能などケイヤクポートの機能をご紹介します。',
  '/service/',
  `${crumbs([
    ['ホーム', '/'],
    ['サービス概要', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">サービス概要</h1><p class="p-page-head__lead">契約のライフサイクル全体をクラウドで。</p></section>
<section class="p-service" id="esign"><h2 class="c-ttl-sec"><span>電子契約</span></h2><p>契約書のPDFをアップロードし、署名者と署名位置を指定して送信するだけで契約締結が完了します。立会人型・当事者型の両方の電子署名に対応し、契約の重要度に応じて使い分けが可能です。</p><ul class="c-list"><li>テンプレートからの一括送信（最大1,000件）</li><li>SMS送信・二要素認証による本人確認</li><li>英語・中国語の署名画面</li></ul></section>
<section class="p-service" id="management"><h2 class="c-ttl-sec"><span>契約書管理</span></h2><p>締結済みの電子契約だけでなく、紙の契約書もスキャンして一元管理。AI-OCRが契約日・契約期間・取引先名を自動で読み取り、更新期限の前にアラートでお知らせします。</p></section>
<section class="p-service" id="workflow"><h2 class="c-ttl-sec"><span>承認ワークフロー</span></h2><p>金額・契約種別・部署ごとに承認ルートを設定でき、法務・経理の確認を経たうえで送信できます。承認履歴はすべて監査ログに記録されます。</p></section>
<section class="p-service" id="security"><h2 class="c-ttl-sec"><span>セキュリティ</span></h2><table class="c-table"><tbody><tr><th>通信・保存</th><td>TLS1.3による通信の暗号化、AES-256による保存データの暗号化</td></tr><tr><th>認証</th><td>SAML認証によるシングルサインオン、IPアドレス制限、二要素認証</td></tr><tr><th>データセンター</th><td>国内リージョン（東京・大阪）で冗長化</td></tr><tr><th>第三者認証</th><td>ISMS（ISO/IEC 27001）、ISMSクラウドセキュリティ（ISO/IEC 27017）、プライバシーマーク</td></tr></tbody></table></section>
<section class="p-service"><h2 class="c-ttl-sec"><span>連携サービス</span></h2><p>kintone、Salesforce、freee会計などと連携し、契約データを業務システムへ自動連携できます。詳しくは<a href="/partner/technology/">技術パートナー・連携サービス</a>をご覧ください。</p></section>`,
);

// ---------------------------------------------------------------- 販売パートナー一覧 (by region, JSON-LD)

type Sp = { name: string; city: string; url: string | null; tier: string; note: string };
const regions: [string, string, Sp[]][] = [
  [
    'hokkaido-tohoku',
    '北海道・東北',
    [
      {
        name: '株式会社北斗システム',
        city: '北海道札幌市',
        url: 'https://www.hokuto-system.co.jp/',
        tier: 'ゴールド',
        note: '道内の自治体・医療法人向け導入実績多数',
      },
    ],
  ],
  [
    'kanto',
    '関東',
    [
      {
        name: '株式会社大塚商会',
        city: '東京都千代田区',
        url: 'https://www.otsuka-shokai.co.jp/',
        tier: 'プラチナ',
        note: '全国の営業拠点で導入からサポートまで対応',
      },
      {
        name: 'ソフトバンク株式会社',
        city: '東京都港区',
        url: 'https://www.softbank.jp/biz/',
        tier: 'プラチナ',
        note: '法人向けソリューションとしてセット提案',
      },
      {
        name: '株式会社アオバ・ビジネスソリューションズ',
        city: '神奈川県横浜市',
        url: 'https://www.aoba-bs.co.jp/',
        tier: 'シルバー',
        note: '不動産・建設業向けの導入支援',
      },
    ],
  ],
  [
    'chubu',
    '中部',
    [
      {
        name: '株式会社中京データサービス',
        city: '愛知県名古屋市',
        url: 'https://www.chukyo-ds.co.jp/',
        tier: 'ゴールド',
        note: '製造業向け基幹システムとの連携構築',
      },
    ],
  ],
  [
    'kinki',
    '近畿',
    [
      {
        name: '株式会社なにわITソリューションズ',
        city: '大阪府大阪市',
        url: 'https://naniwa-its.co.jp/',
        tier: 'ゴールド',
        note: '中小企業向けのDX伴走支援',
      },
    ],
  ],
  [
    'chugoku-shikoku',
    '中国・四国',
    [{ name: '株式会社瀬戸内クラウド', city: '岡山県岡山市', url: null, tier: 'シルバー', note: '※お問い合わせはケイヤクポート窓口まで' }],
  ],
  [
    'kyushu-okinawa',
    '九州・沖縄',
    [
      {
        name: '九州クラウドパートナーズ株式会社',
        city: '福岡県福岡市',
        url: 'https://kyushu-cloud.jp/',
        tier: 'ゴールド',
        note: '九州・沖縄全域で訪問サポート',
      },
    ],
  ],
];

const shigyo = [
  {
    name: '弁護士法人みなと総合法律事務所',
    url: 'https://www.minato-law.jp/',
    note: '契約書レビューと電子契約の導入をワンストップでご提案します。',
  },
];

const allSp = regions.flatMap(([, , list]) => list);
const itemList = {
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'ケイヤクポート 販売パートナー一覧',
  itemListElement: allSp.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: p.name, ...(p.url ? { url: p.url } : {}), address: p.city },
  })),
};

const partnerPage = page(
  '販売パートナー一覧｜ケイヤクポート',
  'ケイヤクポートの導入をサポートする全国の販売パートナーを地域別にご紹介します。',
  '/partner/',
  `${crumbs([
    ['ホーム', '/'],
    ['販売パートナー一覧', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">販売パートナー一覧</h1><p class="p-page-head__lead">お近くの販売パートナーが、導入のご相談から設定・運用定着まで丁寧にサポートします。</p></section>
<div class="p-partner-tabs"><ul class="p-partner-tabs__list">
  <li class="is-active"><a href="/partner/">販売パートナー</a></li>
  <li><a href="/partner/technology/">技術パートナー・連携サービス</a></li>
  <li><a href="/partner/program/">パートナープログラム</a></li>
</ul></div>
<nav class="p-area-nav" aria-label="地域から探す"><ul>${regions.map(([id, label]) => `<li><a href="#${id}">${label}</a></li>`).join('')}</ul></nav>
${regions
  .map(
    ([id, label, list]) => `<section class="p-area" id="${id}">
  <h2 class="c-ttl-area">${label}</h2>
  <table class="c-table c-table--partner">
    <thead><tr><th scope="col">会社名</th><th scope="col">所在地</th><th scope="col">ランク</th><th scope="col">特長</th></tr></thead>
    <tbody>${list
      .map(
        (p) =>
          `<tr><td>${p.url ? `<a href="${p.url}" target="_blank" rel="noopener">${p.name}</a>` : p.name}</td><td>${p.city}</td><td><span class="c-rank c-rank--${p.tier === 'プラチナ' ? 'platinum' : p.tier === 'ゴールド' ? 'gold' : 'silver'}">${p.tier}</span></td><td>${p.note}</td></tr>`,
      )
      .join('')}</tbody>
  </table>
</section>`,
  )
  .join('\n')}
<section class="p-area" id="shigyo">
  <h2 class="c-ttl-area">士業パートナー（紹介パートナー）</h2>
  <dl class="p-shigyo">${shigyo.map((s) => `<dt><a href="${s.url}" target="_blank" rel="noopener">${s.name}</a></dt><dd>${s.note}</dd>`).join('')}</dl>
</section>
<section class="p-partner-recruit"><h2 class="c-ttl-sec"><span>販売パートナーを募集しています</span></h2><p>ケイヤクポートを一緒に広めていただけるパートナー企業様を募集しています。詳しくは<a href="/partner/program/">パートナープログラム</a>をご覧ください。</p></section>`,
  `\n<script type="application/ld+json">${JSON.stringify(itemList)}</script>`,
);

// ---------------------------------------------------------------- 技術パートナー・連携サービス

type Tp = [name: string, maker: string, url: string | null, text: string];
const techCats: [string, Tp[]][] = [
  [
    '業務アプリ・CRM',
    [
      [
        'kintone',
        'サイボウズ株式会社',
        'https://kintone.cybozu.co.jp/',
        'kintoneのレコードから契約書を作成・送信し、締結状況を自動で反映します。',
      ],
      [
        'Salesforce',
        '株式会社セールスフォース・ジャパン',
        'https://www.salesforce.com/jp/',
        '商談から契約書を送信。締結後は商談フェーズを自動更新します。',
      ],
    ],
  ],
  [
    '会計・人事労務',
    [
      ['freee会計', 'freee株式会社', 'https://www.freee.co.jp/', '締結済みの契約情報を取引先マスタと連携します。'],
      [
        'マネーフォワード クラウド',
        '株式会社マネーフォワード',
        'https://biz.moneyforward.com/',
        '請求書・契約書の情報を連携し、債権管理を効率化します。',
      ],
      ['SmartHR', '株式会社SmartHR', 'https://smarthr.jp/', '雇用契約書・労働条件通知書を従業員情報から自動作成します。'],
    ],
  ],
  [
    'コミュニケーション',
    [
      ['Slack', 'Slack Technologies', 'https://slack.com/intl/ja-jp/', '承認依頼や締結完了の通知をSlackで受け取れます。'],
      [
        'Microsoft Teams',
        '日本マイクロソフト株式会社',
        'https://www.microsoft.com/ja-jp/microsoft-teams/group-chat-software',
        'Teams上で承認・締結状況を確認できます。',
      ],
      ['LINE WORKS', 'LINE WORKS株式会社', 'https://line-works.com/', '2025年3月より連携開始。モバイルから承認できます。'],
      ['Chatwork', 'Chatwork株式会社', null, '近日対応予定です。'],
    ],
  ],
  ['ストレージ', [['Box', '株式会社Box Japan', 'https://www.box.com/ja-jp/home', '締結済み契約書をBoxの指定フォルダへ自動保存します。']]],
];

const technology = page(
  '技術パートナー・連携サービス｜ケイヤクポート',
  'kintone、Salesforce、freee、マネーフォワード、Slack、Boxなど、ケイヤクポートと連携できるサービスの一覧です。',
  '/partner/technology/',
  `${crumbs([
    ['ホーム', '/'],
    ['パートナー', '/partner/'],
    ['技術パートナー・連携サービス', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">技術パートナー・連携サービス</h1><p class="p-page-head__lead">ケイヤクポートは、各分野の技術パートナーと連携し、契約業務の自動化を実現しています。</p></section>
<div class="p-partner-tabs"><ul class="p-partner-tabs__list">
  <li><a href="/partner/">販売パートナー</a></li>
  <li class="is-active"><a href="/partner/technology/">技術パートナー・連携サービス</a></li>
  <li><a href="/partner/program/">パートナープログラム</a></li>
</ul></div>
${techCats
  .map(
    ([cat, list]) => `<section class="p-integration">
  <h2 class="c-ttl-area">${cat}</h2>
  <ul class="p-integration__list">${list
    .map(
      ([n, maker, url, text]) =>
        `<li class="p-integration__item"><figure><img src="/common/img/partner/${n.toLowerCase().replace(/[^a-z]+/g, '_') || 'mf'}.png" alt="${n}" width="200" height="80" loading="lazy"></figure><h3>${n}</h3><p class="p-integration__maker">提供：${maker}</p><p>${text}</p>${url ? `<p class="p-integration__link"><a href="${url}" target="_blank" rel="noopener">公式サイト</a></p>` : ''}</li>`,
    )
    .join('')}</ul>
</section>`,
  )
  .join('\n')}
<section class="p-integration-api"><h2 class="c-ttl-sec"><span>APIで自社システムと連携</span></h2><p>REST APIとWebhookを公開しています。仕様は<a href="https://help.keiyakuport.jp/api/">APIドキュメント</a>をご確認ください。連携開発をご検討の企業様は<a href="/partner/program/">パートナープログラム</a>からお問い合わせください。</p></section>`,
);

// ---------------------------------------------------------------- パートナープログラム

const program = page(
  'パートナープログラム｜パートナー募集｜ケイヤクポート',
  'ケイヤクポートの販売パートナー・紹介パートナー・技術パートナーを募集しています。',
  '/partner/program/',
  `${crumbs([
    ['ホーム', '/'],
    ['パートナー', '/partner/'],
    ['パートナープログラム', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">パートナープログラム</h1><p class="p-page-head__lead">電子契約の普及を、ともに。</p></section>
<section class="p-program"><h2 class="c-ttl-sec"><span>パートナーの種類</span></h2>
<div class="p-program__cols">
  <div class="p-program__col"><h3>販売パートナー</h3><p>ケイヤクポートを再販いただくパートナーです。継続的なストック収益と、専任担当による営業支援をご提供します。</p></div>
  <div class="p-program__col"><h3>紹介パートナー</h3><p>お客様をご紹介いただくパートナーです。士業・コンサルティング会社の皆様に多くご参加いただいています。</p></div>
  <div class="p-program__col"><h3>技術パートナー</h3><p>APIを活用して自社サービスと連携いただくパートナーです。連携サービス一覧への掲載や共同マーケティングを行います。</p></div>
</div></section>
<section class="p-program"><h2 class="c-ttl-sec"><span>ランク制度</span></h2>
<table class="c-table"><thead><tr><th>ランク</th><th>条件（年間新規契約数）</th><th>主な特典</th></tr></thead><tbody><tr><td>プラチナ</td><td>100社以上</td><td>最大マージン、共同イベント、専任SE</td></tr><tr><td>ゴールド</td><td>30社以上</td><td>販促費支援、パートナー一覧への優先掲載</td></tr><tr><td>シルバー</td><td>登録のみ</td><td>営業資料、デモ環境、オンライン研修</td></tr></tbody></table></section>
<section class="p-program"><h2 class="c-ttl-sec"><span>お申し込み</span></h2>
<form class="p-form" action="/contact/partner/thanks/" method="post">
  <dl><dt><label for="company">会社名<span class="req">必須</span></label></dt><dd><input id="company" name="company" type="text" required></dd>
  <dt><label for="name">ご担当者名<span class="req">必須</span></label></dt><dd><input id="name" name="name" type="text" required></dd>
  <dt><label for="email">メールアドレス<span class="req">必須</span></label></dt><dd><input id="email" name="email" type="email" required></dd>
  <dt><label for="type">ご希望のパートナー種別</label></dt><dd><select id="type" name="type"><option>販売パートナー</option><option>紹介パートナー</option><option>技術パートナー</option></select></dd>
  <dt><label for="message">お問い合わせ内容</label></dt><dd><textarea id="message" name="message" rows="6"></textarea></dd></dl>
  <p class="p-form__agree"><label><input type="checkbox" name="agree" required> <a href="/privacy/">個人情報の取り扱い</a>に同意する</label></p>
  <p class="p-form__submit"><button type="submit" class="c-btn c-btn--main">送信する</button></p>
</form>
<p>既にパートナーの方は<a href="https://partner.keiyakuport.jp/login">パートナーサイト</a>からログインしてください。</p></section>`,
);

// ---------------------------------------------------------------- 会社概要 (negatives)

const company = page(
  '会社概要｜ケイヤクポート',
  '株式会社ケイヤクポートの会社概要、沿革、株主、情報セキュリティへの取り組みをご紹介します。',
  '/company/',
  `${crumbs([
    ['ホーム', '/'],
    ['会社概要', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">会社概要</h1></section>
<section class="p-company"><table class="c-table"><tbody>
<tr><th>会社名</th><td>株式会社ケイヤクポート（KeiyakuPort Inc.）</td></tr>
<tr><th>設立</th><td>2017年4月</td></tr>
<tr><th>代表者</th><td>代表取締役CEO 中村 遼</td></tr>
<tr><th>資本金</th><td>1億円（資本準備金含め28億4,000万円）</td></tr>
<tr><th>従業員数</th><td>186名（2025年3月時点）</td></tr>
<tr><th>所在地</th><td>〒150-0002 東京都渋谷区渋谷2-24-12 渋谷スクランブルスクエア 28F<br>大阪オフィス：〒530-0011 大阪府大阪市北区大深町4-20</td></tr>
<tr><th>事業内容</th><td>電子契約サービス「ケイヤクポート」の開発・提供</td></tr>
<tr><th>主要株主</th><td>経営陣、<a href="https://www.globalbrains.com/" target="_blank" rel="noopener">グローバル・ブレイン株式会社</a>、<a href="https://www.jafco.co.jp/" target="_blank" rel="noopener">ジャフコ グループ株式会社</a>、SMBCベンチャーキャピタル株式会社</td></tr>
<tr><th>加盟団体</th><td>一般社団法人 日本ニュービジネス協議会連合会、一般社団法人 新経済連盟</td></tr>
</tbody></table></section>
<section class="p-company" id="security"><h2 class="c-ttl-sec"><span>情報セキュリティへの取り組み</span></h2><p>当社は情報セキュリティマネジメントシステム（ISMS）の国際規格であるISO/IEC 27001およびISO/IEC 27017の認証を、<a href="https://www.jqa.jp/" target="_blank" rel="noopener">一般財団法人日本品質保証機構（JQA）</a>より取得しています。また、<a href="https://privacymark.jp/" target="_blank" rel="noopener">プライバシーマーク</a>の付与認定を受けています。</p></section>
<section class="p-company"><h2 class="c-ttl-sec"><span>沿革</span></h2><dl class="p-history"><dt>2017年4月</dt><dd>東京都渋谷区にて設立</dd><dt>2018年10月</dt><dd>「ケイヤクポート」正式リリース</dd><dt>2021年6月</dt><dd>シリーズBで総額18億円の資金調達</dd><dt>2023年2月</dt><dd>大阪オフィス開設</dd><dt>2024年11月</dt><dd>導入社数10,000社を突破</dd><dt>2025年3月</dt><dd>LINE WORKSとの連携を開始</dd></dl></section>`,
);

// ---------------------------------------------------------------- 導入事例 (negatives)

const cases = page(
  '導入事例｜ケイヤクポート',
  '不動産、建設、人材、医療など、さまざまな業界のケイヤクポート導入事例をご紹介します。',
  '/case/',
  `${crumbs([
    ['ホーム', '/'],
    ['導入事例', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">導入事例</h1><p class="p-page-head__lead">業界・規模を問わず、多くの企業が契約業務の効率化を実現しています。</p></section>
<section class="p-case"><ul class="p-case__list">${[
    ['あおぞら不動産株式会社', '不動産', '賃貸契約の締結期間を2週間から最短1日に', 'https://www.aozora-fudosan.co.jp/'],
    ['さくら建設株式会社', '建設', '協力会社との注文書・請書を完全ペーパーレス化', 'https://www.sakura-kensetsu.co.jp/'],
    ['ひかり人材サービス株式会社', '人材', '月3,000件の雇用契約をオンラインで締結', 'https://www.hikari-jinzai.jp/'],
    ['医療法人つばさ会', '医療', '職員の雇用契約と業務委託契約を一元管理', 'https://www.tsubasa-kai.or.jp/'],
  ]
    .map(
      ([n, ind, t, u], i) =>
        `<li class="p-case__item"><a href="/case/#case${i + 1}" class="p-case__link"><figure><img src="/common/img/case/case${i + 1}.webp" alt="" width="360" height="220" loading="lazy"></figure><p class="c-tag">${ind}</p><h2>${t}</h2><p class="p-case__company">${n}</p></a><p class="p-case__site"><a href="${u}" target="_blank" rel="noopener nofollow">企業サイト</a></p></li>`,
    )
    .join('')}</ul></section>`,
);

// ---------------------------------------------------------------- お知らせ (negatives: press, events, awards)

const news = page(
  'お知らせ｜ケイヤクポート',
  'ケイヤクポートのプレスリリース、イベント出展、メディア掲載情報です。',
  '/news/',
  `${crumbs([
    ['ホーム', '/'],
    ['お知らせ', null],
  ])}
<section class="p-page-head"><h1 class="p-page-head__ttl">お知らせ</h1></section>
<section class="p-news"><ul class="p-news-list p-news-list--full">
  <li><time datetime="2025-03-04">2025.03.04</time><span class="c-tag">プレスリリース</span><div><h2>LINE WORKSとの連携を開始しました</h2><p>ビジネスチャット「LINE WORKS」と連携し、承認依頼や締結完了通知をLINE WORKS上で受け取れるようになりました。詳細は<a href="https://prtimes.jp/main/html/searchrlp/company_id/48213" target="_blank" rel="noopener">PR TIMES</a>のリリースをご覧ください。</p></div></li>
  <li><time datetime="2025-02-18">2025.02.18</time><span class="c-tag">イベント</span><div><h2>「Japan IT Week 春」に出展します</h2><p>2025年4月に東京ビッグサイトで開催される<a href="https://www.japan-it.jp/spring/ja-jp.html" target="_blank" rel="noopener">Japan IT Week 春</a>のSaaS・クラウドEXPOに出展します。</p></div></li>
  <li><time datetime="2025-01-27">2025.01.27</time><span class="c-tag">受賞</span><div><h2>ITreview Grid Award 2025 Springで「Leader」を受賞</h2><p>IT製品レビューサイト「<a href="https://www.itreview.jp/" target="_blank" rel="noopener">ITreview</a>」の電子契約部門で、最高位の「Leader」を受賞しました。</p></div></li>
  <li><time datetime="2024-12-10">2024.12.10</time><span class="c-tag">メディア掲載</span><div><h2>日本経済新聞に掲載されました</h2><p>当社代表のインタビューが<a href="https://www.nikkei.com/" target="_blank" rel="noopener">日本経済新聞</a>に掲載されました。</p></div></li>
  <li><time datetime="2024-11-05">2024.11.05</time><span class="c-tag">お知らせ</span><div><h2>導入社数10,000社を突破しました</h2><p>皆さまのご愛顧に心より感謝申し上げます。</p></div></li>
</ul></section>`,
);

export const site: CorpusSite = {
  domain: 'keiyakuport.jp',
  otherDomains: ['keiyakuport.com'],
  covers:
    'Japanese e-contract SaaS published by Movable Type to S3/CloudFront: sales partners in per-region tables with rank (one without a website) and a JSON-LD ItemList, a referral (士業) partner in a <dl>, technology partners as category cards with "公式サイト" links (Chatwork named only); negatives are customer logos and customer sites, investors, JQA/Pマーク certifications, ITreview award, PR TIMES, Japan IT Week, Nikkei, HERP careers, social links, cdnjs/Adobe Fonts and own partner-portal/app/status domains.',
  pages: {
    '/': { headers: cfHeaders('aB3xQ9'), html: top },
    '/service/': { headers: cfHeaders('cD4yR0'), html: service },
    '/partner/': { headers: cfHeaders('eF5zS1'), html: partnerPage },
    '/partner/technology/': { headers: cfHeaders('gH6aT2'), html: technology },
    '/partner/program/': { headers: cfHeaders('iJ7bU3'), html: program },
    '/partners/': { status: 301, redirect: '/partner/' },
    '/company/': { headers: cfHeaders('kL8cV4'), html: company },
    '/case/': { headers: cfHeaders('mN9dW5'), html: cases },
    '/news/': { headers: cfHeaders('oP0eX6'), html: news },
  },
  sitemap: ['/', '/service/', '/partner/', '/partner/technology/', '/partner/program/', '/company/', '/case/', '/news/'],
  technologies: [
    'movable-type',
    'amazon-s3',
    'amazon-cloudfront',
    'amazon-web-services',
    'google-tag-manager',
    'adobe-fonts',
    'typekit',
    'jquery',
    'slick',
    'cdnjs',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'hokuto-system.co.jp': 'channel',
    'otsuka-shokai.co.jp': 'channel',
    'softbank.jp': 'channel',
    'aoba-bs.co.jp': 'channel',
    'chukyo-ds.co.jp': 'channel',
    'naniwa-its.co.jp': 'channel',
    'kyushu-cloud.jp': 'channel',
    'minato-law.jp': 'channel',
    'cybozu.co.jp': 'technology',
    'salesforce.com': 'technology',
    'freee.co.jp': 'technology',
    'moneyforward.com': 'technology',
    'smarthr.jp': 'technology',
    'slack.com': 'technology',
    'microsoft.com': 'technology',
    'line-works.com': 'technology',
    'box.com': 'technology',
  },
};
