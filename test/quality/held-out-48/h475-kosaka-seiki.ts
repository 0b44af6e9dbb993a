import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache/2.4.57 (Unix)',
  'last-modified': 'Mon, 11 Mar 2024 02:14:09 GMT',
  'accept-ranges': 'bytes',
};

function page(title: string, description: string, path: string, bodyId: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}｜小坂精機株式会社</title>
<meta name="description" content="${description}">
<meta name="keywords" content="エンドミル,ドリル,超硬工具,切削工具,小坂精機">
<meta property="og:title" content="${title}｜小坂精機株式会社">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.kosaka-seiki.co.jp${path}">
<meta property="og:image" content="https://www.kosaka-seiki.co.jp/common/img/ogp.jpg">
<meta property="og:site_name" content="小坂精機株式会社">
<meta property="og:description" content="${description}">
<link rel="icon" href="/favicon.ico">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;500;700&amp;display=swap" rel="stylesheet">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/slick-carousel/1.8.1/slick.min.css">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/style.css?v=20240311">
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-3KQ8ZP1T7D"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-3KQ8ZP1T7D');
</script>
</head>
<body id="${bodyId}">
<div id="wrapper">
<header id="header">
  <div class="header-inner">
    <h1 class="logo"><a href="/"><img src="/common/img/logo.png" alt="小坂精機株式会社 KOSAKA SEIKI CO.,LTD." width="240" height="40"></a></h1>
    <ul class="header-util">
      <li><a href="/en/">English</a></li>
      <li><a href="/contact/">お問い合わせ</a></li>
      <li class="tel">TEL 0258-24-5511</li>
    </ul>
  </div>
  <nav id="gnav">
    <ul>
      <li><a href="/">ホーム</a></li>
      <li><a href="/products/">製品情報</a></li>
      <li><a href="/catalog/">カタログ</a></li>
      <li><a href="/dealer/">販売店一覧</a></li>
      <li><a href="/company/">会社案内</a></li>
      <li><a href="/recruit/">採用情報</a></li>
      <li><a href="/contact/">お問い合わせ</a></li>
    </ul>
  </nav>
</header>
<div id="contents">
${content}
</div>
<footer id="footer">
  <div class="footer-inner">
    <div class="footer-info">
      <p class="footer-logo"><img src="/common/img/logo_w.png" alt="小坂精機株式会社"></p>
      <p>〒940-0061 新潟県長岡市城岡2丁目5番18号<br>TEL 0258-24-5511 ／ FAX 0258-24-5520</p>
    </div>
    <ul class="footer-nav">
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
      <li><a href="https://www.youtube.com/@kosakaseiki" target="_blank">公式YouTube</a></li>
    </ul>
  </div>
  <p class="copyright"><small>Copyright &copy; KOSAKA SEIKI CO.,LTD. All Rights Reserved.</small></p>
</footer>
</div>
<script src="https://code.jquery.com/jquery-3.6.0.min.js" integrity="sha256-/xUj+3OJU5yExlq6GSYGSHk7tPXikynS7ogEvDej/m4=" crossorigin="anonymous"></script>
<script src="https://cdnjs.cloudflare.com/ajax/libs/slick-carousel/1.8.1/slick.min.js"></script>
<script src="/common/js/common.js?v=20240311"></script>
</body>
</html>`;
}

const home = page(
  '超硬エンドミル・ドリルの専門メーカー',
  '新潟県長岡市の切削工具メーカー、小坂精機株式会社の公式サイトです。超硬エンドミル、ドリル、特殊工具の設計・製造を行っています。',
  '/',
  'top',
  `<section class="mainvisual">
  <div class="mv-slider">
    <div><img src="/img/top/mv01.jpg" alt="超硬エンドミル KSシリーズ"></div>
    <div><img src="/img/top/mv02.jpg" alt="長岡工場"></div>
    <div><img src="/img/top/mv03.jpg" alt="特殊工具の設計"></div>
  </div>
  <p class="mv-copy">削る、を極める。<br>1958年創業、長岡のものづくり。</p>
</section>
<section class="top-news">
  <h2>新着情報</h2>
  <dl class="news-list">
    <dt>2024.03.15</dt><dd><a href="/news/2024/0315.html">タイに新たな代理店が加わりました</a></dd>
    <dt>2024.02.01</dt><dd><a href="/news/2024/0201.html">KSシリーズ高硬度材用エンドミルを追加しました</a></dd>
    <dt>2023.11.10</dt><dd>JIMTOF2024への出展が決定しました（<a href="https://www.jimtof.org/" target="_blank">JIMTOF公式サイト</a>）</dd>
  </dl>
</section>
<section class="top-products">
  <h2>製品情報</h2>
  <ul>
    <li><a href="/products/endmill/"><img src="/img/top/pro_endmill.jpg" alt="">超硬エンドミル</a></li>
    <li><a href="/products/drill/"><img src="/img/top/pro_drill.jpg" alt="">超硬ドリル</a></li>
    <li><a href="/products/special/"><img src="/img/top/pro_special.jpg" alt="">特殊工具</a></li>
  </ul>
</section>
<section class="top-dealer">
  <h2>ご購入について</h2>
  <p>当社製品は全国の販売店・海外代理店を通じてお求めいただけます。最寄りの<a href="/dealer/">販売店</a>へお問い合わせください。</p>
</section>`,
);

const dealer = page(
  '販売店一覧',
  '小坂精機製品を取り扱う全国の販売店一覧です。',
  '/dealer/',
  'dealer',
  `<div class="page-title"><h2>販売店一覧</h2><p class="en">DEALERS</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 販売店一覧</div>
<section class="section">
  <p>当社製品は下記の特約販売店にてお取り扱いしております。在庫・納期・価格につきましては各販売店へ直接お問い合わせください。</p>
  <ul class="tab-links"><li class="current">国内販売店</li><li><a href="/dealer/overseas.html">海外代理店</a></li></ul>
  <table class="tbl-dealer">
    <thead>
      <tr><th>地域</th><th>販売店名</th><th>所在地</th><th>電話番号</th></tr>
    </thead>
    <tbody>
      <tr><td>北海道</td><td><a href="https://www.sapporo-tool.co.jp/" target="_blank">株式会社札幌ツール商会</a></td><td>札幌市東区</td><td>011-781-2231</td></tr>
      <tr><td>東北</td><td><a href="http://www.sendai-kiko.co.jp/" target="_blank">仙台機工株式会社</a></td><td>仙台市宮城野区</td><td>022-258-4410</td></tr>
      <tr><td>新潟</td><td>有限会社越後工具店</td><td>新潟県三条市</td><td>0256-33-1520</td></tr>
      <tr><td>関東</td><td><a href="https://www.tokyo-sessaku.co.jp/" target="_blank">東京切削工具販売株式会社</a></td><td>東京都大田区</td><td>03-3742-8801</td></tr>
      <tr><td>中部</td><td><a href="https://nagoya-tooling.jp/" target="_blank">株式会社名古屋ツーリング</a></td><td>名古屋市中川区</td><td>052-353-6620</td></tr>
      <tr><td>関西</td><td><a href="https://www.osaka-kogu.com/shop/" target="_blank">大阪工具センター株式会社</a></td><td>大阪府東大阪市</td><td>06-6745-0931</td></tr>
      <tr><td>九州</td><td><a href="https://www.kyushu-mt.co.jp/" target="_blank">九州マシンツール株式会社</a></td><td>福岡県北九州市</td><td>093-571-3302</td></tr>
    </tbody>
  </table>
  <p class="note">※ネット通販でのご購入は<a href="https://www.monotaro.com/brand/kosakaseiki/" target="_blank">モノタロウ</a>でも一部製品を取り扱っております。</p>
</section>`,
);

const overseas = page(
  '海外代理店',
  '小坂精機製品の海外代理店・海外拠点のご案内です。',
  '/dealer/overseas.html',
  'dealer',
  `<div class="page-title"><h2>海外代理店</h2><p class="en">OVERSEAS DISTRIBUTORS</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; <a href="/dealer/">販売店一覧</a> &gt; 海外代理店</div>
<section class="section">
  <ul class="tab-links"><li><a href="/dealer/">国内販売店</a></li><li class="current">海外代理店</li></ul>
  <h3 class="ttl-border">海外拠点</h3>
  <div class="box-base">
    <p><strong>KOSAKA SEIKI (THAILAND) CO., LTD.</strong>（当社100%出資子会社）<br>Amata City Chonburi Industrial Estate, Thailand<br><a href="https://www.kosaka-seiki.co.th/" target="_blank">www.kosaka-seiki.co.th</a></p>
  </div>
  <h3 class="ttl-border">海外代理店</h3>
  <table class="tbl-dealer">
    <tr><th>タイ</th><td>Siam Precision Tools Co., Ltd.</td><td><a href="https://www.siamprecisiontools.co.th/" target="_blank">https://www.siamprecisiontools.co.th/</a></td></tr>
    <tr><th>ベトナム</th><td>Viet Tool Joint Stock Company</td><td><a href="https://viettool.com.vn/" target="_blank">https://viettool.com.vn/</a></td></tr>
    <tr><th>インドネシア</th><td>PT Alat Presisi Nusantara</td><td><a href="https://www.alatpresisi.co.id/" target="_blank">https://www.alatpresisi.co.id/</a></td></tr>
    <tr><th>中国</th><td>苏州精工刀具贸易有限公司</td><td><a href="http://www.szjg-tools.cn/" target="_blank">http://www.szjg-tools.cn/</a></td></tr>
    <tr><th>アメリカ</th><td>Precision Cutting Supply, Inc.</td><td><a href="https://www.pcsupply-usa.com/" target="_blank">https://www.pcsupply-usa.com/</a></td></tr>
  </table>
</section>`,
);

const news = page(
  'タイに新たな代理店が加わりました',
  'タイ・バンコクのSiam Precision Tools社と代理店契約を締結しました。',
  '/news/2024/0315.html',
  'news',
  `<div class="page-title"><h2>新着情報</h2><p class="en">NEWS</p></div>
<article class="news-detail">
  <p class="date">2024.03.15</p>
  <h3>タイに新たな代理店が加わりました</h3>
  <p>このたび当社は、タイ・バンコクの<a href="https://www.siamprecisiontools.co.th/" target="_blank">Siam Precision Tools Co., Ltd.</a>と代理店契約を締結いたしました。現地子会社KOSAKA SEIKI (THAILAND)と連携し、東部経済回廊（EEC）の自動車部品メーカー様へのサポート体制を強化してまいります。</p>
  <p><a href="/news/">一覧へ戻る</a></p>
</article>`,
);

const company = page(
  '会社案内',
  '小坂精機株式会社の会社概要、沿革、認証取得状況のご案内です。',
  '/company/',
  'company',
  `<div class="page-title"><h2>会社案内</h2><p class="en">COMPANY</p></div>
<section class="section">
  <h3 class="ttl-border">会社概要</h3>
  <table class="tbl-company">
    <tr><th>社名</th><td>小坂精機株式会社（KOSAKA SEIKI CO.,LTD.）</td></tr>
    <tr><th>創業</th><td>1958年（昭和33年）4月</td></tr>
    <tr><th>資本金</th><td>9,800万円</td></tr>
    <tr><th>代表者</th><td>代表取締役社長 小坂 健一</td></tr>
    <tr><th>従業員数</th><td>186名（2024年4月現在）</td></tr>
    <tr><th>事業内容</th><td>超硬エンドミル・ドリル・特殊切削工具の設計、製造、販売および再研削</td></tr>
    <tr><th>主要取引先</th><td>自動車部品メーカー、金型メーカー、航空機部品メーカー、工作機械メーカー（順不同）</td></tr>
    <tr><th>取引銀行</th><td>第四北越銀行、商工組合中央金庫、日本政策金融公庫</td></tr>
    <tr><th>加盟団体</th><td><a href="https://www.jtia.jp/" target="_blank">日本機械工具工業会</a>、長岡商工会議所</td></tr>
    <tr><th>グループ会社</th><td>KOSAKA SEIKI (THAILAND) CO., LTD.</td></tr>
  </table>
  <h3 class="ttl-border">認証・表彰</h3>
  <ul class="list-disc">
    <li>ISO 9001:2015 認証取得（<a href="https://www.jqa.jp/" target="_blank">JQA</a>）</li>
    <li>ISO 14001:2015 認証取得</li>
    <li>2021年 ものづくり日本大賞 経済産業大臣賞 受賞</li>
    <li>新潟県 健康経営優良法人 認定</li>
  </ul>
</section>`,
);

const contact = page(
  'お問い合わせ',
  '製品・技術・ご購入に関するお問い合わせはこちら。',
  '/contact/',
  'contact',
  `<div class="page-title"><h2>お問い合わせ</h2><p class="en">CONTACT</p></div>
<section class="section">
  <p>ご購入・お見積りは最寄りの<a href="/dealer/">販売店</a>へお問い合わせください。製品の技術的なご質問は下記フォームより承ります。</p>
  <form action="/contact/confirm.cgi" method="post" class="form-contact">
    <dl>
      <dt>会社名<span class="req">必須</span></dt><dd><input type="text" name="company"></dd>
      <dt>お名前<span class="req">必須</span></dt><dd><input type="text" name="name"></dd>
      <dt>メールアドレス<span class="req">必須</span></dt><dd><input type="email" name="email"></dd>
      <dt>お問い合わせ内容</dt><dd><textarea name="body"></textarea></dd>
    </dl>
    <p class="btn"><input type="submit" value="確認画面へ"></p>
  </form>
</section>`,
);

export const site: CorpusSite = {
  domain: 'kosaka-seiki.co.jp',
  otherDomains: ['kosaka-seiki.co.th'],
  covers:
    'Japanese hand-written site of a cutting-tool maker: domestic dealer table with linked names (one unlinked), overseas distributor table on a second tab page, a distributor repeated in a news post; an online retailer (MonotaRO) noted below the table; negatives: own Thai subsidiary domain, JIMTOF trade fair, industry association membership, JQA certification, awards, banks and customers by name only, YouTube',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/dealer/': { headers: HEADERS, html: dealer },
    '/dealer/overseas.html': { headers: HEADERS, html: overseas },
    '/news/2024/0315.html': { headers: HEADERS, html: news },
    '/company/': { headers: HEADERS, html: company },
    '/contact/': { headers: HEADERS, html: contact },
  },
  technologies: [
    'apache-http-server',
    'unix',
    'jquery',
    'jquery-cdn',
    'slick',
    'cdnjs',
    'cloudflare',
    'google-font-api',
    'google-analytics',
    'google-tag-manager',
    'open-graph',
  ],
  partners: {
    'sapporo-tool.co.jp': 'channel',
    'sendai-kiko.co.jp': 'channel',
    'tokyo-sessaku.co.jp': 'channel',
    'nagoya-tooling.jp': 'channel',
    'osaka-kogu.com': 'channel',
    'kyushu-mt.co.jp': 'channel',
    'siamprecisiontools.co.th': 'channel',
    'viettool.com.vn': 'channel',
    'alatpresisi.co.id': 'channel',
    'szjg-tools.cn': 'channel',
    'pcsupply-usa.com': 'channel',
    'monotaro.com': 'channel',
  },
};
