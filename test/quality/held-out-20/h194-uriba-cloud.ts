import type { CorpusSite } from '../corpus/types.js';

// うりばクラウド (Uriba Cloud): Japanese e-commerce platform SaaS. WordPress + Elementor (Pro theme builder) on
// the Hello Elementor theme, AIOSEO, Contact Form 7, Google Fonts, GTM, nginx. Certified production partners in a
// rank table paginated over /partner/ and /partner/page/2/ (some without URL), an apps/integrations page by
// category, company profile with 主要取引先 / 取引銀行 / memberships, case studies with shop links.

const HEADERS: Record<string, string> = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://uriba-cloud.jp/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
  'x-cache': 'HIT',
};

let seq = 0x3a10f2;
const id = () => (seq += 0x1f3b7).toString(16).slice(-7);

function con(inner: string, extra = '', boxed = true): string {
  const i = id();
  return `<div class="elementor-element elementor-element-${i} e-flex ${boxed ? 'e-con-boxed' : 'e-con-full'} e-con e-parent${extra ? ' ' + extra : ''}" data-id="${i}" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">${boxed ? `<div class="e-con-inner">${inner}</div>` : inner}</div>`;
}
function child(inner: string, extra = ''): string {
  const i = id();
  return `<div class="elementor-element elementor-element-${i} e-con-full e-flex e-con e-child${extra ? ' ' + extra : ''}" data-id="${i}" data-element_type="container">${inner}</div>`;
}
function w(type: string, inner: string, extra = ''): string {
  const i = id();
  return `<div class="elementor-element elementor-element-${i} elementor-widget elementor-widget-${type}${extra ? ' ' + extra : ''}" data-id="${i}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
}
const heading = (tag: string, text: string, extra = '') =>
  w('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`, extra);
const text = (html: string) => w('text-editor', html);
const button = (href: string, label: string) =>
  w(
    'button',
    `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
  );
const image = (src: string, alt: string, wd = 600, ht = 400) =>
  w(
    'image',
    `<img decoding="async" width="${wd}" height="${ht}" src="https://uriba-cloud.jp/wp-content/uploads/2024/03/${src}" class="attachment-large size-large wp-image-${parseInt(id(), 16) % 9000}" alt="${alt}" loading="lazy" srcset="https://uriba-cloud.jp/wp-content/uploads/2024/03/${src} ${wd}w, https://uriba-cloud.jp/wp-content/uploads/2024/03/${src.replace(/\.(\w+)$/, '-300x200.$1')} 300w" sizes="(max-width: ${wd}px) 100vw, ${wd}px" />`,
  );

const FRONTEND_CONFIG = {
  environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
  i18n: {
    shareOnFacebook: 'Facebook で共有',
    shareOnTwitter: 'Twitter で共有',
    pinIt: 'ピン留め',
    download: 'ダウンロード',
    downloadImage: '画像をダウンロード',
    fullscreen: '全画面表示',
    zoom: 'ズーム',
    share: '共有',
    playVideo: '動画を再生',
    previous: '前へ',
    next: '次へ',
    close: '閉じる',
    a11yCarouselWrapperAriaLabel: 'カルーセル | 水平スクロール: 左矢印 & 右矢印',
    a11yCarouselPrevSlideMessage: '前のスライド',
    a11yCarouselNextSlideMessage: '次のスライド',
    a11yCarouselFirstSlideMessage: '最初のスライドです',
    a11yCarouselLastSlideMessage: '最後のスライドです',
    a11yCarouselPaginationBulletMessage: 'スライドに移動',
  },
  is_rtl: false,
  breakpoints: { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 },
  responsive: {
    breakpoints: {
      mobile: { label: 'モバイル縦向き', value: 767, default_value: 767, direction: 'max', is_enabled: true },
      mobile_extra: { label: 'モバイル横向き', value: 880, default_value: 880, direction: 'max', is_enabled: false },
      tablet: { label: 'タブレット縦向き', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
      tablet_extra: { label: 'タブレット横向き', value: 1200, default_value: 1200, direction: 'max', is_enabled: false },
      laptop: { label: 'ノートパソコン', value: 1366, default_value: 1366, direction: 'max', is_enabled: false },
      widescreen: { label: 'ワイドスクリーン', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
    },
    hasCustomBreakpoints: false,
  },
  version: '3.21.5',
  is_static: false,
  experimentalFeatures: {
    e_optimized_assets_loading: true,
    e_optimized_css_loading: true,
    additional_custom_breakpoints: true,
    container: true,
    e_swiper_latest: true,
    theme_builder_v2: true,
    home_screen: true,
    'ai-layout': true,
    'landing-pages': true,
    display_conditions: true,
    form_submissions: true,
    taxonomy_filter: true,
  },
  urls: {
    assets: 'https://uriba-cloud.jp/wp-content/plugins/elementor/assets/',
    ajaxurl: 'https://uriba-cloud.jp/wp-admin/admin-ajax.php',
  },
  nonces: { floatingButtonsClickTracking: '2c9f1e7a3b' },
  swiperClass: 'swiper',
  settings: { page: [], editorPreferences: [] },
  kit: {
    active_breakpoints: ['viewport_mobile', 'viewport_tablet'],
    global_image_lightbox: 'yes',
    lightbox_enable_counter: 'yes',
    lightbox_enable_fullscreen: 'yes',
    lightbox_enable_zoom: 'yes',
    lightbox_enable_share: 'yes',
    lightbox_title_src: 'title',
    lightbox_description_src: 'description',
    body_background_background: 'classic',
  },
  post: { id: 0, title: '', excerpt: '', featuredImage: false },
};

function layout(path: string, postId: number, title: string, desc: string, body: string, extraHead = ''): string {
  const url = `https://uriba-cloud.jp${path}`;
  const cfg = { ...FRONTEND_CONFIG, post: { id: postId, title: title.replace(/"/g, ''), excerpt: '', featuredImage: false } };
  return `<!doctype html>
<html lang="ja">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${title}</title>

		<!-- All in One SEO 4.6.2 - aioseo.com -->
		<meta name="description" content="${desc}" />
		<meta name="robots" content="max-image-preview:large" />
		<link rel="canonical" href="${url}" />
		<meta name="generator" content="All in One SEO (AIOSEO) 4.6.2" />
		<meta property="og:locale" content="ja_JP" />
		<meta property="og:site_name" content="うりばクラウド | ネットショップ構築・EC運営のためのクラウドサービス" />
		<meta property="og:type" content="article" />
		<meta property="og:title" content="${title}" />
		<meta property="og:description" content="${desc}" />
		<meta property="og:url" content="${url}" />
		<meta property="og:image" content="https://uriba-cloud.jp/wp-content/uploads/2024/02/ogp.png" />
		<meta name="twitter:card" content="summary_large_image" />
		<meta name="twitter:site" content="@uriba_cloud" />
		<script type="application/ld+json" class="aioseo-schema">
			{"@context":"https:\\/\\/schema.org","@graph":[{"@type":"BreadcrumbList","@id":"${url}#breadcrumblist","itemListElement":[{"@type":"ListItem","@id":"https:\\/\\/uriba-cloud.jp\\/#listItem","position":1,"name":"\\u5bb6"}]},{"@type":"Organization","@id":"https:\\/\\/uriba-cloud.jp\\/#organization","name":"\\u682a\\u5f0f\\u4f1a\\u793e\\u30a6\\u30ea\\u30d0","url":"https:\\/\\/uriba-cloud.jp\\/","telephone":"+81368090000"},{"@type":"WebPage","@id":"${url}#webpage","url":"${url}","name":"${title}","inLanguage":"ja","isPartOf":{"@id":"https:\\/\\/uriba-cloud.jp\\/#website"}},{"@type":"WebSite","@id":"https:\\/\\/uriba-cloud.jp\\/#website","url":"https:\\/\\/uriba-cloud.jp\\/","name":"\\u3046\\u308a\\u3070\\u30af\\u30e9\\u30a6\\u30c9","inLanguage":"ja"}]}
		</script>
		<!-- All in One SEO -->

<link rel='dns-prefetch' href='//www.googletagmanager.com' />
<link rel="alternate" type="application/rss+xml" title="うりばクラウド &raquo; フィード" href="https://uriba-cloud.jp/feed/" />
<link rel="alternate" type="application/rss+xml" title="うりばクラウド &raquo; コメントフィード" href="https://uriba-cloud.jp/comments/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://uriba-cloud.jp/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://uriba-cloud.jp/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://uriba-cloud.jp/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-header-footer-css' href='https://uriba-cloud.jp/wp-content/themes/hello-elementor/header-footer.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://uriba-cloud.jp/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='elementor-post-6-css' href='https://uriba-cloud.jp/wp-content/uploads/elementor/css/post-6.css?ver=1716188420' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://uriba-cloud.jp/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.21.2' media='all' />
<link rel='stylesheet' id='elementor-post-${postId}-css' href='https://uriba-cloud.jp/wp-content/uploads/elementor/css/post-${postId}.css?ver=1716190233' media='all' />
<link rel='stylesheet' id='elementor-post-12-css' href='https://uriba-cloud.jp/wp-content/uploads/elementor/css/post-12.css?ver=1716188421' media='all' />
<link rel='stylesheet' id='elementor-post-48-css' href='https://uriba-cloud.jp/wp-content/uploads/elementor/css/post-48.css?ver=1716188421' media='all' />
${extraHead}<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Noto+Sans+JP%3A100%2C200%2C300%2C400%2C500%2C600%2C700%2C800%2C900%7CRoboto%3A400%2C700&#038;display=swap&#038;ver=6.5.3' media='all' />
<link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin><script src="https://uriba-cloud.jp/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://uriba-cloud.jp/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://uriba-cloud.jp/wp-json/" /><link rel="alternate" type="application/json" href="https://uriba-cloud.jp/wp-json/wp/v2/pages/${postId}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://uriba-cloud.jp/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<link rel='shortlink' href='https://uriba-cloud.jp/?p=${postId}' />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5HQ7LZC');</script>
<!-- End Google Tag Manager -->
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://uriba-cloud.jp/wp-content/uploads/2023/11/cropped-favicon-32x32.png" sizes="32x32" />
<link rel="apple-touch-icon" href="https://uriba-cloud.jp/wp-content/uploads/2023/11/cropped-favicon-180x180.png" />
</head>
<body class="page-template-default page page-id-${postId} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${postId}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5HQ7LZC"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">コンテンツへスキップ</a>
		<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header" data-elementor-post-type="elementor_library">
			${con(
        child(
          w(
            'theme-site-logo',
            `<a href="https://uriba-cloud.jp"><img width="220" height="40" src="https://uriba-cloud.jp/wp-content/uploads/2023/11/logo-uriba.svg" class="attachment-full size-full" alt="うりばクラウド" /></a>`,
            'elementor-widget-image',
          ),
        ) +
          child(
            w(
              'nav-menu',
              `<nav aria-label="メニュー" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${id()}" class="elementor-nav-menu">${[
                ['機能', '/feature/'],
                ['料金プラン', '/price/'],
                ['導入事例', '/case/'],
                ['連携サービス', '/apps/'],
                ['制作パートナー', '/partner/'],
                ['お役立ち資料', '/download/'],
                ['会社概要', '/company/'],
              ]
                .map(
                  ([l, h], n) =>
                    `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${120 + n}${path === h ? ' current-menu-item page_item current_page_item' : ''}"><a href="https://uriba-cloud.jp${h}" class="elementor-item${path === h ? ' elementor-item-active' : ''}">${l}</a></li>`,
                )
                .join('')}</ul></nav>`,
            ),
          ) +
          child(button('https://uriba-cloud.jp/contact/', 'お問い合わせ') + button('https://admin.uriba-cloud.jp/signup', '無料で始める')),
        'header-bar',
      )}
		</div>
		<main id="content" class="site-main post-${postId} page type-page status-publish hentry">
			<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}" data-elementor-post-type="page">
${body}
		</div>
			</div>
		</main>
		<div data-elementor-type="footer" data-elementor-id="48" class="elementor elementor-48 elementor-location-footer" data-elementor-post-type="elementor_library">
			${con(
        child(
          w(
            'image',
            `<img width="200" height="36" src="https://uriba-cloud.jp/wp-content/uploads/2023/11/logo-uriba-white.svg" alt="うりばクラウド" loading="lazy" />`,
          ) +
            text(
              '<p>株式会社ウリバ<br>〒150-0002 東京都渋谷区渋谷2-14-8 渋谷クロスビル7F<br>TEL 03-6809-0000（平日10:00〜18:00）<br><a href="mailto:info@uriba-cloud.jp">info@uriba-cloud.jp</a></p>',
            ) +
            w(
              'image',
              `<a href="https://privacymark.jp/" target="_blank" rel="noopener"><img width="70" height="70" src="https://uriba-cloud.jp/wp-content/uploads/2023/11/pmark.png" alt="プライバシーマーク 第10863210号" loading="lazy" /></a>`,
            ) +
            text('<p class="isms">ISMS（ISO/IEC 27001）認証取得 IS 768901</p>'),
        ) +
          child(
            heading('p', 'サービス') +
              text(
                '<ul><li><a href="/feature/">機能一覧</a></li><li><a href="/price/">料金プラン</a></li><li><a href="/apps/">連携サービス</a></li><li><a href="/case/">導入事例</a></li><li><a href="https://help.uriba-cloud.jp/">ヘルプセンター</a></li><li><a href="https://status.uriba-cloud.jp/">障害情報</a></li></ul>',
              ),
          ) +
          child(
            heading('p', 'パートナー') +
              text(
                '<ul><li><a href="/partner/">制作パートナー一覧</a></li><li><a href="/partner-program/">パートナー制度</a></li><li><a href="https://developers.uriba-cloud.jp/">開発者向けAPI</a></li></ul>',
              ),
          ) +
          child(
            heading('p', '会社情報') +
              text(
                '<ul><li><a href="/company/">会社概要</a></li><li><a href="/news/">お知らせ</a></li><li><a href="/recruit/">採用情報</a></li><li><a href="/privacy-policy/">個人情報保護方針</a></li><li><a href="/terms/">利用規約</a></li><li><a href="/tokushoho/">特定商取引法に基づく表記</a></li><li><a href="/security-policy/">情報セキュリティ基本方針</a></li></ul>',
              ),
          ) +
          child(
            w(
              'social-icons',
              `<div class="elementor-social-icons-wrapper elementor-grid"><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-x-twitter" href="https://x.com/uriba_cloud" target="_blank"><span class="elementor-screen-only">X</span></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/uribacloud" target="_blank"><span class="elementor-screen-only">Facebook</span></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@uribacloud" target="_blank"><span class="elementor-screen-only">YouTube</span></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-note" href="https://note.com/uriba" target="_blank"><span class="elementor-screen-only">note</span></a></span></div>`,
            ),
          ),
        'footer-main',
      )}
			${con(text('<p class="copyright">© 2024 Uriba Inc. All Rights Reserved.</p>'), 'footer-bottom')}
		</div>

<script src="https://uriba-cloud.jp/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1" id="hello-theme-frontend-js"></script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js?ver=1.2.1" id="smartmenus-js"></script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://uriba-cloud.jp/wp-includes/js/dist/hooks.min.js?ver=2810c76e705dd1a53b18" id="wp-hooks-js"></script>
<script src="https://uriba-cloud.jp/wp-includes/js/dist/i18n.min.js?ver=5e580eb46a90c2b997e6" id="wp-i18n-js"></script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor-pro/assets/js/frontend.min.js?ver=3.21.2" id="elementor-pro-frontend-js"></script>
<script src="https://uriba-cloud.jp/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = ${JSON.stringify(cfg)};
</script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
<script src="https://uriba-cloud.jp/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=3.21.2" id="pro-elements-handlers-js"></script>

</body>
</html>
`;
}

// ---------- partner data ----------
interface Kaisha {
  rank: 'プラチナ' | 'ゴールド' | 'シルバー';
  name: string;
  pref: string;
  tokui: string;
  url?: string;
  jisseki: number;
}
const PARTNERS: Kaisha[] = [
  {
    rank: 'プラチナ',
    name: '株式会社ミナトウェブ',
    pref: '東京都港区',
    tokui: 'EC構築／運用代行／広告運用',
    url: 'https://www.minatoweb.co.jp/',
    jisseki: 128,
  },
  {
    rank: 'プラチナ',
    name: '株式会社ネクストブリッジ',
    pref: '大阪府大阪市',
    tokui: '大規模EC／基幹システム連携／API開発',
    url: 'https://nextbridge-ec.co.jp/',
    jisseki: 96,
  },
  {
    rank: 'プラチナ',
    name: '株式会社さくらデザイン工房',
    pref: '福岡県福岡市',
    tokui: 'デザイン／ブランディング／撮影',
    url: 'https://sakura-design-kobo.jp/',
    jisseki: 81,
  },
  {
    rank: 'ゴールド',
    name: '株式会社ハコニワ',
    pref: '東京都渋谷区',
    tokui: 'D2Cブランド立ち上げ／SNS運用',
    url: 'https://hakoniwa-inc.jp/',
    jisseki: 54,
  },
  {
    rank: 'ゴールド',
    name: '合同会社ツムギ',
    pref: '京都府京都市',
    tokui: '伝統工芸・食品EC／越境EC',
    url: 'https://tsumugi-llc.jp/',
    jisseki: 47,
  },
  {
    rank: 'ゴールド',
    name: '株式会社北斗システム',
    pref: '北海道札幌市',
    tokui: '在庫連携／受注管理システム導入',
    url: 'https://www.hokuto-sys.co.jp/',
    jisseki: 42,
  },
  {
    rank: 'ゴールド',
    name: '株式会社アオバクリエイト',
    pref: '宮城県仙台市',
    tokui: 'サイト制作／SEO',
    url: 'https://aoba-create.co.jp/',
    jisseki: 38,
  },
  {
    rank: 'ゴールド',
    name: '株式会社ミライコマース',
    pref: '愛知県名古屋市',
    tokui: 'BtoB EC／卸売サイト構築',
    url: 'https://miraicommerce.jp/',
    jisseki: 35,
  },
  {
    rank: 'ゴールド',
    name: '株式会社ヒビキ',
    pref: '広島県広島市',
    tokui: 'EC構築／LP制作',
    url: 'https://hibiki-web.co.jp/',
    jisseki: 31,
  },
  {
    rank: 'シルバー',
    name: '株式会社ことのは制作室',
    pref: '東京都世田谷区',
    tokui: 'コンテンツ制作／商品ページ制作',
    url: 'https://kotonoha-seisaku.jp/',
    jisseki: 22,
  },
  {
    rank: 'シルバー',
    name: '株式会社ウェブランタン',
    pref: '神奈川県横浜市',
    tokui: 'サイト移行／デザインテンプレート',
    url: 'https://weblantern.co.jp/',
    jisseki: 19,
  },
  {
    rank: 'シルバー',
    name: '株式会社イロドリ',
    pref: '大阪府吹田市',
    tokui: 'デザイン／バナー制作',
    url: 'https://irodori-design.jp/',
    jisseki: 17,
  },
  { rank: 'シルバー', name: 'オフィスカナデ', pref: '兵庫県西宮市', tokui: '小規模ショップの立ち上げ支援', jisseki: 12 },
  {
    rank: 'シルバー',
    name: '株式会社シマナミ',
    pref: '愛媛県今治市',
    tokui: '地場産品EC／ふるさと納税',
    url: 'https://shimanami-web.jp/',
    jisseki: 11,
  },
  {
    rank: 'シルバー',
    name: '株式会社トキワ',
    pref: '埼玉県さいたま市',
    tokui: 'EC運用代行／カスタマーサポート代行',
    url: 'https://tokiwa-ec.co.jp/',
    jisseki: 10,
  },
  {
    rank: 'シルバー',
    name: '株式会社ソラノ',
    pref: '千葉県千葉市',
    tokui: '撮影／商品ページ制作',
    url: 'https://sorano-inc.jp/',
    jisseki: 9,
  },
  {
    rank: 'シルバー',
    name: '株式会社カガミ',
    pref: '石川県金沢市',
    tokui: 'デザイン／工芸品EC',
    url: 'https://kagami-design.jp/',
    jisseki: 9,
  },
  {
    rank: 'シルバー',
    name: '株式会社ユウナギ',
    pref: '沖縄県那覇市',
    tokui: '観光・特産品EC',
    url: 'https://yunagi-okinawa.jp/',
    jisseki: 8,
  },
  { rank: 'シルバー', name: '株式会社アサヒナ商会', pref: '静岡県浜松市', tokui: 'EC運営コンサルティング', jisseki: 7 },
  {
    rank: 'シルバー',
    name: '株式会社ハーベストリンク',
    pref: '新潟県新潟市',
    tokui: '農産物EC／定期便',
    url: 'https://harvestlink.co.jp/',
    jisseki: 7,
  },
  {
    rank: 'シルバー',
    name: '株式会社コモレビ',
    pref: '長野県松本市',
    tokui: 'サイト制作／写真撮影',
    url: 'https://komorebi-web.jp/',
    jisseki: 6,
  },
  {
    rank: 'シルバー',
    name: '株式会社アマネデジタル',
    pref: '岡山県岡山市',
    tokui: '広告運用／アクセス解析',
    url: 'https://amane-digital.jp/',
    jisseki: 6,
  },
  {
    rank: 'シルバー',
    name: '株式会社ツクシ',
    pref: '熊本県熊本市',
    tokui: 'EC構築／運用サポート',
    url: 'https://tsukushi-web.jp/',
    jisseki: 5,
  },
  {
    rank: 'シルバー',
    name: '株式会社ナナイロ',
    pref: '兵庫県神戸市',
    tokui: 'アパレルEC／SNS連携',
    url: 'https://nanairo-kobe.jp/',
    jisseki: 5,
  },
];

function partnerList(pageNo: number): string {
  const rows = pageNo === 1 ? PARTNERS.slice(0, 14) : PARTNERS.slice(14);
  const rankClass = { プラチナ: 'rank-platinum', ゴールド: 'rank-gold', シルバー: 'rank-silver' } as const;
  const table = `<div class="partner-table-wrap"><table class="partner-table"><thead><tr><th>ランク</th><th>会社名</th><th>所在地</th><th>得意分野</th><th>構築実績</th><th>Webサイト</th></tr></thead><tbody>${rows
    .map(
      (p) =>
        `<tr class="${rankClass[p.rank]}"><td><span class="rank-badge">${p.rank}</span></td><td>${p.name}</td><td>${p.pref}</td><td>${p.tokui}</td><td>${p.jisseki}件</td><td>${p.url ? `<a href="${p.url}" target="_blank" rel="noopener">${p.url.replace(/^https:\/\//, '').replace(/\/$/, '')}</a>` : '－'}</td></tr>`,
    )
    .join('')}</tbody></table></div>`;
  const pager = `<nav class="elementor-pagination" aria-label="ページ送り">${pageNo === 1 ? '<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">ページ</span>1</span><a class="page-numbers" href="https://uriba-cloud.jp/partner/page/2/"><span class="elementor-screen-only">ページ</span>2</a><a class="page-numbers next" href="https://uriba-cloud.jp/partner/page/2/">次へ &raquo;</a>' : '<a class="page-numbers prev" href="https://uriba-cloud.jp/partner/">&laquo; 前へ</a><a class="page-numbers" href="https://uriba-cloud.jp/partner/"><span class="elementor-screen-only">ページ</span>1</a><span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">ページ</span>2</span>'}</nav>`;
  const body =
    con(
      child(
        heading('p', 'PARTNER', 'eyebrow') +
          heading('h1', 'うりばクラウド 認定制作パートナー一覧') +
          text(
            '<p>うりばクラウドでのネットショップ構築・リニューアル・運用代行を安心してお任せいただける制作会社をご紹介します。認定制作パートナーは、当社の認定試験に合格したスタッフが在籍し、構築実績に応じてプラチナ・ゴールド・シルバーの3ランクに分かれています。</p>',
          ),
      ),
      'page-hero',
    ) +
    con(
      child(
        text(
          '<ul class="rank-legend"><li><span class="rank-badge rank-platinum">プラチナ</span>構築実績80件以上・専任サポート窓口あり</li><li><span class="rank-badge rank-gold">ゴールド</span>構築実績30件以上</li><li><span class="rank-badge rank-silver">シルバー</span>認定資格者在籍・構築実績5件以上</li></ul>',
        ) +
          w(
            'html',
            `<form class="partner-filter" method="get" action="https://uriba-cloud.jp/partner/"><label>地域<select name="area"><option value="">すべて</option><option>北海道・東北</option><option>関東</option><option>中部</option><option>近畿</option><option>中国・四国</option><option>九州・沖縄</option></select></label><label>ランク<select name="rank"><option value="">すべて</option><option>プラチナ</option><option>ゴールド</option><option>シルバー</option></select></label><button type="submit">絞り込む</button></form>`,
          ) +
          text(`<p class="result-count">全${PARTNERS.length}社中 ${pageNo === 1 ? '1〜14' : `15〜${PARTNERS.length}`}社を表示</p>`) +
          w('html', table) +
          w('html', pager),
      ),
      'partner-list',
    ) +
    con(
      child(
        heading('h2', '制作パートナーの選び方') +
          text(
            '<p>ショップの規模やご予算、必要な機能によって最適なパートナーは異なります。まずは複数社に相談し、見積もりと提案内容を比較することをおすすめします。どの会社に相談すべきか迷う場合は、当社の担当者が無料でご紹介します。</p><p>※パートナー各社との契約・お見積もりは、お客様とパートナー企業との間で直接行っていただきます。</p>',
          ) +
          button('https://uriba-cloud.jp/contact/?type=partner-intro', 'パートナー紹介を依頼する'),
      ),
      'partner-guide',
    ) +
    con(
      child(
        heading('h2', '制作会社・Web制作者の方へ') +
          text('<p>うりばクラウドの認定制作パートナーになると、案件紹介・パートナー専用サポート・紹介手数料などの特典があります。</p>') +
          button('https://uriba-cloud.jp/partner-program/', 'パートナー制度について'),
      ),
      'partner-cta',
    );
  return layout(
    pageNo === 1 ? '/partner/' : '/partner/page/2/',
    214,
    `認定制作パートナー一覧${pageNo > 1 ? `（${pageNo}ページ目）` : ''} | うりばクラウド`,
    'うりばクラウドでのネットショップ構築を依頼できる認定制作パートナー（プラチナ・ゴールド・シルバー）の一覧です。',
    body,
  );
}

// ---------- apps ----------
interface Renkei {
  name: string;
  web?: string;
  setsumei: string;
}
const APPS: { cat: string; items: Renkei[] }[] = [
  {
    cat: '決済サービス',
    items: [
      {
        name: 'GMOペイメントゲートウェイ',
        web: 'https://www.gmo-pg.com/',
        setsumei: 'クレジットカード決済・コンビニ決済・銀行振込（バーチャル口座）',
      },
      { name: 'SBペイメントサービス', web: 'https://www.sbpayment.jp/', setsumei: 'クレジットカード・キャリア決済・PayPay' },
      { name: 'PayPay', web: 'https://paypay.ne.jp/', setsumei: 'PayPayオンライン決済に標準対応' },
      { name: 'Amazon Pay', web: 'https://pay.amazon.co.jp/', setsumei: 'Amazonアカウントの住所・決済情報でかんたん購入' },
      { name: '楽天ペイ（オンライン決済）', web: 'https://pay.rakuten.co.jp/', setsumei: '楽天IDでログイン・楽天ポイントが使える決済' },
      { name: 'NP後払い', web: 'https://www.np-atobarai.jp/', setsumei: 'コンビニ・銀行・郵便局で支払える後払い決済' },
    ],
  },
  {
    cat: '配送・物流',
    items: [
      { name: 'ヤマト運輸', web: 'https://www.kuronekoyamato.co.jp/', setsumei: '送り状発行（B2クラウド）・配送状況の自動反映' },
      { name: '佐川急便', web: 'https://www.sagawa-exp.co.jp/', setsumei: 'e飛伝IIIとの送り状データ連携' },
      { name: '日本郵便', web: 'https://www.post.japanpost.jp/', setsumei: 'ゆうパックプリントRとの連携' },
      { name: 'オープンロジ', web: 'https://openlogi.com/', setsumei: '物流アウトソーシング（入荷・保管・出荷）を自動連携' },
    ],
  },
  {
    cat: '受注・在庫管理',
    items: [
      { name: 'ネクストエンジン', web: 'https://next-engine.com/', setsumei: '複数モールの受注・在庫を一元管理' },
      { name: 'ロジレス', web: 'https://www.logiless.com/', setsumei: '受注から出荷までを自動化するOMS/WMS' },
      { name: 'CROSS MALL', web: 'https://cross-mall.jp/', setsumei: '在庫連携・商品登録・受注管理' },
      { name: 'タテンポガイド', setsumei: '多店舗在庫連携（2024年秋対応予定）' },
    ],
  },
  {
    cat: '会計・バックオフィス',
    items: [
      { name: 'freee会計', web: 'https://www.freee.co.jp/', setsumei: '売上・入金データを自動で仕訳' },
      { name: 'マネーフォワード クラウド会計', web: 'https://biz.moneyforward.com/', setsumei: '売上データの自動取り込み' },
      { name: '弥生会計', web: 'https://www.yayoi-kk.co.jp/', setsumei: 'CSV仕訳データの出力に対応' },
    ],
  },
  {
    cat: 'マーケティング・CRM',
    items: [
      { name: 'LINE公式アカウント', web: 'https://www.linebiz.com/jp/', setsumei: 'LINE ID連携・発送通知・カゴ落ちリマインド' },
      {
        name: 'Google Merchant Center',
        web: 'https://www.google.com/retail/solutions/merchant-center/',
        setsumei: '商品フィードの自動生成、Googleショッピング掲載',
      },
      { name: 'KARTE', web: 'https://karte.io/', setsumei: 'サイト訪問者の行動に合わせた接客' },
      { name: 'ReviCo', web: 'https://www.revico.jp/', setsumei: '商品レビューの収集・表示' },
    ],
  },
  {
    cat: 'モール・チャネル連携',
    items: [
      { name: '楽天市場', web: 'https://www.rakuten.co.jp/', setsumei: '商品・在庫データを楽天市場店と同期' },
      { name: 'Yahoo!ショッピング', web: 'https://shopping.yahoo.co.jp/', setsumei: '商品情報の一括出品と在庫同期' },
      { name: 'Amazon', web: 'https://www.amazon.co.jp/', setsumei: 'FBAマルチチャネルサービスでの出荷' },
    ],
  },
];

const appsPage = layout(
  '/apps/',
  187,
  '連携サービス・アプリ一覧 | うりばクラウド',
  '決済、配送、受注・在庫管理、会計、マーケティング、モール連携など、うりばクラウドと連携できる外部サービスの一覧です。',
  con(
    child(
      heading('p', 'INTEGRATIONS', 'eyebrow') +
        heading('h1', '連携サービス・アプリ') +
        text(
          '<p>うりばクラウドは、決済・物流・受注管理・会計など30以上の外部サービスと連携しています。管理画面の「アプリ」メニューから、追加費用なしで有効化できるものがほとんどです（一部サービスは各社との別途契約が必要です）。</p>',
        ),
    ),
    'page-hero',
  ) +
    con(
      child(
        w('html', `<nav class="app-anchor"><ul>${APPS.map((c, n) => `<li><a href="#cat-${n + 1}">${c.cat}</a></li>`).join('')}</ul></nav>`),
      ),
    ) +
    APPS.map((c, n) =>
      con(
        child(
          w('html', `<span id="cat-${n + 1}" class="anchor"></span>`) +
            heading('h2', c.cat) +
            w(
              'html',
              `<ul class="app-grid">${c.items
                .map(
                  (a) =>
                    `<li class="app-card"><img src="https://uriba-cloud.jp/wp-content/uploads/2024/03/app-logo-${n + 1}-${a.name.length}.png" alt="${a.name}" width="120" height="40" loading="lazy"><h3>${a.name}</h3><p>${a.setsumei}</p>${a.web ? `<p class="app-link"><a href="${a.web}" target="_blank" rel="noopener">公式サイト</a></p>` : '<p class="app-soon">近日対応</p>'}</li>`,
                )
                .join('')}</ul>`,
            ),
        ),
        'app-section',
      ),
    ).join('') +
    con(
      child(
        heading('h2', 'APIで独自連携も') +
          text(
            '<p>公開APIとWebhookを使えば、基幹システムやPOSとの独自連携も可能です。開発は<a href="https://uriba-cloud.jp/partner/">認定制作パートナー</a>にご相談いただけます。</p>',
          ) +
          button('https://developers.uriba-cloud.jp/', 'APIドキュメントを見る'),
      ),
      'api-cta',
    ),
);

const programPage = layout(
  '/partner-program/',
  233,
  'パートナー制度（制作会社・代理店向け） | うりばクラウド',
  'Web制作会社・EC支援会社向けのうりばクラウド パートナー制度。案件紹介、紹介手数料、専用サポートなどの特典をご用意しています。',
  con(
    child(
      heading('p', 'PARTNER PROGRAM', 'eyebrow') +
        heading('h1', '制作会社・代理店のためのパートナー制度') +
        text('<p>うりばクラウドを活用してクライアントのEC事業を支援する制作会社・代理店さまを募集しています。</p>'),
    ),
    'page-hero',
  ) +
    con(
      child(
        heading('h2', '3つのパートナー形態') +
          w(
            'html',
            `<div class="program-cards"><div class="program-card"><h3>認定制作パートナー</h3><p>ショップ構築・リニューアルを担う制作会社さま向け。認定試験合格者が1名以上在籍していることが条件です。パートナー一覧に掲載され、当社から案件をご紹介します。</p></div><div class="program-card"><h3>販売代理店</h3><p>うりばクラウドの契約を取り次いでいただく代理店さま向け。月額利用料の一定割合を継続的にお支払いします。</p></div><div class="program-card"><h3>紹介パートナー</h3><p>クライアントをご紹介いただくだけの簡単な制度です。成約1件ごとに紹介料をお支払いします。</p></div></div>`,
          ),
      ),
      'program-types',
    ) +
    con(
      child(
        heading('h2', 'ランク別の特典') +
          w(
            'html',
            `<table class="benefit-table"><thead><tr><th>特典</th><th>シルバー</th><th>ゴールド</th><th>プラチナ</th></tr></thead><tbody><tr><td>パートナー一覧への掲載</td><td>○</td><td>○</td><td>○（上位表示）</td></tr><tr><td>案件紹介</td><td>－</td><td>○</td><td>○（優先）</td></tr><tr><td>紹介手数料</td><td>初年度10%</td><td>初年度15%</td><td>初年度20%＋継続5%</td></tr><tr><td>開発用ストア</td><td>1</td><td>3</td><td>無制限</td></tr><tr><td>専任サポート窓口</td><td>－</td><td>－</td><td>○</td></tr><tr><td>共催セミナー</td><td>－</td><td>○</td><td>○</td></tr></tbody></table>`,
          ),
      ),
      'program-benefit',
    ) +
    con(
      child(
        heading('h2', 'お申し込みの流れ') +
          text(
            '<ol><li>お問い合わせフォームより資料請求</li><li>オンライン面談（約30分）</li><li>パートナー契約の締結</li><li>認定試験の受験（オンライン・無料）</li><li>パートナー一覧へ掲載</li></ol>',
          ) +
          button('https://uriba-cloud.jp/contact/?type=partner', 'パートナー制度の資料を請求する'),
      ),
      'program-flow',
    ),
);

const CASES = [
  {
    shop: '京都ちりめん工房 ゆらぎ',
    url: 'https://yuragi-chirimen.jp/',
    gyoshu: '雑貨・伝統工芸',
    kekka: '移行後6か月で売上2.1倍',
    partner: '合同会社ツムギ',
  },
  {
    shop: '北の珈琲焙煎所',
    url: 'https://kitanocoffee.jp/',
    gyoshu: '食品（コーヒー豆）',
    kekka: '定期便の継続率が94%に',
    partner: '株式会社北斗システム',
  },
  {
    shop: 'SHIKI apparel',
    url: 'https://shiki-apparel.com/',
    gyoshu: 'アパレル',
    kekka: 'モール連携で在庫切れ・売り越しゼロ',
    partner: '株式会社ミナトウェブ',
  },
  {
    shop: '瀬戸内レモン農園',
    url: 'https://setouchi-lemon-farm.jp/',
    gyoshu: '農産物',
    kekka: 'ふるさと納税と自社ECの同時運営を実現',
    partner: '株式会社シマナミ',
  },
  {
    shop: 'オフィス家具のミヤビ',
    url: 'https://miyabi-kagu.co.jp/',
    gyoshu: 'BtoB（家具卸）',
    kekka: '掛け払い対応で法人受注が40%増',
    partner: '株式会社ミライコマース',
  },
];
const casePage = layout(
  '/case/',
  165,
  '導入事例 | うりばクラウド',
  'アパレル、食品、雑貨、BtoBまで、うりばクラウドでネットショップを運営する企業の導入事例をご紹介します。',
  con(
    child(
      heading('p', 'CASE STUDY', 'eyebrow') +
        heading('h1', '導入事例') +
        text('<p>うりばクラウドは、個人ショップから年商数十億円規模の企業まで、8,000店舗以上にご利用いただいています。</p>'),
    ),
    'page-hero',
  ) +
    con(
      child(
        w(
          'html',
          `<div class="case-grid">${CASES.map((c, n) => `<article class="case-card"><img src="https://uriba-cloud.jp/wp-content/uploads/2024/03/case-${n + 1}.jpg" alt="${c.shop}" width="400" height="260" loading="lazy"><p class="case-cat">${c.gyoshu}</p><h2>${c.shop} さま</h2><p class="case-result">${c.kekka}</p><p class="case-partner">構築パートナー：${c.partner}</p><p><a href="${c.url}" target="_blank" rel="noopener">ショップを見る</a> ／ <a href="https://uriba-cloud.jp/case/case-${n + 1}/">事例を読む</a></p></article>`).join('')}</div>`,
        ),
      ),
      'case-list',
    ) +
    con(
      child(
        heading('h2', '導入企業のロゴ') +
          w(
            'html',
            `<ul class="logo-wall">${['yuragi', 'kitano', 'shiki', 'setouchi', 'miyabi', 'hanamizuki', 'tsukiji-ichiba', 'nagomi-tea', 'ao-denim', 'morino-pan'].map((l) => `<li><img src="https://uriba-cloud.jp/wp-content/uploads/2024/03/client-${l}.png" alt="${l}" width="140" height="60" loading="lazy"></li>`).join('')}</ul>`,
          ),
      ),
      'logo-wall-sec',
    ),
);

const companyPage = layout(
  '/company/',
  96,
  '会社概要 | 株式会社ウリバ',
  '株式会社ウリバの会社概要。ネットショップ構築クラウド「うりばクラウド」を開発・提供しています。',
  con(child(heading('p', 'COMPANY', 'eyebrow') + heading('h1', '会社概要')), 'page-hero') +
    con(
      child(
        w(
          'html',
          `<table class="company-table"><tbody><tr><th>会社名</th><td>株式会社ウリバ（Uriba Inc.）</td></tr><tr><th>設立</th><td>2014年4月</td></tr><tr><th>代表者</th><td>代表取締役CEO 佐伯 悠真</td></tr><tr><th>資本金</th><td>4億8,000万円（資本準備金含む）</td></tr><tr><th>従業員数</th><td>132名（2024年4月現在）</td></tr><tr><th>所在地</th><td>〒150-0002 東京都渋谷区渋谷2-14-8 渋谷クロスビル7F<br>大阪オフィス：〒530-0001 大阪府大阪市北区梅田1-3-1</td></tr><tr><th>事業内容</th><td>ネットショップ構築クラウド「うりばクラウド」の開発・提供<br>EC運営支援サービス</td></tr><tr><th>主要取引先</th><td>株式会社ハナミズキ、築地市場直送便株式会社、株式会社なごみ茶舗、アオデニム株式会社 ほか（敬称略・順不同）</td></tr><tr><th>取引銀行</th><td>三井住友銀行、みずほ銀行、りそな銀行</td></tr><tr><th>株主</th><td>経営陣、<a href="https://www.globalbrains.com/" target="_blank" rel="noopener">グローバル・ブレイン株式会社</a>、<a href="https://www.jafco.co.jp/" target="_blank" rel="noopener">ジャフコ グループ株式会社</a> ほか</td></tr><tr><th>認証</th><td>プライバシーマーク（第10863210号）<br>ISMS（ISO/IEC 27001:2022）IS 768901</td></tr><tr><th>加盟団体</th><td><a href="https://www.jadma.or.jp/" target="_blank" rel="noopener">公益社団法人 日本通信販売協会（JADMA）</a><br><a href="https://www.jecca.or.jp/" target="_blank" rel="noopener">一般社団法人 ジャパンEコマースコンサルタント協会（JECCA）</a></td></tr></tbody></table>`,
        ),
      ),
      'company-info',
    ) +
    con(
      child(
        heading('h2', 'アクセス') +
          w(
            'google_maps',
            `<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=%E6%9D%B1%E4%BA%AC%E9%83%BD%E6%B8%8B%E8%B0%B7%E5%8C%BA%E6%B8%8B%E8%B0%B72-14-8&amp;t=m&amp;z=16&amp;output=embed&amp;iwloc=near" title="東京都渋谷区渋谷2-14-8" aria-label="東京都渋谷区渋谷2-14-8"></iframe></div>`,
          ),
      ),
      'access',
    ) +
    con(
      child(
        heading('h2', 'メディア掲載') +
          text(
            '<ul><li><a href="https://www.nikkei.com/article/DGXZQOUC2024uriba/" target="_blank" rel="noopener">日本経済新聞</a>「中小EC向けクラウド、モール依存脱却を支援」（2024年2月）</li><li><a href="https://netshop.impress.co.jp/node/12345" target="_blank" rel="noopener">ネットショップ担当者フォーラム</a>「うりばクラウド、ロジレスとの在庫連携を開始」（2023年11月）</li></ul>',
          ),
      ),
      'media',
    ),
);

const home = layout(
  '/',
  2,
  'うりばクラウド | ネットショップ構築・EC運営のためのクラウドサービス',
  'うりばクラウドは、デザイン性の高いネットショップを短期間で構築できるECプラットフォームです。決済・物流・モール連携も標準対応。',
  con(
    child(
      heading('p', 'ネットショップ構築クラウド', 'eyebrow') +
        heading('h1', '売れるお店を、<br>もっとかんたんに。') +
        text(
          '<p>うりばクラウドは、デザイン・決済・物流・モール連携までそろったECプラットフォーム。専門知識がなくても、最短7日でネットショップを開店できます。</p>',
        ) +
        button('https://admin.uriba-cloud.jp/signup', '30日間無料で試す') +
        button('https://uriba-cloud.jp/download/', '資料ダウンロード'),
    ) + child(image('hero-dashboard.png', 'うりばクラウド管理画面', 1200, 800)),
    'hero',
  ) +
    con(
      child(
        heading('p', '8,000店舗以上が利用中') +
          w(
            'html',
            `<ul class="logo-wall">${['yuragi', 'kitano', 'shiki', 'setouchi', 'miyabi', 'hanamizuki'].map((l) => `<li><img src="https://uriba-cloud.jp/wp-content/uploads/2024/03/client-${l}.png" alt="${l}" width="140" height="60" loading="lazy"></li>`).join('')}</ul>`,
          ),
      ),
      'logos',
    ) +
    con(
      child(heading('h2', 'うりばクラウドが選ばれる理由')) +
        child(
          heading('h3', 'デザインテンプレート80種類') + text('<p>業種別に最適化されたテンプレートで、プロ品質のショップをすぐに公開。</p>'),
        ) +
        child(heading('h3', '決済・配送が標準装備') + text('<p>主要な決済サービスと配送会社に標準対応。送り状発行も管理画面から。</p>')) +
        child(heading('h3', 'モール連携で在庫を一元管理') + text('<p>楽天市場・Yahoo!ショッピング・Amazonと在庫を自動同期。</p>')) +
        child(
          heading('h3', '制作パートナーが全国に') +
            text(
              '<p>構築や運用を任せたい方には、全国24社の<a href="https://uriba-cloud.jp/partner/">認定制作パートナー</a>をご紹介します。</p>',
            ),
        ),
      'reasons',
    ) +
    con(
      child(
        heading('h2', 'お客さまの声') +
          text(
            '<blockquote><p>「カートシステムの乗り換えで不安でしたが、パートナーさんのサポートもあり、移行後半年で売上が2倍になりました。」</p><cite>京都ちりめん工房 ゆらぎ 店主 様</cite></blockquote>',
          ) +
          button('https://uriba-cloud.jp/case/', '導入事例を見る'),
      ),
      'voice',
    ) +
    con(
      child(
        heading('h2', 'お知らせ') +
          text(
            '<ul class="news-list"><li><time>2024.05.20</time> <a href="/news/20240520/">「ネクストエンジン」との連携機能をアップデートしました</a></li><li><time>2024.04.11</time> <a href="/news/20240411/">認定制作パートナーに3社が加わりました</a></li><li><time>2024.03.01</time> <a href="/news/20240301/">PayPayオンライン決済に標準対応しました</a></li></ul>',
          ),
      ),
      'news',
    ),
);

const pricePage = layout(
  '/price/',
  141,
  '料金プラン | うりばクラウド',
  'うりばクラウドの料金プラン。スタンダード月額9,800円から。初期費用0円、30日間無料でお試しいただけます。',
  con(
    child(
      heading('p', 'PRICE', 'eyebrow') + heading('h1', '料金プラン') + text('<p>すべてのプランで初期費用0円。表示価格は税込です。</p>'),
    ),
    'page-hero',
  ) +
    con(
      child(
        w(
          'price-table',
          `<div class="price-grid">${[
            ['ライト', '3,300円', '商品数100点まで／決済手数料3.6%'],
            ['スタンダード', '9,800円', '商品数無制限／決済手数料3.4%／モール連携1店舗'],
            ['プロ', '29,800円', '決済手数料3.2%／モール連携無制限／API利用'],
            ['エンタープライズ', '要問い合わせ', '専用サーバー／SLA／専任担当'],
          ]
            .map(
              ([n, p, d]) =>
                `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${n}</h3></div><div class="elementor-price-table__price"><span class="elementor-price-table__integer-part">${p}</span><span class="elementor-price-table__period">${p!.includes('円') ? '／月' : ''}</span></div><p class="elementor-price-table__features-list">${d}</p></div>`,
            )
            .join('')}</div>`,
        ),
      ),
      'price-grid-sec',
    ) +
    con(
      child(
        heading('h2', 'お支払い方法') +
          text(
            '<p>うりばクラウドのご利用料金は、クレジットカード（Visa / Mastercard / JCB / American Express）または請求書払い（年額プランのみ）でお支払いいただけます。</p>',
          ) +
          w(
            'image',
            `<img width="320" height="40" src="https://uriba-cloud.jp/wp-content/uploads/2023/11/card-brands.png" alt="Visa Mastercard JCB American Express" loading="lazy" />`,
          ),
      ),
      'payment',
    ),
);

const contactPage = layout(
  '/contact/',
  58,
  'お問い合わせ | うりばクラウド',
  'うりばクラウドへのお問い合わせ、資料請求、パートナー紹介のご依頼はこちらから。',
  con(
    child(
      heading('p', 'CONTACT', 'eyebrow') +
        heading('h1', 'お問い合わせ') +
        text(
          '<p>サービスに関するご質問、資料請求、制作パートナーのご紹介依頼など、お気軽にお問い合わせください。2営業日以内に担当者よりご連絡いたします。</p>',
        ),
    ),
    'page-hero',
  ) +
    con(
      child(
        w(
          'shortcode',
          `<div class="elementor-shortcode"><div class="wpcf7 no-js" id="wpcf7-f64-p58-o1" lang="ja" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p></div><form action="/contact/#wpcf7-f64-p58-o1" method="post" class="wpcf7-form init" aria-label="コンタクトフォーム" novalidate="novalidate" data-status="init"><div style="display: none;"><input type="hidden" name="_wpcf7" value="64" /><input type="hidden" name="_wpcf7_version" value="5.9.4" /><input type="hidden" name="_wpcf7_locale" value="ja" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f64-p58-o1" /><input type="hidden" name="_wpcf7_container_post" value="58" /></div><p><label>お問い合わせ種別<br /><span class="wpcf7-form-control-wrap" data-name="type"><select class="wpcf7-form-control wpcf7-select" name="type"><option value="サービスについて">サービスについて</option><option value="資料請求">資料請求</option><option value="パートナー紹介依頼">パートナー紹介依頼</option><option value="パートナー制度について">パートナー制度について</option><option value="その他">その他</option></select></span></label></p><p><label>会社名・ショップ名<br /><span class="wpcf7-form-control-wrap" data-name="company"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="company" /></span></label></p><p><label>お名前（必須）<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" type="text" name="your-name" /></span></label></p><p><label>メールアドレス（必須）<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" type="email" name="your-email" /></span></label></p><p><label>お問い合わせ内容<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><span class="wpcf7-form-control-wrap" data-name="privacy"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacy" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label"><a href="/privacy-policy/">個人情報の取り扱い</a>に同意する</span></label></span></span></span></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="送信する" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div></div>`,
        ),
      ),
      'contact-form',
    ),
  `<link rel='stylesheet' id='contact-form-7-css' href='https://uriba-cloud.jp/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.4' media='all' />\n`,
);

export const site: CorpusSite = {
  domain: 'uriba-cloud.jp',
  covers:
    'WordPress 6.5 + Elementor/Elementor Pro on Hello Elementor, AIOSEO, Contact Form 7, jQuery, Google Fonts, GTM, nginx, RSS; Japanese certified-partner rank table paginated across two pages with URL column (some blank), apps page by category including payment providers as integrations, partner program without list; company profile with 主要取引先/取引銀行/株主 and memberships, P-mark, case studies linking customer shops, card-brand image, press as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partner/': { headers: HEADERS, html: partnerList(1) },
    '/partner': { status: 301, redirect: '/partner/' },
    '/partner/page/2/': { headers: HEADERS, html: partnerList(2) },
    '/partner-program/': { headers: HEADERS, html: programPage },
    '/apps/': { headers: HEADERS, html: appsPage },
    '/case/': { headers: HEADERS, html: casePage },
    '/company/': { headers: HEADERS, html: companyPage },
    '/price/': { headers: HEADERS, html: pricePage },
    '/contact/': { headers: HEADERS, html: contactPage },
  },
  sitemap: ['/', '/partner/', '/partner-program/', '/apps/', '/case/', '/company/', '/price/', '/contact/', '/feature/', '/news/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'all-in-one-seo',
    'contact-form-7',
    'jquery',
    'google-font-api',
    'google-tag-manager',
    'nginx',
    'rss',
    'open-graph',
    'google-maps',
  ],
  partners: {
    'minatoweb.co.jp': 'channel',
    'nextbridge-ec.co.jp': 'channel',
    'sakura-design-kobo.jp': 'channel',
    'hakoniwa-inc.jp': 'channel',
    'tsumugi-llc.jp': 'channel',
    'hokuto-sys.co.jp': 'channel',
    'aoba-create.co.jp': 'channel',
    'miraicommerce.jp': 'channel',
    'hibiki-web.co.jp': 'channel',
    'kotonoha-seisaku.jp': 'channel',
    'weblantern.co.jp': 'channel',
    'irodori-design.jp': 'channel',
    'shimanami-web.jp': 'channel',
    'tokiwa-ec.co.jp': 'channel',
    'sorano-inc.jp': 'channel',
    'kagami-design.jp': 'channel',
    'yunagi-okinawa.jp': 'channel',
    'harvestlink.co.jp': 'channel',
    'komorebi-web.jp': 'channel',
    'amane-digital.jp': 'channel',
    'tsukushi-web.jp': 'channel',
    'nanairo-kobe.jp': 'channel',
    'gmo-pg.com': 'technology',
    'sbpayment.jp': 'technology',
    'paypay.ne.jp': 'technology',
    'amazon.co.jp': 'technology',
    'rakuten.co.jp': 'technology',
    'np-atobarai.jp': 'technology',
    'kuronekoyamato.co.jp': 'technology',
    'sagawa-exp.co.jp': 'technology',
    'japanpost.jp': 'technology',
    'openlogi.com': 'technology',
    'next-engine.com': 'technology',
    'logiless.com': 'technology',
    'cross-mall.jp': 'technology',
    'freee.co.jp': 'technology',
    'moneyforward.com': 'technology',
    'yayoi-kk.co.jp': 'technology',
    'linebiz.com': 'technology',
    'google.com': 'technology',
    'karte.io': 'technology',
    'revico.jp': 'technology',
    'yahoo.co.jp': 'technology',
    'jadma.or.jp': 'generic',
    'jecca.or.jp': 'generic',
  },
};
