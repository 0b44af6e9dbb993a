import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://saovietlab.com.vn/wp-json/>; rel="https://api.w.org/"',
  'x-cache-status': 'HIT',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="vi">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${title}</title>
	<meta name="description" content="${description}"/>
	<link rel="canonical" href="https://saovietlab.com.vn${path}" />
	<meta property="og:locale" content="vi_VN" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="https://saovietlab.com.vn${path}" />
	<meta property="og:site_name" content="Sao Việt Lab" />
<link rel='dns-prefetch' href='//www.googletagmanager.com' />
<link rel="alternate" type="application/rss+xml" title="Sao Việt Lab &raquo; Dòng thông tin" href="https://saovietlab.com.vn/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://saovietlab.com.vn/wp-includes/css/dist/block-library/style.min.css?ver=6.5.4' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://saovietlab.com.vn/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.6' media='all' />
<link rel='stylesheet' id='generate-style-css' href='https://saovietlab.com.vn/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0' media='all' />
<link rel='stylesheet' id='generate-child-css' href='https://saovietlab.com.vn/wp-content/themes/saoviet-child/style.css?ver=1.2.0' media='all' />
<script src="https://www.googletagmanager.com/gtag/js?id=G-4VX9KQ2M7D" id="google_gtagjs-js" async></script>
<script id="google_gtagjs-js-after">
window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}
gtag("set","linker",{"domains":["saovietlab.com.vn"]});
gtag("js", new Date());
gtag("config", "G-4VX9KQ2M7D");
</script>
<link rel="https://api.w.org/" href="https://saovietlab.com.vn/wp-json/" />
<meta name="generator" content="WordPress 6.5.4" />
<link rel="icon" href="https://saovietlab.com.vn/wp-content/uploads/2023/04/cropped-sv-icon-32x32.png" sizes="32x32" />
</head>`;

const header = `<a class="screen-reader-text skip-link" href="#content" title="Chuyển đến nội dung">Chuyển đến nội dung</a>
<div class="top-bar top-bar-align-right"><div class="inside-top-bar grid-container"><aside id="text-3" class="widget inner-padding widget_text"><div class="textwidget"><p>Hotline: <a href="tel:02838123456">028 3812 3456</a> · <a href="https://saovietlab.vn/">Cửa hàng trực tuyến</a></p></div></aside></div></div>
<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Site">
	<div class="inside-header grid-container">
		<div class="site-logo"><a href="https://saovietlab.com.vn/" rel="home"><img class="header-image is-logo-image" alt="Sao Việt Lab" src="https://saovietlab.com.vn/wp-content/uploads/2023/04/logo-saoviet-lab.png" width="230" height="60" /></a></div>
		<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Primary">
			<div class="inside-navigation grid-container">
				<div id="primary-menu" class="main-nav"><ul id="menu-menu-chinh" class="menu sf-menu">
					<li id="menu-item-20" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-20"><a href="https://saovietlab.com.vn/gioi-thieu/">Giới thiệu</a></li>
					<li id="menu-item-21" class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-21"><a href="https://saovietlab.com.vn/san-pham/">Sản phẩm</a></li>
					<li id="menu-item-22" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="https://saovietlab.com.vn/doi-tac/">Đối tác</a></li>
					<li id="menu-item-23" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-23"><a href="https://saovietlab.com.vn/khach-hang/">Khách hàng</a></li>
					<li id="menu-item-24" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-24"><a href="https://saovietlab.com.vn/dich-vu/">Dịch vụ hiệu chuẩn</a></li>
					<li id="menu-item-25" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-25"><a href="https://saovietlab.com.vn/lien-he/">Liên hệ</a></li>
				</ul></div>
			</div>
		</nav>
	</div>
</header>
<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">
<div class="content-area" id="primary"><main class="site-main" id="main">`;

const footer = `</main></div>
</div></div>
<div class="site-footer">
	<div id="footer-widgets" class="site footer-widgets"><div class="footer-widgets-container grid-container"><div class="inside-footer-widgets">
		<div class="footer-widget-1"><aside id="block-7" class="widget inner-padding widget_block">
			<h2 class="wp-block-heading">Công ty TNHH Thiết bị Khoa học Sao Việt</h2>
			<p>Trụ sở: 27 Đường số 9, KDC Him Lam, P. Tân Hưng, Quận 7, TP. Hồ Chí Minh<br>Chi nhánh Hà Nội: 112 Trần Duy Hưng, Cầu Giấy<br>MST: 0312 884 517</p>
		</aside></div>
		<div class="footer-widget-2"><aside id="block-8" class="widget inner-padding widget_block">
			<ul class="wp-block-list">
				<li><a href="https://saovietlab.com.vn/doi-tac/">Hãng sản xuất &amp; đại lý</a></li>
				<li><a href="https://saovietlab.com.vn/tuyen-dung/">Tuyển dụng</a></li>
				<li><a href="https://saovietlab.com.vn/chinh-sach-bao-hanh/">Chính sách bảo hành</a></li>
			</ul>
		</aside></div>
		<div class="footer-widget-3"><aside id="block-9" class="widget inner-padding widget_block">
			<p>Kết nối với chúng tôi: <a href="https://www.facebook.com/saovietlab" target="_blank" rel="noreferrer noopener">Facebook</a> · <a href="https://zalo.me/0903884517" target="_blank" rel="noreferrer noopener">Zalo</a> · <a href="https://www.youtube.com/@saovietlab" target="_blank" rel="noreferrer noopener">YouTube</a></p>
		</aside></div>
	</div></div></div>
	<footer class="site-info" aria-label="Site"><div class="inside-site-info grid-container"><div class="copyright-bar">© 2024 Sao Việt Lab. Giấy CNĐKDN số 0312884517 do Sở KH&amp;ĐT TP.HCM cấp.</div></div></footer>
</div>
<script id="generate-menu-js-extra">var generatepressMenu = {"toggleOpenedSubMenus":true,"openSubMenuLabel":"M\u1edf menu con","closeSubMenuLabel":"\u0110\u00f3ng menu con"};</script>
<script src="https://saovietlab.com.vn/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.4.0" id="generate-menu-js"></script>
<script src="https://saovietlab.com.vn/wp-includes/js/dist/vendor/wp-polyfill.min.js?ver=3.15.0" id="wp-polyfill-js"></script>
<script src="https://saovietlab.com.vn/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.6" id="contact-form-7-js"></script>
</body>
</html>`;

const article = (
  id: number,
  title: string,
  content: string,
): string => `<article id="post-${id}" class="post-${id} page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope>
	<div class="inside-article">
		<header class="entry-header"><h1 class="entry-title" itemprop="headline">${title}</h1></header>
		<div class="entry-content" itemprop="text">
${content}
		</div>
	</div>
</article>`;

type Principal = { name: string; country: string; products: string; url: string; logo: string };
const principals: Principal[] = [
  {
    name: 'Memmert',
    country: 'Đức',
    products: 'Tủ sấy, tủ ấm, bể điều nhiệt, tủ vi khí hậu',
    url: 'https://www.memmert.com/',
    logo: 'memmert',
  },
  {
    name: 'OHAUS',
    country: 'Mỹ',
    products: 'Cân phân tích, cân kỹ thuật, máy khuấy từ',
    url: 'https://www.ohaus.com/vi-vn',
    logo: 'ohaus',
  },
  { name: 'Hettich', country: 'Đức', products: 'Máy ly tâm để bàn và ly tâm lạnh', url: 'https://www.hettichlab.com/', logo: 'hettich' },
  {
    name: 'Labconco',
    country: 'Mỹ',
    products: 'Tủ an toàn sinh học, tủ hút khí độc, máy đông khô',
    url: 'https://www.labconco.com/',
    logo: 'labconco',
  },
  { name: 'Biosan', country: 'Latvia', products: 'Máy lắc, máy vortex, thiết bị PCR box', url: 'https://biosan.lv/', logo: 'biosan' },
  { name: 'witeg', country: 'Đức', products: 'Dụng cụ thủy tinh, pipet, chai trung tính', url: 'https://www.witeg.de/', logo: 'witeg' },
];

export const site: CorpusSite = {
  domain: 'saovietlab.com.vn',
  otherDomains: ['saovietlab.vn'],
  covers:
    'Vietnamese lab-equipment distributor on WordPress with block-editor (Gutenberg) content, GeneratePress theme, Contact Form 7, GA4 via gtag, nginx; "Đối tác" page with an unlinked logo gallery followed by a wp-block-table of principals (manufacturers it is the authorised distributor for) with website links (technology) and a block list of regional dealers (channel, one without a site); negatives: customers page linking universities, hospitals and an institute (customers, not partners), ISO certification body, VCCI membership, press article, Zalo/Facebook/YouTube links, own shop domain',
  sitemap: ['/', '/gioi-thieu/', '/doi-tac/', '/khach-hang/', '/lien-he/'],
  pages: {
    '/': {
      headers,
      html: `${head('Sao Việt Lab – Thiết bị phòng thí nghiệm chính hãng', 'Nhà phân phối thiết bị phòng thí nghiệm chính hãng từ Đức, Mỹ và châu Âu: tủ sấy, cân phân tích, máy ly tâm, tủ an toàn sinh học.', '/')}
<body class="home page-template-default page page-id-8 wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
${header}
${article(
  8,
  'Thiết bị phòng thí nghiệm chính hãng cho nghiên cứu, kiểm nghiệm và y tế',
  `<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained"><div class="wp-block-group__inner-container">
<p>Sao Việt Lab cung cấp, lắp đặt và hiệu chuẩn thiết bị phòng thí nghiệm cho hơn 600 trường đại học, viện nghiên cứu, bệnh viện và nhà máy trên cả nước từ năm 2011.</p>
<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://saovietlab.com.vn/san-pham/">Xem sản phẩm</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="https://saovietlab.com.vn/lien-he/">Yêu cầu báo giá</a></div></div>
</div></div>
<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">
<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Hàng chính hãng</h3><p>Đầy đủ CO, CQ từ nhà sản xuất, bảo hành theo tiêu chuẩn hãng.</p></div>
<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Kỹ sư được hãng đào tạo</h3><p>Đội ngũ 18 kỹ sư lắp đặt, bảo trì và hiệu chuẩn tại chỗ.</p></div>
<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Hiệu chuẩn ISO/IEC 17025</h3><p>Phòng hiệu chuẩn nội bộ cho cân, nhiệt độ và pipet.</p></div>
</div>
<p>Chúng tôi là nhà phân phối chính thức của Memmert, OHAUS, Hettich, Labconco và nhiều hãng khác – xem danh sách <a href="https://saovietlab.com.vn/doi-tac/">đối tác</a>.</p>`,
)}
${footer}`,
    },
    '/doi-tac/': {
      headers,
      html: `${head('Đối tác – Sao Việt Lab', 'Các hãng sản xuất mà Sao Việt Lab là nhà phân phối chính thức và mạng lưới đại lý khu vực.', '/doi-tac/')}
<body class="page-template-default page page-id-41 wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
${header}
${article(
  41,
  'Đối tác',
  `<p>Sao Việt Lab là nhà phân phối ủy quyền tại Việt Nam của các hãng sản xuất thiết bị phòng thí nghiệm hàng đầu thế giới. Mọi sản phẩm đều được nhập khẩu trực tiếp từ hãng và được hỗ trợ kỹ thuật chính hãng.</p>
<figure class="wp-block-gallery has-nested-images columns-6 is-cropped wp-block-gallery-is-layout-flex">
${principals.map((p, i) => `<figure class="wp-block-image size-medium"><img decoding="async" width="200" height="90" data-id="${612 + i}" src="https://saovietlab.com.vn/wp-content/uploads/2023/05/logo-${p.logo}.png" alt="${p.name}" class="wp-image-${612 + i}"/></figure>`).join('\n')}
</figure>
<h2 class="wp-block-heading" id="hang-san-xuat">Hãng sản xuất chúng tôi đại diện</h2>
<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Hãng</th><th>Quốc gia</th><th>Dòng sản phẩm</th><th>Website</th></tr></thead><tbody>
${principals.map((p) => `<tr><td><strong>${p.name}</strong></td><td>${p.country}</td><td>${p.products}</td><td><a href="${p.url}" target="_blank" rel="noreferrer noopener">${p.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a></td></tr>`).join('\n')}
</tbody></table><figcaption class="wp-element-caption">Giấy ủy quyền phân phối (Letter of Authorization) được cung cấp kèm hồ sơ thầu theo yêu cầu.</figcaption></figure>
<h2 class="wp-block-heading" id="dai-ly">Đại lý khu vực</h2>
<p>Khách hàng tại miền Trung và đồng bằng sông Cửu Long có thể mua hàng và nhận hỗ trợ kỹ thuật qua các đại lý ủy quyền của Sao Việt Lab:</p>
<ul class="wp-block-list">
<li><a href="https://thietbikhoahocdanang.vn/" target="_blank" rel="noreferrer noopener">Công ty TNHH Thiết bị Khoa học Đà Nẵng</a> – Đà Nẵng, Quảng Nam, Huế</li>
<li><a href="https://www.labmientay.com.vn/" target="_blank" rel="noreferrer noopener">Lab Miền Tây</a> – Cần Thơ và các tỉnh ĐBSCL</li>
<li>Cửa hàng Thiết bị Y tế Quy Nhơn – Bình Định (ĐT: 0256 3821 447)</li>
</ul>`,
)}
${footer}`,
    },
    '/khach-hang/': {
      headers,
      html: `${head('Khách hàng – Sao Việt Lab', 'Một số khách hàng tiêu biểu của Sao Việt Lab.', '/khach-hang/')}
<body class="page-template-default page page-id-43 wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
${header}
${article(
  43,
  'Khách hàng tiêu biểu',
  `<p>Sao Việt Lab tự hào đã cung cấp và lắp đặt thiết bị cho các trường đại học, viện nghiên cứu và bệnh viện trên toàn quốc.</p>
<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">
<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Trường đại học</h3><ul class="wp-block-list"><li><a href="https://hust.edu.vn/" target="_blank" rel="noreferrer noopener">Đại học Bách khoa Hà Nội</a> – phòng thí nghiệm Công nghệ Sinh học</li><li><a href="https://hcmus.edu.vn/" target="_blank" rel="noreferrer noopener">Trường Đại học Khoa học Tự nhiên, ĐHQG-HCM</a></li></ul></div>
<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Bệnh viện &amp; viện nghiên cứu</h3><ul class="wp-block-list"><li><a href="https://choray.vn/" target="_blank" rel="noreferrer noopener">Bệnh viện Chợ Rẫy</a> – khoa Vi sinh</li><li><a href="https://www.pasteurhcm.org.vn/" target="_blank" rel="noreferrer noopener">Viện Pasteur TP.HCM</a></li></ul></div>
</div>
<h2 class="wp-block-heading">Dự án nổi bật</h2>
<p>Trang bị trọn gói phòng thí nghiệm vi sinh đạt chuẩn ISO 15189 cho khoa Vi sinh – Bệnh viện Chợ Rẫy (2023).</p>`,
)}
${footer}`,
    },
    '/gioi-thieu/': {
      headers,
      html: `${head('Giới thiệu – Sao Việt Lab', 'Về Công ty TNHH Thiết bị Khoa học Sao Việt.', '/gioi-thieu/')}
<body class="page-template-default page page-id-12 wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
${header}
${article(
  12,
  'Giới thiệu',
  `<p>Thành lập năm 2011 tại TP. Hồ Chí Minh, Sao Việt Lab hiện có văn phòng tại TP.HCM và Hà Nội với 54 nhân viên.</p>
<h2 class="wp-block-heading">Chứng nhận &amp; hiệp hội</h2>
<ul class="wp-block-list"><li>Hệ thống quản lý chất lượng ISO 9001:2015, chứng nhận bởi <a href="https://quacert.gov.vn/" target="_blank" rel="noreferrer noopener">QUACERT</a></li><li>Hội viên <a href="https://vcci.com.vn/" target="_blank" rel="noreferrer noopener">Liên đoàn Thương mại và Công nghiệp Việt Nam (VCCI)</a></li></ul>
<h2 class="wp-block-heading">Báo chí</h2>
<p>Bài viết về mô hình hiệu chuẩn tại chỗ của chúng tôi trên <a href="https://vnexpress.net/doanh-nghiep-thiet-bi-phong-thi-nghiem-noi-dia-4702213.html" target="_blank" rel="noreferrer noopener">VnExpress</a>.</p>`,
)}
${footer}`,
    },
    '/lien-he/': {
      headers,
      html: `${head('Liên hệ – Sao Việt Lab', 'Liên hệ báo giá và hỗ trợ kỹ thuật.', '/lien-he/')}
<body class="page-template-default page page-id-14 wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
${header}
${article(
  14,
  'Liên hệ',
  `<p>Hotline: 028 3812 3456 · Email: <a href="mailto:sales@saovietlab.com.vn">sales@saovietlab.com.vn</a></p>
<div class="wpcf7 no-js" id="wpcf7-f52-p14-o1" lang="vi" dir="ltr">
<form action="/lien-he/#wpcf7-f52-p14-o1" method="post" class="wpcf7-form init" aria-label="Form liên hệ" novalidate="novalidate" data-status="init">
<p><label>Họ tên<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p>
<p><label>Email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" value="" type="email" name="your-email" /></span></label></p>
<p><label>Nội dung<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Gửi yêu cầu" /></p>
</form>
</div>`,
)}
${footer}`,
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wordpress-block-editor',
    'generatepress',
    'contact-form-7',
    'google-analytics',
    'google-tag-manager',
    'nginx',
    'open-graph',
    'rss',
  ],
  partners: {
    'memmert.com': 'technology',
    'ohaus.com': 'technology',
    'hettichlab.com': 'technology',
    'labconco.com': 'technology',
    'biosan.lv': 'technology',
    'witeg.de': 'technology',
    'thietbikhoahocdanang.vn': 'channel',
    'labmientay.com.vn': 'channel',
  },
};
