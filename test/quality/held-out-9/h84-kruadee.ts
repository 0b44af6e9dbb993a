import type { CorpusSite } from '../corpus/types.js';

const BUILD = 'kD8xQm2vR7nTgY4pLw0sZ';

const doc = (opts: { title: string; desc: string; page: string; body: string; data: string; css?: string }) =>
  `<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${opts.title}</title><meta name="description" content="${opts.desc}"/><meta property="og:title" content="${opts.title}"/><meta property="og:image" content="https://kruadee.co.th/og/kruadee-og.png"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="7"/><link rel="preload" href="/_next/static/css/6a1f0c93e2b4d8a5.css" as="style"/><link rel="stylesheet" href="/_next/static/css/6a1f0c93e2b4d8a5.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-7c1a9e3f5d2b8a40.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-f51dd9a3c2e84b17.js" defer=""></script><script src="/_next/static/chunks/pages/_app-93b1d0e6a7f2c548.js" defer=""></script><script src="/_next/static/chunks/pages${opts.page === '/' ? '/index' : opts.page}-2e8f4a1c9b7d6035.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><header class="Header_header__q2LxA"><a class="Header_logo__7PzRk" href="/"><img alt="ครัวดี POS" src="/images/logo-kruadee.svg" width="132" height="36"/></a><nav class="Header_nav__vB3eT"><a href="/features">ฟีเจอร์</a><a href="/pricing">ราคา</a><a href="/integrations">การเชื่อมต่อ</a><a href="/customers">ลูกค้าของเรา</a><a href="/blog">บล็อก</a><a class="Button_primary__Xk2dA" href="/demo">ทดลองใช้ฟรี 30 วัน</a></nav></header><main>${opts.body}</main><footer class="Footer_footer__mN4sQ"><div class="Footer_cols__Jq0aW"><div><p class="Footer_brand__tG1fZ">ครัวดี POS</p><p>บริษัท ครัวดี เทคโนโลยี จำกัด<br/>อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพฯ 10500</p><p>โทร 02-555-0199 · LINE: @kruadeepos</p></div><div><p class="Footer_h__p8Y1s">บริษัท</p><a href="/about">เกี่ยวกับเรา</a><a href="/careers">ร่วมงานกับเรา</a><a href="/partners/resellers">ตัวแทนจำหน่าย</a><a href="/privacy">นโยบายความเป็นส่วนตัว</a></div><div><p class="Footer_h__p8Y1s">ดาวน์โหลดแอป</p><a href="https://apps.apple.com/th/app/kruadee-pos/id1598765432" target="_blank" rel="noreferrer"><img alt="Download on the App Store" src="/images/badge-appstore-th.svg"/></a><a href="https://play.google.com/store/apps/details?id=th.co.kruadee.pos" target="_blank" rel="noreferrer"><img alt="Get it on Google Play" src="/images/badge-googleplay-th.png"/></a></div><div><p class="Footer_h__p8Y1s">ติดตามเรา</p><a href="https://www.facebook.com/kruadeepos" target="_blank" rel="noreferrer">Facebook</a><a href="https://www.youtube.com/@kruadeepos" target="_blank" rel="noreferrer">YouTube</a><a href="https://www.tiktok.com/@kruadeepos" target="_blank" rel="noreferrer">TikTok</a></div></div><p class="Footer_copy__uH7sD">© 2024 KruaDee Technology Co., Ltd.</p></footer></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${opts.data}},"page":"${opts.page}","query":{},"buildId":"${BUILD}","isFallback":false,"gsp":true,"locale":"th","locales":["th","en"],"defaultLocale":"th","scriptLoader":[]}</script></body></html>`;

const integrations = [
  {
    slug: 'grabfood',
    name: 'GrabFood',
    category: 'delivery',
    description: 'รับออเดอร์ GrabFood เข้าหน้าจอครัวอัตโนมัติ ไม่ต้องใช้แท็บเล็ตแยก',
    website: 'https://www.grab.com/th/merchant/food/',
    featured: true,
  },
  {
    slug: 'lineman',
    name: 'LINE MAN',
    category: 'delivery',
    description: 'ซิงก์เมนูและสต็อกกับ LINE MAN แบบเรียลไทม์',
    website: 'https://lineman.line.me/merchant',
  },
  {
    slug: 'foodpanda',
    name: 'foodpanda',
    category: 'delivery',
    description: 'ออเดอร์ foodpanda เข้า POS พร้อมพิมพ์ใบสั่งครัว',
    website: 'https://www.foodpanda.co.th/contents/partner-with-us',
  },
  {
    slug: 'robinhood',
    name: 'Robinhood',
    category: 'delivery',
    description: 'เชื่อมต่อแอป Robinhood ไม่มีค่า GP',
    website: 'https://www.robinhood.in.th/merchant',
  },
  {
    slug: 'shopeefood',
    name: 'ShopeeFood',
    category: 'delivery',
    description: 'รวมออเดอร์ ShopeeFood ไว้ในรายงานยอดขายเดียว',
    website: 'https://shopee.co.th/m/shopeefood-merchant',
  },
  {
    slug: 'kbank',
    name: 'K SHOP (ธนาคารกสิกรไทย)',
    category: 'payment',
    description: 'สร้าง QR พร้อมเพย์ตามยอดบิล ตรวจสอบยอดเงินเข้าอัตโนมัติ',
    website: 'https://www.kasikornbank.com/th/business/sme/KSMEDigitalBanking/Pages/k-shop.aspx',
  },
  {
    slug: 'scb',
    name: 'SCB Merchant',
    category: 'payment',
    description: 'รับบัตรเครดิตผ่านเครื่อง EDC ของไทยพาณิชย์ ยอดตรงกับบิลทุกใบ',
    website: 'https://www.scb.co.th/th/sme-banking/payment-solutions.html',
  },
  {
    slug: 'opn',
    name: 'Opn Payments',
    category: 'payment',
    description: 'รับชำระออนไลน์สำหรับออเดอร์ล่วงหน้าและเดลิเวอรี่ของร้าน',
    website: 'https://www.opn.ooo/th/payments',
    featured: false,
  },
  {
    slug: 'peak',
    name: 'PEAK',
    category: 'accounting',
    description: 'ส่งยอดขายรายวันและภาษีขายเข้าโปรแกรมบัญชี PEAK อัตโนมัติ',
    website: 'https://www.peakaccount.com/?utm_source=kruadee&utm_medium=integration',
    featured: true,
  },
  {
    slug: 'flowaccount',
    name: 'FlowAccount',
    category: 'accounting',
    description: 'ออกใบกำกับภาษีเต็มรูปและบันทึกรายได้ใน FlowAccount',
    website: 'https://flowaccount.com/',
  },
  {
    slug: 'line-oa',
    name: 'LINE Official Account',
    category: 'marketing',
    description: 'สะสมแต้มและส่งคูปองให้ลูกค้าผ่าน LINE OA ของร้าน',
    website: 'https://www.linebiz.com/th/',
  },
];

const catLabel: Record<string, string> = {
  delivery: 'แอปเดลิเวอรี่',
  payment: 'การชำระเงิน',
  accounting: 'โปรแกรมบัญชี',
  marketing: 'การตลาดและสมาชิก',
};

const cards = Object.keys(catLabel)
  .map(
    (c) =>
      `<section class="Integrations_group__k3Wq1"><h2>${catLabel[c]}</h2><div class="Integrations_grid__Zr8Pn">` +
      integrations
        .filter((i) => i.category === c)
        .map(
          (i) =>
            `<button type="button" class="IntegrationCard_card__d9XhE" data-slug="${i.slug}"><img alt="${i.name}" src="/images/integrations/${i.slug}.png" width="56" height="56"/><span class="IntegrationCard_name__s0LmB">${i.name}</span><span class="IntegrationCard_desc__pW2uV">${i.description}</span></button>`,
        )
        .join('') +
      `</div></section>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'kruadee.co.th',
  covers:
    'Thai Next.js (pages router on Vercel) restaurant-POS site: integrations rendered as buttons opening a client-side drawer, their websites only in __NEXT_DATA__ JSON, two featured integrations with landing pages that link out, a footer-only reseller table with utm links, a written-only domain and a Facebook-only reseller; traps in restaurant customer logos, investors, app-store badges and job boards.',
  pages: {
    '/': {
      headers: {
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-id': 'sin1::sin1::p7k2m-1709876543210-3f9a8c2d1e0b',
        'x-vercel-cache': 'HIT',
        'strict-transport-security': 'max-age=63072000',
        'content-type': 'text/html; charset=utf-8',
      },
      html: doc({
        title: 'ครัวดี POS | ระบบ POS ร้านอาหาร ใช้ง่าย ครบทุกช่องทางขาย',
        desc: 'ระบบ POS สำหรับร้านอาหาร คาเฟ่ และชาบู รับออเดอร์หน้าร้าน เดลิเวอรี่ และ QR สั่งอาหาร ในระบบเดียว',
        page: '/',
        data: '{"hero":{"title":"บริหารร้านอาหารให้ง่าย ในแอปเดียว"},"customers":8000}',
        body: `<section class="Home_hero__Fq1Xs"><h1>บริหารร้านอาหารให้ง่าย ในแอปเดียว</h1><p>รับออเดอร์หน้าร้าน สั่งผ่าน QR ที่โต๊ะ และออเดอร์จากแอปเดลิเวอรี่ รวมไว้ที่หน้าจอครัวเดียว พร้อมสต็อกวัตถุดิบและรายงานยอดขายแบบเรียลไทม์</p><a class="Button_primary__Xk2dA" href="/demo">ทดลองใช้ฟรี 30 วัน</a></section><section class="Home_logos__c8Nw2"><h2>ร้านอาหารกว่า 8,000 ร้านทั่วประเทศเลือกใช้ครัวดี</h2><div class="Home_logoRow__yT5bQ"><a href="https://www.baanpadthai.co.th/" target="_blank" rel="noreferrer"><img alt="บ้านผัดไทย" src="/images/customers/baanpadthai.png"/></a><a href="https://www.shabuchiangmai.com/" target="_blank" rel="noreferrer"><img alt="ชาบูเชียงใหม่" src="/images/customers/shabucm.png"/></a><a href="https://www.kopi-hatyai.com/" target="_blank" rel="noreferrer"><img alt="โกปี้หาดใหญ่" src="/images/customers/kopi.png"/></a><img alt="ครัวคุณยาย" src="/images/customers/kruakhunyai.png"/></div></section><section class="Home_integrations__Rr6Lm"><h2>เชื่อมต่อแอปเดลิเวอรี่ ธนาคาร และโปรแกรมบัญชีที่คุณใช้อยู่</h2><p>GrabFood · LINE MAN · foodpanda · Robinhood · PEAK · FlowAccount และอีกมากมาย</p><a href="/integrations">ดูการเชื่อมต่อทั้งหมด</a></section>`,
      }),
    },
    '/integrations': {
      html: doc({
        title: 'การเชื่อมต่อ | ครัวดี POS',
        desc: 'ครัวดี POS เชื่อมต่อกับแอปเดลิเวอรี่ ระบบชำระเงิน และโปรแกรมบัญชีชั้นนำของไทย',
        page: '/integrations',
        data: JSON.stringify({ integrations, categories: catLabel }),
        body: `<section class="Integrations_hero__a1B2c"><h1>การเชื่อมต่อ</h1><p>ครัวดี POS ทำงานร่วมกับแอปและบริการที่ร้านอาหารไทยใช้ทุกวัน เปิดใช้งานได้เองจากหน้าตั้งค่า ไม่มีค่าใช้จ่ายเพิ่ม</p></section><section class="Integrations_featured__hY7Ud"><h2>แนะนำ</h2><a class="Featured_card__o2Rk9" href="/integrations/grabfood"><img alt="GrabFood" src="/images/integrations/grabfood.png"/><span>GrabFood × ครัวดี: รับออเดอร์เข้าครัวอัตโนมัติ</span></a><a class="Featured_card__o2Rk9" href="/integrations/peak"><img alt="PEAK" src="/images/integrations/peak.png"/><span>PEAK × ครัวดี: ปิดบัญชีรายวันใน 1 คลิก</span></a></section>${cards}<div class="Drawer_root__Qm0Zt" aria-hidden="true"></div><section class="Integrations_cta__X4vBn"><p>ไม่เจอแอปที่ใช้อยู่? <a href="mailto:partners@kruadee.co.th">แนะนำการเชื่อมต่อใหม่</a> หรืออ่าน<a href="https://developers.kruadee.co.th/docs">เอกสาร API</a></p></section>`,
      }),
    },
    '/integrations/grabfood': {
      html: doc({
        title: 'เชื่อมต่อ GrabFood | ครัวดี POS',
        desc: 'รับออเดอร์ GrabFood เข้าหน้าจอครัวของครัวดี POS อัตโนมัติ',
        page: '/integrations/[slug]',
        data: JSON.stringify({ integration: integrations[0] }),
        body: `<article class="IntegrationPage_root__Lw9pE"><a href="/integrations">← การเชื่อมต่อทั้งหมด</a><img alt="GrabFood" src="/images/integrations/grabfood.png"/><h1>GrabFood × ครัวดี POS</h1><p>ไม่ต้องนั่งกดรับออเดอร์จากแท็บเล็ตของ Grab อีกต่อไป ออเดอร์ใหม่จะเด้งเข้าหน้าจอครัว (KDS) และพิมพ์ใบสั่งอาหารทันที เมนูที่หมดในครัวดีจะถูกปิดขายบน GrabFood ให้อัตโนมัติ</p><h2>วิธีเปิดใช้งาน</h2><ol><li>เข้าเมนู ตั้งค่า › การเชื่อมต่อ › GrabFood</li><li>ล็อกอินด้วยบัญชี GrabMerchant ของร้าน</li><li>จับคู่เมนู แล้วกด "เริ่มรับออเดอร์"</li></ol><p class="IntegrationPage_ext__b3Tq8"><a href="https://www.grab.com/th/merchant/food/" target="_blank" rel="noreferrer">ไปที่เว็บไซต์ GrabMerchant ↗</a></p></article>`,
      }),
    },
    '/integrations/peak': {
      html: doc({
        title: 'เชื่อมต่อ PEAK | ครัวดี POS',
        desc: 'ส่งยอดขายจากครัวดี POS เข้าโปรแกรมบัญชี PEAK อัตโนมัติ',
        page: '/integrations/[slug]',
        data: JSON.stringify({ integration: integrations[8] }),
        body: `<article class="IntegrationPage_root__Lw9pE"><a href="/integrations">← การเชื่อมต่อทั้งหมด</a><img alt="PEAK" src="/images/integrations/peak.png"/><h1>PEAK × ครัวดี POS</h1><p>ยอดขาย ภาษีขาย และค่าธรรมเนียมแอปเดลิเวอรี่ จะถูกส่งเข้า PEAK ทุกสิ้นวันในรูปแบบเอกสารรายได้ พร้อมแยกช่องทางการชำระเงิน ลดงานคีย์ของนักบัญชีลงกว่า 80%</p><p>ลูกค้าครัวดีรับส่วนลด PEAK 20% ในปีแรก</p><p class="IntegrationPage_ext__b3Tq8"><a href="https://www.peakaccount.com/?utm_source=kruadee&amp;utm_medium=integration" target="_blank" rel="noreferrer">ไปที่เว็บไซต์ PEAK ↗</a></p></article>`,
      }),
    },
    '/partners/resellers': {
      html: doc({
        title: 'ตัวแทนจำหน่ายอย่างเป็นทางการ | ครัวดี POS',
        desc: 'ค้นหาตัวแทนจำหน่ายและติดตั้งครัวดี POS ใกล้คุณ',
        page: '/partners/resellers',
        data: '{"regions":["กรุงเทพฯ และปริมณฑล","ภาคเหนือ","ภาคใต้","ภาคตะวันออกเฉียงเหนือ"]}',
        body: `<section class="Resellers_root__Pn5Wd"><h1>ตัวแทนจำหน่ายอย่างเป็นทางการ</h1><p>ตัวแทนของเราช่วยติดตั้งเครื่อง POS เครื่องพิมพ์ และลิ้นชักเก็บเงิน พร้อมอบรมพนักงานที่ร้าน ราคาแพ็กเกจเท่ากับซื้อกับครัวดีโดยตรง</p><table class="Resellers_table__m8Kc1"><thead><tr><th>ภูมิภาค</th><th>ตัวแทน</th><th>พื้นที่ให้บริการ</th><th>ติดต่อ</th></tr></thead><tbody><tr><td>กรุงเทพฯ และปริมณฑล</td><td><a href="https://www.siampos-solution.co.th/?utm_source=kruadee.co.th&amp;utm_medium=reseller_page" target="_blank" rel="noreferrer">บริษัท สยามพีโอเอส โซลูชั่น จำกัด</a></td><td>กรุงเทพฯ นนทบุรี ปทุมธานี สมุทรปราการ</td><td>02-555-0341</td></tr><tr><td>ภาคเหนือ</td><td><a href="https://cmtechmart.com/?utm_source=kruadee.co.th&amp;utm_medium=reseller_page" target="_blank" rel="noreferrer">เชียงใหม่ เทคมาร์ท</a></td><td>เชียงใหม่ ลำพูน เชียงราย</td><td>053-555-0127</td></tr><tr><td>ภาคใต้</td><td>Andaman Smart Systems Co., Ltd.<br/><small>andamansmart.co.th</small></td><td>ภูเก็ต พังงา กระบี่</td><td>076-555-0488</td></tr><tr><td>ภาคใต้</td><td><a href="https://www.southern-itsupply.com/" target="_blank" rel="noreferrer">ซาวท์เทิร์น ไอที ซัพพลาย</a></td><td>สงขลา หาดใหญ่ สตูล</td><td>074-555-0916</td></tr><tr><td>ภาคตะวันออกเฉียงเหนือ</td><td>อีสานพีโอเอส (<a href="https://www.facebook.com/isanpos" target="_blank" rel="noreferrer">เพจ Facebook</a>)</td><td>ขอนแก่น อุดรธานี</td><td>043-555-0265</td></tr></tbody></table><h2>สนใจเป็นตัวแทนจำหน่าย</h2><p>ส่งข้อมูลบริษัทมาที่ <a href="mailto:reseller@kruadee.co.th">reseller@kruadee.co.th</a> ทีมงานจะติดต่อกลับภายใน 3 วันทำการ</p></section>`,
      }),
    },
    '/customers': {
      html: doc({
        title: 'เรื่องราวจากลูกค้า | ครัวดี POS',
        desc: 'ร้านอาหารที่เติบโตไปกับครัวดี POS',
        page: '/customers',
        data: '{"stories":3}',
        body: `<section class="Customers_root__Hs2Kq"><h1>เรื่องราวจากลูกค้า</h1><article class="Story_card__w1Nxe"><h2>บ้านผัดไทย: จาก 1 สาขาเป็น 14 สาขาใน 3 ปี</h2><p>"ครัวดีทำให้เราดูสต็อกกุ้งทุกสาขาได้จากมือถือ" — คุณวรวุฒิ เจ้าของร้าน</p><a href="https://www.baanpadthai.co.th/" target="_blank" rel="noreferrer">เว็บไซต์ร้าน</a></article><article class="Story_card__w1Nxe"><h2>ชาบูเชียงใหม่: ลดเวลารอโต๊ะด้วย QR สั่งอาหาร</h2><p>ร้านใช้ครัวดีร่วมกับ GrabFood และ LINE MAN ออเดอร์เดลิเวอรี่เพิ่มขึ้น 40%</p><a href="https://www.shabuchiangmai.com/" target="_blank" rel="noreferrer">เว็บไซต์ร้าน</a></article><article class="Story_card__w1Nxe"><h2>โกปี้หาดใหญ่: ปิดยอดทุกคืนไม่ถึง 5 นาที</h2><a href="https://www.kopi-hatyai.com/" target="_blank" rel="noreferrer">เว็บไซต์ร้าน</a></article></section>`,
      }),
    },
    '/about': {
      html: doc({
        title: 'เกี่ยวกับเรา | ครัวดี POS',
        desc: 'ทีมงานและเรื่องราวของครัวดี',
        page: '/about',
        data: '{"founded":2019}',
        body: `<section class="About_root__Bn5Yt"><h1>เกี่ยวกับครัวดี</h1><p>ครัวดีก่อตั้งในปี 2562 โดยอดีตพนักงานร้านอาหารและวิศวกรซอฟต์แวร์ ที่อยากให้ร้านอาหารไทยขนาดเล็กมีระบบหลังร้านที่ดีเท่าเชนใหญ่</p><h2>ผู้ลงทุน</h2><p>ครัวดีได้รับเงินลงทุนรอบ Series A จาก <a href="https://500.co/" target="_blank" rel="noreferrer">500 TukTuks</a> และ <a href="https://www.beaconvc.fund/" target="_blank" rel="noreferrer">Beacon VC</a></p><h2>ข่าวสาร</h2><ul><li><a href="https://techsauce.co/news/kruadee-pos-series-a" target="_blank" rel="noreferrer">Techsauce: ครัวดี POS ระดมทุน Series A 120 ล้านบาท</a></li><li><a href="https://www.bangkokbiznews.com/tech/1098765" target="_blank" rel="noreferrer">กรุงเทพธุรกิจ: สตาร์ทอัพ POS ไทยบุกตลาดร้านอาหารต่างจังหวัด</a></li></ul><p>ครัวดีได้รับรางวัล <a href="https://www.depa.or.th/th/digitalstartup" target="_blank" rel="noreferrer">depa Digital Startup</a> ปี 2565</p></section>`,
      }),
    },
    '/careers': {
      html: doc({
        title: 'ร่วมงานกับเรา | ครัวดี POS',
        desc: 'ตำแหน่งงานว่างที่ครัวดี',
        page: '/careers',
        data: '{"jobs":2}',
        body: `<section class="Careers_root__Kq3Mv"><h1>ร่วมงานกับเรา</h1><ul><li>Senior Backend Engineer (Go) — กรุงเทพฯ / Hybrid</li><li>Customer Success (ภาษาจีน) — กรุงเทพฯ</li></ul><p>สมัครงานผ่าน <a href="https://th.jobsdb.com/th/companies/kruadee-technology" target="_blank" rel="noreferrer">JobsDB</a> หรือ <a href="https://www.linkedin.com/company/kruadee" target="_blank" rel="noreferrer">LinkedIn</a></p></section>`,
      }),
    },
  },
  sitemap: ['/', '/integrations', '/integrations/grabfood', '/integrations/peak', '/customers', '/about', '/careers'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'open-graph'],
  partners: {
    'grab.com': 'technology',
    'line.me': 'technology',
    'foodpanda.co.th': 'technology',
    'robinhood.in.th': 'technology',
    'shopee.co.th': 'technology',
    'kasikornbank.com': 'technology',
    'scb.co.th': 'technology',
    'opn.ooo': 'technology',
    'peakaccount.com': 'technology',
    'flowaccount.com': 'technology',
    'linebiz.com': 'technology',
    'siampos-solution.co.th': 'channel',
    'cmtechmart.com': 'channel',
    'andamansmart.co.th': 'channel',
    'southern-itsupply.com': 'channel',
  },
};
