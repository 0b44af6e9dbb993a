import type { CorpusSite } from '../corpus/types.js';

const s3 = {
  'content-type': 'text/html',
  server: 'AmazonS3',
  'x-amz-server-side-encryption': 'AES256',
  'x-amz-version-id': 'Q3f9x2Lk0ZpR8vWcYb1Nm4Ht7Ed6Ga5J',
  'last-modified': 'Mon, 20 May 2024 01:14:09 GMT',
  etag: '"7b2e9c41a0f3d85e6b1c4a9f2d7e0b53"',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 4c2e8d0f1a3b5c7d9e1f3a5b7c9d1e3f.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'ICN57-P2',
  'x-amz-cf-id': 'q8Vn3kPz1XyT0bLm5Qw9Rj2Hc6Ds4Fa7Gu8Ei1Ko3Mp5Nr7St9Uv==',
};

const head = (title: string, description: string, path: string, preload: string) => `<!doctype html>
<html lang="ko" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22ko%22%7D%7D">
  <head>
    <title>${title}</title><meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1"><meta data-n-head="ssr" data-hid="description" name="description" content="${description}"><meta data-n-head="ssr" name="naver-site-verification" content="4f8a2c1e9b7d3f0a6c5e8b2d1f4a7c9e0b3d6f8a"><meta data-n-head="ssr" data-hid="og:type" property="og:type" content="website"><meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}"><meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${description}"><meta data-n-head="ssr" data-hid="og:url" property="og:url" content="https://hwikride.co.kr${path}"><meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://hwikride.co.kr/og-image.png"><link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico"><link data-n-head="ssr" rel="canonical" href="https://hwikride.co.kr${path}"><script data-n-head="ssr" src="https://www.googletagmanager.com/gtag/js?id=G-HW1K7R2D9Q" async></script><script data-n-head="ssr" src="//wcs.naver.net/wcslog.js"></script><link rel="preload" href="/_nuxt/runtime.8c1f2a9.js" as="script"><link rel="preload" href="/_nuxt/commons/app.3e7b0d4.js" as="script"><link rel="preload" href="/_nuxt/vendors/app.b91c5f2.js" as="script"><link rel="preload" href="/_nuxt/app.52d8e1a.js" as="script"><link rel="preload" href="/_nuxt/${preload}" as="script"><style data-vue-ssr-id="1c4e7a2b:0 5b8f3d1e:0">.hw-header[data-v-4a7c2e91]{position:sticky;top:0;background:#fff;z-index:10}.hw-tabs button.active[data-v-9d3b1f0a]{color:#00b386;border-bottom:2px solid #00b386}</style>
  </head>`;

const header = `<header data-v-4a7c2e91 class="hw-header"><a data-v-4a7c2e91 href="/" class="hw-logo nuxt-link-active"><img data-v-4a7c2e91 src="/_nuxt/img/logo-hwik.5f2c1a8.svg" alt="휙 HWIK"></a><nav data-v-4a7c2e91 class="hw-gnb"><ul data-v-4a7c2e91><li data-v-4a7c2e91><a data-v-4a7c2e91 href="/service">서비스 소개</a></li><li data-v-4a7c2e91><a data-v-4a7c2e91 href="/guide">이용 방법</a></li><li data-v-4a7c2e91><a data-v-4a7c2e91 href="/pricing">요금 안내</a></li><li data-v-4a7c2e91><a data-v-4a7c2e91 href="/partners">파트너</a></li><li data-v-4a7c2e91><a data-v-4a7c2e91 href="/about">회사 소개</a></li><li data-v-4a7c2e91><a data-v-4a7c2e91 href="https://help.hwikride.co.kr/">고객센터</a></li></ul></nav></header>`;

const footer = `<footer data-v-7e2b9c04 class="hw-footer"><div data-v-7e2b9c04 class="hw-footer__links"><a data-v-7e2b9c04 href="/terms">이용약관</a><a data-v-7e2b9c04 href="/privacy"><strong data-v-7e2b9c04>개인정보처리방침</strong></a><a data-v-7e2b9c04 href="/location-terms">위치기반서비스 이용약관</a><a data-v-7e2b9c04 href="/partners">제휴 문의</a><a data-v-7e2b9c04 href="https://hwik.career.greetinghr.com/">채용</a></div><div data-v-7e2b9c04 class="hw-footer__biz"><p data-v-7e2b9c04>(주)휙모빌리티 | 대표이사 한도윤 | 사업자등록번호 214-88-60317 <a data-v-7e2b9c04 href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148860317" target="_blank" rel="noopener">사업자정보확인</a></p><p data-v-7e2b9c04>통신판매업신고 제2021-서울강남-03187호 | 서울특별시 강남구 테헤란로 427, 9층</p><p data-v-7e2b9c04>고객센터 1670-2048 (평일 09:00–18:00) | help@hwikride.co.kr</p></div><div data-v-7e2b9c04 class="hw-footer__sns"><a data-v-7e2b9c04 href="https://pf.kakao.com/_xhWkxb" target="_blank" rel="noopener" aria-label="카카오톡 채널"><img data-v-7e2b9c04 src="/_nuxt/img/sns-kakao.2b4f1c9.svg" alt="카카오톡 채널"></a><a data-v-7e2b9c04 href="https://blog.naver.com/hwikride" target="_blank" rel="noopener" aria-label="네이버 블로그"><img data-v-7e2b9c04 src="/_nuxt/img/sns-blog.8c0e3a7.svg" alt="네이버 블로그"></a><a data-v-7e2b9c04 href="https://www.instagram.com/hwik.ride/" target="_blank" rel="noopener" aria-label="인스타그램"><img data-v-7e2b9c04 src="/_nuxt/img/sns-insta.1d9f2b6.svg" alt="인스타그램"></a><a data-v-7e2b9c04 href="https://www.youtube.com/@hwikride" target="_blank" rel="noopener" aria-label="유튜브"><img data-v-7e2b9c04 src="/_nuxt/img/sns-yt.6a3c8e1.svg" alt="유튜브"></a></div><p data-v-7e2b9c04 class="hw-footer__copy">© HWIK Mobility Inc. All rights reserved.</p></footer>`;

const appBadges = `<div data-v-2c8e1f57 class="app-badges"><a data-v-2c8e1f57 href="https://apps.apple.com/kr/app/hwik/id1562890417" target="_blank"><img data-v-2c8e1f57 src="/_nuxt/img/badge-appstore.4e1b7a2.svg" alt="App Store에서 다운로드"></a><a data-v-2c8e1f57 href="https://play.google.com/store/apps/details?id=kr.co.hwikride.app" target="_blank"><img data-v-2c8e1f57 src="/_nuxt/img/badge-googleplay.9c2d5f0.svg" alt="Google Play에서 다운로드"></a></div>`;

const tail = (
  nuxtState: string,
  chunk: string,
) => `<script>window.__NUXT__=${nuxtState};</script><script src="/_nuxt/runtime.8c1f2a9.js" defer></script><script src="/_nuxt/${chunk}" defer></script><script src="/_nuxt/commons/app.3e7b0d4.js" defer></script><script src="/_nuxt/vendors/app.b91c5f2.js" defer></script><script src="/_nuxt/app.52d8e1a.js" defer></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-HW1K7R2D9Q');if(!wcs_add)var wcs_add={};wcs_add["wa"]="1a2b3c4d5e6f7a";if(window.wcs){wcs_do();}</script>
  </body>
</html>`;

interface Partner {
  name: string;
  desc: string;
  url: string;
}
const groups: { key: string; label: string; intro: string; items: Partner[] }[] = [
  {
    key: 'public',
    label: '공공 파트너',
    intro: '안전한 이용 환경을 위해 지방공기업과 협약을 맺고 전용 주차구역과 견인 정책을 함께 운영합니다.',
    items: [
      { name: '누리도시교통공사', desc: '공영주차장 내 킥보드 전용 거치대 42곳 공동 운영', url: 'https://www.nuritransit.or.kr/' },
      { name: '한강시설관리공단', desc: '한강변 자전거도로 구간 속도 제한 및 반납 금지 구역 설정', url: 'https://hangang-fmc.or.kr' },
    ],
  },
  {
    key: 'alliance',
    label: '제휴 파트너',
    intro: '충전, 주차, 보험까지 라이더의 이동을 함께 책임지는 제휴사입니다.',
    items: [
      { name: '파킹브릿지', desc: '주차장 연계 환승 할인', url: 'https://parkingbridge.co.kr' },
      { name: '볼트스테이션', desc: '배터리 스와핑 스테이션 운영', url: 'https://www.voltstation.kr/' },
      { name: '든든손해보험', desc: '모든 주행에 자동 적용되는 라이더 상해보험', url: 'https://www.deundeun-insurance.co.kr/mobility' },
    ],
  },
  {
    key: 'tech',
    label: '기술 파트너',
    intro: '휙 기기와 앱을 움직이는 기술 파트너입니다.',
    items: [
      { name: '엠투링크', desc: 'LTE-M IoT 통신 모듈 및 원격 잠금 펌웨어', url: 'https://m2link.co.kr/ko/' },
      { name: '로드맵스', desc: '실시간 주행 가능 구역 지도 API', url: 'https://roadmaps.kr' },
    ],
  },
  {
    key: 'b2b',
    label: '판매·대리점',
    intro: '기업·대학 이용권을 판매하고 현장 운영을 대행하는 공식 대리점입니다.',
    items: [
      { name: '모빌리티허브코리아', desc: '기업 임직원 출퇴근 이용권 공식 판매 대리점', url: 'https://www.mobilityhub.co.kr/' },
      { name: '캠퍼스라이드', desc: '대학 캠퍼스 이용권 판매 및 현장 운영', url: 'https://campusride.kr' },
    ],
  },
];

const partnerState = `{layout:"default",data:[{partners:${JSON.stringify(
  groups.map((g) => ({ key: g.key, label: g.label, items: g.items.map((i) => ({ name: i.name, link: i.url })) })),
)},cities:["성남시","수원시","세종특별자치시","창원시","청주시","전주시"]}],fetch:{},error:null,serverRendered:true,routePath:"/partners",config:{_app:{basePath:"/",assetsPath:"/_nuxt/",cdnURL:null}}}`;

const partnersBody = `<main data-v-9d3b1f0a class="partners"><section data-v-9d3b1f0a class="partners__hero"><h1 data-v-9d3b1f0a>휙과 함께하는 파트너</h1><p data-v-9d3b1f0a>지자체, 공기업, 제휴사, 기술 파트너, 공식 대리점과 함께 더 안전한 단거리 이동을 만듭니다.</p></section><section data-v-9d3b1f0a class="partners__cities"><h2 data-v-9d3b1f0a>함께하는 도시</h2><p data-v-9d3b1f0a>6개 도시와 개인형 이동장치(PM) 안전 이용 업무협약을 체결했습니다.</p><ul data-v-9d3b1f0a class="city-grid"><li data-v-9d3b1f0a>성남시</li><li data-v-9d3b1f0a>수원시</li><li data-v-9d3b1f0a>세종특별자치시</li><li data-v-9d3b1f0a>창원시</li><li data-v-9d3b1f0a>청주시</li><li data-v-9d3b1f0a>전주시</li></ul></section><section data-v-9d3b1f0a class="partners__groups"><div data-v-9d3b1f0a role="tablist" class="hw-tabs">${groups
  .map((g, i) => `<button data-v-9d3b1f0a role="tab" aria-controls="tab-${g.key}"${i === 0 ? ' class="active"' : ''}>${g.label}</button>`)
  .join('')}</div>${groups
  .map(
    (g, i) =>
      `<div data-v-9d3b1f0a id="tab-${g.key}" role="tabpanel"${i === 0 ? '' : ' style="display:none;"'} class="hw-tabpanel"><h2 data-v-9d3b1f0a>${g.label}</h2><p data-v-9d3b1f0a>${g.intro}</p><ul data-v-9d3b1f0a class="partner-list">${g.items
        .map(
          (p) =>
            `<li data-v-9d3b1f0a class="partner-card"><strong data-v-9d3b1f0a>${p.name}</strong><span data-v-9d3b1f0a>${p.desc}</span><a data-v-9d3b1f0a href="${p.url}" target="_blank" rel="noopener">홈페이지 바로가기</a></li>`,
        )
        .join('')}</ul></div>`,
  )
  .join(
    '',
  )}</section><section data-v-9d3b1f0a class="partners__contact"><h2 data-v-9d3b1f0a>제휴 문의</h2><p data-v-9d3b1f0a>휙과 함께할 도시와 기업을 찾습니다. <a data-v-9d3b1f0a href="mailto:partners@hwikride.co.kr">partners@hwikride.co.kr</a></p><p data-v-9d3b1f0a>개인형 이동장치 관련 법령은 <a data-v-9d3b1f0a href="https://www.koroad.or.kr/main/web/safety/pm_guide.do" target="_blank">도로교통공단 PM 안전 가이드</a>를 참고하세요.</p></section></main>`;

const homeBody = `<main data-v-2c8e1f57 class="home"><section data-v-2c8e1f57 class="home__hero"><h1 data-v-2c8e1f57>가까운 거리는 휙</h1><p data-v-2c8e1f57>앱 하나로 전동킥보드와 전기자전거를 빌리고, 가까운 전용 거치대에 반납하세요. 전국 14개 도시에서 운영 중.</p>${appBadges}</section><section data-v-2c8e1f57 class="home__price"><h2 data-v-2c8e1f57>기본요금 500원, 분당 120원</h2><p data-v-2c8e1f57>정기권을 사면 매일 30분 무료. <a data-v-2c8e1f57 href="/pricing">요금 자세히 보기</a></p></section><section data-v-2c8e1f57 class="home__safety"><h2 data-v-2c8e1f57>모든 주행에 보험 자동 적용</h2><p data-v-2c8e1f57>제휴 보험사와 함께 라이더와 보행자를 보호합니다. <a data-v-2c8e1f57 href="/partners">파트너 보기</a></p></section><section data-v-2c8e1f57 class="home__press"><h2 data-v-2c8e1f57>언론 보도</h2><ul data-v-2c8e1f57><li data-v-2c8e1f57><a data-v-2c8e1f57 href="https://www.mobilitydaily.co.kr/news/articleView.html?idxno=48213" target="_blank">모빌리티데일리 — 휙, 누적 이용 1,000만 건 돌파</a></li><li data-v-2c8e1f57><a data-v-2c8e1f57 href="https://www.startupnewskorea.com/2024/04/hwik-series-b" target="_blank">스타트업뉴스코리아 — 휙, 시리즈B 투자 유치</a></li></ul></section></main>`;

const aboutBody = `<main data-v-5f1a3c82 class="about"><h1 data-v-5f1a3c82>회사 소개</h1><p data-v-5f1a3c82>휙모빌리티는 2021년 서울에서 시작한 공유 전동킥보드·전기자전거 서비스입니다.</p><h2 data-v-5f1a3c82>투자사</h2><ul data-v-5f1a3c82 class="investors"><li data-v-5f1a3c82><a data-v-5f1a3c82 href="https://bluewave-vc.co.kr" target="_blank"><img data-v-5f1a3c82 src="/_nuxt/img/inv-bluewave.3a1f0c2.png" alt="블루웨이브벤처스"></a></li><li data-v-5f1a3c82><a data-v-5f1a3c82 href="https://www.hanul-partners.com/portfolio" target="_blank"><img data-v-5f1a3c82 src="/_nuxt/img/inv-hanul.7b2e9d4.png" alt="하늘파트너스"></a></li></ul></main>`;

const page = (
  title: string,
  description: string,
  path: string,
  chunk: string,
  main: string,
  state: string,
) => `${head(title, description, path, chunk)}
  <body>
    <div data-server-rendered="true" id="__nuxt"><div id="__nuxt-loading" aria-live="polite" role="status"><div>Loading...</div></div><div id="__layout"><div data-v-3f2a1b4c class="layout">${header}${main}${footer}</div></div></div>${tail(state, chunk)}`;

export const site: CorpusSite = {
  domain: 'hwikride.co.kr',
  covers:
    'Nuxt 2 static site (div#__nuxt, /_nuxt/ chunks, window.__NUXT__ payload, data-v- scoped attributes) on S3 + CloudFront, gtag GA4, Naver Analytics, Kakao channel link; Korean partner page: city partners named without links (not labelled), Vue tabs for public agencies, alliance partners, technology partners and official sales agents, partner list repeated in __NUXT__ payload; negatives: app-store badges, KakaoTalk/Naver blog/Instagram, FTC business-info link, KoROAD safety guide, press, investors, GreetingHR careers',
  pages: {
    '/': {
      headers: s3,
      html: page(
        '휙 HWIK | 공유 전동킥보드·전기자전거',
        '가까운 거리는 휙. 전국 14개 도시에서 전동킥보드와 전기자전거를 빌려 타세요.',
        '/',
        'pages/index.4d9a7c1.js',
        homeBody,
        '{layout:"default",data:[{}],fetch:{},error:null,serverRendered:true,routePath:"/",config:{_app:{basePath:"/",assetsPath:"/_nuxt/",cdnURL:null}}}',
      ),
    },
    '/partners': {
      headers: s3,
      html: page(
        '파트너 | 휙 HWIK',
        '휙과 함께하는 도시, 제휴사, 기술 파트너와 공식 대리점을 소개합니다.',
        '/partners',
        'pages/partners.e1c7b3f.js',
        partnersBody,
        partnerState,
      ),
    },
    '/about': {
      headers: s3,
      html: page(
        '회사 소개 | 휙 HWIK',
        '휙모빌리티를 소개합니다.',
        '/about',
        'pages/about.0b8f2d6.js',
        aboutBody,
        '{layout:"default",data:[{}],fetch:{},error:null,serverRendered:true,routePath:"/about",config:{_app:{basePath:"/",assetsPath:"/_nuxt/",cdnURL:null}}}',
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain', server: 'AmazonS3' },
      html: `User-agent: *
Allow: /
Sitemap: https://hwikride.co.kr/sitemap.xml
`,
    },
  },
  sitemap: ['/', '/service', '/guide', '/pricing', '/partners', '/about'],
  technologies: [
    'nuxt-js',
    'vue-js',
    'google-analytics',
    'google-tag-manager',
    'naver-analytics',
    'kakao',
    'amazon-s3',
    'amazon-cloudfront',
    'amazon-web-services',
    'open-graph',
  ],
  partners: {
    'nuritransit.or.kr': 'generic',
    'hangang-fmc.or.kr': 'generic',
    'parkingbridge.co.kr': 'generic',
    'voltstation.kr': 'generic',
    'deundeun-insurance.co.kr': 'generic',
    'm2link.co.kr': 'technology',
    'roadmaps.kr': 'technology',
    'mobilityhub.co.kr': 'channel',
    'campusride.kr': 'channel',
  },
};
