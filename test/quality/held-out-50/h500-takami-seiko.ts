import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string) => `<!DOCTYPE html>
<html lang="ja-jp" dir="ltr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="${desc}">
    <meta name="generator" content="Joomla! - Open Source Content Management">
    <title>${title}</title>
    <link href="/media/templates/site/cassiopeia/images/favicon.ico" rel="alternate icon" type="image/vnd.microsoft.icon">
    <link href="/media/system/css/joomla-fontawesome.min.css?5c1d7e" rel="lazy-stylesheet">
    <link href="/media/templates/site/cassiopeia/css/template.min.css?5c1d7e" rel="stylesheet">
    <link href="/media/templates/site/cassiopeia/css/user.css?5c1d7e" rel="stylesheet">
    <link href="/components/com_sppagebuilder/assets/css/sppagebuilder.css?0d2e1a" rel="stylesheet">
    <script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"エラー","MESSAGE":"メッセージ"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.takami-seiko.co.jp\\/","base":"","baseFull":"https:\\/\\/www.takami-seiko.co.jp\\/"},"csrf.token":"3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c"}</script>
    <script src="/media/system/js/core.min.js?37ffe4"></script>
    <script src="/media/templates/site/cassiopeia/js/template.min.js?5c1d7e" defer></script>
    <script src="/components/com_sppagebuilder/assets/js/sppagebuilder.js?0d2e1a" defer></script>
</head>
<body class="site com_content wrapper-static view-article no-layout no-task">
<header class="header container-header full-width">
    <div class="grid-child">
        <div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo/takami-logo.png" alt="株式会社タカミ精工"></a></div>
    </div>
    <div class="grid-child container-nav">
        <ul class="mod-menu mod-list nav ">
            <li class="nav-item item-101 default current active"><a href="/" aria-current="page">ホーム</a></li>
            <li class="nav-item item-102"><a href="/products">製品情報</a></li>
            <li class="nav-item item-103"><a href="/technology">技術・開発</a></li>
            <li class="nav-item item-104"><a href="/global-network">海外ネットワーク</a></li>
            <li class="nav-item item-105"><a href="/company">会社概要</a></li>
            <li class="nav-item item-106"><a href="/recruit">採用情報</a></li>
            <li class="nav-item item-107"><a href="/contact">お問い合わせ</a></li>
            <li class="nav-item item-108"><a href="/en/">English</a></li>
        </ul>
    </div>
</header>
<div class="site-grid">
<main>
`;

const footer = `
</main>
</div>
<footer class="container-footer footer full-width">
    <div class="grid-child">
        <p>株式会社タカミ精工&#12288;〒448-0813 愛知県刈谷市小垣江町北高根110番地&#12288;TEL 0566-21-4470</p>
        <ul class="footer-links">
            <li><a href="/privacy">個人情報保護方針</a></li>
            <li><a href="/sitemap">サイトマップ</a></li>
            <li><a href="https://job.mynavi.jp/25/pc/search/corp203456/outline.html" target="_blank" rel="noopener">マイナビ2025 新卒採用</a></li>
        </ul>
        <p>Copyright © 2024 TAKAMI SEIKO Co., Ltd. All Rights Reserved.</p>
    </div>
</footer>
</body>
</html>`;

const home = `${head('株式会社タカミ精工｜ブレーキ・足回り精密部品メーカー', 'ブレーキキャリパー部品、ピストン、EV用電動パーキングブレーキ部品の精密加工。愛知県刈谷市。')}
<div id="sp-page-builder" class="sp-page-builder page-1">
  <section class="sppb-section hero"><h1>精度で、止まる安心をつくる。</h1><p>創業1968年。ブレーキキャリパー用ピストン、ブラケット、電動パーキングブレーキ用ギア部品を月産450万個生産しています。</p></section>
  <section class="sppb-section news">
    <h2>新着情報</h2>
    <ul>
      <li>2024.03.18&#12288;<a href="/news/epb-line">電動パーキングブレーキ部品の新ライン稼働のお知らせ</a></li>
      <li>2024.02.01&#12288;<a href="/global-network">メキシコに販売代理店を新たに開設しました</a></li>
      <li>2023.11.20&#12288;日刊自動車新聞に当社の記事が掲載されました（<a href="https://www.netdenjd.com/articles/-/291234" target="_blank" rel="noopener">記事を読む</a>）</li>
    </ul>
  </section>
  <section class="sppb-section cert">
    <p>IATF 16949 / ISO 14001 認証取得（認証機関：<a href="https://www.jqa.jp/" target="_blank" rel="noopener">日本品質保証機構 JQA</a>）</p>
  </section>
</div>
${footer}`;

const network = `${head('海外ネットワーク｜株式会社タカミ精工', 'タカミ精工の海外販売代理店・拠点一覧。')}
<div class="com-content-article item-page">
  <div class="page-header"><h1>海外ネットワーク</h1></div>
  <div class="com-content-article__body">
    <p>タカミ精工の補修用ブレーキ部品は、以下の販売代理店を通じて世界20か国以上で販売されています。各地域のお問い合わせは、下記の代理店までご連絡ください。</p>
    <h2>販売代理店</h2>
    <table class="table table-striped">
      <thead><tr><th>地域</th><th>代理店名</th><th>所在地</th></tr></thead>
      <tbody>
        <tr><td>タイ・ASEAN</td><td><a href="https://www.siam-brakeparts.co.th/" target="_blank" rel="noopener">Siam Brake Parts Co., Ltd.</a></td><td>バンコク</td></tr>
        <tr><td>インドネシア</td><td><a href="https://www.mitrasejati-otomotif.co.id/" target="_blank" rel="noopener">PT Mitra Sejati Otomotif</a></td><td>ジャカルタ</td></tr>
        <tr><td>欧州</td><td><a href="https://www.eurotec-bremsteile.de/" target="_blank" rel="noopener">Eurotec Bremsteile GmbH</a></td><td>デュッセルドルフ</td></tr>
        <tr><td>北米</td><td><a href="https://www.pacificrim-autoparts.com/" target="_blank" rel="noopener">Pacific Rim Auto Parts Inc.</a></td><td>ロサンゼルス</td></tr>
        <tr><td>メキシコ・中南米</td><td><a href="https://www.refaccionesbajio.com.mx/" target="_blank" rel="noopener">Refacciones del Bajío S.A. de C.V.</a></td><td>レオン</td></tr>
      </tbody>
    </table>
    <h2>海外拠点</h2>
    <p>タイ工場：Takami Seiko (Thailand) Co., Ltd.（アマタシティ・チョンブリ工業団地）</p>
  </div>
</div>
${footer}`;

const technology = `${head('技術・開発｜株式会社タカミ精工', '精密切削・表面処理技術と技術提携。')}
<div class="com-content-article item-page">
  <div class="page-header"><h1>技術・開発</h1></div>
  <div class="com-content-article__body">
    <h2>コア技術</h2>
    <ul>
      <li>ミクロン単位の精密切削加工（複合旋盤 120台）</li>
      <li>独自の防錆表面処理「TK-Coat」</li>
      <li>全数画像検査システム</li>
    </ul>
    <h2>技術提携</h2>
    <p>当社は以下の企業と技術提携を結び、次世代ブレーキシステム向け部品の共同開発を進めています。</p>
    <ul>
      <li><a href="https://www.bremtech.de/" target="_blank" rel="noopener">Bremtech GmbH</a>（ドイツ）― 電動パーキングブレーキ用減速機構の共同開発</li>
      <li><a href="https://www.softmec.co.jp/" target="_blank" rel="noopener">株式会社ソフトメック</a> ― CAE解析およびブレーキ鳴き解析ソフトウェアの共同開発</li>
    </ul>
    <h2>産学連携</h2>
    <p>名古屋工業大学と摩擦材の評価に関する共同研究を行っています。</p>
  </div>
</div>
${footer}`;

const company = `${head('会社概要｜株式会社タカミ精工', '会社概要・沿革・主要取引先。')}
<div class="com-content-article item-page">
  <div class="page-header"><h1>会社概要</h1></div>
  <div class="com-content-article__body">
    <table class="table">
      <tr><th>社名</th><td>株式会社タカミ精工</td></tr>
      <tr><th>設立</th><td>1968年4月</td></tr>
      <tr><th>資本金</th><td>9,800万円</td></tr>
      <tr><th>従業員数</th><td>412名（グループ計 680名）</td></tr>
      <tr><th>事業内容</th><td>自動車用ブレーキ部品・足回り部品の製造販売</td></tr>
      <tr><th>主要取引先</th><td><a href="https://global.toyota/" target="_blank" rel="noopener">トヨタ自動車株式会社</a>、<a href="https://www.aisin.com/" target="_blank" rel="noopener">株式会社アイシン</a>、<a href="https://www.advics.co.jp/" target="_blank" rel="noopener">株式会社アドヴィックス</a>（順不同・敬称略）</td></tr>
      <tr><th>取引銀行</th><td>三菱UFJ銀行、碧海信用金庫</td></tr>
      <tr><th>加盟団体</th><td><a href="https://www.japia.or.jp/" target="_blank" rel="noopener">一般社団法人日本自動車部品工業会（JAPIA）</a>、刈谷商工会議所</td></tr>
    </table>
    <h2>社会貢献</h2>
    <p>地元の<a href="https://www.kariya-marathon.jp/" target="_blank" rel="noopener">刈谷シティマラソン</a>に協賛しています。</p>
  </div>
</div>
${footer}`;

const contact = `${head('お問い合わせ｜株式会社タカミ精工', '製品・取引に関するお問い合わせ。')}
<div class="com-content-article item-page">
  <div class="page-header"><h1>お問い合わせ</h1></div>
  <p>製品に関するお問い合わせは、下記フォームまたはお電話（0566-21-4470&#12288;平日8:30〜17:30）にて承ります。</p>
  <form action="/contact" method="post" class="form-validate"><input type="text" name="jform[contact_name]" placeholder="お名前"><input type="email" name="jform[contact_email]" placeholder="メールアドレス"><textarea name="jform[contact_message]" placeholder="お問い合わせ内容"></textarea><button class="btn btn-primary validate" type="submit">送信</button></form>
</div>
${footer}`;

const h = { server: 'Apache', 'content-type': 'text/html; charset=utf-8' };

export const site: CorpusSite = {
  domain: 'takami-seiko.co.jp',
  covers:
    'Japanese brake-parts maker, Japanese, Joomla 4 (Cassiopeia) + SP Page Builder; overseas sales agents in a table (channel), technology alliances in a list (technology); negatives: main customers linked in company table, JAPIA and chamber memberships, JQA certification, marathon sponsorship, press article, Mynavi job board, university research',
  pages: {
    '/': { headers: h, html: home },
    '/global-network': { headers: h, html: network },
    '/technology': { headers: h, html: technology },
    '/company': { headers: h, html: company },
    '/contact': { headers: h, html: contact },
  },
  technologies: ['joomla', 'php', 'apache-http-server'],
  partners: {
    'siam-brakeparts.co.th': 'channel',
    'mitrasejati-otomotif.co.id': 'channel',
    'eurotec-bremsteile.de': 'channel',
    'pacificrim-autoparts.com': 'channel',
    'refaccionesbajio.com.mx': 'channel',
    'bremtech.de': 'technology',
    'softmec.co.jp': 'technology',
  },
};
