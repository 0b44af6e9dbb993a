import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name='robots' content='index, follow, max-image-preview:large'>
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://regi-cloud.jp${path}">
<meta property="og:site_name" content="レジクラウド">
<meta property="og:image" content="https://regi-cloud.jp/wp-content/uploads/2024/06/ogp.png">
<link rel="alternate" type="application/rss+xml" title="レジクラウド &raquo; フィード" href="https://regi-cloud.jp/feed/">
<link rel='stylesheet' id='wp-block-library-css' href='https://regi-cloud.jp/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all'>
<link rel='stylesheet' id='regicloud-style-css' href='https://regi-cloud.jp/wp-content/themes/regicloud/style.css?ver=1.4.2' media='all'>
<link rel='stylesheet' id='contact-form-7-css' href='https://regi-cloud.jp/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3' media='all'>
<link rel="https://api.w.org/" href="https://regi-cloud.jp/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7RJ2KX9Q4M"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7RJ2KX9Q4M');
</script>
</head>
<body class="page-template-default page wp-embed-responsive">
<div class="wp-site-blocks">
<header class="wp-block-template-part">
  <div class="wp-block-group site-header is-layout-flex">
    <p class="wp-block-site-title"><a href="https://regi-cloud.jp" rel="home"><img src="https://regi-cloud.jp/wp-content/uploads/2023/04/logo.svg" alt="レジクラウド" width="170" height="36"></a></p>
    <nav class="wp-block-navigation is-layout-flex" aria-label="グローバルナビ">
      <ul class="wp-block-navigation__container">
        <li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://regi-cloud.jp/feature/">機能</a></li>
        <li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://regi-cloud.jp/price/">料金</a></li>
        <li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://regi-cloud.jp/case/">導入事例</a></li>
        <li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://regi-cloud.jp/integration/">連携サービス</a></li>
        <li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://regi-cloud.jp/partner/">販売代理店</a></li>
        <li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://regi-cloud.jp/company/">会社概要</a></li>
      </ul>
    </nav>
    <div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://regi-cloud.jp/contact/">資料請求・お問い合わせ</a></div></div>
  </div>
</header>
<main class="wp-block-group is-layout-constrained">
`;

const foot = () => `</main>
<footer class="wp-block-template-part">
  <div class="wp-block-group site-footer has-background is-layout-constrained">
    <div class="wp-block-columns">
      <div class="wp-block-column">
        <p><strong>株式会社レジクラウド</strong><br>〒150-0002 東京都渋谷区渋谷2-21-1<br>TEL 03-6450-1234（平日10:00〜18:00）</p>
        <figure class="wp-block-image size-full"><img src="https://regi-cloud.jp/wp-content/uploads/2023/04/isms-mark.png" alt="ISMS認証 ISO/IEC 27001 IS 745210" width="120" height="60"></figure>
      </div>
      <div class="wp-block-column">
        <ul class="wp-block-list">
          <li><a href="https://regi-cloud.jp/feature/">機能</a></li>
          <li><a href="https://regi-cloud.jp/price/">料金</a></li>
          <li><a href="https://regi-cloud.jp/integration/">連携サービス</a></li>
          <li><a href="https://regi-cloud.jp/partner/">販売代理店一覧</a></li>
          <li><a href="https://regi-cloud.jp/company/">会社概要</a></li>
          <li><a href="https://regi-cloud.jp/privacy/">プライバシーポリシー</a></li>
        </ul>
      </div>
      <div class="wp-block-column">
        <p>アプリをダウンロード</p>
        <a href="https://apps.apple.com/jp/app/regicloud/id1498765432"><img src="https://regi-cloud.jp/wp-content/uploads/2023/04/appstore.svg" alt="App Storeからダウンロード" width="120" height="40"></a>
        <ul class="wp-block-social-links is-layout-flex">
          <li class="wp-social-link wp-social-link-x wp-block-social-link"><a href="https://x.com/regicloud_jp" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">X</span></a></li>
          <li class="wp-social-link wp-social-link-youtube wp-block-social-link"><a href="https://www.youtube.com/@regicloud" class="wp-block-social-link-anchor"><span class="wp-block-social-link-label screen-reader-text">YouTube</span></a></li>
        </ul>
      </div>
    </div>
    <p class="has-small-font-size">© 2025 RegiCloud Inc.</p>
  </div>
</footer>
</div>
<script src="https://regi-cloud.jp/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script src="https://regi-cloud.jp/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
</body>
</html>`;

const headers = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://regi-cloud.jp/wp-json/>; rel="https://api.w.org/"',
};

const home = `${head('レジクラウド｜iPadで使えるクラウドPOSレジ', '/', '飲食店・小売店向けのクラウドPOSレジ。キャッシュレス決済、在庫管理、売上分析がこれひとつで。')}
<div class="wp-block-group hero alignfull has-background is-layout-constrained">
  <h1 class="wp-block-heading">お店のレジを、もっとかんたんに。</h1>
  <p>レジクラウドは、iPadひとつで始められるクラウドPOSレジです。会計、キャッシュレス決済、在庫管理、売上分析まで、お店の毎日をまるごとサポートします。</p>
  <div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://regi-cloud.jp/contact/">無料で資料請求</a></div></div>
</div>
<div class="wp-block-group is-layout-constrained">
  <h2 class="wp-block-heading">導入実績 全国18,000店舗</h2>
  <div class="wp-block-columns logo-row">
    <figure class="wp-block-image"><img src="https://regi-cloud.jp/wp-content/uploads/2024/02/client-sakura-ramen.png" alt="さくらラーメン" width="140" height="56"></figure>
    <figure class="wp-block-image"><img src="https://regi-cloud.jp/wp-content/uploads/2024/02/client-hinata-cafe.png" alt="ひなたカフェ" width="140" height="56"></figure>
    <figure class="wp-block-image"><img src="https://regi-cloud.jp/wp-content/uploads/2024/02/client-kimura-zakka.png" alt="木村雑貨店" width="140" height="56"></figure>
    <figure class="wp-block-image"><img src="https://regi-cloud.jp/wp-content/uploads/2024/02/client-umi-bakery.png" alt="海辺のパン屋" width="140" height="56"></figure>
  </div>
  <p><a href="https://regi-cloud.jp/case/">導入事例を見る</a></p>
</div>
<div class="wp-block-group is-layout-constrained">
  <h2 class="wp-block-heading">メディア掲載</h2>
  <ul class="wp-block-list">
    <li><a href="https://www.nikkei.com/article/DGXZQO12345678/" target="_blank" rel="noreferrer noopener">日本経済新聞「中小飲食店でクラウドレジ普及」</a>（2024年9月）</li>
    <li><a href="https://www.itmedia.co.jp/business/articles/2406/12/news045.html" target="_blank" rel="noreferrer noopener">ITmedia ビジネスオンライン「月額0円から始めるPOSレジ」</a>（2024年6月）</li>
  </ul>
</div>
<div class="wp-block-group is-layout-constrained">
  <h2 class="wp-block-heading">全国の販売代理店がサポート</h2>
  <p>機器の設置から操作説明、導入後のサポートまで、お近くの販売代理店が対応します。<a href="https://regi-cloud.jp/partner/">販売代理店一覧はこちら</a></p>
</div>
${foot()}`;

const row = (area: string, name: string, addr: string, url: string) =>
  `<tr><td>${area}</td><td>${name}</td><td>${addr}</td><td><a href="${url}" target="_blank" rel="noreferrer noopener">${url}</a></td></tr>`;

const partner = `${head('販売代理店一覧｜レジクラウド', '/partner/', 'レジクラウドの正規販売代理店一覧です。お近くの代理店が導入から保守までサポートします。')}
<div class="wp-block-group is-layout-constrained">
  <h1 class="wp-block-heading">販売代理店一覧</h1>
  <p>レジクラウドは全国の正規販売代理店を通じてもご導入いただけます。周辺機器の設置、スタッフ向け操作説明、保守サポートは各代理店にお問い合わせください。</p>
  <figure class="wp-block-table is-style-stripes">
    <table>
      <thead><tr><th>エリア</th><th>会社名</th><th>所在地</th><th>URL</th></tr></thead>
      <tbody>
        ${row('北海道', '株式会社北海道レジサービス', '札幌市中央区', 'https://www.hokkaido-regi.co.jp/')}
        ${row('東北', '東北システム販売株式会社', '仙台市青葉区', 'https://tohoku-system.jp/')}
        ${row('関東', '株式会社関東ストアテック', '東京都台東区', 'https://www.kanto-storetech.co.jp/')}
        ${row('中部', '中部OAセンター株式会社', '名古屋市中区', 'https://www.chubu-oa.co.jp/')}
        ${row('関西', '関西ビジネスソリューション株式会社', '大阪市北区', 'https://kansai-bs.co.jp/')}
        ${row('中国・四国', '株式会社中四国POS', '広島市中区', 'https://www.chushikoku-pos.jp/')}
        ${row('九州・沖縄', '九州キャッシュレス株式会社', '福岡市博多区', 'https://kyushu-cashless.co.jp/')}
      </tbody>
    </table>
  </figure>
  <h2 class="wp-block-heading">販売代理店を募集しています</h2>
  <p>OA機器販売、飲食店向けコンサルティング、ホームページ制作会社など、レジクラウドを一緒に広めていただけるパートナー企業を募集しています。詳しくは<a href="https://regi-cloud.jp/contact/?type=agency">お問い合わせフォーム</a>からご連絡ください。</p>
</div>
${foot()}`;

const card = (name: string, desc: string, url: string, img: string) => `
    <div class="wp-block-column is-layout-flow integration-card">
      <figure class="wp-block-image size-medium"><img src="https://regi-cloud.jp/wp-content/uploads/2024/05/${img}" alt="${name}" width="200" height="80"></figure>
      <h3 class="wp-block-heading">${name}</h3>
      <p>${desc}</p>
      <p><a href="${url}" target="_blank" rel="noreferrer noopener">サービスサイトへ</a></p>
    </div>`;

const integration = `${head('連携サービス｜レジクラウド', '/integration/', '会計ソフト、在庫管理、予約システム、決済端末などとの連携に対応しています。')}
<div class="wp-block-group is-layout-constrained">
  <h1 class="wp-block-heading">連携サービス</h1>
  <p>レジクラウドは、お店で使っているさまざまなサービスとデータ連携ができます。売上データの二重入力はもう必要ありません。</p>
  <h2 class="wp-block-heading">会計ソフト</h2>
  <div class="wp-block-columns is-layout-flex">
    ${card('freee会計', '日々の売上を自動で仕訳として取り込みます。', 'https://www.freee.co.jp/', 'freee.png')}
    ${card('マネーフォワード クラウド会計', '売上・入金データを自動で連携します。', 'https://biz.moneyforward.com/accounting/', 'mf.png')}
  </div>
  <h2 class="wp-block-heading">在庫・予約・集客</h2>
  <div class="wp-block-columns is-layout-flex">
    ${card('在庫番クラウド', '複数店舗の在庫をリアルタイムに一元管理。', 'https://zaikoban-cloud.jp/', 'zaikoban.png')}
    ${card('予約ポケット', '飲食店向け予約台帳。予約客の会計をワンタッチで呼び出し。', 'https://www.yoyaku-pocket.jp/', 'yoyaku-pocket.png')}
    ${card('LINE公式アカウント', '会計時にショップカードのポイントを付与できます。', 'https://www.lycbiz.com/jp/service/line-official-account/', 'line-oa.png')}
  </div>
  <h2 class="wp-block-heading">決済端末</h2>
  <div class="wp-block-columns is-layout-flex">
    ${card('ペイターミナル', 'クレジットカード・電子マネー・QRコード決済にこれ1台で対応。', 'https://www.payterminal.co.jp/', 'payterminal.png')}
  </div>
</div>
${foot()}`;

const caseStudy = `${head('導入事例｜レジクラウド', '/case/', 'レジクラウドを導入した飲食店・小売店の事例をご紹介します。')}
<div class="wp-block-group is-layout-constrained">
  <h1 class="wp-block-heading">導入事例</h1>
  <div class="wp-block-query">
    <ul class="wp-block-post-template">
      <li class="wp-block-post"><h2 class="wp-block-post-title"><a href="https://regi-cloud.jp/case/sakura-ramen/">さくらラーメン様｜券売機からの切り替えで回転率が1.3倍に</a></h2><p>店舗サイト：<a href="https://sakura-ramen.jp/" target="_blank" rel="noreferrer noopener">sakura-ramen.jp</a></p></li>
      <li class="wp-block-post"><h2 class="wp-block-post-title"><a href="https://regi-cloud.jp/case/hinata-cafe/">ひなたカフェ様｜キャッシュレス比率が70%を突破</a></h2><p>店舗サイト：<a href="https://www.hinata-cafe.com/" target="_blank" rel="noreferrer noopener">hinata-cafe.com</a></p></li>
      <li class="wp-block-post"><h2 class="wp-block-post-title"><a href="https://regi-cloud.jp/case/kimura-zakka/">木村雑貨店様｜棚卸し作業が月8時間から2時間に</a></h2><p>店舗サイト：<a href="https://kimura-zakka.jp/" target="_blank" rel="noreferrer noopener">kimura-zakka.jp</a></p></li>
    </ul>
  </div>
</div>
${foot()}`;

const company = `${head('会社概要｜レジクラウド', '/company/', '株式会社レジクラウドの会社概要です。')}
<div class="wp-block-group is-layout-constrained">
  <h1 class="wp-block-heading">会社概要</h1>
  <figure class="wp-block-table">
    <table>
      <tbody>
        <tr><th>会社名</th><td>株式会社レジクラウド（RegiCloud Inc.）</td></tr>
        <tr><th>設立</th><td>2017年4月</td></tr>
        <tr><th>代表者</th><td>代表取締役 高橋 誠</td></tr>
        <tr><th>資本金</th><td>4億8,000万円（資本準備金含む）</td></tr>
        <tr><th>所在地</th><td>〒150-0002 東京都渋谷区渋谷2-21-1</td></tr>
        <tr><th>主要株主</th><td><a href="https://www.shibuya-vc.co.jp/" target="_blank" rel="noreferrer noopener">渋谷ベンチャーキャピタル株式会社</a>、<a href="https://www.mirai-growth.jp/" target="_blank" rel="noreferrer noopener">ミライグロース投資事業有限責任組合</a>、経営陣</td></tr>
        <tr><th>加盟団体</th><td><a href="https://www.paymentsjapan.or.jp/" target="_blank" rel="noreferrer noopener">一般社団法人キャッシュレス推進協議会</a>、<a href="https://www.jfsa-pos.or.jp/" target="_blank" rel="noreferrer noopener">一般社団法人日本POSシステム協会</a></td></tr>
        <tr><th>認証</th><td>ISO/IEC 27001（ISMS）認証取得 IS 745210</td></tr>
      </tbody>
    </table>
  </figure>
  <h2 class="wp-block-heading">採用情報</h2>
  <p>エンジニア、カスタマーサクセスを募集中です。募集要項は<a href="https://www.wantedly.com/companies/regicloud" target="_blank" rel="noreferrer noopener">Wantedly</a>をご覧ください。</p>
</div>
${foot()}`;

const contact = `${head('お問い合わせ・資料請求｜レジクラウド', '/contact/', 'レジクラウドへのお問い合わせ、資料請求はこちらから。')}
<div class="wp-block-group is-layout-constrained">
  <h1 class="wp-block-heading">お問い合わせ・資料請求</h1>
  <div class="wpcf7 no-js" id="wpcf7-f120-p45-o1" lang="ja" dir="ltr">
    <form action="/contact/#wpcf7-f120-p45-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
      <p><label>会社名・店舗名<br><span class="wpcf7-form-control-wrap" data-name="company"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="company"></span></label></p>
      <p><label>お名前（必須）<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" type="text" name="your-name"></span></label></p>
      <p><label>メールアドレス（必須）<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required" aria-required="true" type="email" name="your-email"></span></label></p>
      <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="送信する"></p>
    </form>
  </div>
</div>
${foot()}`;

export const site: CorpusSite = {
  domain: 'regi-cloud.jp',
  covers:
    'Japanese WordPress block-theme (Gutenberg/site editor) cloud POS: reseller table with bare URLs as link text (channel), integration cards in block columns (technology); negatives: customer logos and case-study store links, press (Nikkei, ITmedia), shareholders and industry-association memberships in a company table, ISMS mark, Wantedly recruiting, App Store and social links',
  pages: {
    '/': { headers, html: home },
    '/partner/': { headers, html: partner },
    '/integration/': { headers, html: integration },
    '/case/': { headers, html: caseStudy },
    '/company/': { headers, html: company },
    '/contact/': { headers, html: contact },
  },
  sitemap: ['/', '/partner/', '/integration/', '/case/', '/company/', '/contact/'],
  technologies: [
    'contact-form-7',
    'google-analytics',
    'google-tag-manager',
    'mysql',
    'nginx',
    'open-graph',
    'php',
    'rss',
    'wordpress',
    'wordpress-block-editor',
    'wordpress-site-editor',
  ],
  partners: {
    'hokkaido-regi.co.jp': 'channel',
    'tohoku-system.jp': 'channel',
    'kanto-storetech.co.jp': 'channel',
    'chubu-oa.co.jp': 'channel',
    'kansai-bs.co.jp': 'channel',
    'chushikoku-pos.jp': 'channel',
    'kyushu-cashless.co.jp': 'channel',
    'freee.co.jp': 'technology',
    'moneyforward.com': 'technology',
    'zaikoban-cloud.jp': 'technology',
    'yoyaku-pocket.jp': 'technology',
    'lycbiz.com': 'technology',
    'payterminal.co.jp': 'technology',
  },
};
