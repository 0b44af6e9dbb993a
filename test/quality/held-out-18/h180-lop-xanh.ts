import type { CorpusSite } from '../corpus/types.js';

const BUILD = 'q7XkT2v9LmR4pZ1sN8cWd';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'sin1::sin1::7hq2k-1718771200345-4c1f0b9e2a7d',
  'x-vercel-cache': 'HIT',
  'x-nextjs-cache': 'HIT',
  'cache-control': 'public, max-age=0, must-revalidate',
  'strict-transport-security': 'max-age=63072000',
  age: '8421',
};

const navItems: [string, string][] = [
  ['/tinh-nang', 'Tính năng'],
  ['/bang-gia', 'Bảng giá'],
  ['/tich-hop', 'Tích hợp'],
  ['/khach-hang', 'Khách hàng'],
  ['/blog', 'Blog'],
  ['/ve-chung-toi', 'Về chúng tôi'],
];

const page = (
  path: string,
  route: string,
  title: string,
  description: string,
  body: string,
  props: string,
) => `<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:image" content="https://lopxanh.vn/og/lopxanh-og.jpg"/><meta property="og:locale" content="vi_VN"/><link rel="canonical" href="https://lopxanh.vn${path === '/' ? '' : path}"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="9"/>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5VXH2LQ');</script>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','1029384756102938');fbq('track','PageView');</script>
<link rel="preload" href="/_next/static/media/be-vietnam-pro-latin-vietnamese-600.a1b2c3d4.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/8f3a1c2b9d0e7f65.css" as="style"/><link rel="stylesheet" href="/_next/static/css/8f3a1c2b9d0e7f65.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-9b2e1d0c7a6f5e43.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-5e1f0d2c3b4a6978.js" defer=""></script><script src="/_next/static/chunks/pages/_app-0a9b8c7d6e5f4a3b.js" defer=""></script><script src="/_next/static/chunks/pages${route === '/' ? '/index' : route}-1c2d3e4f5a6b7c8d.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5VXH2LQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><noscript><img height="1" width="1" style="display:none" alt="" src="https://www.facebook.com/tr?id=1029384756102938&amp;ev=PageView&amp;noscript=1"/></noscript><div id="__next"><div class="__className_4f1c2a"><header class="Header_header__x3KpL"><div class="container Header_inner__9qLmT"><a class="Header_logo__Zr2xW" href="/"><img alt="Lớp Xanh" loading="lazy" width="128" height="36" decoding="async" data-nimg="1" src="/images/logo-lopxanh.svg"/></a><nav class="Header_nav__Qm1aB" aria-label="Điều hướng chính"><ul>${navItems.map(([href, label]) => `<li><a class="Header_link__b7Tq0${path === href ? ' Header_active__p2VnE' : ''}" href="${href}">${label}</a></li>`).join('')}</ul></nav><div class="Header_actions__Lw8cN"><a class="Button_ghost__Yk3sd" href="https://app.lopxanh.vn/dang-nhap">Đăng nhập</a><a class="Button_primary__Hx9eQ" href="/lien-he?demo=1">Đăng ký dùng thử</a></div></div></header><main>${body}</main><footer class="Footer_footer__T2kqP"><div class="container Footer_grid__nV4xQ"><div><img alt="Lớp Xanh" loading="lazy" width="110" height="31" decoding="async" data-nimg="1" src="/images/logo-lopxanh-white.svg"/><p>Công ty Cổ phần Công nghệ Giáo dục Lớp Xanh<br/>Tầng 9, Tòa nhà Viettech, 145 Nguyễn Văn Trỗi, Phường 11, Quận Phú Nhuận, TP. Hồ Chí Minh<br/>MST: 0316829471 · Hotline: 1900 2368</p><a href="http://online.gov.vn/Home/WebDetails/104827" target="_blank" rel="noopener noreferrer"><img alt="Đã thông báo Bộ Công Thương" loading="lazy" width="150" height="57" decoding="async" data-nimg="1" src="/images/bct-da-thong-bao.png"/></a></div><div><h4>Sản phẩm</h4><ul><li><a href="/tinh-nang">Tính năng</a></li><li><a href="/bang-gia">Bảng giá</a></li><li><a href="/tich-hop">Tích hợp</a></li><li><a href="https://huongdan.lopxanh.vn">Hướng dẫn sử dụng</a></li></ul></div><div><h4>Công ty</h4><ul><li><a href="/ve-chung-toi">Về chúng tôi</a></li><li><a href="/tuyen-dung">Tuyển dụng</a></li><li><a href="/lien-he">Liên hệ</a></li><li><a href="/chinh-sach-bao-mat">Chính sách bảo mật</a></li></ul></div><div><h4>Tải ứng dụng</h4><a href="https://apps.apple.com/vn/app/lop-xanh/id1609283741"><img alt="Tải trên App Store" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" src="/images/app-store.svg"/></a><a href="https://play.google.com/store/apps/details?id=vn.lopxanh.app"><img alt="Tải trên Google Play" loading="lazy" width="135" height="40" decoding="async" data-nimg="1" src="/images/google-play.svg"/></a><div class="Footer_social__u1Ls9"><a href="https://www.facebook.com/lopxanh.vn" aria-label="Facebook">Facebook</a><a href="https://zalo.me/3918274650192837465" aria-label="Zalo OA">Zalo</a><a href="https://www.youtube.com/@lopxanh" aria-label="YouTube">YouTube</a><a href="https://www.tiktok.com/@lopxanh.vn" aria-label="TikTok">TikTok</a></div></div></div><p class="container Footer_copy__Hw2eP">© 2024 Lớp Xanh. Bảo lưu mọi quyền.</p></footer><div class="CookieBanner_banner__r8Zp1" role="dialog" aria-live="polite"><p>Chúng tôi sử dụng cookie để cải thiện trải nghiệm của bạn. <a href="/chinh-sach-bao-mat#cookie">Tìm hiểu thêm</a></p><button type="button">Đồng ý</button></div></div></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${props}},"page":"${route}","query":{},"buildId":"${BUILD}","isFallback":false,"gsp":true,"locale":"vi","locales":["vi","en"],"defaultLocale":"vi","scriptLoader":[]}</script></body></html>`;

const home = page(
  '/',
  '/',
  'Lớp Xanh | Nền tảng đào tạo trực tuyến cho doanh nghiệp và trường học',
  'Tạo khóa học, tổ chức lớp học trực tuyến, thi và cấp chứng chỉ trên một nền tảng.',
  `<section class="Hero_hero__V3cTq"><div class="container"><h1>Đào tạo trực tuyến, đơn giản như mở một lớp học</h1><p>Lớp Xanh giúp doanh nghiệp và trường học tạo khóa học, tổ chức lớp trực tuyến, kiểm tra và cấp chứng chỉ, tất cả trên một nền tảng tiếng Việt.</p><div class="Hero_actions__k2Qpz"><a class="Button_primary__Hx9eQ" href="/lien-he?demo=1">Đăng ký dùng thử 14 ngày</a><a class="Button_ghost__Yk3sd" href="/tinh-nang">Xem tính năng</a></div></div></section><section class="Logos_logos__m1Nxa"><div class="container"><p>Được tin dùng bởi hơn 1.200 tổ chức</p><ul><li><img alt="Thép Gia Phát" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" src="/images/khach-hang/thep-gia-phat.png"/></li><li><img alt="Trường THPT Nguyễn Trãi" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" src="/images/khach-hang/thpt-nguyen-trai.png"/></li><li><img alt="Chuỗi nhà thuốc An Khang Tâm" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" src="/images/khach-hang/an-khang-tam.png"/></li><li><img alt="Ngân hàng Phương Nam Số" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" src="/images/khach-hang/phuong-nam-so.png"/></li><li><img alt="Đại học Kinh tế Miền Trung" loading="lazy" width="120" height="40" decoding="async" data-nimg="1" src="/images/khach-hang/dh-kinh-te-mien-trung.png"/></li></ul></div></section><section class="Features_features__b4Rtz"><div class="container Features_grid__Jk8sP"><article><h3>Soạn khóa học kéo thả</h3><p>Video, bài đọc, SCORM, bài tập và khảo sát trong cùng một trình soạn thảo.</p></article><article><h3>Lớp học trực tuyến</h3><p>Điểm danh tự động, ghi hình và chấm điểm tham gia khi học qua Zoom hoặc Microsoft Teams.</p></article><article><h3>Thi và chứng chỉ</h3><p>Ngân hàng câu hỏi, chống gian lận, chứng chỉ có mã QR xác thực.</p></article><article><h3>Bán khóa học</h3><p>Thu học phí qua cổng thanh toán nội địa và ví điện tử.</p></article></div></section><section class="Testimonial_wrap__T1aQz"><div class="container"><blockquote><p>“Chúng tôi đào tạo 3.000 nhân viên bán hàng ở 63 tỉnh thành mà không phải tổ chức lớp tập trung nào.”</p><cite>Bà Trần Thị Mai Anh, Giám đốc Nhân sự, Thép Gia Phát</cite></blockquote><a href="/khach-hang">Xem câu chuyện khách hàng</a></div></section><section class="Integrations_teaser__Hn2wP"><div class="container"><h2>Kết nối với công cụ bạn đang dùng</h2><p>Zoom, Microsoft Teams, VNPay, MoMo, phần mềm nhân sự và chữ ký số. <a href="/tich-hop">Xem tất cả tích hợp</a></p></div></section>`,
  `{"hero":{"title":"Đào tạo trực tuyến, đơn giản như mở một lớp học"},"customers":["Thép Gia Phát","Trường THPT Nguyễn Trãi","Chuỗi nhà thuốc An Khang Tâm","Ngân hàng Phương Nam Số","Đại học Kinh tế Miền Trung"]},"__N_SSG":true`,
);

const tinhnang = page(
  '/tinh-nang',
  '/tinh-nang',
  'Tính năng | Lớp Xanh',
  'Các tính năng của nền tảng đào tạo trực tuyến Lớp Xanh.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Tính năng</h1><p>Mọi thứ bạn cần để tổ chức đào tạo trực tuyến chuyên nghiệp.</p></div></section><section class="container Prose_prose__Wn2sA"><h2>Quản lý khóa học</h2><ul><li>Trình soạn bài giảng kéo thả, hỗ trợ video, PDF, SCORM 1.2 và 2004</li><li>Lộ trình học theo vị trí công việc</li><li>Giới hạn thời gian và điều kiện mở khóa bài học</li></ul><h2>Lớp học trực tuyến</h2><ul><li>Lên lịch buổi học, nhắc lịch qua email và Zalo</li><li>Điểm danh tự động từ dữ liệu phòng họp</li></ul><h2>Kiểm tra và đánh giá</h2><ul><li>Ngân hàng câu hỏi, trộn đề, giám sát bằng camera</li><li>Chứng chỉ điện tử có mã QR</li></ul><h2>Báo cáo</h2><p>Báo cáo tiến độ theo phòng ban, xuất Excel, API cho hệ thống nhân sự.</p></section>`,
  `{},"__N_SSG":true`,
);

const banggia = page(
  '/bang-gia',
  '/bang-gia',
  'Bảng giá | Lớp Xanh',
  'Bảng giá Lớp Xanh cho doanh nghiệp và trường học.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Bảng giá</h1><p>Giá chưa bao gồm VAT. Giảm 20% khi thanh toán theo năm.</p></div></section><section class="container Pricing_grid__Lm4Qx"><div class="Pricing_card__Az1Pw"><h2>Cơ bản</h2><p class="Pricing_price__Rt5Vb">1.490.000đ/tháng</p><ul><li>100 học viên</li><li>20 khóa học</li><li>Hỗ trợ qua email</li></ul></div><div class="Pricing_card__Az1Pw Pricing_featured__K8dQe"><h2>Doanh nghiệp</h2><p class="Pricing_price__Rt5Vb">4.990.000đ/tháng</p><ul><li>1.000 học viên</li><li>Không giới hạn khóa học</li><li>Tích hợp và API</li><li>Hỗ trợ qua điện thoại</li></ul></div><div class="Pricing_card__Az1Pw"><h2>Giáo dục</h2><p class="Pricing_price__Rt5Vb">Liên hệ</p><ul><li>Ưu đãi cho trường học và trung tâm</li><li>Tên miền riêng</li></ul></div></section>`,
  `{},"__N_SSG":true`,
);

type I = { name: string; slug: string; website: string; description: string; featured: boolean };
const categories: { key: string; title: string; items: I[] }[] = [
  {
    key: 'hop-truc-tuyen',
    title: 'Họp trực tuyến',
    items: [
      {
        name: 'Zoom',
        slug: 'zoom',
        website: 'https://zoom.us',
        description: 'Tạo phòng học Zoom từ lịch lớp, điểm danh và lưu bản ghi tự động.',
        featured: true,
      },
      {
        name: 'Microsoft Teams',
        slug: 'microsoft-teams',
        website: 'https://www.microsoft.com/vi-vn/microsoft-teams/',
        description: 'Tổ chức buổi học trên Teams và đồng bộ danh sách học viên.',
        featured: true,
      },
    ],
  },
  {
    key: 'thanh-toan',
    title: 'Cổng thanh toán',
    items: [
      {
        name: 'VNPay',
        slug: 'vnpay',
        website: 'https://vnpay.vn',
        description: 'Thu học phí qua thẻ ATM nội địa, thẻ quốc tế và VNPay-QR.',
        featured: true,
      },
      { name: 'MoMo', slug: 'momo', website: 'https://momo.vn', description: 'Thanh toán khóa học bằng ví MoMo.', featured: true },
      {
        name: 'ZaloPay',
        slug: 'zalopay',
        website: 'https://zalopay.vn',
        description: 'Thanh toán qua ví ZaloPay và mã QR.',
        featured: false,
      },
    ],
  },
  {
    key: 'nhan-su',
    title: 'Nhân sự',
    items: [
      {
        name: 'Nhansu360',
        slug: 'nhansu360',
        website: 'https://nhansu360.vn',
        description: 'Đồng bộ nhân viên, phòng ban và kết quả đào tạo vào hồ sơ nhân sự.',
        featured: true,
      },
      {
        name: 'HRnest',
        slug: 'hrnest',
        website: 'https://hrnest.vn/tich-hop/lop-xanh',
        description: 'Tự động ghi danh nhân viên mới vào lộ trình hội nhập.',
        featured: false,
      },
    ],
  },
  {
    key: 'chu-ky-so',
    title: 'Chữ ký số',
    items: [
      {
        name: 'Kyso Việt',
        slug: 'kyso-viet',
        website: 'https://kysoviet.com.vn',
        description: 'Ký số chứng chỉ và biên bản hoàn thành khóa học.',
        featured: true,
      },
    ],
  },
  {
    key: 'luu-tru-crm-sso',
    title: 'Lưu trữ, CRM và đăng nhập',
    items: [
      {
        name: 'Dropbox',
        slug: 'dropbox',
        website: 'https://www.dropbox.com',
        description: 'Nhập tài liệu và video bài giảng từ Dropbox.',
        featured: true,
      },
      {
        name: 'Bazaa CRM',
        slug: 'bazaa-crm',
        website: 'https://bazaacrm.vn',
        description: 'Ghi danh khách hàng mua khóa học từ CRM.',
        featured: true,
      },
      {
        name: 'Okta',
        slug: 'okta',
        website: 'https://www.okta.com',
        description: 'Đăng nhập một lần (SSO) qua SAML 2.0.',
        featured: false,
      },
    ],
  },
];

const integrationBody = `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Tích hợp</h1><p>Lớp Xanh kết nối với các nền tảng họp trực tuyến, thanh toán, nhân sự và chữ ký số hàng đầu. Các đối tác tích hợp được kiểm thử với mỗi bản phát hành.</p></div></section><section class="container Integrations_page__Pq7Lx"><nav class="Integrations_tabs__Vb2Nn" aria-label="Danh mục">${categories.map((c) => `<a href="#${c.key}">${c.title}</a>`).join('')}</nav>${categories
  .map((c) => {
    const shown = c.items.filter((i) => i.featured);
    const hidden = c.items.length - shown.length;
    return `<div id="${c.key}" class="Integrations_category__Cz4Hd"><h2>${c.title}</h2><div class="Integrations_grid__Xy1Rm">${shown
      .map(
        (i) =>
          `<div class="IntegrationCard_card__Tk5Fq"><img alt="${i.name}" loading="lazy" width="56" height="56" decoding="async" data-nimg="1" src="/images/tich-hop/${i.slug}.png"/><h3>${i.name}</h3><p>${i.description}</p><a class="IntegrationCard_link__Mq8Wz" href="${i.website}" target="_blank" rel="noopener noreferrer">Truy cập website →</a></div>`,
      )
      .join('')}</div>${hidden ? `<button type="button" class="Integrations_more__Gh3Lp">Xem thêm ${hidden} tích hợp</button>` : ''}</div>`;
  })
  .join(
    '',
  )}<div class="Integrations_cta__Dn6Ws"><h2>Bạn muốn tích hợp với Lớp Xanh?</h2><p>Xem <a href="https://huongdan.lopxanh.vn/api">tài liệu API</a> hoặc gửi email tới doitac@lopxanh.vn.</p></div></section>`;

const integrationProps = `{"categories":${JSON.stringify(categories)}},"__N_SSG":true`;

const tichhop = page(
  '/tich-hop',
  '/tich-hop',
  'Tích hợp | Lớp Xanh',
  'Các tích hợp của Lớp Xanh: Zoom, Microsoft Teams, VNPay, MoMo, phần mềm nhân sự và chữ ký số.',
  integrationBody,
  integrationProps,
);

const khachhang = page(
  '/khach-hang',
  '/khach-hang',
  'Khách hàng | Lớp Xanh',
  'Câu chuyện khách hàng của Lớp Xanh.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Câu chuyện khách hàng</h1></div></section><section class="container Cases_grid__Fr3Tw"><article class="Cases_card__Hn7Ks"><h2>Thép Gia Phát đào tạo 3.000 nhân viên bán hàng</h2><p>Lộ trình hội nhập 30 ngày cho nhân viên mới ở 63 tỉnh thành, tỷ lệ hoàn thành 94%.</p><a href="https://thepgiaphat.com.vn" target="_blank" rel="noopener noreferrer">thepgiaphat.com.vn</a></article><article class="Cases_card__Hn7Ks"><h2>Trường THPT Nguyễn Trãi chuyển sang học kết hợp</h2><p>1.800 học sinh học và thi trực tuyến trong học kỳ II.</p></article><article class="Cases_card__Hn7Ks"><h2>An Khang Tâm chuẩn hóa đào tạo dược sĩ</h2><p>Đào tạo cập nhật kiến thức chuyên môn cho 450 nhà thuốc, có chứng chỉ ký số.</p><a href="/blog/an-khang-tam-dao-tao-duoc-si">Đọc bài viết</a></article></section>`,
  `{},"__N_SSG":true`,
);

const vechungtoi = page(
  '/ve-chung-toi',
  '/ve-chung-toi',
  'Về chúng tôi | Lớp Xanh',
  'Câu chuyện và đội ngũ Lớp Xanh.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Về chúng tôi</h1></div></section><section class="container Prose_prose__Wn2sA"><p>Lớp Xanh được thành lập năm 2020 tại TP. Hồ Chí Minh bởi những người từng làm đào tạo nội bộ cho các tập đoàn bán lẻ. Chúng tôi tin rằng mọi người lao động Việt Nam đều xứng đáng được học tập thuận tiện, kể cả trên điện thoại.</p><h2>Đối tác nội dung</h2><p>Thư viện khóa học kỹ năng mềm có sẵn trên Lớp Xanh được biên soạn cùng đối tác nội dung <a href="https://senvangacademy.edu.vn" target="_blank" rel="noopener noreferrer">Học viện Kỹ năng Sen Vàng</a>.</p><h2>Giải thưởng và báo chí</h2><ul><li>Danh hiệu Sao Khuê 2024, lĩnh vực Công nghệ giáo dục (<a href="https://www.vinasa.org.vn/" target="_blank" rel="noopener noreferrer">VINASA</a>)</li><li><a href="https://vnexpress.net/khoi-nghiep/lop-xanh-va-bai-toan-dao-tao-nhan-vien-ban-hang-4722109.html" target="_blank" rel="noopener noreferrer">VnExpress: Lớp Xanh và bài toán đào tạo nhân viên bán hàng</a></li></ul><h2>Nhà đầu tư</h2><p>Vòng hạt giống năm 2022 do quỹ Mekong Seed Partners dẫn dắt.</p></section>`,
  `{},"__N_SSG":true`,
);

const tuyendung = page(
  '/tuyen-dung',
  '/tuyen-dung',
  'Tuyển dụng | Lớp Xanh',
  'Gia nhập đội ngũ Lớp Xanh.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Tuyển dụng</h1><p>Làm việc tại Phú Nhuận hoặc từ xa, lương tháng 13, bảo hiểm sức khỏe cao cấp.</p></div></section><section class="container Jobs_list__Rt8Qw"><ul><li><strong>Senior Frontend Engineer (Next.js)</strong> · <a href="https://itviec.com/it-jobs/senior-frontend-engineer-nextjs-lop-xanh-0924" target="_blank" rel="noopener noreferrer">Ứng tuyển trên ITviec</a></li><li><strong>Chuyên viên Chăm sóc Khách hàng</strong> · <a href="https://www.topcv.vn/viec-lam/chuyen-vien-cham-soc-khach-hang/1402837.html" target="_blank" rel="noopener noreferrer">Ứng tuyển trên TopCV</a></li><li><strong>Chuyên viên Phát triển Đối tác</strong> · gửi CV tới tuyendung@lopxanh.vn</li></ul></section>`,
  `{},"__N_SSG":true`,
);

const lienhe = page(
  '/lien-he',
  '/lien-he',
  'Liên hệ | Lớp Xanh',
  'Liên hệ đội ngũ Lớp Xanh.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Liên hệ</h1></div></section><section class="container Contact_grid__Pz4Kc"><div><p><strong>Hotline:</strong> 1900 2368</p><p><strong>Email:</strong> hotro@lopxanh.vn</p><p><strong>Văn phòng Hà Nội:</strong> Tầng 6, 86 Duy Tân, Cầu Giấy, Hà Nội</p><p><strong>Văn phòng TP.HCM:</strong> Tầng 9, 145 Nguyễn Văn Trỗi, Phú Nhuận</p></div><form class="Contact_form__Wm2Xv" method="post" action="/api/lien-he"><label>Họ và tên<input name="name" required=""/></label><label>Email công việc<input type="email" name="email" required=""/></label><label>Số điện thoại<input name="phone"/></label><label>Tổ chức của bạn<select name="orgType"><option value="doanh-nghiep">Doanh nghiệp</option><option value="truong-hoc">Trường học</option><option value="trung-tam">Trung tâm đào tạo</option></select></label><label>Nội dung<textarea name="message" rows="4"></textarea></label><button type="submit" class="Button_primary__Hx9eQ">Gửi yêu cầu</button></form></section>`,
  `{},"__N_SSG":true`,
);

const blog = page(
  '/blog',
  '/blog',
  'Blog | Lớp Xanh',
  'Kiến thức về đào tạo trực tuyến và L&D.',
  `<section class="PageHero_hero__c3Zq1"><div class="container"><h1>Blog</h1></div></section><section class="container Blog_grid__Lq9Vt"><article><h2><a href="/blog/an-khang-tam-dao-tao-duoc-si">An Khang Tâm chuẩn hóa đào tạo dược sĩ với Lớp Xanh</a></h2><time dateTime="2024-05-20">20/05/2024</time></article><article><h2><a href="/blog/5-cach-tang-ty-le-hoan-thanh-khoa-hoc">5 cách tăng tỷ lệ hoàn thành khóa học</a></h2><time dateTime="2024-04-08">08/04/2024</time></article><article><h2><a href="/blog/ra-mat-tich-hop-zalopay">Ra mắt tích hợp ZaloPay</a></h2><time dateTime="2024-03-01">01/03/2024</time></article></section>`,
  `{"posts":[{"slug":"an-khang-tam-dao-tao-duoc-si"},{"slug":"5-cach-tang-ty-le-hoan-thanh-khoa-hoc"},{"slug":"ra-mat-tich-hop-zalopay"}]},"__N_SSG":true`,
);

export const site: CorpusSite = {
  domain: 'lopxanh.vn',
  covers:
    'Next.js (pages router, SSG) on Vercel, Vietnamese e-learning platform: integrations page in categories with "Truy cập website" links, three integrations present only in the __NEXT_DATA__ JSON behind a "Xem thêm" button, a content partner in an about-page paragraph; negatives: customer logos and case study link, testimonial, Bộ Công Thương badge, VINASA award, VnExpress press, app stores, Zalo/social, ITviec/TopCV, own help/app subdomains',
  pages: {
    '/': { headers, html: home },
    '/tinh-nang': { headers, html: tinhnang },
    '/bang-gia': { headers, html: banggia },
    '/tich-hop': { headers, html: tichhop },
    '/khach-hang': { headers, html: khachhang },
    '/ve-chung-toi': { headers, html: vechungtoi },
    '/tuyen-dung': { headers, html: tuyendung },
    '/lien-he': { headers, html: lienhe },
    '/blog': { headers, html: blog },
  },
  technologies: [
    'next-js',
    'next-js-page-router-ssg',
    'react',
    'webpack',
    'vercel',
    'google-tag-manager',
    'facebook-pixel',
    'open-graph',
    'hsts',
  ],
  partners: {
    'zoom.us': 'technology',
    'microsoft.com': 'technology',
    'vnpay.vn': 'technology',
    'momo.vn': 'technology',
    'zalopay.vn': 'technology',
    'nhansu360.vn': 'technology',
    'hrnest.vn': 'technology',
    'kysoviet.com.vn': 'technology',
    'dropbox.com': 'technology',
    'bazaacrm.vn': 'technology',
    'okta.com': 'technology',
    'senvangacademy.edu.vn': 'generic',
  },
};
