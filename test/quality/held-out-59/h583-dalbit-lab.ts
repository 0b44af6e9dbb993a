import type { CorpusSite } from '../corpus/types.js';

const nextHeaders = {
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'icn1::iad1::8k2lp-1712731533123-5f0c1e2b7a4d',
  'x-vercel-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
  'set-cookie': 'NEXT_LOCALE=ko; Path=/; Max-Age=31536000; SameSite=Lax',
};

const distributors = [
  { country: '독일', region: 'DE · AT · CH', name: 'Seoul Glow Distribution GmbH', website: 'https://www.seoulglow.de/', since: 2021 },
  { country: '영국', region: 'UK · IE', name: 'K-Skin Box Ltd', website: 'https://kskinbox.co.uk/', since: 2022 },
  { country: '미국', region: 'US · CA', name: 'Hanbit Beauty Inc.', website: 'https://www.hanbitbeauty.com/', since: 2020 },
  { country: '스페인', region: 'ES · PT', name: 'Belleza Coreana S.L.', website: 'https://bellezacoreana.es/', since: 2023 },
  { country: '호주', region: 'AU · NZ', name: 'Jade Cosmetics Pty Ltd', website: 'https://www.jadecosmetics.com.au/', since: 2022 },
];

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${desc}"/>
<meta name="naver-site-verification" content="4f1c0a9e2b7d3e8a6c5b1d0f9e8a7c6b5d4e3f2a"/>
<meta property="og:type" content="website"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${desc}"/>
<meta property="og:url" content="https://www.dalbitlab.com${path}"/>
<meta property="og:image" content="https://www.dalbitlab.com/images/og-dalbit.jpg"/>
<meta property="og:locale" content="ko_KR"/>
<link rel="canonical" href="https://www.dalbitlab.com${path}"/>
<link rel="alternate" hrefLang="en" href="https://www.dalbitlab-global.com${path}"/>
<link rel="icon" href="/favicon.ico"/>
<link rel="preload" href="/_next/static/media/pretendard-var.9c1b8d7e.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" href="/_next/static/css/4a7e1c2f9b3d5e60.css" as="style"/>
<link rel="stylesheet" href="/_next/static/css/4a7e1c2f9b3d5e60.css" data-n-g=""/>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M9XH4P"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7QK2M9XH4P');</script>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">if(!wcs_add) var wcs_add = {}; wcs_add["wa"] = "s_2b8d41a7c3f9"; if(window.wcs) { wcs_do(); }</script>
<noscript data-n-css=""></noscript>
<script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script>
<script src="/_next/static/chunks/webpack-3b1e0c9f82d4a7a6.js" defer=""></script>
<script src="/_next/static/chunks/framework-0c7baedefba6b077.js" defer=""></script>
<script src="/_next/static/chunks/main-8f3a2c1d0e9b7a65.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-5d2e9a1b7c4f3e08.js" defer=""></script>
<script src="/_next/static/UqY2r8kP1vX0sLm3nB7tJ/_buildManifest.js" defer=""></script>
<script src="/_next/static/UqY2r8kP1vX0sLm3nB7tJ/_ssgManifest.js" defer=""></script>
</head>`;

const nav = `<header class="Header_header__x1P2q">
  <a class="Header_logo__7Qa0e" href="/"><img alt="달빛랩 DALBIT LAB" src="/images/logo-dalbit.svg" width="132" height="28"/></a>
  <nav class="Header_nav__L3b9k">
    <a href="/brand">브랜드</a>
    <a href="/products">제품</a>
    <a href="/ingredients">성분 이야기</a>
    <a href="/partners">글로벌 파트너</a>
    <a href="/about">회사소개</a>
    <a href="https://smartstore.dalbitlab.com/" target="_blank" rel="noreferrer">공식몰</a>
  </nav>
  <a class="Header_lang__2bT7s" href="https://www.dalbitlab-global.com/">EN</a>
</header>`;

const footer = `<footer class="Footer_footer__9aZ3c">
  <div class="Footer_links__k2Lm1">
    <a href="/policy/terms">이용약관</a>
    <a href="/policy/privacy"><strong>개인정보처리방침</strong></a>
    <a href="/careers">채용</a>
    <a href="/contact">입점·제휴 문의</a>
  </div>
  <div class="Footer_biz__Z8wq1">
    <p>(주)달빛랩 | 대표이사 한서윤 | 서울특별시 성동구 연무장길 41, 5층</p>
    <p>사업자등록번호 214-88-40912 <a href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148840912" target="_blank" rel="noreferrer">사업자정보확인</a> | 통신판매업신고 2021-서울성동-01873</p>
    <p>고객센터 1644-2719 (평일 10:00-17:00) | cs@dalbitlab.com</p>
  </div>
  <div class="Footer_social__4vB0e">
    <a href="https://pf.kakao.com/_xbXhJxj" target="_blank" rel="noreferrer">카카오톡 채널</a>
    <a href="https://www.instagram.com/dalbitlab_official/" target="_blank" rel="noreferrer">Instagram</a>
    <a href="https://www.youtube.com/@dalbitlab" target="_blank" rel="noreferrer">YouTube</a>
  </div>
  <div class="Footer_app__0pQ1s">
    <a href="https://apps.apple.com/kr/app/dalbit-lab/id1623490871" target="_blank" rel="noreferrer"><img src="/images/badge-appstore.svg" alt="App Store에서 다운로드"/></a>
    <a href="https://play.google.com/store/apps/details?id=com.dalbitlab.app" target="_blank" rel="noreferrer"><img src="/images/badge-googleplay.svg" alt="Google Play에서 다운로드"/></a>
  </div>
  <p class="Footer_copy__Qw3e1">© 2024 DALBIT LAB Inc. All rights reserved.</p>
</footer>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: 'UqY2r8kP1vX0sLm3nB7tJ',
    isFallback: false,
    gsp: true,
    locale: 'ko',
    locales: ['ko'],
    defaultLocale: 'ko',
    scriptLoader: [],
  })}</script>`;

const home = `${head('달빛랩 DALBIT LAB | 밤사이 피부 회복 스킨케어', '발효 쌀과 달맞이꽃 오일로 만든 저자극 나이트 스킨케어, 달빛랩.', '/')}
<body>
<div id="__next">
${nav}
<main class="Home_main__Kq1xz">
  <section class="Home_hero__3mN8a">
    <h1>잠든 사이, 피부가 빛나는 시간</h1>
    <p>발효 쌀 추출물과 달맞이꽃 오일로 완성한 나이트 리페어 라인</p>
    <a href="/products/night-repair-cream">나이트 리페어 크림 보기</a>
  </section>
  <section class="Home_best__2pL9s">
    <h2>베스트셀러</h2>
    <ul>
      <li><a href="/products/rice-ferment-toner">쌀 발효 토너 200ml</a> <span>28,000원</span></li>
      <li><a href="/products/night-repair-cream">나이트 리페어 크림 50ml</a> <span>38,000원</span></li>
      <li><a href="/products/evening-primrose-ampoule">달맞이꽃 앰플 30ml</a> <span>34,000원</span></li>
    </ul>
  </section>
  <section class="Home_global__7Zq2w">
    <h2>전 세계 24개국에서 만나는 달빛랩</h2>
    <p>미국, 영국, 독일, 스페인, 호주의 공식 유통 파트너를 통해 판매되고 있습니다. <a href="/partners">글로벌 파트너 보기</a></p>
  </section>
</main>
${footer}
</div>
${nextData('/', { hero: { title: '잠든 사이, 피부가 빛나는 시간' } })}
</body>
</html>`;

const partnersProps = {
  title: '글로벌 파트너',
  distributors,
  onlineStores: [
    { name: '글로우몰', url: 'https://www.glowmall.co.kr/brand/dalbitlab' },
    { name: '올리브뷰티', url: 'https://olivebeauty.co.kr/store/dalbitlab' },
  ],
};

const partners = `${head('글로벌 파트너 | 달빛랩 DALBIT LAB', '달빛랩 공식 해외 유통 파트너와 국내 온라인 판매처 안내.', '/partners')}
<body>
<div id="__next">
${nav}
<main class="Partners_main__9Wd2e">
  <h1>글로벌 파트너</h1>
  <p>달빛랩은 각 국가의 공식 유통 파트너(Distributor)와 함께 정품만을 공급합니다. 아래 파트너를 통해 구입한 제품만 정품 보증을 받을 수 있습니다.</p>
  <section>
    <h2>해외 공식 유통사</h2>
    <ul class="Partners_grid__1Xk7v">
${distributors
  .map(
    (d) => `      <li class="Partners_card__Tz4m0">
        <span class="Partners_country__q8Jw2">${d.country} <small>${d.region}</small></span>
        <strong>${d.name}</strong>
        <span>${d.since}년부터 파트너</span>
        <a href="${d.website}" target="_blank" rel="noreferrer">웹사이트 방문 →</a>
      </li>`,
  )
  .join('\n')}
    </ul>
  </section>
  <section>
    <h2>국내 온라인 판매처</h2>
    <p>공식몰 외에도 아래 온라인몰에서 달빛랩 제품을 구매하실 수 있습니다.</p>
    <ul>
      <li><a href="https://www.glowmall.co.kr/brand/dalbitlab" target="_blank" rel="noreferrer">글로우몰</a></li>
      <li><a href="https://olivebeauty.co.kr/store/dalbitlab" target="_blank" rel="noreferrer">올리브뷰티</a></li>
    </ul>
  </section>
  <section class="Partners_cta__3Lp0a">
    <h2>해외 유통 파트너 모집</h2>
    <p>아직 파트너가 없는 국가에서 달빛랩을 소개하고 싶으신가요? <a href="mailto:global@dalbitlab.com">global@dalbitlab.com</a>으로 회사 소개서를 보내주세요.</p>
  </section>
</main>
${footer}
</div>
${nextData('/partners', partnersProps)}
</body>
</html>`;

const about = `${head('회사소개 | 달빛랩 DALBIT LAB', '피부과학 연구 기반의 클린 스킨케어 브랜드, 달빛랩을 소개합니다.', '/about')}
<body>
<div id="__next">
${nav}
<main class="About_main__6Yt1r">
  <h1>회사소개</h1>
  <p>달빛랩은 2019년 피부과 전문의와 화장품 연구원이 함께 설립한 스킨케어 브랜드입니다. 민감한 피부도 안심하고 쓸 수 있도록 20가지 주의 성분을 배제합니다.</p>
  <section>
    <h2>연구·기술 파트너</h2>
    <p>모든 제품은 CGMP 인증 공장을 보유한 연구·제조 파트너 <a href="https://www.bioncos.co.kr/" target="_blank" rel="noreferrer">바이온코스</a>와 공동 개발합니다. 공식몰의 AI 피부 진단 서비스는 기술 파트너 <a href="https://skinlens.ai/" target="_blank" rel="noreferrer">스킨렌즈(SkinLens)</a>의 이미지 분석 엔진을 연동해 제공합니다.</p>
  </section>
  <section>
    <h2>투자 및 수상</h2>
    <ul>
      <li>2022년 시리즈 A 투자 유치 — <a href="https://www.bhventures.com/portfolio" target="_blank" rel="noreferrer">블루하버벤처스</a>, 서울뷰티펀드</li>
      <li>2023 <a href="https://www.beautyaward.kr/2023/winners" target="_blank" rel="noreferrer">K-뷰티 어워드</a> 스킨케어 부문 대상</li>
      <li>2023 대한민국 브랜드 대상 (뷰티 부문)</li>
    </ul>
  </section>
  <section>
    <h2>언론 보도</h2>
    <ul>
      <li><a href="https://www.beautynewskorea.co.kr/news/articleView.html?idxno=51234" target="_blank" rel="noreferrer">[뷰티뉴스] 달빛랩, 유럽 5개국 진출</a></li>
      <li><a href="https://www.cosmeticsdaily.kr/article/2023/11/dalbit" target="_blank" rel="noreferrer">[코스메틱데일리] 발효 스킨케어의 새 기준</a></li>
    </ul>
  </section>
</main>
${footer}
</div>
${nextData('/about', { title: '회사소개' })}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'dalbitlab.com',
  otherDomains: ['dalbitlab-global.com'],
  covers:
    'Korean K-beauty brand on Next.js/Vercel: overseas distributors as cards (also in __NEXT_DATA__), domestic online stores as a list, R&D manufacturer and AI technology partner in prose on the about page; investors, awards, press, Kakao/Instagram, app stores and the FTC business-info link as negatives',
  pages: {
    '/': { redirect: 'https://www.dalbitlab.com/' },
    'https://www.dalbitlab.com/': { headers: nextHeaders, html: home },
    'https://www.dalbitlab.com/partners': { headers: nextHeaders, html: partners },
    'https://www.dalbitlab.com/about': { headers: nextHeaders, html: about },
  },
  technologies: [
    'google-analytics',
    'google-tag-manager',
    'kakao',
    'naver-analytics',
    'next-js',
    'open-graph',
    'react',
    'vercel',
    'webpack',
  ],
  partners: {
    'seoulglow.de': 'channel',
    'kskinbox.co.uk': 'channel',
    'hanbitbeauty.com': 'channel',
    'bellezacoreana.es': 'channel',
    'jadecosmetics.com.au': 'channel',
    'glowmall.co.kr': 'channel',
    'olivebeauty.co.kr': 'channel',
    'bioncos.co.kr': 'generic',
    'skinlens.ai': 'technology',
  },
};
