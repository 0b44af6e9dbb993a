import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'nginx/1.24.0',
  'content-type': 'text/html;charset=utf-8',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000',
};

const head = (title: string, description: string, path: string): string => `<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://saomaischool.edu.vn${path}">
<meta property="og:image" content="https://saomaischool.edu.vn/images/og-saomai.jpg">
<meta property="og:locale" content="vi_VN">
<link rel="icon" type="image/x-icon" href="/favicon.ico">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Be+Vietnam+Pro:wght@400;500;600;700&display=swap&subset=vietnamese">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.B7x2kQ9m.js">
<link rel="stylesheet" href="/_nuxt/entry.Dp4s1aZc.css">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5SMK8P2');</script>
<script type="module" src="/_nuxt/entry.B7x2kQ9m.js" crossorigin></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"School","name":"Hệ thống Trường Liên cấp Sao Mai","url":"https://saomaischool.edu.vn","telephone":"+84 28 3512 6688","address":{"@type":"PostalAddress","streetAddress":"88 Nguyễn Văn Hưởng, Thảo Điền","addressLocality":"TP. Thủ Đức","addressRegion":"TP. Hồ Chí Minh","addressCountry":"VN"}}</script>
</head>`;

const header = `<header data-v-5a1c2e3f class="site-header">
<div data-v-5a1c2e3f class="topbar"><span data-v-5a1c2e3f>Hotline tuyển sinh: 1900 6688</span><a data-v-5a1c2e3f href="/en">English</a></div>
<div data-v-5a1c2e3f class="container nav-wrap">
<a data-v-5a1c2e3f href="/" class="router-link-active router-link-exact-active logo"><img data-v-5a1c2e3f src="/images/logo-saomai.svg" alt="Trường Liên cấp Sao Mai" width="190" height="56"></a>
<nav data-v-5a1c2e3f class="main-nav"><ul data-v-5a1c2e3f>
<li data-v-5a1c2e3f><a data-v-5a1c2e3f href="/gioi-thieu">Giới thiệu</a></li>
<li data-v-5a1c2e3f><a data-v-5a1c2e3f href="/chuong-trinh-hoc">Chương trình học</a></li>
<li data-v-5a1c2e3f><a data-v-5a1c2e3f href="/he-thong-co-so">Hệ thống cơ sở</a></li>
<li data-v-5a1c2e3f><a data-v-5a1c2e3f href="/tuyen-sinh">Tuyển sinh</a></li>
<li data-v-5a1c2e3f><a data-v-5a1c2e3f href="/tin-tuc">Tin tức</a></li>
</ul></nav>
<a data-v-5a1c2e3f href="/tuyen-sinh#dang-ky" class="btn btn-primary">Đăng ký tham quan</a>
</div>
</header>`;

const footer = `<footer data-v-8d2b4c6e class="site-footer">
<div data-v-8d2b4c6e class="container footer-grid">
<div data-v-8d2b4c6e><h4 data-v-8d2b4c6e>Hệ thống Trường Liên cấp Sao Mai</h4><p data-v-8d2b4c6e>88 Nguyễn Văn Hưởng, Thảo Điền, TP. Thủ Đức, TP. Hồ Chí Minh<br>Điện thoại: (028) 3512 6688<br>Email: tuyensinh@saomaischool.edu.vn</p></div>
<div data-v-8d2b4c6e><h4 data-v-8d2b4c6e>Liên kết</h4><ul data-v-8d2b4c6e>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="/gioi-thieu">Về Sao Mai</a></li>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="/doi-tac">Đối tác</a></li>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="/tuyen-dung">Tuyển dụng</a></li>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="https://lms.saomaischool.edu.vn">Cổng học tập trực tuyến</a></li>
</ul></div>
<div data-v-8d2b4c6e><h4 data-v-8d2b4c6e>Kết nối</h4><ul data-v-8d2b4c6e class="social">
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="https://www.facebook.com/truongsaomai">Facebook</a></li>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="https://zalo.me/4123456789012345678">Zalo OA</a></li>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="https://www.youtube.com/@truongsaomai">YouTube</a></li>
<li data-v-8d2b4c6e><a data-v-8d2b4c6e href="https://www.tiktok.com/@truongsaomai">TikTok</a></li>
</ul></div>
</div>
<p data-v-8d2b4c6e class="copyright">© 2026 Công ty CP Giáo dục Sao Mai. Giấy phép hoạt động số 2145/QĐ-SGDĐT do Sở Giáo dục và Đào tạo TP.HCM cấp.</p>
</footer>`;

const doc = (title: string, description: string, path: string, main: string, state: unknown): string => `<!DOCTYPE html>
<html lang="vi" data-capo="">
${head(title, description, path)}
<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5SMK8P2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__nuxt"><div data-v-3e8f1a2b class="layout-default">${header}<main data-v-3e8f1a2b>${main}</main>${footer}</div></div>
<div id="teleports"></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${JSON.stringify([{ data: 1, state: 2 }, { page: path }, state])}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.saomaischool.edu.vn/v1",siteUrl:"https://saomaischool.edu.vn"},app:{baseURL:"/",buildId:"b41c7e2a-9f3d-4e61-a8b2-7c0d5e1f2a93",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

const home = doc(
  'Trường Liên cấp Sao Mai | Mầm non – Tiểu học – THCS – THPT',
  'Hệ thống Trường Liên cấp Sao Mai với 5 cơ sở tại TP.HCM và Bình Dương, chương trình song ngữ chuẩn quốc tế.',
  '/',
  `<section data-v-71c0 class="hero"><div data-v-71c0 class="container"><h1 data-v-71c0>Nơi mỗi học sinh tỏa sáng theo cách riêng</h1><p data-v-71c0>Hơn 6.500 học sinh từ mầm non đến lớp 12 tại 5 cơ sở, học chương trình Bộ GD&amp;ĐT kết hợp tiếng Anh học thuật quốc tế.</p><a data-v-71c0 href="/tuyen-sinh" class="btn btn-primary">Tuyển sinh 2026–2027</a></div></section>
<section data-v-71c0 class="stats container"><ul data-v-71c0><li data-v-71c0><strong>5</strong> cơ sở</li><li data-v-71c0><strong>98%</strong> học sinh đỗ đại học nguyện vọng 1</li><li data-v-71c0><strong>420</strong> giáo viên</li></ul></section>
<section data-v-71c0 class="alumni container"><h2 data-v-71c0>Học sinh Sao Mai đã trúng tuyển</h2><div data-v-71c0 class="logo-carousel">
<a data-v-71c0 href="https://www.unimelb.edu.au/"><img data-v-71c0 src="/images/uni/melbourne.png" alt="University of Melbourne"></a>
<a data-v-71c0 href="https://hcmut.edu.vn/"><img data-v-71c0 src="/images/uni/bach-khoa.png" alt="Đại học Bách khoa TP.HCM"></a>
<a data-v-71c0 href="https://www.nus.edu.sg/"><img data-v-71c0 src="/images/uni/nus.png" alt="National University of Singapore"></a>
</div></section>
<section data-v-71c0 class="testimonials container"><h2 data-v-71c0>Phụ huynh nói gì về Sao Mai</h2><blockquote data-v-71c0>"Con tôi tự tin hơn hẳn sau một năm học ở Sao Mai." – Chị Ngọc Anh, phụ huynh lớp 4</blockquote></section>
<section data-v-71c0 class="accreditation container"><h2 data-v-71c0>Kiểm định và công nhận</h2><p data-v-71c0>Trường đạt chuẩn kiểm định chất lượng giáo dục cấp độ 3 của <a data-v-71c0 href="https://moet.gov.vn/">Bộ Giáo dục và Đào tạo</a> và là thành viên của <a data-v-71c0 href="https://www.eaie-asia.org/">Hiệp hội Giáo dục Quốc tế châu Á</a>.</p></section>`,
  { hero: 'home' },
);

const doiTac = doc(
  'Đối tác | Trường Liên cấp Sao Mai',
  'Các đối tác giáo dục quốc tế, đối tác công nghệ và đơn vị tư vấn tuyển sinh được ủy quyền của Trường Liên cấp Sao Mai.',
  '/doi-tac',
  `<section data-v-9b4e class="page-hero"><div data-v-9b4e class="container"><nav data-v-9b4e class="breadcrumb"><a data-v-9b4e href="/">Trang chủ</a> / <span data-v-9b4e>Đối tác</span></nav><h1 data-v-9b4e>Đối tác của Sao Mai</h1><p data-v-9b4e>Sao Mai hợp tác với các tổ chức giáo dục, công nghệ và tư vấn uy tín để mang đến cho học sinh môi trường học tập tốt nhất.</p></div></section>
<section data-v-9b4e class="container partner-tabs">
<div data-v-9b4e class="tabs" role="tablist"><button data-v-9b4e role="tab" aria-selected="true" aria-controls="tab-giao-duc">Đối tác giáo dục</button><button data-v-9b4e role="tab" aria-selected="false" aria-controls="tab-cong-nghe">Đối tác công nghệ</button><button data-v-9b4e role="tab" aria-selected="false" aria-controls="tab-tuyen-sinh">Đối tác tuyển sinh</button></div>
<div data-v-9b4e id="tab-giao-duc" role="tabpanel" class="tab-panel"><h2 data-v-9b4e>Đối tác giáo dục quốc tế</h2>
<div data-v-9b4e class="grid grid-3">
<article data-v-9b4e class="partner-card"><img data-v-9b4e src="/images/partners/oxbridge-english.png" alt="Oxbridge English Assessment"><h3 data-v-9b4e>Oxbridge English Assessment</h3><p data-v-9b4e>Khung chương trình và kỳ thi tiếng Anh học thuật cho học sinh tiểu học và THCS.</p><a data-v-9b4e href="https://www.oxbridge-assessment.org.uk/" target="_blank" rel="noopener">Xem website</a></article>
<article data-v-9b4e class="partner-card"><img data-v-9b4e src="/images/partners/stem-academy-sg.png" alt="STEM Academy Singapore"><h3 data-v-9b4e>STEM Academy Singapore</h3><p data-v-9b4e>Đồng tổ chức câu lạc bộ Robotics và trại hè STEM hằng năm.</p><a data-v-9b4e href="https://stemacademy.sg/" target="_blank" rel="noopener">Xem website</a></article>
<article data-v-9b4e class="partner-card"><img data-v-9b4e src="/images/partners/kyoto-gakuen.png" alt="Kyoto Gakuen High School"><h3 data-v-9b4e>Trường Kyoto Gakuen (Nhật Bản)</h3><p data-v-9b4e>Trường kết nghĩa, chương trình trao đổi học sinh hai tuần mỗi năm.</p></article>
</div></div>
<div data-v-9b4e id="tab-cong-nghe" role="tabpanel" class="tab-panel" hidden><h2 data-v-9b4e>Đối tác công nghệ</h2>
<p data-v-9b4e>Nền tảng học tập trực tuyến và ứng dụng kết nối phụ huynh của Sao Mai được xây dựng và tích hợp cùng các đối tác công nghệ:</p>
<ul data-v-9b4e class="logo-list">
<li data-v-9b4e><a data-v-9b4e href="https://eduviet.tech/" target="_blank"><img data-v-9b4e src="/images/partners/eduviet.png" alt="EduViet Tech – hệ thống quản lý trường học"></a></li>
<li data-v-9b4e><a data-v-9b4e href="https://www.lophoc360.vn/" target="_blank"><img data-v-9b4e src="/images/partners/lophoc360.png" alt="LopHoc360 – nền tảng LMS"></a></li>
</ul></div>
<div data-v-9b4e id="tab-tuyen-sinh" role="tabpanel" class="tab-panel" hidden><h2 data-v-9b4e>Đơn vị tư vấn tuyển sinh được ủy quyền</h2>
<p data-v-9b4e>Phụ huynh tại các tỉnh có thể nhận tư vấn và nộp hồ sơ qua các đơn vị tư vấn tuyển sinh chính thức của Sao Mai:</p>
<table data-v-9b4e class="table"><thead data-v-9b4e><tr data-v-9b4e><th data-v-9b4e>Đơn vị</th><th data-v-9b4e>Khu vực</th><th data-v-9b4e>Website</th></tr></thead><tbody data-v-9b4e>
<tr data-v-9b4e><td data-v-9b4e>Công ty Tư vấn Giáo dục Ánh Dương</td><td data-v-9b4e>Đồng Nai, Bà Rịa – Vũng Tàu</td><td data-v-9b4e><a data-v-9b4e href="https://anhduongedu.vn/">anhduongedu.vn</a></td></tr>
<tr data-v-9b4e><td data-v-9b4e>EduPath Việt Nam</td><td data-v-9b4e>Cần Thơ và Đồng bằng sông Cửu Long</td><td data-v-9b4e><a data-v-9b4e href="https://www.edupath.com.vn/">edupath.com.vn</a></td></tr>
</tbody></table></div>
</section>
<section data-v-9b4e class="container cta"><h2 data-v-9b4e>Trở thành đối tác</h2><p data-v-9b4e>Liên hệ phòng Hợp tác phát triển: <a data-v-9b4e href="mailto:hoptac@saomaischool.edu.vn">hoptac@saomaischool.edu.vn</a></p></section>`,
  { tabs: ['giao-duc', 'cong-nghe', 'tuyen-sinh'] },
);

const gioiThieu = doc(
  'Giới thiệu | Trường Liên cấp Sao Mai',
  'Lịch sử, sứ mệnh và đội ngũ lãnh đạo của Hệ thống Trường Liên cấp Sao Mai.',
  '/gioi-thieu',
  `<section data-v-2c7d class="container"><h1 data-v-2c7d>Giới thiệu Sao Mai</h1>
<p data-v-2c7d>Trường Liên cấp Sao Mai được thành lập năm 2008 tại Thảo Điền. Sau 18 năm, hệ thống đã có 5 cơ sở tại TP. Thủ Đức, Quận 7, Gò Vấp và Thủ Dầu Một (Bình Dương).</p>
<h2 data-v-2c7d>Sứ mệnh</h2><p data-v-2c7d>Nuôi dưỡng những công dân toàn cầu mang bản sắc Việt.</p>
<h2 data-v-2c7d>Ban giám hiệu</h2><ul data-v-2c7d><li data-v-2c7d>TS. Nguyễn Thị Thu Hà – Tổng hiệu trưởng</li><li data-v-2c7d>ThS. Trần Minh Khoa – Hiệu trưởng khối THPT</li></ul>
<p data-v-2c7d>Sao Mai được đầu tư bởi <a data-v-2c7d href="https://www.mekongeducationfund.com/">Mekong Education Fund</a> từ năm 2021.</p></section>`,
  {},
);

const tuyenDung = doc(
  'Tuyển dụng | Trường Liên cấp Sao Mai',
  'Cơ hội nghề nghiệp cho giáo viên và nhân viên tại Sao Mai.',
  '/tuyen-dung',
  `<section data-v-6f1a class="container"><h1 data-v-6f1a>Tuyển dụng</h1><p data-v-6f1a>Xem các vị trí đang tuyển trên <a data-v-6f1a href="https://www.topcv.vn/cong-ty/truong-lien-cap-sao-mai/128811.html">TopCV</a> hoặc gửi hồ sơ về hr@saomaischool.edu.vn.</p></section>`,
  {},
);

export const site: CorpusSite = {
  domain: 'saomaischool.edu.vn',
  covers:
    'Vietnamese Nuxt 3 school network (data-v scoped attributes, __NUXT_DATA__); partner page /doi-tac linked only from the footer, as tabs: international education partners as cards (generic, one without a link), technology partners as a logo list (technology), authorised admissions consultants in a table (channel); negatives: universities alumni were admitted to, MOET accreditation, association membership, investor, parent testimonial, TopCV job board, Zalo/TikTok/Facebook, LMS subdomain',
  pages: {
    '/': { headers, html: home },
    '/doi-tac': { headers, html: doiTac },
    '/gioi-thieu': { headers, html: gioiThieu },
    '/tuyen-dung': { headers, html: tuyenDung },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /api/\nSitemap: https://saomaischool.edu.vn/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/gioi-thieu', '/doi-tac', '/tuyen-dung'],
  technologies: ['nuxt-js', 'vue-js', 'nginx', 'hsts', 'open-graph', 'google-font-api', 'google-tag-manager'],
  partners: {
    'oxbridge-assessment.org.uk': 'generic',
    'stemacademy.sg': 'generic',
    'eduviet.tech': 'technology',
    'lophoc360.vn': 'technology',
    'anhduongedu.vn': 'channel',
    'edupath.com.vn': 'channel',
  },
};
