import type { CorpusSite } from '../corpus/types.js';

const nextHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-cache': 'MISS',
  'x-vercel-id': 'icn1::iad1::7x2kq-1718093321455-2f9d1c3a7b10',
};

const head = (
  title: string,
  description: string,
  path: string,
) => `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://onboardlab.co.kr/og/default.png"/><meta property="og:url" content="https://onboardlab.co.kr${path}"/><meta name="naver-site-verification" content="3f1b9c0e8d27a4f65e0b1c2d9a8e7f6a5b4c3d2e"/><link rel="canonical" href="https://onboardlab.co.kr${path}"/><link rel="alternate" hrefLang="en" href="https://onboardlab.com${path}"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="14"/><link rel="preload" href="/fonts/PretendardVariable.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/_next/static/css/8a3c1f0d2b9e4a77.css" as="style"/><link rel="stylesheet" href="/_next/static/css/8a3c1f0d2b9e4a77.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer=""></script><script src="/_next/static/chunks/main-0ecb9ccfcb6c9b24.js" defer=""></script><script src="/_next/static/chunks/pages/_app-4d1b7e3c2a8f9e10.js" defer=""></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N8KQ2ZT');</script>
<!-- End Google Tag Manager -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QH1XK2M4B"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QH1XK2M4B');</script>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script><script type="text/javascript">if(!wcs_add) var wcs_add = {};wcs_add["wa"] = "s_4c1d9e2f7a30";if(window.wcs){wcs_do();}</script>
</head>`;

const header = `<header class="Header_header__Xk2Pq"><div class="Header_inner__3mVtd"><a class="Header_logo__pQ0sB" href="/"><img alt="온보드랩" src="/images/logo-onboardlab.svg" width="128" height="28"/></a><nav class="Header_gnb__L8vRz" aria-label="주 메뉴"><ul><li><a href="/#features">기능</a></li><li><a href="/integrations">연동</a></li><li><a href="/customers">고객 사례</a></li><li><a href="/pricing">요금제</a></li><li><a href="/blog">블로그</a></li></ul></nav><div class="Header_actions__W1pdE"><a class="Button_ghost__2vYtR" href="https://app.onboardlab.co.kr/login">로그인</a><a class="Button_primary__9sNfa" href="https://app.onboardlab.co.kr/signup?utm_source=web&amp;utm_medium=gnb">무료로 시작하기</a></div></div></header>`;

const footer = `<footer class="Footer_footer__7dPq1"><div class="Footer_inner__Rk3sC"><div class="Footer_cols__0bYwM"><dl><dt>제품</dt><dd><a href="/#features">온보딩</a></dd><dd><a href="/#features">근태·휴가</a></dd><dd><a href="/#features">급여 정산</a></dd><dd><a href="/integrations">연동 앱</a></dd><dd><a href="/pricing">요금제</a></dd></dl><dl><dt>회사</dt><dd><a href="/about">회사 소개</a></dd><dd><a href="https://www.wanted.co.kr/company/38211" target="_blank" rel="noopener noreferrer">채용</a></dd><dd><a href="/partners">파트너 프로그램</a></dd><dd><a href="/about#press">보도자료</a></dd></dl><dl><dt>지원</dt><dd><a href="https://help.onboardlab.co.kr" target="_blank" rel="noopener">헬프센터</a></dd><dd><a href="https://status.onboardlab.co.kr" target="_blank" rel="noopener">서비스 상태</a></dd><dd><a href="https://pf.kakao.com/_xbHxjKs" target="_blank" rel="noopener">카카오톡 상담</a></dd><dd><a href="mailto:hello@onboardlab.co.kr">hello@onboardlab.co.kr</a></dd></dl></div><div class="Footer_sns__Jq2Lw"><a href="https://blog.naver.com/onboardlab" target="_blank" rel="noopener" aria-label="네이버 블로그"><svg width="20" height="20" aria-hidden="true"><use href="#ic-naverblog"></use></svg></a><a href="https://www.instagram.com/onboardlab.official/" target="_blank" rel="noopener" aria-label="인스타그램"><svg width="20" height="20" aria-hidden="true"><use href="#ic-instagram"></use></svg></a><a href="https://www.youtube.com/@onboardlab" target="_blank" rel="noopener" aria-label="유튜브"><svg width="20" height="20" aria-hidden="true"><use href="#ic-youtube"></use></svg></a><a href="https://www.linkedin.com/company/onboardlab" target="_blank" rel="noopener" aria-label="링크드인"><svg width="20" height="20" aria-hidden="true"><use href="#ic-linkedin"></use></svg></a></div><address class="Footer_biz__p4Xs0">(주)온보드랩 · 대표이사 윤서진 · 사업자등록번호 214-88-45127 · 통신판매업신고 2022-서울강남-03318<br/>서울특별시 강남구 테헤란로 427, 위워크타워 11층 · 대표전화 02-6954-2210</address><p class="Footer_copy__Hn5Ds">© 2024 Onboard Lab Inc. All rights reserved. <a href="/terms">이용약관</a> · <a href="/privacy"><b>개인정보처리방침</b></a> · <a href="https://onboardlab.com" hrefLang="en">English</a></p></div></footer>`;

const channelBoot = `<script>(function(){var w=window;if(w.ChannelIO){return w.console.error("ChannelIO script included twice.");}var ch=function(){ch.c(arguments);};ch.q=[];ch.c=function(args){ch.q.push(args);};w.ChannelIO=ch;function l(){if(w.ChannelIOInitialized){return;}w.ChannelIOInitialized=true;var s=document.createElement("script");s.type="text/javascript";s.async=true;s.src="https://cdn.channel.io/plugin/ch-plugin-web.js";var x=document.getElementsByTagName("script")[0];if(x.parentNode){x.parentNode.insertBefore(s,x);}}if(document.readyState==="complete"){l();}else{w.addEventListener("DOMContentLoaded",l);w.addEventListener("load",l);}})();ChannelIO('boot',{"pluginKey":"b0c2e6f1-8d3a-4f77-9a41-5e2c7d0b9f13","language":"ko"});</script>`;

const cookieBanner = `<div class="CookieNotice_wrap__k2PzQ" role="dialog" aria-live="polite"><p>온보드랩은 서비스 개선과 맞춤형 광고를 위해 쿠키를 사용합니다. 자세한 내용은 <a href="/privacy#cookie">개인정보처리방침</a>을 확인하세요.</p><button type="button" class="CookieNotice_btn__1wQmf">확인</button></div>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSP: true },
    page,
    query: {},
    buildId: 'q8Xw2mYtP1rL0vZ6kCj3N',
    isFallback: false,
    gssp: true,
    locale: 'ko',
    locales: ['ko', 'en'],
    defaultLocale: 'ko',
    scriptLoader: [],
  })}</script>`;

const integrations = [
  {
    id: 1,
    name: 'Slack',
    slug: 'slack',
    category: 'messenger',
    website: 'https://slack.com/intl/ko-kr/',
    summary: '입사자 알림, 휴가 승인 요청을 슬랙 채널로 받아보세요.',
    status: 'live',
    logo: '/images/integrations/slack.svg',
  },
  {
    id: 2,
    name: '네이버웍스',
    slug: 'naver-works',
    category: 'messenger',
    website: 'https://naver.worksmobile.com/',
    summary: '네이버웍스 메시지봇으로 출퇴근 기록과 결재 알림을 보냅니다.',
    status: 'live',
    logo: '/images/integrations/naverworks.svg',
  },
  {
    id: 3,
    name: '카카오워크',
    slug: 'kakaowork',
    category: 'messenger',
    website: 'https://www.kakaowork.com/',
    summary: '카카오워크 봇으로 근태 알림과 전자계약 서명 요청을 전달합니다.',
    status: 'live',
    logo: '/images/integrations/kakaowork.svg',
  },
  {
    id: 4,
    name: '잔디',
    slug: 'jandi',
    category: 'messenger',
    website: 'https://www.jandi.com/landing/kr',
    summary: '잔디 커넥트(웹훅)로 토픽에 HR 알림을 게시합니다.',
    status: 'live',
    logo: '/images/integrations/jandi.svg',
  },
  {
    id: 5,
    name: 'Microsoft Teams',
    slug: 'ms-teams',
    category: 'messenger',
    website: 'https://www.microsoft.com/ko-kr/microsoft-teams/group-chat-software',
    summary: 'Teams 앱에서 휴가 신청과 승인을 처리합니다.',
    status: 'live',
    logo: '/images/integrations/teams.svg',
  },
  {
    id: 6,
    name: 'Google Workspace',
    slug: 'google-workspace',
    category: 'account',
    website: 'https://workspace.google.com/intl/ko/',
    summary: '입사 시 Google 계정을 자동 생성하고 퇴사 시 정지합니다.',
    status: 'live',
    logo: '/images/integrations/google-workspace.svg',
  },
  {
    id: 7,
    name: '더존 Smart A',
    slug: 'douzone',
    category: 'accounting',
    website: 'https://www.douzone.com/',
    summary: '급여 대장을 더존 회계 전표로 내보냅니다.',
    status: 'live',
    logo: '/images/integrations/douzone.svg',
  },
  {
    id: 8,
    name: '이카운트 ERP',
    slug: 'ecount',
    category: 'accounting',
    website: 'https://www.ecount.com/kr/',
    summary: '이카운트 ERP와 사원 정보, 급여 전표를 동기화합니다.',
    status: 'live',
    logo: '/images/integrations/ecount.svg',
  },
  {
    id: 9,
    name: '모두싸인',
    slug: 'modusign',
    category: 'contract',
    website: 'https://modusign.co.kr/',
    summary: '근로계약서와 연봉계약서를 모두싸인으로 발송·서명합니다.',
    status: 'live',
    logo: '/images/integrations/modusign.svg',
  },
  {
    id: 10,
    name: '토스페이먼츠',
    slug: 'tosspayments',
    category: 'payment',
    website: 'https://www.tosspayments.com/',
    summary: '요금제 결제와 정기결제를 토스페이먼츠로 처리합니다.',
    status: 'live',
    logo: '/images/integrations/tosspayments.svg',
  },
  {
    id: 11,
    name: '슈프리마 BioStar 2',
    slug: 'suprema',
    category: 'hardware',
    website: 'https://www.supremainc.com/ko/',
    summary: '지문·얼굴인식 단말기의 출입 기록을 출퇴근으로 반영합니다.',
    status: 'live',
    logo: '/images/integrations/suprema.svg',
  },
  {
    id: 12,
    name: '에스원 출입보안',
    slug: 's1',
    category: 'hardware',
    website: 'https://www.s1.co.kr/',
    summary: '에스원 출입통제 시스템의 태그 기록을 근태로 가져옵니다.',
    status: 'beta',
    logo: '/images/integrations/s1.svg',
  },
  {
    id: 13,
    name: '홈택스 연말정산 간소화',
    slug: 'hometax',
    category: 'tax',
    website: null,
    summary: '간소화 자료 PDF를 업로드하면 공제 항목을 자동 입력합니다. (공식 연동 아님)',
    status: 'live',
    logo: '/images/integrations/hometax.svg',
  },
  {
    id: 14,
    name: 'Notion',
    slug: 'notion',
    category: 'wiki',
    website: null,
    summary: '온보딩 체크리스트를 노션 페이지로 내보내기 — 출시 예정',
    status: 'coming_soon',
    logo: '/images/integrations/notion.svg',
  },
];

const categoryTabs = `<div role="tablist" class="Tabs_list__cR3wZ"><button role="tab" aria-selected="true" class="Tabs_tab__Q0zKx Tabs_active__1mVbn">메신저</button><button role="tab" aria-selected="false" class="Tabs_tab__Q0zKx">계정·권한</button><button role="tab" aria-selected="false" class="Tabs_tab__Q0zKx">회계·ERP</button><button role="tab" aria-selected="false" class="Tabs_tab__Q0zKx">전자계약</button><button role="tab" aria-selected="false" class="Tabs_tab__Q0zKx">결제</button><button role="tab" aria-selected="false" class="Tabs_tab__Q0zKx">근태 단말기</button></div>`;

const messengerCards = integrations
  .filter((i) => i.category === 'messenger')
  .map(
    (i) =>
      `<li class="IntegrationCard_card__Ha7Tz"><a href="/integrations/${i.slug}"><span class="IntegrationCard_logo__9pLq2"><img alt="${i.name}" src="${i.logo}" width="40" height="40" loading="lazy"/></span><strong>${i.name}</strong><p>${i.summary}</p></a></li>`,
  )
  .join('');

const partners = [
  {
    id: 'p-101',
    name: '한빛정보기술',
    type: 'RESELLER',
    tier: 'GOLD',
    region: ['서울', '경기'],
    url: 'https://www.hanbit-it.co.kr',
    phone: '02-2088-4410',
    description: '중견기업 그룹웨어·HR 솔루션 총판. 온보드랩 공식 리셀러.',
  },
  {
    id: 'p-102',
    name: '다온솔루션',
    type: 'RESELLER',
    tier: 'SILVER',
    region: ['부산', '경남'],
    url: 'http://daonsolution.co.kr/',
    phone: '051-804-2271',
    description: '동남권 제조업 고객 대상 라이선스 판매 및 교육.',
  },
  {
    id: 'p-103',
    name: '비즈클라우드',
    type: 'RESELLER',
    tier: 'SILVER',
    region: ['대전', '충청'],
    url: 'https://bizcloud.kr/',
    phone: '042-716-0093',
    description: 'SaaS 번들 구독 대행, 세금계산서 통합 발행.',
  },
  {
    id: 'p-104',
    name: '세종HR컨설팅',
    type: 'IMPLEMENTATION',
    tier: 'GOLD',
    region: ['전국'],
    url: 'https://www.sejong-hrc.com/',
    phone: '02-555-7182',
    description: '인사 규정 정비와 온보드랩 도입 컨설팅, 데이터 이관.',
  },
  {
    id: 'p-105',
    name: '피플웨어랩',
    type: 'IMPLEMENTATION',
    tier: 'SILVER',
    region: ['서울'],
    url: 'https://peopleware-lab.com',
    phone: '02-3144-6620',
    description: '스타트업 HR 셋업, 평가·보상 체계 설계 및 시스템 구축.',
  },
  {
    id: 'p-106',
    name: '노무법인 정담',
    type: 'REFERRAL',
    tier: null,
    region: ['서울', '인천'],
    url: 'https://jungdam-labor.com/',
    phone: '02-6952-1180',
    description: '근로기준법 자문 고객에게 온보드랩을 소개합니다.',
  },
  {
    id: 'p-107',
    name: '세무법인 온길',
    type: 'REFERRAL',
    tier: null,
    region: ['광주', '전남'],
    url: 'https://ongil-tax.kr',
    phone: '062-229-5501',
    description: '급여 아웃소싱 고객의 근태·급여 데이터 연계.',
  },
  {
    id: 'p-108',
    name: '김도윤 공인노무사 사무소',
    type: 'REFERRAL',
    tier: null,
    region: ['대구'],
    url: null,
    phone: '053-746-3390',
    description: '대구·경북 지역 소개 파트너.',
  },
];

export const site: CorpusSite = {
  domain: 'onboardlab.co.kr',
  otherDomains: ['onboardlab.com'],
  covers:
    'Korean HR SaaS on Next.js (pages router) served by Vercel: the integrations page server-renders only the first tab and keeps the rest in __NEXT_DATA__, and the partner directory (resellers, implementation and referral partners) exists only in __NEXT_DATA__ behind a loading skeleton; traps are customer logos and case studies, investors, press, an association membership and ISMS certificate, a blog post naming tools, job boards, KakaoTalk channel and social links, own app/help/status subdomains and the English domain.',
  pages: {
    '/': {
      headers: nextHeaders,
      html: `${head('온보드랩 | 입사부터 급여까지, 한 번에 끝내는 HR', '온보딩, 근태, 휴가, 급여 정산을 하나로. 1,200개 기업이 사용하는 HR SaaS 온보드랩.', '/')}<body><div id="__next">${header}<main><section class="Hero_hero__v2LmQ"><h1>입사부터 급여까지,<br/>HR 업무를 한 번에</h1><p>근로계약서 발송, 출퇴근 기록, 휴가 승인, 급여 정산까지 온보드랩 하나로 끝내세요.</p><a class="Button_primary__9sNfa" href="https://app.onboardlab.co.kr/signup?utm_source=web&amp;utm_medium=hero">14일 무료 체험</a><a class="Button_ghost__2vYtR" href="/demo">도입 상담 신청</a></section><section class="Logos_logos__Cq9Zr"><h2 class="Logos_title__Lw1mE">1,200개 기업이 온보드랩과 함께합니다</h2><ul class="Logos_track__3nBqA"><li><img alt="마켓컬리움" src="/images/customers/marketcurium.png" width="120" height="36"/></li><li><img alt="브릭스앤코" src="/images/customers/bricksnco.png" width="120" height="36"/></li><li><img alt="한결물류" src="/images/customers/hangyeol.png" width="120" height="36"/></li><li><img alt="플레이오션" src="/images/customers/playocean.png" width="120" height="36"/></li><li><img alt="그린닥터스의원" src="/images/customers/greendoctors.png" width="120" height="36"/></li><li><img alt="유니온푸드" src="/images/customers/unionfood.png" width="120" height="36"/></li></ul></section><section id="features" class="Features_features__kT4sV"><h2>HR 담당자가 가장 많이 쓰는 기능</h2><div class="Features_grid__1pXwA"><article><h3>전자 근로계약</h3><p>모바일로 근로계약서를 보내고 서명까지 5분.</p></article><article><h3>출퇴근·휴가</h3><p>GPS, Wi-Fi, 출입 단말기 기록을 근태로 자동 반영합니다.</p></article><article><h3>급여 정산</h3><p>4대보험, 소득세 계산과 급여명세서 발송을 자동화하세요.</p></article></div></section><section class="IntegrationTeaser_wrap__8bGqP"><h2>이미 쓰고 있는 도구와 연결하세요</h2><p>슬랙, 네이버웍스, 더존, 이카운트 등 20개 이상의 서비스와 연동됩니다.</p><a href="/integrations" class="IntegrationTeaser_more__xY3Dn">연동 앱 전체 보기 →</a></section><section class="Awards_wrap__0Q1vW"><p>2023 대한민국 SaaS 어워드 HR 부문 대상 · ISMS 인증 획득 · 조달청 디지털서비스 이용지원시스템 등록</p></section></main>${footer}${cookieBanner}</div>${nextData('/', { hero: { variant: 'B' }, customerLogos: ['marketcurium', 'bricksnco', 'hangyeol', 'playocean', 'greendoctors', 'unionfood'] })}<script src="/_next/static/chunks/pages/index-3b9f1e7a2c5d8e40.js" defer=""></script>${channelBoot}</body></html>`,
    },
    '/integrations': {
      headers: nextHeaders,
      html: `${head('연동 앱 | 온보드랩', '온보드랩과 연동되는 메신저, 회계·ERP, 전자계약, 결제, 출입 단말기 서비스.', '/integrations')}<body><div id="__next">${header}<main class="Integrations_page__aT0vL"><section class="PageHero_hero__Nq1pZ"><p class="PageHero_eyebrow__cQ4Wm">INTEGRATIONS</p><h1>온보드랩 연동 앱</h1><p>사내 메신저, 회계 프로그램, 전자계약, 출입 단말기까지. 온보드랩은 국내외 주요 서비스와 공식 연동을 제공합니다. 연동은 관리자 설정 &gt; 앱 연결에서 켤 수 있어요.</p></section>${categoryTabs}<ul class="Integrations_grid__Vb8sL">${messengerCards}</ul><p class="Integrations_count__Dz0bQ">전체 14개 중 5개 표시</p><section class="Integrations_request__M3wKc"><h2>원하는 연동이 없나요?</h2><p>노션, 플렉스 마이그레이션, 시프티 데이터 가져오기 등 요청이 많은 연동을 순차적으로 준비하고 있습니다.</p><a href="https://forms.gle/8kQpZr2mX1bY7cV59" target="_blank" rel="noopener">연동 요청하기</a></section><section class="Integrations_api__2PpRf"><h2>개발자라면 Open API로</h2><p>REST API와 웹훅으로 사내 시스템과 직접 연결할 수 있습니다. <a href="https://developers.onboardlab.co.kr">개발자 문서 보기</a></p></section></main>${footer}${cookieBanner}</div>${nextData(
        '/integrations',
        {
          integrations,
          categories: [
            { key: 'messenger', label: '메신저' },
            { key: 'account', label: '계정·권한' },
            { key: 'accounting', label: '회계·ERP' },
            { key: 'contract', label: '전자계약' },
            { key: 'payment', label: '결제' },
            { key: 'hardware', label: '근태 단말기' },
            { key: 'tax', label: '세무' },
            { key: 'wiki', label: '문서' },
          ],
          initialCategory: 'messenger',
        },
      )}<script src="/_next/static/chunks/pages/integrations-9c2d7e1f4a6b3c85.js" defer=""></script>${channelBoot}</body></html>`,
    },
    '/partners': {
      headers: nextHeaders,
      html: `${head('파트너 프로그램 | 온보드랩', '온보드랩 리셀러, 도입 컨설팅, 추천 파트너 프로그램과 지역별 공식 파트너 찾기.', '/partners')}<body><div id="__next">${header}<main class="Partners_page__Jx4Tq"><section class="PageHero_hero__Nq1pZ"><p class="PageHero_eyebrow__cQ4Wm">PARTNER PROGRAM</p><h1>온보드랩 파트너와 함께 성장하세요</h1><p>고객사에 온보드랩을 판매하고 도입을 돕는 파트너를 모집합니다.</p><a class="Button_primary__9sNfa" href="/partners/apply">파트너 신청하기</a></section><section class="Partners_tiers__5cWn1"><div><h3>리셀러</h3><p>라이선스 재판매, 마진 최대 25%</p></div><div><h3>도입 컨설팅</h3><p>인사 규정 정비와 데이터 이관을 함께 수행</p></div><div><h3>추천 파트너</h3><p>노무·세무 전문가의 고객 소개, 첫해 매출의 15% 리워드</p></div></section><section class="Partners_directory__Hk7Ya"><h2>공식 파트너 찾기</h2><div class="Partners_filters__q1Xt0"><select aria-label="지역"><option>전체 지역</option></select><select aria-label="유형"><option>전체 유형</option></select></div><div class="Partners_list__Rm2Sd" aria-busy="true"><div class="Skeleton_card__vN0aP"></div><div class="Skeleton_card__vN0aP"></div><div class="Skeleton_card__vN0aP"></div><p class="Partners_loading__Wq8mL">파트너 목록을 불러오는 중입니다…</p></div></section></main>${footer}${cookieBanner}</div>${nextData(
        '/partners',
        {
          partners,
          filters: {
            regions: ['서울', '경기', '인천', '부산', '경남', '대구', '대전', '충청', '광주', '전남', '전국'],
            types: [
              { key: 'RESELLER', label: '리셀러' },
              { key: 'IMPLEMENTATION', label: '도입 컨설팅' },
              { key: 'REFERRAL', label: '추천 파트너' },
            ],
          },
          applyFormUrl: '/partners/apply',
        },
      )}<script src="/_next/static/chunks/pages/partners-1e4a9d3c7b2f6a08.js" defer=""></script>${channelBoot}</body></html>`,
    },
    '/customers': {
      headers: nextHeaders,
      html: `${head('고객 사례 | 온보드랩', '온보드랩으로 HR 업무를 바꾼 기업들의 이야기.', '/customers')}<body><div id="__next">${header}<main class="Customers_page__b7Qw2"><h1>고객 사례</h1><div class="Customers_grid__3HkMz"><article class="StoryCard_card__pR5tN"><img alt="" src="/images/stories/bricksnco.jpg" loading="lazy"/><p class="StoryCard_company__x1Lz0">브릭스앤코 · 건설 · 320명</p><h2>현장 직원 근태 기록, 종이에서 앱으로</h2><p>“현장이 12곳으로 늘어도 근태 마감이 하루면 끝납니다.” <a href="https://www.bricksnco.co.kr" target="_blank" rel="noopener">bricksnco.co.kr</a></p><a href="/customers/bricksnco">자세히 보기</a></article><article class="StoryCard_card__pR5tN"><img alt="" src="/images/stories/playocean.jpg" loading="lazy"/><p class="StoryCard_company__x1Lz0">플레이오션 · 게임 · 85명</p><h2>입사 첫날 계정 발급부터 장비 지급까지 자동으로</h2><p>“Google Workspace 계정 생성이 온보딩 체크리스트와 묶이니 IT 담당자 업무가 절반으로 줄었어요.” <a href="https://playocean.io" target="_blank" rel="noopener">playocean.io</a></p><a href="/customers/playocean">자세히 보기</a></article><article class="StoryCard_card__pR5tN"><img alt="" src="/images/stories/greendoctors.jpg" loading="lazy"/><p class="StoryCard_company__x1Lz0">그린닥터스의원 · 의료 · 48명</p><h2>교대 근무 병원의 휴가·연장근무 관리</h2><p>“간호사 교대표와 연장근무 수당 계산을 한 화면에서 봅니다.” 홈페이지: www.greendoctors-clinic.com</p><a href="/customers/greendoctors">자세히 보기</a></article></div></main>${footer}${cookieBanner}</div>${nextData(
        '/customers',
        {
          stories: [
            { slug: 'bricksnco', company: '브릭스앤코', website: 'https://www.bricksnco.co.kr' },
            { slug: 'playocean', company: '플레이오션', website: 'https://playocean.io' },
            { slug: 'greendoctors', company: '그린닥터스의원', website: 'https://www.greendoctors-clinic.com' },
          ],
        },
      )}<script src="/_next/static/chunks/pages/customers-5f8b2a0d9e3c1f77.js" defer=""></script>${channelBoot}</body></html>`,
    },
    '/about': {
      headers: nextHeaders,
      html: `${head('회사 소개 | 온보드랩', '일하는 사람의 첫날을 바꾸는 회사, 온보드랩.', '/about')}<body><div id="__next">${header}<main class="About_page__Lq3vT"><section><h1>일하는 사람의 첫날을 바꿉니다</h1><p>온보드랩은 2021년 서울에서 시작한 HR SaaS 기업입니다. 중소·중견기업의 인사 담당자가 반복 업무 대신 사람에 집중할 수 있도록 돕습니다.</p></section><section class="About_investors__Cw8Ym"><h2>투자사</h2><ul><li><a href="https://www.kakaoventures.co.kr" target="_blank" rel="noopener">카카오벤처스</a></li><li><a href="https://www.strongvc.com" target="_blank" rel="noopener">스트롱벤처스</a></li><li>신한캐피탈</li></ul><p>2023년 시리즈 A 80억 원 투자 유치</p></section><section class="About_certs__0mQxS"><h2>인증 및 회원사</h2><ul><li>정보보호 관리체계(ISMS) 인증 — <a href="https://isms.kisa.or.kr" target="_blank" rel="noopener">한국인터넷진흥원</a></li><li><a href="https://www.sw.or.kr" target="_blank" rel="noopener">한국소프트웨어산업협회</a> 회원사</li><li>한국클라우드산업협회 SaaS 분과 회원</li></ul></section><section id="press" class="About_press__Ry1nK"><h2>보도자료</h2><ul><li><a href="https://zdnet.co.kr/view/?no=20231114093512" target="_blank" rel="noopener">온보드랩, 80억 시리즈A 유치…“중견기업 HR 디지털 전환 가속”</a> <span>지디넷코리아 · 2023.11.14</span></li><li><a href="https://platum.kr/archives/214377" target="_blank" rel="noopener">HR SaaS 온보드랩, 출입 단말기 근태 연동 출시</a> <span>플래텀 · 2024.03.05</span></li></ul></section><section class="About_office__9Vb1z"><h2>오시는 길</h2><p>서울특별시 강남구 테헤란로 427, 위워크타워 11층<br/>2호선 선릉역 5번 출구 도보 3분</p></section></main>${footer}${cookieBanner}</div>${nextData('/about', {})}<script src="/_next/static/chunks/pages/about-0a7c4e2d1b9f3e66.js" defer=""></script>${channelBoot}</body></html>`,
    },
    '/blog': {
      headers: nextHeaders,
      html: `${head('블로그 | 온보드랩', 'HR 실무 가이드와 제품 소식.', '/blog')}<body><div id="__next">${header}<main class="Blog_page__Wc2Lm"><h1>온보드랩 블로그</h1><ul class="Blog_list__Ek5Rq"><li><a href="/blog/hr-tools-2024"><strong>2024 스타트업 HR 툴 스택 총정리</strong><span>가이드 · 2024.02.19</span></a></li><li><a href="/blog/labor-law-2024"><strong>2024년 달라지는 노동법, 인사 담당자 체크리스트</strong><span>노무 · 2024.01.08</span></a></li></ul><button type="button" class="Blog_more__n3Xc0">더 보기</button></main>${footer}${cookieBanner}</div>${nextData('/blog', { posts: [{ slug: 'hr-tools-2024' }, { slug: 'labor-law-2024' }], nextCursor: 'eyJwYWdlIjoyfQ' })}<script src="/_next/static/chunks/pages/blog-7d1e5c3a9b2f0e44.js" defer=""></script>${channelBoot}</body></html>`,
    },
    '/blog/hr-tools-2024': {
      headers: nextHeaders,
      html: `${head('2024 스타트업 HR 툴 스택 총정리 | 온보드랩 블로그', '채용, 협업, 문서, 평가까지 스타트업이 쓰는 HR 툴을 정리했습니다.', '/blog/hr-tools-2024')}<body><div id="__next">${header}<main><article class="Post_post__Yh3Qa"><h1>2024 스타트업 HR 툴 스택 총정리</h1><p class="Post_meta__bN2Ks">온보드랩 콘텐츠팀 · 2024.02.19</p><p>직원 50명을 넘기면 스프레드시트로는 HR을 감당하기 어렵습니다. 채용부터 협업, 문서화까지 팀들이 실제로 많이 쓰는 도구를 분야별로 골라봤습니다.</p><h2>채용</h2><p>채용 공고는 <a href="https://www.wanted.co.kr" rel="nofollow">원티드</a>와 <a href="https://www.rocketpunch.com" rel="nofollow">로켓펀치</a>를, 지원자 관리는 <a href="https://www.greetinghr.com" rel="nofollow">그리팅</a> 같은 ATS를 많이 씁니다.</p><h2>협업과 문서</h2><p>온보딩 문서는 <a href="https://www.notion.so" rel="nofollow">Notion</a>에, 업무 요청은 <a href="https://asana.com/ko" rel="nofollow">Asana</a>나 Jira에 정리하는 팀이 많습니다. 메신저는 Slack과 잔디가 양분하고 있죠.</p><h2>성과 관리</h2><p>OKR은 <a href="https://www.lattice.com" rel="nofollow">Lattice</a>나 국내 서비스 클랩을 쓰는 곳이 늘었습니다.</p><blockquote>이 글은 특정 서비스의 광고를 포함하지 않습니다.</blockquote></article></main>${footer}${cookieBanner}</div>${nextData('/blog/[slug]', { post: { slug: 'hr-tools-2024', title: '2024 스타트업 HR 툴 스택 총정리', tags: ['가이드', '툴'] } })}<script src="/_next/static/chunks/pages/blog/%5Bslug%5D-2b6e9a1c4d7f3a12.js" defer=""></script>${channelBoot}</body></html>`,
    },
  },
  sitemap: ['/', '/integrations', '/partners', '/customers', '/about', '/blog', '/blog/hr-tools-2024'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'google-tag-manager', 'google-analytics', 'naver-analytics', 'kakao'],
  partners: {
    'slack.com': 'technology',
    'worksmobile.com': 'technology',
    'kakaowork.com': 'technology',
    'jandi.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'douzone.com': 'technology',
    'ecount.com': 'technology',
    'modusign.co.kr': 'technology',
    'tosspayments.com': 'technology',
    'supremainc.com': 'technology',
    's1.co.kr': 'technology',
    'hanbit-it.co.kr': 'channel',
    'daonsolution.co.kr': 'channel',
    'bizcloud.kr': 'channel',
    'sejong-hrc.com': 'channel',
    'peopleware-lab.com': 'channel',
    'jungdam-labor.com': 'channel',
    'ongil-tax.kr': 'channel',
  },
};
