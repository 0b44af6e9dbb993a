import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 7b3e0a9c4d2f61e8a5b0c7d9e2f4a6b1.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'ICN57-P2',
  'x-amz-cf-id': 'pZ3kQ9vW1xY7aB2cD4eF6gH8iJ0kL2mN4oP6qR8sT0uV2wX4yZ6A==',
  'cache-control': 'public, max-age=300',
  vary: 'Accept-Encoding',
};

function shell(title: string, description: string, route: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ko" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://cdn.jsdelivr.net">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/gh/orioncactus/pretendard@v1.3.9/dist/web/static/pretendard.min.css">
<link rel="stylesheet" href="/_nuxt/entry.D3kP9aQx.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Cq2ZbA1m.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BfR7tY0w.js">
<script type="module" src="/_nuxt/Cq2ZbA1m.js" crossorigin></script>
<meta name="description" content="${description}">
<meta name="naver-site-verification" content="5e0c2a7b9d1f3e6a8c4b2d0f7e9a1c3b5d7f9e2a">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-QX4T8M2RLN"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-QX4T8M2RLN');</script>
<script src="//wcs.naver.net/wcslog.js"></script>
<script>if(!wcs_add) var wcs_add = {};wcs_add["wa"] = "1b2c3d4e5f6a7b8";if(window.wcs) {wcs_do();}</script>
</head>
<body><div id="__nuxt"><div class="layout" data-v-2a7c91e0><header class="gnb" data-v-5d0e3b41><div class="gnb__inner" data-v-5d0e3b41><a href="/" class="gnb__logo router-link-active" data-v-5d0e3b41><img src="/images/logo-baeumlab.svg" alt="배움랩" width="120" height="32" data-v-5d0e3b41></a><nav class="gnb__menu" aria-label="주 메뉴" data-v-5d0e3b41><a href="/product" class="${route === '/product' ? 'router-link-active ' : ''}gnb__link" data-v-5d0e3b41>제품 소개</a><a href="/pricing" class="gnb__link" data-v-5d0e3b41>요금제</a><a href="/integrations" class="${route === '/integrations' ? 'router-link-active ' : ''}gnb__link" data-v-5d0e3b41>LMS 연동</a><a href="/customers" class="${route === '/customers' ? 'router-link-active ' : ''}gnb__link" data-v-5d0e3b41>도입 사례</a><a href="/partners" class="${route === '/partners' ? 'router-link-active ' : ''}gnb__link" data-v-5d0e3b41>파트너</a><a href="/company" class="gnb__link" data-v-5d0e3b41>회사 소개</a></nav><div class="gnb__actions" data-v-5d0e3b41><a href="https://www.baeumlab.com/" class="gnb__lang" hreflang="en" data-v-5d0e3b41>EN</a><a href="https://app.baeumlab.co.kr/login" class="btn btn--ghost" data-v-5d0e3b41>로그인</a><a href="/demo" class="btn btn--primary" data-v-5d0e3b41>무료 체험 신청</a></div></div></header><main data-v-2a7c91e0>${body}</main><footer class="footer" data-v-8e1f4c27><div class="footer__top" data-v-8e1f4c27><div class="footer__company" data-v-8e1f4c27><img src="/images/logo-baeumlab-gray.svg" alt="배움랩" width="96" height="26" data-v-8e1f4c27><p data-v-8e1f4c27>(주)배움랩 | 대표이사 정하윤 | 사업자등록번호 214-88-41207<br data-v-8e1f4c27>서울특별시 성동구 왕십리로 125, 9층 | 통신판매업신고 제2021-서울성동-01842호<br data-v-8e1f4c27>고객센터 1588-0427 (평일 09:00~18:00) | help@baeumlab.co.kr</p></div><div class="footer__links" data-v-8e1f4c27><a href="/integrations" data-v-8e1f4c27>LMS 연동</a><a href="/partners" data-v-8e1f4c27>총판·리셀러</a><a href="/terms" data-v-8e1f4c27>이용약관</a><a href="/privacy" data-v-8e1f4c27><strong data-v-8e1f4c27>개인정보처리방침</strong></a><a href="https://baeumlab.career.greetinghr.com/" data-v-8e1f4c27>채용</a></div><div class="footer__apps" data-v-8e1f4c27><a href="https://apps.apple.com/kr/app/baeumlab/id1589204417" data-v-8e1f4c27><img src="/images/badge-appstore-ko.svg" alt="App Store에서 다운로드" width="120" height="40" data-v-8e1f4c27></a><a href="https://play.google.com/store/apps/details?id=kr.co.baeumlab.student" data-v-8e1f4c27><img src="/images/badge-googleplay-ko.svg" alt="Google Play에서 받기" width="135" height="40" data-v-8e1f4c27></a></div></div><div class="footer__sns" data-v-8e1f4c27><a href="https://blog.naver.com/baeumlab" target="_blank" rel="noopener" data-v-8e1f4c27>네이버 블로그</a><a href="https://pf.kakao.com/_xbGqxkK" target="_blank" rel="noopener" data-v-8e1f4c27>카카오톡 채널</a><a href="https://www.youtube.com/@baeumlab" target="_blank" rel="noopener" data-v-8e1f4c27>유튜브</a><a href="https://www.instagram.com/baeumlab_official/" target="_blank" rel="noopener" data-v-8e1f4c27>인스타그램</a></div><p class="footer__copy" data-v-8e1f4c27>© 2024 Baeumlab Inc. All rights reserved.</p></div></footer></div></div><div id="teleports"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="true">[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6,"path":7},["ShallowReactive",8],["Reactive",9],["Set"],["ShallowReactive",10],true,"${route}",{},{},{}]</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.baeumlab.co.kr",channelPluginKey:"6b2f0d3a-41c8-4e7b-9a15-c0d2e8f7b391"},app:{baseURL:"/",buildId:"4e9c1a07-2b3d-4f58-a6e1-7c0d9b2f5a83",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script>(function(){var w=window;if(w.ChannelIO){return w.console.error("ChannelIO script included twice.");}var ch=function(){ch.c(arguments);};ch.q=[];ch.c=function(args){ch.q.push(args);};w.ChannelIO=ch;function l(){if(w.ChannelIOInitialized){return;}w.ChannelIOInitialized=true;var s=document.createElement("script");s.type="text/javascript";s.async=true;s.src="https://cdn.channel.io/plugin/ch-plugin-web.js";var x=document.getElementsByTagName("script")[0];if(x.parentNode){x.parentNode.insertBefore(s,x);}}if(document.readyState==="complete"){l();}else{w.addEventListener("DOMContentLoaded",l);w.addEventListener("load",l);}})();ChannelIO('boot',{"pluginKey":"6b2f0d3a-41c8-4e7b-9a15-c0d2e8f7b391"});</script>
</body>
</html>`;
}

const home = shell(
  '배움랩 – AI 과제·피드백 플랫폼 | 학교와 대학을 위한 에듀테크',
  '배움랩은 교사의 과제 출제와 피드백을 AI로 돕는 학습 플랫폼입니다. 사용 중인 LMS와 바로 연동됩니다.',
  '/',
  `<section class="hero" data-v-0c4d7e12><h1 data-v-0c4d7e12>채점은 AI가, 성장은 학생이.</h1><p data-v-0c4d7e12>배움랩은 과제 출제부터 서술형 채점, 개인별 피드백까지 한 번에 처리하는 AI 학습 플랫폼입니다. 학교에서 쓰는 LMS와 연동해 로그인 한 번으로 시작하세요.</p><a href="/demo" class="btn btn--primary btn--lg" data-v-0c4d7e12>무료로 시작하기</a><a href="/integrations" class="btn btn--ghost btn--lg" data-v-0c4d7e12>연동 가능한 LMS 보기</a></section><section class="stats" data-v-0c4d7e12><div data-v-0c4d7e12><strong data-v-0c4d7e12>2,300+</strong><span data-v-0c4d7e12>도입 학교·기관</span></div><div data-v-0c4d7e12><strong data-v-0c4d7e12>41만 명</strong><span data-v-0c4d7e12>월간 학생 사용자</span></div><div data-v-0c4d7e12><strong data-v-0c4d7e12>72%</strong><span data-v-0c4d7e12>채점 시간 절감</span></div></section><section class="trusted" data-v-0c4d7e12><h2 data-v-0c4d7e12>전국 2,300여 개 학교와 기관이 배움랩을 선택했습니다</h2><ul class="logo-row" data-v-0c4d7e12><li data-v-0c4d7e12><a href="https://www.hangyeol.ac.kr/" target="_blank" rel="noopener" data-v-0c4d7e12><img src="/images/customers/hangyeol-univ.png" alt="한결대학교" data-v-0c4d7e12></a></li><li data-v-0c4d7e12><a href="https://seoulmirae.hs.kr/" target="_blank" rel="noopener" data-v-0c4d7e12><img src="/images/customers/seoulmirae-hs.png" alt="서울미래고등학교" data-v-0c4d7e12></a></li><li data-v-0c4d7e12><img src="/images/customers/gyeonggi-edu.png" alt="경기도 ○○교육지원청" data-v-0c4d7e12></li><li data-v-0c4d7e12><a href="https://www.daonacademy.co.kr/" target="_blank" rel="noopener" data-v-0c4d7e12><img src="/images/customers/daon-academy.png" alt="다온아카데미" data-v-0c4d7e12></a></li></ul><a href="/customers" class="link-more" data-v-0c4d7e12>도입 사례 전체 보기</a></section><section class="press" data-v-0c4d7e12><h2 data-v-0c4d7e12>언론에 소개된 배움랩</h2><ul data-v-0c4d7e12><li data-v-0c4d7e12><a href="https://www.edunewskorea.co.kr/news/articleView.html?idxno=58214" target="_blank" rel="noopener" data-v-0c4d7e12>에듀뉴스코리아 · 서술형 평가, AI가 1차 채점한다</a></li><li data-v-0c4d7e12><a href="https://www.techdaily.kr/article/2024/04/baeumlab-series-b" target="_blank" rel="noopener" data-v-0c4d7e12>테크데일리 · 배움랩, 시리즈B 150억 원 유치</a></li></ul></section><section class="award" data-v-0c4d7e12><img src="/images/award-2024-edubrand.png" alt="2024 대한민국 교육브랜드 대상 에듀테크 부문" width="160" height="160" data-v-0c4d7e12><p data-v-0c4d7e12>2024 대한민국 교육브랜드 대상 에듀테크 부문 수상</p></section>`,
);

type Lms = { name: string; url: string; logo: string; note: string };
const lms: Lms[] = [
  { name: '캠퍼스원 LMS', url: 'https://www.campusone.kr/', logo: '/images/integrations/campusone.png', note: 'LTI 1.3 · 성적 자동 전송' },
  {
    name: 'Learnhive',
    url: 'https://learnhive.io/integrations/baeumlab',
    logo: '/images/integrations/learnhive.png',
    note: 'LTI 1.3 · 딥링크',
  },
  {
    name: '클래스허브',
    url: 'https://classhub.co.kr/',
    logo: '/images/integrations/classhub.png',
    note: '초·중·고 학급 관리 · 명단 동기화',
  },
  {
    name: '이러닝웍스',
    url: 'https://www.elearningworks.co.kr/',
    logo: '/images/integrations/elearningworks.png',
    note: '기업·공공 이러닝 LMS',
  },
  { name: '에듀싱크 SSO', url: 'https://edusync.kr/', logo: '/images/integrations/edusync.png', note: '교육기관 통합 로그인(SAML 2.0)' },
];

const integrations = shell(
  'LMS 연동 | 배움랩',
  '배움랩은 주요 LMS와 LTI 1.3으로 연동됩니다.',
  '/integrations',
  `<section class="page-head" data-v-3b9a0f55><h1 data-v-3b9a0f55>LMS 연동</h1><p data-v-3b9a0f55>학교와 대학에서 이미 사용 중인 학습관리시스템(LMS)에서 배움랩 과제를 바로 만들고, 채점 결과는 성적부로 자동 전송됩니다.</p></section><section class="integration-grid" data-v-3b9a0f55><h2 data-v-3b9a0f55>연동 파트너</h2><ul class="grid grid--5" data-v-3b9a0f55>${lms
    .map(
      (l) =>
        `<li class="integration-card" data-v-3b9a0f55><a href="${l.url}" target="_blank" rel="noopener" title="${l.name}" data-v-3b9a0f55><img src="${l.logo}" alt="${l.name}" width="140" height="56" data-v-3b9a0f55></a><p class="integration-card__note" data-v-3b9a0f55>${l.note}</p></li>`,
    )
    .join(
      '',
    )}</ul></section><section class="standards" data-v-3b9a0f55><h2 data-v-3b9a0f55>표준 인증</h2><p data-v-3b9a0f55>배움랩은 LTI 1.3 Advantage 인증을 받은 도구입니다. 목록에 없는 LMS라도 LTI 1.3을 지원하면 연동할 수 있습니다.</p><a href="https://site.1edtech.org/certifications/product/baeumlab" target="_blank" rel="noopener" data-v-3b9a0f55><img src="/images/lti-advantage-certified.png" alt="1EdTech LTI Advantage Certified" width="120" height="120" data-v-3b9a0f55></a></section><section class="request" data-v-3b9a0f55><h2 data-v-3b9a0f55>사용 중인 LMS가 없나요?</h2><p data-v-3b9a0f55><a href="/demo?topic=integration" data-v-3b9a0f55>연동 요청하기</a></p></section>`,
);

type Reseller = { region: string; name: string; url: string | null; tel: string };
const resellers: Reseller[] = [
  { region: '서울·인천·경기', name: '에듀넷솔루션(주)', url: 'https://www.edunetsolution.co.kr/', tel: '02-555-0147' },
  { region: '부산·울산·경남', name: '바다교육시스템', url: 'https://badaedusys.co.kr/', tel: '051-555-0392' },
  { region: '대구·경북', name: '늘품에듀', url: 'https://www.neulpumedu.com/', tel: '053-555-0218' },
  { region: '광주·전라', name: '빛고을스마트교육', url: 'https://bitgoeul-smartedu.kr/', tel: '062-555-0775' },
  { region: '제주', name: '탐라에듀테크', url: null, tel: '064-555-0136' },
];

const partners = shell(
  '파트너 | 총판·리셀러 및 콘텐츠 파트너 | 배움랩',
  '배움랩 공식 총판·리셀러와 교육 콘텐츠 파트너를 소개합니다.',
  '/partners',
  `<section class="page-head" data-v-6f1e2d93><h1 data-v-6f1e2d93>파트너</h1><p data-v-6f1e2d93>배움랩은 지역 총판·리셀러, 교육 콘텐츠 기업과 함께 학교 현장을 지원합니다.</p></section><section class="resellers" data-v-6f1e2d93><h2 data-v-6f1e2d93>공식 총판 및 리셀러</h2><p data-v-6f1e2d93>학교·교육청 단위 도입 견적, 교원 연수, 기술 지원은 지역 총판을 통해 받으실 수 있습니다.</p><table class="table" data-v-6f1e2d93><thead data-v-6f1e2d93><tr data-v-6f1e2d93><th scope="col" data-v-6f1e2d93>담당 지역</th><th scope="col" data-v-6f1e2d93>업체명</th><th scope="col" data-v-6f1e2d93>연락처</th><th scope="col" data-v-6f1e2d93>홈페이지</th></tr></thead><tbody data-v-6f1e2d93>${resellers
    .map(
      (r) =>
        `<tr data-v-6f1e2d93><td data-v-6f1e2d93>${r.region}</td><td data-v-6f1e2d93>${r.name}</td><td data-v-6f1e2d93>${r.tel}</td><td data-v-6f1e2d93>${r.url ? `<a href="${r.url}" target="_blank" rel="noopener" data-v-6f1e2d93>바로가기</a>` : '-'}</td></tr>`,
    )
    .join(
      '',
    )}</tbody></table><h3 data-v-6f1e2d93>해외 리셀러</h3><p data-v-6f1e2d93>일본: <a href="https://manalink.jp/" target="_blank" rel="noopener" data-v-6f1e2d93>ManaLink株式会社</a> (일본 내 학교·학원 판매 및 지원)</p></section><section class="content-partners" data-v-6f1e2d93><h2 data-v-6f1e2d93>교육 콘텐츠 파트너</h2><p data-v-6f1e2d93>검증된 출판사와 함께 교과 연계 문항과 서술형 루브릭을 제공합니다.</p><ul class="logo-grid" data-v-6f1e2d93><li data-v-6f1e2d93><a href="https://www.prunsoop-books.co.kr/" target="_blank" rel="noopener" data-v-6f1e2d93><img src="/images/partners/prunsoop.png" alt="푸른숲출판" data-v-6f1e2d93></a></li><li data-v-6f1e2d93><a href="https://mathnamu.com/" target="_blank" rel="noopener" data-v-6f1e2d93><img src="/images/partners/mathnamu.png" alt="수학나무" data-v-6f1e2d93></a></li><li data-v-6f1e2d93><img src="/images/partners/hangeul-lab.png" alt="한글연구소" data-v-6f1e2d93></li></ul></section><section class="become" data-v-6f1e2d93><h2 data-v-6f1e2d93>파트너 문의</h2><p data-v-6f1e2d93>총판·리셀러 또는 콘텐츠 제휴를 원하시면 <a href="mailto:partners@baeumlab.co.kr" data-v-6f1e2d93>partners@baeumlab.co.kr</a>로 연락해 주세요.</p></section>`,
);

const customers = shell(
  '도입 사례 | 배움랩',
  '배움랩을 도입한 학교와 기관의 사례를 소개합니다.',
  '/customers',
  `<section class="page-head" data-v-7a2c4e10><h1 data-v-7a2c4e10>도입 사례</h1></section><section class="cases" data-v-7a2c4e10><article class="case" data-v-7a2c4e10><h2 data-v-7a2c4e10>한결대학교 – 교양 글쓰기 1,800명 서술형 채점을 3일에서 하루로</h2><p data-v-7a2c4e10>캠퍼스원 LMS와 연동해 교양 글쓰기 과목 전체에 배움랩을 도입했습니다.</p><a href="https://www.hangyeol.ac.kr/news/view/10482" target="_blank" rel="noopener" data-v-7a2c4e10>대학 보도자료 보기</a></article><article class="case" data-v-7a2c4e10><h2 data-v-7a2c4e10>서울미래고등학교 – 학생 맞춤 피드백으로 수행평가 재제출률 2배</h2><p data-v-7a2c4e10>클래스허브 명단 동기화로 학기 초 설정을 10분 만에 마쳤습니다.</p></article><article class="case" data-v-7a2c4e10><h2 data-v-7a2c4e10>다온아카데미 – 논술 첨삭 인력 40% 절감</h2><p data-v-7a2c4e10>강사는 AI 1차 피드백을 검토하고 심화 지도에 집중합니다.</p></article></section>`,
);

const company = shell(
  '회사 소개 | 배움랩',
  '배움랩은 교사의 시간을 아끼는 에듀테크 기업입니다.',
  '/company',
  `<section class="page-head" data-v-9d3f1b62><h1 data-v-9d3f1b62>회사 소개</h1><p data-v-9d3f1b62>배움랩은 2020년 현직 교사와 자연어처리 연구자가 함께 창업한 에듀테크 기업입니다. “교사가 가르치는 일에 집중할 수 있도록”이 우리의 미션입니다.</p></section><section class="investors" data-v-9d3f1b62><h2 data-v-9d3f1b62>투자사</h2><ul class="logo-row" data-v-9d3f1b62><li data-v-9d3f1b62><a href="https://www.kstoneventures.com/portfolio" target="_blank" rel="noopener" data-v-9d3f1b62><img src="/images/investors/kstone.png" alt="케이스톤벤처스" data-v-9d3f1b62></a></li><li data-v-9d3f1b62><a href="https://hanganginvest.co.kr/" target="_blank" rel="noopener" data-v-9d3f1b62><img src="/images/investors/hangang.png" alt="한강인베스트먼트" data-v-9d3f1b62></a></li></ul></section><section class="history" data-v-9d3f1b62><h2 data-v-9d3f1b62>연혁</h2><ul data-v-9d3f1b62><li data-v-9d3f1b62>2020.03 (주)배움랩 설립</li><li data-v-9d3f1b62>2022.09 시리즈A 투자 유치</li><li data-v-9d3f1b62>2024.04 시리즈B 150억 원 투자 유치, 일본 진출</li></ul></section>`,
);

export const site: CorpusSite = {
  domain: 'baeumlab.co.kr',
  otherDomains: ['baeumlab.com'],
  covers:
    'Nuxt 3 edtech platform on CloudFront (Korean), SPA catch-all: LMS integrations as a logo grid (links with title and img alt), resellers in a regional table (one without a homepage) plus an overseas reseller in prose, content partners as a logo grid (one logo without a link); negatives: customer school logos and case studies, press links, award, LTI certification badge, app store badges, Naver blog/Kakao/YouTube/Instagram, careers on a job board, investors on the company page, app subdomain and global site',
  catchAll: true,
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations },
    '/partners': { headers, html: partners },
    '/customers': { headers, html: customers },
    '/company': { headers, html: company },
  },
  technologies: [
    'nuxt-js',
    'vue-js',
    'amazon-cloudfront',
    'amazon-web-services',
    'google-analytics',
    'google-tag-manager',
    'naver-analytics',
    'kakao',
    'jsdelivr',
  ],
  partners: {
    'campusone.kr': 'technology',
    'learnhive.io': 'technology',
    'classhub.co.kr': 'technology',
    'elearningworks.co.kr': 'technology',
    'edusync.kr': 'technology',
    'edunetsolution.co.kr': 'channel',
    'badaedusys.co.kr': 'channel',
    'neulpumedu.com': 'channel',
    'bitgoeul-smartedu.kr': 'channel',
    'manalink.jp': 'channel',
    'prunsoop-books.co.kr': 'generic',
    'mathnamu.com': 'generic',
  },
};
