import type { CorpusSite } from '../corpus/types.js';

const headers = { 'content-type': 'text/html; charset=UTF-8', server: 'Apache' };

const head = (title: string, desc: string, path: string, bodyId: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}｜株式会社まなびリンク</title>
<meta name="description" content="${desc}">
<meta name="keywords" content="eラーニング,LMS,社員研修,コンプライアンス研修,まなびリンク">
<meta property="og:title" content="${title}｜株式会社まなびリンク">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.manabi-link.co.jp${path}">
<meta property="og:image" content="https://www.manabi-link.co.jp/img/common/ogp.png">
<meta property="og:site_name" content="株式会社まなびリンク">
<link rel="stylesheet" href="/css/reset.css">
<link rel="stylesheet" href="/css/slick-theme.css">
<link rel="stylesheet" href="/css/common.css?20240401">
<link rel="stylesheet" href="/css/${bodyId}.css?20240401">
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-M4NBL1K8ZP"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-M4NBL1K8ZP');
</script>
</head>
<body id="${bodyId}">
<header id="header">
  <div class="inner">
    <h1 class="logo"><a href="/"><img src="/img/common/logo.svg" alt="まなびリンク" width="180"></a></h1>
    <nav id="gnav">
      <ul>
        <li><a href="/service/">サービス</a></li>
        <li><a href="/case/">導入事例</a></li>
        <li><a href="/partner/">パートナー</a></li>
        <li><a href="/company/">会社概要</a></li>
        <li><a href="/news/">お知らせ</a></li>
        <li class="btn-contact"><a href="/contact/">資料請求・お問い合わせ</a></li>
      </ul>
    </nav>
  </div>
</header>
<div id="contents">`;

const foot = `</div>
<footer id="footer">
  <div class="inner">
    <div class="f-logo"><img src="/img/common/logo-white.svg" alt="まなびリンク" width="150"></div>
    <address>〒541-0046 大阪府大阪市中央区平野町3-2-8 平野町ビル7F<br>TEL：06-6231-4470（平日9:00〜18:00）</address>
    <div class="f-cert">
      <img src="/img/common/isms.png" alt="ISMS認証 ISO/IEC 27001 取得">
      <a href="https://privacymark.jp/" target="_blank" rel="noopener"><img src="/img/common/pmark.png" alt="プライバシーマーク"></a>
    </div>
    <ul class="f-sns">
      <li><a href="https://x.com/manabilink_jp" target="_blank" rel="noopener">X</a></li>
      <li><a href="https://www.youtube.com/@manabilink" target="_blank" rel="noopener">YouTube</a></li>
      <li><a href="https://note.com/manabilink" target="_blank" rel="noopener">note</a></li>
    </ul>
    <ul class="f-nav"><li><a href="/privacy/">個人情報保護方針</a></li><li><a href="/security/">情報セキュリティ基本方針</a></li><li><a href="/sitemap/">サイトマップ</a></li></ul>
    <p class="copyright">&copy; MANABI LINK Inc. All Rights Reserved.</p>
  </div>
</footer>
<script src="/js/jquery-3.6.0.min.js"></script>
<script src="/js/slick.min.js"></script>
<script src="/js/common.js?20240401"></script>
</body>
</html>`;

const html = {
  home: `${head('クラウド型eラーニングで社員研修をもっとかんたんに', '株式会社まなびリンクはクラウド型eラーニングシステム「まなびクラウド」と研修コンテンツを提供しています。', '/', 'top')}
<section id="mv"><div class="mv-slider"><div class="slide"><h2>社員研修を、もっとかんたんに。</h2><p>導入企業数 1,800社突破</p></div><div class="slide"><h2>コンプライアンス研修を自動化</h2></div></div></section>
<section class="sec-logos">
  <h2 class="ttl">導入企業（一部）</h2>
  <ul class="logo-list">
    <li><img src="/img/top/logo_case01.png" alt="株式会社浪速精機"></li>
    <li><img src="/img/top/logo_case02.png" alt="みなと信用金庫"></li>
    <li><img src="/img/top/logo_case03.png" alt="株式会社さくら調剤"></li>
    <li><img src="/img/top/logo_case04.png" alt="関西ロジスティクス株式会社"></li>
  </ul>
  <p class="more"><a href="/case/">導入事例を見る</a></p>
</section>
<section class="sec-news"><h2 class="ttl">お知らせ</h2>
  <dl>
    <dt>2025.03.10</dt><dd><a href="/news/20250310.html">「Chatwork」との連携機能をリリースしました</a></dd>
    <dt>2025.01.22</dt><dd><a href="/news/20250122.html">九州教育ソリューションズ株式会社と販売代理店契約を締結しました</a></dd>
    <dt>2024.11.05</dt><dd><a href="/news/20241105.html">「日本eラーニング大賞 2024」奨励賞を受賞しました</a></dd>
  </dl>
</section>
${foot}`,
  partner: `${head('パートナー', 'まなびリンクの販売代理店・技術提携パートナーのご紹介。', '/partner/', 'partner')}
<div class="page-ttl"><h2>パートナー<span>PARTNER</span></h2></div>
<ol class="breadcrumb"><li><a href="/">HOME</a></li><li>パートナー</li></ol>
<section class="sec">
  <h3 class="ttl-lv2">販売代理店</h3>
  <p>全国の販売代理店を通じて「まなびクラウド」をご導入いただけます。お近くの代理店へお気軽にお問い合わせください。</p>
  <table class="tbl-partner">
    <tr><th>会社名</th><th>所在地</th><th>対応エリア</th></tr>
    <tr><td><a href="https://www.hokuto-ss.co.jp/" target="_blank" rel="noopener">株式会社北斗システムサービス</a></td><td>北海道札幌市</td><td>北海道・東北</td></tr>
    <tr><td><a href="https://oanext.co.jp/" target="_blank" rel="noopener">OA Next株式会社</a></td><td>東京都千代田区</td><td>関東・甲信越</td></tr>
    <tr><td><a href="https://www.mirai-kenshu.com/" target="_blank" rel="noopener">株式会社ミライ研修センター</a></td><td>愛知県名古屋市</td><td>東海・北陸</td></tr>
    <tr><td><a href="https://kyushu-edusol.jp/" target="_blank" rel="noopener">九州教育ソリューションズ株式会社</a></td><td>福岡県福岡市</td><td>九州・沖縄</td></tr>
    <tr><td>有限会社しまなみOAサービス</td><td>愛媛県今治市</td><td>四国</td></tr>
  </table>
</section>
<section class="sec">
  <h3 class="ttl-lv2">技術提携・連携サービス</h3>
  <ul class="list-tech">
    <li><a href="https://www.chatwork.com/" target="_blank" rel="noopener"><img src="/img/partner/chatwork.png" alt="Chatwork"></a><p>受講リマインドや修了通知をChatworkに自動送信。</p></li>
    <li><a href="https://streambase.jp/" target="_blank" rel="noopener"><img src="/img/partner/streambase.png" alt="StreamBase"></a><p>大容量の研修動画を高画質で配信。</p></li>
    <li><a href="https://www.jinji-cloud.jp/" target="_blank" rel="noopener"><img src="/img/partner/jinjicloud.png" alt="じんじクラウド"></a><p>人事データと受講者情報をAPIで自動同期。</p></li>
  </ul>
</section>
<section class="sec sec-recruit">
  <h3 class="ttl-lv2">代理店募集</h3>
  <p>まなびリンクでは販売代理店を募集しています。詳しくは<a href="/contact/">お問い合わせフォーム</a>よりご連絡ください。</p>
</section>
${foot}`,
  company: `${head('会社概要', '株式会社まなびリンクの会社概要。', '/company/', 'company')}
<div class="page-ttl"><h2>会社概要<span>COMPANY</span></h2></div>
<table class="tbl-company">
  <tr><th>会社名</th><td>株式会社まなびリンク（MANABI LINK Inc.）</td></tr>
  <tr><th>設立</th><td>2009年4月</td></tr>
  <tr><th>資本金</th><td>5,000万円</td></tr>
  <tr><th>代表者</th><td>代表取締役 高橋 誠一</td></tr>
  <tr><th>従業員数</th><td>62名（2025年4月現在）</td></tr>
  <tr><th>事業内容</th><td>クラウド型eラーニングシステムの開発・販売、研修コンテンツの企画・制作</td></tr>
  <tr><th>主要取引先</th><td>株式会社浪速精機、みなと信用金庫、関西ロジスティクス株式会社、大阪府内自治体ほか（順不同）</td></tr>
  <tr><th>取引銀行</th><td>みなと信用金庫 本店営業部、<a href="https://www.smbc.co.jp/" target="_blank" rel="noopener">三井住友銀行</a> 船場支店</td></tr>
  <tr><th>認証</th><td>ISO/IEC 27001（ISMS）、<a href="https://privacymark.jp/" target="_blank" rel="noopener">プライバシーマーク</a>（第21000512号）</td></tr>
  <tr><th>加盟団体</th><td><a href="https://www.elc.or.jp/" target="_blank" rel="noopener">一般社団法人 日本eラーニングコンソシアム</a>、大阪商工会議所</td></tr>
</table>
<section class="sec"><h3 class="ttl-lv2">採用情報</h3><p>中途採用を行っています。募集要項は<a href="https://www.wantedly.com/companies/manabi-link" target="_blank" rel="noopener">Wantedly</a>をご覧ください。</p></section>
${foot}`,
  case: `${head('導入事例', 'まなびクラウドの導入事例。', '/case/', 'case')}
<div class="page-ttl"><h2>導入事例<span>CASE</span></h2></div>
<ul class="case-list">
  <li><a href="/case/naniwa-seiki.html"><img src="/img/case/naniwa.jpg" alt=""><p class="company">株式会社浪速精機 様</p><p>工場の安全教育をスマホ受講に切り替え、集合研修の時間を年間400時間削減。</p></a></li>
  <li><a href="/case/minato-shinkin.html"><img src="/img/case/minato.jpg" alt=""><p class="company">みなと信用金庫 様</p><p>全職員のコンプライアンス研修の受講率が100%に。</p></a></li>
  <li><a href="/case/sakura-chozai.html"><img src="/img/case/sakura.jpg" alt=""><p class="company">株式会社さくら調剤 様</p><p>店舗ごとの新人教育のばらつきを解消。</p></a></li>
</ul>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'manabi-link.co.jp',
  covers:
    'Japanese e-learning vendor, hand-written HTML with jQuery/slick on Apache: sales agents in a table (one unlinked), technology integrations as linked logos; negatives: customer logos and case studies, main clients and bank in the company table, ISMS/Privacy Mark, e-learning consortium membership, award news, Wantedly job link, social links',
  pages: {
    '/': { headers, html: html.home },
    '/partner/': { headers, html: html.partner },
    '/company/': { headers, html: html.company },
    '/case/': { headers, html: html.case },
  },
  technologies: ['jquery', 'slick', 'google-analytics', 'google-tag-manager', 'apache-http-server', 'open-graph'],
  partners: {
    'hokuto-ss.co.jp': 'channel',
    'oanext.co.jp': 'channel',
    'mirai-kenshu.com': 'channel',
    'kyushu-edusol.jp': 'channel',
    'chatwork.com': 'technology',
    'streambase.jp': 'technology',
    'jinji-cloud.jp': 'technology',
  },
};
