import type { CorpusSite } from '../corpus/types.js';

/*
 * Saengdao Digital (แสงดาว ดิจิทัล): Bangkok performance and social marketing agency. Static Hugo site on Netlify
 * (Netlify Forms), GTM, Meta Pixel, Google Fonts (Prompt / Noto Sans Thai), Google Maps embed. Thai, with an English home.
 * Partners: a "certifications" page that separates agency-level platform partnerships (Google Partner Premier,
 * Meta Business Partner, TikTok Marketing Partner, LINE Biz-Solutions Partner, HubSpot Solutions Partner) from
 * individual staff certifications; the same partner badges on the home pages; industry association on the about page.
 * Facebook is both a partner (Meta Business Partner directory profile) and a social link. Negatives: client logos and
 * case-study client link, individual certifications (Skillshop, HubSpot Academy), depa registration, LINE OA, job boards,
 * gstatic badge host.
 */

const D = 'https://saengdao.co.th';

const CRITICAL = `<style>:root{--ink:#1b1530;--ink-2:#4a4360;--paper:#fffdf8;--sun:#ffb400;--sun-2:#ff7a00;--night:#1e1b4b;--line:#ece6da;--radius:14px;--container:1200px;--font-th:"Noto Sans Thai","Prompt",system-ui,sans-serif;--font-head:"Prompt","Noto Sans Thai",system-ui,sans-serif}*,*::before,*::after{box-sizing:border-box}html{scroll-behavior:smooth}body{margin:0;font-family:var(--font-th);font-size:17px;line-height:1.7;color:var(--ink);background:var(--paper)}img{max-width:100%;height:auto;display:block}a{color:var(--night)}h1,h2,h3,h4{font-family:var(--font-head);line-height:1.25;margin:0 0 .6em}.container{max-width:var(--container);margin:0 auto;padding:0 24px}.header{position:sticky;top:0;z-index:30;background:rgba(255,253,248,.96);backdrop-filter:saturate(180%) blur(8px);border-bottom:1px solid var(--line)}.header__inner{display:flex;align-items:center;gap:28px;min-height:72px}.header__nav ul{display:flex;gap:22px;list-style:none;margin:0;padding:0}.header__nav a{text-decoration:none;color:var(--ink-2);font-weight:500}.header__nav a.active,.header__nav a:hover{color:var(--ink)}.header__lang{margin-left:auto;font-size:14px}.header__lang a{text-decoration:none;color:var(--ink-2)}.header__lang a.active{color:var(--ink);font-weight:700}.btn{display:inline-block;padding:12px 22px;border-radius:999px;font-weight:600;text-decoration:none;border:0;cursor:pointer}.btn--primary{background:linear-gradient(90deg,var(--sun),var(--sun-2));color:#1b1530}.hero{background:radial-gradient(1200px 400px at 70% 0,#3b2f8f 0,var(--night) 60%);color:#fff;padding:110px 0 90px}.hero__title{font-size:clamp(2rem,4vw,3.4rem);max-width:18ch}.hero__lead{max-width:60ch;opacity:.9;font-size:1.15rem}.page-hero{padding:80px 0 40px;border-bottom:1px solid var(--line)}.page-hero .lead{max-width:62ch;color:var(--ink-2)}.section{padding:72px 0}.section--alt{background:#f6f1e7}.section__title{font-size:clamp(1.5rem,2.6vw,2.2rem)}.grid{display:grid;gap:24px}.grid--2{grid-template-columns:repeat(auto-fit,minmax(320px,1fr))}.grid--3{grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}.grid--4{grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}.card,.partner-card,.work-card{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:24px}.badges{display:flex;flex-wrap:wrap;align-items:center;gap:28px;list-style:none;margin:0 0 12px;padding:0}.badges__note{font-size:15px;color:var(--ink-2)}.partner-cards{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}.cert-table{width:100%;border-collapse:collapse;background:#fff}.cert-table th,.cert-table td{padding:12px 14px;border-bottom:1px solid var(--line);text-align:left}.logo-row{display:flex;flex-wrap:wrap;gap:32px;align-items:center;list-style:none;padding:0;margin:0 0 32px;filter:grayscale(1);opacity:.8}.quote{margin:0;padding:28px;border-left:4px solid var(--sun);background:#fff}.footer{background:var(--night);color:#d9d6f3;padding:64px 0 24px}.footer a{color:#fff}.footer__grid{display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}.footer ul{list-style:none;margin:0;padding:0}.footer__copy{margin-top:40px;font-size:14px;opacity:.7}.form label{display:block;margin-bottom:14px;font-weight:500}.form input,.form select,.form textarea{display:block;width:100%;margin-top:6px;padding:12px 14px;border:1px solid var(--line);border-radius:10px;font:inherit;background:#fff}.hidden{display:none}@media (max-width:900px){.header__nav{display:none}}</style>`;

const BADGES = (lang: 'th' | 'en') => `<ul class="badges">
  <li><a href="https://www.google.com/partners/agency?id=4382917650" target="_blank" rel="noopener"><img src="https://www.gstatic.com/partners/badge/images/2024/PremierBadgeClickable.svg" alt="Google Partner Premier 2024" width="150" height="150" loading="lazy"></a></li>
  <li><a href="https://www.facebook.com/business/partner-directory/search?solution_type=advertising&amp;id=6143389021763914" target="_blank" rel="noopener"><img src="/images/badges/meta-business-partner.svg" alt="Meta Business Partner" width="180" height="60" loading="lazy"></a></li>
  <li><a href="https://ads.tiktok.com/business/th/partners" target="_blank" rel="noopener"><img src="/images/badges/tiktok-marketing-partner.svg" alt="TikTok Marketing Partner" width="180" height="60" loading="lazy"></a></li>
  <li><a href="https://lineforbusiness.com/th/partner/saengdao-digital" target="_blank" rel="noopener"><img src="/images/badges/line-biz-solutions-partner.png" alt="LINE Biz-Solutions Partner" width="180" height="60" loading="lazy"></a></li>
  <li><a href="https://ecosystem.hubspot.com/marketplace/solutions/saengdao-digital" target="_blank" rel="noopener"><img src="/images/badges/hubspot-solutions-partner-gold.svg" alt="HubSpot Gold Solutions Partner" width="180" height="60" loading="lazy"></a></li>
</ul>
<p class="badges__note">${lang === 'th' ? 'ดูรายละเอียดพันธมิตรและการรับรองทั้งหมด' : 'See all partnerships and certifications'} → <a href="${lang === 'th' ? '' : '/en'}/certifications/">${lang === 'th' ? 'การรับรอง' : 'Certifications'}</a></p>`;

function page(o: { title: string; path: string; desc: string; lang?: 'th' | 'en'; body: string; extraHead?: string }): string {
  const th = (o.lang ?? 'th') === 'th';
  const p = th ? '' : '/en';
  const nav: [string, string][] = th
    ? [
        ['บริการ', '/services/'],
        ['ผลงาน', '/work/'],
        ['การรับรอง', '/certifications/'],
        ['เกี่ยวกับเรา', '/about/'],
        ['ร่วมงานกับเรา', '/careers/'],
        ['ติดต่อ', '/contact/'],
      ]
    : [
        ['Services', '/en/services/'],
        ['Work', '/work/'],
        ['Certifications', '/certifications/'],
        ['About', '/about/'],
        ['Careers', '/careers/'],
        ['Contact', '/contact/'],
      ];
  return `<!DOCTYPE html>
<html lang="${th ? 'th' : 'en'}" dir="ltr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="generator" content="Hugo 0.124.1">
  <title>${o.title} | Saengdao Digital</title>
  <meta name="description" content="${o.desc}">
  <link rel="canonical" href="${D}${o.path}">
  <link rel="alternate" hreflang="th" href="${D}${o.path.replace(/^\/en/, '') || '/'}">
  <link rel="alternate" hreflang="en" href="${D}/en${o.path.replace(/^\/en/, '')}">
  <meta property="og:title" content="${o.title}">
  <meta property="og:description" content="${o.desc}">
  <meta property="og:type" content="website">
  <meta property="og:url" content="${D}${o.path}">
  <meta property="og:image" content="${D}/images/og-saengdao.jpg">
  <meta property="og:locale" content="${th ? 'th_TH' : 'en_US'}">
  <meta name="twitter:card" content="summary_large_image">
  <link rel="preconnect" href="https://fonts.googleapis.com">
  <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
  <link href="https://fonts.googleapis.com/css2?family=Noto+Sans+Thai:wght@400;500;700&amp;family=Prompt:wght@500;700&amp;display=swap" rel="stylesheet">
  ${CRITICAL}
  <link rel="stylesheet" href="/css/main.min.3c7e91a4f2b8d05e6a1c9f4b7d2e8a03.css" integrity="sha256-PLf9xWm3kQ2vR7nT0sYb8cD4eG6hJ1lM5oN9pA3qU2w=" crossorigin="anonymous">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="manifest" href="/site.webmanifest">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Saengdao Digital Co., Ltd.","alternateName":"แสงดาว ดิจิทัล","url":"${D}/","logo":"${D}/images/saengdao-logo.png","address":{"@type":"PostalAddress","streetAddress":"999/9 Rama IX Road, 21st Floor","addressLocality":"Huai Khwang, Bangkok","postalCode":"10310","addressCountry":"TH"},"sameAs":["https://www.facebook.com/saengdaodigital","https://www.instagram.com/saengdao.digital/","https://www.youtube.com/@saengdaodigital","https://www.linkedin.com/company/saengdao-digital/"]}</script>
  <!-- Google Tag Manager -->
  <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
  new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
  j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
  'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
  })(window,document,'script','dataLayer','GTM-PX3N8QW');</script>
  <!-- End Google Tag Manager -->
  <!-- Meta Pixel Code -->
  <script>
  !function(f,b,e,v,n,t,s)
  {if(f.fbq)return;n=f.fbq=function(){n.callMethod?
  n.callMethod.apply(n,arguments):n.queue.push(arguments)};
  if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
  n.queue=[];t=b.createElement(e);t.async=!0;
  t.src=v;s=b.getElementsByTagName(e)[0];
  s.parentNode.insertBefore(t,s)}(window, document,'script',
  'https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', '1187402265519833');
  fbq('track', 'PageView');
  </script>
  <!-- End Meta Pixel Code -->
${o.extraHead ?? ''}
</head>
<body class="${th ? 'lang-th' : 'lang-en'}">
  <!-- Google Tag Manager (noscript) -->
  <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-PX3N8QW"
  height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
  <!-- End Google Tag Manager (noscript) -->
  <header class="header">
    <div class="container header__inner">
      <a class="header__logo" href="${p || ''}/"><img src="/images/saengdao-logo.svg" alt="Saengdao Digital" width="170" height="40"></a>
      <nav class="header__nav" aria-label="${th ? 'เมนูหลัก' : 'Main menu'}">
        <ul>
${nav.map(([l, h]) => `          <li><a href="${h}"${o.path === h ? ' aria-current="page" class="active"' : ''}>${l}</a></li>`).join('\n')}
        </ul>
      </nav>
      <div class="header__lang"><a href="${D}${o.path.replace(/^\/en/, '') || '/'}" lang="th"${th ? ' class="active"' : ''}>TH</a> / <a href="${D}/en${o.path.replace(/^\/en/, '')}" lang="en"${th ? '' : ' class="active"'}>EN</a></div>
      <a class="btn btn--primary header__cta" href="/contact/">${th ? 'ขอใบเสนอราคา' : 'Get a proposal'}</a>
    </div>
  </header>
  <main id="main">
${o.body}
  </main>
  <footer class="footer">
    <div class="container footer__grid">
      <div>
        <img src="/images/saengdao-logo-white.svg" alt="Saengdao Digital" width="150" height="36" loading="lazy">
        <p>${th ? 'บริษัท แสงดาว ดิจิทัล จำกัด<br>999/9 ถนนพระราม 9 ชั้น 21<br>แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพฯ 10310' : 'Saengdao Digital Co., Ltd.<br>999/9 Rama IX Road, 21st Floor<br>Huai Khwang, Bangkok 10310'}</p>
        <p><a href="tel:+6620261488">02 026 1488</a> · <a href="mailto:hello@saengdao.co.th">hello@saengdao.co.th</a></p>
      </div>
      <div>
        <h4>${th ? 'ลิงก์' : 'Links'}</h4>
        <ul><li><a href="/services/">${th ? 'บริการ' : 'Services'}</a></li><li><a href="/work/">${th ? 'ผลงาน' : 'Work'}</a></li><li><a href="/certifications/">${th ? 'การรับรอง' : 'Certifications'}</a></li><li><a href="/careers/">${th ? 'ร่วมงานกับเรา' : 'Careers'}</a></li><li><a href="/privacy/">${th ? 'นโยบายความเป็นส่วนตัว (PDPA)' : 'Privacy policy (PDPA)'}</a></li></ul>
      </div>
      <div>
        <h4>${th ? 'ติดตามเรา' : 'Follow us'}</h4>
        <ul class="social">
          <li><a href="https://www.facebook.com/saengdaodigital" target="_blank" rel="noopener">Facebook</a></li>
          <li><a href="https://www.instagram.com/saengdao.digital/" target="_blank" rel="noopener">Instagram</a></li>
          <li><a href="https://line.me/R/ti/p/@saengdao" target="_blank" rel="noopener">LINE Official Account</a></li>
          <li><a href="https://www.youtube.com/@saengdaodigital" target="_blank" rel="noopener">YouTube</a></li>
          <li><a href="https://www.linkedin.com/company/saengdao-digital/" target="_blank" rel="noopener">LinkedIn</a></li>
        </ul>
      </div>
    </div>
    <p class="footer__copy container">© 2024 Saengdao Digital Co., Ltd. ${th ? 'สงวนลิขสิทธิ์' : 'All rights reserved.'}</p>
  </footer>
  <script src="/js/main.min.8f2a6c1e9d4b7305.js" defer></script>
</body>
</html>`;
}

/* ---------------- home (th / en) ---------------- */
const CLIENTS = ['siam-brew', 'chao-phraya-residences', 'baan-saranrom-spa', 'krungnara-insurance', 'doi-kham-tea', 'northstar-motors'];
function homeBody(lang: 'th' | 'en'): string {
  const th = lang === 'th';
  return `<section class="hero">
  <div class="container hero__inner">
    <h1 class="hero__title">${th ? 'การตลาดดิจิทัลที่วัดผลได้จริง' : 'Digital marketing you can measure'}</h1>
    <p class="hero__lead">${th ? 'เราช่วยแบรนด์ไทยเติบโตด้วย Performance Marketing, Social Commerce และ LINE CRM ตั้งแต่ปี 2015 — ดูแลงบโฆษณากว่า 420 ล้านบาทต่อปี' : 'We help Thai brands grow with performance marketing, social commerce and LINE CRM since 2015 — managing over THB 420 million in annual media spend.'}</p>
    <a class="btn btn--primary" href="/contact/">${th ? 'ปรึกษาฟรี' : 'Free consultation'}</a>
  </div>
</section>
<section class="section section--badges">
  <div class="container">
    <h2 class="section__title">${th ? 'พันธมิตรแพลตฟอร์มอย่างเป็นทางการ' : 'Official platform partner'}</h2>
${BADGES(lang)}
  </div>
</section>
<section class="section">
  <div class="container">
    <h2 class="section__title">${th ? 'บริการของเรา' : 'What we do'}</h2>
    <div class="grid grid--3">
${(th
  ? [
      ['Performance Marketing', 'Google Ads, Meta Ads และ TikTok Ads ที่เน้นยอดขายและ ROAS'],
      ['Social Commerce', 'Shopee, Lazada และ TikTok Shop ครบวงจร'],
      ['LINE CRM', 'LINE OA, MyShop และระบบสมาชิกที่เชื่อมกับ CRM'],
      ['SEO & Content', 'SEO ภาษาไทยและภาษาอังกฤษ คอนเทนต์ที่ติดอันดับ'],
      ['Marketing Automation', 'HubSpot onboarding, lead scoring และ nurturing'],
      ['Data & Analytics', 'GA4, Looker Studio dashboards, server-side tagging'],
    ]
  : [
      ['Performance marketing', 'Google, Meta and TikTok ads optimised for sales and ROAS'],
      ['Social commerce', 'Shopee, Lazada and TikTok Shop, end to end'],
      ['LINE CRM', 'LINE OA, MyShop and membership programmes connected to your CRM'],
      ['SEO & content', 'Thai and English SEO, content that ranks'],
      ['Marketing automation', 'HubSpot onboarding, lead scoring and nurturing'],
      ['Data & analytics', 'GA4, Looker Studio dashboards, server-side tagging'],
    ]
)
  .map(([t = '', d = '']) => `      <div class="card"><h3>${t.replace('&', '&amp;')}</h3><p>${d}</p></div>`)
  .join('\n')}
    </div>
  </div>
</section>
<section class="section section--clients">
  <div class="container">
    <h2 class="section__title">${th ? 'แบรนด์ที่ไว้วางใจเรา' : 'Brands that trust us'}</h2>
    <ul class="logo-row">${CLIENTS.map((c) => `<li><img src="/images/clients/${c}.png" alt="${c.replace(/-/g, ' ')}" width="160" height="64" loading="lazy"></li>`).join('')}</ul>
    <blockquote class="quote"><p>${th ? '“ยอดขายออนไลน์โตขึ้น 3.4 เท่าในหนึ่งปี ทีมแสงดาวเข้าใจทั้งแบรนด์และตัวเลข”' : '“Online sales grew 3.4x in one year. The Saengdao team understands both the brand and the numbers.”'}</p><cite>${th ? 'ผู้อำนวยการฝ่ายการตลาด สยามบริว' : 'Marketing Director, Siam Brew'}</cite></blockquote>
  </div>
</section>`;
}
const home = page({
  title: 'เอเจนซี่การตลาดดิจิทัล กรุงเทพฯ',
  path: '/',
  desc: 'แสงดาว ดิจิทัล เอเจนซี่การตลาดออนไลน์ Google Partner Premier และ Meta Business Partner ให้บริการ Performance Marketing, Social Commerce และ LINE CRM',
  body: homeBody('th'),
});
const homeEn = page({
  title: 'Digital marketing agency in Bangkok',
  path: '/en/',
  lang: 'en',
  desc: 'Saengdao Digital is a Bangkok performance marketing agency: Google Partner Premier, Meta Business Partner, TikTok Marketing Partner and LINE Biz-Solutions Partner.',
  body: homeBody('en'),
});

/* ---------------- certifications ---------------- */
const PARTNERSHIPS: [string, string, string, string, string][] = [
  [
    'Google Partner Premier',
    'https://www.google.com/partners/agency?id=4382917650',
    'ดูโปรไฟล์ใน Google Partners',
    'อยู่ในกลุ่มเอเจนซี่ 3% แรกของ Google Partners ในประเทศไทยในปี 2024 จากผลงาน การเติบโตของลูกค้า และจำนวนผู้เชี่ยวชาญที่ได้รับการรับรอง',
    'https://www.gstatic.com/partners/badge/images/2024/PremierBadgeClickable.svg',
  ],
  [
    'Meta Business Partner',
    'https://www.facebook.com/business/partner-directory/search?solution_type=advertising&amp;id=6143389021763914',
    'ดูโปรไฟล์ใน Meta Partner Directory',
    'ได้รับการรับรองจาก Meta ในด้าน Media Buying และ Creative สำหรับ Facebook, Instagram และ Messenger',
    '/images/badges/meta-business-partner.svg',
  ],
  [
    'TikTok Marketing Partner',
    'https://ads.tiktok.com/business/th/partners',
    'TikTok Marketing Partners',
    'พันธมิตรด้าน Campaign Management ของ TikTok for Business ประเทศไทย รวมถึง TikTok Shop Partner',
    '/images/badges/tiktok-marketing-partner.svg',
  ],
  [
    'LINE Biz-Solutions Partner',
    'https://lineforbusiness.com/th/partner/saengdao-digital',
    'ดูรายละเอียดบน LINE for Business',
    'Certified Partner ระดับ Technology และ Sales สำหรับ LINE OA, LINE Ads และ MyShop',
    '/images/badges/line-biz-solutions-partner.png',
  ],
  [
    'HubSpot Gold Solutions Partner',
    'https://ecosystem.hubspot.com/marketplace/solutions/saengdao-digital',
    'ดูโปรไฟล์ใน HubSpot Ecosystem',
    'พันธมิตรระดับ Gold ที่ให้บริการติดตั้ง ปรับแต่ง และฝึกอบรม HubSpot Marketing Hub และ Sales Hub',
    '/images/badges/hubspot-solutions-partner-gold.svg',
  ],
];
const certifications = page({
  title: 'การรับรองและพันธมิตร',
  path: '/certifications/',
  desc: 'แสงดาว ดิจิทัล เป็น Google Partner Premier, Meta Business Partner, TikTok Marketing Partner, LINE Biz-Solutions Partner และ HubSpot Gold Solutions Partner',
  body: `<section class="page-hero"><div class="container"><h1>การรับรองและพันธมิตร</h1><p class="lead">การเป็นพันธมิตรอย่างเป็นทางการทำให้ลูกค้าของเราได้รับการสนับสนุนโดยตรงจากแพลตฟอร์ม ฟีเจอร์ใหม่ก่อนใคร และทีมที่ผ่านการฝึกอบรมตามมาตรฐานของแต่ละแพลตฟอร์ม</p></div></section>
<section class="section"><div class="container">
  <h2 class="section__title">พันธมิตรระดับองค์กร</h2>
  <div class="partner-cards">
${PARTNERSHIPS.map(([n, u, l, d, b]) => `    <article class="partner-card"><img src="${b}" alt="${n}" width="160" height="80" loading="lazy"><h3>${n}</h3><p>${d}</p><a href="${u}" target="_blank" rel="noopener">${l} ↗</a></article>`).join('\n')}
  </div>
</div></section>
<section class="section section--alt"><div class="container">
  <h2 class="section__title">การรับรองรายบุคคลของทีม</h2>
  <p>ทีมของเราสอบผ่านใบรับรองจากแพลตฟอร์มต่าง ๆ รวมกว่า 140 ใบ และต่ออายุทุกปี</p>
  <table class="cert-table">
    <thead><tr><th>ใบรับรอง</th><th>ผู้ออก</th><th>จำนวนคนในทีม</th></tr></thead>
    <tbody>
      <tr><td>Google Ads Search / Display / Video / Shopping</td><td><a href="https://skillshop.withgoogle.com/" target="_blank" rel="noopener">Google Skillshop</a></td><td>38</td></tr>
      <tr><td>Google Analytics Certification (GA4)</td><td>Google Skillshop</td><td>21</td></tr>
      <tr><td>Meta Certified Media Buying Professional</td><td><a href="https://www.facebook.com/business/learn/certification" target="_blank" rel="noopener">Meta Blueprint</a></td><td>12</td></tr>
      <tr><td>TikTok Academy – Performance Marketing</td><td>TikTok Academy</td><td>15</td></tr>
      <tr><td>HubSpot Inbound Marketing / Marketing Software</td><td><a href="https://academy.hubspot.com/" target="_blank" rel="noopener">HubSpot Academy</a></td><td>18</td></tr>
      <tr><td>Shopee Marketing Solutions Certified</td><td>Shopee Thailand</td><td>9</td></tr>
    </tbody>
  </table>
</div></section>
<section class="section"><div class="container"><p>ทะเบียนผู้ให้บริการดิจิทัล <a href="https://www.depa.or.th/th/digitalservice" target="_blank" rel="noopener">depa Digital Service Provider</a> (ลูกค้า SME สามารถใช้คูปองดิจิทัลได้)</p></div></section>`,
});

/* ---------------- work ---------------- */
const work = page({
  title: 'ผลงาน',
  path: '/work/',
  desc: 'ผลงานของแสงดาว ดิจิทัล: Performance Marketing, LINE CRM และ Social Commerce สำหรับแบรนด์ไทย',
  body: `<section class="page-hero"><div class="container"><h1>ผลงาน</h1></div></section>
<section class="section"><div class="container"><div class="work-grid">
${[
  ['siam-brew-line-oa', 'Siam Brew', 'LINE OA + MyShop เพิ่มยอดขายออนไลน์ 3.4 เท่า'],
  ['chao-phraya-residences-leads', 'Chao Phraya Residences', 'ลดต้นทุนต่อ lead คอนโดลง 46%'],
  ['doi-kham-tea-tiktok-shop', 'Doi Kham Tea', 'TikTok Shop live commerce 1.2 ล้านบาทใน 3 ชั่วโมง'],
  ['krungnara-insurance-hubspot', 'Krungnara Insurance', 'HubSpot marketing automation สำหรับตัวแทน 2,000 คน'],
]
  .map(
    ([s, c, t]) =>
      `  <article class="work-card"><a href="/work/${s}/"><img src="/images/work/${s}.jpg" alt="${c}" width="640" height="420" loading="lazy"><span class="work-card__client">${c}</span><h3>${t}</h3></a></article>`,
  )
  .join('\n')}
</div></div></section>`,
});
const workDetail = page({
  title: 'Siam Brew: LINE OA + MyShop',
  path: '/work/siam-brew-line-oa/',
  desc: 'Siam Brew เพิ่มยอดขายออนไลน์ 3.4 เท่าด้วย LINE OA, MyShop และ Meta Ads',
  body: `<article class="case"><div class="container">
  <p class="case__eyebrow">กรณีศึกษา · เครื่องดื่ม</p>
  <h1>Siam Brew: ยอดขายออนไลน์โต 3.4 เท่าด้วย LINE OA และ MyShop</h1>
  <dl class="case__facts"><dt>ลูกค้า</dt><dd><a href="https://www.siambrew.co.th/" target="_blank" rel="noopener">Siam Brew Co., Ltd.</a></dd><dt>บริการ</dt><dd>LINE CRM, Meta Ads, Google Ads</dd><dt>ระยะเวลา</dt><dd>12 เดือน</dd></dl>
  <h2>โจทย์</h2><p>Siam Brew ขายคราฟต์เบียร์ผ่านร้านอาหารเป็นหลัก และต้องการสร้างช่องทางขายตรงถึงผู้บริโภคที่ถูกต้องตามกฎหมายควบคุมเครื่องดื่มแอลกอฮอล์</p>
  <h2>สิ่งที่เราทำ</h2><ul><li>ออกแบบ LINE OA พร้อม Rich Menu และระบบสมาชิกสะสมแต้ม</li><li>เปิดร้านบน MyShop พร้อมระบบยืนยันอายุ</li><li>แคมเปญ Meta Ads และ Google Ads ที่สอดคล้องกับนโยบายโฆษณาแอลกอฮอล์</li></ul>
  <h2>ผลลัพธ์</h2><ul><li>ยอดขายออนไลน์เพิ่มขึ้น 3.4 เท่า</li><li>เพื่อนใน LINE OA เพิ่มจาก 8,000 เป็น 96,000</li><li>ROAS เฉลี่ย 7.2</li></ul>
</div></article>`,
});

/* ---------------- about / careers / contact ---------------- */
const about = page({
  title: 'เกี่ยวกับเรา',
  path: '/about/',
  desc: 'แสงดาว ดิจิทัล ก่อตั้งปี 2015 ทีมงาน 64 คนในกรุงเทพฯ สมาชิกสมาคมโฆษณาดิจิทัล (ประเทศไทย)',
  body: `<section class="page-hero"><div class="container"><h1>เกี่ยวกับเรา</h1><p class="lead">แสงดาว ดิจิทัล ก่อตั้งในปี 2015 โดยคุณพิมพ์ชนก ศรีสวัสดิ์ และคุณธนกฤต วงศ์ไพบูลย์ ปัจจุบันมีทีมงาน 64 คน ดูแลลูกค้ากว่า 90 แบรนด์ทั้งในไทยและภูมิภาค</p></div></section>
<section class="section"><div class="container">
  <h2 class="section__title">ทีมผู้บริหาร</h2>
  <div class="grid grid--4">${[
    ['พิมพ์ชนก ศรีสวัสดิ์', 'CEO & Co-founder'],
    ['ธนกฤต วงศ์ไพบูลย์', 'Managing Director'],
    ['ณัฐวุฒิ แก้วมณี', 'Head of Performance'],
    ['ปาริชาติ ทองดี', 'Head of CRM & Automation'],
  ]
    .map(
      ([n = '', r = '']) =>
        `<div class="person"><img src="/images/team/${encodeURIComponent(n.split(' ')[0]!)}.jpg" alt="${n}" width="300" height="300" loading="lazy"><h3>${n}</h3><p>${r}</p></div>`,
    )
    .join('')}</div>
</div></section>
<section class="section section--alt"><div class="container">
  <h2 class="section__title">สมาคมและเครือข่าย</h2>
  <p>เราเป็นสมาชิกของ <a href="https://www.daat.in.th/" target="_blank" rel="noopener">สมาคมโฆษณาดิจิทัล (ประเทศไทย) – DAAT</a> และร่วมจัดทำรายงาน Digital Advertising Spend ประจำปี รวมถึงเป็นวิทยากรในงาน iCreator Conference และ Thailand Digital Marketing Summit</p>
</div></section>`,
});
const careers = page({
  title: 'ร่วมงานกับเรา',
  path: '/careers/',
  desc: 'ร่วมงานกับแสงดาว ดิจิทัล: Performance Marketing Specialist, Content Creator, CRM Specialist',
  body: `<section class="page-hero"><div class="container"><h1>ร่วมงานกับเรา</h1><p class="lead">เราทำงานแบบ Hybrid เข้าออฟฟิศ 3 วันต่อสัปดาห์ ใกล้ MRT พระราม 9</p></div></section>
<section class="section"><div class="container">
  <ul class="job-list">
    <li><h3>Performance Marketing Specialist (Google / Meta)</h3><p>ประสบการณ์ 2 ปีขึ้นไป · เงินเดือน 35,000–55,000 บาท</p></li>
    <li><h3>LINE CRM Specialist</h3><p>ประสบการณ์ 1 ปีขึ้นไป · เงินเดือน 30,000–45,000 บาท</p></li>
    <li><h3>Content Creator (TikTok)</h3><p>ผลงานพอร์ตโฟลิโอ · เงินเดือน 25,000–40,000 บาท</p></li>
  </ul>
  <p>ดูตำแหน่งงานทั้งหมดได้ที่ <a href="https://th.jobsdb.com/th/companies/saengdao-digital" target="_blank" rel="noopener">JobsDB</a> และ <a href="https://www.jobthai.com/th/company/saengdao-digital" target="_blank" rel="noopener">JobThai</a> หรือส่งเรซูเม่มาที่ <a href="mailto:careers@saengdao.co.th">careers@saengdao.co.th</a></p>
</div></section>`,
});
const contact = page({
  title: 'ติดต่อเรา',
  path: '/contact/',
  desc: 'ติดต่อแสงดาว ดิจิทัล ขอใบเสนอราคาการตลาดออนไลน์',
  body: `<section class="page-hero"><div class="container"><h1>ติดต่อเรา</h1></div></section>
<section class="section"><div class="container grid grid--2">
  <div>
    <p>999/9 ถนนพระราม 9 ชั้น 21 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพฯ 10310</p>
    <p>โทร <a href="tel:+6620261488">02 026 1488</a><br>อีเมล <a href="mailto:hello@saengdao.co.th">hello@saengdao.co.th</a><br>LINE: <a href="https://line.me/R/ti/p/@saengdao" target="_blank" rel="noopener">@saengdao</a></p>
    <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3875.2!2d100.5648!3d13.7578!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x30e29e!2z999%2F9%20Rama%20IX!5e0!3m2!1sth!2sth!4v1700000000002" width="100%" height="300" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="แผนที่"></iframe>
  </div>
  <form name="contact" method="POST" data-netlify="true" netlify-honeypot="bot-field" action="/thank-you/" class="form">
    <input type="hidden" name="form-name" value="contact">
    <p class="hidden"><label>Don’t fill this out: <input name="bot-field"></label></p>
    <label>ชื่อ-นามสกุล<input type="text" name="name" required></label>
    <label>บริษัท<input type="text" name="company"></label>
    <label>อีเมล<input type="email" name="email" required></label>
    <label>เบอร์โทร<input type="tel" name="phone"></label>
    <label>งบประมาณต่อเดือน<select name="budget"><option>ต่ำกว่า 100,000 บาท</option><option>100,000–500,000 บาท</option><option>มากกว่า 500,000 บาท</option></select></label>
    <label>รายละเอียด<textarea name="message" rows="5"></textarea></label>
    <label class="checkbox"><input type="checkbox" name="pdpa" required> ยินยอมตาม<a href="/privacy/">นโยบายความเป็นส่วนตัว</a></label>
    <button type="submit" class="btn btn--primary">ส่งข้อความ</button>
  </form>
</div></section>`,
});

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HQ3K7Z8W2M4N6P8R0T2V4X6Y',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000',
  age: '412',
};

export const site: CorpusSite = {
  domain: 'saengdao.co.th',
  covers:
    'Thai digital marketing agency on Hugo/Netlify (Thai + English home): certifications page separating agency platform partnerships (Google Partner Premier, Meta Business Partner, TikTok Marketing Partner, LINE Biz-Solutions Partner, HubSpot Gold Solutions Partner) from individual staff certifications in a table; partner badges on both home pages; DAAT membership on about; Facebook both partner (Meta partner directory) and social link; negatives: gstatic badge host, Skillshop/HubSpot Academy/Meta Blueprint certifications, depa registration, client logos and case-study client link, LINE OA, JobsDB/JobThai, Google Maps',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/en/': { headers: HEADERS, html: homeEn },
    '/certifications/': { headers: HEADERS, html: certifications },
    '/work/': { headers: HEADERS, html: work },
    '/work/siam-brew-line-oa/': { headers: HEADERS, html: workDetail },
    '/about/': { headers: HEADERS, html: about },
    '/careers/': { headers: HEADERS, html: careers },
    '/contact/': { headers: HEADERS, html: contact },
  },
  sitemap: ['/', '/en/', '/certifications/', '/work/', '/work/siam-brew-line-oa/', '/about/', '/careers/', '/contact/'],
  technologies: [
    'hugo',
    'netlify',
    'netlify-forms',
    'google-tag-manager',
    'facebook-pixel',
    'google-font-api',
    'google-maps',
    'open-graph',
    'hsts',
    'pwa',
  ],
  partners: {
    'google.com': 'technology',
    'facebook.com': 'technology',
    'tiktok.com': 'technology',
    'lineforbusiness.com': 'technology',
    'hubspot.com': 'technology',
    'daat.in.th': 'generic',
  },
};
