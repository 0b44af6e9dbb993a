import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'hnd1::iad1::x7k2p-1741234567890-4c2d9e8f1a3b',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
};

const head = (title: string, path: string, desc: string): string => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${desc}"/>
<link rel="canonical" href="https://kasumi-hotels.jp${path}"/>
<link rel="alternate" hrefLang="en" href="https://kasumistays.com${path}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${desc}"/>
<meta property="og:url" content="https://kasumi-hotels.jp${path}"/>
<meta property="og:site_name" content="霞 KASUMI HOTELS"/>
<meta property="og:locale" content="ja_JP"/>
<meta property="og:image" content="https://kasumi-hotels.jp/og/default.jpg"/>
<meta name="twitter:card" content="summary_large_image"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/css/8c1d2f0a6b7e3c45.css" data-precedence="next"/>
<script src="/_next/static/chunks/webpack-5f2c8a1b9d3e7f60.js" async=""></script>
<script src="/_next/static/chunks/framework-0e8d27528ba61906.js" async=""></script>
<script src="/_next/static/chunks/main-7a1e9c3b5d2f8046.js" async=""></script>
<script src="/_next/static/chunks/pages/_app-3b9d1c7e5a2f4086.js" async=""></script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-N4W8JQ2" async="" data-nscript="afterInteractive"></script>
</head>`;

const header = `<div id="__next"><div class="layout_root__x9Qp2">
<header class="Header_header__3kT1a">
  <a href="/" class="Header_logo__Lm8Qz"><img alt="霞 KASUMI HOTELS" src="/images/logo-kasumi.svg" width="148" height="40"/></a>
  <nav class="Header_nav__Pq2vB" aria-label="グローバルナビゲーション">
    <a href="/hotels">ホテル一覧</a>
    <a href="/experiences">滞在体験</a>
    <a href="/corporate">法人のお客様</a>
    <a href="/news">お知らせ</a>
    <a href="/company">会社概要</a>
  </nav>
  <div class="Header_lang__7hYt3"><a href="https://kasumistays.com/" lang="en">EN</a> / <span>JP</span></div>
  <a class="Header_book__w2Ee0" href="https://reserve.kasumi-hotels.jp/ja/search">ご予約</a>
</header>`;

const footer = `<footer class="Footer_footer__d8Rk2">
  <div class="Footer_cols__1mZpQ">
    <div><p class="Footer_heading__Aa1Bb">ホテル</p><ul><li><a href="/hotels/kyoto-gion">霞 京都祇園</a></li><li><a href="/hotels/kanazawa">霞 金沢東山</a></li><li><a href="/hotels/naoshima">霞 直島</a></li><li><a href="/hotels/hakone">霞 箱根（2026年秋開業）</a></li></ul></div>
    <div><p class="Footer_heading__Aa1Bb">KASUMIについて</p><ul><li><a href="/company">会社概要</a></li><li><a href="/partners">パートナー企業</a></li><li><a href="/sustainability">サステナビリティ</a></li><li><a href="https://www.hospitality-jobs.jp/company/kasumi-hotels">採用情報</a></li></ul></div>
    <div><p class="Footer_heading__Aa1Bb">サポート</p><ul><li><a href="/faq">よくあるご質問</a></li><li><a href="/contact">お問い合わせ</a></li><li><a href="/privacy">プライバシーポリシー</a></li><li><a href="/terms">宿泊約款</a></li></ul></div>
    <div><p class="Footer_heading__Aa1Bb">フォロー</p><ul class="Footer_sns__Xx9Yy"><li><a href="https://www.instagram.com/kasumi_hotels/">Instagram</a></li><li><a href="https://x.com/kasumi_hotels">X</a></li><li><a href="https://line.me/R/ti/p/@kasumihotels">LINE公式アカウント</a></li></ul></div>
  </div>
  <p class="Footer_copy__Zz0a1">&copy; 2026 Kasumi Hospitality Co., Ltd. 観光庁長官登録旅行業第2-1234号</p>
</footer>
</div></div>`;

const nextData = (page: string, props: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props, __N_SSG: true }, page, query: {}, buildId: 'q7Yd2KxP0sLmN3vB8aR1c', isFallback: false, gsp: true, locale: 'ja', locales: ['ja'], defaultLocale: 'ja', scriptLoader: [] })}</script>`;

const travelAgencies = [
  { name: '株式会社たびむすび', url: 'https://www.tabimusubi.co.jp/', note: '国内個人旅行・宿泊パッケージ' },
  {
    name: 'ジャパン・ラグジュアリー・ジャーニーズ',
    url: 'https://www.jlj-travel.com/',
    note: '訪日富裕層向けオーダーメイド旅行（英語・中国語対応）',
  },
  { name: '瀬戸内トラベルデザイン', url: 'https://setouchi-td.jp/', note: '直島・豊島アートツアー' },
];
const systemPartners = [
  { name: 'Staylink PMS', url: 'https://staylink.jp/', note: '全館共通のホテル管理システム（PMS）' },
  { name: 'ヤドコネクト', url: 'https://www.yadoconnect.com/', note: 'サイトコントローラー・自社予約エンジン連携' },
];
const localPartners = [
  { name: '京都・西陣 おり工房 糸遊', url: 'https://itoyu-nishijin.jp/', note: '客室アメニティの西陣織小物を共同開発' },
  { name: '金沢箔工芸 かがやき', url: 'https://www.kagayaki-haku.jp/', note: '金箔貼り体験プログラム' },
];

const card = (p: { name: string; url: string; note: string }): string =>
  `<li class="PartnerCard_card__t5Rk1"><a href="${p.url}" target="_blank" rel="noopener noreferrer" class="PartnerCard_name__b2Lw9">${p.name}</a><p class="PartnerCard_note__q8Zm4">${p.note}</p></li>`;

export const site: CorpusSite = {
  domain: 'kasumi-hotels.jp',
  otherDomains: ['kasumistays.com'],
  covers:
    'Japanese boutique hotel chain on Next.js/Vercel; partner page (footer only) with travel-agency (channel), system (technology) and local-craft (generic) sections also serialized in __NEXT_DATA__; English site on another domain, shareholder, hotel association, award, corporate customer logos, job board and LINE/SNS links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('霞 KASUMI HOTELS｜日本の街に泊まる、小さなホテル', '/', '京都・金沢・直島に展開するブティックホテル「霞」公式サイト。ベストレート保証。')}
<body>
${header}
<main class="Home_main__c3Jq8">
  <section class="Hero_hero__u1Np0"><h1>街の記憶に、泊まる。</h1><p>町家や古民家を再生した、客室数20室前後の小さなホテルです。</p></section>
  <section class="Home_hotels__m4Xz2"><h2>ホテル一覧</h2>
    <ul>
      <li><a href="/hotels/kyoto-gion"><img alt="霞 京都祇園の客室" src="/images/hotels/kyoto-gion.jpg"/><h3>霞 京都祇園</h3><p>花見小路から徒歩3分、町家18室。</p></a></li>
      <li><a href="/hotels/kanazawa"><img alt="霞 金沢東山の外観" src="/images/hotels/kanazawa.jpg"/><h3>霞 金沢東山</h3><p>ひがし茶屋街の旧茶屋を改装した12室。</p></a></li>
      <li><a href="/hotels/naoshima"><img alt="霞 直島のテラス" src="/images/hotels/naoshima.jpg"/><h3>霞 直島</h3><p>瀬戸内海を望む全室オーシャンビュー。</p></a></li>
    </ul>
  </section>
  <section class="Home_award__k7Pq1"><h2>受賞歴</h2><p>霞 京都祇園は「<a href="https://www.asia-boutique-awards.com/2025/winners" target="_blank" rel="noopener noreferrer">Asia Boutique Hotel Awards 2025</a>」ベストヘリテージホテル部門を受賞しました。</p></section>
</main>
${footer}
<div class="CookieConsent_banner__h2Jk0" role="dialog">当サイトではサービス向上のためCookieを使用しています。<button>同意する</button></div>
${nextData('/', { hotels: ['kyoto-gion', 'kanazawa', 'naoshima'] })}
</body>
</html>`,
    },
    '/partners': {
      headers,
      html: `${head('パートナー企業｜霞 KASUMI HOTELS', '/partners', '霞 KASUMI HOTELSと協業するパートナー企業のご紹介。')}
<body>
${header}
<main class="Partners_main__w9Lr3">
  <h1>パートナー企業</h1>
  <p>霞は、地域の事業者や旅行会社、テクノロジー企業との協業によって、ゲストの滞在体験をつくっています。</p>
  <section class="Partners_section__e4Tn6"><h2>提携旅行会社（販売パートナー）</h2>
    <p>以下の旅行会社では、霞の客室を組み込んだ宿泊プランやツアーをご予約いただけます。</p>
    <ul class="Partners_grid__n6Bv0">${travelAgencies.map(card).join('')}</ul>
  </section>
  <section class="Partners_section__e4Tn6"><h2>テクノロジーパートナー</h2>
    <p>予約・客室管理を支えるシステムパートナーです。</p>
    <ul class="Partners_grid__n6Bv0">${systemPartners.map(card).join('')}</ul>
  </section>
  <section class="Partners_section__e4Tn6"><h2>地域パートナー</h2>
    <ul class="Partners_grid__n6Bv0">${localPartners.map(card).join('')}</ul>
  </section>
  <section class="Partners_contact__p0Lk7"><h2>パートナーシップのご相談</h2><p>旅行会社・法人の皆さまからのお問い合わせは<a href="/contact?type=partner">こちらのフォーム</a>からお送りください。</p></section>
</main>
${footer}
${nextData('/partners', { travelAgencies, systemPartners, localPartners })}
</body>
</html>`,
    },
    '/company': {
      headers,
      html: `${head('会社概要｜霞 KASUMI HOTELS', '/company', '霞ホスピタリティ株式会社の会社概要。')}
<body>
${header}
<main class="Company_main__r2Zs5">
  <h1>会社概要</h1>
  <table class="Company_table__f3Xq8">
    <tbody>
      <tr><th>商号</th><td>霞ホスピタリティ株式会社（Kasumi Hospitality Co., Ltd.）</td></tr>
      <tr><th>設立</th><td>2017年4月</td></tr>
      <tr><th>所在地</th><td>〒604-8005 京都府京都市中京区三条通河原町東入恵比須町427</td></tr>
      <tr><th>代表者</th><td>代表取締役 霞 由紀子</td></tr>
      <tr><th>事業内容</th><td>ホテル・旅館の企画、開発、運営／旅行業</td></tr>
      <tr><th>主要株主</th><td>経営陣、<a href="https://www.mizunami-capital.co.jp/portfolio/">みずなみキャピタル株式会社</a>、<a href="https://www.kansai-regional-fund.jp/">関西地域活性化ファンド</a></td></tr>
      <tr><th>加盟団体</th><td><a href="https://www.boutique-ryokan-kyokai.or.jp/">一般社団法人 日本ブティック旅館協会</a>、京都府旅館ホテル生活衛生同業組合</td></tr>
      <tr><th>取引銀行</th><td>京都中央信用金庫、三井住友銀行</td></tr>
    </tbody>
  </table>
  <section><h2>沿革</h2><ol><li>2017年 霞 京都祇園 開業</li><li>2020年 霞 金沢東山 開業</li><li>2023年 霞 直島 開業</li><li>2026年 霞 箱根 開業予定</li></ol></section>
</main>
${footer}
${nextData('/company', {})}
</body>
</html>`,
    },
    '/corporate': {
      headers,
      html: `${head('法人のお客様｜霞 KASUMI HOTELS', '/corporate', '出張・研修・オフサイトミーティングに。霞の法人契約プラン。')}
<body>
${header}
<main class="Corporate_main__a8Ws1">
  <h1>法人のお客様へ</h1>
  <p>出張やチームのオフサイト、VIPのおもてなしに。法人契約で優待料金と一棟貸切プランをご利用いただけます。</p>
  <section><h2>ご利用企業（一部）</h2>
    <ul class="Corporate_logos__y5Nc2">
      <li><img alt="株式会社ミライ精機" src="/images/clients/mirai-seiki.svg"/></li>
      <li><img alt="Orbis Design Partners" src="/images/clients/orbis.svg"/></li>
      <li><a href="https://www.hanabusa-pharma.co.jp/" target="_blank" rel="noopener noreferrer"><img alt="花房製薬" src="/images/clients/hanabusa.svg"/></a></li>
    </ul>
    <blockquote>「金沢での役員合宿に利用しました。茶屋街の空気ごと会議室になる体験は他にありません。」<cite>花房製薬 人事部</cite></blockquote>
  </section>
  <section><h2>導入事例</h2><p><a href="/news/2025-11-hanabusa-offsite">花房製薬様 役員オフサイトの事例を読む</a></p></section>
</main>
${footer}
${nextData('/corporate', {})}
</body>
</html>`,
    },
    '/news/2026-02-hakone': {
      headers,
      html: `${head('霞 箱根 2026年秋開業のお知らせ｜霞 KASUMI HOTELS', '/news/2026-02-hakone', '4軒目となる霞 箱根の開業日が決定しました。')}
<body>
${header}
<main class="News_main__g1Hs4">
  <article><p class="News_date__k2Lm0">2026.02.12</p>
  <h1>霞 箱根 2026年秋開業のお知らせ</h1>
  <p>霞ホスピタリティは、箱根・宮ノ下の旧保養所をリノベーションした「霞 箱根」を2026年10月に開業します。</p>
  <p>本件は<a href="https://www.travel-keizai.jp/articles/2026/02/kasumi-hakone" target="_blank" rel="noopener noreferrer">トラベル経済新聞</a>でも取り上げられました。設計は<a href="https://www.kinoe-architects.jp/works/hakone" target="_blank" rel="noopener noreferrer">きのえ建築設計事務所</a>が担当しています。</p>
  <p>プレスリリースの全文は<a href="https://prtimes-like.jp/main/html/rd/p/000000012.000045678.html" target="_blank" rel="noopener noreferrer">こちら</a>をご覧ください。</p></article>
</main>
${footer}
${nextData('/news/[slug]', { slug: '2026-02-hakone' })}
</body>
</html>`,
    },
  },
  sitemap: [
    'https://kasumi-hotels.jp/',
    'https://kasumi-hotels.jp/corporate',
    'https://kasumi-hotels.jp/company',
    'https://kasumi-hotels.jp/partners',
    'https://kasumi-hotels.jp/news/2026-02-hakone',
  ],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'open-graph', 'google-tag-manager'],
  partners: {
    'tabimusubi.co.jp': 'channel',
    'jlj-travel.com': 'channel',
    'setouchi-td.jp': 'channel',
    'staylink.jp': 'technology',
    'yadoconnect.com': 'technology',
    'itoyu-nishijin.jp': 'generic',
    'kagayaki-haku.jp': 'generic',
  },
};
