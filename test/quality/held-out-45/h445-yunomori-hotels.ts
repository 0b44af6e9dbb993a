import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://yunomori-hotels.co.jp/wp-json/>; rel="https://api.w.org/"',
};

const base = 'https://yunomori-hotels.co.jp';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- All in One SEO 4.6.2 - aioseo.com -->
<title>${title} | 湯の森ホテルズ【公式】</title>
<meta name="description" content="${description}">
<meta name="generator" content="All in One SEO (AIOSEO) 4.6.2">
<meta property="og:locale" content="ja_JP">
<meta property="og:site_name" content="湯の森ホテルズ【公式】">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="${base}${path}">
<meta property="og:image" content="${base}/wp-content/uploads/2023/04/ogp.jpg">
<link rel="canonical" href="${base}${path}">
<!-- All in One SEO -->
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Noto+Serif+JP:wght@400;600&amp;family=Noto+Sans+JP:wght@400;500&amp;display=swap">
<link rel="stylesheet" id="wp-block-library-css" href="${base}/wp-content/plugins/gutenberg/build/block-library/style.css?ver=18.3.0" media="all">
<link rel="stylesheet" id="yunomori-style-css" href="${base}/wp-content/themes/yunomori/assets/css/style.css?ver=2.4.1" media="all">
<script src="${base}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="${base}/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-YN8R2K4QWD"></script>
<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());
gtag('config', 'G-YN8R2K4QWD');
</script>
</head>
<body class="wp-singular page-template-default page">
<header class="l-header">
  <div class="l-header__inner">
    <p class="l-header__logo"><a href="${base}/"><img src="${base}/wp-content/themes/yunomori/assets/img/logo.svg" alt="湯の森ホテルズ" width="180" height="48"></a></p>
    <nav class="l-gnav" aria-label="グローバルナビゲーション">
      <ul>
        <li><a href="${base}/hotels/">ホテル一覧</a></li>
        <li><a href="${base}/plans/">宿泊プラン</a></li>
        <li><a href="${base}/company/">会社概要</a></li>
        <li><a href="${base}/partners/">提携パートナー</a></li>
        <li><a href="${base}/news/">お知らせ</a></li>
        <li><a href="${base}/recruit/">採用情報</a></li>
        <li><a href="${base}/contact/">お問い合わせ</a></li>
      </ul>
    </nav>
    <div class="l-header__lang"><a href="${base}/en/">English</a> / <a href="${base}/zh-hant/">繁體中文</a></div>
    <a class="c-btn c-btn--reserve" href="https://yunomori.book-onlinenow.net/">ご予約</a>
  </div>
</header>
<main class="l-main">`;

const footer = `</main>
<footer class="l-footer">
  <div class="l-footer__inner">
    <div class="l-footer__company">
      <p class="l-footer__logo"><img src="${base}/wp-content/themes/yunomori/assets/img/logo-white.svg" alt="湯の森ホテルズ"></p>
      <p>湯の森ホテルズ株式会社<br>〒250-0311 神奈川県足柄下郡箱根町湯本茶屋 212-4<br>TEL 0460-85-7711（受付 9:00〜18:00）</p>
    </div>
    <div class="l-footer__hotels">
      <ul>
        <li><a href="${base}/hotels/hakone-yumoto/">箱根湯本 湯の森</a></li>
        <li><a href="${base}/hotels/atami/">熱海 海音の森</a></li>
        <li><a href="${base}/hotels/kusatsu/">草津 湯畑の森</a></li>
        <li><a href="${base}/hotels/izu-kogen/">伊豆高原 森の音</a></li>
      </ul>
    </div>
    <div class="l-footer__cards">
      <p>ご利用いただけるお支払い方法</p>
      <ul class="payment-icons">
        <li><img src="${base}/wp-content/themes/yunomori/assets/img/pay/visa.svg" alt="VISA"></li>
        <li><img src="${base}/wp-content/themes/yunomori/assets/img/pay/mastercard.svg" alt="Mastercard"></li>
        <li><img src="${base}/wp-content/themes/yunomori/assets/img/pay/jcb.svg" alt="JCB"></li>
        <li><img src="${base}/wp-content/themes/yunomori/assets/img/pay/amex.svg" alt="American Express"></li>
        <li><img src="${base}/wp-content/themes/yunomori/assets/img/pay/paypay.svg" alt="PayPay"></li>
      </ul>
    </div>
    <div class="l-footer__sns">
      <a href="https://www.instagram.com/yunomori_hotels/" target="_blank" rel="noopener">Instagram</a>
      <a href="https://lin.ee/yUn0M0r1" target="_blank" rel="noopener">LINE公式アカウント</a>
      <a href="https://www.youtube.com/@yunomorihotels" target="_blank" rel="noopener">YouTube</a>
    </div>
    <ul class="l-footer__links">
      <li><a href="${base}/privacy/">プライバシーポリシー</a></li>
      <li><a href="${base}/terms/">宿泊約款</a></li>
      <li><a href="${base}/sitemap/">サイトマップ</a></li>
    </ul>
    <p class="l-footer__copy"><small>© Yunomori Hotels Co., Ltd. All Rights Reserved.</small></p>
  </div>
</footer>
<script src="https://widget.siteminder.com/ibe.min.js" data-channel-code="YUNOMORIHOTELSDIRECT" defer></script>
<script src="${base}/wp-content/plugins/gutenberg/build/hooks/index.min.js?ver=18.3.0" id="wp-hooks-js"></script>
<script src="${base}/wp-content/themes/yunomori/assets/js/main.js?ver=2.4.1" id="yunomori-main-js"></script>
</body>
</html>`;

const logo = (href: string, img: string, alt: string) =>
  `<figure class="wp-block-image size-full is-resized"><a href="${href}" target="_blank" rel="noreferrer noopener"><img decoding="async" src="${base}/wp-content/uploads/2023/04/${img}" alt="${alt}" width="240" height="80"></a></figure>`;

const partners = `${head('提携パートナー', '湯の森ホテルズの公式予約パートナー、旅行会社、地域連携パートナーのご紹介。', '/partners/')}
<article class="p-page">
  <h1 class="wp-block-heading p-page__title">提携パートナー</h1>
  <div class="entry-content">
    <p>湯の森ホテルズでは、より多くのお客様に温泉の魅力をお届けするため、国内外の予約サイトや旅行会社、地域の事業者の皆様と提携しております。</p>

    <div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">
      <h2 class="wp-block-heading">公式予約パートナー（オンライン予約サイト）</h2>
      <p>以下の予約サイトでも湯の森ホテルズ各館をご予約いただけます。最もお得な料金は<a href="https://yunomori.book-onlinenow.net/">公式サイト</a>でのご予約となります。</p>
      <div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">
        <div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${logo('https://www.jalan.net/', 'partner-jalan.png', 'じゃらんnet')}</div>
        <div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${logo('https://travel.rakuten.co.jp/', 'partner-rakuten.png', '楽天トラベル')}</div>
        <div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${logo('https://www.ikyu.com/', 'partner-ikyu.png', '一休.com')}</div>
        <div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${logo('https://www.booking.com/', 'partner-booking.png', 'Booking.com')}</div>
        <div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${logo('https://www.expedia.co.jp/', 'partner-expedia.png', 'エクスペディア')}</div>
      </div>
    </div>

    <div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">
      <h2 class="wp-block-heading">提携旅行会社</h2>
      <p>団体旅行・修学旅行・パッケージツアーのお取り扱いは、下記の提携旅行会社までお問い合わせください。</p>
      <figure class="wp-block-table is-style-stripes"><table>
        <thead><tr><th>旅行会社</th><th>取扱商品</th><th>お問い合わせ</th></tr></thead>
        <tbody>
          <tr><td><a href="https://www.sakura-travel.co.jp/" target="_blank" rel="noreferrer noopener">さくら観光トラベル</a></td><td>国内パッケージツアー「湯めぐり箱根・伊豆」</td><td>03-5413-2280</td></tr>
          <tr><td><a href="https://nihon-ryoko-service.co.jp/" target="_blank" rel="noreferrer noopener">日本旅行サービス</a></td><td>団体旅行・社員旅行</td><td>045-662-1184</td></tr>
          <tr><td><a href="https://www.asiabridge-tours.com/jp/" target="_blank" rel="noreferrer noopener">アジアブリッジツアーズ</a></td><td>訪日旅行（台湾・香港・タイ）</td><td>03-6275-0931</td></tr>
          <tr><td>湘南トラベルセンター</td><td>学校団体・修学旅行</td><td>0466-22-5180</td></tr>
        </tbody>
      </table></figure>
    </div>

    <div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">
      <h2 class="wp-block-heading">地域連携パートナー</h2>
      <p>地域の魅力を一緒にお伝えする連携パートナーです。宿泊者限定の体験プログラムや地酒のご用意など、様々な取り組みを行っています。</p>
      <ul class="wp-block-list">
        <li><a href="https://www.izu-shuzo.co.jp/" target="_blank" rel="noreferrer noopener">伊豆酒造</a>（地酒の飲み比べセット・酒蔵見学）</li>
        <li><a href="https://hakone-glass-kobo.jp/" target="_blank" rel="noreferrer noopener">箱根ガラス工房</a>（とんぼ玉づくり体験）</li>
        <li><a href="https://www.kusatsu-yubatake-farm.jp/" target="_blank" rel="noreferrer noopener">湯畑ファーム</a>（朝食の高原野菜）</li>
      </ul>
    </div>

    <div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">
      <p class="has-small-font-size">提携に関するお問い合わせは<a href="${base}/contact/">お問い合わせフォーム</a>よりご連絡ください。</p>
    </div>
  </div>
</article>
${footer}`;

const home = `${head('箱根・熱海・草津・伊豆の温泉旅館', '箱根湯本、熱海、草津、伊豆高原に4つの温泉宿を展開する湯の森ホテルズの公式サイト。', '/')}
<section class="p-hero">
  <h1 class="p-hero__title">湯けむりの森で、ととのう時間を。</h1>
  <p>箱根・熱海・草津・伊豆高原の4つの宿で、源泉かけ流しの湯と季節の会席をお楽しみください。</p>
  <a class="c-btn" href="https://yunomori.book-onlinenow.net/">空室検索・ご予約</a>
</section>
<section class="p-home-hotels">
  <h2 class="c-heading">ホテル一覧</h2>
  <div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">
    <div class="wp-block-column"><a href="${base}/hotels/hakone-yumoto/"><img src="${base}/wp-content/uploads/2023/04/hakone.jpg" alt="箱根湯本 湯の森"><p>箱根湯本 湯の森</p></a></div>
    <div class="wp-block-column"><a href="${base}/hotels/atami/"><img src="${base}/wp-content/uploads/2023/04/atami.jpg" alt="熱海 海音の森"><p>熱海 海音の森</p></a></div>
    <div class="wp-block-column"><a href="${base}/hotels/kusatsu/"><img src="${base}/wp-content/uploads/2023/04/kusatsu.jpg" alt="草津 湯畑の森"><p>草津 湯畑の森</p></a></div>
    <div class="wp-block-column"><a href="${base}/hotels/izu-kogen/"><img src="${base}/wp-content/uploads/2023/04/izu.jpg" alt="伊豆高原 森の音"><p>伊豆高原 森の音</p></a></div>
  </div>
</section>
<section class="p-home-news">
  <h2 class="c-heading">お知らせ</h2>
  <ul>
    <li><time datetime="2024-05-20">2024.05.20</time> <a href="${base}/news/izu-shuzo-collaboration/">伊豆酒造とのコラボレーション純米吟醸「森の雫」販売開始</a></li>
    <li><time datetime="2024-02-01">2024.02.01</time> <a href="${base}/news/">「楽天トラベルアワード2023」シルバーアワードを受賞しました</a></li>
  </ul>
</section>
${footer}`;

const company = `${head('会社概要', '湯の森ホテルズ株式会社の会社概要。', '/company/')}
<article class="p-page">
  <h1 class="wp-block-heading p-page__title">会社概要</h1>
  <div class="entry-content">
    <figure class="wp-block-table"><table>
      <tbody>
        <tr><th>商号</th><td>湯の森ホテルズ株式会社（Yunomori Hotels Co., Ltd.）</td></tr>
        <tr><th>設立</th><td>1972年4月</td></tr>
        <tr><th>資本金</th><td>9,800万円</td></tr>
        <tr><th>代表者</th><td>代表取締役社長 森田 恭一</td></tr>
        <tr><th>従業員数</th><td>312名（2024年4月現在）</td></tr>
        <tr><th>事業内容</th><td>ホテル・旅館の経営、飲食店の経営、土産物の販売</td></tr>
        <tr><th>取引銀行</th><td><a href="https://www.shizuokabank.co.jp/" target="_blank" rel="noopener">静岡銀行</a>、<a href="https://www.smbc.co.jp/" target="_blank" rel="noopener">三井住友銀行</a>、横浜銀行</td></tr>
        <tr><th>加盟団体</th><td><a href="https://www.ryokan.or.jp/" target="_blank" rel="noopener">一般社団法人 日本旅館協会</a>、<a href="https://www.hakone.or.jp/" target="_blank" rel="noopener">箱根温泉旅館ホテル協同組合</a></td></tr>
      </tbody>
    </table></figure>
    <h2 class="wp-block-heading">受賞歴</h2>
    <ul class="wp-block-list">
      <li>楽天トラベルアワード2023 シルバーアワード（箱根湯本 湯の森）</li>
      <li>じゃらんアワード2022 九州・関東エリア 売上部門 第3位</li>
      <li>ミシュランガイド神奈川 2023 特別版 2パビリオン</li>
    </ul>
  </div>
</article>
${footer}`;

const news = `${head('伊豆酒造とのコラボレーション純米吟醸「森の雫」販売開始', '伊豆酒造と共同開発したオリジナル日本酒の販売を開始しました。', '/news/izu-shuzo-collaboration/')}
<article class="p-news">
  <p class="p-news__date"><time datetime="2024-05-20">2024.05.20</time> <span class="c-cat">お知らせ</span></p>
  <h1 class="wp-block-heading">伊豆酒造とのコラボレーション純米吟醸「森の雫」販売開始</h1>
  <div class="entry-content">
    <p>地域連携パートナーである<a href="https://www.izu-shuzo.co.jp/news/mori-no-shizuku/">伊豆酒造</a>様と共同開発したオリジナル純米吟醸「森の雫」を、6月1日より全館の夕食時および売店にて販売いたします。</p>
    <p>伊豆高原 森の音では、伊豆酒造様の蔵人をお招きした利き酒会を毎月第2土曜日に開催いたします。詳しくは<a href="${base}/hotels/izu-kogen/">伊豆高原 森の音</a>のページをご覧ください。</p>
    <p>なお本商品は「<a href="https://www.shizuoka-sake.jp/" target="_blank" rel="noopener">静岡県地酒まつり2024</a>」にも出品予定です。</p>
  </div>
</article>
${footer}`;

const contact = `${head('お問い合わせ', '湯の森ホテルズへのお問い合わせ。', '/contact/')}
<article class="p-page">
  <h1 class="wp-block-heading p-page__title">お問い合わせ</h1>
  <div class="entry-content">
    <p>ご宿泊のご予約・変更は各館へ直接お電話いただくか、<a href="https://yunomori.book-onlinenow.net/">オンライン予約</a>をご利用ください。</p>
    <form class="p-contact-form" action="${base}/contact/confirm/" method="post">
      <dl>
        <dt><label for="c-name">お名前</label></dt><dd><input type="text" id="c-name" name="c-name" required></dd>
        <dt><label for="c-mail">メールアドレス</label></dt><dd><input type="email" id="c-mail" name="c-mail" required></dd>
        <dt><label for="c-type">お問い合わせ種別</label></dt><dd><select id="c-type" name="c-type"><option>ご宿泊について</option><option>団体・法人のお客様</option><option>提携・取材について</option></select></dd>
        <dt><label for="c-body">内容</label></dt><dd><textarea id="c-body" name="c-body" rows="6"></textarea></dd>
      </dl>
      <button type="submit" class="c-btn">確認画面へ</button>
    </form>
  </div>
</article>
${footer}`;

export const site: CorpusSite = {
  domain: 'yunomori-hotels.co.jp',
  otherDomains: ['book-onlinenow.net'],
  covers:
    'Japanese onsen hotel group on WordPress with the Gutenberg plugin (Japanese): OTA booking partners as a block logo grid, partner travel agencies in a block table (one without link), regional partners in a list and in news prose; negatives: payment-method icons, banks, ryokan association memberships, awards, sake festival, LINE/Instagram/YouTube, booking engine host',
  pages: {
    '/': { headers, html: home },
    '/partners/': { headers, html: partners },
    '/company/': { headers, html: company },
    '/news/izu-shuzo-collaboration/': { headers, html: news },
    '/contact/': { headers, html: contact },
  },
  sitemap: ['/', '/partners/', '/company/', '/news/izu-shuzo-collaboration/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'gutenberg',
    'wordpress-block-editor',
    'all-in-one-seo',
    'all-in-one-seo-pack',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'siteminder',
    'nginx',
    'open-graph',
  ],
  partners: {
    'jalan.net': 'channel',
    'rakuten.co.jp': 'channel',
    'ikyu.com': 'channel',
    'booking.com': 'channel',
    'expedia.co.jp': 'channel',
    'sakura-travel.co.jp': 'channel',
    'nihon-ryoko-service.co.jp': 'channel',
    'asiabridge-tours.com': 'channel',
    'izu-shuzo.co.jp': 'generic',
    'hakone-glass-kobo.jp': 'generic',
    'kusatsu-yubatake-farm.jp': 'generic',
  },
};
