import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html',
  server: 'AmazonS3',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 7c3e5a9f1b2d4e6f8a0b1c2d3e4f5a6b.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'ICN57-P2',
  'x-amz-cf-id': 'q9Zr2mXvT4bN8kLw1pYcS6dF0gHj3uEa5oQi7tRn_VbMx2Kz4Lw8Pq==',
  'last-modified': 'Thu, 07 Nov 2024 02:14:33 GMT',
};

const BUILD = '6f2b9d1e-4c7a-4b38-9e05-7a1c3d5f8b20';

function doc(title: string, description: string, path: string, body: string, payload: unknown[]): string {
  return `<!DOCTYPE html><html lang="ko" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.B7kQ2mZr.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Cx9a1LpQ.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/D4fT8uWe.js">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-FL0G8K2R7M"></script>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script async src="https://static.airbridge.io/sdk/latest/airbridge.min.js"></script>
<meta name="description" content="${description}">
<meta name="naver-site-verification" content="8c2f41a9d7e3b05c6a1f2e9d8b7c4a3f0e1d2c3b">
<meta property="og:type" content="website">
<meta property="og:site_name" content="핏로그 FitLog">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://fitlog.co.kr${path}">
<meta property="og:image" content="https://fitlog.co.kr/images/og-fitlog.png">
<link rel="icon" type="image/png" href="/favicon.png">
<script type="module" src="/_nuxt/Cx9a1LpQ.js" crossorigin></script></head><body><div id="__nuxt"><div data-v-4f1a2b3c class="layout"><header data-v-7e2d9c1a class="gnb"><a data-v-7e2d9c1a href="/" class="gnb__logo"><img data-v-7e2d9c1a src="/images/logo-fitlog.svg" alt="핏로그"></a><nav data-v-7e2d9c1a class="gnb__menu"><a data-v-7e2d9c1a href="/features">기능 소개</a><a data-v-7e2d9c1a href="/pro">센터용 FitLog Pro</a><a data-v-7e2d9c1a href="/partners">파트너</a><a data-v-7e2d9c1a href="/company">회사 소개</a><a data-v-7e2d9c1a href="https://blog.naver.com/fitlog_official" target="_blank" rel="noopener">블로그</a></nav><a data-v-7e2d9c1a href="https://fitlog.onelink.me/Xq2a/web" class="gnb__cta">앱 다운로드</a></header><main data-v-4f1a2b3c>${body}</main><footer data-v-3b8c6d2e class="footer"><div data-v-3b8c6d2e class="footer__links"><a data-v-3b8c6d2e href="/terms">이용약관</a><a data-v-3b8c6d2e href="/privacy"><strong>개인정보처리방침</strong></a><a data-v-3b8c6d2e href="/location-terms">위치기반서비스 이용약관</a><a data-v-3b8c6d2e href="https://www.wanted.co.kr/company/31245" target="_blank" rel="noopener">채용</a><a data-v-3b8c6d2e href="/partners#apply">제휴 문의</a><a data-v-3b8c6d2e href="https://help.fitlog.co.kr/hc/ko" target="_blank" rel="noopener">고객센터</a></div><div data-v-3b8c6d2e class="footer__apps"><a data-v-3b8c6d2e href="https://apps.apple.com/kr/app/id1498765432" target="_blank" rel="noopener"><img data-v-3b8c6d2e src="/images/badge-appstore.svg" alt="App Store에서 다운로드"></a><a data-v-3b8c6d2e href="https://play.google.com/store/apps/details?id=kr.co.fitlog" target="_blank" rel="noopener"><img data-v-3b8c6d2e src="/images/badge-googleplay.svg" alt="Google Play에서 다운로드"></a></div><div data-v-3b8c6d2e class="footer__sns"><a data-v-3b8c6d2e href="https://www.instagram.com/fitlog.kr/" target="_blank" rel="noopener">인스타그램</a><a data-v-3b8c6d2e href="https://www.youtube.com/@fitlogkr" target="_blank" rel="noopener">유튜브</a><a data-v-3b8c6d2e href="https://pf.kakao.com/_xkXfLb" target="_blank" rel="noopener">카카오톡 채널</a></div><p data-v-3b8c6d2e class="footer__biz">(주)핏로그 | 대표 정민수 | 사업자등록번호 214-88-12345 | 통신판매업신고 2021-서울강남-04567<br data-v-3b8c6d2e>서울특별시 강남구 테헤란로 427, 9층 | 고객센터 1644-1234 | help@fitlog.co.kr</p><p data-v-3b8c6d2e class="footer__copy">© FitLog Inc. All rights reserved.</p></footer><div data-v-9a0b1c2d class="cookie-notice" role="dialog"><p data-v-9a0b1c2d>핏로그는 서비스 개선을 위해 쿠키를 사용합니다. <a data-v-9a0b1c2d href="/privacy#cookie">자세히 보기</a></p><button data-v-9a0b1c2d type="button">확인</button></div></div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${JSON.stringify(payload)}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.fitlog.co.kr/v2",gtagId:"G-FL0G8K2R7M"},app:{baseURL:"/",buildId:"${BUILD}",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script type="text/javascript">if(!wcs_add) var wcs_add = {};wcs_add["wa"] = "1a2b3c4d5e6f7a";if(window.wcs) {wcs_do();}</script></body></html>`;
}

const home = doc(
  '핏로그 - 운동 기록부터 PT 관리까지, 나만의 피트니스 다이어리',
  '핏로그는 운동 기록, 식단, 체성분을 한 곳에서 관리하는 피트니스 앱입니다. 전국 1,200개 제휴 센터에서 트레이너와 함께 쓰세요.',
  '/',
  `<section data-v-1c2d3e4f class="hero"><h1 data-v-1c2d3e4f>운동은 기록할수록<br data-v-1c2d3e4f>강해집니다</h1><p data-v-1c2d3e4f>세트, 중량, 식단, 체성분까지. 누적 다운로드 180만, 핏로그로 시작하세요.</p><a data-v-1c2d3e4f href="https://fitlog.onelink.me/Xq2a/web" class="btn btn--primary">무료로 시작하기</a></section><section data-v-1c2d3e4f class="review"><h2 data-v-1c2d3e4f>사용자 후기</h2><ul data-v-1c2d3e4f><li data-v-1c2d3e4f>"3개월 만에 3대 중량 100kg 늘었어요. 기록의 힘!" - 김*현 님</li><li data-v-1c2d3e4f>"트레이너 선생님이 앱으로 바로 피드백 줘서 좋아요." - 이*아 님</li></ul></section><section data-v-1c2d3e4f class="award"><h2 data-v-1c2d3e4f>수상 및 선정</h2><ul data-v-1c2d3e4f><li data-v-1c2d3e4f>2023 Google Play 올해를 빛낸 자기계발 앱</li><li data-v-1c2d3e4f>2022 대한민국 모바일 어워드 헬스케어 부문 대상</li></ul></section><section data-v-1c2d3e4f class="partner-teaser"><h2 data-v-1c2d3e4f>전국 1,200개 제휴 센터</h2><p data-v-1c2d3e4f>가까운 제휴 센터에서 핏로그 회원 혜택을 받아보세요. <a data-v-1c2d3e4f href="/partners">제휴 파트너 보기</a></p></section>`,
  [{ data: 1, state: 2, once: 3, _errors: 4, serverRendered: true, path: 5 }, {}, {}, ['Set'], {}, '/'],
);

interface Integration {
  name: string;
  desc: string;
  url?: string;
}
interface Gym {
  name: string;
  region: string;
  benefit: string;
  url?: string;
}

const integrations: Integration[] = [
  {
    name: '워치핏 WatchFit',
    desc: '스마트워치 심박수와 칼로리 데이터를 운동 기록에 자동으로 연동합니다.',
    url: 'https://www.watchfit.kr/',
  },
  {
    name: '밸런스랩 BalanceLab',
    desc: '센터의 체성분 분석기 측정 결과가 핏로그에 바로 저장됩니다.',
    url: 'https://balancelab.co.kr/integration/fitlog',
  },
  { name: '뉴트리노트 NutriNote', desc: '식단 기록과 영양 성분을 핏로그 캘린더에서 함께 확인하세요.', url: 'https://nutrinote.app/' },
  { name: '삼성 헬스 · Apple 건강', desc: '걸음 수와 수면 데이터를 불러옵니다.' },
];

const gyms: Gym[] = [
  { name: '파워짐 강남점', region: '서울 강남구', benefit: '핏로그 회원 PT 10% 할인', url: 'https://powergym-gangnam.com/' },
  { name: '라온 필라테스 해운대', region: '부산 해운대구', benefit: '체험 수업 무료', url: 'https://raonpilates.kr/' },
  { name: '바디스쿨 대구 수성점', region: '대구 수성구', benefit: '등록 시 인바디 측정 무료', url: 'https://www.bodyschool.co.kr/' },
  { name: '크로스핏 송도', region: '인천 연수구', benefit: '1일 체험권 제공' },
  { name: '더핏 스튜디오 수원', region: '경기 수원시', benefit: '그룹 PT 5% 할인', url: 'https://thefitstudio.kr/' },
];

const partners = doc(
  '제휴 파트너 - 핏로그',
  '핏로그와 연동되는 기기·서비스 파트너, 전국 제휴 피트니스 센터, 센터용 FitLog Pro 공식 파트너를 소개합니다.',
  '/partners',
  `<section data-v-5d6e7f80 class="page-head"><h1 data-v-5d6e7f80>핏로그 파트너</h1><p data-v-5d6e7f80>핏로그는 다양한 파트너와 함께 더 나은 운동 경험을 만듭니다.</p></section><section data-v-5d6e7f80 class="integrations"><h2 data-v-5d6e7f80>연동 파트너</h2><ul data-v-5d6e7f80 class="card-list">${integrations
    .map(
      (i) =>
        `<li data-v-5d6e7f80 class="card"><h3 data-v-5d6e7f80>${i.name}</h3><p data-v-5d6e7f80>${i.desc}</p>${i.url ? `<a data-v-5d6e7f80 href="${i.url}" target="_blank" rel="noopener">웹사이트 방문</a>` : ''}</li>`,
    )
    .join(
      '',
    )}</ul></section><section data-v-5d6e7f80 class="gyms"><h2 data-v-5d6e7f80>제휴 센터</h2><table data-v-5d6e7f80 class="gym-table"><thead data-v-5d6e7f80><tr data-v-5d6e7f80><th data-v-5d6e7f80>센터</th><th data-v-5d6e7f80>지역</th><th data-v-5d6e7f80>핏로그 회원 혜택</th></tr></thead><tbody data-v-5d6e7f80>${gyms
    .map(
      (g) =>
        `<tr data-v-5d6e7f80><td data-v-5d6e7f80>${g.url ? `<a data-v-5d6e7f80 href="${g.url}" target="_blank" rel="noopener">${g.name}</a>` : g.name}</td><td data-v-5d6e7f80>${g.region}</td><td data-v-5d6e7f80>${g.benefit}</td></tr>`,
    )
    .join(
      '',
    )}</tbody></table><p data-v-5d6e7f80 class="note">전체 1,200개 센터는 앱의 '제휴 센터 찾기'에서 확인할 수 있습니다.</p></section><section data-v-5d6e7f80 class="resellers"><h2 data-v-5d6e7f80>FitLog Pro 공식 판매 파트너</h2><p data-v-5d6e7f80>센터용 회원 관리 솔루션 FitLog Pro의 도입 상담과 설치는 공식 판매 대리점 <a data-v-5d6e7f80 href="https://www.fitsolutions.co.kr/" target="_blank" rel="noopener">피트솔루션즈</a>에서 도와드립니다.</p></section><section data-v-5d6e7f80 id="apply" class="apply"><h2 data-v-5d6e7f80>제휴 문의</h2><p data-v-5d6e7f80>센터 제휴, 기기 연동, 마케팅 제휴는 <a data-v-5d6e7f80 href="mailto:partner@fitlog.co.kr">partner@fitlog.co.kr</a>로 보내주세요.</p></section>`,
  [
    { data: 1, state: 6, once: 7, _errors: 8, serverRendered: true, path: 9 },
    { partners: 2 },
    { integrations: 3, gyms: 4, reseller: 5 },
    integrations,
    gyms,
    { name: '피트솔루션즈', url: 'https://www.fitsolutions.co.kr/' },
    {},
    ['Set'],
    {},
    '/partners',
  ],
);

const company = doc(
  '회사 소개 - 핏로그',
  '운동하는 모든 사람의 기록 파트너, (주)핏로그를 소개합니다.',
  '/company',
  `<section data-v-8b9c0d1e class="page-head"><h1 data-v-8b9c0d1e>회사 소개</h1><p data-v-8b9c0d1e>(주)핏로그는 2019년 트레이너 출신 창업자들이 만든 피트니스 기록 서비스입니다.</p></section><section data-v-8b9c0d1e class="history"><h2 data-v-8b9c0d1e>연혁</h2><ul data-v-8b9c0d1e><li data-v-8b9c0d1e>2019 법인 설립, 핏로그 iOS 출시</li><li data-v-8b9c0d1e>2021 센터용 FitLog Pro 출시</li><li data-v-8b9c0d1e>2022 시리즈 A 투자 유치</li><li data-v-8b9c0d1e>2024 누적 다운로드 180만 돌파</li></ul></section><section data-v-8b9c0d1e class="investors"><h2 data-v-8b9c0d1e>투자사</h2><ul data-v-8b9c0d1e class="logo-list"><li data-v-8b9c0d1e><a data-v-8b9c0d1e href="https://www.hangangvc.com/" target="_blank" rel="noopener"><img data-v-8b9c0d1e src="/images/investors/hangang.svg" alt="한강벤처스"></a></li><li data-v-8b9c0d1e><a data-v-8b9c0d1e href="https://ssiatpartners.com/" target="_blank" rel="noopener"><img data-v-8b9c0d1e src="/images/investors/ssiat.svg" alt="씨앗파트너스"></a></li></ul></section><section data-v-8b9c0d1e class="press"><h2 data-v-8b9c0d1e>언론 보도</h2><ul data-v-8b9c0d1e><li data-v-8b9c0d1e><a data-v-8b9c0d1e href="https://platum.kr/archives/212345" target="_blank" rel="noopener">플래텀 - 핏로그, 시리즈 A 45억 원 투자 유치</a></li><li data-v-8b9c0d1e><a data-v-8b9c0d1e href="https://www.hankyung.com/article/2024051234567" target="_blank" rel="noopener">한국경제 - 홈트 넘어 센터로, 핏로그의 B2B 전략</a></li></ul></section><section data-v-8b9c0d1e class="careers"><h2 data-v-8b9c0d1e>함께 성장할 동료를 찾습니다</h2><a data-v-8b9c0d1e href="https://www.wanted.co.kr/company/31245" target="_blank" rel="noopener">채용 공고 보기</a></section>`,
  [{ data: 1, state: 2, once: 3, _errors: 4, serverRendered: true, path: 5 }, {}, {}, ['Set'], {}, '/company'],
);

export const site: CorpusSite = {
  domain: 'fitlog.co.kr',
  covers:
    'Korean Nuxt 3 fitness app on S3/CloudFront: integration partner cards (one unlinked), partner-gym table with linked names (one unlinked), a reseller named in prose, all repeated in the __NUXT_DATA__ payload; investors, press, awards, reviews, app-store, OneLink, Kakao channel, Naver blog and Wanted job links as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners': { headers: HEADERS, html: partners },
    '/company': { headers: HEADERS, html: company },
  },
  sitemap: ['/', '/features', '/pro', '/partners', '/company'],
  technologies: [
    'airbridge',
    'amazon-cloudfront',
    'amazon-s3',
    'amazon-web-services',
    'google-analytics',
    'google-tag-manager',
    'kakao',
    'naver-analytics',
    'nuxt-js',
    'open-graph',
    'vue-js',
  ],
  partners: {
    'watchfit.kr': 'technology',
    'balancelab.co.kr': 'technology',
    'nutrinote.app': 'technology',
    'powergym-gangnam.com': 'generic',
    'raonpilates.kr': 'generic',
    'bodyschool.co.kr': 'generic',
    'thefitstudio.kr': 'generic',
    'fitsolutions.co.kr': 'channel',
  },
};
