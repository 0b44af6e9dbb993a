import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}｜東邦樹脂化学株式会社</title>
<meta name="description" content="${description}">
<meta name="keywords" content="エンジニアリングプラスチック,コンパウンド,ポリアミド,PPS,着色,東邦樹脂化学">
<meta name="generator" content="a-blog cms">
<meta property="og:title" content="${title}｜東邦樹脂化学株式会社">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.tohojushi.co.jp${path}">
<meta property="og:image" content="https://www.tohojushi.co.jp/themes/tohojushi/images/ogp.png">
<meta property="og:site_name" content="東邦樹脂化学株式会社">
<meta property="og:locale" content="ja_JP">
<link rel="canonical" href="https://www.tohojushi.co.jp${path}">
<link rel="stylesheet" href="/themes/tohojushi/css/reset.css">
<link rel="stylesheet" href="/themes/tohojushi/css/slick.css">
<link rel="stylesheet" href="/themes/tohojushi/css/style.css?date=20240312">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5TJQ8MX');</script>
<!-- End Google Tag Manager -->
<script src="/js/library/jquery/jquery-3.6.1.min.js" charset="UTF-8"></script>
<script src="/acms.js?uaGroup=PC&amp;domains=www.tohojushi.co.jp&amp;jsDir=js/&amp;themesDir=/themes/&amp;bid=1&amp;jQuery=3.6.1&amp;umfs=64M&amp;pms=64M&amp;mfu=20&amp;lgImg=width:1200&amp;jpegQuality=90&amp;mediaClientResize=on&amp;v=5a7c2b" charset="UTF-8" id="acms-js"></script>
</head>`;

const nav = `<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5TJQ8MX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<header class="l-header">
  <div class="l-header__inner">
    <h1 class="l-header__logo"><a href="/"><img src="/themes/tohojushi/images/logo.svg" alt="東邦樹脂化学株式会社 TOHO JUSHI KAGAKU"></a></h1>
    <ul class="l-header__sub">
      <li><a href="/contact/">お問い合わせ</a></li>
      <li><a href="/en/">English</a></li>
      <li><a href="https://www.tohojushi-catalog.jp/" target="_blank">製品カタログ（Web）</a></li>
    </ul>
    <nav class="l-gnav">
      <ul>
        <li><a href="/company/">企業情報</a></li>
        <li><a href="/products/">製品情報</a></li>
        <li><a href="/technology/">技術・開発</a></li>
        <li><a href="/distributors/">販売代理店</a></li>
        <li><a href="/news/">ニュース</a></li>
        <li><a href="/recruit/">採用情報</a></li>
      </ul>
    </nav>
  </div>
</header>
<main class="l-main">`;

const footer = `</main>
<footer class="l-footer">
  <div class="l-footer__inner">
    <p class="l-footer__name">東邦樹脂化学株式会社</p>
    <p class="l-footer__address">〒510-0841 三重県四日市市大字塩浜字北浜町3-12<br>TEL：059-345-6789 / FAX：059-345-6790</p>
    <ul class="l-footer__nav">
      <li><a href="/company/">企業情報</a></li>
      <li><a href="/products/">製品情報</a></li>
      <li><a href="/distributors/">販売代理店</a></li>
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/sitepolicy/">サイトポリシー</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <p class="l-footer__copy"><small>Copyright © TOHO JUSHI KAGAKU CO., LTD. All Rights Reserved.</small></p>
  </div>
</footer>
<div class="cookie-consent js-cookie-consent"><p>当サイトではCookieを使用しています。詳しくは<a href="/privacy/#cookie">プライバシーポリシー</a>をご覧ください。</p><button type="button" class="js-cookie-accept">同意する</button></div>
<script src="/themes/tohojushi/js/slick.min.js"></script>
<script src="/themes/tohojushi/js/common.js?date=20240312"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'tohojushi.co.jp',
  otherDomains: ['tohojushi-catalog.jp'],
  covers:
    'Japanese engineering-plastics compounder on a-blog cms: distributor table by region with URL column (one dealer without URL, overseas distributor), technology tie-up partner in company history prose; main delivery customers, member associations, banks, ISO certifier and job boards as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('エンジニアリングプラスチックのコンパウンドメーカー', '東邦樹脂化学は、ポリアミド・PPS・PBTなどエンジニアリングプラスチックの着色・強化コンパウンドを開発・製造する化学メーカーです。', '/')}
${nav}
  <div class="p-mainvisual js-slider">
    <div class="p-mainvisual__item"><img src="/media/001/202310/mv01.jpg" alt="四日市工場"><p>素材の力で、ものづくりの未来を支える。</p></div>
    <div class="p-mainvisual__item"><img src="/media/001/202310/mv02.jpg" alt="研究開発センター"><p>軽量化・高耐熱化に応えるコンパウンド技術。</p></div>
  </div>
  <section class="p-top-news">
    <h2>ニュース</h2>
    <ul>
      <li><time datetime="2024-03-01">2024.03.01</time><a href="/news/entry-318.html">バイオマス由来ポリアミドコンパウンド「TOHOLON BIO」を発売</a></li>
      <li><time datetime="2024-01-15">2024.01.15</time><a href="/news/entry-312.html">インタープラスチック展2024に出展します</a></li>
      <li><time datetime="2023-11-20">2023.11.20</time><a href="/news/entry-305.html">タイ・ラヨーン県に販売代理店を新たに設置しました</a></li>
    </ul>
  </section>
  <section class="p-top-links">
    <a href="/products/">製品情報</a>
    <a href="/distributors/">販売代理店のご案内</a>
    <a href="/recruit/">採用情報</a>
  </section>
${footer}`,
    },
    '/company/': {
      headers,
      html: `${head('企業情報', '東邦樹脂化学株式会社の会社概要・沿革・認証取得状況。', '/company/')}
${nav}
  <div class="c-pagetitle"><h1>企業情報</h1><p>COMPANY</p></div>
  <section class="p-company-outline">
    <h2>会社概要</h2>
    <table class="c-table">
      <tr><th>商号</th><td>東邦樹脂化学株式会社（TOHO JUSHI KAGAKU CO., LTD.）</td></tr>
      <tr><th>設立</th><td>1961年4月</td></tr>
      <tr><th>資本金</th><td>4億8,000万円</td></tr>
      <tr><th>従業員数</th><td>312名（2024年3月現在）</td></tr>
      <tr><th>事業内容</th><td>エンジニアリングプラスチックコンパウンドの開発・製造・販売、着色マスターバッチの製造</td></tr>
      <tr><th>主要納入先</th><td>自動車部品メーカー、電機・電子部品メーカー、住宅設備機器メーカー 他（順不同）</td></tr>
      <tr><th>取引銀行</th><td>三十三銀行、百五銀行、三菱UFJ銀行</td></tr>
      <tr><th>加盟団体</th><td><a href="https://www.jpif.gr.jp/" target="_blank">日本プラスチック工業連盟</a>、四日市商工会議所</td></tr>
    </table>
  </section>
  <section class="p-company-history">
    <h2>沿革</h2>
    <dl class="c-history">
      <dt>1961年</dt><dd>三重県四日市市にて創業。フェノール樹脂成形材料の製造を開始</dd>
      <dt>1978年</dt><dd>ポリアミドコンパウンドの製造を開始</dd>
      <dt>1996年</dt><dd>ドイツの技術提携先 <a href="https://www.rheinland-polymer.de/en/" target="_blank">Rheinland Polymertechnik GmbH</a> とガラス繊維強化PPSの技術提携契約を締結</dd>
      <dt>2004年</dt><dd>ISO 14001 認証取得（認証機関：<a href="https://www.jqa.jp/" target="_blank">日本品質保証機構</a>）</dd>
      <dt>2019年</dt><dd>IATF 16949 認証取得</dd>
    </dl>
  </section>
${footer}`,
    },
    '/distributors/': {
      headers,
      html: `${head('販売代理店', '東邦樹脂化学の製品は全国の販売代理店を通じてお求めいただけます。', '/distributors/')}
${nav}
  <div class="c-pagetitle"><h1>販売代理店</h1><p>DISTRIBUTORS</p></div>
  <p class="c-lead">当社製品は下記の販売代理店を通じてご購入いただけます。お近くの代理店へお気軽にお問い合わせください。</p>
  <section class="p-distributors">
    <h2 class="c-heading">国内</h2>
    <table class="c-table c-table--list">
      <thead><tr><th>地域</th><th>社名</th><th>所在地</th><th>電話番号</th><th>URL</th></tr></thead>
      <tbody>
        <tr><td>北海道・東北</td><td>北星化成商事株式会社</td><td>札幌市白石区</td><td>011-861-2233</td><td><a href="https://www.hokusei-kasei.co.jp/" target="_blank">https://www.hokusei-kasei.co.jp/</a></td></tr>
        <tr><td>関東</td><td>丸栄ケミカル株式会社</td><td>東京都中央区日本橋</td><td>03-3662-4411</td><td><a href="https://maruei-chem.co.jp/" target="_blank">https://maruei-chem.co.jp/</a></td></tr>
        <tr><td>中部</td><td>東海樹脂販売株式会社</td><td>名古屋市中村区</td><td>052-571-8800</td><td><a href="https://www.tokai-jushi-hanbai.jp/" target="_blank">https://www.tokai-jushi-hanbai.jp/</a></td></tr>
        <tr><td>関西</td><td>浪速プラスチック商会</td><td>大阪市西区</td><td>06-6541-1020</td><td>―</td></tr>
        <tr><td>九州</td><td>九州ポリマー株式会社</td><td>福岡市博多区</td><td>092-411-5060</td><td><a href="http://www.kyushu-polymer.co.jp/" target="_blank">http://www.kyushu-polymer.co.jp/</a></td></tr>
      </tbody>
    </table>
    <h2 class="c-heading">海外</h2>
    <table class="c-table c-table--list">
      <thead><tr><th>国・地域</th><th>社名</th><th>URL</th></tr></thead>
      <tbody>
        <tr><td>タイ</td><td>Siam Polymer Trading Co., Ltd.</td><td><a href="https://www.siampolymertrading.co.th/" target="_blank">https://www.siampolymertrading.co.th/</a></td></tr>
        <tr><td>ベトナム</td><td>準備中</td><td>―</td></tr>
      </tbody>
    </table>
  </section>
${footer}`,
    },
    '/recruit/': {
      headers,
      html: `${head('採用情報', '東邦樹脂化学の新卒・キャリア採用情報。', '/recruit/')}
${nav}
  <div class="c-pagetitle"><h1>採用情報</h1><p>RECRUIT</p></div>
  <p>2025年度新卒採用のエントリーは下記ナビサイトから受け付けております。</p>
  <ul class="p-recruit-links">
    <li><a href="https://job.mynavi.jp/25/pc/search/corp123456/outline.html" target="_blank"><img src="/themes/tohojushi/images/bnr_mynavi.png" alt="マイナビ2025"></a></li>
    <li><a href="https://job.rikunabi.com/2025/company/r987654321/" target="_blank"><img src="/themes/tohojushi/images/bnr_rikunabi.png" alt="リクナビ2025"></a></li>
  </ul>
  <p>キャリア採用は<a href="https://doda.jp/DodaFront/View/Company/j_id__10012345678/" target="_blank">doda</a>にて募集中です。</p>
${footer}`,
    },
  },
  sitemap: ['/', '/company/', '/distributors/', '/recruit/'],
  technologies: ['a-blog-cms', 'php', 'jquery', 'slick', 'google-tag-manager', 'apache-http-server', 'open-graph'],
  partners: {
    'hokusei-kasei.co.jp': 'channel',
    'maruei-chem.co.jp': 'channel',
    'tokai-jushi-hanbai.jp': 'channel',
    'kyushu-polymer.co.jp': 'channel',
    'siampolymertrading.co.th': 'channel',
    'rheinland-polymer.de': 'technology',
  },
};
