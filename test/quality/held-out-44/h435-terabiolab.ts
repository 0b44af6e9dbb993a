import type { CorpusSite } from '../corpus/types.js';

// Japanese research-reagent maker (antibodies, ELISA kits), hand-written static HTML on Apache with jQuery and gtag.
// Domestic and overseas distributors (販売代理店) in tables, technology alliance / business alliance / joint research
// partners as a definition list on a separate page. Industry association, ISO registrar, trade show, parent holding,
// English site, job board and PubMed links are not partners.

const headers = { 'content-type': 'text/html; charset=UTF-8', server: 'Apache', 'x-frame-options': 'SAMEORIGIN' };

function page(title: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}｜株式会社テラバイオラボ</title>
<meta name="description" content="株式会社テラバイオラボは、抗体・ELISAキットなどの研究用試薬を開発・製造・販売しています。">
<meta name="keywords" content="抗体,ELISA,研究用試薬,テラバイオラボ">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.terabiolab.co.jp${path}">
<meta property="og:site_name" content="株式会社テラバイオラボ">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/common.css?v=20240401">
<link rel="stylesheet" href="/common/css/page.css?v=20240401">
<script src="/common/js/jquery-3.6.0.min.js"></script>
<script src="/common/js/common.js?v=20240401"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TB7Q2MLX81"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-TB7Q2MLX81');
</script>
</head>
<body>
<div id="wrapper">
<header id="header">
  <div class="header-inner">
    <h1 class="logo"><a href="/"><img src="/common/img/logo.png" alt="株式会社テラバイオラボ TERABIO LAB"></a></h1>
    <ul class="header-sub">
      <li><a href="https://www.terabiolab.com/" target="_blank">English</a></li>
      <li><a href="/contact/">お問い合わせ</a></li>
    </ul>
  </div>
  <nav id="gnav">
    <ul>
      <li><a href="/products/">製品情報</a></li>
      <li><a href="/support/">技術サポート</a></li>
      <li><a href="/distributors/">販売代理店</a></li>
      <li><a href="/alliance/">提携・共同研究</a></li>
      <li><a href="/company/">会社案内</a></li>
      <li><a href="/news/">ニュース</a></li>
      <li><a href="/recruit/">採用情報</a></li>
    </ul>
  </nav>
</header>
<div id="contents">
${body}
</div>
<footer id="footer">
  <div class="footer-inner">
    <ul class="footer-nav">
      <li><a href="/products/">製品情報</a></li>
      <li><a href="/distributors/">販売代理店</a></li>
      <li><a href="/alliance/">提携・共同研究</a></li>
      <li><a href="/company/">会社案内</a></li>
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <p class="footer-address">株式会社テラバイオラボ&#12288;〒305-0047 茨城県つくば市千現2-1-6&#12288;TEL 029-861-4470</p>
    <p class="copyright">Copyright &copy; TERABIO LAB Co., Ltd. All Rights Reserved.</p>
  </div>
</footer>
</div>
</body>
</html>`;
}

const home = page(
  '研究用試薬の開発・製造',
  '/',
  `<div id="mainvisual"><p class="mv-copy">抗体で、生命科学の「見えない」を見える化する。</p></div>
<section class="top-section">
  <h2 class="ttl-top">製品カテゴリー</h2>
  <ul class="cat-list">
    <li><a href="/products/antibody/">一次抗体</a></li>
    <li><a href="/products/elisa/">ELISAキット</a></li>
    <li><a href="/products/recombinant/">組換えタンパク質</a></li>
    <li><a href="/products/custom/">受託抗体作製</a></li>
  </ul>
</section>
<section class="top-section">
  <h2 class="ttl-top">お知らせ</h2>
  <dl class="news-list">
    <dt>2024.06.10</dt><dd><a href="/news/2024/0610.html">BioJapan 2024に出展いたします</a></dd>
    <dt>2024.04.01</dt><dd><a href="/news/2024/0401.html">九州地区の販売代理店を追加しました</a></dd>
    <dt>2024.02.15</dt><dd><a href="/news/2024/0215.html">ジェノミクス・ソリューションズ株式会社と技術提携契約を締結</a></dd>
  </dl>
</section>
<section class="top-section">
  <h2 class="ttl-top">ご購入について</h2>
  <p>弊社製品は、全国の<a href="/distributors/">販売代理店</a>を通じてご購入いただけます。海外のお客様は各国の代理店へお問い合わせください。</p>
</section>`,
);

const distributors = page(
  '販売代理店',
  '/distributors/',
  `<div class="page-title"><h2>販売代理店</h2><p class="en">DISTRIBUTORS</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 販売代理店</div>
<section class="section">
  <p>弊社製品は下記の販売代理店よりお求めいただけます。価格・納期につきましては各代理店へお問い合わせください。</p>
  <h3 class="ttl-line">国内販売代理店</h3>
  <table class="tbl-basic">
    <tr><th>地域</th><th>代理店名</th><th>TEL</th></tr>
    <tr><td>北海道・東北</td><td><a href="https://www.hokusei-rika.co.jp/" target="_blank">ホクセイ理化学株式会社</a></td><td>011-812-3301</td></tr>
    <tr><td>関東・甲信越</td><td><a href="https://www.towa-science.co.jp/" target="_blank">東和サイエンス株式会社</a></td><td>03-5689-2210</td></tr>
    <tr><td>東海・北陸</td><td><a href="https://www.chubu-labo.co.jp/" target="_blank">中部ラボテック株式会社</a></td><td>052-932-7718</td></tr>
    <tr><td>近畿・中国・四国</td><td><a href="https://www.kansaibio.co.jp/" target="_blank">関西バイオ商事株式会社</a></td><td>06-6305-4481</td></tr>
    <tr><td>九州・沖縄</td><td><a href="https://q-labsupply.jp/" target="_blank">九州ラボサプライ株式会社</a> <span class="new">NEW</span></td><td>092-471-0925</td></tr>
    <tr><td>全国（Web販売）</td><td><a href="https://www.labnet-shop.jp/" target="_blank">ラボネット</a></td><td>0120-33-8080</td></tr>
  </table>
  <h3 class="ttl-line">海外販売代理店 / Overseas Distributors</h3>
  <table class="tbl-basic">
    <tr><th>Country / Region</th><th>Distributor</th></tr>
    <tr><td>USA, Canada</td><td><a href="https://www.pacificbioreagents.com/" target="_blank">Pacific Bioreagents Inc.</a></td></tr>
    <tr><td>China</td><td><a href="http://www.ruikebio.com.cn/" target="_blank">Shanghai Ruike Biotechnology Co., Ltd.</a></td></tr>
    <tr><td>Korea</td><td><a href="https://www.hanulbiotech.co.kr/" target="_blank">Hanul BioTech Co., Ltd.</a></td></tr>
    <tr><td>Taiwan</td><td><a href="https://www.formosa-labsci.com.tw/" target="_blank">Formosa LabSci Corp.</a></td></tr>
    <tr><td>Europe</td><td><a href="https://www.biovetra.de/" target="_blank">BioVetra GmbH</a></td></tr>
  </table>
  <p class="note">※上記以外の国・地域については <a href="mailto:export@terabiolab.co.jp">export@terabiolab.co.jp</a> までお問い合わせください。</p>
</section>`,
);

const alliance = page(
  '提携・共同研究',
  '/alliance/',
  `<div class="page-title"><h2>提携・共同研究</h2><p class="en">ALLIANCE &amp; COLLABORATION</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 提携・共同研究</div>
<section class="section">
  <p>テラバイオラボは、国内外の企業・研究機関との提携を通じて、新しい研究ツールの開発に取り組んでいます。</p>
  <h3 class="ttl-line">技術提携</h3>
  <dl class="dl-partner">
    <dt><a href="https://www.genomics-solutions.co.jp/" target="_blank">ジェノミクス・ソリューションズ株式会社</a></dt>
    <dd>シングルセル解析プラットフォームと当社抗体パネルの組み合わせによる、マルチオミクス解析ソリューションを共同開発しています（2024年2月技術提携契約締結）。</dd>
    <dt><a href="https://www.immunoarray-tech.com/" target="_blank">ImmunoArray Technologies, Inc.</a></dt>
    <dd>同社のマイクロアレイ技術を用いた高スループット抗体特異性評価を導入しています。</dd>
  </dl>
  <h3 class="ttl-line">業務提携</h3>
  <dl class="dl-partner">
    <dt><a href="https://www.medisearch-cro.co.jp/" target="_blank">メディサーチ株式会社</a></dt>
    <dd>臨床検体を用いた測定受託サービスにおいて業務提携しています。</dd>
  </dl>
  <h3 class="ttl-line">共同研究</h3>
  <dl class="dl-partner">
    <dt><a href="https://www.hokuriku-ims.jp/" target="_blank">北陸先端医科学研究所</a></dt>
    <dd>神経変性疾患バイオマーカーに対するモノクローナル抗体の共同研究（2021年〜）。</dd>
    <dt><a href="https://www.tsukuba-bioinnovation.jp/" target="_blank">つくばバイオイノベーションセンター</a></dt>
    <dd>組換えタンパク質発現系の改良に関する共同研究。</dd>
  </dl>
  <p>共同研究・提携のご相談は<a href="/contact/">お問い合わせフォーム</a>よりご連絡ください。</p>
  <h3 class="ttl-line">論文実績</h3>
  <ul class="list-disc">
    <li>Sato K, et al. Anti-pTau217 monoclonal antibody... <a href="https://pubmed.ncbi.nlm.nih.gov/38211904/" target="_blank">PubMed</a></li>
    <li>Mori H, et al. Sandwich ELISA for serum NfL... <a href="https://pubmed.ncbi.nlm.nih.gov/37680125/" target="_blank">PubMed</a></li>
  </ul>
</section>`,
);

const company = page(
  '会社案内',
  '/company/',
  `<div class="page-title"><h2>会社案内</h2><p class="en">COMPANY</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 会社案内</div>
<section class="section">
  <h3 class="ttl-line">会社概要</h3>
  <table class="tbl-basic">
    <tr><th>商号</th><td>株式会社テラバイオラボ（TERABIO LAB Co., Ltd.）</td></tr>
    <tr><th>設立</th><td>2004年4月</td></tr>
    <tr><th>資本金</th><td>9,800万円</td></tr>
    <tr><th>従業員数</th><td>62名（2024年4月現在）</td></tr>
    <tr><th>親会社</th><td><a href="https://www.tera-hd.co.jp/" target="_blank">テラホールディングス株式会社</a></td></tr>
    <tr><th>所在地</th><td>〒305-0047 茨城県つくば市千現2-1-6</td></tr>
    <tr><th>事業内容</th><td>研究用試薬の研究開発・製造・販売、受託抗体作製</td></tr>
    <tr><th>認証</th><td>ISO 9001:2015（認証機関：<a href="https://www.jqa.jp/" target="_blank">一般財団法人日本品質保証機構</a>）</td></tr>
    <tr><th>所属団体</th><td><a href="https://www.jrma.gr.jp/" target="_blank">日本試薬協会</a>、<a href="https://www.jba.or.jp/" target="_blank">一般財団法人バイオインダストリー協会</a></td></tr>
  </table>
  <h3 class="ttl-line">採用情報</h3>
  <p>新卒採用は<a href="https://job.mynavi.jp/25/pc/search/corp218845/outline.html" target="_blank">マイナビ2025</a>にて受付中です。</p>
</section>`,
);

const news = page(
  'BioJapan 2024に出展いたします',
  '/news/2024/0610.html',
  `<div class="page-title"><h2>ニュース</h2><p class="en">NEWS</p></div>
<section class="section">
  <p class="date">2024.06.10</p>
  <h3 class="ttl-news">BioJapan 2024に出展いたします</h3>
  <p>2024年10月9日（水）〜11日（金）にパシフィコ横浜で開催される<a href="https://www.biojapan-expo.jp/" target="_blank">BioJapan 2024</a>に出展いたします。</p>
  <p>ブースでは、技術提携先である<a href="https://www.genomics-solutions.co.jp/" target="_blank">ジェノミクス・ソリューションズ株式会社</a>と共同で、シングルセル解析用抗体パネルのデモンストレーションを行います。</p>
  <p>小間番号：B-214&#12288;皆様のご来場を心よりお待ちしております。</p>
  <p><a href="/news/">ニュース一覧へ戻る</a></p>
</section>`,
);

export const site: CorpusSite = {
  domain: 'terabiolab.co.jp',
  otherDomains: ['terabiolab.com'],
  covers:
    'hand-written static HTML on Apache (ja): domestic and overseas distributors (販売代理店) linked by name in two tables; technology alliance (技術提携), business alliance (業務提携) and joint research (共同研究) partners in definition lists; parent holding, ISO registrar, industry associations, trade show, Mynavi job board, PubMed links and the English site are not partners',
  pages: {
    '/': { headers, html: home },
    '/distributors/': { headers, html: distributors },
    '/alliance/': { headers, html: alliance },
    '/company/': { headers, html: company },
    '/news/2024/0610.html': { headers, html: news },
  },
  technologies: ['apache-http-server', 'jquery', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'hokusei-rika.co.jp': 'channel',
    'towa-science.co.jp': 'channel',
    'chubu-labo.co.jp': 'channel',
    'kansaibio.co.jp': 'channel',
    'q-labsupply.jp': 'channel',
    'labnet-shop.jp': 'channel',
    'pacificbioreagents.com': 'channel',
    'ruikebio.com.cn': 'channel',
    'hanulbiotech.co.kr': 'channel',
    'formosa-labsci.com.tw': 'channel',
    'biovetra.de': 'channel',
    'genomics-solutions.co.jp': 'technology',
    'immunoarray-tech.com': 'technology',
    'medisearch-cro.co.jp': 'generic',
    'hokuriku-ims.jp': 'generic',
    'tsukuba-bioinnovation.jp': 'generic',
  },
};
