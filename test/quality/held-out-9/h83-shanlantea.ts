import type { CorpusSite } from '../corpus/types.js';

const B = 'https://shanlan-tea.com.tw';
const STORES = '/%e9%96%80%e5%b8%82%e6%93%9a%e9%bb%9e/';
const ABOUT = '/%e9%97%9c%e6%96%bc%e5%b1%b1%e5%b5%90/';
const GIFT = '/%e4%bc%81%e6%a5%ad%e7%a6%ae%e8%b4%88/';
const POST =
  '/%e8%8c%b6%e7%9f%a5%e8%ad%98/%e9%98%bf%e9%87%8c%e5%b1%b1%e9%ab%98%e5%b1%b1%e7%83%8f%e9%be%8d%e8%8c%b6%e6%b2%96%e6%b3%a1%e6%8c%87%e5%8d%97/';

const head = (title: string, path: string, id: number) => `<!doctype html>
<html lang="zh-TW">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${title}</title>

	<!-- This site is optimized with the Yoast SEO plugin v22.1 - https://yoast.com/wordpress/plugins/seo/ -->
	<link rel="canonical" href="${B}${path}" />
	<meta property="og:locale" content="zh_TW" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="${B}${path}" />
	<meta property="og:site_name" content="山嵐茶業" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${B}${path}","url":"${B}${path}","name":"${title}","isPartOf":{"@id":"${B}/#website"},"inLanguage":"zh-TW"},{"@type":"WebSite","@id":"${B}/#website","url":"${B}/","name":"山嵐茶業","inLanguage":"zh-TW"}]}</script>
	<!-- / Yoast SEO plugin. -->

<link rel="alternate" type="application/rss+xml" title="山嵐茶業 &raquo; 資訊提供" href="${B}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${B}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='${B}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-child-css' href='${B}/wp-content/themes/shanlan-child/style.css?ver=1.2.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${B}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='elementor-post-${id}-css' href='${B}/wp-content/uploads/elementor/css/post-${id}.css?ver=1708412345' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Noto+Serif+TC%3A400%2C700&#038;display=swap&#038;ver=6.4.3' media='all' />
<script src="${B}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${B}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<!-- Google tag (gtag.js) snippet added by Site Kit -->
<script src="https://www.googletagmanager.com/gtag/js?id=G-SHL8T2EA01" id="google_gtagjs-js" async></script>
<script id="google_gtagjs-js-after">
window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}
gtag("set","linker",{"domains":["shanlan-tea.com.tw"]});
gtag("js", new Date());
gtag("config", "G-SHL8T2EA01");
</script>
<link rel="https://api.w.org/" href="${B}/wp-json/" /><link rel="alternate" type="application/json" href="${B}/wp-json/wp/v2/pages/${id}" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="Site Kit by Google 1.121.0" />
<meta name="generator" content="Elementor 3.19.2; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints, block_editor_assets_optimize, e_image_loading_optimization; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body class="page-template-default page page-id-${id} wp-custom-logo elementor-default elementor-kit-5 elementor-page elementor-page-${id}">
<a class="skip-link screen-reader-text" href="#content">跳至主要內容</a>
<header id="site-header" class="site-header" role="banner">
	<div class="site-branding">
		<a href="${B}/" class="custom-logo-link" rel="home"><img width="220" height="64" src="${B}/wp-content/uploads/2023/05/shanlan-logo.png" class="custom-logo" alt="山嵐茶業" /></a>
	</div>
	<nav class="site-navigation">
		<ul id="menu-main" class="menu">
			<li class="menu-item"><a href="${B}${ABOUT}">關於山嵐</a></li>
			<li class="menu-item"><a href="${B}/product-category/oolong/">茶品系列</a></li>
			<li class="menu-item"><a href="${B}${STORES}">門市與經銷據點</a></li>
			<li class="menu-item"><a href="${B}${GIFT}">企業禮贈</a></li>
			<li class="menu-item"><a href="${B}/%e8%8c%b6%e7%9f%a5%e8%ad%98/">茶知識</a></li>
			<li class="menu-item"><a href="${B}/%e8%81%af%e7%b5%a1%e6%88%91%e5%80%91/">聯絡我們</a></li>
		</ul>
	</nav>
</header>
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">`;

const foot = `</div>
</main>
<footer id="site-footer" class="site-footer" role="contentinfo">
	<div class="footer-inner">
		<p>山嵐茶業有限公司｜統一編號 24681357</p>
		<p>鹿谷總店：南投縣鹿谷鄉中正路二段118號｜電話 049-255-0188</p>
		<p>營業時間：每日 09:00–18:00（農曆除夕、初一公休）</p>
		<ul class="footer-social">
			<li><a href="https://www.facebook.com/shanlantea" target="_blank" rel="noopener">Facebook 粉絲專頁</a></li>
			<li><a href="https://www.instagram.com/shanlan.tea/" target="_blank" rel="noopener">Instagram</a></li>
			<li><a href="https://lin.ee/aB3dEfG" target="_blank" rel="noopener">加入 LINE 好友</a></li>
		</ul>
		<p class="copyright">&copy; 2024 山嵐茶業 版權所有｜<a href="${B}/privacy-policy/">隱私權政策</a></p>
	</div>
</footer>
<script src="${B}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.19.2" id="elementor-webpack-runtime-js"></script>
<script src="${B}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.19.2" id="elementor-frontend-modules-js"></script>
<script src="${B}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
</body>
</html>`;

const w = (inner: string) => `<div class="elementor-element e-con-full e-flex e-con e-parent" data-element_type="container">
<div class="elementor-widget-container">
${inner}
</div>
</div>`;

export const site: CorpusSite = {
  domain: 'shanlan-tea.com.tw',
  covers:
    'Traditional Chinese (Taiwan) WordPress/Elementor site of a Lugu oolong tea house: a percent-encoded stockist page split across two WordPress <!--nextpage--> pages, grouped by city, with own stores, shops linked only via Facebook/Instagram, domains written as text, online marketplaces and overseas stockists; traps in corporate-gift customers, awards/certifications and a brewing blog post naming courier services.',
  pages: {
    '/': {
      headers: {
        server: 'LiteSpeed',
        'content-type': 'text/html; charset=UTF-8',
        link: `<${B}/wp-json/>; rel="https://api.w.org/", <${B}/wp-json/wp/v2/pages/8>; rel="alternate"; type="application/json", <${B}/>; rel=shortlink`,
        'x-litespeed-cache': 'hit',
      },
      html: `${head('山嵐茶業｜鹿谷凍頂烏龍・阿里山高山茶', '/', 8)}
${w(`<h1 class="elementor-heading-title">一口山嵐，三代茶香</h1>
<p>自 1962 年起在南投鹿谷製茶，堅持手工團揉、炭火慢焙。</p>
<a class="elementor-button" href="${B}/product-category/oolong/">選購茶品</a>`)}
${w(`<h2 class="elementor-heading-title">人氣茶品</h2>
<ul class="tea-list">
<li><a href="${B}/product/dongding-oolong-150g/">凍頂烏龍（傳統焙火）150g</a> NT$ 880</li>
<li><a href="${B}/product/alishan-jinxuan-150g/">阿里山金萱 150g</a> NT$ 760</li>
<li><a href="${B}/product/gui-fei-oolong-75g/">蜜香貴妃 75g</a> NT$ 680</li>
</ul>`)}
${w(`<h2 class="elementor-heading-title">找到離你最近的山嵐</h2>
<p>除了鹿谷總店與台北永康門市，全台及海外皆有合作茶行販售山嵐茶品。</p>
<a class="elementor-button" href="${B}${STORES}">查看門市與經銷據點</a>`)}
${foot}`,
    },
    [STORES]: {
      html: `${head('門市與經銷據點 - 山嵐茶業', STORES, 42)}
${w(`<h1 class="elementor-heading-title">門市與經銷據點</h1>
<h2>直營門市</h2>
<div class="store-card"><h3>鹿谷總店</h3><p>南投縣鹿谷鄉中正路二段118號｜049-255-0188</p><p><a href="https://maps.app.goo.gl/Lg7sWq2nR5tYk1Ab9" target="_blank" rel="noopener">Google 地圖</a></p></div>
<div class="store-card"><h3>台北永康門市</h3><p>台北市大安區永康街31巷6號｜02-2555-0716</p><p><a href="https://maps.app.goo.gl/Zp4cVb8mN2xQr7Ht6" target="_blank" rel="noopener">Google 地圖</a></p></div>`)}
${w(`<h2>經銷據點</h2>
<p>以下合作茶行皆有販售山嵐茶品，各店品項不同，前往前建議先來電確認。</p>
<h3 class="city">台北市</h3>
<div class="dealer-card">
	<h4>茶言觀舍</h4>
	<p>台北市大安區和平東路一段141號｜02-2555-0392</p>
	<p><a href="https://www.chayan-teahouse.com.tw/" target="_blank" rel="noopener">官方網站</a></p>
</div>
<div class="dealer-card">
	<h4>甘露茶行</h4>
	<p>台北市中正區重慶南路三段15號｜02-2555-0845</p>
	<p><a href="https://www.facebook.com/ganlu.teashop" target="_blank" rel="noopener">Facebook</a></p>
</div>
<h3 class="city">新北市</h3>
<div class="dealer-card">
	<h4>淡水好茶坊</h4>
	<p>新北市淡水區中正路233號｜02-2555-0614</p>
	<p>網站：www.tamsui-haocha.com.tw</p>
</div>
<h3 class="city">台中市</h3>
<div class="dealer-card">
	<h4>茶町生活館</h4>
	<p>台中市西區公益路68號｜04-2555-0271</p>
	<p><a href="https://www.chamachi.tw/?utm_source=shanlan&amp;utm_medium=referral" target="_blank" rel="noopener">官方網站</a></p>
</div>
<div class="dealer-card">
	<h4>禾豐茶莊</h4>
	<p>台中市豐原區中正路402號｜04-2555-0933</p>
</div>
<h3 class="city">台南市</h3>
<div class="dealer-card">
	<h4>府城茶藝</h4>
	<p>台南市中西區神農街88號｜06-255-0147</p>
	<p><a href="https://fucheng-tea.com.tw/" target="_blank" rel="noopener">官方網站</a></p>
</div>
<h3 class="city">高雄市</h3>
<div class="dealer-card">
	<h4>港都茗茶</h4>
	<p>高雄市鹽埕區七賢三路120號｜07-555-0418</p>
	<p><a href="https://www.instagram.com/gangdu.tea/" target="_blank" rel="noopener">Instagram</a></p>
</div>
<!--nextpage-->
<div class="page-links">頁面： <span class="post-page-numbers current" aria-current="page">1</span> <a href="${B}${STORES}2/" class="post-page-numbers">2</a></div>`)}
${foot}`,
    },
    [`${STORES}2/`]: {
      html: `${head('門市與經銷據點 - 第 2 頁 - 山嵐茶業', `${STORES}2/`, 42)}
${w(`<h1 class="elementor-heading-title">門市與經銷據點</h1>
<h3 class="city">花蓮縣</h3>
<div class="dealer-card">
	<h4>洄瀾茶舍</h4>
	<p>花蓮縣花蓮市中華路256號｜03-855-0621</p>
	<p><a href="https://huilan-teahouse.com.tw/" target="_blank" rel="noopener">官方網站</a></p>
</div>
<h2>線上通路</h2>
<p>除了本站官網商城，也可在以下平台購買山嵐茶品：</p>
<ul>
	<li><a href="https://www.momoshop.com.tw/search/searchShop.jsp?keyword=%E5%B1%B1%E5%B5%90%E8%8C%B6%E6%A5%AD" target="_blank" rel="noopener">momo購物網</a></li>
	<li><a href="https://24h.pchome.com.tw/store/DBAY2K" target="_blank" rel="noopener">PChome 24h購物</a></li>
</ul>
<h2>海外經銷</h2>
<div class="dealer-card">
	<h4>香港｜茗山堂</h4>
	<p>香港上環蘇杭街12號地下</p>
	<p><a href="https://www.mingshantang.com.hk/" target="_blank" rel="noopener">www.mingshantang.com.hk</a></p>
</div>
<div class="dealer-card">
	<h4>新加坡｜Leaf &amp; Kettle Pte. Ltd.</h4>
	<p>23 Tras Street, Singapore 078987</p>
	<p><a href="https://leafandkettle.sg/" target="_blank" rel="noopener">Website</a></p>
</div>
<div class="dealer-card">
	<h4>日本｜台湾茶専門店 青山茶館</h4>
	<p>東京都港区南青山3-8-12</p>
	<p>aoyama-sakan.jp</p>
</div>
<p>有意成為山嵐經銷夥伴的茶行，歡迎來信 <a href="mailto:wholesale@shanlan-tea.com.tw">wholesale@shanlan-tea.com.tw</a>。</p>
<div class="page-links">頁面： <a href="${B}${STORES}" class="post-page-numbers">1</a> <span class="post-page-numbers current" aria-current="page">2</span></div>`)}
${foot}`,
    },
    [ABOUT]: {
      html: `${head('關於山嵐 - 山嵐茶業', ABOUT, 12)}
${w(`<h1 class="elementor-heading-title">關於山嵐</h1>
<p>1962 年，林家第一代在鹿谷鳳凰山下開始種茶。六十年來，我們從茶園管理、採摘、萎凋、團揉到焙火，全程自己來。</p>
<h2>得獎紀錄</h2>
<ul>
	<li>2023 冬季 <a href="https://www.lukunong.org.tw/" target="_blank" rel="noopener">鹿谷鄉農會</a> 凍頂烏龍茶比賽&#12288;特等獎</li>
	<li>2022 春季 鹿谷鄉農會 凍頂烏龍茶比賽&#12288;頭等獎</li>
	<li>2021 台灣好茶評鑑&#12288;金質獎</li>
</ul>
<h2>品質把關</h2>
<p>每批茶葉皆送 <a href="https://www.sgs.com.tw/" target="_blank" rel="noopener">SGS 台灣檢驗科技</a> 進行 400 項農藥殘留檢驗，並取得<a href="https://taft.coa.gov.tw/" target="_blank" rel="noopener">產銷履歷</a>認證。</p>
<p>我們也是 <a href="https://www.teaassociation.org.tw/" target="_blank" rel="noopener">台灣茶協會</a> 會員。</p>`)}
${foot}`,
    },
    [GIFT]: {
      html: `${head('企業禮贈 - 山嵐茶業', GIFT, 15)}
${w(`<h1 class="elementor-heading-title">企業禮贈</h1>
<p>年節、尾牙、客戶答謝，山嵐提供客製禮盒、企業 LOGO 燙金與分送服務，50 盒起訂。</p>
<h2>合作企業</h2>
<p>感謝以下企業長期選用山嵐茶品作為年節禮贈：</p>
<div class="logo-wall">
	<a href="https://www.hsinchu-semitech.com.tw/" target="_blank" rel="noopener"><img src="${B}/wp-content/uploads/2023/11/client-hsinchu-semitech.png" alt="新竹半導體科技"></a>
	<a href="https://www.yuanfu-bank.com.tw/" target="_blank" rel="noopener"><img src="${B}/wp-content/uploads/2023/11/client-yuanfu.png" alt="元富商業銀行"></a>
	<a href="https://www.tailun-construction.com.tw/" target="_blank" rel="noopener"><img src="${B}/wp-content/uploads/2023/11/client-tailun.png" alt="泰倫營造"></a>
</div>
<p>詢價請洽：02-2555-0716 分機 3｜<a href="mailto:gift@shanlan-tea.com.tw">gift@shanlan-tea.com.tw</a></p>`)}
${foot}`,
    },
    [POST]: {
      html: `${head('阿里山高山烏龍茶沖泡指南 - 山嵐茶業', POST, 301)}
${w(`<article class="post">
<h1 class="entry-title">阿里山高山烏龍茶沖泡指南</h1>
<p class="meta">2024 年 1 月 18 日｜茶知識</p>
<p>高山烏龍建議水溫 95°C 以上，第一泡 50 秒，之後每泡增加 10 秒。茶葉量約為壺容量的四分之一。</p>
<p>冷泡法：10 公克茶葉加入 1000ml 冷開水，冷藏 6–8 小時即可。</p>
<h2>關於出貨</h2>
<p>官網訂單皆以<a href="https://www.t-cat.com.tw/" target="_blank" rel="noopener">黑貓宅急便</a>低溫配送，也可選擇 <a href="https://emap.pcsc.com.tw/" target="_blank" rel="noopener">7-ELEVEN</a> 超商取貨。真空包裝袋由彰化在地的包材廠特製，降低氧化。</p>
</article>`)}
${foot}`,
    },
  },
  sitemap: ['/', STORES, `${STORES}2/`, ABOUT, GIFT, POST],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'litespeed',
    'site-kit',
    'litespeed-cache',
    'rss',
    'open-graph',
  ],
  partners: {
    'chayan-teahouse.com.tw': 'channel',
    'tamsui-haocha.com.tw': 'channel',
    'chamachi.tw': 'channel',
    'fucheng-tea.com.tw': 'channel',
    'huilan-teahouse.com.tw': 'channel',
    'momoshop.com.tw': 'channel',
    'pchome.com.tw': 'channel',
    'mingshantang.com.hk': 'channel',
    'leafandkettle.sg': 'channel',
    'aoyama-sakan.jp': 'channel',
  },
};
