import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8a4d2e9c7b1f3a55-NRT',
  'x-lambda-id': '9c2b7e1a-4f3d-4a8e-b6c1-2d0e5f7a9b3c',
  'x-cluster-name': 'ap-northeast-1-prod-hosting-red',
  'content-language': 'ja',
  'surrogate-key': 'commonsbase.jp 65a1b2c3d4e5f6a7b8c9d0aa pageId:65a1b2c3d4e5f6a7b8c9d0e1',
};

const siteId = '65a1b2c3d4e5f6a7b8c9d0aa';

const doc = (
  title: string,
  description: string,
  pageId: string,
  path: string,
  content: string,
): string => `<!DOCTYPE html><!-- Last Published: Mon Jun 10 2024 02:41:17 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="commonsbase.jp" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="ja"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d1f0_ogp.jpg" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/${siteId}/css/commonsbase.webflow.shared.4f2a1b3c9.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Noto Sans JP:400,500,700:japanese","Inter:400,600"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d1a1_favicon.png" rel="shortcut icon" type="image/x-icon"/><link rel="canonical" href="https://commonsbase.jp${path}"/><script async src="https://www.googletagmanager.com/gtag/js?id=G-CB4N7Q2K9M"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-CB4N7Q2K9M');</script></head><body class="body">
<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d1b2_logo.svg" loading="lazy" alt="COMMONS BASE" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/space" class="nav-link w-nav-link">拠点一覧</a><a href="/plan" class="nav-link w-nav-link">料金プラン</a><a href="/event" class="nav-link w-nav-link">イベント</a><a href="/partners" class="nav-link w-nav-link">パートナー</a><a href="/company" class="nav-link w-nav-link">運営会社</a><a href="https://en.commonsbase.jp/" class="nav-link w-nav-link">English</a><a href="/contact" class="button-nav w-button">見学予約</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${content}
<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d1c3_logo-white.svg" loading="lazy" alt="COMMONS BASE"/><p class="footer-text">株式会社コモンズ<br/>〒150-0002 東京都渋谷区渋谷2-14-8 コモンズビル5F</p></div><div class="footer-links"><a href="/space" class="footer-link">拠点一覧</a><a href="/partners" class="footer-link">パートナー</a><a href="/company" class="footer-link">運営会社</a><a href="https://commons-inc.co.jp/recruit" class="footer-link">採用情報</a><a href="/privacy" class="footer-link">プライバシーポリシー</a></div><div class="footer-app"><p class="footer-text">会員アプリ</p><a href="https://apps.apple.com/jp/app/commons-base/id1634782210" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d1d4_appstore-badge-ja.svg" loading="lazy" alt="App Storeからダウンロード"/></a><a href="https://play.google.com/store/apps/details?id=jp.commonsbase.app" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d1e5_googleplay-badge-ja.png" loading="lazy" alt="Google Playで手に入れよう"/></a></div><div class="footer-social"><a href="https://x.com/commonsbase_jp" class="social-link w-inline-block">X</a><a href="https://www.instagram.com/commonsbase.jp/" class="social-link w-inline-block">Instagram</a><a href="https://note.com/commonsbase" class="social-link w-inline-block">note</a></div></div><p class="copyright">© 2024 Commons Inc.</p></div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/${siteId}/js/webflow.8d2e1f3a7.js" type="text/javascript"></script></body></html>`;

const home = doc(
  'COMMONS BASE｜渋谷・神田・福岡のコワーキングスペース',
  'COMMONS BASE（コモンズベース）は渋谷・神田・福岡天神にあるコワーキングスペース。ドロップインから個室まで、起業家とクリエイターのためのコミュニティ型ワークプレイスです。',
  '65a1b2c3d4e5f6a7b8c9d0e1',
  '/',
  `<section class="hero"><div class="hero-container w-container"><h1 class="hero-heading">はたらく場所から、<br/>つながる場所へ。</h1><p class="hero-paragraph">渋谷・神田・福岡天神の3拠点。1,400名以上のメンバーが集まるコミュニティ型コワーキングスペースです。</p><a href="/contact" class="button w-button">無料で見学する</a></div></section>
<section class="section"><div class="w-container"><h2 class="section-heading">拠点</h2><div class="w-layout-grid grid-3"><div class="space-card"><h3>渋谷</h3><p>渋谷駅 徒歩4分／24時間利用可</p></div><div class="space-card"><h3>神田</h3><p>神田駅 徒歩2分／キッチン付きイベントスペース</p></div><div class="space-card"><h3>福岡天神</h3><p>天神駅 徒歩5分／2023年オープン</p></div></div></div></section>
<section class="section section-gray"><div class="w-container"><h2 class="section-heading">入居企業・メンバー</h2><div class="w-layout-grid logo-grid"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d2a1_member-tsumiki.png" loading="lazy" alt="株式会社ツミキ"/><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d2b2_member-hikari.png" loading="lazy" alt="ヒカリデザイン"/><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d2c3_member-nagi.png" loading="lazy" alt="NAGI Labs"/></div></div></section>
<section class="section"><div class="w-container"><h2 class="section-heading">メディア掲載</h2><p><a href="https://www.nikkei.com/article/DGXZQOUC1234567/">日本経済新聞：地方拠点を広げるコワーキング（2024年3月）</a></p><p>地域のスタートアップ団体やクリエイター・コミュニティとも連携しています。<a href="/partners">パートナー一覧</a></p></div></section>`,
);

const partners = doc(
  'パートナー｜COMMONS BASE',
  'COMMONS BASEのコミュニティパートナー、テクノロジーパートナー、提携コワーキングスペースをご紹介します。',
  '65a1b2c3d4e5f6a7b8c9d0e2',
  '/partners',
  `<section class="page-header"><div class="w-container"><h1 class="page-heading">パートナー</h1><p>COMMONS BASEは、地域のコミュニティや企業と連携して、メンバーの挑戦を後押ししています。</p></div></section>
<section class="section"><div class="w-container"><h2 class="section-heading">コミュニティパートナー</h2>
<p>起業家向けの勉強会やピッチイベントは、<a href="https://shibuya-startuplab.jp/">Shibuya Startup Lab</a>と共同で毎月開催しています。ものづくり系メンバーには、<a href="https://tokyomakers.org/">Tokyo Makers Guild</a>の工房を特別料金で利用いただけます。</p>
<div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
<div role="listitem" class="partner-item w-dyn-item"><a href="https://kitchenlab-kanda.jp/" class="partner-link w-inline-block" title="キッチンラボ神田"><img src="https://cdn.prod.website-files.com/65a1b2c3d4e5f6a7b8c9d0bb/65a1b2c3d4e5f6a7b8c9d3a1_kitchenlab.png" loading="lazy" alt="キッチンラボ神田" class="partner-logo"/><div class="partner-name">キッチンラボ神田</div><p class="partner-desc">フードスタートアップ向けシェアキッチン</p></a></div>
<div role="listitem" class="partner-item w-dyn-item"><a href="https://fukuoka-creators.jp/" class="partner-link w-inline-block" title="福岡クリエイターズ"><img src="https://cdn.prod.website-files.com/65a1b2c3d4e5f6a7b8c9d0bb/65a1b2c3d4e5f6a7b8c9d3b2_fukuoka-creators.png" loading="lazy" alt="福岡クリエイターズ" class="partner-logo"/><div class="partner-name">福岡クリエイターズ</div><p class="partner-desc">九州のデザイナー・エンジニアのコミュニティ</p></a></div>
</div></div></div></section>
<section class="section section-gray"><div class="w-container"><h2 class="section-heading">テクノロジーパートナー</h2>
<div class="w-layout-grid grid-3">
<div class="tech-card"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d4a1_lockmate.svg" loading="lazy" alt="LockMate"/><h3>LockMate</h3><p>スマートロックで24時間の入退館をアプリ一つで。</p><a href="https://lockmate.jp/" class="text-link">lockmate.jp</a></div>
<div class="tech-card"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d4b2_roomsign.svg" loading="lazy" alt="RoomSign"/><h3>RoomSign</h3><p>会議室の予約とサイネージ表示を連携。</p><a href="https://roomsign.io/ja/" class="text-link">roomsign.io</a></div>
<div class="tech-card"><img src="https://cdn.prod.website-files.com/${siteId}/65a1b2c3d4e5f6a7b8c9d4c3_netbridge.svg" loading="lazy" alt="ネットブリッジ"/><h3>ネットブリッジ</h3><p>全拠点の法人向け高速Wi-Fiを提供。</p><a href="https://www.netbridge.co.jp/" class="text-link">netbridge.co.jp</a></div>
</div></div></section>
<section class="section"><div class="w-container"><h2 class="section-heading">提携コワーキングスペース</h2>
<p>月額会員の方は、以下の提携スペースを月4回まで無料でご利用いただけます。</p>
<ul role="list" class="list">
<li><a href="https://www.osakadesk.jp/">OSAKA DESK</a>（大阪・梅田）</li>
<li><a href="https://sapporoworks.jp/">SAPPORO WORKS</a>（札幌・大通）</li>
</ul>
<p class="note">※イベント協賛企業は<a href="/event">イベントページ</a>をご覧ください。</p></div></section>`,
);

const event = doc(
  'イベント｜COMMONS BASE',
  'COMMONS BASEで開催されるピッチイベント、勉強会、交流会のご案内。',
  '65a1b2c3d4e5f6a7b8c9d0e3',
  '/event',
  `<section class="page-header"><div class="w-container"><h1 class="page-heading">イベント</h1></div></section>
<section class="section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="event-list w-dyn-items">
<div role="listitem" class="event-item w-dyn-item"><div class="event-date">2024.07.18</div><h3>COMMONS PITCH vol.24</h3><p>シード期スタートアップ8社が登壇。協賛：<a href="https://www.aozora-capital.jp/">あおぞらキャピタル</a>、<a href="https://www.cloudsign-biz.jp/">クラウドサインビズ</a></p></div>
<div role="listitem" class="event-item w-dyn-item"><div class="event-date">2024.07.25</div><h3>福岡クリエイターズ・ナイト</h3><p>デザイナー・エンジニアの交流会（神田・福岡同時開催）。参加申込は<a href="https://commonsbase.connpass.com/event/322145/">connpass</a>から。</p></div>
</div></div></div></section>`,
);

const company = doc(
  '運営会社｜COMMONS BASE',
  'COMMONS BASEを運営する株式会社コモンズの会社概要。',
  '65a1b2c3d4e5f6a7b8c9d0e4',
  '/company',
  `<section class="page-header"><div class="w-container"><h1 class="page-heading">運営会社</h1></div></section>
<section class="section"><div class="w-container"><div class="company-table">
<div class="company-row"><div class="company-label">会社名</div><div>株式会社コモンズ（<a href="https://commons-inc.co.jp/">commons-inc.co.jp</a>）</div></div>
<div class="company-row"><div class="company-label">設立</div><div>2017年4月</div></div>
<div class="company-row"><div class="company-label">事業内容</div><div>コワーキングスペース「COMMONS BASE」の運営、シェアオフィス企画・運営</div></div>
<div class="company-row"><div class="company-label">認定</div><div><a href="https://www.city.shibuya.tokyo.jp/jigyosha/sogyo/">渋谷区創業支援等事業計画</a>における認定連携創業支援等事業者</div></div>
</div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'commonsbase.jp',
  otherDomains: ['commons-inc.co.jp'],
  covers:
    'Japanese coworking operator on Webflow (Cloudflare, WebFont loader, gtag, Webflow CDN jQuery): partner page with community partners in prose and a CMS collection grid, technology partner cards, and reciprocal partner spaces in a list; negatives: member-company logos without links, event sponsors (協賛) and connpass event links, press, municipal certification, app store badges, note/X/Instagram, own operating-company domain and English subdomain, website-files asset host',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/event': { headers, html: event },
    '/company': { headers, html: company },
  },
  technologies: [
    'webflow',
    'jquery',
    'cloudflare',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'google-hosted-libraries',
    'open-graph',
  ],
  partners: {
    'shibuya-startuplab.jp': 'generic',
    'tokyomakers.org': 'generic',
    'kitchenlab-kanda.jp': 'generic',
    'fukuoka-creators.jp': 'generic',
    'lockmate.jp': 'technology',
    'roomsign.io': 'technology',
    'netbridge.co.jp': 'technology',
    'osakadesk.jp': 'generic',
    'sapporoworks.jp': 'generic',
  },
};
