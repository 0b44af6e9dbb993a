import type { CorpusSite } from '../corpus/types.js';

const S = 'https://anhngusaomai.edu.vn';

const head = (title: string, bodyClass: string) => `<!DOCTYPE html>
<html lang="vi" prefix="og: https://ogp.me/ns#" class="loading-site no-js">
<head>
	<meta charset="UTF-8" />
	<link rel="profile" href="http://gmpg.org/xfn/11" />
	<link rel="pingback" href="${S}/xmlrpc.php" />
	<script>(function(html){html.className = html.className.replace(/\\bno-js\\b/,'js')})(document.documentElement);</script>
<meta name="viewport" content="width=device-width, initial-scale=1" />
<!-- Search Engine Optimization by Rank Math - https://rankmath.com/ -->
<title>${title}</title>
<meta name="description" content="Trung tâm Anh ngữ Sao Mai – luyện thi IELTS, tiếng Anh thiếu nhi và giao tiếp tại TP. Hồ Chí Minh."/>
<meta name="robots" content="follow, index, max-snippet:-1, max-video-preview:-1, max-image-preview:large"/>
<meta property="og:locale" content="vi_VN" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:site_name" content="Anh ngữ Sao Mai" />
<!-- /Rank Math WordPress SEO plugin -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Anh ngữ Sao Mai &raquo; Dòng thông tin" href="${S}/feed/" />
<link rel='stylesheet' id='contact-form-7-css' href='${S}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3' type='text/css' media='all' />
<link rel='stylesheet' id='pzf-style-css' href='${S}/wp-content/plugins/button-contact-vr/legacy/css/style.css?ver=1' type='text/css' media='all' />
<link rel='stylesheet' id='flatsome-main-css' href='${S}/wp-content/themes/flatsome/assets/css/flatsome.css?ver=3.18.6' type='text/css' media='all' />
<link rel='stylesheet' id='flatsome-style-css' href='${S}/wp-content/themes/flatsome-child/style.css?ver=3.0' type='text/css' media='all' />
<link rel='stylesheet' id='flatsome-googlefonts-css' href='//fonts.googleapis.com/css?family=Roboto%3Aregular%2C700%2Cregular%2C700%7CDancing+Script%3Aregular%2C400&#038;display=swap&#038;ver=3.9' type='text/css' media='all' />
<script type="text/javascript" src="${S}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="${S}/wp-json/" />
<meta name="generator" content="WordPress 6.4.5" />
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-SM4VN82K1Q"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-SM4VN82K1Q');
</script>
<link rel="icon" href="${S}/wp-content/uploads/2020/06/cropped-favicon-sao-mai-32x32.png" sizes="32x32" />
</head>
<body class="${bodyClass} lightbox nav-dropdown-has-arrow nav-dropdown-has-shadow nav-dropdown-has-border">
<a class="skip-link screen-reader-text" href="#main">Chuyển đến nội dung</a>
<div id="wrapper">
<header id="header" class="header has-sticky sticky-jump">
<div class="header-wrapper">
<div id="top-bar" class="header-top hide-for-sticky nav-dark">
  <div class="flex-row container">
    <div class="flex-col hide-for-medium flex-left"><ul class="nav nav-left medium-nav-center nav-small nav-divided"><li class="html custom html_topbar_left">Hotline: <a href="tel:02838224466">028 3822 4466</a> – 0901 234 567</li></ul></div>
    <div class="flex-col hide-for-medium flex-right"><ul class="nav top-bar-nav nav-right nav-small nav-divided"><li class="html header-social-icons ml-0"><div class="social-icons follow-icons"><a href="https://www.facebook.com/anhngusaomai" target="_blank" data-label="Facebook" class="icon plain facebook tooltip" title="Theo dõi trên Facebook" aria-label="Theo dõi trên Facebook" rel="noopener noreferrer nofollow"><i class="icon-facebook"></i></a><a href="https://www.youtube.com/@anhngusaomai" target="_blank" data-label="YouTube" class="icon plain youtube tooltip" title="Theo dõi trên YouTube" aria-label="Theo dõi trên YouTube" rel="noopener noreferrer nofollow"><i class="icon-youtube"></i></a><a href="https://www.tiktok.com/@anhngusaomai" target="_blank" data-label="TikTok" class="icon plain tiktok tooltip" title="Theo dõi trên TikTok" aria-label="Theo dõi trên TikTok" rel="noopener noreferrer nofollow"><i class="icon-tiktok"></i></a></div></li></ul></div>
  </div>
</div>
<div id="masthead" class="header-main">
  <div class="header-inner flex-row container logo-left medium-logo-center" role="navigation">
    <div id="logo" class="flex-col logo"><a href="${S}/" title="Anh ngữ Sao Mai" rel="home"><img width="220" height="80" src="${S}/wp-content/uploads/2020/06/logo-sao-mai.png" class="header_logo header-logo" alt="Anh ngữ Sao Mai"/></a></div>
    <div class="flex-col hide-for-medium flex-left flex-grow"><ul class="header-nav header-nav-main nav nav-left nav-uppercase">
      <li id="menu-item-30" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-30 menu-item-design-default"><a href="${S}/gioi-thieu/" class="nav-top-link">Giới thiệu</a></li>
      <li id="menu-item-31" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-31 menu-item-design-default has-dropdown"><a href="#" class="nav-top-link" aria-expanded="false" aria-haspopup="menu">Khóa học<i class="icon-angle-down"></i></a>
        <ul class="sub-menu nav-dropdown nav-dropdown-default">
          <li class="menu-item"><a href="${S}/khoa-hoc/luyen-thi-ielts/">Luyện thi IELTS</a></li>
          <li class="menu-item"><a href="${S}/khoa-hoc/tieng-anh-thieu-nhi/">Tiếng Anh thiếu nhi</a></li>
          <li class="menu-item"><a href="${S}/khoa-hoc/tieng-anh-giao-tiep/">Tiếng Anh giao tiếp</a></li>
          <li class="menu-item"><a href="${S}/khoa-hoc/tieng-anh-doanh-nghiep/">Đào tạo doanh nghiệp</a></li>
        </ul></li>
      <li id="menu-item-32" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32 menu-item-design-default"><a href="${S}/lich-khai-giang/" class="nav-top-link">Lịch khai giảng</a></li>
      <li id="menu-item-33" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33 menu-item-design-default"><a href="${S}/doi-tac/" class="nav-top-link">Đối tác</a></li>
      <li id="menu-item-34" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-34 menu-item-design-default"><a href="${S}/tin-tuc/" class="nav-top-link">Tin tức</a></li>
      <li id="menu-item-35" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-35 menu-item-design-default"><a href="${S}/lien-he/" class="nav-top-link">Liên hệ</a></li>
    </ul></div>
    <div class="flex-col hide-for-medium flex-right"><ul class="header-nav header-nav-main nav nav-right nav-uppercase"><li class="html header-button-1"><div class="header-button"><a href="${S}/dang-ky-test/" class="button primary is-large" style="border-radius:99px;"><span>Đăng ký test miễn phí</span></a></div></li></ul></div>
  </div>
</div>
</div>
</header>
<main id="main" class="">
`;

const foot = `
</main>
<footer id="footer" class="footer-wrapper">
<section class="section dark" id="section_foot"><div class="bg section-bg fill bg-fill bg-loaded"></div><div class="section-content relative">
<div class="row" id="row-1811">
  <div id="col-1" class="col medium-4 small-12 large-4"><div class="col-inner">
    <p><strong>TRUNG TÂM ANH NGỮ SAO MAI</strong></p>
    <p>Cơ sở 1: 125 Nguyễn Đình Chiểu, Phường 6, Quận 3, TP.HCM<br />Cơ sở 2: 48 Phan Xích Long, Phường 2, Quận Phú Nhuận, TP.HCM<br />Giấy phép hoạt động số 2417/QĐ-SGDĐT do Sở GD&amp;ĐT TP.HCM cấp.</p>
  </div></div>
  <div id="col-2" class="col medium-4 small-12 large-4"><div class="col-inner">
    <p><strong>LIÊN KẾT</strong></p>
    <ul><li><a href="${S}/doi-tac/">Đối tác</a></li><li><a href="${S}/tuyen-dung/">Tuyển dụng giáo viên</a></li><li><a href="${S}/chinh-sach-bao-mat/">Chính sách bảo mật</a></li></ul>
    <p><a href="http://online.gov.vn/Home/WebDetails/88412" target="_blank" rel="noopener"><img src="${S}/wp-content/uploads/2020/07/logo-da-thong-bao-bo-cong-thuong.png" alt="" width="150" /></a></p>
  </div></div>
  <div id="col-3" class="col medium-4 small-12 large-4"><div class="col-inner">
    <iframe style="border: none; overflow: hidden;" src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fanhngusaomai&amp;tabs&amp;width=340&amp;height=130&amp;small_header=false&amp;adapt_container_width=true&amp;hide_cover=false&amp;show_facepile=true" width="340" height="130" frameborder="0" scrolling="no"></iframe>
  </div></div>
</div>
</div></section>
<div class="absolute-footer dark medium-text-center small-text-center"><div class="container clearfix"><div class="footer-primary pull-left"><div class="copyright-footer">Copyright 2025 © <strong>Anh ngữ Sao Mai</strong></div></div></div></div>
<a href="#top" class="back-to-top button icon invert plain fixed bottom z-1 is-outline hide-for-medium circle" id="top-link" aria-label="Go to top"><i class="icon-angle-up"></i></a>
</footer>
</div>
<div id="button-contact-vr" class=""><div id="gom-all-in-one">
  <div id="zalo-vr" class="button-contact"><div class="phone-vr"><div class="phone-vr-circle-fill"></div><div class="phone-vr-img-circle"><a target="_blank" href="https://zalo.me/0901234567"><img alt="Zalo" src="${S}/wp-content/plugins/button-contact-vr/legacy/img/zalo.png" /></a></div></div></div>
  <div id="messenger-vr" class="button-contact"><div class="phone-vr"><div class="phone-vr-circle-fill"></div><div class="phone-vr-img-circle"><a target="_blank" href="https://m.me/anhngusaomai"><img alt="Messenger" src="${S}/wp-content/plugins/button-contact-vr/legacy/img/messenger.png" /></a></div></div></div>
  <div id="phone-vr" class="button-contact"><div class="phone-vr"><div class="phone-vr-circle-fill"></div><div class="phone-vr-img-circle"><a href="tel:0901234567"><img alt="Phone" src="${S}/wp-content/plugins/button-contact-vr/legacy/img/phone.png" /></a></div></div></div>
</div></div>
<script type="text/javascript" src="${S}/wp-includes/js/dist/vendor/wp-polyfill-inert.min.js?ver=3.1.2" id="wp-polyfill-inert-js"></script>
<script type="text/javascript" src="${S}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script type="text/javascript" src="${S}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
<script type="text/javascript" src="${S}/wp-content/themes/flatsome/inc/extensions/flatsome-live-search/flatsome-live-search.js?ver=3.18.6" id="flatsome-live-search-js"></script>
<script type="text/javascript" src="${S}/wp-content/themes/flatsome/assets/js/flatsome.js?ver=f9bc0a7e4cd9c4ac6c4e4a1bd6d0c531" id="flatsome-js-js"></script>
</body>
</html>
<!-- Page optimized by LiteSpeed Cache @2025-02-03 08:14:22 -->
<!-- Page cached by LiteSpeed Cache 6.1 on 2025-02-03 08:14:22 -->`;

const logo = (href: string, img: string) =>
  `<div class="col medium-3 small-6 large-3"><div class="col-inner"><div class="ux-logo has-hover align-middle ux_logo inline-block" style="max-width: 100%!important; width: 180px!important">${href ? `<a class="ux-logo-link block image-" title="" href="${href}" target="_blank" rel="noopener noreferrer" style="padding: 15px;">` : '<div class="ux-logo-link block image-" title="" style="padding: 15px;">'}<img src="${S}/wp-content/uploads/2023/03/${img}" title="" alt="" class="ux-logo-image block" style="height:80px;" />${href ? '</a>' : '</div>'}</div></div></div>`;

export const site: CorpusSite = {
  domain: 'anhngusaomai.edu.vn',
  covers:
    'Vietnamese-language English centre (Ho Chi Minh City) on WordPress + Flatsome behind LiteSpeed: partner page of Flatsome ux-logo grids with empty alt text and links only on logos, sections named by bold paragraphs (strategic/exam partners, study-abroad universities) followed on the same page by corporate training clients; traps are the Ministry of Industry and Trade badge, a Facebook page plugin, Zalo/Messenger floating buttons and a blog post linking exam organisers again.',
  sitemap: ['/', '/gioi-thieu/', '/doi-tac/', '/lich-khai-giang/', '/tin-tuc/kinh-nghiem-thi-ielts-tren-may/', '/lien-he/'],
  pages: {
    '/': {
      headers: {
        server: 'LiteSpeed',
        'x-litespeed-cache': 'hit',
        'content-type': 'text/html; charset=UTF-8',
        link: `<${S}/wp-json/>; rel="https://api.w.org/"`,
        vary: 'Accept-Encoding',
      },
      html: `${head('Anh ngữ Sao Mai – Luyện thi IELTS, tiếng Anh thiếu nhi tại TP.HCM', 'home page-template page-template-page-blank page-template-page-blank-php page page-id-2')}
<div id="content" role="main" class="content-area">
<div class="slider-wrapper relative" id="slider-1"><div class="slider slider-nav-circle slider-nav-large slider-nav-light slider-style-normal" data-flickity-options='{"cellAlign": "center","wrapAround": true,"autoPlay": 6000,"prevNextButtons":true,"pageDots": true}'>
  <div class="banner has-hover" id="banner-1"><div class="banner-inner fill"><div class="banner-bg fill"><img width="1920" height="700" src="${S}/wp-content/uploads/2024/07/banner-ielts-thang-8.jpg" class="bg attachment-original size-original" alt="Khai giảng IELTS tháng 8" /></div></div></div>
</div></div>
<section class="section" id="section_1"><div class="section-content relative">
<div class="row" id="row-1"><div class="col small-12 large-12"><div class="col-inner text-center">
  <h2>VÌ SAO CHỌN SAO MAI?</h2>
  <p>Hơn 15 năm đào tạo, 12.000 học viên, điểm IELTS trung bình đầu ra 6.5. Giáo viên bản ngữ có chứng chỉ CELTA/DELTA.</p>
</div></div></div>
<div class="row" id="row-2">
  <div class="col medium-4 small-12 large-4"><div class="col-inner"><div class="icon-box featured-box icon-box-top text-center"><div class="icon-box-text last-reset"><h3><a href="${S}/khoa-hoc/luyen-thi-ielts/">Luyện thi IELTS</a></h3><p>Lộ trình 4 cấp độ, cam kết đầu ra bằng văn bản.</p></div></div></div></div>
  <div class="col medium-4 small-12 large-4"><div class="col-inner"><div class="icon-box featured-box icon-box-top text-center"><div class="icon-box-text last-reset"><h3><a href="${S}/khoa-hoc/tieng-anh-thieu-nhi/">Tiếng Anh thiếu nhi</a></h3><p>Giáo trình Cambridge Young Learners cho bé 6–11 tuổi.</p></div></div></div></div>
  <div class="col medium-4 small-12 large-4"><div class="col-inner"><div class="icon-box featured-box icon-box-top text-center"><div class="icon-box-text last-reset"><h3><a href="${S}/khoa-hoc/tieng-anh-doanh-nghiep/">Đào tạo doanh nghiệp</a></h3><p>Khóa học tại văn phòng cho nhân viên các công ty.</p></div></div></div></div>
</div>
</div></section>
<section class="section" id="section_2"><div class="section-content relative">
<div class="row" id="row-3"><div class="col small-12 large-12"><div class="col-inner text-center"><h2>ĐỐI TÁC CỦA SAO MAI</h2><p><a href="${S}/doi-tac/" class="button primary is-outline">Xem tất cả</a></p></div></div></div>
</div></section>
</div>
${foot}`,
    },
    '/doi-tac/': {
      html: `${head('Đối tác - Anh ngữ Sao Mai', 'page-template page-template-page-blank page-template-page-blank-php page page-id-118')}
<div id="content" role="main" class="content-area">
<section class="section" id="section_3"><div class="section-content relative">
<div class="row" id="row-10"><div class="col small-12 large-12"><div class="col-inner">
  <h1 class="text-center">ĐỐI TÁC</h1>
  <p class="text-center">Sao Mai tự hào hợp tác cùng các tổ chức giáo dục hàng đầu trong và ngoài nước.</p>
  <p><strong>ĐỐI TÁC CHIẾN LƯỢC</strong></p>
</div></div></div>
<div class="row row-small align-middle align-center" id="row-11">
${logo('https://www.idp.com/vietnam/', 'logo-idp.png')}
${logo('https://www.britishcouncil.vn/thi/ielts', 'logo-bc.png')}
${logo('https://www.cambridge.org/', 'logo-cambridge.png')}
${logo('https://elt.oup.com/?cc=vn&selLanguage=vi', 'logo-oup.png')}
${logo('https://www.pearson.com/languages/', 'logo-pearson.png')}
</div>
<div class="row" id="row-12"><div class="col small-12 large-12"><div class="col-inner">
  <p><strong>ĐỐI TÁC DU HỌC</strong></p>
  <p>Sao Mai là đại diện tuyển sinh chính thức, hỗ trợ hồ sơ và visa miễn phí cho học viên.</p>
</div></div></div>
<div class="row row-small align-middle align-center" id="row-13">
${logo('https://www.deakin.edu.au/international-students', 'logo-deakin.png')}
${logo('https://www.lincoln.edu.my/', 'logo-lincoln.png')}
${logo('', 'logo-utas.png')}
</div>
<div class="row" id="row-14"><div class="col small-12 large-12"><div class="col-inner">
  <p><strong>KHÁCH HÀNG DOANH NGHIỆP</strong></p>
  <p>Các doanh nghiệp đã tin tưởng gửi nhân viên học tại Sao Mai:</p>
</div></div></div>
<div class="row row-small align-middle align-center" id="row-15">
${logo('https://www.vinamilk.com.vn/', 'khach-hang-vinamilk.png')}
${logo('https://fpt.com.vn/', 'khach-hang-fpt.png')}
${logo('https://www.vietjetair.com/', 'khach-hang-vietjet.png')}
${logo('', 'khach-hang-techcombank.png')}
</div>
</div></section>
</div>
${foot}`,
    },
    '/gioi-thieu/': {
      html: `${head('Giới thiệu - Anh ngữ Sao Mai', 'page-template-default page page-id-12')}
<div id="content" class="content-area page-wrapper" role="main"><div class="row row-main"><div class="large-12 col"><div class="col-inner">
<h1 class="entry-title">Giới thiệu</h1>
<p>Trung tâm Anh ngữ Sao Mai được thành lập năm 2009 bởi cô Nguyễn Thị Mai Anh, cựu giảng viên Đại học Sư phạm TP.HCM. Hiện trung tâm có 2 cơ sở, 45 giáo viên và trợ giảng.</p>
<p><strong>Thành tích</strong></p>
<ul>
<li>Top 10 Thương hiệu giáo dục uy tín 2023 do Tạp chí Giáo dục TP.HCM bình chọn</li>
<li>Giáo viên đạt chứng chỉ CELTA, DELTA và TESOL</li>
</ul>
<p>Xem hoạt động hằng ngày của trung tâm trên <a href="https://www.facebook.com/anhngusaomai" target="_blank" rel="noopener">fanpage Facebook</a>.</p>
</div></div></div></div>
${foot}`,
    },
    '/lich-khai-giang/': {
      html: `${head('Lịch khai giảng - Anh ngữ Sao Mai', 'page-template-default page page-id-21')}
<div id="content" class="content-area page-wrapper" role="main"><div class="row row-main"><div class="large-12 col"><div class="col-inner">
<h1 class="entry-title">Lịch khai giảng tháng 3/2025</h1>
<table>
<tbody>
<tr><td><strong>Khóa học</strong></td><td><strong>Cơ sở</strong></td><td><strong>Ngày khai giảng</strong></td><td><strong>Lịch học</strong></td><td><strong>Học phí</strong></td></tr>
<tr><td>IELTS Foundation</td><td>Quận 3</td><td>03/03/2025</td><td>T2-T4-T6, 18h-20h</td><td>6.900.000đ</td></tr>
<tr><td>IELTS 6.5+</td><td>Phú Nhuận</td><td>05/03/2025</td><td>T3-T5-T7, 18h-20h</td><td>8.500.000đ</td></tr>
<tr><td>Starters – Movers</td><td>Quận 3</td><td>08/03/2025</td><td>T7-CN, 8h-9h30</td><td>4.200.000đ</td></tr>
<tr><td>Giao tiếp cơ bản</td><td>Phú Nhuận</td><td>10/03/2025</td><td>T2-T4, 19h-21h</td><td>3.600.000đ</td></tr>
</tbody>
</table>
<p>Đăng ký giữ chỗ qua hotline hoặc <a href="${S}/lien-he/">form liên hệ</a>.</p>
</div></div></div></div>
${foot}`,
    },
    '/tin-tuc/kinh-nghiem-thi-ielts-tren-may/': {
      html: `${head('Kinh nghiệm thi IELTS trên máy tính - Anh ngữ Sao Mai', 'post-template-default single single-post postid-455 single-format-standard')}
<div id="content" class="blog-wrapper blog-single page-wrapper"><div class="row row-large row-divided "><div class="large-9 col"><article id="post-455" class="post-455 post type-post status-publish format-standard has-post-thumbnail hentry category-tin-tuc"><div class="article-inner ">
<header class="entry-header"><div class="entry-header-text entry-header-text-top text-left"><h6 class="entry-category is-xsmall"><a href="${S}/tin-tuc/" rel="category tag">Tin tức</a></h6><h1 class="entry-title">Kinh nghiệm thi IELTS trên máy tính</h1><div class="entry-meta uppercase is-xsmall"><span class="posted-on">Đăng vào <time class="entry-date published" datetime="2024-10-02T09:00:00+07:00">02/10/2024</time></span></div></div></header>
<div class="entry-content single-page">
<p>Thi IELTS trên máy tính (computer-delivered IELTS) có kết quả sau 3–5 ngày và lịch thi gần như mỗi ngày. Bạn có thể đăng ký tại <a href="https://www.idp.com/vietnam/ielts/" target="_blank" rel="noopener">IDP</a> hoặc <a href="https://www.britishcouncil.vn/thi/ielts" target="_blank" rel="noopener">Hội đồng Anh</a>.</p>
<p>Một vài lưu ý: luyện gõ phím tiếng Anh, làm quen với chức năng highlight và note trong phần Reading, và đeo tai nghe thử trước giờ thi.</p>
<p>Học viên Sao Mai được thi thử miễn phí trên phần mềm mô phỏng tại cơ sở Quận 3.</p>
</div></div></article></div></div></div>
${foot}`,
    },
    '/lien-he/': {
      html: `${head('Liên hệ - Anh ngữ Sao Mai', 'page-template-default page page-id-25')}
<div id="content" class="content-area page-wrapper" role="main"><div class="row row-main"><div class="large-12 col"><div class="col-inner">
<h1 class="entry-title">Liên hệ</h1>
<div class="row"><div class="col medium-6 small-12 large-6"><div class="col-inner">
<div class="wpcf7 no-js" id="wpcf7-f220-p25-o1" lang="vi" dir="ltr"><form action="/lien-he/#wpcf7-f220-p25-o1" method="post" class="wpcf7-form init" aria-label="Form liên hệ" novalidate="novalidate" data-status="init">
<div style="display: none;"><input type="hidden" name="_wpcf7" value="220" /><input type="hidden" name="_wpcf7_version" value="5.9.3" /><input type="hidden" name="_wpcf7_locale" value="vi" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f220-p25-o1" /></div>
<p><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" placeholder="Họ và tên" /></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="your-phone"><input size="40" class="wpcf7-form-control wpcf7-tel wpcf7-text" value="" type="tel" name="your-phone" placeholder="Số điện thoại" /></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Gửi" /></p>
</form></div>
</div></div>
<div class="col medium-6 small-12 large-6"><div class="col-inner">
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3919.3!2d106.69!3d10.78!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMTDCsDQ2!5e0!3m2!1svi!2s!4v1700000000000" width="100%" height="400" style="border:0;" allowfullscreen="" loading="lazy"></iframe>
</div></div></div>
</div></div></div></div>
${foot}`,
    },
  },
  technologies: [
    'contact-form-7',
    'google-analytics',
    'google-font-api',
    'google-maps',
    'google-tag-manager',
    'jquery',
    'litespeed',
    'litespeed-cache',
    'mysql',
    'open-graph',
    'php',
    'rss',
    'wordpress',
  ],
  partners: {
    'idp.com': 'generic',
    'britishcouncil.vn': 'generic',
    'cambridge.org': 'generic',
    'oup.com': 'generic',
    'pearson.com': 'generic',
    'deakin.edu.au': 'generic',
    'lincoln.edu.my': 'generic',
  },
};
