import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string, path: string, extra = '') => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}｜株式会社雲上セキュリティ</title>
<meta name="description" content="${description}">
<meta name="keywords" content="SOC,MSS,セキュリティ監視,脆弱性診断,大阪">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}｜株式会社雲上セキュリティ">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.kumogami-sec.co.jp${path}">
<meta property="og:image" content="https://www.kumogami-sec.co.jp/common/img/ogp.png">
<meta property="og:site_name" content="株式会社雲上セキュリティ">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/slick.css">
<link rel="stylesheet" href="/common/css/slick-theme.css">
<link rel="stylesheet" href="/common/css/style.css?v=20240401">
<link rel="icon" href="/favicon.ico">
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4ZP1X"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7QK2M4ZP1X');
</script>
${extra}</head>
<body>
<header id="header">
  <div class="inner">
    <h1 class="logo"><a href="/"><img src="/common/img/logo.png" alt="株式会社雲上セキュリティ Kumogami Security Inc." width="260" height="40"></a></h1>
    <nav id="gnav">
      <ul>
        <li><a href="/service/">サービス</a></li>
        <li><a href="/partner/">パートナー</a></li>
        <li><a href="/company/">会社概要</a></li>
        <li><a href="/news/">ニュース</a></li>
        <li><a href="/recruit/">採用情報</a></li>
        <li class="contact"><a href="/contact/">お問い合わせ</a></li>
      </ul>
    </nav>
    <div class="lang"><a href="/" class="current">JP</a> / <a href="/en/">EN</a></div>
  </div>
</header>
`;

const foot = `<footer id="footer">
  <div class="inner">
    <div class="f-info">
      <p class="f-logo"><img src="/common/img/logo_white.png" alt="株式会社雲上セキュリティ"></p>
      <p>〒530-0001 大阪府大阪市北区梅田2-4-9 ブリーゼタワー18F<br>TEL：06-6123-4567（平日9:00〜18:00）</p>
    </div>
    <ul class="f-nav">
      <li><a href="/service/">サービス</a></li>
      <li><a href="/partner/">パートナー</a></li>
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/security-policy/">情報セキュリティ方針</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <ul class="f-sns">
      <li><a href="https://x.com/kumogami_sec" target="_blank" rel="noopener"><img src="/common/img/icon_x.svg" alt="X"></a></li>
      <li><a href="https://www.facebook.com/kumogamisecurity" target="_blank" rel="noopener"><img src="/common/img/icon_fb.svg" alt="Facebook"></a></li>
      <li><a href="https://note.com/kumogami_sec" target="_blank" rel="noopener"><img src="/common/img/icon_note.svg" alt="note"></a></li>
    </ul>
    <p class="copyright"><small>Copyright &copy; Kumogami Security Inc. All Rights Reserved.</small></p>
  </div>
</footer>
<p id="pagetop"><a href="#">▲</a></p>
<script src="/common/js/jquery-3.6.0.min.js"></script>
<script src="/common/js/slick.min.js"></script>
<script src="/common/js/common.js?v=20240401"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'kumogami-sec.co.jp',
  covers:
    'Japanese hand-written managed-security site: sales partners (販売パートナー) in a table with a URL column, one row without a URL, technology partners as a list; certifications, industry-group memberships, a student-camp sponsorship, banks and main customers on the company page, social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('セキュリティ監視・脆弱性診断', '大阪の株式会社雲上セキュリティは、24時間365日のSOCサービス、脆弱性診断、インシデント対応を提供するマネージドセキュリティサービス事業者です。', '/')}
<main id="top">
  <section class="mv">
    <div class="mv-slider">
      <div class="slide"><img src="/img/top/mv01.jpg" alt="24時間365日、御社のネットワークを見守ります"></div>
      <div class="slide"><img src="/img/top/mv02.jpg" alt="中小企業向けSOCライト 月額9万8千円から"></div>
      <div class="slide"><img src="/img/top/mv03.jpg" alt="ランサムウェア緊急対応ダイヤル"></div>
    </div>
  </section>
  <section class="sec-service">
    <div class="inner">
      <h2 class="ttl">サービス<span>SERVICE</span></h2>
      <ul class="service-list">
        <li><a href="/service/soc/"><h3>SOCサービス</h3><p>ファイアウォール・EDRのログを24時間365日、大阪のSOCで監視・分析します。</p></a></li>
        <li><a href="/service/assessment/"><h3>脆弱性診断</h3><p>Webアプリケーション・プラットフォームの診断を経験豊富な診断員が実施します。</p></a></li>
        <li><a href="/service/ir/"><h3>インシデント対応</h3><p>ランサムウェア感染などの緊急時に、初動対応から復旧までご支援します。</p></a></li>
      </ul>
    </div>
  </section>
  <section class="sec-partner-bnr">
    <div class="inner">
      <p>全国の販売パートナーを通じて、地域の企業様にもサービスをお届けしています。</p>
      <a href="/partner/" class="btn">パートナー一覧を見る</a>
    </div>
  </section>
  <section class="sec-news">
    <div class="inner">
      <h2 class="ttl">ニュース<span>NEWS</span></h2>
      <dl class="news-list">
        <dt>2024.04.15</dt><dd><a href="/news/20240415.html">株式会社瀬戸内ICTと販売代理店契約を締結しました</a></dd>
        <dt>2024.03.01</dt><dd><a href="/news/20240301.html">「セキュリティ・ミニキャンプ in 大阪 2024」に協賛しました</a></dd>
        <dt>2024.01.10</dt><dd><a href="/news/20240110.html">年末年始の緊急対応受付体制について</a></dd>
      </dl>
      <p class="more"><a href="/news/">ニュース一覧</a></p>
    </div>
  </section>
</main>
${foot}`,
    },
    '/partner/': {
      headers,
      html: `${head('パートナー', '株式会社雲上セキュリティの販売パートナーおよびテクノロジーパートナーのご紹介です。', '/partner/')}
<main id="partner">
  <div class="page-ttl"><h1>パートナー<span>PARTNER</span></h1></div>
  <ol class="breadcrumb"><li><a href="/">ホーム</a></li><li>パートナー</li></ol>
  <section class="sec">
    <div class="inner">
      <h2 class="ttl-line">販売パートナー</h2>
      <p>当社のSOCサービス・脆弱性診断は、以下の販売パートナー各社からもご購入いただけます。お近くのパートナーへお気軽にご相談ください。</p>
      <table class="tbl-partner">
        <thead><tr><th>会社名</th><th>所在地</th><th>取扱サービス</th><th>URL</th></tr></thead>
        <tbody>
          <tr><td>株式会社ナニワシステム</td><td>大阪府大阪市</td><td>SOC／脆弱性診断</td><td><a href="https://www.naniwa-sys.co.jp/" target="_blank" rel="noopener">https://www.naniwa-sys.co.jp/</a></td></tr>
          <tr><td>北陸情報サービス株式会社</td><td>石川県金沢市</td><td>SOC</td><td><a href="https://www.hokuriku-is.co.jp/" target="_blank" rel="noopener">https://www.hokuriku-is.co.jp/</a></td></tr>
          <tr><td>株式会社九州ネットソリューションズ</td><td>福岡県福岡市</td><td>SOC／インシデント対応</td><td><a href="https://kyushu-netsol.jp/" target="_blank" rel="noopener">https://kyushu-netsol.jp/</a></td></tr>
          <tr><td>札幌データリンク株式会社</td><td>北海道札幌市</td><td>脆弱性診断</td><td><a href="https://www.sapporo-datalink.co.jp/" target="_blank" rel="noopener">https://www.sapporo-datalink.co.jp/</a></td></tr>
          <tr><td>株式会社瀬戸内ICT</td><td>岡山県岡山市</td><td>SOC／脆弱性診断</td><td><a href="https://setouchi-ict.jp/" target="_blank" rel="noopener">https://setouchi-ict.jp/</a></td></tr>
          <tr><td>株式会社東海ネットワーク</td><td>愛知県名古屋市</td><td>SOC</td><td>準備中</td></tr>
        </tbody>
      </table>
      <p class="note">※販売パートナーの募集も行っております。詳しくは<a href="/contact/">お問い合わせ</a>ください。</p>
    </div>
  </section>
  <section class="sec bg-gray">
    <div class="inner">
      <h2 class="ttl-line">テクノロジーパートナー</h2>
      <p>当社は以下のメーカーとパートナー契約を締結し、製品の導入から運用監視までワンストップでご提供しています。</p>
      <ul class="tech-partner">
        <li><a href="https://www.trendmicro.com/ja_jp/business.html" target="_blank" rel="noopener"><img src="/img/partner/trendmicro.png" alt="トレンドマイクロ"></a><p>トレンドマイクロ株式会社<br>Trend Micro Partner Program ゴールドパートナー</p></li>
        <li><a href="https://www.cisco.com/c/ja_jp/index.html" target="_blank" rel="noopener"><img src="/img/partner/cisco.png" alt="シスコシステムズ"></a><p>シスコシステムズ合同会社<br>Cisco Select Integrator</p></li>
        <li><a href="https://www.splunk.com/ja_jp" target="_blank" rel="noopener"><img src="/img/partner/splunk.png" alt="Splunk"></a><p>Splunk Services Japan合同会社<br>MSSPパートナー</p></li>
        <li><a href="https://www.crowdstrike.jp/" target="_blank" rel="noopener"><img src="/img/partner/crowdstrike.png" alt="CrowdStrike"></a><p>クラウドストライク合同会社<br>認定MSSPパートナー</p></li>
      </ul>
    </div>
  </section>
</main>
${foot}`,
    },
    '/company/': {
      headers,
      html: `${head('会社概要', '株式会社雲上セキュリティの会社概要です。', '/company/')}
<main id="company">
  <div class="page-ttl"><h1>会社概要<span>COMPANY</span></h1></div>
  <section class="sec">
    <div class="inner">
      <table class="tbl-company">
        <tr><th>商号</th><td>株式会社雲上セキュリティ（Kumogami Security Inc.）</td></tr>
        <tr><th>設立</th><td>2012年6月</td></tr>
        <tr><th>資本金</th><td>9,800万円</td></tr>
        <tr><th>代表者</th><td>代表取締役社長 雲上 恭平</td></tr>
        <tr><th>従業員数</th><td>68名（2024年4月現在）</td></tr>
        <tr><th>事業内容</th><td>マネージドセキュリティサービス、脆弱性診断、インシデント対応、セキュリティコンサルティング</td></tr>
        <tr><th>主要取引先</th><td>関西地方の製造業・医療機関・自治体ほか（五十音順・敬称略）<br>大阪北部医療センター、近畿精機株式会社、株式会社なにわフーズ</td></tr>
        <tr><th>取引銀行</th><td>三井住友銀行、りそな銀行、池田泉州銀行</td></tr>
        <tr><th>認証・登録</th><td>ISMS（ISO/IEC 27001）認証取得（認証機関：<a href="https://www.jqa.jp/" target="_blank" rel="noopener">一般財団法人日本品質保証機構</a>）<br>プライバシーマーク取得（<a href="https://privacymark.jp/" target="_blank" rel="noopener">JIPDEC</a>）<br>情報セキュリティサービス基準適合サービスリスト登録</td></tr>
        <tr><th>加盟団体</th><td><a href="https://www.jnsa.org/" target="_blank" rel="noopener">特定非営利活動法人 日本ネットワークセキュリティ協会（JNSA）</a><br><a href="https://isog-j.org/" target="_blank" rel="noopener">日本セキュリティオペレーション事業者協議会（ISOG-J）</a></td></tr>
      </table>
      <h2 class="ttl-line">アクセス</h2>
      <p>JR大阪駅より徒歩5分、西梅田駅直結</p>
    </div>
  </section>
</main>
${foot}`,
    },
    '/news/20240415.html': {
      headers,
      html: `${head('株式会社瀬戸内ICTと販売代理店契約を締結しました', '株式会社雲上セキュリティは、株式会社瀬戸内ICTと販売代理店契約を締結しました。', '/news/20240415.html')}
<main id="news">
  <div class="page-ttl"><h1>ニュース<span>NEWS</span></h1></div>
  <article class="sec">
    <div class="inner">
      <p class="date">2024.04.15</p>
      <h2 class="news-ttl">株式会社瀬戸内ICTと販売代理店契約を締結しました</h2>
      <p>株式会社雲上セキュリティ（本社：大阪市北区、代表取締役社長：雲上 恭平）は、岡山県を拠点とする<a href="https://setouchi-ict.jp/" target="_blank" rel="noopener">株式会社瀬戸内ICT</a>と販売代理店契約を締結しました。これにより、中国・四国地方の中堅・中小企業の皆様にも当社SOCサービスをご提供できるようになります。</p>
      <p>なお、2024年3月には「セキュリティ・ミニキャンプ in 大阪 2024」（主催：<a href="https://www.security-camp.or.jp/" target="_blank" rel="noopener">一般社団法人セキュリティ・キャンプ協議会</a>）に協賛いたしました。今後も若手人材の育成を支援してまいります。</p>
      <p class="back"><a href="/news/">ニュース一覧へ戻る</a></p>
    </div>
  </article>
</main>
${foot}`,
    },
    '/contact/': {
      headers,
      html: `${head('お問い合わせ', 'サービスに関するお問い合わせはこちらから。', '/contact/', '<script src="https://www.google.com/recaptcha/api.js" async defer></script>\n')}
<main id="contact">
  <div class="page-ttl"><h1>お問い合わせ<span>CONTACT</span></h1></div>
  <section class="sec">
    <div class="inner">
      <p>緊急のインシデント対応は <a href="tel:0120-123-456">0120-123-456</a>（24時間受付）までお電話ください。</p>
      <form action="/contact/confirm.php" method="post">
        <dl class="form">
          <dt>会社名<span class="req">必須</span></dt><dd><input type="text" name="company"></dd>
          <dt>お名前<span class="req">必須</span></dt><dd><input type="text" name="name"></dd>
          <dt>メールアドレス<span class="req">必須</span></dt><dd><input type="email" name="email"></dd>
          <dt>お問い合わせ内容</dt><dd><textarea name="body"></textarea></dd>
        </dl>
        <div class="g-recaptcha" data-sitekey="6LcX3kQpAAAAAJ2mB8vY1cQw7rT0dE5fG9hK4lMn"></div>
        <p class="submit"><button type="submit">確認画面へ</button></p>
      </form>
    </div>
  </section>
</main>
${foot}`,
    },
  },
  technologies: ['apache-http-server', 'jquery', 'slick', 'google-analytics', 'google-tag-manager', 'recaptcha', 'open-graph'],
  partners: {
    'naniwa-sys.co.jp': 'channel',
    'hokuriku-is.co.jp': 'channel',
    'kyushu-netsol.jp': 'channel',
    'sapporo-datalink.co.jp': 'channel',
    'setouchi-ict.jp': 'channel',
    'trendmicro.com': 'technology',
    'cisco.com': 'technology',
    'splunk.com': 'technology',
    'crowdstrike.jp': 'technology',
  },
};
