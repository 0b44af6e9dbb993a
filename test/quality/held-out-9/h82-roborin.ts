import type { CorpusSite } from '../corpus/types.js';

const head = (title: string) => `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title>${title}</title>
<meta name="description" content="물걸레까지 알아서, 로보린 AI 로봇청소기. 국내 설계·국내 A/S">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://cdn.imweb.me/upload/S20210805a1b2c3d4e5f60/og_roborin.jpg">
<meta name="naver-site-verification" content="6f1d2a3b4c5e6f708192a3b4c5d6e7f8a9b0c1d2">
<link rel="stylesheet" href="https://vendor-cdn.imweb.me/css/site/site2.css?1709712345">
<link rel="stylesheet" href="https://vendor-cdn.imweb.me/css/site/site_popup.css?1709712345">
<link rel="stylesheet" href="https://cdn.imweb.me/upload/S20210805a1b2c3d4e5f60/css_custom.css?1709800011">
<script src="https://vendor-cdn.imweb.me/js/jquery.js?1627517460"></script>
<script src="https://vendor-cdn.imweb.me/js/imweb_prod.js?1709712345"></script>
<script src="https://developers.kakao.com/sdk/js/kakao.min.js"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-RB7Q2L9X4M"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-RB7Q2L9X4M');
</script>
<script async src="https://connect.facebook.net/en_US/fbevents.js"></script>
<script>
window.fbq = window.fbq || function(){(window.fbq.q = window.fbq.q || []).push(arguments);};
fbq('init', '812345670123456');
fbq('track', 'PageView');
</script>
</head>`;

const header = `<body class="doz_sys">
<div id="doz_header_wrap">
  <div id="doz_header" class="_fixed_header">
    <div class="doz_row header_row">
      <div class="logo"><a href="/"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_roborin.png" alt="ROBORIN 로보린"></a></div>
      <ul class="viewport-nav desktop">
        <li><a href="/shop">제품</a></li>
        <li><a href="/brand">브랜드 스토리</a></li>
        <li><a href="/where-to-buy">구매처 안내</a></li>
        <li><a href="/event">이벤트</a></li>
        <li><a href="/support">고객센터</a></li>
      </ul>
      <div class="tools"><a href="/login">로그인</a> <a href="/shop_cart">장바구니</a></div>
    </div>
  </div>
</div>
<div id="doz_body">`;

const footer = `</div>
<footer id="doz_footer">
  <div class="doz_row footer_row">
    <ul class="footer_menu">
      <li><a href="/agreement">이용약관</a></li>
      <li><a href="/privacy"><b>개인정보처리방침</b></a></li>
      <li><a href="/press">언론보도</a></li>
      <li><a href="/support">고객센터</a></li>
    </ul>
    <p class="company_info">
      상호: 주식회사 로보린 | 대표: 한지호 | 사업자등록번호: 214-88-12345 <a href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148812345" target="_blank">[사업자정보확인]</a><br>
      통신판매업신고: 2021-서울금천-1234 | 주소: 서울특별시 금천구 가산디지털1로 168, 우림라이온스밸리 B동 9층<br>
      고객센터: 1588-0000 (평일 10:00~17:00, 점심 12:00~13:00) | 이메일: cs@roborin.co.kr
    </p>
    <p class="escrow">고객님의 안전거래를 위해 현금 등으로 결제 시 저희 쇼핑몰에서 가입한 <a href="https://mark.inicis.com/mark/escrow_popup.php?mid=IESroborin1" target="_blank">KG이니시스의 구매안전서비스</a>를 이용하실 수 있습니다.</p>
    <div class="app_download">
      <span>로보린 앱 다운로드</span>
      <a href="https://apps.apple.com/kr/app/roborin/id6443210987" target="_blank"><img src="https://cdn.imweb.me/upload/S20210805a1b2c3d4e5f60/badge_appstore.png" alt="App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=kr.co.roborin.app" target="_blank"><img src="https://cdn.imweb.me/upload/S20210805a1b2c3d4e5f60/badge_googleplay.png" alt="Google Play"></a>
    </div>
    <ul class="sns">
      <li><a href="https://www.instagram.com/roborin_official/" target="_blank">인스타그램</a></li>
      <li><a href="https://www.youtube.com/@roborin" target="_blank">유튜브</a></li>
      <li><a href="https://blog.naver.com/roborin_official" target="_blank">네이버 블로그</a></li>
    </ul>
    <p class="copyright">Copyright &copy; ROBORIN Inc. All rights reserved.</p>
  </div>
</footer>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">
if(!wcs_add) var wcs_add = {};
wcs_add["wa"] = "s_4f2c9a1b7e3d";
if(window.wcs) { wcs_do(); }
</script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'roborin.co.kr',
  covers:
    'Korean Imweb shop of a robot-vacuum brand: a tabbed "where to buy" page (online marketplaces as logo links, offline chains with store-finder links, overseas distributors with one domain only written as text), with traps in investors, design awards, press articles, escrow/FTC footer links, app-store badges and a Kakao channel.',
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': 'PHPSESSID=7f3k2l9m0n1b2v3c4x5z6a7s8d; path=/; domain=.roborin.co.kr; secure; HttpOnly',
      },
      html:
        `${head('로보린 ROBORIN | AI 물걸레 로봇청소기')}
${header}
<div class="section_wrap main_visual">
  <div class="doz_row">
    <h2 class="text-brand">물걸레까지, 로보린이 알아서.</h2>
    <p>3D 장애물 인식 · 자동 먼지비움 · 온수 물걸레 세척까지 한 번에</p>
    <a class="_fade_link btn" href="/shop_view/?idx=21">로보린 X3 Pro 보러가기</a>
  </div>
</div>
<div class="section_wrap">
  <div class="doz_row">
    <h3>왜 로보린일까요?</h3>
    <ul class="feature">
      <li><strong>국내 설계</strong> 한국 주거 환경(문턱·러그·좌식 가구)에 맞춘 주행 알고리즘</li>
      <li><strong>국내 A/S</strong> 전국 방문 수거 서비스, 부품 7년 보유</li>
      <li><strong>앱 연동</strong> 로보린 앱으로 구역 청소·금지 구역 설정</li>
    </ul>
  </div>
</div>
<div class="section_wrap buy_banner">
  <div class="doz_row">
    <p>쿠팡·11번가·하이마트 등 가까운 곳에서 만나보세요.</p>
    <a href="/where-to-buy" class="btn">구매처 안내</a>
  </div>
</div>` + footer,
    },
    '/where-to-buy': {
      html:
        `${head('구매처 안내 | 로보린')}
${header}
<div class="section_wrap">
  <div class="doz_row">
    <h2 class="page_title">구매처 안내</h2>
    <p class="sub_title">로보린 정품은 아래 공식 판매처에서만 구매하실 수 있습니다. 비공식 판매처 구매 제품은 정품 등록 및 무상 A/S가 제한될 수 있습니다.</p>
    <div class="rb_tab" role="tablist">
      <button type="button" role="tab" aria-selected="true" data-target="#tab-online">온라인 판매처</button>
      <button type="button" role="tab" aria-selected="false" data-target="#tab-offline">오프라인 매장</button>
      <button type="button" role="tab" aria-selected="false" data-target="#tab-global">해외 총판</button>
    </div>
    <div id="tab-online" class="rb_tab_panel active" role="tabpanel">
      <ul class="logo_grid">
        <li><a href="https://www.coupang.com/np/search?q=%EB%A1%9C%EB%B3%B4%EB%A6%B0&amp;brand=roborin" target="_blank"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_coupang.png" alt="쿠팡"></a></li>
        <li><a href="https://www.11st.co.kr/brand/roborin" target="_blank"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_11st.png" alt="11번가"></a></li>
        <li><a href="https://minishop.gmarket.co.kr/roborin" target="_blank"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_gmarket.png" alt="G마켓"></a></li>
        <li><a href="https://stores.auction.co.kr/roborin" target="_blank"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_auction.png" alt="옥션"></a></li>
        <li><a href="https://www.ssg.com/search.ssg?target=all&amp;query=%EB%A1%9C%EB%B3%B4%EB%A6%B0" target="_blank"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_ssg.png" alt="SSG.COM"></a></li>
        <li><a href="https://www.lotteon.com/p/display/shop/seltDpShop/28512" target="_blank"><img src="https://cdn.imweb.me/thumbnail/20230911/logo_lotteon.png" alt="롯데ON"></a></li>
      </ul>
    </div>
    <div id="tab-offline" class="rb_tab_panel" role="tabpanel" hidden>
      <div class="store_row">
        <h4>롯데하이마트</h4>
        <p>전국 하이마트 매장(일부 매장 제외)에서 체험 및 구매 가능</p>
        <a href="https://www.e-himart.co.kr/app/store/storeList" target="_blank" class="btn_line">가까운 매장 찾기</a>
      </div>
      <div class="store_row">
        <h4>전자랜드</h4>
        <p>수도권 파워센터 32개 점 입점</p>
        <a href="https://www.etland.co.kr/store/storeSearch.do" target="_blank" class="btn_line">가까운 매장 찾기</a>
      </div>
      <div class="store_row">
        <h4>홈플러스</h4>
        <p>강서점·센텀시티점·동대문점 등 12개 점 가전 코너</p>
        <a href="https://corporate.homeplus.co.kr/store/list" target="_blank" class="btn_line">매장 안내</a>
      </div>
      <div class="store_row">
        <h4>로보린 가산 체험존</h4>
        <p>본사 1층 쇼룸 (평일 10:00~18:00) · 직접 방문 시 시연 가능</p>
      </div>
    </div>
    <div id="tab-global" class="rb_tab_panel" role="tabpanel" hidden>
      <table class="global_table">
        <thead><tr><th>국가</th><th>총판</th><th>연락처</th></tr></thead>
        <tbody>
          <tr><td>일본</td><td>株式会社ロボクリーン・ジャパン</td><td>robo-clean.co.jp / 03-5555-0198</td></tr>
          <tr><td>베트남</td><td><a href="https://anphu-home.vn/" target="_blank">An Phu Home Appliances Co., Ltd.</a></td><td>+84 28 5555 0142</td></tr>
          <tr><td>대만</td><td><a href="https://www.lianhe-home.com.tw/" target="_blank">聯和家電股份有限公司</a></td><td>+886 2 5555 0377</td></tr>
        </tbody>
      </table>
      <p class="note">해외 총판 문의: global@roborin.co.kr</p>
    </div>
  </div>
</div>` + footer,
    },
    '/brand': {
      html:
        `${head('브랜드 스토리 | 로보린')}
${header}
<div class="section_wrap">
  <div class="doz_row">
    <h2 class="page_title">브랜드 스토리</h2>
    <p>로보린은 2019년 가산디지털단지의 작은 연구실에서 시작했습니다. "한국 집에 맞는 로봇청소기"를 만들기 위해, 문턱과 러그, 좌식 가구 사이를 수천 번 주행하며 알고리즘을 다듬었습니다.</p>
    <h3>함께 성장하고 있습니다</h3>
    <p>2022년 <a href="https://www.kakaoventures.co.kr/" target="_blank">카카오벤처스</a>와 <a href="https://www.strongvc.com/" target="_blank">스트롱벤처스</a>로부터 시리즈 A 투자를 유치했습니다.</p>
    <h3>수상 내역</h3>
    <ul class="award_list">
      <li>2023 <a href="https://ifdesign.com/en/winner-ranking/project/roborin-x3/512345" target="_blank">iF DESIGN AWARD</a> 제품 부문 수상</li>
      <li>2022 <a href="https://gd.kidp.or.kr/" target="_blank">GOOD DESIGN(GD)</a> 선정</li>
      <li>2022 CES 혁신상 (가전 부문) 수상</li>
    </ul>
  </div>
</div>` + footer,
    },
    '/support': {
      html:
        `${head('고객센터 | 로보린')}
${header}
<div class="section_wrap">
  <div class="doz_row">
    <h2 class="page_title">고객센터</h2>
    <div class="cs_box">
      <p><strong>1588-0000</strong><br>평일 10:00~17:00 (점심 12:00~13:00, 주말·공휴일 휴무)</p>
      <a href="https://pf.kakao.com/_xbRobo" target="_blank" class="btn_kakao">카카오톡 상담하기</a>
    </div>
    <h3>A/S 안내</h3>
    <p>무상 보증기간은 구매일로부터 1년(배터리 6개월)입니다. 온라인 접수 후 택배 기사님이 방문 수거합니다.</p>
    <h3>제품 설명서</h3>
    <ul>
      <li><a href="https://cdn.imweb.me/upload/S20210805a1b2c3d4e5f60/manual_x3pro.pdf" target="_blank">로보린 X3 Pro 사용설명서 (PDF)</a></li>
      <li><a href="https://cdn.imweb.me/upload/S20210805a1b2c3d4e5f60/manual_s1.pdf" target="_blank">로보린 S1 사용설명서 (PDF)</a></li>
    </ul>
  </div>
</div>` + footer,
    },
    '/press': {
      html:
        `${head('언론보도 | 로보린')}
${header}
<div class="section_wrap">
  <div class="doz_row">
    <h2 class="page_title">언론보도</h2>
    <ul class="board_list">
      <li><span class="date">2024.02.14</span> <a href="https://www.etnews.com/20240214000123" target="_blank">로보린, 온수 물걸레 세척 로봇청소기 'X3 Pro' 출시</a> <span class="source">전자신문</span></li>
      <li><span class="date">2023.11.02</span> <a href="https://www.hankyung.com/article/2023110212345" target="_blank">"한국 집 구조에 최적화"…토종 로봇청소기 로보린의 도전</a> <span class="source">한국경제</span></li>
      <li><span class="date">2023.06.21</span> <a href="https://www.mk.co.kr/news/business/10765432" target="_blank">로보린, 쿠팡 로켓배송 입점 석 달 만에 판매 3배</a> <span class="source">매일경제</span></li>
    </ul>
  </div>
</div>` + footer,
    },
    '/event': {
      html:
        `${head('이벤트 | 로보린')}
${header}
<div class="section_wrap">
  <div class="doz_row">
    <h2 class="page_title">이벤트</h2>
    <div class="post_card">
      <span class="badge">진행중</span>
      <h4>[신학기] X3 Pro 구매 인증하면 물걸레 패드 1년치 증정</h4>
      <p>기간: 2024.03.01 ~ 2024.03.31 · 공식 판매처(구매처 안내 페이지 참고)에서 구매 후 정품 등록 시 자동 응모됩니다.</p>
      <a href="/where-to-buy">공식 판매처 확인하기</a>
    </div>
    <div class="post_card">
      <span class="badge end">종료</span>
      <h4>인스타그램 청소 전후 사진 공유 이벤트</h4>
      <p>당첨자 발표는 <a href="https://www.instagram.com/roborin_official/" target="_blank">@roborin_official</a> 계정에서 확인하세요.</p>
    </div>
  </div>
</div>` + footer,
    },
  },
  technologies: [
    'imweb',
    'jquery',
    'kakao',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'naver-analytics',
    'nginx',
    'php',
    'open-graph',
  ],
  partners: {
    'coupang.com': 'channel',
    '11st.co.kr': 'channel',
    'gmarket.co.kr': 'channel',
    'auction.co.kr': 'channel',
    'ssg.com': 'channel',
    'lotteon.com': 'channel',
    'e-himart.co.kr': 'channel',
    'etland.co.kr': 'channel',
    'homeplus.co.kr': 'channel',
    'robo-clean.co.jp': 'channel',
    'anphu-home.vn': 'channel',
    'lianhe-home.com.tw': 'channel',
  },
};
