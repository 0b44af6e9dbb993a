import type { CorpusSite } from '../corpus/types.js';

const headers = { 'content-type': 'text/html; charset=utf-8', server: 'nginx/1.24.0' };

function page(title: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}｜クモデスク</title>
<meta name="description" content="クモデスクは、社内の申請・ワークフロー・掲示板・スケジュールをひとつにまとめるクラウド型グループウェアです。">
<meta property="og:title" content="${title}｜クモデスク">
<meta property="og:type" content="website">
<meta property="og:url" content="https://kumodesk.jp${path}">
<meta property="og:image" content="https://kumodesk.jp/img/ogp.png">
<meta property="og:locale" content="ja_JP">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;700&amp;display=swap" rel="stylesheet">
<link rel="stylesheet" href="/css/style.css?v=20240508">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-KD88Q1WZ3E"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-KD88Q1WZ3E');</script>
</head>
<body>
<header class="l-header">
  <h1 class="l-header__logo"><a href="/"><img src="/img/logo.svg" alt="クモデスク KumoDesk" width="160" height="36"></a></h1>
  <nav class="l-gnav">
    <ul>
      <li><a href="/features.html">機能</a></li>
      <li><a href="/price.html">料金</a></li>
      <li><a href="/case/">導入事例</a></li>
      <li><a href="/integrations.html">連携サービス</a></li>
      <li><a href="/partners/">販売パートナー</a></li>
      <li><a href="/company.html">会社概要</a></li>
    </ul>
  </nav>
  <a class="c-btn c-btn--primary" href="https://app.kumodesk.jp/trial">無料トライアル</a>
</header>
<main class="l-main">
${main}
</main>
<footer class="l-footer">
  <ul class="l-footer__nav">
    <li><a href="/company.html">会社概要</a></li>
    <li><a href="/privacy.html">プライバシーポリシー</a></li>
    <li><a href="/security.html">セキュリティ</a></li>
    <li><a href="/contact/">お問い合わせ</a></li>
  </ul>
  <ul class="l-footer__sns">
    <li><a href="https://x.com/kumodesk_jp">X（旧Twitter）</a></li>
    <li><a href="https://www.facebook.com/kumodesk.jp">Facebook</a></li>
    <li><a href="https://note.com/kumodesk">note</a></li>
  </ul>
  <p class="l-footer__copy">&copy; 2024 株式会社クモデスク</p>
</footer>
<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>
<script src="/js/main.js?v=20240508"></script>
</body>
</html>`;
}

const partnerItem = (name: string, area: string, url: string | null): string =>
  `      <li class="p-partner-list__item">
        <p class="p-partner-list__area">${area}</p>
        <p class="p-partner-list__name">${url ? `<a href="${url}" target="_blank" rel="noopener">${name}</a>` : name}</p>
      </li>`;

const partnersPage = (n: number, items: string[]): string =>
  page(
    n === 1 ? '販売パートナー' : `販売パートナー（${n}ページ目）`,
    n === 1 ? '/partners/' : `/partners/page/${n}/`,
    `
<section class="p-page-head">
  <h2>販売パートナー一覧</h2>
  <p>クモデスクは全国の販売パートナーを通じてもご購入いただけます。導入支援や操作研修、保守サポートまで地域のパートナーが対応します。</p>
</section>
<section class="p-partner-list">
  <ul>
${items.join('\n')}
  </ul>
  <nav class="c-pager" aria-label="ページ送り">
    ${n === 1 ? '<span class="is-current">1</span> <a href="/partners/page/2/">2</a> <a href="/partners/page/2/" rel="next">次へ &raquo;</a>' : '<a href="/partners/" rel="prev">&laquo; 前へ</a> <a href="/partners/">1</a> <span class="is-current">2</span>'}
  </nav>
</section>
<section class="p-recruit-partner">
  <h3>パートナー募集</h3>
  <p>クモデスクを一緒に広めていただける販売代理店を募集しています。<a href="/contact/?type=partner">お問い合わせはこちら</a></p>
</section>`,
  );

export const site: CorpusSite = {
  domain: 'kumodesk.jp',
  covers:
    'Japanese hand-written groupware SaaS: integrations list (technology), reseller list paginated over two pages with one unlinked reseller (channel); negatives: customer case studies, award badge linking to review site, ISMS certification, investors, social links (note, X, Facebook)',
  pages: {
    '/': {
      headers,
      html: page(
        'クラウド型グループウェア',
        '/',
        `
<section class="p-hero">
  <h2>申請も、連絡も、予定も。<br>社内のことは、ぜんぶクモデスクで。</h2>
  <p>ワークフロー・掲示板・スケジュール・設備予約を標準搭載。1ユーザー月額400円から。</p>
  <a class="c-btn c-btn--primary" href="https://app.kumodesk.jp/trial">30日間無料で試す</a>
</section>
<section class="p-logos">
  <h3>3,200社以上に導入されています</h3>
  <ul>
    <li><img src="/img/case/logo-yamabuki-kensetsu.png" alt="山吹建設株式会社"></li>
    <li><img src="/img/case/logo-minato-clinic.png" alt="医療法人みなとクリニック"></li>
    <li><img src="/img/case/logo-hoshino-foods.png" alt="星野フーズ株式会社"></li>
  </ul>
  <a href="/case/">導入事例を見る</a>
</section>
<section class="p-award">
  <img src="/img/award/itreview-grid-2024-leader.png" alt="ITreview Grid Award 2024 Summer グループウェア部門 Leader">
  <p>ITreview Grid Award 2024 Summer にてLeaderを受賞しました。<a href="https://www.itreview.jp/products/kumodesk/reviews">レビューを見る</a></p>
</section>
<section class="p-security">
  <p>ISMS（ISO/IEC 27001）認証取得済み。データは国内リージョンで管理しています。</p>
</section>`,
      ),
    },
    '/integrations.html': {
      headers,
      html: page(
        '連携サービス',
        '/integrations.html',
        `
<section class="p-page-head">
  <h2>連携サービス</h2>
  <p>クモデスクは、以下のサービスと連携してご利用いただけます。各サービス提供企業とのテクノロジーパートナーシップのもと、連携機能を開発しています。</p>
</section>
<section class="p-integrations">
  <div class="p-integrations__item"><img src="/img/integrations/slack.png" alt="Slack"><h3><a href="https://slack.com/intl/ja-jp/">Slack</a></h3><p>申請の承認依頼をSlackに通知</p></div>
  <div class="p-integrations__item"><img src="/img/integrations/chatwork.png" alt="Chatwork"><h3><a href="https://go.chatwork.com/ja/">Chatwork</a></h3><p>掲示板の更新をグループチャットに自動投稿</p></div>
  <div class="p-integrations__item"><img src="/img/integrations/zoom.png" alt="Zoom"><h3><a href="https://zoom.us/ja">Zoom</a></h3><p>スケジュールからZoomミーティングを発行</p></div>
  <div class="p-integrations__item"><img src="/img/integrations/box.png" alt="Box"><h3><a href="https://www.box.com/ja-jp/home">Box</a></h3><p>申請の添付ファイルをBoxに保存</p></div>
  <div class="p-integrations__item"><img src="/img/integrations/kintai-cloud.png" alt="勤怠クラウド"><h3><a href="https://kintai-cloud.jp/">勤怠クラウド</a></h3><p>休暇申請の承認結果を勤怠データに反映</p></div>
  <div class="p-integrations__item"><img src="/img/integrations/sign-hanko.png" alt="サインハンコ"><h3><a href="https://www.sign-hanko.jp/">サインハンコ</a></h3><p>稟議の決裁後に電子契約を送信</p></div>
</section>`,
      ),
    },
    '/partners/': {
      headers,
      html: partnersPage(1, [
        partnerItem('株式会社ミライ情報システム', '東京都', 'https://www.mirai-is.co.jp/'),
        partnerItem('東邦OAサービス株式会社', '愛知県', 'https://toho-oa.co.jp/'),
        partnerItem('北海道ビズテック株式会社', '北海道', 'https://hokkaido-biztech.jp/'),
        partnerItem('株式会社ネクストリンク九州', '福岡県', 'https://www.nextlink-kyushu.co.jp/'),
      ]),
    },
    '/partners/page/2/': {
      headers,
      html: partnersPage(2, [
        partnerItem('関西ITソリューションズ株式会社', '大阪府', 'https://www.kansai-its.co.jp/'),
        partnerItem('株式会社さくらシステム開発', '宮城県', 'https://sakura-sysdev.co.jp/'),
        partnerItem('沖縄クラウドパートナーズ合同会社', '沖縄県', 'https://okinawa-cloud.jp/'),
        partnerItem('有限会社たかはし事務機', '新潟県', null),
      ]),
    },
    '/company.html': {
      headers,
      html: page(
        '会社概要',
        '/company.html',
        `
<section class="p-page-head"><h2>会社概要</h2></section>
<table class="p-company">
  <tr><th>社名</th><td>株式会社クモデスク（KumoDesk Inc.）</td></tr>
  <tr><th>設立</th><td>2014年4月</td></tr>
  <tr><th>所在地</th><td>〒150-0002 東京都渋谷区渋谷2-15-1</td></tr>
  <tr><th>資本金</th><td>2億4,500万円（資本準備金含む）</td></tr>
  <tr><th>主要株主</th><td>経営陣、<a href="https://www.sakurazaka-vc.co.jp/">桜坂ベンチャーキャピタル</a></td></tr>
  <tr><th>認証</th><td>ISO/IEC 27001（ISMS）</td></tr>
</table>`,
      ),
    },
  },
  technologies: ['nginx', 'open-graph', 'google-font-api', 'google-analytics', 'google-tag-manager', 'jquery', 'cdnjs', 'cloudflare'],
  partners: {
    'slack.com': 'technology',
    'chatwork.com': 'technology',
    'zoom.us': 'technology',
    'box.com': 'technology',
    'kintai-cloud.jp': 'technology',
    'sign-hanko.jp': 'technology',
    'mirai-is.co.jp': 'channel',
    'toho-oa.co.jp': 'channel',
    'hokkaido-biztech.jp': 'channel',
    'nextlink-kyushu.co.jp': 'channel',
    'kansai-its.co.jp': 'channel',
    'sakura-sysdev.co.jp': 'channel',
    'okinawa-cloud.jp': 'channel',
  },
};
