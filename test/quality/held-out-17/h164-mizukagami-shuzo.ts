import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html',
  server: 'Apache',
  'accept-ranges': 'bytes',
  'last-modified': 'Mon, 13 May 2024 02:14:51 GMT',
  etag: '"5b21-6184b2c1e7a40"',
};

const head = (title: string, desc: string, path: string, cls: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-M2SK8J4QXR"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-M2SK8J4QXR');
</script>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="format-detection" content="telephone=no">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name="keywords" content="水鏡,日本酒,佐久,酒蔵,純米吟醸,蔵見学">
<meta property="og:type" content="${path === '/' ? 'website' : 'article'}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://www.mizukagami-shuzo.co.jp${path}">
<meta property="og:image" content="https://www.mizukagami-shuzo.co.jp/common/img/ogp.jpg">
<meta property="og:site_name" content="水鏡酒造株式会社">
<link rel="canonical" href="https://www.mizukagami-shuzo.co.jp${path}">
<link rel="icon" href="/favicon.ico">
<link rel="apple-touch-icon" href="/common/img/apple-touch-icon.png">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Noto+Serif+JP:wght@400;600&family=Noto+Sans+JP:wght@400;500&display=swap" rel="stylesheet">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/slick.css">
<link rel="stylesheet" href="/common/css/slick-theme.css">
<link rel="stylesheet" href="/common/css/common.css?20240401">
<link rel="stylesheet" href="/common/css/${cls}.css?20240401">
</head>
<body id="${cls}">
<div id="wrapper">
<header id="header">
  <div class="header-inner">
    <h1 class="logo"><a href="/"><img src="/common/img/logo.svg" alt="水鏡酒造株式会社 MIZUKAGAMI SHUZO" width="200" height="60"></a></h1>
    <button class="nav-toggle" type="button" aria-label="メニュー"><span></span><span></span><span></span></button>
    <nav id="gnav">
      <ul>
        <li><a href="/about/">蔵について<span>About</span></a></li>
        <li><a href="/products/">商品紹介<span>Products</span></a></li>
        <li><a href="/kura/">蔵見学<span>Brewery Tour</span></a></li>
        <li><a href="/shop/">取扱店<span>Shops</span></a></li>
        <li><a href="/news/">お知らせ<span>News</span></a></li>
        <li><a href="/company/">会社概要<span>Company</span></a></li>
        <li class="nav-shop"><a href="https://shop.mizukagami-shuzo.co.jp/" target="_blank">オンラインショップ</a></li>
        <li class="nav-lang"><a href="/en/">English</a></li>
      </ul>
    </nav>
  </div>
</header>
`;

const foot = `<footer id="footer">
  <div class="footer-inner">
    <div class="footer-info">
      <p class="footer-logo"><img src="/common/img/logo-white.svg" alt="水鏡酒造株式会社" width="160" height="48"></p>
      <address>〒385-0051 長野県佐久市中込2丁目14-3<br>TEL：0267-62-0318（平日9:00〜17:00）<br>FAX：0267-62-0319</address>
    </div>
    <ul class="footer-nav">
      <li><a href="/about/">蔵について</a></li>
      <li><a href="/products/">商品紹介</a></li>
      <li><a href="/shop/">取扱店一覧</a></li>
      <li><a href="/overseas/">海外でのお取扱い</a></li>
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/contact/">お問い合わせ</a></li>
      <li><a href="/privacy/">プライバシーポリシー</a></li>
    </ul>
    <ul class="footer-sns">
      <li><a href="https://www.instagram.com/mizukagami_shuzo/" target="_blank" rel="noopener"><img src="/common/img/icon-instagram.svg" alt="Instagram" width="28" height="28"></a></li>
      <li><a href="https://twitter.com/mizukagami_sake" target="_blank" rel="noopener"><img src="/common/img/icon-x.svg" alt="X" width="28" height="28"></a></li>
      <li><a href="https://lin.ee/8kQzR2w" target="_blank" rel="noopener"><img src="/common/img/icon-line.svg" alt="LINE公式アカウント" width="28" height="28"></a></li>
      <li><a href="https://www.facebook.com/mizukagami.shuzo" target="_blank" rel="noopener"><img src="/common/img/icon-facebook.svg" alt="Facebook" width="28" height="28"></a></li>
    </ul>
  </div>
  <p class="attention">飲酒は20歳になってから。飲酒運転は法律で禁止されています。妊娠中や授乳期の飲酒は、胎児・乳児の発育に悪影響を与えるおそれがあります。</p>
  <p class="copy"><small>&copy; MIZUKAGAMI SHUZO Co.,Ltd. All Rights Reserved.</small></p>
</footer>
<p id="pagetop"><a href="#wrapper">PAGE TOP</a></p>
</div>
<script src="/common/js/jquery-3.6.0.min.js"></script>
<script src="/common/js/slick.min.js"></script>
<script src="/common/js/common.js?20240401"></script>
</body>
</html>
`;

const home =
  head(
    '水鏡酒造株式会社｜信州佐久の地酒「水鏡」',
    '明治二十二年創業。浅間山の伏流水と長野県産の酒米で醸す、信州佐久の地酒「水鏡」の蔵元です。',
    '/',
    'top',
  ) +
  `<main id="main">
  <div class="mv">
    <ul class="mv-slider">
      <li><img src="/img/top/mv01.jpg" alt="浅間山と酒蔵" width="1600" height="900"></li>
      <li><img src="/img/top/mv02.jpg" alt="仕込み風景" width="1600" height="900"></li>
      <li><img src="/img/top/mv03.jpg" alt="水鏡 純米吟醸" width="1600" height="900"></li>
    </ul>
    <p class="mv-copy">浅間の水を、<br>そのまま酒に。</p>
  </div>

  <section class="top-news">
    <h2 class="sec-ttl">お知らせ<span>NEWS</span></h2>
    <dl class="news-list">
      <dt>2024.05.13</dt>
      <dd><a href="/news/2024/0513.html">令和5酒造年度 全国新酒鑑評会にて金賞を受賞しました</a></dd>
      <dt>2024.04.01</dt>
      <dd><a href="/shop/">取扱店一覧を更新しました（福岡県・東京都に新規店舗）</a></dd>
      <dt>2024.03.18</dt>
      <dd><a href="/kura/">春の蔵見学（4月〜5月）のご予約受付を開始しました</a></dd>
    </dl>
    <p class="btn-more"><a href="/news/">一覧を見る</a></p>
  </section>

  <section class="top-products">
    <h2 class="sec-ttl">商品紹介<span>PRODUCTS</span></h2>
    <ul class="product-list">
      <li><a href="/products/junmai-daiginjo.html"><img src="/img/top/pro01.jpg" alt="" width="360" height="480"><p>水鏡 純米大吟醸 美山錦</p></a></li>
      <li><a href="/products/junmai-ginjo.html"><img src="/img/top/pro02.jpg" alt="" width="360" height="480"><p>水鏡 純米吟醸 ひとごこち</p></a></li>
      <li><a href="/products/tokubetsu-junmai.html"><img src="/img/top/pro03.jpg" alt="" width="360" height="480"><p>水鏡 特別純米 辛口</p></a></li>
    </ul>
  </section>

  <section class="top-bnr">
    <ul>
      <li><a href="/shop/"><img src="/img/top/bnr-shop.jpg" alt="お近くの取扱店を探す" width="560" height="200"></a></li>
      <li><a href="/overseas/"><img src="/img/top/bnr-overseas.jpg" alt="Mizukagami outside Japan / 海外でのお取扱い" width="560" height="200"></a></li>
      <li><a href="https://item.rakuten.co.jp/mizukagami/" target="_blank" rel="noopener"><img src="/img/top/bnr-rakuten.jpg" alt="水鏡酒造 楽天市場店" width="560" height="200"></a></li>
    </ul>
  </section>
</main>
` +
  foot;

const shop =
  head('取扱店一覧｜水鏡酒造株式会社', '「水鏡」を取り扱っている酒販店・オンラインショップのご案内です。', '/shop/', 'shop') +
  `<main id="main">
  <div class="page-ttl"><h2>取扱店一覧<span>SHOPS</span></h2></div>
  <ol class="breadcrumb"><li><a href="/">TOP</a></li><li>取扱店一覧</li></ol>
  <section class="sec">
    <p class="lead">「水鏡」は、蔵の考えに共感いただいた特約店を中心に販売しております。在庫状況は各店舗へ直接お問い合わせください。<br>※2024年4月1日現在</p>

    <h3 class="ttl-pref">長野県</h3>
    <table class="shop-table">
      <tr><th>店名</th><th>住所</th><th>電話番号</th><th>URL</th></tr>
      <tr><td>酒舗まるや</td><td>長野県佐久市岩村田1102</td><td>0267-67-2215</td><td><a href="https://www.sakaya-maruya.jp/" target="_blank" rel="noopener">https://www.sakaya-maruya.jp/</a></td></tr>
      <tr><td>地酒の佐藤商店</td><td>長野県上田市中央3-8-21</td><td>0268-22-0417</td><td>―</td></tr>
      <tr><td>信州地酒センター</td><td>長野県長野市南長野末広町1355</td><td>026-226-7780</td><td><a href="http://shinshu-jizake.com" target="_blank" rel="noopener">http://shinshu-jizake.com</a></td></tr>
    </table>

    <h3 class="ttl-pref">東京都</h3>
    <table class="shop-table">
      <tr><th>店名</th><th>住所</th><th>電話番号</th><th>URL</th></tr>
      <tr><td>酒のいずみや</td><td>東京都中野区中野5-32-8</td><td>03-3385-1120</td><td><a href="https://izumiya-sake.co.jp/" target="_blank" rel="noopener">https://izumiya-sake.co.jp/</a></td></tr>
      <tr><td>松坂屋上野店 地下1階 和酒売場</td><td>東京都台東区上野3-29-5</td><td>03-3832-1111（代）</td><td>―</td></tr>
    </table>

    <h3 class="ttl-pref">大阪府</h3>
    <p class="shop-txt">浪花地酒館<br>大阪府大阪市北区天神橋4-7-12<br>TEL：06-6351-0908<br>URL：naniwa-jizake.jp</p>

    <h3 class="ttl-pref">福岡県 <span class="new">NEW</span></h3>
    <p class="shop-txt">博多 酒蔵めぐり屋<br>福岡県福岡市博多区上川端町5-110<br>TEL：092-271-4480<br><a href="https://sake-meguriya.com/" target="_blank" rel="noopener">https://sake-meguriya.com/</a></p>
  </section>

  <section class="sec">
    <h3 class="ttl-sub">オンラインショップ</h3>
    <ul class="online-list">
      <li><a href="https://shop.mizukagami-shuzo.co.jp/" target="_blank" rel="noopener">水鏡酒造 公式オンラインショップ</a>（蔵元直送）</li>
      <li><a href="https://item.rakuten.co.jp/mizukagami/" target="_blank" rel="noopener">水鏡酒造 楽天市場店</a>（蔵元直営）</li>
      <li><a href="https://www.sakelabo.jp/brand/mizukagami" target="_blank" rel="noopener">日本酒専門通販 酒ラボ</a>（特約店）</li>
    </ul>
    <p class="note">※上記以外のインターネットショップ・オークションサイトで販売されている「水鏡」は、品質管理の保証ができかねますのでご注意ください。</p>
  </section>

  <section class="sec">
    <p>海外でのお取扱いについては<a href="/overseas/">こちら</a>をご覧ください。<br>お取扱いをご希望の酒販店様は、<a href="/contact/">お問い合わせフォーム</a>よりご連絡ください。</p>
  </section>
</main>
` +
  foot;

const overseas =
  head(
    '海外でのお取扱い Mizukagami outside Japan｜水鏡酒造株式会社',
    '「水鏡」の海外輸入代理店のご案内です。Our importers and distributors outside Japan.',
    '/overseas/',
    'overseas',
  ) +
  `<main id="main">
  <div class="page-ttl"><h2>海外でのお取扱い<span>OVERSEAS</span></h2></div>
  <ol class="breadcrumb"><li><a href="/">TOP</a></li><li>海外でのお取扱い</li></ol>
  <section class="sec">
    <p class="lead">「水鏡」は現在、以下の国と地域で正規輸入代理店を通じてお楽しみいただけます。<br>Mizukagami is available through the following official importers. Please contact them for retail and restaurant availability.</p>
    <p>輸出業務は、<a href="https://www.jct-export.co.jp/" target="_blank" rel="noopener">株式会社ジャパン・クラフト・トレーディング</a>に委託しております。新たな国・地域でのお取扱いのご相談は同社までお問い合わせください。</p>

    <dl class="importer-list">
      <dt>アメリカ合衆国 / U.S.A.</dt>
      <dd>Pacific Sake Imports, LLC（Los Angeles, CA）<br><a href="https://pacificsakeimports.com/brands/mizukagami" target="_blank" rel="noopener">pacificsakeimports.com</a></dd>

      <dt>香港 / Hong Kong</dt>
      <dd>Kura Selection HK Ltd.<br><a href="https://www.kuraselection.com.hk/" target="_blank" rel="noopener">www.kuraselection.com.hk</a></dd>

      <dt>シンガポール / Singapore</dt>
      <dd>Sake Harbour Pte. Ltd.<br>Web: sakeharbour.sg<br>E-mail: <a href="mailto:orders@sakeharbour.sg">orders@sakeharbour.sg</a></dd>

      <dt>台湾 / Taiwan</dt>
      <dd>酒藏通商有限公司（台北市）<br><a href="https://www.jiuzang.com.tw/" target="_blank" rel="noopener">www.jiuzang.com.tw</a></dd>

      <dt>フランス / France</dt>
      <dd>Maison du Saké Lyon<br><a href="https://maisondusake-lyon.fr/" target="_blank" rel="noopener">maisondusake-lyon.fr</a></dd>

      <dt>オーストラリア / Australia</dt>
      <dd>Sakeya Australia Pty Ltd（Sydney）<br><a href="https://sakeya.com.au/" target="_blank" rel="noopener">sakeya.com.au</a></dd>

      <dt>韓国 / Korea</dt>
      <dd>準備中 / Coming soon</dd>
    </dl>
  </section>
</main>
` +
  foot;

const company =
  head('会社概要｜水鏡酒造株式会社', '水鏡酒造株式会社の会社概要・沿革です。', '/company/', 'company') +
  `<main id="main">
  <div class="page-ttl"><h2>会社概要<span>COMPANY</span></h2></div>
  <ol class="breadcrumb"><li><a href="/">TOP</a></li><li>会社概要</li></ol>
  <section class="sec">
    <table class="company-table">
      <tr><th>会社名</th><td>水鏡酒造株式会社</td></tr>
      <tr><th>創業</th><td>明治22年（1889年）</td></tr>
      <tr><th>代表者</th><td>代表取締役 五代目 小林 健一郎</td></tr>
      <tr><th>資本金</th><td>1,000万円</td></tr>
      <tr><th>従業員数</th><td>18名（季節雇用を含む）</td></tr>
      <tr><th>事業内容</th><td>清酒・リキュールの製造販売</td></tr>
      <tr><th>製造石数</th><td>約800石</td></tr>
      <tr><th>主要取引先</th><td>国分グループ本社株式会社、日本酒類販売株式会社、全国特約店</td></tr>
      <tr><th>取引銀行</th><td><a href="https://www.82bank.co.jp/" target="_blank" rel="noopener">八十二銀行</a> 佐久支店、佐久浅間農業協同組合</td></tr>
      <tr><th>所属団体</th><td><a href="https://www.nagano-sake.or.jp/" target="_blank" rel="noopener">長野県酒造組合</a>、<a href="https://japansake.or.jp/" target="_blank" rel="noopener">日本酒造組合中央会</a>、佐久商工会議所</td></tr>
    </table>
  </section>
  <section class="sec">
    <h3 class="ttl-sub">沿革</h3>
    <dl class="history">
      <dt>1889年</dt><dd>初代・小林源蔵が佐久郡中込村にて酒造業を創業</dd>
      <dt>1962年</dt><dd>株式会社に改組</dd>
      <dt>2008年</dt><dd>全量純米蔵に転換</dd>
      <dt>2019年</dt><dd>香港・台湾への輸出を開始</dd>
      <dt>2023年</dt><dd>蔵見学施設「水鏡テラス」開設</dd>
    </dl>
  </section>
  <section class="sec">
    <h3 class="ttl-sub">アクセス</h3>
    <p>JR小海線 中込駅より徒歩7分／上信越自動車道 佐久ICより車で10分</p>
  </section>
</main>
` +
  foot;

const news =
  head(
    '令和5酒造年度 全国新酒鑑評会にて金賞を受賞しました｜水鏡酒造株式会社',
    '令和5酒造年度全国新酒鑑評会において「水鏡 純米大吟醸」が金賞を受賞しました。',
    '/news/2024/0513.html',
    'news',
  ) +
  `<main id="main">
  <div class="page-ttl"><h2>お知らせ<span>NEWS</span></h2></div>
  <ol class="breadcrumb"><li><a href="/">TOP</a></li><li><a href="/news/">お知らせ</a></li><li>令和5酒造年度 全国新酒鑑評会にて金賞を受賞しました</li></ol>
  <article class="news-detail">
    <p class="date">2024.05.13</p>
    <h3>令和5酒造年度 全国新酒鑑評会にて金賞を受賞しました</h3>
    <p><a href="https://www.nrib.go.jp/" target="_blank" rel="noopener">独立行政法人 酒類総合研究所</a>と日本酒造組合中央会が共催する令和5酒造年度全国新酒鑑評会において、「水鏡 純米大吟醸 美山錦」が金賞を受賞いたしました。3年連続の金賞受賞となります。</p>
    <p>受賞酒は6月1日より、蔵元直売所および<a href="https://shop.mizukagami-shuzo.co.jp/">公式オンラインショップ</a>にて数量限定で販売いたします。</p>
    <p>また、6月15日（土）〜16日（日）に池袋サンシャインシティで開催される「信州地酒まつり2024」（主催：長野県酒造組合）に出展いたします。当日の様子は<a href="https://www.nhk.or.jp/nagano/" target="_blank" rel="noopener">NHK長野放送局</a>でも紹介される予定です。</p>
    <p class="btn-back"><a href="/news/">一覧へ戻る</a></p>
  </article>
</main>
` +
  foot;

const kura =
  head('蔵見学｜水鏡酒造株式会社', '水鏡酒造の蔵見学と試飲のご案内。', '/kura/', 'kura') +
  `<main id="main">
  <div class="page-ttl"><h2>蔵見学<span>BREWERY TOUR</span></h2></div>
  <ol class="breadcrumb"><li><a href="/">TOP</a></li><li>蔵見学</li></ol>
  <section class="sec">
    <p class="lead">仕込み蔵と「水鏡テラス」をご案内し、季節の酒を試飲いただけます（所要約60分）。</p>
    <table class="tour-table">
      <tr><th>開催日</th><td>毎週土曜・日曜 10:00／14:00（年末年始を除く）</td></tr>
      <tr><th>料金</th><td>お一人様 1,500円（試飲・お土産付き）</td></tr>
      <tr><th>定員</th><td>各回12名</td></tr>
      <tr><th>ご予約</th><td>お電話、または<a href="https://www.jalan.net/kankou/spt_guide000000219833/" target="_blank" rel="noopener">じゃらん遊び・体験予約</a>からお申し込みください。</td></tr>
    </table>
    <p>団体のお客様（15名以上）は、旅行会社様経由でお申し込みください。<br>佐久市の観光情報は<a href="https://www.sakukanko.jp/" target="_blank" rel="noopener">佐久市観光協会</a>のウェブサイトをご覧ください。</p>
  </section>
</main>
` +
  foot;

export const site: CorpusSite = {
  domain: 'mizukagami-shuzo.co.jp',
  covers:
    'Japanese sake brewery on hand-coded static HTML (Apache, jQuery, slick, gtag) served from www.: domestic stockists in per-prefecture tables and <br> text blocks (one written-out URL, shops without website, a department store), online shops mixing own and marketplace stores with a partner shop, and overseas importers in a definition list with an export agent named in a sentence; traps are the Rakuten own store, banks, associations, an award body, an event venue, a broadcaster and a tour-booking site.',
  pages: {
    '/': { status: 301, redirect: 'https://www.mizukagami-shuzo.co.jp/' },
    'https://www.mizukagami-shuzo.co.jp/': { headers: HEADERS, html: home },
    'https://www.mizukagami-shuzo.co.jp/shop/': { headers: HEADERS, html: shop },
    'https://www.mizukagami-shuzo.co.jp/overseas/': { headers: HEADERS, html: overseas },
    'https://www.mizukagami-shuzo.co.jp/company/': { headers: HEADERS, html: company },
    'https://www.mizukagami-shuzo.co.jp/news/2024/0513.html': { headers: HEADERS, html: news },
    'https://www.mizukagami-shuzo.co.jp/kura/': { headers: HEADERS, html: kura },
  },
  sitemap: [
    'https://www.mizukagami-shuzo.co.jp/',
    'https://www.mizukagami-shuzo.co.jp/shop/',
    'https://www.mizukagami-shuzo.co.jp/overseas/',
    'https://www.mizukagami-shuzo.co.jp/company/',
    'https://www.mizukagami-shuzo.co.jp/news/2024/0513.html',
    'https://www.mizukagami-shuzo.co.jp/kura/',
  ],
  technologies: ['apache-http-server', 'jquery', 'slick', 'google-analytics', 'google-tag-manager', 'google-font-api', 'open-graph'],
  partners: {
    'sakaya-maruya.jp': 'channel',
    'shinshu-jizake.com': 'channel',
    'izumiya-sake.co.jp': 'channel',
    'naniwa-jizake.jp': 'channel',
    'sake-meguriya.com': 'channel',
    'sakelabo.jp': 'channel',
    'jct-export.co.jp': 'channel',
    'pacificsakeimports.com': 'channel',
    'kuraselection.com.hk': 'channel',
    'sakeharbour.sg': 'channel',
    'jiuzang.com.tw': 'channel',
    'maisondusake-lyon.fr': 'channel',
    'sakeya.com.au': 'channel',
  },
};
