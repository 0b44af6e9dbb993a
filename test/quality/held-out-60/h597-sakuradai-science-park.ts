import type { CorpusSite } from '../corpus/types.js';

const headers = { server: 'Apache', 'content-type': 'text/html; charset=UTF-8' };

const page = (title: string, path: string, description: string, body: string, jsonLd = '') => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}｜公益財団法人さくら台サイエンスパーク推進機構</title>
<meta name="description" content="${description}">
<meta name="keywords" content="さくら台サイエンスパーク,産学官連携,技術移転,インキュベーション,北瀬県">
<meta property="og:title" content="${title}｜さくら台サイエンスパーク">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.sakuradai-sp.or.jp${path}">
<meta property="og:image" content="https://www.sakuradai-sp.or.jp/common/img/ogp.png">
<meta property="og:site_name" content="さくら台サイエンスパーク">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;700&amp;display=swap" rel="stylesheet">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/slick.css">
<link rel="stylesheet" href="/common/css/style.css?v=20240401">
${jsonLd}
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-SKDP4R8N2X"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-SKDP4R8N2X');
</script>
</head>
<body id="${path === '/' ? 'top' : 'lower'}">
<header id="header">
  <div class="header_inner">
    <h1 class="logo"><a href="/"><img src="/common/img/logo.svg" alt="公益財団法人さくら台サイエンスパーク推進機構"></a></h1>
    <ul class="header_sub">
      <li><a href="/access/">アクセス</a></li>
      <li><a href="/contact/">お問い合わせ</a></li>
      <li><a href="/en/" lang="en">English</a></li>
    </ul>
    <nav id="gnav">
      <ul>
        <li><a href="/about/">機構について</a></li>
        <li><a href="/support/">支援メニュー</a></li>
        <li><a href="/facility/">施設・設備</a></li>
        <li><a href="/partner/">連携機関</a></li>
        <li><a href="/event/">イベント・セミナー</a></li>
        <li><a href="/news/">お知らせ</a></li>
      </ul>
    </nav>
  </div>
</header>
<main id="main">
${body}
</main>
<footer id="footer">
  <div class="footer_inner">
    <p class="footer_name">公益財団法人さくら台サイエンスパーク推進機構</p>
    <address>〒389-0812 北瀬県さくら台市研究学園1丁目3番地&#x3000;TEL：0267-55-2100（平日9:00〜17:30）</address>
    <ul class="footer_nav">
      <li><a href="/privacy/">プライバシーポリシー</a></li>
      <li><a href="/sitepolicy/">サイトポリシー</a></li>
      <li><a href="/disclosure/">情報公開</a></li>
      <li><a href="/recruit/">採用情報</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <ul class="footer_sns">
      <li><a href="https://x.com/sakuradai_sp" target="_blank" rel="noopener"><img src="/common/img/icon_x.svg" alt="X"></a></li>
      <li><a href="https://www.facebook.com/sakuradai.sciencepark" target="_blank" rel="noopener"><img src="/common/img/icon_fb.svg" alt="Facebook"></a></li>
      <li><a href="https://www.youtube.com/@sakuradai-sp" target="_blank" rel="noopener"><img src="/common/img/icon_yt.svg" alt="YouTube"></a></li>
    </ul>
    <p class="copyright"><small>Copyright &copy; Sakuradai Science Park Promotion Organization. All Rights Reserved.</small></p>
  </div>
</footer>
<script src="/common/js/jquery-3.6.0.min.js"></script>
<script src="/common/js/slick.min.js"></script>
<script src="/common/js/common.js?v=20240401"></script>
</body>
</html>`;

const consultantsLd = `<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "ItemList",
  "name": "専門家派遣 登録コンサルタント",
  "itemListElement": [
    {"@type": "ListItem", "position": 1, "item": {"@type": "Organization", "name": "みどり野経営コンサルティング株式会社", "url": "https://www.midorino-consulting.co.jp/", "description": "事業計画策定・補助金申請支援"}},
    {"@type": "ListItem", "position": 2, "item": {"@type": "Organization", "name": "北瀬知財パートナーズ特許事務所", "url": "https://kitase-ip.jp/", "description": "特許出願・知財戦略"}},
    {"@type": "ListItem", "position": 3, "item": {"@type": "Organization", "name": "テックブリッジ合同会社", "url": "https://techbridge-llc.jp/", "description": "技術移転・ライセンス交渉支援"}}
  ]
}
</script>`;

export const site: CorpusSite = {
  domain: 'sakuradai-sp.or.jp',
  covers:
    'Japanese prefectural science-park foundation, hand-coded static site (jQuery, slick, gtag): partner institutions in a table with URL column (.ac.jp / .go.jp / .or.jp / .co.jp), a technology partner in prose, registered consultants present only in a JSON-LD ItemList (channel), event co-sponsors (協賛), patrons (後援) and a ministry funder as negatives; YouTube embed',
  sitemap: ['/', '/about/', '/partner/', '/support/expert/', '/event/'],
  pages: {
    '/': {
      headers,
      html: page(
        'トップページ',
        '/',
        'さくら台サイエンスパークは、大学・研究機関と企業をつなぐ産学官連携の拠点です。',
        `  <div class="mv_slider">
    <div class="mv_item"><img src="/img/top/mv01.jpg" alt="研究交流センター外観"></div>
    <div class="mv_item"><img src="/img/top/mv02.jpg" alt="共用クリーンルーム"></div>
  </div>
  <section class="top_news">
    <h2>お知らせ</h2>
    <dl>
      <dt>2024.06.10</dt><dd><a href="/news/20240610.html">令和6年度「研究開発型ベンチャー創出支援事業」の公募を開始しました</a></dd>
      <dt>2024.05.22</dt><dd><a href="/event/">さくら台テックフォーラム2024 参加者募集</a></dd>
      <dt>2024.04.01</dt><dd><a href="/news/20240401.html">共用機器の予約システムを更新しました</a></dd>
    </dl>
  </section>
  <section class="top_movie">
    <h2>紹介動画</h2>
    <iframe width="560" height="315" src="https://www.youtube.com/embed/q7Sk3dP2vLm" title="さくら台サイエンスパーク紹介" allowfullscreen></iframe>
  </section>
  <section class="top_bnr">
    <p>本機構の事業の一部は、<a href="https://www.meti.go.jp/" target="_blank" rel="noopener">経済産業省</a>の地域産業活性化補助金を受けて実施しています。</p>
  </section>`,
      ),
    },
    '/partner/': {
      headers,
      html: page(
        '連携機関',
        '/partner/',
        'さくら台サイエンスパークの連携機関・パートナーのご紹介。',
        `  <div class="page_ttl"><h2>連携機関</h2><p class="en">PARTNERS</p></div>
  <div class="breadcrumb"><a href="/">ホーム</a> &gt; 連携機関</div>
  <section class="sec">
    <p>当機構は、以下の機関と連携協定を締結し、研究シーズの事業化や企業の技術課題の解決に取り組んでいます。</p>
    <table class="tbl_partner">
      <thead><tr><th>機関名</th><th>区分</th><th>URL</th></tr></thead>
      <tbody>
        <tr><td>国立大学法人さくら台大学 産学連携本部</td><td>大学</td><td><a href="https://www.sakuradai-u.ac.jp/sangaku/" target="_blank" rel="noopener">https://www.sakuradai-u.ac.jp/sangaku/</a></td></tr>
        <tr><td>北瀬県工業技術センター</td><td>公設試験研究機関</td><td><a href="https://www.kitase-iri.or.jp/" target="_blank" rel="noopener">https://www.kitase-iri.or.jp/</a></td></tr>
        <tr><td>国立研究開発法人 産業技術総合研究所</td><td>研究機関</td><td><a href="https://www.aist.go.jp/" target="_blank" rel="noopener">https://www.aist.go.jp/</a></td></tr>
        <tr><td>日本貿易振興機構（ジェトロ）北瀬</td><td>支援機関</td><td><a href="https://www.jetro.go.jp/jetro/japan/kitase/" target="_blank" rel="noopener">https://www.jetro.go.jp/jetro/japan/kitase/</a></td></tr>
        <tr><td>さくら台信用金庫</td><td>金融機関</td><td><a href="https://www.sakuradai-shinkin.co.jp/" target="_blank" rel="noopener">https://www.sakuradai-shinkin.co.jp/</a></td></tr>
        <tr><td>北瀬県商工会連合会</td><td>支援機関</td><td>―</td></tr>
      </tbody>
    </table>
  </section>
  <section class="sec">
    <h3>技術パートナー</h3>
    <p>共用機器のオンライン予約・利用料金精算には、技術パートナーである<a href="https://www.labshare.co.jp/" target="_blank" rel="noopener">ラボシェア株式会社</a>のクラウドシステムを導入しています。</p>
  </section>
  <section class="sec">
    <h3>専門家派遣</h3>
    <p>知財・経営・技術移転の登録専門家の一覧は<a href="/support/expert/">専門家派遣のページ</a>をご覧ください。</p>
  </section>`,
      ),
    },
    '/support/expert/': {
      headers,
      html: page(
        '専門家派遣',
        '/support/expert/',
        '中小企業・スタートアップ向け専門家派遣制度のご案内。',
        `  <div class="page_ttl"><h2>専門家派遣</h2><p class="en">EXPERT DISPATCH</p></div>
  <div class="breadcrumb"><a href="/">ホーム</a> &gt; <a href="/support/">支援メニュー</a> &gt; 専門家派遣</div>
  <section class="sec">
    <p>県内の中小企業・スタートアップを対象に、登録コンサルタントを年間3回まで無料で派遣します。</p>
    <h3>登録コンサルタント</h3>
    <ul class="list_expert">
      <li>みどり野経営コンサルティング株式会社（事業計画策定・補助金申請支援）</li>
      <li>北瀬知財パートナーズ特許事務所（特許出願・知財戦略）</li>
      <li>テックブリッジ合同会社（技術移転・ライセンス交渉支援）</li>
    </ul>
    <p class="btn"><a href="/contact/">派遣を申し込む</a></p>
  </section>`,
        consultantsLd,
      ),
    },
    '/event/': {
      headers,
      html: page(
        'イベント・セミナー',
        '/event/',
        'さくら台テックフォーラム2024ほか、イベント・セミナーのご案内。',
        `  <div class="page_ttl"><h2>イベント・セミナー</h2><p class="en">EVENTS</p></div>
  <section class="sec">
    <h3>さくら台テックフォーラム2024</h3>
    <p>日時：2024年7月18日（木）13:00〜17:30&#x3000;会場：研究交流センター 大ホール&#x3000;参加費：無料</p>
    <p class="btn"><a href="https://peatix.com/event/4012877" target="_blank" rel="noopener">Peatixで申し込む</a></p>
    <dl class="event_info">
      <dt>主催</dt><dd>公益財団法人さくら台サイエンスパーク推進機構</dd>
      <dt>後援</dt><dd><a href="https://www.pref.kitase.jp/" target="_blank" rel="noopener">北瀬県</a>、さくら台市</dd>
      <dt>協賛</dt><dd><a href="https://www.hokuto-denki.co.jp/" target="_blank" rel="noopener">北斗電機株式会社</a>、<a href="https://www.kitase-bank.co.jp/" target="_blank" rel="noopener">株式会社北瀬銀行</a></dd>
    </dl>
  </section>`,
      ),
    },
  },
  technologies: [
    'jquery',
    'slick',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'youtube',
    'apache-http-server',
    'open-graph',
  ],
  partners: {
    'sakuradai-u.ac.jp': 'generic',
    'kitase-iri.or.jp': 'generic',
    'aist.go.jp': 'generic',
    'jetro.go.jp': 'generic',
    'sakuradai-shinkin.co.jp': 'generic',
    'labshare.co.jp': 'technology',
    'midorino-consulting.co.jp': 'channel',
    'kitase-ip.jp': 'channel',
    'techbridge-llc.jp': 'channel',
  },
};
