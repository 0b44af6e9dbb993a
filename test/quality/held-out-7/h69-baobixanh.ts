import type { CorpusSite } from '../corpus/types.js';

const B = 'https://baobixanh.vn';
const S = `${B}/static/version1712045521/frontend/Smartwave/porto/vi_VN`;

const head = (title: string, desc: string) => `<!doctype html>
<html lang="vi">
    <head >
        <script>
    var LOCALE = 'vi\\u002DVN';
    var BASE_URL = 'https\\u003A\\u002F\\u002Fbaobixanh.vn\\u002F';
    var require = {
        'baseUrl': 'https\\u003A\\u002F\\u002Fbaobixanh.vn\\u002Fstatic\\u002Fversion1712045521\\u002Ffrontend\\u002FSmartwave\\u002Fporto\\u002Fvi_VN'
    };</script>        <meta charset="utf-8"/>
<meta name="title" content="${title}"/>
<meta name="description" content="${desc}"/>
<meta name="robots" content="INDEX,FOLLOW"/>
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1.0, user-scalable=no"/>
<meta name="format-detection" content="telephone=no"/>
<title>${title}</title>
<link  rel="stylesheet" type="text/css"  media="all" href="${S}/mage/calendar.css" />
<link  rel="stylesheet" type="text/css"  media="all" href="${S}/css/styles-m.css" />
<link  rel="stylesheet" type="text/css"  media="all" href="${S}/owl.carousel/assets/owl.carousel.css" />
<link  rel="stylesheet" type="text/css"  media="screen and (min-width: 768px)" href="${S}/css/styles-l.css" />
<script  type="text/javascript"  src="${S}/requirejs/require.js"></script>
<script  type="text/javascript"  src="${S}/mage/requirejs/mixins.js"></script>
<script  type="text/javascript"  src="${S}/requirejs-config.js"></script>
<link rel="icon" type="image/x-icon" href="${B}/media/favicon/stores/1/favicon-bbx.png" />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-NB8X3QF');</script>
<!-- End Google Tag Manager -->
    </head>`;

const header = (
  cls: string,
) => `<body data-container="body" data-mage-init='{"loaderAjax": {}, "loader": { "icon": "${S}/images/loader-2.gif"}}' id="html-body" class="${cls} page-layout-1column">
<script type="text/x-magento-init">
    {
        "*": {
            "Magento_PageBuilder/js/widget-initializer": {
                "config": {"[data-content-type=\\"slider\\"][data-appearance=\\"default\\"]":{"Magento_PageBuilder\\/js\\/content-type\\/slider\\/appearance\\/default\\/widget":false}},
                "breakpoints": {"desktop":{"label":"Desktop","stage":true}}
            }
        }
    }
</script>
<div class="cookie-status-message" id="cookie-status">The store will not work correctly when cookies are disabled.</div>
<script type="text/x-magento-init">{"*":{"cookieStatus":{}}}</script>
<div class="page-wrapper"><header class="page-header type1 header-newskin">
    <div class="panel wrapper"><div class="panel header">
        <a class="action skip contentarea" href="#contentarea"><span>Chuyển tới nội dung</span></a>
        <ul class="header links"><li class="greet welcome" data-bind="scope: 'customer'"><span class="not-logged-in">Hotline B2B: 028 3868 2299</span></li><li class="authorization-link"><a href="${B}/customer/account/login/">Đăng nhập</a></li></ul>
    </div></div>
    <div class="header content">
        <span data-action="toggle-nav" class="action nav-toggle"><span>Menu</span></span>
        <a class="logo" href="${B}/" title="Bao Bì Xanh"><img src="${B}/media/logo/stores/1/logo-baobixanh.png" alt="Bao Bì Xanh – bao bì giấy thân thiện môi trường" width="180" height="56" /></a>
        <div data-block="minicart" class="minicart-wrapper">
            <a class="action showcart" href="${B}/checkout/cart/" data-bind="scope: 'minicart_content'"><span class="text">Giỏ hàng</span><span class="counter qty empty"><span class="counter-number">0</span></span></a>
        </div>
        <div class="block block-search"><form class="form minisearch" id="search_mini_form" action="${B}/catalogsearch/result/" method="get"><input id="search" type="text" name="q" placeholder="Tìm hộp giấy, túi kraft, ly giấy..." class="input-text" maxlength="128" role="combobox" aria-haspopup="false" aria-autocomplete="both" autocomplete="off"/><button type="submit" title="Tìm kiếm" class="action search">Tìm kiếm</button></form></div>
    </div>
</header>
<div class="sections nav-sections"><div class="section-items nav-sections-items"><div class="section-item-content nav-sections-item-content" id="store.menu">
<nav class="navigation sw-megamenu" role="navigation"><ul>
<li class="ui-menu-item level0"><a href="${B}/hop-giay-kraft.html" class="level-top"><span>Hộp giấy kraft</span></a></li>
<li class="ui-menu-item level0"><a href="${B}/tui-giay.html" class="level-top"><span>Túi giấy</span></a></li>
<li class="ui-menu-item level0"><a href="${B}/ly-giay-nap-giay.html" class="level-top"><span>Ly &amp; nắp giấy</span></a></li>
<li class="ui-menu-item level0"><a href="${B}/in-an-theo-yeu-cau" class="level-top"><span>In theo yêu cầu</span></a></li>
<li class="ui-menu-item level0"><a href="${B}/he-thong-nha-phan-phoi" class="level-top"><span>Điểm bán</span></a></li>
<li class="ui-menu-item level0"><a href="${B}/gioi-thieu" class="level-top"><span>Giới thiệu</span></a></li>
</ul></nav>
</div></div></div>
<main id="maincontent" class="page-main"><a id="contentarea" tabindex="-1"></a><div class="columns"><div class="column main">`;

const footer = `</div></div></main>
<footer class="page-footer"><div class="footer"><div class="footer-middle"><div class="container"><div class="row">
  <div class="col-lg-4"><div class="block"><div class="block-title"><strong>Công ty TNHH Bao Bì Xanh</strong></div><div class="block-content"><p>Lô C5, KCN Tân Tạo, Q. Bình Tân, TP. Hồ Chí Minh</p><p>MST: 0316 482 951 · Hotline: 028 3868 2299</p><p>Email: <a href="mailto:sales@baobixanh.vn">sales@baobixanh.vn</a></p></div></div></div>
  <div class="col-lg-4"><div class="block"><div class="block-title"><strong>Chính sách</strong></div><div class="block-content"><ul class="links"><li><a href="${B}/chinh-sach-giao-hang">Chính sách giao hàng</a></li><li><a href="${B}/chinh-sach-doi-tra">Chính sách đổi trả</a></li><li><a href="${B}/he-thong-nha-phan-phoi">Hệ thống nhà phân phối</a></li><li><a href="${B}/tin-tuc">Tin tức</a></li></ul></div></div></div>
  <div class="col-lg-4"><div class="block"><div class="block-title"><strong>Kết nối</strong></div><div class="block-content">
    <p><a href="https://www.facebook.com/baobixanh.vn" target="_blank">Facebook</a> · <a href="https://zalo.me/0909682299" target="_blank">Zalo OA</a> · <a href="https://www.youtube.com/@baobixanh" target="_blank">YouTube</a></p>
    <p><a href="http://online.gov.vn/Home/WebDetails/108246" target="_blank" rel="nofollow"><img src="${B}/media/wysiwyg/da-thong-bao-bo-cong-thuong.png" alt="Đã thông báo Bộ Công Thương" width="150" height="57"></a></p>
    <p><a href="https://www.dmca.com/Protection/Status.aspx?ID=7c1f9e2a-4b3d-4a8e-b1c0-2d5f8e6a9b13" title="DMCA.com Protection Status" class="dmca-badge" target="_blank" rel="nofollow"><img src="https://images.dmca.com/Badges/dmca_protected_sml_120n.png?ID=7c1f9e2a-4b3d-4a8e-b1c0-2d5f8e6a9b13" alt="DMCA.com Protection Status" /></a></p>
  </div></div></div>
</div></div></div>
<div class="footer-bottom"><div class="container"><address>© 2024 Bao Bì Xanh. Bảo lưu mọi quyền.</address></div></div></div></footer>
<script type="text/x-magento-init">{"*":{"Magento_Ui/js/core/app":{"components":{"minicart_content":{"component":"Magento_Checkout/js/view/minicart"}}}}}</script>
</div>
</body>
</html>`;

const stores = [
  {
    name: 'Công ty TNHH Bao Bì Miền Bắc',
    region: 'Hà Nội',
    address: '28 Phạm Văn Đồng, Q. Bắc Từ Liêm, Hà Nội',
    phone: '024 3755 8110',
    website: 'https://baobimienbac.com.vn',
    lat: 21.0461,
    lng: 105.7815,
  },
  {
    name: 'Hải Phòng Pack JSC',
    region: 'Hải Phòng',
    address: '215 Lạch Tray, Q. Ngô Quyền, Hải Phòng',
    phone: '0225 3733 402',
    website: 'https://haiphongpack.vn/',
    lat: 20.8432,
    lng: 106.6961,
  },
  {
    name: 'Đà Nẵng Green Supply',
    region: 'Đà Nẵng',
    address: '112 Nguyễn Hữu Thọ, Q. Hải Châu, Đà Nẵng',
    phone: '0236 3622 718',
    website: 'https://www.danangsupply.vn/bao-bi-giay',
    lat: 16.0471,
    lng: 108.2068,
  },
  {
    name: 'Cửa hàng Bao Bì Tây Nguyên',
    region: 'Đắk Lắk',
    address: '45 Lê Duẩn, TP. Buôn Ma Thuột',
    phone: '0262 3855 091',
    website: '',
    lat: 12.6675,
    lng: 108.0383,
  },
  {
    name: 'Phúc Thịnh Packaging',
    region: 'TP. Hồ Chí Minh',
    address: '390 Cộng Hòa, Q. Tân Bình, TP. Hồ Chí Minh',
    phone: '028 3812 6644',
    website: 'https://phucthinhpack.com',
    lat: 10.8013,
    lng: 106.6474,
  },
  {
    name: 'Mekong Bao Bì',
    region: 'Cần Thơ',
    address: '77 Trần Hưng Đạo, Q. Ninh Kiều, Cần Thơ',
    phone: '0292 3761 205',
    website: 'https://mekongbaobi.vn/',
    lat: 10.0341,
    lng: 105.7787,
  },
  {
    name: 'Angkor Packaging Co., Ltd',
    region: 'Campuchia',
    address: 'No. 214, Street 271, Phnom Penh',
    phone: '+855 23 885 410',
    website: 'https://angkorpack.com.kh/',
    lat: 11.5449,
    lng: 104.8922,
  },
];

export const site: CorpusSite = {
  domain: 'baobixanh.vn',
  covers:
    'Vietnamese Magento 2 (Porto) B2B shop for paper packaging: the distributor list ("Điểm bán" in the menu, "Hệ thống nhà phân phối" in the footer) exists only as store-locator JSON inside a text/x-magento-init script, one store having an empty website; traps are key-customer logos with links, FSC/SGS certificates, a packaging association and trade fair, a market-research source in a blog post, the Ministry of Industry and Trade badge, a DMCA badge and a Zalo link.',
  sitemap: ['/', '/he-thong-nha-phan-phoi', '/gioi-thieu', '/hop-giay-kraft.html', '/tin-tuc/xu-huong-bao-bi-giay-2024'],
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=UTF-8',
        'x-varnish': '2818406 2949121',
        via: '1.1 varnish (Varnish/6.0)',
        age: '312',
        'x-magento-tags': 'store,cms_b,cms_p_2,cat_c_p_41',
        'set-cookie':
          'PHPSESSID=5v8a1q3k0c7n9m2r4t6e; expires=Mon, 13-May-2024 14:02:11 GMT; Max-Age=3600; path=/; domain=baobixanh.vn; secure; HttpOnly; SameSite=Lax',
        'x-frame-options': 'SAMEORIGIN',
      },
      html: `${head('Bao Bì Xanh – Hộp giấy, túi giấy kraft, ly giấy in logo theo yêu cầu', 'Sản xuất bao bì giấy thân thiện môi trường: hộp giấy kraft, túi giấy, ly giấy in logo cho quán cà phê, nhà hàng, cửa hàng.')}
${header('cms-home cms-index-index')}
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="0" data-element="inner">
  <div data-content-type="html" data-appearance="default" data-element="main">
    <section class="home-banner"><h1>Bao bì giấy xanh cho thương hiệu của bạn</h1><p>Nhà máy 6.000 m² tại KCN Tân Tạo, in offset và flexo, đặt hàng từ 1.000 sản phẩm. Giao hàng toàn quốc.</p><a class="action primary" href="${B}/in-an-theo-yeu-cau">Nhận báo giá in logo</a></section>
    <section class="home-customers"><h2>Khách hàng tiêu biểu</h2>
      <ul class="customer-logos">
        <li><a href="https://www.highlandscoffee.com.vn/" target="_blank" rel="nofollow"><img src="${B}/media/wysiwyg/khach-hang/highlands.png" alt="Highlands Coffee"></a></li>
        <li><a href="https://phuclong.com.vn/" target="_blank" rel="nofollow"><img src="${B}/media/wysiwyg/khach-hang/phuc-long.png" alt="Phúc Long"></a></li>
        <li><a href="https://www.bachhoaxanh.com/" target="_blank" rel="nofollow"><img src="${B}/media/wysiwyg/khach-hang/bhx.png" alt="Bách Hóa Xanh"></a></li>
      </ul>
    </section>
    <section class="home-dealers"><h2>Mua lẻ tại các tỉnh thành</h2><p>Bạn cần số lượng nhỏ? Sản phẩm Bao Bì Xanh có bán tại hệ thống nhà phân phối ở Hà Nội, Hải Phòng, Đà Nẵng, Cần Thơ và Phnom Penh. <a href="${B}/he-thong-nha-phan-phoi">Tìm điểm bán gần bạn</a></p></section>
  </div>
</div></div>
${footer}`,
    },
    '/he-thong-nha-phan-phoi': {
      html: `${head('Hệ thống nhà phân phối – Bao Bì Xanh', 'Danh sách nhà phân phối và điểm bán sản phẩm Bao Bì Xanh trên toàn quốc.')}
${header('cms-he-thong-nha-phan-phoi cms-page-view')}
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
  <h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Hệ thống nhà phân phối</span></h1>
  <p>Các nhà phân phối chính thức dưới đây bán lẻ và giao nhanh sản phẩm Bao Bì Xanh trong khu vực. Giá bán lẻ được niêm yết thống nhất trên toàn quốc.</p>
  <div id="store-locator" class="store-locator">
    <div class="sl-filter"><label for="sl-region">Chọn tỉnh/thành</label><select id="sl-region" data-bind="options: regions, value: selectedRegion, optionsCaption: 'Tất cả'"></select></div>
    <div class="sl-map" id="sl-map" style="height:420px"></div>
    <ul class="sl-list" data-bind="foreach: filteredStores"><!-- ko template: 'Bbx_StoreLocator/store-item' --><!-- /ko --></ul>
  </div>
  <script type="text/x-magento-init">${JSON.stringify({ '#store-locator': { 'Bbx_StoreLocator/js/locator': { stores, center: { lat: 14.0583, lng: 108.2772 }, zoom: 5, labels: { website: 'Xem website', directions: 'Chỉ đường' } } } })}</script>
  <p>Muốn trở thành nhà phân phối? Liên hệ <a href="mailto:npp@baobixanh.vn">npp@baobixanh.vn</a>.</p>
</div></div>
${footer}`,
    },
    '/hop-giay-kraft.html': {
      html: `${head('Hộp giấy kraft – Bao Bì Xanh', 'Hộp giấy kraft đựng thức ăn, bánh, quà tặng.')}
${header('page-products categorypath-hop-giay-kraft category-hop-giay-kraft catalog-category-view')}
<h1 class="page-title"><span class="base">Hộp giấy kraft</span></h1>
<div class="products wrapper grid products-grid"><ol class="products list items product-items">
  <li class="item product product-item"><div class="product-item-info"><a href="${B}/hop-giay-kraft-dung-com-750ml.html" class="product photo product-item-photo"><img class="product-image-photo" src="${B}/media/catalog/product/cache/3f1e/h/o/hop-kraft-750.jpg" alt="Hộp giấy kraft đựng cơm 750ml" loading="lazy" width="300" height="300"/></a><div class="product details product-item-details"><strong class="product name product-item-name"><a class="product-item-link" href="${B}/hop-giay-kraft-dung-com-750ml.html">Hộp giấy kraft đựng cơm 750ml</a></strong><div class="price-box price-final_price"><span class="price">1.150 ₫</span></div><form data-role="tocart-form" action="${B}/checkout/cart/add/uenc/aHR0cHM6Ly9iYW9iaXhhbmgudm4v/product/412/" method="post"><button type="submit" title="Thêm vào giỏ" class="action tocart primary"><span>Thêm vào giỏ</span></button></form></div></div></li>
  <li class="item product product-item"><div class="product-item-info"><a href="${B}/hop-banh-kraft-cua-so.html" class="product photo product-item-photo"><img class="product-image-photo" src="${B}/media/catalog/product/cache/3f1e/h/o/hop-banh-cua-so.jpg" alt="Hộp bánh kraft có cửa sổ" loading="lazy" width="300" height="300"/></a><div class="product details product-item-details"><strong class="product name product-item-name"><a class="product-item-link" href="${B}/hop-banh-kraft-cua-so.html">Hộp bánh kraft có cửa sổ</a></strong><div class="price-box price-final_price"><span class="price">2.400 ₫</span></div></div></div></li>
</ol></div>
<script type="text/x-magento-init">{"[data-role=tocart-form], .form.map.checkout":{"catalogAddToCart":{"product_sku":"HK-750"}}}</script>
${footer}`,
    },
    '/gioi-thieu': {
      html: `${head('Giới thiệu – Bao Bì Xanh', 'Về Công ty TNHH Bao Bì Xanh.')}
${header('cms-gioi-thieu cms-page-view')}
<h1 class="page-title"><span class="base">Giới thiệu</span></h1>
<div data-content-type="text" data-appearance="default" data-element="main">
<p>Bao Bì Xanh được thành lập năm 2016, chuyên sản xuất bao bì giấy thay thế nhựa dùng một lần cho ngành F&amp;B và bán lẻ.</p>
<h2>Chứng nhận</h2>
<p>Giấy nguyên liệu đạt chứng nhận <a href="https://fsc.org/en" target="_blank" rel="nofollow">FSC®</a>. Hệ thống quản lý môi trường ISO 14001:2015 do <a href="https://www.sgs.com/vi-vn" target="_blank" rel="nofollow">SGS Việt Nam</a> chứng nhận.</p>
<h2>Hiệp hội &amp; triển lãm</h2>
<p>Hội viên <a href="https://vinpas.vn/" target="_blank" rel="nofollow">Hiệp hội Bao bì Việt Nam (VINPAS)</a>. Gặp chúng tôi tại <a href="https://www.propakvietnam.com/" target="_blank" rel="nofollow">ProPak Vietnam 2024</a>, gian hàng B12.</p>
</div>
${footer}`,
    },
    '/tin-tuc/xu-huong-bao-bi-giay-2024': {
      html: `${head('Xu hướng bao bì giấy 2024 – Bao Bì Xanh', 'Những xu hướng bao bì giấy nổi bật năm 2024.')}
${header('cms-tin-tuc blog-post-view')}
<article class="post-view">
<h1 class="page-title">Xu hướng bao bì giấy 2024</h1>
<p class="post-date">15/01/2024</p>
<p>Theo báo cáo của <a href="https://www.smithers.com/industries/packaging" target="_blank" rel="nofollow">Smithers</a>, thị trường bao bì giấy toàn cầu tăng trưởng khoảng 4% mỗi năm đến 2028.</p>
<p>Tại Việt Nam, nhiều chuỗi cà phê đã chuyển sang ly giấy tráng gốc nước thay cho PE. Xem thêm quy định về trách nhiệm mở rộng của nhà sản xuất (EPR) trên cổng thông tin của <a href="https://monre.gov.vn/" target="_blank" rel="nofollow">Bộ Tài nguyên và Môi trường</a>.</p>
</article>
${footer}`,
    },
  },
  technologies: [
    'magento',
    'php',
    'mysql',
    'nginx',
    'varnish',
    'requirejs',
    'jquery',
    'owl-carousel',
    'cart-functionality',
    'google-tag-manager',
  ],
  partners: {
    'baobimienbac.com.vn': 'channel',
    'haiphongpack.vn': 'channel',
    'danangsupply.vn': 'channel',
    'phucthinhpack.com': 'channel',
    'mekongbaobi.vn': 'channel',
    'angkorpack.com.kh': 'channel',
  },
};
