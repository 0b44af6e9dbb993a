import type { CorpusSite } from '../corpus/types.js';

// ミナモ製作所 (Minamo Seisakusho): Tsubame-Sanjo iron and stainless kitchenware maker on BigCommerce (Stencil/Cornerstone), Japanese.

const D = 'minamo-seisakusho.jp';
const B = `https://${D}`;
const CDN = 'https://cdn11.bigcommerce.com/s-k2x8m4qz7a';
const STENCIL = `${CDN}/stencil/7d6f0e20-6b1a-013d-4f2e-0a7c9e3b5d81/e/3a0c9b40-6b1a-013d-4f2e-0a7c9e3b5d81`;

const headers = (): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  'cache-control': 'no-cache, no-store, must-revalidate',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-bc-storefront-cache': 'HIT',
  'content-language': 'ja',
});

const head = (title: string, description: string, path: string, pageType: string) => `<head>
        <title>${title}</title>
        <link rel="dns-prefetch preconnect" href="https://cdn11.bigcommerce.com/s-k2x8m4qz7a" crossorigin><link rel="dns-prefetch preconnect" href="https://fonts.googleapis.com/" crossorigin><link rel="dns-prefetch preconnect" href="https://fonts.gstatic.com/" crossorigin>
        <meta name="keywords" content="燕三条,鉄フライパン,ステンレス鍋,キッチンツール,ミナモ製作所"><meta name="description" content="${description}"><link rel='canonical' href='${B}${path}' /><meta name='platform' content='bigcommerce.stencil' />
        <meta property="og:type" content="website" /><meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" /><meta property="og:url" content="${B}${path}" /><meta property="og:site_name" content="ミナモ製作所" /><meta property="og:image" content="${CDN}/images/stencil/original/image-manager/minamo-ogp.jpg" />
        <link href="${CDN}/product_images/minamo-favicon.png?t=1712639211" rel="shortcut icon">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <script nonce="">
            document.documentElement.className = document.documentElement.className.replace('no-js', 'js');
        </script>
        <script nonce="">
    function browserSupportsAllFeatures() {
        return window.Promise
            && window.fetch
            && window.URL
            && window.URLSearchParams
            && window.WeakMap
            // object-fit support
            && ('objectFit' in document.documentElement.style);
    }
    function loadScript(src) {
        var js = document.createElement('script');
        js.src = src;
        js.onerror = function () {
            console.error('Failed to load polyfill script ' + src);
        };
        document.head.appendChild(js);
    }
    if (!browserSupportsAllFeatures()) {
        loadScript('${STENCIL}/dist/theme-bundle.polyfills.js');
    }
</script>
        <script nonce="">window.consentManagerTranslations = \`{"locale":"ja","locales":{"consent_manager.data_collection_warning":"ja"},"translations":{"consent_manager.data_collection_warning":"当サイトではCookieを使用しています。"}}\`;</script>
        <script nonce="">
            window.lazySizesConfig = window.lazySizesConfig || {};
            window.lazySizesConfig.loadMode = 1;
        </script>
        <script async src="${STENCIL}/dist/theme-bundle.head_async.js"></script>
        <link href="https://fonts.googleapis.com/css?family=Noto+Sans+JP:400,700%7CNoto+Serif+JP:500&display=block" rel="stylesheet">
        <script async src="${STENCIL}/dist/theme-bundle.font.js"></script>
        <link data-stencil-stylesheet href="${STENCIL}/css/theme-5e1a7c20-6b1a-013d-4f2e-0a7c9e3b5d81.css" rel="stylesheet">
        <!-- Start Tracking Code for analytics_siteverification -->
        <meta name="google-site-verification" content="Xq9p2Lr7mTc4Vw0aZ6bN1sJ8kH3fD5gY" />
        <!-- End Tracking Code for analytics_siteverification -->
        <script type="text/javascript" src="https://checkout-sdk.bigcommerce.com/v1/loader.js" defer ></script>
        <script type="text/javascript">
var BCData = {"csrf_protection_token":"8c1f4b2e7a9d3c5e0b6f1a8d2c4e7b9f0a3d5c6e8b1f2a4d","product_attributes":null};
</script>
        <script nonce="">
(function() {
    window.consentManagerStoreConfig = function () { return {"storeName":"ミナモ製作所","privacyPolicyUrl":"/privacy-policy/","writeKey":null,"improvedConsentManagerEnabled":true,"AlwaysIncludeScriptsWithConsentTag":true}; };
})();
</script>
        <script type="text/javascript" src="https://cdn11.bigcommerce.com/shared/js/storefront/consent-manager-config-3013a89bb0485f417a7a7e3c6b0d3d6b4c6f1a58.js" defer></script>
        <script type="text/javascript" src="https://cdn11.bigcommerce.com/shared/js/storefront/consent-manager-08633fe15aba542118c03f6d45457262fa9fac88.js" defer></script>
        <!-- Yahoo! Tag Manager -->
        <script type="text/javascript">
          (function () {
            var tagjs = document.createElement("script");
            var s = document.getElementsByTagName("script")[0];
            tagjs.async = true;
            tagjs.src = "//s.yjtag.jp/tag.js#site=Kq7mW2p&referrer=" + encodeURIComponent(document.location.href) + "";
            s.parentNode.insertBefore(tagjs, s);
          }());
        </script>
        <noscript><iframe src="//b.yjtag.jp/iframe?c=Kq7mW2p" width="1" height="1" frameborder="0" scrolling="no" marginheight="0" marginwidth="0"></iframe></noscript>
        <!-- End Yahoo! Tag Manager -->
        <script type="text/javascript">
            window.BigCommerceDataLayer = { pageType: "${pageType}", currency: "JPY", language: "ja" };
        </script>
    </head>`;

const header = `
        <a href="#main-content" class="skip-to-main-link">メインコンテンツへ移動</a>
<header class="header" role="banner">
    <a href="#" class="mobileMenu-toggle" data-mobile-menu-toggle="menu"><span class="mobileMenu-toggleIcon">メニュー</span></a>
    <nav class="navUser">
        <ul class="navUser-section navUser-section--alt">
            <li class="navUser-item"><a class="navUser-action navUser-item--compare" href="/compare" data-compare-nav aria-label="比較">比較 <span class="countPill countPill--positive countPill--alt"></span></a></li>
            <li class="navUser-item"><button class="navUser-action navUser-action--quickSearch" type="button" id="quick-search-expand" data-search="quickSearch" aria-controls="quickSearch" aria-label="検索">検索</button></li>
            <li class="navUser-item navUser-item--account"><a class="navUser-action" href="/login.php" aria-label="ログイン">ログイン</a> <span class="navUser-or">または</span> <a class="navUser-action" href="/login.php?action=create_account" aria-label="新規登録">新規登録</a></li>
            <li class="navUser-item navUser-item--cart"><a class="navUser-action" data-cart-preview data-dropdown="cart-preview-dropdown" data-options="align:right" href="/cart.php" aria-label="カート 0 点"><span class="navUser-item-cartLabel">カート</span><span class="countPill cart-quantity"></span></a><div class="dropdown-menu" id="cart-preview-dropdown" data-dropdown-content aria-hidden="true"></div></li>
        </ul>
        <div class="dropdown dropdown--quickSearch" id="quickSearch" aria-hidden="true" data-prevent-quick-search-close><div class="container"><form class="form" onsubmit="return false" data-url="/search.php" data-quick-search-form><fieldset class="form-fieldset"><div class="form-field"><label class="is-srOnly" for="nav-quick-search">検索</label><input class="form-input" data-search-quick name="nav-quick-search" id="nav-quick-search" data-error-message="検索キーワードを入力してください" placeholder="ストア内を検索" autocomplete="off"></div></fieldset></form><section class="quickSearchResults" data-bind="html: results"></section><p role="status" aria-live="polite" class="aria-description--hidden" data-search-aria-message-predefined-text="件の結果"></p></div></div>
    </nav>
    <div class="header-logo header-logo--center"><a href="${B}/" class="header-logo__link" data-header-logo-link><div class="header-logo-image-container"><img class="header-logo-image" src="${CDN}/images/stencil/250x100/minamo-logo_1712639211__08231.original.png" srcset="${CDN}/images/stencil/250x100/minamo-logo_1712639211__08231.original.png" alt="ミナモ製作所" title="ミナモ製作所"></div></a></div>
    <div class="navPages-container" id="menu" data-menu>
        <nav class="navPages"><ul class="navPages-list">
            <li class="navPages-item"><a class="navPages-action has-subMenu" href="${B}/frying-pans/" data-collapsible="navPages-24">フライパン<i class="icon navPages-action-moreIcon" aria-hidden="true"><svg><use href="#icon-chevron-down" /></svg></i></a><div class="navPage-subMenu" id="navPages-24" aria-hidden="true" tabindex="-1"><ul class="navPage-subMenu-list"><li class="navPage-subMenu-item"><a class="navPage-subMenu-action navPages-action" href="${B}/frying-pans/iron/">鉄フライパン</a></li><li class="navPage-subMenu-item"><a class="navPage-subMenu-action navPages-action" href="${B}/frying-pans/stainless/">ステンレス</a></li></ul></div></li>
            <li class="navPages-item"><a class="navPages-action" href="${B}/pots/">鍋</a></li>
            <li class="navPages-item"><a class="navPages-action" href="${B}/kitchen-tools/">キッチンツール</a></li>
            <li class="navPages-item"><a class="navPages-action" href="${B}/care/">お手入れ用品</a></li>
            <li class="navPages-item navPages-item-page"><a class="navPages-action" href="${B}/about/">ブランドについて</a></li>
            <li class="navPages-item navPages-item-page"><a class="navPages-action" href="${B}/stockists/">取扱店舗</a></li>
            <li class="navPages-item navPages-item-page"><a class="navPages-action" href="${B}/collaboration/">コラボレーション</a></li>
        </ul>
        <ul class="navPages-list navPages-list--user"><li class="navPages-item"><a class="navPages-action" href="${B}/overseas/">Overseas / 海外のお客様</a></li></ul></nav>
    </div>
</header>
<div data-content-region="header_bottom--global"></div>`;

const footer = `
<footer class="footer" role="contentinfo">
    <h2 class="footer-title-sr-only">フッター</h2>
    <div class="container">
        <section class="footer-info">
            <article class="footer-info-col footer-info-col--small" data-section-type="footer-webPages"><h3 class="footer-info-heading">ミナモ製作所</h3><ul class="footer-info-list"><li><a href="${B}/about/">ブランドについて</a></li><li><a href="${B}/stockists/">取扱店舗</a></li><li><a href="${B}/collaboration/">コラボレーション</a></li><li><a href="${B}/media/">メディア掲載・受賞歴</a></li><li><a href="${B}/overseas/">Overseas</a></li><li><a href="${B}/recruit/">採用情報</a></li></ul></article>
            <article class="footer-info-col footer-info-col--small" data-section-type="footer-categories"><h3 class="footer-info-heading">ご利用ガイド</h3><ul class="footer-info-list"><li><a href="${B}/shipping/">送料・配送について</a></li><li><a href="${B}/returns/">返品・交換</a></li><li><a href="${B}/care-guide/">鉄フライパンのお手入れ</a></li><li><a href="${B}/repair/">修理・メンテナンス</a></li><li><a href="${B}/contact-us/">お問い合わせ</a></li></ul></article>
            <article class="footer-info-col footer-info-col--small" data-section-type="storeInfo"><h3 class="footer-info-heading">会社情報</h3><address>株式会社ミナモ製作所<br>〒959-1263 新潟県燕市大曲 4812-3<br>TEL 0256-64-7210（平日 9:00–17:00）</address><p><a href="mailto:info@minamo-seisakusho.jp">info@minamo-seisakusho.jp</a></p></article>
            <article class="footer-info-col" data-section-type="newsletterSubscription"><h3 class="footer-info-heading">メールマガジン</h3><p>新製品やイベントのお知らせをお届けします。</p><form class="form" action="/subscribe.php" method="post"><fieldset class="form-fieldset"><input type="hidden" name="action" value="subscribe"><input type="hidden" name="nl_first_name" value="bc"><input type="hidden" name="check" value="1"><div class="form-field"><label class="form-label is-srOnly" for="nl_email">メールアドレス</label><div class="form-prefixPostfix wrap"><input class="form-input" id="nl_email" name="nl_email" type="email" value="" placeholder="メールアドレス" aria-describedby="alertBox-message-text"><input class="button button--primary form-prefixPostfix-button--postfix" type="submit" value="登録"></div></div></fieldset></form>
                <ul class="socialLinks"><li class="socialLinks-item"><a class="icon icon--instagram" href="https://www.instagram.com/minamo_seisakusho/" target="_blank" rel="noopener" title="Instagram"><span class="aria-description--hidden">Instagram</span></a></li><li class="socialLinks-item"><a class="icon icon--x" href="https://x.com/minamo_tsubame" target="_blank" rel="noopener" title="X"><span class="aria-description--hidden">X</span></a></li><li class="socialLinks-item"><a class="icon icon--line" href="https://page.line.me/minamo" target="_blank" rel="noopener" title="LINE"><span class="aria-description--hidden">LINE</span></a></li></ul></article>
        </section>
        <div class="footer-payment-icons"><span>お支払い方法：</span><img src="${CDN}/images/stencil/original/image-manager/visa.svg" alt="VISA" width="40" height="24" loading="lazy"><img src="${CDN}/images/stencil/original/image-manager/mastercard.svg" alt="Mastercard" width="40" height="24" loading="lazy"><img src="${CDN}/images/stencil/original/image-manager/jcb.svg" alt="JCB" width="40" height="24" loading="lazy"><img src="${CDN}/images/stencil/original/image-manager/amazonpay.svg" alt="Amazon Pay" width="60" height="24" loading="lazy"><span>銀行振込・代金引換</span></div>
        <div class="footer-copyright"><p class="powered-by"><a href="${B}/tokushoho/">特定商取引法に基づく表記</a> ｜ <a href="${B}/privacy-policy/">プライバシーポリシー</a> ｜ &copy; 2024 MINAMO SEISAKUSHO Co., Ltd.</p></div>
    </div>
</footer>
<script>window.__webpack_public_path__ = "${STENCIL}/dist/";</script>
<script>
    function onThemeBundleMain() {
        window.stencilBootstrap("default", "{\\"themeSettings\\":{\\"optimizedCheckout-formChecklist-color\\":\\"#333333\\",\\"homepage_new_products_column_count\\":4,\\"card--alternate-color--hover\\":\\"#ffffff\\",\\"optimizedCheckout-colorFocus\\":\\"#4496f6\\",\\"fontSize-root\\":14,\\"show_accept_amex\\":false,\\"show_accept_paypal\\":false,\\"productpage_videos_count\\":8,\\"default_image_brand\\":\\"/assets/img/BrandDefault.gif\\",\\"navPages-subMenu-separatorColor\\":\\"#e5e5e5\\",\\"body-font\\":\\"Google_Noto+Sans+JP_400\\"},\\"genericError\\":\\"問題が発生しました。\\",\\"urls\\":{\\"home\\":\\"${B}/\\",\\"account\\":{\\"index\\":\\"/account.php\\"},\\"search\\":\\"/search.php\\",\\"cart\\":\\"/cart.php\\",\\"checkout\\":{\\"single_address\\":\\"/checkout\\"},\\"contact_us_submit\\":\\"/pages.php?action=sendContactForm\\"},\\"secureBaseUrl\\":\\"https://minamo-seisakusho.jp\\",\\"cartId\\":null,\\"channelId\\":1,\\"template\\":\\"pages/page\\"}").load();
    }
</script>
<script async defer src="${STENCIL}/dist/theme-bundle.main.js" onload="onThemeBundleMain()"></script>
<script type="text/javascript" src="https://cdn11.bigcommerce.com/shared/js/csrf-protection-header-5eeddd5de78d98d146ef4fd71b2aedce4161903e.js"></script>
<script type="text/javascript" src="https://cdn11.bigcommerce.com/shared/js/visitor_stencil-3cbf3ea7a5e3b5d6e1b7e2a6c0e0c0b5a0b3f8a2.js"></script>`;

const page = (o: {
  title: string;
  description: string;
  path: string;
  pageType: string;
  bodyClass: string;
  crumbs: string;
  main: string;
}) => `<!DOCTYPE html>
<html class="no-js" lang="ja">
    ${head(o.title, o.description, o.path, o.pageType)}
    <body class="${o.bodyClass}">
      <svg data-src="${STENCIL}/img/icon-sprite.svg" class="icons-svg-sprite"></svg>
      ${header}
      <main class="body" id="main-content" role="main" data-currency-code="JPY">
        <div class="container">
${o.crumbs ? `          <nav aria-label="Breadcrumb"><ol class="breadcrumbs"><li class="breadcrumb"><a class="breadcrumb-label" href="${B}/"><span>ホーム</span></a></li>${o.crumbs}</ol></nav>` : ''}
${o.main}
        </div>
        <div id="modal" class="modal" data-reveal data-prevent-quick-search-close><button class="modal-close" type="button" title="閉じる"><span class="aria-description--hidden">閉じる</span><span aria-hidden="true">&#215;</span></button><div id="modal-content" class="modal-content"></div><div class="loadingOverlay"></div></div>
      </main>
      ${footer}
    </body>
</html>`;

const crumb = (label: string) => `<li class="breadcrumb is-active"><span class="breadcrumb-label" aria-current="page">${label}</span></li>`;

const products = [
  { slug: 'tetsu-frying-pan-26cm', name: '鉄フライパン 26cm', price: '8,800', img: 'tetsu-26__41203' },
  { slug: 'tetsu-frying-pan-22cm', name: '鉄フライパン 22cm', price: '7,150', img: 'tetsu-22__41207' },
  { slug: 'tetsu-tamagoyaki', name: '鉄 玉子焼き器（関東型）', price: '6,380', img: 'tamagoyaki__41211' },
  { slug: 'stainless-yukihira-18cm', name: 'ステンレス 雪平鍋 18cm', price: '6,600', img: 'yukihira-18__41215' },
  { slug: 'stainless-tongs', name: 'ステンレス 盛り付けトング', price: '2,420', img: 'tongs__41219' },
  { slug: 'tetsu-frying-pan-26cm-wood', name: '鉄フライパン 26cm 木柄（木と暮らし）', price: '12,100', img: 'tetsu-26-wood__41223' },
];

const card = (p: (typeof products)[number]) => `
<li class="product"><article class="card" data-event-type="list" data-name="${p.name}" data-product-price="${p.price.replace(',', '')}">
    <figure class="card-figure"><a href="${B}/${p.slug}/" class="card-figure__link" aria-label="${p.name}"><div class="card-img-container"><img src="${CDN}/images/stencil/500x659/products/112/381/${p.img}.1712639300.jpg?c=1" alt="${p.name}" title="${p.name}" data-sizes="auto" srcset="${CDN}/images/stencil/80w/products/112/381/${p.img}.1712639300.jpg?c=1" data-srcset="${CDN}/images/stencil/80w/products/112/381/${p.img}.1712639300.jpg?c=1 80w, ${CDN}/images/stencil/500w/products/112/381/${p.img}.1712639300.jpg?c=1 500w" class="card-image lazyload" /></div></a>
    <figcaption class="card-figcaption"><div class="card-figcaption-body"><a href="${B}/${p.slug}/" data-event-type="product-click" class="button button--small card-figcaption-button quickview" data-product-id="112">クイックビュー</a></div></figcaption></figure>
    <div class="card-body"><p class="card-text" data-test-info-type="brandName">MINAMO</p><h3 class="card-title"><a aria-label="${p.name}" href="${B}/${p.slug}/" data-event-type="product-click">${p.name}</a></h3><div class="card-text" data-test-info-type="price"><div class="price-section price-section--withTax"><span data-product-price-with-tax class="price price--withTax">¥${p.price}</span><span class="price-label">（税込）</span></div></div></div>
</article></li>`;

const home = page({
  title: 'ミナモ製作所｜燕三条の鉄フライパン・ステンレス調理道具',
  description: '新潟県燕市の金属加工工房ミナモ製作所。一生ものの鉄フライパン、ステンレス鍋、キッチンツールを職人が一点ずつ仕上げています。',
  path: '/',
  pageType: 'home',
  bodyClass: '',
  crumbs: '',
  main: `
<div data-content-region="home_below_menu"></div>
<section class="heroCarousel" data-slick='{"dots": true, "mobileFirst": true, "slidesToShow": 1, "slidesToScroll": 1, "autoplay": true, "autoplaySpeed": 5000}'>
  <div class="heroCarousel-slide heroCarousel-slide--first"><div class="heroCarousel-image-wrapper" style="height: 42.857142857142854vw"><img src="${CDN}/images/stencil/original/carousel/12/hero-tetsu-pan.jpg?c=1" alt="鉄フライパンで焼いたステーキ" title="鉄フライパン" class="heroCarousel-image"></div><div class="heroCarousel-content"><p class="heroCarousel-title">百年使える台所道具を、燕三条から。</p><p class="heroCarousel-description">一枚の鉄板から叩き出すフライパン。使うほどに油がなじみ、焦げつかなくなります。</p><span class="heroCarousel-action button button--primary button--large">商品を見る</span></div></div>
</section>
<div class="main full">
  <h2 class="page-heading">人気の商品</h2>
  <section class="productGrid"><ul class="productGrid">${products.slice(0, 4).map(card).join('')}</ul></section>
  <div class="home-section home-news"><h2 class="page-heading">お知らせ</h2><ul class="news-list">
    <li><time datetime="2024-10-18">2024.10.18</time> 「工場の祭典」期間中、工房見学を受け付けます。</li>
    <li><time datetime="2024-09-02">2024.09.02</time> 木と暮らしとのコラボレーション「木柄シリーズ」を発売しました。</li>
    <li><time datetime="2024-07-12">2024.07.12</time> 鉄フライパン26cmが2023年度グッドデザイン賞を受賞しました。</li>
    <li><time datetime="2024-05-20">2024.05.20</time> 台湾の代理店が決まりました。<a href="${B}/overseas/">海外代理店一覧</a></li>
  </ul></div>
  <div class="home-section home-stockists"><h2 class="page-heading">お近くの店舗で</h2><p>全国の百貨店・専門店で実際に手に取ってお選びいただけます。<a href="${B}/stockists/">取扱店舗一覧はこちら</a></p></div>
</div>`,
});

type Shop = { name: string; area: string; url?: string; urlLabel?: string };
const stockistRegions: [string, Shop[]][] = [
  [
    '北海道・東北',
    [
      { name: '生活雑貨 ほとり', area: '北海道札幌市中央区', url: 'https://hotori-zakka.jp/' },
      { name: '藤崎 本館6階 リビング', area: '宮城県仙台市青葉区', url: 'https://www.fujisaki.co.jp/' },
    ],
  ],
  [
    '関東',
    [
      {
        name: '伊勢丹新宿店 本館5階 キッチンダイニング',
        area: '東京都新宿区',
        url: 'https://isetan.mistore.jp/shinjuku/',
        urlLabel: 'isetan.mistore.jp',
      },
      { name: '日本橋髙島屋 本館6階 キッチン', area: '東京都中央区', url: 'https://www.takashimaya.co.jp/nihombashi/' },
      { name: 'ハンズ 渋谷店', area: '東京都渋谷区', url: 'https://shibuya.hands.net/', urlLabel: 'hands.net' },
      { name: '釜浅商店', area: '東京都台東区（合羽橋）', url: 'https://www.kama-asa.co.jp/' },
      { name: '道具屋 ひね', area: '神奈川県鎌倉市' },
    ],
  ],
  [
    '中部・北陸',
    [
      { name: '松坂屋名古屋店 本館7階', area: '愛知県名古屋市中区', url: 'https://www.matsuzakaya.co.jp/nagoya/' },
      { name: 'ミナモ製作所 ファクトリーショップ', area: '新潟県燕市（工房併設）' },
    ],
  ],
  [
    '関西',
    [
      { name: '阪急うめだ本店 8階 キッチン', area: '大阪府大阪市北区', url: 'https://www.hankyu-dept.co.jp/honten/' },
      { name: '暮らしの道具 ミヤコ', area: '京都府京都市中京区', url: 'https://kurashi-miyako.jp/' },
    ],
  ],
  ['中国・四国', [{ name: 'うつわと道具 しまなみ', area: '広島県尾道市', url: 'https://shimanami-dougu.jp/' }]],
  [
    '九州・沖縄',
    [
      { name: '台所道具 いとや', area: '福岡県福岡市中央区', url: 'https://itoya-daidokoro.jp/' },
      { name: 'やちむんと道具の店 なは', area: '沖縄県那覇市' },
    ],
  ],
];

const stockists = page({
  title: '取扱店舗｜ミナモ製作所',
  description: 'ミナモ製作所の製品をお取り扱いいただいている全国の百貨店・専門店、オンラインストアのご案内です。',
  path: '/stockists/',
  pageType: 'page',
  bodyClass: 'page-type-page',
  crumbs: crumb('取扱店舗'),
  main: `
<main class="page">
    <h1 class="page-heading">取扱店舗</h1>
    <div id="page-content" class="page-content">
        <p>ミナモ製作所の製品は、全国の下記店舗でお取り扱いいただいております。店舗により取扱商品が異なりますので、ご来店前に各店舗へお問い合わせください。（2024年10月現在）</p>
${stockistRegions
  .map(
    ([region, shops]) => `        <h2 class="stockists-region">${region}</h2>
        <table class="stockists-table">
            <thead><tr><th>店舗名</th><th>所在地</th><th>ウェブサイト</th></tr></thead>
            <tbody>
${shops.map((s) => `                <tr><td>${s.name}</td><td>${s.area}</td><td>${s.url ? `<a href="${s.url}" target="_blank" rel="noopener">${s.urlLabel ?? s.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a>` : '—'}</td></tr>`).join('\n')}
            </tbody>
        </table>`,
  )
  .join('\n')}
        <h2 class="stockists-region">オンラインストア</h2>
        <p>公式オンラインストアのほか、以下のモールにも公式ショップを出店しています。</p>
        <ul class="stockists-online">
            <li><a href="https://www.rakuten.co.jp/minamo-seisakusho/" target="_blank" rel="noopener">楽天市場 ミナモ製作所 公式ショップ</a></li>
            <li><a href="https://www.amazon.co.jp/stores/MINAMO/page/7A1C2E9B-4D3F-4E8A-9B2C-1F0D5E7A3C64" target="_blank" rel="noopener">Amazon.co.jp ミナモ製作所ストア</a></li>
            <li><a href="https://store.shopping.yahoo.co.jp/minamo-seisakusho/" target="_blank" rel="noopener">Yahoo!ショッピング ミナモ製作所</a></li>
        </ul>
        <p>お取り扱いをご希望の販売店様は、<a href="${B}/contact-us/">お問い合わせフォーム</a>より「卸売について」をお選びください。</p>
    </div>
</main>`,
});

const overseas = page({
  title: 'Overseas Distributors / 海外代理店｜ミナモ製作所',
  description: 'MINAMO products are available outside Japan through our official distributors. 海外代理店のご案内。',
  path: '/overseas/',
  pageType: 'page',
  bodyClass: 'page-type-page',
  crumbs: crumb('Overseas / 海外代理店'),
  main: `
<main class="page">
    <h1 class="page-heading">Overseas Distributors / 海外代理店</h1>
    <div id="page-content" class="page-content">
        <p>Our online store ships within Japan only. Outside Japan, MINAMO products are sold through the following official distributors. Please contact them for retail locations and wholesale enquiries.</p>
        <p>海外のお客様は、下記の正規代理店よりお買い求めいただけます。</p>
        <div class="overseas-list">
            <section class="overseas-item"><h2>United States &amp; Canada</h2><p><strong>Hocho House Imports, LLC</strong><br>Portland, Oregon<br><a href="https://www.hochohouse.com/collections/minamo" target="_blank" rel="noopener">hochohouse.com</a></p></section>
            <section class="overseas-item"><h2>Germany, Austria, Switzerland / EU</h2><p><strong>Klingenwerk Import GmbH</strong><br>Solingen, Germany<br><a href="https://www.klingenwerk-import.de/marken/minamo" target="_blank" rel="noopener">klingenwerk-import.de</a></p></section>
            <section class="overseas-item"><h2>Australia &amp; New Zealand</h2><p><strong>Koji &amp; Co Trading Pty Ltd</strong><br>Melbourne, Victoria<br><a href="https://kojiandco.com.au/" target="_blank" rel="noopener">kojiandco.com.au</a></p></section>
            <section class="overseas-item"><h2>Taiwan / 台湾</h2><p><strong>器物生活 Qiwu Living</strong><br>台北市大安區<br><a href="https://www.qiwuliving.com.tw/" target="_blank" rel="noopener">qiwuliving.com.tw</a></p></section>
            <section class="overseas-item"><h2>Other countries / その他の地域</h2><p>For distribution enquiries please write to <a href="mailto:export@minamo-seisakusho.jp">export@minamo-seisakusho.jp</a>.</p></section>
        </div>
    </div>
</main>`,
});

const about = page({
  title: 'ブランドについて｜ミナモ製作所',
  description: '1964年創業、燕市の金属加工工房。ものづくりへの想いと工房の紹介。',
  path: '/about/',
  pageType: 'page',
  bodyClass: 'page-type-page',
  crumbs: crumb('ブランドについて'),
  main: `
<main class="page">
    <h1 class="page-heading">ブランドについて</h1>
    <div id="page-content" class="page-content">
        <h2>燕の町工場から</h2>
        <p>ミナモ製作所は1964年、新潟県燕市で洋食器のプレス加工所として創業しました。2012年、三代目の水面（みなも）健太が自社ブランドを立ち上げ、鉄とステンレスの調理道具をつくり始めました。</p>
        <p>現在、12名の職人が絞り、鍛造、研磨、溶接の工程をすべて自社工房で行っています。フライパンは1.6mmの鉄板をヘラ絞りで成形し、窒化処理で錆びにくく仕上げています。素材には<a href="https://www.nipponsteel.com/" target="_blank" rel="noopener">日本製鉄</a>の国産鋼板を使用しています。</p>
        <h2>工房の様子</h2>
        <div class="videoWrapper"><iframe width="560" height="315" src="https://www.youtube.com/embed/Vb3kQ8mZ2tA" title="ミナモ製作所 工房紹介" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></div>
        <h2>修理・メンテナンス</h2>
        <p>当社製品は、焦げつきや錆が出ても工房で再研磨・再加工いたします。使い続けられる道具であることが、私たちの約束です。</p>
        <h2>工場見学</h2>
        <p>毎年10月の「燕三条 工場の祭典」期間中は工房を一般公開しています。</p>
    </div>
</main>`,
});

const collaboration = page({
  title: 'コラボレーション｜ミナモ製作所',
  description: 'ミナモ製作所と他ブランド・作り手とのコラボレーション製品のご紹介。',
  path: '/collaboration/',
  pageType: 'page',
  bodyClass: 'page-type-page',
  crumbs: crumb('コラボレーション'),
  main: `
<main class="page">
    <h1 class="page-heading">コラボレーション</h1>
    <div id="page-content" class="page-content">
        <section class="collab-item">
            <img src="${CDN}/images/stencil/original/image-manager/collab-kitokurashi.jpg" alt="木柄の鉄フライパン" loading="lazy">
            <h2>木と暮らし × ミナモ製作所「木柄シリーズ」</h2>
            <p>飛騨高山の木工房<a href="https://kitokurashi.jp/" target="_blank" rel="noopener">木と暮らし</a>と共同開発した、栗材の持ち手が付いた鉄フライパン。持ち手は一本ずつ手削りで仕上げ、交換も可能です。</p>
        </section>
        <section class="collab-item">
            <img src="${CDN}/images/stencil/original/image-manager/collab-yamatodougu.jpg" alt="アウトドア用の鉄スキレット" loading="lazy">
            <h2>山と道具店 × ミナモ製作所「焚き火スキレット」</h2>
            <p>アウトドアショップ<a href="https://yamatodougu.jp/" target="_blank" rel="noopener">山と道具店</a>の別注モデル。ハンドルを取り外せる直火対応のスキレットです。山と道具店の各店舗・オンラインストアで販売中。</p>
        </section>
        <section class="collab-item">
            <h2>料理家 佐伯ゆり さん監修「ちょうどいい玉子焼き器」</h2>
            <p>料理家の佐伯ゆりさんと、家庭のコンロでいちばん焼きやすいサイズを一緒に探しました。</p>
        </section>
    </div>
</main>`,
});

const media = page({
  title: 'メディア掲載・受賞歴｜ミナモ製作所',
  description: '雑誌・テレビなどのメディア掲載情報と受賞歴。',
  path: '/media/',
  pageType: 'page',
  bodyClass: 'page-type-page',
  crumbs: crumb('メディア掲載・受賞歴'),
  main: `
<main class="page">
    <h1 class="page-heading">メディア掲載・受賞歴</h1>
    <div id="page-content" class="page-content">
        <h2>受賞歴</h2>
        <ul><li>2023年度 <a href="https://www.g-mark.org/" target="_blank" rel="noopener">グッドデザイン賞</a>（鉄フライパン 26cm）</li><li>2022年 にいがた県産品デザインコンペティション 大賞</li></ul>
        <h2>メディア掲載</h2>
        <ul>
            <li>2024年9月号 <a href="https://dancyu.jp/" target="_blank" rel="noopener">dancyu</a>「一生ものの鉄フライパン」特集</li>
            <li>2024年3月号 <a href="https://casabrutus.com/" target="_blank" rel="noopener">Casa BRUTUS</a>「ニッポンの台所道具」</li>
            <li>2023年11月 NHK新潟「ゆうなび」燕三条の町工場特集</li>
            <li>2023年6月 <a href="https://www.tsubamesanjo.jp/" target="_blank" rel="noopener">燕三条地場産業振興センター</a> ウェブマガジン</li>
        </ul>
        <p>取材のお問い合わせは <a href="mailto:press@minamo-seisakusho.jp">press@minamo-seisakusho.jp</a> までお願いいたします。</p>
    </div>
</main>`,
});

const category = page({
  title: 'フライパン｜ミナモ製作所',
  description: '鉄とステンレスのフライパン、玉子焼き器、スキレット。',
  path: '/frying-pans/',
  pageType: 'category',
  bodyClass: 'page-type-category',
  crumbs: crumb('フライパン'),
  main: `
<div class="page">
    <aside class="page-sidebar" id="faceted-search-container"><nav><div class="sidebarBlock"><h2 class="sidebarBlock-heading">カテゴリー</h2><ul class="navList"><li class="navList-item"><a class="navList-action" href="${B}/frying-pans/iron/">鉄フライパン</a></li><li class="navList-item"><a class="navList-action" href="${B}/frying-pans/stainless/">ステンレス</a></li></ul></div></nav></aside>
    <main class="page-content" id="product-listing-container">
        <h1 class="page-heading">フライパン</h1>
        <p>職人がヘラ絞りで一枚ずつ成形した鉄フライパン。IH・ガス火どちらにも対応しています。</p>
        <form class="actionBar" method="get" data-sort-by="product"><fieldset class="form-fieldset actionBar-section"><div class="form-field"><label class="form-label" for="sort">並び替え:</label><select class="form-select form-select--small " name="sort" id="sort" role="listbox"><option value="featured" selected>おすすめ順</option><option value="newest">新着順</option><option value="priceasc">価格の安い順</option></select></div></fieldset></form>
        <div data-list-name="Category: フライパン"><ul class="productGrid">${products.map(card).join('')}</ul></div>
    </main>
</div>`,
});

const product = page({
  title: '鉄フライパン 26cm｜ミナモ製作所',
  description: '1.6mm厚の鉄板をヘラ絞りで成形し、窒化処理で錆びにくく仕上げた鉄フライパン。IH対応。',
  path: '/tetsu-frying-pan-26cm/',
  pageType: 'product',
  bodyClass: 'page-type-product',
  crumbs: `<li class="breadcrumb"><a class="breadcrumb-label" href="${B}/frying-pans/"><span>フライパン</span></a></li>${crumb('鉄フライパン 26cm')}`,
  main: `
<div class="productView" data-event-type="product" data-entity-id="112" data-name="鉄フライパン 26cm" data-product-brand="MINAMO" data-product-price="8800">
    <section class="productView-images" data-image-gallery><figure class="productView-image" data-image-gallery-main><div class="productView-img-container"><a href="${CDN}/images/stencil/1280x1280/products/112/381/tetsu-26__41203.1712639300.jpg?c=1" target="_blank"><img src="${CDN}/images/stencil/500x659/products/112/381/tetsu-26__41203.1712639300.jpg?c=1" alt="鉄フライパン 26cm" title="鉄フライパン 26cm" data-sizes="auto" class="productView-image--default lazyload" data-main-image /></a></div></figure></section>
    <section class="productView-details product-data"><div class="productView-product"><h1 class="productView-title">鉄フライパン 26cm</h1><h2 class="productView-brand"><a href="${B}/brands/MINAMO.html"><span>MINAMO</span></a></h2><div class="productView-price"><div class="price-section price-section--withTax"><span data-product-price-with-tax class="price price--withTax">¥8,800</span><span class="price-label">（税込）</span></div></div>
    <dl class="productView-info"><dt class="productView-info-name">SKU:</dt><dd class="productView-info-value" data-product-sku>MN-TP26</dd><dt class="productView-info-name">重さ:</dt><dd class="productView-info-value" data-product-weight>1.05 KGS</dd><dt class="productView-info-name">サイズ:</dt><dd class="productView-info-value">直径26cm／深さ5cm／全長46cm</dd></dl></div></section>
    <section class="productView-details product-options"><div class="productView-options"><form class="form" method="post" action="${B}/cart.php" enctype="multipart/form-data" data-cart-item-add><input type="hidden" name="action" value="add"><input type="hidden" name="product_id" value="112"/><div class="form-field form-field--increments"><label class="form-label form-label--alternate" for="qty[]">数量:</label><div class="form-increment" data-quantity-change><input class="form-input form-input--incrementTotal" id="qty[]" name="qty[]" type="tel" value="1" data-quantity-min="0" data-quantity-max="0" min="1" pattern="[0-9]*" aria-live="polite"></div></div><div class="form-action"><input id="form-action-addToCart" data-wait-message="追加中…" class="button button--primary" type="submit" value="カートに入れる"></div></form></div></section>
    <article class="productView-description"><ul class="tabs" data-tab><li class="tab is-active"><a class="tab-title" href="#tab-description">商品説明</a></li><li class="tab"><a class="tab-title" href="#tab-care">お手入れ</a></li></ul><div class="tabs-contents"><div class="tab-content is-active" id="tab-description"><p>焼き物、炒め物、揚げ焼きまでこなす万能サイズ。使い始めの油ならしは不要です。柄は鉄製で、オーブンでもお使いいただけます。</p><p>日本製（新潟県燕市）</p></div><div class="tab-content" id="tab-care"><p>使用後はお湯とたわしで洗い、火にかけて水分を飛ばしてください。洗剤はお使いいただけます。</p></div></div></article>
</div>`,
});

const contact = page({
  title: 'お問い合わせ｜ミナモ製作所',
  description: 'ミナモ製作所へのお問い合わせ。',
  path: '/contact-us/',
  pageType: 'page',
  bodyClass: 'page-type-page',
  crumbs: crumb('お問い合わせ'),
  main: `
<main class="page">
    <h1 class="page-heading">お問い合わせ</h1>
    <div id="page-content" class="page-content"><p>製品・修理・卸売・取材に関するお問い合わせは下記フォームよりお送りください。3営業日以内にご返信いたします。</p></div>
    <form data-contact-form class="form" id="contact-us-form" action="/pages.php?action=sendContactForm" method="post"><fieldset class="form-fieldset"><div class="form-row form-row--half"><div class="form-field"><label class="form-label" for="contact_fullname">お名前</label><input type="text" name="contact_fullname" id="contact_fullname" value="" class="form-input" aria-required="false"></div><div class="form-field"><label class="form-label" for="contact_email">メールアドレス<small>必須</small></label><input type="email" name="contact_email" id="contact_email" value="" class="form-input" aria-required="true"></div><div class="form-field"><label class="form-label" for="contact_topic">お問い合わせ種別</label><select class="form-select" id="contact_topic" name="contact_topic"><option>製品について</option><option>修理・メンテナンス</option><option>卸売について</option><option>取材について</option></select></div></div><div class="form-field"><label class="form-label" for="contact_question">お問い合わせ内容<small>必須</small></label><textarea name="contact_question" id="contact_question" rows="6" class="form-input" aria-required="true"></textarea></div></fieldset><div class="form-actions"><input type="hidden" name="page_id" value="12"><input class="button button--primary" type="submit" value="送信する"></div></form>
</main>`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'Japanese kitchenware maker on BigCommerce (Stencil): stockists as per-region tables with department stores on shared-platform subdomains (isetan.mistore.jp, shibuya.hands.net), unlinked shops and own factory shop, official shops on Rakuten/Amazon/Yahoo marketplaces, bilingual overseas distributors page, two brand collaborations plus a person-only collab; negatives: Good Design award, magazine press, steel supplier mention, regional industry centre press link, YouTube, LINE/X social, payment logos',
  pages: {
    '/': { headers: headers(), html: home },
    '/stockists/': { headers: headers(), html: stockists },
    '/overseas/': { headers: headers(), html: overseas },
    '/about/': { headers: headers(), html: about },
    '/collaboration/': { headers: headers(), html: collaboration },
    '/media/': { headers: headers(), html: media },
    '/frying-pans/': { headers: headers(), html: category },
    '/tetsu-frying-pan-26cm/': { headers: headers(), html: product },
    '/contact-us/': { headers: headers(), html: contact },
  },
  sitemap: [
    '/',
    '/frying-pans/',
    '/tetsu-frying-pan-26cm/',
    '/about/',
    '/stockists/',
    '/overseas/',
    '/collaboration/',
    '/media/',
    '/contact-us/',
  ],
  technologies: [
    'bigcommerce',
    'yahoo-tag-manager',
    'google-font-api',
    'amazon-pay',
    'youtube',
    'hsts',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'hotori-zakka.jp': 'channel',
    'fujisaki.co.jp': 'channel',
    'mistore.jp': 'channel',
    'takashimaya.co.jp': 'channel',
    'hands.net': 'channel',
    'kama-asa.co.jp': 'channel',
    'matsuzakaya.co.jp': 'channel',
    'hankyu-dept.co.jp': 'channel',
    'kurashi-miyako.jp': 'channel',
    'shimanami-dougu.jp': 'channel',
    'itoya-daidokoro.jp': 'channel',
    'rakuten.co.jp': 'channel',
    'amazon.co.jp': 'channel',
    'yahoo.co.jp': 'channel',
    'hochohouse.com': 'channel',
    'klingenwerk-import.de': 'channel',
    'kojiandco.com.au': 'channel',
    'qiwuliving.com.tw': 'channel',
    'kitokurashi.jp': 'generic',
    'yamatodougu.jp': 'generic',
  },
};
