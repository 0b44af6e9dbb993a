import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  'cache-control': 's-maxage=60, stale-while-revalidate',
  via: '1.1 3f6a1c0d9be2a7c4e5d1f0a2b3c4d5e6.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'ICN57-P2',
  'x-amz-cf-id': 'Zr8qK1mC0vR3nL5tYp2wX9aB7dE4fG6hJ8kM0nP2qS4uV6xZ8bA1c==',
  'x-cache': 'Miss from cloudfront',
};

const BUILD = 'Hk3vQ9xP2mN7tR1sW5yZa';

function head(title: string, description: string, path: string, page: string): string {
  return `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://www.sellerbridge.co.kr/og/og-default.png"/><meta property="og:url" content="https://www.sellerbridge.co.kr${path}"/><meta name="naver-site-verification" content="7c1e0d9f2a4b6c8e0f1a3b5c7d9e1f2a4b6c8d0e"/><meta name="google-site-verification" content="pX3u8Y1qV0wL7kH2sN4mB6cZ9rT5eG1jF0dA8oI2uQ"/><link rel="canonical" href="https://www.sellerbridge.co.kr${path}"/><link rel="alternate" hrefLang="en" href="https://www.sellerbridge.io${path}"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="14"/>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7S2Q9B');</script>
<!-- End Google Tag Manager -->
<link rel="preload" href="/_next/static/media/pretendard-variable.a8c3e1f2.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/_next/static/css/7b1d2f0c9a3e5b84.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7b1d2f0c9a3e5b84.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-1f2e3d4c5b6a7980.js" defer=""></script><script src="/_next/static/chunks/framework-5429a50ba5373c56.js" defer=""></script><script src="/_next/static/chunks/main-0a9b8c7d6e5f4a3b.js" defer=""></script><script src="/_next/static/chunks/pages/_app-9e8d7c6b5a4f3e2d.js" defer=""></script><script src="/_next/static/chunks/pages/${page}-3c4d5e6f7a8b9c0d.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head>`;
}

const nav = `<header class="Header_header__x8Ke2"><div class="Header_inner__Pq1aZ"><a class="Header_logo__3MvXs" href="/"><img alt="셀러브릿지" src="/images/logo-sellerbridge.svg" width="148" height="28"/></a><nav class="Header_gnb__7YtQe"><ul><li><a href="/features">기능</a></li><li><a href="/integrations">연동 채널</a></li><li><a href="/pricing">요금제</a></li><li><a href="/customers">고객 사례</a></li><li><a href="/blog">블로그</a></li></ul></nav><div class="Header_actions__Qw2Lp"><a class="Button_ghost__1kP9d" href="https://app.sellerbridge.co.kr/login">로그인</a><a class="Button_primary__N0b2q" href="https://app.sellerbridge.co.kr/signup?utm_source=web&amp;utm_medium=gnb">14일 무료 체험</a></div></div></header>`;

const footer = `<footer class="Footer_footer__Vb7nT"><div class="Footer_top__2xKcQ"><div class="Footer_col__Ls4Aq"><h4>제품</h4><ul><li><a href="/features">주문 통합 관리</a></li><li><a href="/features#inventory">재고 연동</a></li><li><a href="/integrations">연동 채널</a></li><li><a href="https://docs.sellerbridge.co.kr" target="_blank" rel="noopener noreferrer">API 문서</a></li></ul></div><div class="Footer_col__Ls4Aq"><h4>회사</h4><ul><li><a href="/company">회사 소개</a></li><li><a href="/partners">파트너 프로그램</a></li><li><a href="https://sellerbridge.career.greetinghr.com" target="_blank" rel="noopener noreferrer">채용</a></li><li><a href="/blog">블로그</a></li></ul></div><div class="Footer_col__Ls4Aq"><h4>고객지원</h4><ul><li><a href="https://help.sellerbridge.co.kr">도움말 센터</a></li><li><a href="https://pf.kakao.com/_xbKqLxj" target="_blank" rel="noopener noreferrer">카카오톡 상담</a></li><li><a href="https://status.sellerbridge.co.kr">서비스 상태</a></li></ul></div><div class="Footer_sns__8aLpB"><a href="https://blog.naver.com/sellerbridge" target="_blank" rel="noopener noreferrer" aria-label="네이버 블로그"><img src="/images/sns/naver-blog.svg" alt=""/></a><a href="https://www.instagram.com/sellerbridge.kr/" target="_blank" rel="noopener noreferrer" aria-label="인스타그램"><img src="/images/sns/instagram.svg" alt=""/></a><a href="https://www.youtube.com/@sellerbridge" target="_blank" rel="noopener noreferrer" aria-label="유튜브"><img src="/images/sns/youtube.svg" alt=""/></a></div></div><div class="Footer_bottom__K3sdw"><p>(주)셀러브릿지 | 대표이사 한지훈 | 사업자등록번호 220-88-41357 | 통신판매업신고 2021-서울강남-03918<br/>서울특별시 강남구 테헤란로 427, 위워크타워 10층 | 고객센터 1661-8274 | help@sellerbridge.co.kr</p><p><a href="/terms">이용약관</a> · <a href="/privacy"><strong>개인정보처리방침</strong></a> · <a href="https://www.sellerbridge.io">English</a></p><p>© 2024 SellerBridge Inc. All rights reserved.</p></div></div></footer>`;

function nextData(page: string, pageProps: unknown): string {
  return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    locale: 'ko',
    locales: ['ko'],
    defaultLocale: 'ko',
    scriptLoader: [],
  })}</script>`;
}

const tail = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7S2Q9B" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script><script type="text/javascript">if(!wcs_add) var wcs_add = {};wcs_add["wa"] = "s_4b1f7e2a9c3d";if(window.wcs) {wcs_do();}</script><script>(function(){var w=window;if(w.ChannelIO){return;}var ch=function(){ch.c(arguments);};ch.q=[];ch.c=function(args){ch.q.push(args);};w.ChannelIO=ch;function l(){if(w.ChannelIOInitialized){return;}w.ChannelIOInitialized=true;var s=document.createElement('script');s.type='text/javascript';s.async=true;s.src='https://cdn.channel.io/plugin/ch-plugin-web.js';var x=document.getElementsByTagName('script')[0];if(x.parentNode){x.parentNode.insertBefore(s,x);}}if(document.readyState==='complete'){l();}else{w.addEventListener('DOMContentLoaded',l);w.addEventListener('load',l);}})();ChannelIO('boot',{"pluginKey":"3e9b1c5a-72d4-4f80-b6e1-9a2c7d5f0e84"});</script>`;

function page(title: string, description: string, path: string, pageName: string, body: string, pageProps: unknown): string {
  return `${head(title, description, path, pageName)}<body><div id="__next">${nav}<main>${body}</main>${footer}</div>${nextData(pageName === 'index' ? '/' : '/' + pageName, pageProps)}${tail}</body></html>`;
}

const integrations = [
  {
    id: 'coupang',
    name: '쿠팡 (로켓그로스·마켓플레이스)',
    category: 'market',
    status: 'live',
    homepage: 'https://www.coupang.com',
    logo: '/images/channels/coupang.png',
    desc: '윙(WING) API 기반 주문 수집, 송장 전송, 재고 동기화',
  },
  {
    id: 'smartstore',
    name: '네이버 스마트스토어',
    category: 'market',
    status: 'live',
    homepage: 'https://sell.smartstore.naver.com',
    logo: '/images/channels/smartstore.png',
    desc: '커머스API 공식 솔루션사 연동',
  },
  {
    id: '11st',
    name: '11번가',
    category: 'market',
    status: 'live',
    homepage: 'https://www.11st.co.kr',
    logo: '/images/channels/11st.png',
    desc: '셀러오피스 Open API 연동',
  },
  {
    id: 'gmarket',
    name: 'G마켓',
    category: 'market',
    status: 'live',
    homepage: 'https://www.gmarket.co.kr',
    logo: '/images/channels/gmarket.png',
    desc: 'ESM PLUS 통합 연동',
  },
  {
    id: 'auction',
    name: '옥션',
    category: 'market',
    status: 'live',
    homepage: 'https://www.auction.co.kr',
    logo: '/images/channels/auction.png',
    desc: 'ESM PLUS 통합 연동',
  },
  {
    id: 'ssg',
    name: 'SSG.COM',
    category: 'market',
    status: 'live',
    homepage: 'https://www.ssg.com',
    logo: '/images/channels/ssg.png',
    desc: '주문·클레임 자동 수집',
  },
  {
    id: 'lotteon',
    name: '롯데ON',
    category: 'market',
    status: 'beta',
    homepage: 'https://www.lotteon.com',
    logo: '/images/channels/lotteon.png',
    desc: '베타 연동 (2024년 3분기 정식 오픈)',
  },
  {
    id: 'cafe24',
    name: '카페24',
    category: 'mall',
    status: 'live',
    homepage: 'https://www.cafe24.com',
    logo: '/images/channels/cafe24.png',
    desc: '카페24 앱스토어 공식 앱',
  },
  {
    id: 'godomall',
    name: '고도몰 (NHN커머스)',
    category: 'mall',
    status: 'live',
    homepage: 'https://www.godo.co.kr',
    logo: '/images/channels/godomall.png',
    desc: '고도몰5 주문 연동',
  },
  {
    id: 'imweb',
    name: '아임웹',
    category: 'mall',
    status: 'live',
    homepage: 'https://imweb.me',
    logo: '/images/channels/imweb.png',
    desc: '아임웹 오픈 API 연동',
  },
  {
    id: 'cj',
    name: 'CJ대한통운',
    category: 'delivery',
    status: 'live',
    homepage: 'https://www.cjlogistics.com',
    logo: '/images/channels/cj.png',
    desc: '송장 자동 발행 (택배 계약 필요)',
  },
  {
    id: 'hanjin',
    name: '한진택배',
    category: 'delivery',
    status: 'live',
    homepage: 'https://www.hanjin.com',
    logo: '/images/channels/hanjin.png',
    desc: '송장 자동 발행',
  },
  {
    id: 'ecount',
    name: '이카운트 ERP',
    category: 'erp',
    status: 'live',
    homepage: 'https://www.ecount.com',
    logo: '/images/channels/ecount.png',
    desc: '판매 전표 자동 생성',
  },
  {
    id: 'douzone',
    name: '더존 Smart A',
    category: 'erp',
    status: 'live',
    homepage: 'https://www.douzone.com',
    logo: '/images/channels/douzone.png',
    desc: '매출 데이터 엑셀·API 연동',
  },
  {
    id: 'shopify',
    name: 'Shopify',
    category: 'global',
    status: 'planned',
    homepage: null,
    logo: '/images/channels/shopify.png',
    desc: '해외 판매 채널 연동 준비 중',
  },
];

const home = page(
  '셀러브릿지 | 멀티채널 주문·재고 통합 관리 솔루션',
  '쿠팡, 스마트스토어, 11번가 등 오픈마켓 주문을 한 화면에서. 셀러브릿지로 주문 수집부터 송장 전송까지 자동화하세요.',
  '/',
  'index',
  `<section class="Hero_hero__L2oYp"><div class="Hero_text__q9WzM"><span class="Badge_badge__Ue3vR">누적 거래액 1.2조 원 돌파</span><h1>흩어진 판매 채널,<br/>셀러브릿지 하나로 끝내세요</h1><p>오픈마켓·자사몰 주문 수집부터 송장 전송, 재고 동기화까지.<br/>매일 3시간 걸리던 주문 처리를 10분으로 줄입니다.</p><div class="Hero_cta__4bVnE"><a class="Button_primary__N0b2q" href="https://app.sellerbridge.co.kr/signup?utm_source=web&amp;utm_medium=hero">무료로 시작하기</a><a class="Button_line__Ak0Tz" href="/contact">도입 문의</a></div></div><div class="Hero_visual__9kQeS"><img alt="셀러브릿지 대시보드" src="/_next/image?url=%2Fimages%2Fhero-dashboard.png&amp;w=1920&amp;q=75" width="960" height="620" decoding="async"/></div></section>
<section class="Channels_section__R8mWd"><h2>40개 이상의 판매 채널과 연동됩니다</h2><div class="Channels_marquee__j1HxN"><div class="Channels_track__B0eLq"><img src="/images/channels/coupang.png" alt="쿠팡"/><img src="/images/channels/smartstore.png" alt="네이버 스마트스토어"/><img src="/images/channels/11st.png" alt="11번가"/><img src="/images/channels/gmarket.png" alt="G마켓"/><img src="/images/channels/auction.png" alt="옥션"/><img src="/images/channels/ssg.png" alt="SSG.COM"/><img src="/images/channels/cafe24.png" alt="카페24"/><img src="/images/channels/imweb.png" alt="아임웹"/></div></div><a class="Channels_more__p2Zx0" href="/integrations">연동 채널 전체 보기 →</a></section>
<section class="Features_section__h7VtE"><div class="Features_grid__0mYcJ"><article><h3>주문 통합 수집</h3><p>5분마다 모든 채널의 신규 주문을 자동으로 가져옵니다.</p></article><article><h3>송장 일괄 전송</h3><p>택배사 송장을 발행하고 각 마켓에 자동으로 전송합니다.</p></article><article><h3>재고 실시간 동기화</h3><p>한 채널에서 팔리면 모든 채널의 재고가 즉시 차감됩니다.</p></article><article><h3>정산 리포트</h3><p>채널별 수수료와 정산 예정 금액을 한눈에 확인하세요.</p></article></div></section>
<section class="Review_section__Zw3qA"><h2>셀러브릿지를 쓰는 브랜드들</h2><ul class="Review_list__cN5mP"><li><blockquote>“하루 800건 주문을 두 명이 처리합니다. 셀러브릿지 없이는 불가능했어요.”</blockquote><cite>데일리앤 · 운영팀장 박서연</cite></li><li><blockquote>“채널이 7개로 늘어도 재고 사고가 한 번도 없었습니다.”</blockquote><cite>그린테이블 · 대표 이준호</cite></li></ul><a href="/customers">고객 사례 더 보기</a></section>
<section class="Cta_section__fE8bT"><h2>지금 도입하면 첫 달 요금 50% 할인</h2><p>도입 파트너를 통해 세팅 대행도 받을 수 있어요. <a href="/partners">파트너 찾기</a></p></section>`,
  {
    hero: { badge: '누적 거래액 1.2조 원 돌파' },
    featuredChannels: ['coupang', 'smartstore', '11st', 'gmarket', 'auction', 'ssg', 'cafe24', 'imweb'],
  },
);

const integrationsPage = page(
  '연동 채널 | 셀러브릿지',
  '셀러브릿지와 연동되는 오픈마켓, 자사몰 솔루션, 택배사, ERP 목록입니다.',
  '/integrations',
  'integrations',
  `<section class="SubHero_hero__Yp6dN"><h1>연동 채널</h1><p>오픈마켓, 자사몰, 택배사, ERP까지 — 셀러브릿지는 국내 주요 커머스 채널과 공식 API로 연동됩니다.</p></section>
<section class="Integrations_wrap__m3QbV"><div class="Tabs_tabs__Jd4sK" role="tablist"><button role="tab" aria-selected="true" class="Tabs_active__c7Kq2">전체</button><button role="tab" aria-selected="false">오픈마켓</button><button role="tab" aria-selected="false">자사몰</button><button role="tab" aria-selected="false">택배사</button><button role="tab" aria-selected="false">ERP</button></div><div class="Integrations_grid__u8TfB" aria-busy="true"><div class="Skeleton_card__Vq0zD"></div><div class="Skeleton_card__Vq0zD"></div><div class="Skeleton_card__Vq0zD"></div><div class="Skeleton_card__Vq0zD"></div><div class="Skeleton_card__Vq0zD"></div><div class="Skeleton_card__Vq0zD"></div></div><p class="Integrations_note__9sLkE">찾는 채널이 없나요? <a href="/contact?type=integration">연동 요청하기</a></p></section>`,
  {
    integrations,
    categories: [
      { key: 'market', label: '오픈마켓' },
      { key: 'mall', label: '자사몰' },
      { key: 'delivery', label: '택배사' },
      { key: 'erp', label: 'ERP' },
      { key: 'global', label: '해외' },
    ],
    updatedAt: '2024-05-20',
  },
);

const partnerList = [
  {
    name: '커머스랩',
    tier: '공식 리셀러',
    region: '서울',
    url: 'https://www.commercelab.co.kr',
    phone: '02-6952-1180',
    desc: '오픈마켓 입점부터 셀러브릿지 세팅까지 원스톱 대행',
  },
  {
    name: '온셀컴퍼니',
    tier: '공식 리셀러',
    region: '부산',
    url: 'https://onsellcompany.com',
    phone: '051-714-2290',
    desc: '부산·경남 지역 셀러 전담 도입 지원',
  },
  {
    name: '모아브랜드',
    tier: '도입 컨설팅 파트너',
    region: '서울',
    url: 'https://moabrand.kr',
    phone: null,
    desc: '브랜드 자사몰 구축 및 채널 확장 컨설팅',
  },
  {
    name: '셀러스쿨',
    tier: '교육 파트너',
    region: '온라인',
    url: 'https://sellerschool.kr/?ref=sellerbridge',
    phone: null,
    desc: '셀러브릿지 활용 실무 강의 운영 (수강생 추천 할인)',
  },
  {
    name: '글로벌셀',
    tier: '도입 컨설팅 파트너',
    region: '인천',
    url: 'https://www.globalsell.co.kr',
    phone: '032-858-4410',
    desc: '역직구·해외 마켓 진출 컨설팅',
  },
  {
    name: '대구이커머스지원센터',
    tier: '교육 파트너',
    region: '대구',
    url: null,
    phone: '053-601-7734',
    desc: '지역 소상공인 온라인 판매 교육',
  },
  {
    name: '미래솔루션',
    tier: '공식 리셀러',
    region: '대전',
    url: 'https://www.miraesol.com',
    phone: '042-488-3091',
    desc: '충청권 셀러 도입·교육',
  },
  {
    name: '넥스트마케팅',
    tier: '도입 컨설팅 파트너',
    region: '경기 성남',
    url: 'https://nextmkt.co.kr',
    phone: '031-8017-5523',
    desc: '퍼포먼스 마케팅 + 주문관리 통합 운영 대행',
  },
];

const partnersPage = page(
  '파트너 프로그램 | 셀러브릿지',
  '셀러브릿지 공식 리셀러, 도입 컨설팅 파트너, 교육 파트너를 만나보세요.',
  '/partners',
  'partners',
  `<section class="SubHero_hero__Yp6dN"><h1>셀러브릿지 파트너</h1><p>셀러브릿지 도입과 세팅을 함께하는 공식 파트너사입니다.<br/>가까운 지역의 파트너에게 상담을 받아보세요.</p></section>
<section class="Partner_list__Fq3zB"><div class="Partner_filter__z1RtK"><select aria-label="지역"><option>전체 지역</option><option>서울</option><option>부산</option><option>대전</option><option>대구</option><option>인천</option><option>경기</option></select></div><ul class="Partner_cards__X0aPv"><li class="Partner_card__k7GhC"><span class="Partner_tier__qM2eN">공식 리셀러</span><h3>커머스랩</h3><p>오픈마켓 입점부터 셀러브릿지 세팅까지 원스톱 대행</p><a href="https://www.commercelab.co.kr" target="_blank" rel="noopener noreferrer">홈페이지</a></li><li class="Partner_card__k7GhC"><span class="Partner_tier__qM2eN">공식 리셀러</span><h3>온셀컴퍼니</h3><p>부산·경남 지역 셀러 전담 도입 지원</p><a href="https://onsellcompany.com" target="_blank" rel="noopener noreferrer">홈페이지</a></li><li class="Partner_card__k7GhC"><span class="Partner_tier__qM2eN">도입 컨설팅 파트너</span><h3>모아브랜드</h3><p>브랜드 자사몰 구축 및 채널 확장 컨설팅</p><a href="https://moabrand.kr" target="_blank" rel="noopener noreferrer">홈페이지</a></li><li class="Partner_card__k7GhC"><span class="Partner_tier__qM2eN">교육 파트너</span><h3>셀러스쿨</h3><p>셀러브릿지 활용 실무 강의 운영 (수강생 추천 할인)</p><a href="https://sellerschool.kr/?ref=sellerbridge" target="_blank" rel="noopener noreferrer">홈페이지</a></li></ul><button type="button" class="Partner_more__b5YpR">더보기 (4)</button></section>
<section class="Partner_join__Tt8uC"><h2>파트너가 되어 보세요</h2><dl><dt>리셀러</dt><dd>셀러브릿지 라이선스를 판매하고 매출의 최대 30%를 수익으로 받습니다.</dd><dt>도입 컨설팅 파트너</dt><dd>고객사의 채널 세팅과 운영을 대행하고 추천 수수료를 받습니다.</dd><dt>교육 파트너</dt><dd>강의 수강생에게 전용 할인 코드를 제공합니다.</dd></dl><a class="Button_primary__N0b2q" href="/contact?type=partner">파트너 신청하기</a></section>`,
  { partners: partnerList, total: partnerList.length, pageSize: 4 },
);

const customersPage = page(
  '고객 사례 | 셀러브릿지',
  '셀러브릿지로 주문 처리 시간을 줄인 브랜드들의 이야기.',
  '/customers',
  'customers',
  `<section class="SubHero_hero__Yp6dN"><h1>고객 사례</h1><p>3,200개 브랜드가 셀러브릿지로 성장하고 있습니다.</p></section>
<section class="Cases_grid__P5vNa"><article class="Case_card__w2Jd1"><img src="/images/cases/dailyn.jpg" alt=""/><h3>데일리앤: 7개 채널, 재고 사고 0건</h3><p>생활용품 브랜드 데일리앤은 셀러브릿지 도입 후 주문 처리 인력을 절반으로 줄였습니다.</p><a href="https://www.dailyn.co.kr" target="_blank" rel="noopener">dailyn.co.kr</a> · <a href="/customers/dailyn">사례 읽기</a></article><article class="Case_card__w2Jd1"><img src="/images/cases/greentable.jpg" alt=""/><h3>그린테이블: 신선식품 당일 출고 98%</h3><p>산지직송 밀키트 브랜드 그린테이블의 출고 자동화 이야기.</p><a href="https://greentable.kr" target="_blank" rel="noopener">greentable.kr</a> · <a href="/customers/greentable">사례 읽기</a></article><article class="Case_card__w2Jd1"><img src="/images/cases/petory.jpg" alt=""/><h3>펫토리: 해외 역직구까지 한 번에</h3><p>반려동물 용품 브랜드 펫토리는 셀러브릿지 파트너 글로벌셀과 함께 해외 판매를 시작했습니다.</p><a href="https://petory.co.kr" target="_blank" rel="noopener">petory.co.kr</a> · <a href="/customers/petory">사례 읽기</a></article></section>`,
  {
    cases: [
      { slug: 'dailyn', brand: '데일리앤', site: 'https://www.dailyn.co.kr' },
      { slug: 'greentable', brand: '그린테이블', site: 'https://greentable.kr' },
      { slug: 'petory', brand: '펫토리', site: 'https://petory.co.kr' },
    ],
  },
);

const companyPage = page(
  '회사 소개 | 셀러브릿지',
  '커머스 운영의 모든 반복 업무를 없앤다. 셀러브릿지 팀을 소개합니다.',
  '/company',
  'company',
  `<section class="SubHero_hero__Yp6dN"><h1>커머스 운영의 반복 업무를 없앱니다</h1><p>2021년 설립된 셀러브릿지는 온라인 셀러를 위한 주문·재고 통합 관리 SaaS를 만듭니다.</p></section>
<section class="Company_history__d4Ls0"><h2>연혁</h2><table class="Company_table__Ze1yV"><tbody><tr><th>2024</th><td>누적 거래액 1조 원 돌파 · 시리즈 A 투자 유치 (새싹벤처스, 한빛인베스트먼트)</td></tr><tr><th>2023</th><td>산업통상자원부 장관상 수상 (대한민국 이커머스 대상) · 한국온라인쇼핑협회 회원사 가입</td></tr><tr><th>2022</th><td>네이버 커머스API 공식 솔루션사 선정 · 벤처기업 인증</td></tr><tr><th>2021</th><td>(주)셀러브릿지 설립 · 시드 투자 유치</td></tr></tbody></table></section>
<section class="Company_investors__Gm5bR"><h2>투자사</h2><ul><li><a href="https://www.saessakvc.com" target="_blank" rel="noopener">새싹벤처스</a></li><li><a href="https://hanbitinvest.co.kr" target="_blank" rel="noopener">한빛인베스트먼트</a></li></ul></section>
<section class="Company_press__Hc8aV"><h2>보도자료</h2><ul><li><a href="https://zdnet.co.kr/view/?no=20240312101455" target="_blank" rel="noopener">셀러브릿지, 50억 원 규모 시리즈A 유치 — 지디넷코리아</a></li><li><a href="https://platum.kr/archives/219034" target="_blank" rel="noopener">“주문 처리 10분이면 끝” 셀러브릿지 한지훈 대표 인터뷰 — 플래텀</a></li></ul></section>
<section class="Company_member__Wq1Nz"><h2>인증 및 회원사</h2><p>한국온라인쇼핑협회(<a href="https://www.kolsa.or.kr" target="_blank" rel="noopener">kolsa.or.kr</a>) 회원사 · 벤처기업 인증 · ISMS 인증 준비 중</p></section>`,
  { founded: 2021, employees: 38 },
);

const blogPost = page(
  '쿠팡 로켓그로스 입고 정책 변경, 셀러가 챙겨야 할 5가지 | 셀러브릿지 블로그',
  '2024년 6월부터 달라지는 쿠팡 로켓그로스 입고 기준을 정리했습니다.',
  '/blog/coupang-rocket-growth-2024',
  'blog/[slug]',
  `<article class="Post_post__yW4Tn"><header><span class="Post_category__cB0xP">커머스 트렌드</span><h1>쿠팡 로켓그로스 입고 정책 변경, 셀러가 챙겨야 할 5가지</h1><p class="Post_meta__Lh2Qe">2024.05.28 · 셀러브릿지 콘텐츠팀</p></header><div class="Post_body__R7nXs"><p>쿠팡이 6월부터 로켓그로스 입고 기준을 바꿉니다. 자세한 공지는 <a href="https://wing.coupang.com" target="_blank" rel="noopener">쿠팡 윙</a>에서 확인할 수 있습니다.</p><h2>1. 바코드 부착 기준</h2><p>상품마다 바코드를 부착해야 하며, 셀러브릿지의 바코드 출력 기능을 쓰면 한 번에 인쇄할 수 있습니다.</p><h2>2. 해외 마켓은?</h2><p>아마존(<a href="https://sell.amazon.com" target="_blank" rel="noopener">sell.amazon.com</a>)이나 Shopify(<a href="https://www.shopify.com" target="_blank" rel="noopener">shopify.com</a>)로 판매를 확장하려는 셀러도 늘고 있습니다. 셀러브릿지는 아직 해외 채널 연동을 지원하지 않지만 하반기 로드맵에 포함되어 있습니다.</p><h2>3. 물류 대행</h2><p>자체 물류가 부담된다면 풀필먼트 서비스 비교 글을 참고하세요.</p></div></article>`,
  {
    post: {
      slug: 'coupang-rocket-growth-2024',
      title: '쿠팡 로켓그로스 입고 정책 변경, 셀러가 챙겨야 할 5가지',
      author: '셀러브릿지 콘텐츠팀',
      date: '2024-05-28',
      tags: ['쿠팡', '로켓그로스'],
    },
  },
);

export const site: CorpusSite = {
  domain: 'sellerbridge.co.kr',
  otherDomains: ['sellerbridge.io'],
  covers:
    'Korean order-management SaaS on Next.js (pages router, CloudFront): the integrations page renders only skeleton cards and carries every channel in __NEXT_DATA__ JSON, the partner page shows four reseller cards and keeps the rest behind "더보기" in the JSON (one without a website). Traps: customer case links, investors, press, association membership, blog links to Amazon/Shopify, KakaoTalk/Naver blog/social links, own app/docs/help subdomains and an English domain.',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrationsPage },
    '/partners': { headers, html: partnersPage },
    '/customers': { headers, html: customersPage },
    '/company': { headers, html: companyPage },
    '/blog/coupang-rocket-growth-2024': { headers, html: blogPost },
  },
  sitemap: ['/', '/integrations', '/partners', '/customers', '/company', '/blog/coupang-rocket-growth-2024'],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'amazon-cloudfront',
    'amazon-web-services',
    'naver-analytics',
    'kakao',
    'google-tag-manager',
  ],
  partners: {
    'coupang.com': 'technology',
    'naver.com': 'technology',
    '11st.co.kr': 'technology',
    'gmarket.co.kr': 'technology',
    'auction.co.kr': 'technology',
    'ssg.com': 'technology',
    'lotteon.com': 'technology',
    'cafe24.com': 'technology',
    'godo.co.kr': 'technology',
    'imweb.me': 'technology',
    'cjlogistics.com': 'technology',
    'hanjin.com': 'technology',
    'ecount.com': 'technology',
    'douzone.com': 'technology',
    'commercelab.co.kr': 'channel',
    'onsellcompany.com': 'channel',
    'moabrand.kr': 'channel',
    'sellerschool.kr': 'channel',
    'globalsell.co.kr': 'channel',
    'miraesol.com': 'channel',
    'nextmkt.co.kr': 'channel',
  },
};
