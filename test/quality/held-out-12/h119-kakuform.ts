import type { CorpusSite } from '../corpus/types.js';

const BUILD = 'Xk2p9QvR4tL7mN1sB8cZf';

const integrations = [
  {
    slug: 'kintone',
    name: 'kintone',
    category: 'database',
    vendor: 'サイボウズ株式会社',
    vendorUrl: 'https://kintone.cybozu.co.jp/',
    text: 'フォームの回答をkintoneアプリのレコードとして自動登録します。',
  },
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'crm',
    vendor: '株式会社セールスフォース・ジャパン',
    vendorUrl: 'https://www.salesforce.com/jp/',
    text: '問い合わせをリード・取引先責任者として作成します。',
  },
  {
    slug: 'hubspot',
    name: 'HubSpot',
    category: 'crm',
    vendor: 'HubSpot Japan株式会社',
    vendorUrl: 'https://www.hubspot.jp/',
    text: 'コンタクトの作成とワークフローの起動に対応。',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'chat',
    vendor: 'Slack Technologies',
    vendorUrl: 'https://slack.com/intl/ja-jp/',
    text: '回答があるとチャンネルに通知します。',
  },
  {
    slug: 'chatwork',
    name: 'Chatwork',
    category: 'chat',
    vendor: '株式会社kubell',
    vendorUrl: 'https://go.chatwork.com/ja/',
    text: 'グループチャットに回答内容を投稿します。',
  },
  {
    slug: 'line-works',
    name: 'LINE WORKS',
    category: 'chat',
    vendor: 'LINE WORKS株式会社',
    vendorUrl: 'https://line-works.com/',
    text: 'トークルームへの通知と承認フローに対応。',
  },
  {
    slug: 'freee',
    name: 'freee会計',
    category: 'accounting',
    vendor: 'freee株式会社',
    vendorUrl: 'https://www.freee.co.jp/',
    text: '申込フォームから取引先と請求書を作成します。',
  },
  {
    slug: 'zapier',
    name: 'Zapier',
    category: 'automation',
    vendor: 'Zapier, Inc.',
    vendorUrl: 'https://zapier.com/apps/kakuform/integrations',
    text: '7,000以上のアプリとノーコードで連携。',
  },
  {
    slug: 'google-sheets',
    name: 'Googleスプレッドシート',
    category: 'database',
    vendor: 'カクフォーム(標準機能)',
    vendorUrl: null,
    text: '回答をスプレッドシートに自動で追記します。',
  },
];

const head = (title: string, description: string, path: string, page: string) =>
  `<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://kakuform.jp${path}"/><meta property="og:image" content="https://kakuform.jp/ogp.png"/><meta name="twitter:card" content="summary_large_image"/><link rel="canonical" href="https://kakuform.jp${path}"/><meta name="next-head-count" content="10"/><link rel="preload" href="/_next/static/css/9f1c2e7a4b3d6e08.css" as="style"/><link rel="stylesheet" href="/_next/static/css/9f1c2e7a4b3d6e08.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-3f1a7c2e9b0d4e68.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-7d2e1f0a9c3b8e45.js" defer=""></script><script src="/_next/static/chunks/pages/_app-b41c9e2d7a6f3e10.js" defer=""></script><script src="/_next/static/chunks/pages${page === '/' ? '/index' : page}-5e8a1d3c7f2b9046.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head>`;

const header = `<header class="Header_header__q1Zx8"><div class="Header_inner__Lm3Pa"><a class="Header_logo__N2bVd" href="/"><img alt="カクフォーム" loading="eager" width="160" height="32" decoding="async" src="/images/logo.svg"/></a><nav class="Header_nav__Zp8Kq" aria-label="メインメニュー"><ul><li><a href="/features">機能</a></li><li><a href="/pricing">料金</a></li><li><a href="/case">導入事例</a></li><li><a href="/integrations">連携サービス</a></li><li><a href="/partners">パートナー</a></li><li><a href="/news">お知らせ</a></li></ul></nav><div class="Header_cta__Wq7Lr"><a class="Button_secondary__x8Pq2" href="https://app.kakuform.jp/login">ログイン</a><a class="Button_primary__k2Zs9" href="/download">資料請求</a></div></div></header>`;

const footer = `<footer class="Footer_footer__a9Kd1"><div class="Footer_inner__Zq3Ls"><div class="Footer_col__P0xLm"><img alt="カクフォーム" loading="lazy" width="120" height="24" decoding="async" src="/images/logo-white.svg"/><p>株式会社カクフォーム<br/>〒150-0002 東京都渋谷区渋谷2-24-12 渋谷スクランブルスクエア 39F</p></div><div class="Footer_col__P0xLm"><p class="Footer_title__b7Yw2">サービス</p><ul><li><a href="/features">機能一覧</a></li><li><a href="/pricing">料金プラン</a></li><li><a href="/integrations">連携サービス</a></li><li><a href="/security">セキュリティ</a></li><li><a href="https://help.kakuform.jp/">ヘルプセンター</a></li></ul></div><div class="Footer_col__P0xLm"><p class="Footer_title__b7Yw2">会社情報</p><ul><li><a href="/company">運営会社</a></li><li><a href="/partners">パートナー制度</a></li><li><a href="https://herp.careers/v1/kakuform">採用情報</a></li><li><a href="/privacy">プライバシーポリシー</a></li></ul></div><div class="Footer_col__P0xLm"><p class="Footer_title__b7Yw2">公式アカウント</p><ul class="Footer_sns__Tz5Kc"><li><a href="https://x.com/kakuform_jp" aria-label="X">X</a></li><li><a href="https://www.facebook.com/kakuform.jp" aria-label="Facebook">Facebook</a></li><li><a href="https://note.com/kakuform" aria-label="note">note</a></li><li><a href="https://www.youtube.com/@kakuform">YouTube</a></li></ul><img alt="ISMS認証 ISO/IEC 27001" loading="lazy" width="96" height="48" decoding="async" src="/images/isms.png"/><img alt="プライバシーマーク" loading="lazy" width="48" height="48" decoding="async" src="/images/pmark.png"/></div></div><p class="Footer_copy__Yc2Pn">© 2025 Kakuform Inc.</p></footer>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps, __N_SSG: true }, page, query: {}, buildId: BUILD, isFallback: false, gsp: true, scriptLoader: [] })}</script>`;

const doc = (title: string, description: string, path: string, page: string, main: string, pageProps: unknown) =>
  `${head(title, description, path, page)}<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5KZQ8RM" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__next">${header}<main>${main}</main>${footer}</div>${nextData(page, pageProps)}<script id="gtm" data-nscript="afterInteractive">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5KZQ8RM');</script></body></html>`;

const categories: Record<string, string> = {
  crm: 'CRM・SFA',
  chat: 'チャット',
  database: 'データベース',
  accounting: '会計',
  automation: '自動化',
};

const integrationCards = integrations
  .map(
    (i) =>
      `<li class="IntegrationCard_card__R4nXp" data-category="${i.category}"><img alt="${i.name}" loading="lazy" width="64" height="64" decoding="async" src="/images/integrations/${i.slug}.png"/><p class="IntegrationCard_category__Hh2Lw">${categories[i.category]}</p><h3>${i.name}</h3><p>${i.text}</p><p class="IntegrationCard_vendor__Km8Vy">提供元: ${i.vendor}</p>${i.vendorUrl ? `<a class="IntegrationCard_link__Zc1Qe" href="${i.vendorUrl}" target="_blank" rel="noopener noreferrer">公式サイト</a>` : '<span class="IntegrationCard_badge__Lp0Xs">標準機能</span>'}</li>`,
  )
  .join('');

const resellers = [
  {
    name: '株式会社ネクストリンク・ソリューションズ',
    tier: 'プレミア販売パートナー',
    area: '東京都港区',
    url: 'https://www.nextlink-sol.co.jp/',
  },
  { name: '株式会社フォームワークス大阪', tier: '販売パートナー', area: '大阪府大阪市北区', url: 'https://formworks-osaka.jp/' },
  { name: '北海道デジタルサービス株式会社', tier: '販売パートナー', area: '北海道札幌市中央区', url: 'https://www.hokkaido-ds.co.jp/' },
  { name: '株式会社ティーエスアイ', tier: '販売パートナー', area: '宮城県仙台市青葉区', url: '' },
  { name: '株式会社九州クラウドラボ', tier: '導入支援パートナー', area: '福岡県福岡市博多区', url: 'https://q-cloudlab.jp/' },
  { name: '合同会社DXサポート名古屋', tier: '導入支援パートナー', area: '愛知県名古屋市中区', url: 'text:https://dxsupport-nagoya.com' },
  {
    name: '株式会社リードクリエイト',
    tier: '紹介パートナー',
    area: '東京都渋谷区',
    url: 'https://leadcreate.co.jp/?utm_source=kakuform&utm_medium=partner',
  },
  { name: '税理士法人みらい会計', tier: '紹介パートナー', area: '神奈川県横浜市西区', url: 'https://www.mirai-tax.jp/' },
];

const resellerRows = resellers
  .map(
    (r) =>
      `<tr><td>${r.name}</td><td><span class="PartnerTable_tier__Vb3Xk">${r.tier}</span></td><td>${r.area}</td><td>${
        r.url === ''
          ? '-'
          : r.url.startsWith('text:')
            ? r.url.slice(5)
            : `<a href="${r.url.replace(/&/g, '&amp;')}" target="_blank" rel="noopener noreferrer">Webサイト</a>`
      }</td></tr>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'kakuform.jp',
  covers:
    'Japanese form-builder SaaS on Next.js (pages router, __NEXT_DATA__) served by Vercel: an integrations page with category tabs whose cards link to vendor sites and repeat them in the hydration JSON (one built-in integration with no link), and a partner page whose table mixes premium resellers, implementation partners and referral partners, with a written-only URL and a partner without a site; traps are customer case studies, shareholders, an ISMS certifier, Privacy Mark, an industry association, ITreview badges, press, the HERP jobs link and note/X/Facebook accounts.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-id': 'hnd1::iad1::7l5qm-1741933212841-4d2f0a1b9c3e',
        'x-vercel-cache': 'HIT',
        'x-matched-path': '/',
        age: '1832',
        'cache-control': 'public, max-age=0, must-revalidate',
        'strict-transport-security': 'max-age=63072000',
      },
      html: doc(
        'カクフォーム | 現場で使えるフォーム作成ツール',
        'ノーコードで申込・問い合わせ・アンケートフォームを作成。kintoneやSalesforceと連携できるフォーム作成サービスです。',
        '/',
        '/',
        `<section class="Hero_hero__Tq9Ls"><h1>フォームを作って、終わりにしない。</h1><p>カクフォームは、回答データをそのまま業務システムへ届けるフォーム作成ツールです。導入企業4,200社。</p><a class="Button_primary__k2Zs9" href="https://app.kakuform.jp/signup">無料ではじめる</a></section><section class="Logos_logos__Fz3Kp"><p>導入企業</p><ul><li><img alt="東邦リゾート株式会社" loading="lazy" width="140" height="40" decoding="async" src="/images/customers/toho-resort.png"/></li><li><img alt="株式会社みなと不動産" loading="lazy" width="140" height="40" decoding="async" src="/images/customers/minato.png"/></li><li><img alt="学校法人青葉学園" loading="lazy" width="140" height="40" decoding="async" src="/images/customers/aoba.png"/></li><li><img alt="さくら市" loading="lazy" width="140" height="40" decoding="async" src="/images/customers/sakura-city.png"/></li></ul></section><section class="Awards_awards__M2kLp"><a href="https://www.itreview.jp/products/kakuform/reviews" target="_blank" rel="noopener noreferrer"><img alt="ITreview Grid Award 2025 Winter Leader" loading="lazy" width="120" height="120" decoding="async" src="/images/awards/itreview-2025-winter.png"/></a><p>ITreview Grid Award 「フォーム作成ツール」部門で6期連続Leaderを受賞しました。</p></section><section class="Integrations_teaser__Yw2Qp"><h2>いつものツールとつながる</h2><p>kintone、Salesforce、Slack、freeeなどと標準連携。<a href="/integrations">連携サービス一覧</a></p></section>`,
        {
          title: 'home',
          latestNews: [{ id: '20250210', title: '株式会社ネクストリンク・ソリューションズとプレミア販売パートナー契約を締結しました' }],
        },
      ),
    },
    '/integrations': {
      html: doc(
        '連携サービス一覧 | カクフォーム',
        'カクフォームと連携できる外部サービスの一覧です。CRM、チャット、会計、データベースとノーコードで連携できます。',
        '/integrations',
        '/integrations',
        `<section class="PageHeader_header__Hk2Qw"><h1>連携サービス</h1><p>テクノロジーパートナー各社と共同で開発・検証した連携機能を、全プランで追加料金なしでご利用いただけます。</p></section><div class="Tabs_tabs__Pq8Zx" role="tablist"><button role="tab" aria-selected="true">すべて</button><button role="tab" aria-selected="false">CRM・SFA</button><button role="tab" aria-selected="false">チャット</button><button role="tab" aria-selected="false">データベース</button><button role="tab" aria-selected="false">会計</button><button role="tab" aria-selected="false">自動化</button></div><ul class="IntegrationGrid_grid__Lx4Wm">${integrationCards}</ul><p class="Integrations_api__Df9Kp">API・Webhookの仕様は<a href="https://developers.kakuform.jp/">開発者向けドキュメント</a>をご覧ください。</p>`,
        { integrations, categories },
      ),
    },
    '/partners': {
      html: doc(
        'パートナー | カクフォーム',
        'カクフォームの販売パートナー・導入支援パートナー・紹介パートナーの一覧とパートナー制度のご案内。',
        '/partners',
        '/partners',
        `<section class="PageHeader_header__Hk2Qw"><h1>パートナー</h1><p>全国のパートナー企業が、カクフォームの販売・導入支援・運用サポートを行っています。連携サービスを提供するテクノロジーパートナーは<a href="/integrations">連携サービス一覧</a>をご覧ください。</p></section><section class="PartnerTable_section__Rm2Ks"><h2>パートナー一覧</h2><table class="PartnerTable_table__Bq7Xp"><thead><tr><th>企業名</th><th>区分</th><th>所在地</th><th>Webサイト</th></tr></thead><tbody>${resellerRows}</tbody></table><p class="PartnerTable_note__Lc3Wd">※掲載は五十音順ではありません。区分はパートナー契約の種別です。</p></section><section class="PartnerProgram_program__Zk1Mp"><h2>パートナー制度のご案内</h2><dl><dt>販売パートナー</dt><dd>カクフォームのライセンスを再販いただけます。</dd><dt>導入支援パートナー</dt><dd>フォーム設計・システム連携の構築を担当いただきます。</dd><dt>紹介パートナー</dt><dd>お客様をご紹介いただくと、初年度契約額の20%を紹介料としてお支払いします。</dd></dl><a class="Button_primary__k2Zs9" href="/partners/apply">パートナー募集について</a></section>`,
        { partners: resellers.map((r) => ({ ...r, url: r.url.startsWith('text:') ? r.url.slice(5) : r.url })) },
      ),
    },
    '/case': {
      html: doc(
        '導入事例 | カクフォーム',
        'カクフォームを導入した企業・自治体・学校の事例をご紹介します。',
        '/case',
        '/case',
        `<section class="PageHeader_header__Hk2Qw"><h1>導入事例</h1></section><ul class="CaseList_list__Xw3Lp"><li><article><img alt="東邦リゾート株式会社" loading="lazy" width="320" height="180" decoding="async" src="/images/case/toho-resort.jpg"/><h2>宿泊予約の問い合わせ対応時間を70%削減</h2><p>東邦リゾート株式会社 様(<a href="https://www.toho-resort.co.jp/" target="_blank" rel="noopener noreferrer">公式サイト</a>)</p><p>kintone連携で、問い合わせ内容をそのまま予約管理アプリへ。</p></article></li><li><article><img alt="さくら市" loading="lazy" width="320" height="180" decoding="async" src="/images/case/sakura-city.jpg"/><h2>電子申請フォームを3か月で120種類に</h2><p>さくら市 様 デジタル推進課</p><p>導入支援: 株式会社ネクストリンク・ソリューションズ</p></article></li></ul>`,
        { cases: [{ id: 'toho-resort' }, { id: 'sakura-city' }] },
      ),
    },
    '/company': {
      html: doc(
        '運営会社 | カクフォーム',
        '株式会社カクフォームの会社概要です。',
        '/company',
        '/company',
        `<section class="PageHeader_header__Hk2Qw"><h1>会社概要</h1></section><table class="Company_table__Jt2Kv"><tbody><tr><th>会社名</th><td>株式会社カクフォーム(Kakuform Inc.)</td></tr><tr><th>設立</th><td>2016年4月</td></tr><tr><th>代表者</th><td>代表取締役CEO 坂本 直樹</td></tr><tr><th>資本金</th><td>6億2,000万円(資本準備金含む)</td></tr><tr><th>株主</th><td>経営陣、<a href="https://www.globalbrains.com/" target="_blank" rel="noopener noreferrer">グローバル・ブレイン株式会社</a>、<a href="https://www.smbc-vc.co.jp/" target="_blank" rel="noopener noreferrer">SMBCベンチャーキャピタル株式会社</a></td></tr><tr><th>取引銀行</th><td>みずほ銀行、三井住友銀行</td></tr><tr><th>加盟団体</th><td><a href="https://www.saj.or.jp/" target="_blank" rel="noopener noreferrer">一般社団法人ソフトウェア協会</a></td></tr><tr><th>認証</th><td>ISO/IEC 27001(認証機関: <a href="https://www.jqa.jp/" target="_blank" rel="noopener noreferrer">一般財団法人日本品質保証機構</a>)、<a href="https://privacymark.jp/" target="_blank" rel="noopener noreferrer">プライバシーマーク</a></td></tr></tbody></table><script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"株式会社カクフォーム","url":"https://kakuform.jp/","logo":"https://kakuform.jp/images/logo.svg","sameAs":["https://x.com/kakuform_jp","https://www.facebook.com/kakuform.jp","https://note.com/kakuform"]}</script>`,
        { company: { name: '株式会社カクフォーム' } },
      ),
    },
    '/news/20250210': {
      html: doc(
        '株式会社ネクストリンク・ソリューションズとプレミア販売パートナー契約を締結 | カクフォーム',
        'プレミア販売パートナー契約締結のお知らせ',
        '/news/20250210',
        '/news/[id]',
        `<article class="News_article__Vp4Lx"><p class="News_date__Hq2Zs"><time dateTime="2025-02-10">2025.02.10</time> プレスリリース</p><h1>株式会社ネクストリンク・ソリューションズとプレミア販売パートナー契約を締結しました</h1><p>株式会社カクフォームは、自治体・教育機関向けDX支援を手がける<a href="https://www.nextlink-sol.co.jp/" target="_blank" rel="noopener noreferrer">株式会社ネクストリンク・ソリューションズ</a>とプレミア販売パートナー契約を締結しました。</p><p>なお、当社の取り組みは<a href="https://xtrend.nikkei.com/atcl/contents/casestudy/00012/01234/" target="_blank" rel="noopener noreferrer">日経クロストレンド</a>でも紹介されています。</p><p>本件に関するお問い合わせ: 広報担当 press@kakuform.jp</p><p>配信: <a href="https://prtimes.jp/main/html/searchrlp/company_id/51234" target="_blank" rel="noopener noreferrer">PR TIMES</a></p></article>`,
        { id: '20250210' },
      ),
    },
  },
  sitemap: ['/', '/integrations', '/partners', '/case', '/company', '/news/20250210'],
  technologies: ['google-tag-manager', 'hsts', 'next-js', 'open-graph', 'react', 'vercel', 'webpack'],
  partners: {
    'cybozu.co.jp': 'technology',
    'salesforce.com': 'technology',
    'hubspot.jp': 'technology',
    'slack.com': 'technology',
    'chatwork.com': 'technology',
    'line-works.com': 'technology',
    'freee.co.jp': 'technology',
    'zapier.com': 'technology',
    'nextlink-sol.co.jp': 'channel',
    'formworks-osaka.jp': 'channel',
    'hokkaido-ds.co.jp': 'channel',
    'q-cloudlab.jp': 'channel',
    'dxsupport-nagoya.com': 'channel',
    'leadcreate.co.jp': 'channel',
    'mirai-tax.jp': 'channel',
  },
};
