import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-content-type-options': 'nosniff',
};

function layout(title: string, bodyId: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Movable Type Pro 7.9.9">
<title>${title}｜株式会社みなと住宅販売</title>
<meta name="description" content="横浜市港北区・神奈川区の不動産売買・仲介・買取なら、地域密着40年のみなと住宅販売へ。">
<meta name="keywords" content="横浜,港北区,不動産,売買,仲介,買取,住宅ローン">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;500;700&amp;display=swap" rel="stylesheet">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/slick.css">
<link rel="stylesheet" href="/common/css/slick-theme.css">
<link rel="stylesheet" href="/common/css/style.css?v=20240412">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.6.0/jquery.min.js"></script>
<script src="/common/js/slick.min.js"></script>
<script src="/common/js/common.js?v=20240412"></script>
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-MJ72KQ4TZP"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-MJ72KQ4TZP');</script>
</head>
<body id="${bodyId}">
<header id="header">
  <div class="header-inner">
    <p class="header-catch">横浜・港北エリアの不動産売買なら</p>
    <h1 class="header-logo"><a href="/"><img src="/common/img/logo.svg" alt="みなと住宅販売"></a></h1>
    <div class="header-tel"><span>お電話でのお問い合わせ</span><a href="tel:0454781230">045-478-1230</a><small>受付 9:30〜18:30（水曜定休）</small></div>
  </div>
  <nav id="gnav">
    <ul>
      <li><a href="/">ホーム</a></li>
      <li><a href="/bukken/">物件検索</a></li>
      <li><a href="/baikyaku/">売却・査定</a></li>
      <li><a href="/loan/">住宅ローン</a></li>
      <li><a href="/teikei/">提携企業</a></li>
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/contact/">お問い合わせ</a></li>
    </ul>
  </nav>
</header>
<div id="main">
${content}
</div>
<footer id="footer">
  <div class="footer-inner">
    <div class="footer-info">
      <p class="footer-logo"><img src="/common/img/logo-white.svg" alt="みなと住宅販売"></p>
      <p>〒222-0033 神奈川県横浜市港北区新横浜2-8-11 みなとビル1F<br>TEL 045-478-1230 / FAX 045-478-1231</p>
      <p>宅地建物取引業免許 神奈川県知事(9)第18742号</p>
    </div>
    <div class="footer-member">
      <p class="footer-ttl">所属団体</p>
      <ul>
        <li><a href="https://www.zennichi.or.jp/" target="_blank">公益社団法人 全日本不動産協会</a></li>
        <li><a href="https://www.rfkanto.or.jp/" target="_blank">公益社団法人 首都圏不動産公正取引協議会</a></li>
      </ul>
    </div>
    <ul class="footer-nav">
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
      <li><a href="https://www.instagram.com/minato_jutaku/" target="_blank">Instagram</a></li>
      <li><a href="https://line.me/R/ti/p/@minatojutaku" target="_blank">LINE公式アカウント</a></li>
    </ul>
  </div>
  <p class="copyright"><small>&copy; MINATO JUTAKU HANBAI Co., Ltd. All Rights Reserved.</small></p>
</footer>
</body>
</html>`;
}

function bank(name: string, url: string, note: string): string {
  return `      <tr><th><a href="${url}" target="_blank" rel="noopener">${name}</a></th><td>${note}</td></tr>`;
}

export const site: CorpusSite = {
  domain: 'minato-jutaku.co.jp',
  covers:
    'Japanese real estate brokerage on Movable Type with jQuery/slick from Google Hosted Libraries and GA4: partner financial institutions table on the mortgage page (bank subdomains such as bk.mufg.jp), a 提携企業 page with linked service partners and a systems partner, a news article announcing a new partnership reachable only through the sitemap; negatives: the housing finance agency linked only as partner of other lenders, industry association memberships, licence number, main banks listed without links, Instagram/LINE, SUUMO listing mention, customer voices, Google Maps embed',
  pages: {
    '/': {
      headers,
      html: layout(
        '横浜市港北区の不動産売買・仲介',
        'top',
        `<section class="mv">
  <div class="mv-slider">
    <div><img src="/common/img/mv01.jpg" alt="新横浜の街並み"></div>
    <div><img src="/common/img/mv02.jpg" alt="港北ニュータウンの住宅"></div>
  </div>
  <p class="mv-copy">地域密着40年。<br>住まいの「買う」「売る」をまるごとサポート。</p>
</section>
<section class="top-search">
  <h2 class="sec-ttl">物件を探す</h2>
  <ul class="search-btns">
    <li><a href="/bukken/?type=mansion">中古マンション</a></li>
    <li><a href="/bukken/?type=kodate">一戸建て</a></li>
    <li><a href="/bukken/?type=tochi">土地</a></li>
  </ul>
  <p>当社の物件は<a href="https://suumo.jp/" target="_blank">SUUMO</a>でもご覧いただけます。</p>
</section>
<section class="top-news">
  <h2 class="sec-ttl">お知らせ</h2>
  <dl class="news-list">
    <dt>2024.05.20</dt><dd><a href="/news/2024/05/gw-kyugyo.html">ゴールデンウィーク休業のお知らせ</a></dd>
    <dt>2024.04.01</dt><dd><a href="/news/2024/04/loan-seminar.html">住宅ローン相談会を開催します</a></dd>
  </dl>
</section>
<section class="top-voice">
  <h2 class="sec-ttl">お客様の声</h2>
  <div class="voice-item"><p>「初めての住宅購入で不安でしたが、ローンの手続きまで丁寧に教えていただきました。」</p><p class="voice-name">港北区 K様（30代）</p></div>
  <div class="voice-item"><p>「相続した実家の売却を短期間でまとめていただき感謝しています。」</p><p class="voice-name">神奈川区 S様（60代）</p></div>
</section>
<section class="top-bnr">
  <ul>
    <li><a href="/baikyaku/"><img src="/common/img/bnr-satei.jpg" alt="無料売却査定"></a></li>
    <li><a href="/loan/"><img src="/common/img/bnr-loan.jpg" alt="住宅ローンのご相談"></a></li>
    <li><a href="/teikei/"><img src="/common/img/bnr-teikei.jpg" alt="提携企業のご紹介"></a></li>
  </ul>
</section>`,
      ),
    },
    '/loan/': {
      headers,
      html: layout(
        '住宅ローンのご相談',
        'loan',
        `<div class="page-ttl"><h2>住宅ローンのご相談</h2></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 住宅ローン</div>
<section class="sec">
  <p>当社では、提携金融機関の住宅ローンを優遇金利でご紹介しております。事前審査のお申し込みから金銭消費貸借契約まで、担当者がしっかりサポートいたします。</p>
  <h3 class="sec-sub">提携金融機関一覧</h3>
  <table class="tbl-basic">
    <tbody>
${bank('三菱UFJ銀行', 'https://www.bk.mufg.jp/kariru/jutaku/', '新横浜支店')}
${bank('三井住友銀行', 'https://www.smbc.co.jp/kojin/jutaku_loan/', '横浜駅前支店')}
${bank('みずほ銀行', 'https://www.mizuhobank.co.jp/retail/products/loan/housing/', '横浜中央支店')}
${bank('りそな銀行', 'https://www.resonabank.co.jp/kojin/jutaku/', '横浜支店')}
${bank('横浜銀行', 'https://www.boy.co.jp/kojin/loan/jutaku/', '新横浜駅前支店')}
${bank('ARUHI（アルヒ）', 'https://www.aruhi-corp.co.jp/', '【フラット35】取扱')}
    </tbody>
  </table>
  <p>【フラット35】については、<a href="https://www.flat35.com/" target="_blank" rel="noopener">住宅金融支援機構</a>と提携する金融機関を通じてお申し込みいただけます。</p>
  <p class="note">※金利・審査条件は各金融機関の定めによります。</p>
</section>`,
      ),
    },
    '/teikei/': {
      headers,
      html: layout(
        '提携企業のご紹介',
        'teikei',
        `<div class="page-ttl"><h2>提携企業のご紹介</h2></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 提携企業</div>
<section class="sec">
  <p>お住まいの購入・売却に伴うさまざまなご相談に、信頼できる提携企業とともにお応えします。</p>
  <div class="teikei-list">
    <div class="teikei-item">
      <h3>リフォーム</h3>
      <p><a href="https://www.wangan-reform.co.jp/" target="_blank">株式会社湾岸リフォーム</a><br>中古住宅購入時のリフォーム・リノベーションをご提案します。当社経由のお客様は見積無料。</p>
    </div>
    <div class="teikei-item">
      <h3>お引越し</h3>
      <p><a href="https://www.hikkoshi-sakai.co.jp/" target="_blank">サカイ引越センター</a><br>提携割引でお引越し料金がお得になります。</p>
    </div>
    <div class="teikei-item">
      <h3>登記手続き</h3>
      <p><a href="https://kohoku-shihoshoshi.jp/" target="_blank">港北司法書士事務所</a><br>所有権移転・抵当権設定登記などを承ります。</p>
    </div>
    <div class="teikei-item">
      <h3>火災保険</h3>
      <p><a href="https://www.sompo-japan.co.jp/" target="_blank">損害保険ジャパン株式会社</a>の火災保険・地震保険をご案内しております（当社は損害保険代理店です）。</p>
    </div>
    <div class="teikei-item">
      <h3>物件管理システム</h3>
      <p>物件情報の管理・公開には、システム提携先である<a href="https://www.e-seikatsu.info/" target="_blank">株式会社いい生活</a>の不動産クラウドを利用しています。</p>
    </div>
  </div>
</section>`,
      ),
    },
    '/news/2024/03/inspection-teikei.html': {
      headers,
      html: layout(
        'ホームインスペクション東京と業務提携しました',
        'news',
        `<div class="page-ttl"><h2>お知らせ</h2></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; お知らせ</div>
<article class="entry">
  <p class="entry-date">2024.03.15</p>
  <h3 class="entry-ttl">株式会社ホームインスペクション東京と業務提携しました</h3>
  <div class="entry-body">
    <p>このたび当社は、住宅診断（ホームインスペクション）の専門会社である<a href="https://www.homeinspection-tokyo.jp/" target="_blank">株式会社ホームインスペクション東京</a>と業務提携いたしました。</p>
    <p>当社で中古住宅をご購入・ご売却されるお客様は、建物状況調査を特別価格でご利用いただけます。</p>
  </div>
</article>`,
      ),
    },
    '/company/': {
      headers,
      html: layout(
        '会社概要',
        'company',
        `<div class="page-ttl"><h2>会社概要</h2></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 会社概要</div>
<section class="sec">
  <table class="tbl-basic">
    <tr><th>商号</th><td>株式会社みなと住宅販売</td></tr>
    <tr><th>代表者</th><td>代表取締役 湊 健一郎</td></tr>
    <tr><th>設立</th><td>1984年6月</td></tr>
    <tr><th>資本金</th><td>3,000万円</td></tr>
    <tr><th>所在地</th><td>〒222-0033 神奈川県横浜市港北区新横浜2-8-11 みなとビル1F</td></tr>
    <tr><th>事業内容</th><td>不動産の売買・仲介・買取、損害保険代理業</td></tr>
    <tr><th>免許番号</th><td>宅地建物取引業 神奈川県知事(9)第18742号</td></tr>
    <tr><th>取引銀行</th><td>横浜銀行 新横浜駅前支店、横浜信用金庫 大倉山支店</td></tr>
    <tr><th>所属団体</th><td>公益社団法人 全日本不動産協会／公益社団法人 不動産保証協会／公益社団法人 首都圏不動産公正取引協議会</td></tr>
  </table>
  <h3 class="sec-sub">アクセス</h3>
  <p>JR新横浜駅 北口より徒歩5分</p>
  <div class="map"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3247.8!2d139.6175!3d35.5102!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2z5paw5qiq5rWc!5e0!3m2!1sja!2sjp!4v1715000000000" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe></div>
</section>`,
      ),
    },
    '/contact/': {
      headers,
      html: layout(
        'お問い合わせ',
        'contact',
        `<div class="page-ttl"><h2>お問い合わせ</h2></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; お問い合わせ</div>
<section class="sec">
  <p>物件のお問い合わせ、売却のご相談など、お気軽にご連絡ください。</p>
  <form action="/mt/mt-contact.cgi" method="post" class="contact-form">
    <dl>
      <dt>お名前<span class="req">必須</span></dt><dd><input type="text" name="name" required></dd>
      <dt>メールアドレス<span class="req">必須</span></dt><dd><input type="email" name="email" required></dd>
      <dt>お問い合わせ種別</dt><dd><select name="kind"><option>物件について</option><option>売却・査定</option><option>住宅ローン</option><option>その他</option></select></dd>
      <dt>お問い合わせ内容</dt><dd><textarea name="message"></textarea></dd>
    </dl>
    <p class="btn"><button type="submit">確認画面へ</button></p>
  </form>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/loan/', '/teikei/', '/company/', '/contact/', '/news/2024/03/inspection-teikei.html'],
  technologies: [
    'movable-type',
    'jquery',
    'slick',
    'google-hosted-libraries',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'google-maps',
    'apache-http-server',
  ],
  partners: {
    'mufg.jp': 'generic',
    'smbc.co.jp': 'generic',
    'mizuhobank.co.jp': 'generic',
    'resonabank.co.jp': 'generic',
    'boy.co.jp': 'generic',
    'aruhi-corp.co.jp': 'generic',
    'wangan-reform.co.jp': 'generic',
    'hikkoshi-sakai.co.jp': 'generic',
    'kohoku-shihoshoshi.jp': 'generic',
    'sompo-japan.co.jp': 'generic',
    'e-seikatsu.info': 'technology',
    'homeinspection-tokyo.jp': 'generic',
  },
};
