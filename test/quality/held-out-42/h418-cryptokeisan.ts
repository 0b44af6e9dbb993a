import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HZ8K2Q4M7N9P3R5T6V8W0X2Y',
  age: '0',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000',
};

const head = (title: string, description: string, path: string) => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Astro v4.8.6">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://cryptokeisan.jp${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:image" content="https://cryptokeisan.jp/og.png">
<meta property="og:locale" content="ja_JP">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;700&amp;display=swap" rel="stylesheet">
<link rel="stylesheet" href="/_astro/index.Dk3s9x2a.css">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NK4T7QX');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<header class="site-header" data-astro-cid-3ef6ksr2>
<a href="/" class="logo" data-astro-cid-3ef6ksr2><img src="/logo.svg" alt="クリプトケイサン" width="180" height="36" data-astro-cid-3ef6ksr2></a>
<nav data-astro-cid-3ef6ksr2>
<ul data-astro-cid-3ef6ksr2>
<li data-astro-cid-3ef6ksr2><a href="/features" data-astro-cid-3ef6ksr2>機能</a></li>
<li data-astro-cid-3ef6ksr2><a href="/pricing" data-astro-cid-3ef6ksr2>料金</a></li>
<li data-astro-cid-3ef6ksr2><a href="/exchanges" data-astro-cid-3ef6ksr2>対応取引所</a></li>
<li data-astro-cid-3ef6ksr2><a href="/partners" data-astro-cid-3ef6ksr2>提携税理士</a></li>
<li data-astro-cid-3ef6ksr2><a href="/company" data-astro-cid-3ef6ksr2>会社概要</a></li>
</ul>
</nav>
<a href="https://app.cryptokeisan.jp/signup" class="btn" data-astro-cid-3ef6ksr2>無料で計算する</a>
</header>`;

const footer = `<footer class="site-footer" data-astro-cid-sz7xmlte>
<div class="footer-links" data-astro-cid-sz7xmlte>
<a href="/exchanges" data-astro-cid-sz7xmlte>対応取引所・ウォレット</a>
<a href="/partners" data-astro-cid-sz7xmlte>提携税理士</a>
<a href="/company" data-astro-cid-sz7xmlte>運営会社</a>
<a href="/terms" data-astro-cid-sz7xmlte>利用規約</a>
<a href="/privacy" data-astro-cid-sz7xmlte>プライバシーポリシー</a>
<a href="https://help.cryptokeisan.jp/" data-astro-cid-sz7xmlte>ヘルプ</a>
</div>
<div class="apps" data-astro-cid-sz7xmlte>
<a href="https://apps.apple.com/jp/app/cryptokeisan/id1609923418" data-astro-cid-sz7xmlte><img src="/badges/app-store-ja.svg" alt="App Storeからダウンロード" data-astro-cid-sz7xmlte></a>
<a href="https://play.google.com/store/apps/details?id=jp.cryptokeisan.app" data-astro-cid-sz7xmlte><img src="/badges/google-play-ja.png" alt="Google Play で手に入れよう" data-astro-cid-sz7xmlte></a>
</div>
<p data-astro-cid-sz7xmlte><a href="https://x.com/cryptokeisan" data-astro-cid-sz7xmlte>X（旧Twitter）</a> ・ <a href="https://note.com/cryptokeisan" data-astro-cid-sz7xmlte>note</a></p>
<p class="copy" data-astro-cid-sz7xmlte>© 2025 株式会社ケイサンラボ</p>
</footer>`;

const doc = (
  title: string,
  description: string,
  path: string,
  content: string,
) => `<!DOCTYPE html><html lang="ja">${head(title, description, path)}<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NK4T7QX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
${nav}
<main data-astro-cid-j7pv25f6>
${content}
</main>
${footer}
</body></html>`;

const exchanges = [
  { name: 'ビットサクラ', slug: 'bitsakura', method: 'API', url: 'https://bitsakura.jp/' },
  { name: 'コインミナト', slug: 'coinminato', method: 'API', url: 'https://www.coinminato.com/' },
  { name: 'ZENPAY Crypto', slug: 'zenpay', method: 'API・CSV', url: 'https://zenpaycrypto.jp/' },
  { name: 'フジミコイン', slug: 'fujimicoin', method: 'CSV', url: 'https://fujimicoin.co.jp/' },
  { name: 'Nordex Global', slug: 'nordex', method: 'CSV', url: 'https://www.nordexglobal.com/' },
  { name: 'ツバメウォレット', slug: 'tsubame', method: 'ウォレットアドレス', url: 'https://tsubamewallet.io/' },
  { name: 'KuraEx', slug: 'kuraex', method: 'CSV（手動）', url: null },
];

const rows = exchanges
  .map(
    (e) =>
      `<tr data-astro-cid-q2w8hj4n><td data-astro-cid-q2w8hj4n>${e.url ? `<a href="${e.url}" target="_blank" rel="noopener" data-astro-cid-q2w8hj4n>${e.name}</a>` : e.name}</td><td data-astro-cid-q2w8hj4n>${e.method}</td><td data-astro-cid-q2w8hj4n><a href="https://help.cryptokeisan.jp/exchanges/${e.slug}" data-astro-cid-q2w8hj4n>連携手順</a></td></tr>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'cryptokeisan.jp',
  covers:
    'Japanese crypto-tax calculator on Astro 4 served by Netlify (GTM, Google Fonts, HSTS); supported-exchanges table rendered from an embedded JSON island with a search box (exchanges/wallet linked = technology, one CSV-only exchange without link), tax-accountant partner cards (channel); negatives: FSA and NTA, tax accountants federation, press, investor, association membership, app badges, X/note links, help-centre subdomain',
  pages: {
    '/': {
      headers,
      html: doc(
        'クリプトケイサン｜暗号資産の損益計算・確定申告をかんたんに',
        '国内外の取引所の取引履歴を取り込み、総平均法・移動平均法で暗号資産の損益を自動計算。確定申告に使える計算書を出力します。',
        '/',
        `<section class="hero" data-astro-cid-j7pv25f6>
<h1 data-astro-cid-j7pv25f6>暗号資産の損益計算を、数分で。</h1>
<p data-astro-cid-j7pv25f6>取引所のAPIをつなぐだけ。<a href="https://www.nta.go.jp/taxes/tetsuzuki/shinsei/annai/shotoku/annai/r3_kasoutuka.htm" data-astro-cid-j7pv25f6>国税庁</a>が示す総平均法・移動平均法に対応した計算書を自動で作成します。</p>
<a href="https://app.cryptokeisan.jp/signup" class="btn btn-lg" data-astro-cid-j7pv25f6>無料で始める</a>
</section>
<section class="points" data-astro-cid-j7pv25f6>
<div data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>国内外30以上の取引所に対応</h2><p data-astro-cid-j7pv25f6><a href="/exchanges" data-astro-cid-j7pv25f6>対応取引所の一覧を見る</a></p></div>
<div data-astro-cid-j7pv25f6><h2 data-astro-cid-j7pv25f6>税理士に丸ごと依頼も</h2><p data-astro-cid-j7pv25f6>計算結果をそのまま<a href="/partners" data-astro-cid-j7pv25f6>提携税理士</a>に共有できます。</p></div>
</section>
<section class="media" data-astro-cid-j7pv25f6>
<h2 data-astro-cid-j7pv25f6>メディア掲載</h2>
<ul data-astro-cid-j7pv25f6>
<li data-astro-cid-j7pv25f6><a href="https://www.kasou-news.jp/articles/2024/02/cryptokeisan" data-astro-cid-j7pv25f6>仮想通貨ニュース</a>「確定申告シーズン、損益計算ツール比較」</li>
<li data-astro-cid-j7pv25f6><a href="https://fintech-journal.jp/interview/keisanlab" data-astro-cid-j7pv25f6>フィンテックジャーナル</a>「ケイサンラボ代表インタビュー」</li>
</ul>
</section>
<section class="notice" data-astro-cid-j7pv25f6>
<p data-astro-cid-j7pv25f6>※当サービスは損益計算ツールであり、暗号資産交換業ではありません。暗号資産交換業者の登録状況は<a href="https://www.fsa.go.jp/menkyo/menkyoj/kasoutuka.pdf" data-astro-cid-j7pv25f6>金融庁の登録業者一覧</a>でご確認ください。</p>
</section>`,
      ),
    },
    '/exchanges': {
      headers,
      html: doc(
        '対応取引所・ウォレット一覧｜クリプトケイサン',
        'クリプトケイサンが対応している暗号資産取引所・ウォレットの一覧と連携方法。',
        '/exchanges',
        `<h1 data-astro-cid-q2w8hj4n>対応取引所・ウォレット</h1>
<p data-astro-cid-q2w8hj4n>API連携に対応した取引所は、読み取り専用のAPIキーを登録するだけで取引履歴が自動で取り込まれます。</p>
<form class="exchange-search" role="search" data-astro-cid-q2w8hj4n><label for="q" data-astro-cid-q2w8hj4n>取引所を検索</label><input id="q" type="search" placeholder="例：ビットサクラ" data-astro-cid-q2w8hj4n></form>
<astro-island uid="Z1aPq7x" prefix="r2" component-url="/_astro/ExchangeSearch.B4k9sT1q.js" component-export="default" renderer-url="/_astro/client.Cq2dF8mN.js" props="{}" client="idle" opts="{&quot;name&quot;:&quot;ExchangeSearch&quot;,&quot;value&quot;:true}"></astro-island>
<script type="application/json" id="exchange-data">${JSON.stringify(exchanges)}</script>
<table class="exchange-table" data-astro-cid-q2w8hj4n>
<thead data-astro-cid-q2w8hj4n><tr data-astro-cid-q2w8hj4n><th data-astro-cid-q2w8hj4n>取引所・ウォレット</th><th data-astro-cid-q2w8hj4n>連携方法</th><th data-astro-cid-q2w8hj4n>手順</th></tr></thead>
<tbody data-astro-cid-q2w8hj4n>
${rows}
</tbody>
</table>
<p data-astro-cid-q2w8hj4n>掲載のない取引所は、汎用CSVテンプレートで取り込めます。</p>`,
      ),
    },
    '/partners': {
      headers,
      html: doc(
        '提携税理士｜クリプトケイサン',
        '暗号資産の確定申告に詳しい提携税理士をご紹介します。',
        '/partners',
        `<h1 data-astro-cid-m4tz1b8c>提携税理士のご紹介</h1>
<p data-astro-cid-m4tz1b8c>クリプトケイサンの計算結果をもとに、確定申告書の作成・提出を代行する提携税理士です。クリプトケイサンからのご紹介で初回相談は無料です。</p>
<div class="partner-cards" data-astro-cid-m4tz1b8c>
<article class="card" data-astro-cid-m4tz1b8c><h2 data-astro-cid-m4tz1b8c>税理士法人みなと会計</h2><p data-astro-cid-m4tz1b8c>東京都港区・オンライン対応／DeFi・NFT取引の申告実績多数</p><a href="https://minato-kaikei.jp/crypto" data-astro-cid-m4tz1b8c>公式サイト</a></article>
<article class="card" data-astro-cid-m4tz1b8c><h2 data-astro-cid-m4tz1b8c>山本暗号資産税務事務所</h2><p data-astro-cid-m4tz1b8c>大阪市北区／海外取引所・法人化のご相談</p><a href="https://www.yamamoto-cryptotax.jp/" data-astro-cid-m4tz1b8c>公式サイト</a></article>
<article class="card" data-astro-cid-m4tz1b8c><h2 data-astro-cid-m4tz1b8c>さくら税理士事務所</h2><p data-astro-cid-m4tz1b8c>福岡市中央区／個人の確定申告</p><a href="https://sakura-tax.jp/" data-astro-cid-m4tz1b8c>公式サイト</a></article>
</div>
<p data-astro-cid-m4tz1b8c>掲載の税理士はいずれも<a href="https://www.nichizeiren.or.jp/" data-astro-cid-m4tz1b8c>日本税理士会連合会</a>に登録されています。提携をご希望の税理士の方は<a href="/contact" data-astro-cid-m4tz1b8c>お問い合わせ</a>ください。</p>`,
      ),
    },
    '/company': {
      headers,
      html: doc(
        '会社概要｜クリプトケイサン',
        '株式会社ケイサンラボの会社概要。',
        '/company',
        `<h1 data-astro-cid-r8cv3k1x>会社概要</h1>
<dl class="company" data-astro-cid-r8cv3k1x>
<dt data-astro-cid-r8cv3k1x>会社名</dt><dd data-astro-cid-r8cv3k1x>株式会社ケイサンラボ</dd>
<dt data-astro-cid-r8cv3k1x>所在地</dt><dd data-astro-cid-r8cv3k1x>東京都渋谷区道玄坂1-12-1</dd>
<dt data-astro-cid-r8cv3k1x>設立</dt><dd data-astro-cid-r8cv3k1x>2020年4月</dd>
<dt data-astro-cid-r8cv3k1x>株主</dt><dd data-astro-cid-r8cv3k1x>経営陣、<a href="https://kaedecapital.jp/" data-astro-cid-r8cv3k1x>楓キャピタル</a>、個人投資家</dd>
<dt data-astro-cid-r8cv3k1x>加盟団体</dt><dd data-astro-cid-r8cv3k1x><a href="https://www.jcta.or.jp/members" data-astro-cid-r8cv3k1x>一般社団法人 日本暗号資産税務協会</a></dd>
</dl>`,
      ),
    },
  },
  sitemap: ['/', '/exchanges', '/partners', '/company'],
  technologies: ['astro', 'netlify', 'google-tag-manager', 'google-font-api', 'open-graph', 'hsts'],
  partners: {
    'bitsakura.jp': 'technology',
    'coinminato.com': 'technology',
    'zenpaycrypto.jp': 'technology',
    'fujimicoin.co.jp': 'technology',
    'nordexglobal.com': 'technology',
    'tsubamewallet.io': 'technology',
    'minato-kaikei.jp': 'channel',
    'yamamoto-cryptotax.jp': 'channel',
    'sakura-tax.jp': 'channel',
  },
};
