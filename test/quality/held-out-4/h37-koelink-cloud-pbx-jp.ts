import type { CorpusSite } from '../corpus/types.js';

/** A Nuxt 3 site (generated, on S3 behind CloudFront with a catch-all to index.html) of a Japanese cloud-PBX vendor. */
const HEADERS = {
  server: 'AmazonS3',
  via: '1.1 4f2a9c1e7b3d5a6e8c0b2d4f6a8c0e2b.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'NRT57-P3',
  'x-amz-cf-id': 'q9Zr2kLm8XwT4vB1nC6dE3fG7hJ0kL5mN8pQ2rS4tU6vW8xY0zA==',
  'x-cache': 'Hit from cloudfront',
};

const BUILD = '3f9d2c71-8b4e-4a1f-9c3d-5e7a9b1c3d5f';

/** Nuxt 3 serialises its payload with devalue: one flat array, objects point at their values by index. */
function devalue(root: unknown): string {
  const out: unknown[] = [];
  const seen = new Map<unknown, number>();
  const put = (value: unknown): number => {
    if (value !== null && typeof value !== 'object' && seen.has(value)) return seen.get(value)!;
    const at = out.length;
    out.push(null);
    if (value === null || typeof value !== 'object') {
      seen.set(value, at);
      out[at] = value;
    } else if (Array.isArray(value)) {
      out[at] = value.map(put);
    } else {
      const obj: Record<string, number> = {};
      for (const [k, v] of Object.entries(value)) obj[k] = put(v);
      out[at] = obj;
    }
    return at;
  };
  put(root);
  return JSON.stringify(out);
}

function page(path: string, title: string, description: string, body: string, payload: unknown): string {
  const data = devalue({ data: payload, state: {}, once: [], _errors: {}, serverRendered: true, path });
  return `<!DOCTYPE html><html lang="ja" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.D4kq2Z1m.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Bx3k2LqP.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/C8vT1mWn.js">
<script type="module" src="/_nuxt/Bx3k2LqP.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
<meta property="og:type" content="website"><meta property="og:site_name" content="KoeLink（コエリンク）"><meta property="og:image" content="https://koelink.co.jp/ogp.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" type="image/x-icon" href="/favicon.ico">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-KJ7R2WQ');</script>
</head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KJ7R2WQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__nuxt"><div class="layout" data-v-2a7c91e4>
<header class="l-header" data-v-5b1d03f2><div class="l-header__inner" data-v-5b1d03f2>
<a href="/" class="l-header__logo" data-v-5b1d03f2><img src="/images/logo-koelink.svg" alt="KoeLink クラウドPBX" width="168" height="32" data-v-5b1d03f2></a>
<nav class="g-nav" data-v-5b1d03f2><ul data-v-5b1d03f2>
<li data-v-5b1d03f2><a href="/features" data-v-5b1d03f2>機能</a></li>
<li data-v-5b1d03f2><a href="/price" data-v-5b1d03f2>料金</a></li>
<li data-v-5b1d03f2><a href="/case" data-v-5b1d03f2>導入事例</a></li>
<li data-v-5b1d03f2><a href="/integrations" data-v-5b1d03f2>連携サービス</a></li>
<li data-v-5b1d03f2><a href="/partner" data-v-5b1d03f2>パートナー</a></li>
<li data-v-5b1d03f2><a href="/company" data-v-5b1d03f2>会社概要</a></li>
</ul></nav>
<a href="/download" class="c-btn c-btn--primary" data-v-5b1d03f2>資料ダウンロード</a>
<a href="https://app.koelink.co.jp/login" class="c-btn" data-v-5b1d03f2>ログイン</a>
</div></header>
<main data-v-2a7c91e4>${body}</main>
<footer class="l-footer" data-v-8e0f4a61><div class="l-footer__inner" data-v-8e0f4a61>
<ul class="l-footer__nav" data-v-8e0f4a61>
<li data-v-8e0f4a61><a href="/company" data-v-8e0f4a61>会社概要</a></li>
<li data-v-8e0f4a61><a href="/partner" data-v-8e0f4a61>販売パートナー</a></li>
<li data-v-8e0f4a61><a href="/security" data-v-8e0f4a61>セキュリティ</a></li>
<li data-v-8e0f4a61><a href="/privacy" data-v-8e0f4a61>プライバシーポリシー</a></li>
<li data-v-8e0f4a61><a href="https://support.koelink.co.jp/" data-v-8e0f4a61>サポートサイト</a></li>
<li data-v-8e0f4a61><a href="https://status.koelink.co.jp/" data-v-8e0f4a61>稼働状況</a></li>
</ul>
<ul class="l-footer__sns" data-v-8e0f4a61><li data-v-8e0f4a61><a href="https://x.com/koelink_jp" data-v-8e0f4a61>X</a></li><li data-v-8e0f4a61><a href="https://www.facebook.com/koelink.jp" data-v-8e0f4a61>Facebook</a></li><li data-v-8e0f4a61><a href="https://www.youtube.com/@koelink" data-v-8e0f4a61>YouTube</a></li></ul>
<p class="l-footer__copy" data-v-8e0f4a61>© 2026 KoeLink Inc. 電気通信事業届出番号 A-02-18842</p>
</div></footer>
</div></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${data}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.koelink.co.jp"},app:{baseURL:"/",buildId:"${BUILD}",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body></html>`;
}

const top = page(
  '/',
  'クラウドPBX「KoeLink」｜スマホで会社の電話番号を使える',
  'KoeLink（コエリンク）は、スマートフォンやPCで会社の代表番号・03番号の発着信ができるクラウドPBXです。導入社数8,000社以上。',
  `<section class="p-hero" data-v-7c3e2b10><h1 data-v-7c3e2b10>会社の電話を、<br>どこでもスマホで。</h1>
<p data-v-7c3e2b10>代表番号・03番号をそのまま使えるクラウドPBX。初期費用0円、最短3営業日で開通。</p>
<a href="/download" class="c-btn c-btn--primary" data-v-7c3e2b10>無料で資料をダウンロード</a></section>
<section class="p-logos" data-v-7c3e2b10><h2 data-v-7c3e2b10>8,000社以上の導入実績</h2><ul data-v-7c3e2b10>
<li data-v-7c3e2b10><a href="https://www.yamabiko-fudosan.co.jp/" data-v-7c3e2b10><img src="/images/logos/yamabiko.png" alt="やまびこ不動産" data-v-7c3e2b10></a></li>
<li data-v-7c3e2b10><a href="https://www.minato-clinic.jp/" data-v-7c3e2b10><img src="/images/logos/minato.png" alt="みなとクリニック" data-v-7c3e2b10></a></li>
<li data-v-7c3e2b10><a href="https://sakurazaka-law.jp/" data-v-7c3e2b10><img src="/images/logos/sakurazaka.png" alt="桜坂法律事務所" data-v-7c3e2b10></a></li>
<li data-v-7c3e2b10><a href="https://www.hinode-logi.co.jp/" data-v-7c3e2b10><img src="/images/logos/hinode.png" alt="日の出ロジスティクス" data-v-7c3e2b10></a></li>
</ul><a href="/case" data-v-7c3e2b10>導入事例を見る</a></section>
<section class="p-features" data-v-7c3e2b10><h2 data-v-7c3e2b10>KoeLinkでできること</h2><ul data-v-7c3e2b10>
<li data-v-7c3e2b10>スマホ・PCで会社番号の発着信</li><li data-v-7c3e2b10>IVR（自動音声応答）・通話録音</li><li data-v-7c3e2b10>CRM・チャットツールとの連携</li></ul></section>
<section class="p-award" data-v-7c3e2b10><h2 data-v-7c3e2b10>受賞・認証</h2><ul data-v-7c3e2b10>
<li data-v-7c3e2b10><a href="https://www.aspicjapan.org/event/award/2026/" data-v-7c3e2b10>ASPICクラウドアワード2026 ベストイノベーション賞</a></li>
<li data-v-7c3e2b10>ISMS（ISO/IEC 27001）認証取得 — 審査機関：<a href="https://www.jqa.jp/" data-v-7c3e2b10>一般財団法人日本品質保証機構</a></li>
<li data-v-7c3e2b10><a href="https://privacymark.jp/" data-v-7c3e2b10>プライバシーマーク</a>取得（第10862471号）</li>
</ul></section>`,
  { hero: { title: '会社の電話を、どこでもスマホで。' }, logos: 4 },
);

const partnerHub = page(
  '/partner',
  '販売パートナー｜クラウドPBX「KoeLink」',
  'KoeLinkの販売パートナー一覧と、販売パートナー募集のご案内です。',
  `<section class="p-page-head" data-v-1e4b7a22><h1 data-v-1e4b7a22>パートナー</h1><p data-v-1e4b7a22>全国の販売パートナーが、KoeLinkの導入からサポートまでお手伝いします。</p></section>
<section class="p-partner-menu" data-v-1e4b7a22><ul data-v-1e4b7a22>
<li data-v-1e4b7a22><a href="/partner/list" data-v-1e4b7a22><h2 data-v-1e4b7a22>販売パートナー一覧</h2><p data-v-1e4b7a22>お近くの販売パートナーをお探しの方はこちら</p></a></li>
<li data-v-1e4b7a22><a href="/integrations" data-v-1e4b7a22><h2 data-v-1e4b7a22>連携サービス</h2><p data-v-1e4b7a22>CRM・チャット・グループウェアとの連携</p></a></li>
</ul></section>
<section class="p-recruit" data-v-1e4b7a22><h2 data-v-1e4b7a22>販売パートナー募集</h2>
<p data-v-1e4b7a22>OA機器販売店、通信工事会社、ITコンサルティング会社など、KoeLinkを一緒に広めていただけるパートナー様を募集しています。</p>
<dl data-v-1e4b7a22><dt data-v-1e4b7a22>代理店</dt><dd data-v-1e4b7a22>販売から導入支援まで担当いただくプラン（継続手数料あり）</dd><dt data-v-1e4b7a22>紹介パートナー</dt><dd data-v-1e4b7a22>お客様をご紹介いただくだけのプラン</dd></dl>
<a href="/partner/contact" class="c-btn c-btn--primary" data-v-1e4b7a22>パートナーについて問い合わせる</a>
<a href="https://partner.koelink.co.jp/login" class="c-btn" data-v-1e4b7a22>パートナーポータルログイン</a></section>`,
  { page: 'partner' },
);

interface Reseller {
  name: string;
  area: string;
  address: string;
  url?: string;
}

const resellers: Reseller[] = [
  {
    name: '株式会社ほくと通信',
    area: '北海道・東北',
    address: '北海道札幌市中央区北3条西4丁目1-1',
    url: 'https://www.hokuto-tsushin.co.jp/',
  },
  { name: '東京ITテック株式会社', area: '関東', address: '東京都千代田区神田須田町1-7-8', url: 'https://tokyo-ittech.co.jp/' },
  {
    name: '株式会社オフィスソリューション横浜',
    area: '関東',
    address: '神奈川県横浜市西区みなとみらい2-3-5',
    url: 'https://www.office-sol-yokohama.jp/',
  },
  { name: '中部テレコムサービス株式会社', area: '中部', address: '愛知県名古屋市中村区名駅3-25-9', url: 'https://chubu-telecom.co.jp/' },
  { name: '関西コミュニケーションズ株式会社', area: '関西', address: '大阪府大阪市北区梅田1-11-4', url: 'https://www.kansai-comm.co.jp/' },
  {
    name: '株式会社九州ネットワークス',
    area: '九州・沖縄',
    address: '福岡県福岡市博多区博多駅前2-1-1',
    url: 'https://kyushu-networks.jp/',
  },
  { name: '有限会社しまね電話設備', area: '中国・四国', address: '島根県松江市朝日町478-18' },
];

const partnerList = page(
  '/partner/list',
  '販売パートナー一覧｜クラウドPBX「KoeLink」',
  'KoeLinkを取り扱う全国の販売パートナー（代理店）一覧です。',
  `<nav class="c-breadcrumb" data-v-3a9f0c11><a href="/" data-v-3a9f0c11>トップ</a> ＞ <a href="/partner" data-v-3a9f0c11>パートナー</a> ＞ 販売パートナー一覧</nav>
<section class="p-page-head" data-v-3a9f0c11><h1 data-v-3a9f0c11>販売パートナー一覧</h1><p data-v-3a9f0c11>掲載順は地域順です。（2026年11月現在）</p></section>
<table class="c-table" data-v-3a9f0c11><thead data-v-3a9f0c11><tr data-v-3a9f0c11><th data-v-3a9f0c11>地域</th><th data-v-3a9f0c11>会社名</th><th data-v-3a9f0c11>所在地</th><th data-v-3a9f0c11>URL</th></tr></thead><tbody data-v-3a9f0c11>
${resellers
  .map(
    (r) =>
      `<tr data-v-3a9f0c11><td data-v-3a9f0c11>${r.area}</td><td data-v-3a9f0c11>${r.name}</td><td data-v-3a9f0c11>${r.address}</td><td data-v-3a9f0c11>${r.url ? `<a href="${r.url}" target="_blank" rel="noopener" data-v-3a9f0c11>${r.url}</a>` : '準備中'}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p data-v-3a9f0c11><a href="/partner" data-v-3a9f0c11>販売パートナー募集について</a></p>`,
  { resellers: resellers.length },
);

const integrationsData = [
  {
    name: 'Salesforce',
    category: 'CRM',
    url: 'https://www.salesforce.com/jp/',
    description: '着信時に顧客情報をポップアップ、通話履歴を自動登録。',
  },
  { name: 'kintone', category: '業務アプリ', url: 'https://kintone.cybozu.co.jp/', description: 'kintoneアプリから発信、通話録音を添付。' },
  { name: 'HubSpot', category: 'CRM', url: 'https://www.hubspot.jp/', description: 'コンタクトのタイムラインに通話を記録。' },
  { name: 'Zendesk', category: 'カスタマーサポート', url: 'https://www.zendesk.co.jp/', description: '着信からチケットを自動作成。' },
  { name: 'Slack', category: 'チャット', url: 'https://slack.com/intl/ja-jp/', description: '不在着信・留守電をチャンネルに通知。' },
  { name: 'LINE WORKS', category: 'チャット', url: 'https://line-works.com/', description: '留守電の文字起こしをトークで受け取り。' },
  {
    name: 'Chatwork',
    category: 'チャット',
    url: 'https://go.chatwork.com/ja/',
    description: '着信通知と通話メモをグループチャットに投稿。',
  },
];

const integrations = page(
  '/integrations',
  '連携サービス｜クラウドPBX「KoeLink」',
  'KoeLinkはSalesforce、kintone、HubSpot、Zendesk、Slack、LINE WORKS、Chatworkと連携できます。',
  `<section class="p-page-head" data-v-6d2e8f90><h1 data-v-6d2e8f90>連携サービス</h1><p data-v-6d2e8f90>お使いのCRMやチャットツールとつないで、電話業務をもっと効率的に。</p></section>
<div class="p-integrations" data-v-6d2e8f90><div class="p-integrations__tabs" data-v-6d2e8f90><button class="is-active" data-v-6d2e8f90>すべて</button><button data-v-6d2e8f90>CRM</button><button data-v-6d2e8f90>チャット</button></div>
<!--[--><div class="p-integrations__loading" data-v-6d2e8f90>読み込み中…</div><!--]--></div>
<section class="p-api" data-v-6d2e8f90><h2 data-v-6d2e8f90>API・Webhook</h2><p data-v-6d2e8f90>独自システムとの連携には<a href="https://developers.koelink.co.jp/" data-v-6d2e8f90>開発者向けドキュメント</a>をご覧ください。</p></section>`,
  { integrations: integrationsData },
);

const caseStudies = page(
  '/case',
  '導入事例｜クラウドPBX「KoeLink」',
  'KoeLinkを導入いただいたお客様の事例をご紹介します。',
  `<section class="p-page-head" data-v-4c8a1d33><h1 data-v-4c8a1d33>導入事例</h1></section>
<ul class="p-case-list" data-v-4c8a1d33>
<li data-v-4c8a1d33><h2 data-v-4c8a1d33>やまびこ不動産様：固定電話を全廃し、年間240万円のコスト削減</h2><a href="https://www.yamabiko-fudosan.co.jp/" data-v-4c8a1d33>企業サイト</a></li>
<li data-v-4c8a1d33><h2 data-v-4c8a1d33>みなとクリニック様：予約電話の取りこぼしをゼロに</h2><a href="https://www.minato-clinic.jp/" data-v-4c8a1d33>企業サイト</a></li>
<li data-v-4c8a1d33><h2 data-v-4c8a1d33>日の出ロジスティクス様：全国12拠点の内線をクラウド化</h2><a href="https://www.hinode-logi.co.jp/" data-v-4c8a1d33>企業サイト</a></li>
</ul>`,
  { cases: 3 },
);

const company = page(
  '/company',
  '会社概要｜KoeLink株式会社',
  'KoeLink株式会社の会社概要です。',
  `<section class="p-page-head" data-v-9b0e2c47><h1 data-v-9b0e2c47>会社概要</h1></section>
<dl class="c-dl" data-v-9b0e2c47>
<dt data-v-9b0e2c47>社名</dt><dd data-v-9b0e2c47>KoeLink株式会社（KoeLink Inc.）</dd>
<dt data-v-9b0e2c47>設立</dt><dd data-v-9b0e2c47>2015年4月</dd>
<dt data-v-9b0e2c47>所在地</dt><dd data-v-9b0e2c47>東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22階</dd>
<dt data-v-9b0e2c47>資本金</dt><dd data-v-9b0e2c47>1億円（資本準備金含む）</dd>
<dt data-v-9b0e2c47>主要株主</dt><dd data-v-9b0e2c47><a href="https://www.globiscapital.co.jp/" data-v-9b0e2c47>グロービス・キャピタル・パートナーズ</a>、<a href="https://www.jafco.co.jp/" data-v-9b0e2c47>ジャフコ グループ</a>、経営陣</dd>
<dt data-v-9b0e2c47>取引銀行</dt><dd data-v-9b0e2c47><a href="https://www.mizuhobank.co.jp/" data-v-9b0e2c47>みずほ銀行</a>、三井住友銀行</dd>
<dt data-v-9b0e2c47>加盟団体</dt><dd data-v-9b0e2c47><a href="https://www.telesa.or.jp/" data-v-9b0e2c47>一般社団法人テレコムサービス協会</a></dd>
<dt data-v-9b0e2c47>登録</dt><dd data-v-9b0e2c47>電気通信事業届出 A-02-18842（<a href="https://www.soumu.go.jp/" data-v-9b0e2c47>総務省</a>）</dd>
<dt data-v-9b0e2c47>採用情報</dt><dd data-v-9b0e2c47><a href="https://herp.careers/v1/koelink" data-v-9b0e2c47>採用ページ（HERP）</a></dd>
</dl>`,
  { company: 'KoeLink Inc.' },
);

export const site: CorpusSite = {
  domain: 'koelink.co.jp',
  covers:
    'Japanese Nuxt 3 site of a cloud-PBX vendor on a co.jp domain with a catch-all route: a "パートナー" hub leads to a reseller table (URL column shown as link text, one reseller "準備中" without URL), and the "連携サービス" integrations exist only in the devalue-flattened __NUXT_DATA__ payload; traps: customer logos and case studies, ASPIC award, ISMS auditor, Privacy Mark, shareholders, main banks, industry association, ministry registration, HERP careers, partner recruitment with portal login, support and status subdomains.',
  pages: {
    '/': { headers: HEADERS, html: top },
    '/partner': { headers: HEADERS, html: partnerHub },
    '/partner/list': { headers: HEADERS, html: partnerList },
    '/integrations': { headers: HEADERS, html: integrations },
    '/case': { headers: HEADERS, html: caseStudies },
    '/company': { headers: HEADERS, html: company },
  },
  catchAll: true,
  technologies: ['nuxt-js', 'vue-js', 'amazon-cloudfront', 'amazon-s3', 'amazon-web-services', 'google-tag-manager', 'open-graph'],
  partners: {
    'hokuto-tsushin.co.jp': 'channel',
    'tokyo-ittech.co.jp': 'channel',
    'office-sol-yokohama.jp': 'channel',
    'chubu-telecom.co.jp': 'channel',
    'kansai-comm.co.jp': 'channel',
    'kyushu-networks.jp': 'channel',
    'salesforce.com': 'technology',
    'cybozu.co.jp': 'technology',
    'hubspot.jp': 'technology',
    'zendesk.co.jp': 'technology',
    'slack.com': 'technology',
    'line-works.com': 'technology',
    'chatwork.com': 'technology',
  },
};
