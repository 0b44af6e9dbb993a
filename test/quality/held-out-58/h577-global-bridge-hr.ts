import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'PHP/8.1.27',
  'set-cookie': 'PHPSESSID=q3l8v0n2m5k7j9h1g4f6d8s0a2; path=/; secure; HttpOnly',
};

function page(title: string, description: string, path: string, bodyClass: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title}｜株式会社グローバルブリッジ人材</title>
<meta name="description" content="${description}">
<meta name="keywords" content="特定技能,技能実習,登録支援機関,外国人採用,ビザ申請,ベトナム,フィリピン">
<meta property="og:title" content="${title}｜株式会社グローバルブリッジ人材">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.global-bridge-hr.co.jp${path}">
<meta property="og:image" content="https://www.global-bridge-hr.co.jp/common/img/ogp.png">
<meta property="og:site_name" content="株式会社グローバルブリッジ人材">
<meta property="og:description" content="${description}">
<link rel="canonical" href="https://www.global-bridge-hr.co.jp${path}">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;500;700&display=swap" rel="stylesheet">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css">
<link rel="stylesheet" href="/common/js/slick/slick.css">
<link rel="stylesheet" href="/common/js/slick/slick-theme.css">
<link rel="stylesheet" href="/common/css/style.css?v=20240301">
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-4HRZ8PQ2XM"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-4HRZ8PQ2XM');
</script>
</head>
<body class="${bodyClass}">
<header id="header">
  <div class="header-inner">
    <h1 class="logo"><a href="/"><img src="/common/img/logo.svg" alt="株式会社グローバルブリッジ人材"></a></h1>
    <p class="header-tel"><i class="fa-solid fa-phone"></i> 03-6821-4470<span>受付 平日9:00〜18:00</span></p>
    <a href="/contact/" class="header-btn">お問い合わせ</a>
    <ul class="lang-switch"><li class="current">日本語</li><li><a href="/en/">English</a></li><li><a href="https://www.globalbridge-vn.com/">Tiếng Việt</a></li></ul>
  </div>
  <nav id="gnav">
    <ul>
      <li><a href="/">ホーム</a></li>
      <li><a href="/service/tokutei-ginou/">特定技能</a></li>
      <li><a href="/service/visa/">ビザ申請サポート</a></li>
      <li><a href="/service/support/">登録支援業務</a></li>
      <li><a href="/partner/">提携機関</a></li>
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/media/">メディア掲載</a></li>
    </ul>
  </nav>
</header>
<main id="main">
${body}
</main>
<footer id="footer">
  <div class="footer-inner">
    <div class="footer-info">
      <p class="footer-logo"><img src="/common/img/logo-white.svg" alt="株式会社グローバルブリッジ人材"></p>
      <p>〒105-0004 東京都港区新橋4-21-3 新橋東急ビル6F<br>TEL：03-6821-4470&#12288;FAX：03-6821-4471</p>
      <p>登録支援機関 登録番号：21登-006543<br>有料職業紹介事業 許可番号：13-ユ-312345</p>
    </div>
    <ul class="footer-nav">
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/partner/">提携機関</a></li>
      <li><a href="/recruit/">採用情報</a></li>
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <ul class="footer-sns">
      <li><a href="https://lin.ee/gBr7dGx" target="_blank" rel="noopener"><img src="/common/img/icon-line.svg" alt="LINE公式アカウント"></a></li>
      <li><a href="https://www.facebook.com/globalbridgehr/" target="_blank" rel="noopener"><i class="fa-brands fa-facebook"></i></a></li>
      <li><a href="https://www.youtube.com/@globalbridgehr" target="_blank" rel="noopener"><i class="fa-brands fa-youtube"></i></a></li>
    </ul>
    <p class="pmark"><a href="https://privacymark.jp/" target="_blank" rel="noopener"><img src="/common/img/pmark.png" alt="プライバシーマーク"></a></p>
  </div>
  <p class="copyright"><small>&copy; Global Bridge Jinzai Co., Ltd. All Rights Reserved.</small></p>
</footer>
<p id="pagetop"><a href="#header"><i class="fa-solid fa-angle-up"></i></a></p>
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.6.0/jquery.min.js"></script>
<script src="/common/js/slick/slick.min.js"></script>
<script src="/common/js/common.js?v=20240301"></script>
</body>
</html>`;
}

const HOME = page(
  '外国人材の採用・特定技能・ビザ申請サポート',
  '特定技能外国人の紹介から在留資格申請、入社後の登録支援まで。ベトナム・フィリピン・インドネシアの提携機関と連携し、外国人材の採用をトータルでサポートします。',
  '/',
  'home',
  `<section class="mainvisual">
  <div class="mv-slider">
    <div class="mv-slide"><img src="/img/top/mv01.jpg" alt="介護現場で働くフィリピン人スタッフ"><p class="mv-copy">人手不足の現場に、<br>意欲ある外国人材を。</p></div>
    <div class="mv-slide"><img src="/img/top/mv02.jpg" alt="建設現場のベトナム人技能者"><p class="mv-copy">採用から定着まで、<br>ワンストップで支援します。</p></div>
  </div>
</section>
<section class="top-news">
  <h2 class="sec-ttl">お知らせ</h2>
  <dl class="news-list">
    <dt>2024.04.08</dt><dd><a href="/news/240408/">特定技能「自動車運送業」分野の受入れ相談を開始しました</a></dd>
    <dt>2024.03.15</dt><dd><a href="/news/240315/">インドネシアの新たな提携送り出し機関が決定しました</a></dd>
    <dt>2024.02.01</dt><dd><a href="/media/">日経新聞に当社代表のインタビューが掲載されました</a></dd>
  </dl>
</section>
<section class="top-service">
  <h2 class="sec-ttl">サービス</h2>
  <ul class="service-list">
    <li><a href="/service/tokutei-ginou/"><h3>特定技能人材の紹介</h3><p>介護・外食・建設・製造など12分野に対応。現地面接の手配も行います。</p></a></li>
    <li><a href="/service/visa/"><h3>在留資格・ビザ申請</h3><p>提携行政書士と連携し、在留資格認定証明書交付申請から更新まで代行します。</p></a></li>
    <li><a href="/service/support/"><h3>登録支援機関としての支援</h3><p>生活オリエンテーション、定期面談、行政手続きの同行など義務的支援をすべて実施。</p></a></li>
  </ul>
</section>
<section class="top-voice">
  <h2 class="sec-ttl">導入企業さまの声</h2>
  <div class="voice">
    <p>「はじめての外国人採用で不安でしたが、住居の手配から日本語研修まで任せられて安心でした。現在6名のベトナム人スタッフが活躍しています。」</p>
    <p class="voice-name">社会福祉法人 あおぞら会（神奈川県）様</p>
  </div>
</section>`,
);

const PARTNER = page(
  '提携機関',
  'グローバルブリッジ人材の海外提携送り出し機関と国内の提携先をご紹介します。',
  '/partner/',
  'partner',
  `<div class="page-ttl"><h2>提携機関</h2><p>PARTNERS</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 提携機関</div>
<section class="sec">
  <h3 class="sec-ttl">海外提携送り出し機関</h3>
  <p>当社は各国政府の認定を受けた送り出し機関と提携し、現地での募集・選考・日本語教育を行っています。提携機関とは定期的に現地を訪問し、費用の透明性と人材の保護について確認しています。</p>
  <table class="tbl-partner">
    <thead><tr><th>国</th><th>機関名</th><th>所在地</th><th>ウェブサイト</th></tr></thead>
    <tbody>
      <tr><td>ベトナム</td><td>VINA Human Resources JSC</td><td>ハノイ市</td><td><a href="https://vinahr.com.vn/ja/" target="_blank" rel="noopener">https://vinahr.com.vn/</a></td></tr>
      <tr><td>フィリピン</td><td>Luzon Manpower Services Inc.</td><td>マニラ首都圏ケソン市</td><td><a href="https://www.luzonmanpower.com.ph/" target="_blank" rel="noopener">https://www.luzonmanpower.com.ph/</a></td></tr>
      <tr><td>インドネシア</td><td>PT Nusantara Karya Mandiri</td><td>ジャカルタ特別州</td><td><a href="https://nusantarakarya.co.id/" target="_blank" rel="noopener">https://nusantarakarya.co.id/</a></td></tr>
      <tr><td>ミャンマー</td><td>Golden Myanmar Overseas Employment Agency</td><td>ヤンゴン</td><td>準備中</td></tr>
    </tbody>
  </table>
</section>
<section class="sec">
  <h3 class="sec-ttl">国内の提携先</h3>
  <p>在留資格の申請業務は、提携する<a href="https://www.sakura-gyosei.jp/" target="_blank" rel="noopener">行政書士法人さくら国際法務事務所</a>が担当します。入国前後の日本語教育は<a href="https://tokyomirai-jls.jp/" target="_blank" rel="noopener">東京みらい日本語学院</a>と連携して実施しています。</p>
  <p>また、外国人向け住居の手配については地域の不動産会社各社のご協力をいただいています。</p>
</section>
<section class="sec">
  <h3 class="sec-ttl">所属団体</h3>
  <ul class="list-disc">
    <li>一般社団法人 外国人材受入支援協議会 会員</li>
    <li>東京商工会議所 会員</li>
  </ul>
</section>`,
);

const COMPANY = page(
  '会社概要',
  '株式会社グローバルブリッジ人材の会社概要です。',
  '/company/',
  'company',
  `<div class="page-ttl"><h2>会社概要</h2><p>COMPANY</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 会社概要</div>
<section class="sec">
  <table class="tbl-company">
    <tr><th>商号</th><td>株式会社グローバルブリッジ人材（Global Bridge Jinzai Co., Ltd.）</td></tr>
    <tr><th>設立</th><td>2016年4月</td></tr>
    <tr><th>代表者</th><td>代表取締役 佐藤 健一</td></tr>
    <tr><th>資本金</th><td>3,000万円</td></tr>
    <tr><th>所在地</th><td>〒105-0004 東京都港区新橋4-21-3 新橋東急ビル6F</td></tr>
    <tr><th>事業内容</th><td>有料職業紹介事業、登録支援機関業務、外国人材に関するコンサルティング</td></tr>
    <tr><th>許認可</th><td>登録支援機関（21登-006543）<br>有料職業紹介事業（13-ユ-312345）</td></tr>
    <tr><th>主要取引先</th><td>社会福祉法人あおぞら会、株式会社東日本フードサービス、丸山建設工業株式会社 ほか（順不同）</td></tr>
    <tr><th>取引銀行</th><td>三井住友銀行 新橋支店、城南信用金庫</td></tr>
    <tr><th>海外拠点</th><td>ホーチミン駐在員事務所（<a href="https://www.globalbridge-vn.com/">ベトナム語サイト</a>）</td></tr>
  </table>
</section>
<section class="sec">
  <h3 class="sec-ttl">アクセス</h3>
  <div class="map"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3241.7!2d139.757!3d35.664" width="100%" height="360" style="border:0;" allowfullscreen="" loading="lazy"></iframe></div>
  <p>JR・東京メトロ銀座線「新橋駅」烏森口より徒歩5分</p>
</section>`,
);

const MEDIA = page(
  'メディア掲載',
  'グローバルブリッジ人材のメディア掲載実績です。',
  '/media/',
  'media',
  `<div class="page-ttl"><h2>メディア掲載</h2><p>MEDIA</p></div>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; メディア掲載</div>
<section class="sec">
  <ul class="media-list">
    <li><span class="date">2024年1月</span><a href="https://www.nikkei.com/article/DGXZQOUC2024tokuteiginou/" target="_blank" rel="noopener">日本経済新聞</a>「特定技能、介護分野で受け入れ拡大」に代表佐藤のコメントが掲載されました。</li>
    <li><span class="date">2023年9月</span><a href="https://www3.nhk.or.jp/news/html/20230912/k10014192.html" target="_blank" rel="noopener">NHKニュース</a>で当社の生活支援の取り組みが紹介されました。</li>
    <li><span class="date">2023年6月</span>月刊「人材ビジネス」6月号に寄稿しました。</li>
  </ul>
</section>`,
);

export const site: CorpusSite = {
  domain: 'global-bridge-hr.co.jp',
  otherDomains: ['globalbridge-vn.com'],
  covers:
    'Japanese foreign-talent placement and visa-support firm on a custom PHP site (nginx, PHPSESSID, jQuery from Google Hosted Libraries, Slick, Font Awesome via cdnjs, Google Fonts, GA4, Google Maps embed): partner page with a table of overseas sending agencies (one without a website) and domestic partners in prose links (generic), unlinked member associations; negatives are company-profile clients and banks by name, press links, Privacy Mark badge, LINE/Facebook/YouTube, own Vietnamese-language domain',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/partner/': { headers: HEADERS, html: PARTNER },
    '/company/': { headers: HEADERS, html: COMPANY },
    '/media/': { headers: HEADERS, html: MEDIA },
  },
  sitemap: ['/', '/service/tokutei-ginou/', '/service/visa/', '/service/support/', '/partner/', '/company/', '/media/', '/contact/'],
  technologies: [
    'php',
    'nginx',
    'jquery',
    'google-hosted-libraries',
    'slick',
    'font-awesome',
    'cdnjs',
    'cloudflare',
    'google-font-api',
    'google-analytics',
    'google-tag-manager',
    'google-maps',
    'open-graph',
  ],
  partners: {
    'vinahr.com.vn': 'generic',
    'luzonmanpower.com.ph': 'generic',
    'nusantarakarya.co.id': 'generic',
    'sakura-gyosei.jp': 'generic',
    'tokyomirai-jls.jp': 'generic',
  },
};
