import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 5e2a7c9d3f1b8e04a6c2d7f9e1b3a5c8.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'ICN57-P1',
  'x-amz-cf-id': 'kQ3vR8x2Lm0PzT7cWn5YbHd1Ej9Ua4Gs6Fo2Ki8Xy_AbCdEfGh==',
};

const ng = '_ngcontent-ng-c2871645590';

const head = (title: string, description: string) => `<head>
<meta charset="utf-8">
<title>${title} | 한빛 유나이티드</title>
<base href="/">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="naver-site-verification" content="8c1f2e7a9b3d4c5e6f708192a3b4c5d6e7f80912">
<meta property="og:type" content="website">
<meta property="og:site_name" content="한빛 유나이티드">
<meta property="og:title" content="${title} | 한빛 유나이티드">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://hanbitunited.kr/assets/og/hanbit-og.png">
<link rel="icon" type="image/x-icon" href="favicon.ico">
<link rel="preconnect" href="https://cdn.jsdelivr.net">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/gh/orioncactus/pretendard@v1.3.9/dist/web/static/pretendard.min.css">
<link rel="stylesheet" href="styles-5QXNV2KD.css" media="print" onload="this.media='all'">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-P4H8N2R');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">if(!wcs_add) var wcs_add = {}; wcs_add["wa"] = "1a2b3c4d5e6f7a"; if(window.wcs) { wcs_do(); }</script>
<script src="//developers.kakao.com/sdk/js/kakao.min.js"></script>
</head>`;

const header = `<app-header ${ng} _nghost-ng-c1109823451>
<header class="gnb">
  <a href="/" class="logo"><img src="assets/img/hanbit-emblem.svg" alt="한빛 유나이티드 FC" width="56" height="64"></a>
  <nav class="gnb-menu" aria-label="주 메뉴">
    <ul>
      <li><a href="/club/about">구단</a></li>
      <li><a href="/team/players">선수단</a></li>
      <li><a href="/matches">경기 일정</a></li>
      <li><a href="/tickets">티켓</a></li>
      <li><a href="/news">뉴스</a></li>
      <li><a href="/partners">파트너</a></li>
      <li><a href="https://store.hanbitunited.kr/" target="_blank">팬 스토어</a></li>
      <li><a href="/support">고객센터</a></li>
    </ul>
  </nav>
  <div class="gnb-util"><a href="/login">로그인</a> <a href="/en">ENG</a></div>
</header>
</app-header>`;

const footer = `<app-footer ${ng} _nghost-ng-c3390127764>
<footer class="footer">
  <div class="footer-sponsors">
    <a href="https://www.geumgangconst.co.kr/" target="_blank"><img src="assets/img/sponsors/geumgang.png" alt="금강건설"></a>
    <a href="https://www.astrasports.co.kr/" target="_blank"><img src="assets/img/sponsors/astra.png" alt="아스트라 스포츠"></a>
  </div>
  <div class="footer-app">
    <p>한빛 유나이티드 공식 앱</p>
    <a href="https://apps.apple.com/kr/app/hanbit-united/id6451230987" target="_blank"><img src="assets/img/badge-appstore.svg" alt="App Store에서 다운로드"></a>
    <a href="https://play.google.com/store/apps/details?id=kr.hanbitunited.app" target="_blank"><img src="assets/img/badge-googleplay.svg" alt="Google Play에서 다운로드"></a>
  </div>
  <ul class="footer-sns">
    <li><a href="https://www.youtube.com/@hanbitunited" target="_blank">유튜브</a></li>
    <li><a href="https://www.instagram.com/hanbitunited" target="_blank">인스타그램</a></li>
    <li><a href="https://blog.naver.com/hanbitunited" target="_blank">네이버 블로그</a></li>
    <li><a href="https://pf.kakao.com/_xkHbUt" target="_blank">카카오톡 채널</a></li>
  </ul>
  <div class="footer-info">
    <p><a href="/privacy"><strong>개인정보처리방침</strong></a> | <a href="/terms">이용약관</a> | <a href="/club/about">구단 소개</a></p>
    <p>(주)한빛유나이티드 | 대표이사 박정훈 | 세종특별자치시 한누리대로 2130 세종종합운동장 | 사업자등록번호 312-81-45678</p>
    <p>K리그2 회원구단 &middot; <a href="https://www.kleague.com/" target="_blank">K LEAGUE</a></p>
    <p class="copyright">&copy; HANBIT UNITED FC. ALL RIGHTS RESERVED.</p>
  </div>
</footer>
</app-footer>`;

const doc = (title: string, description: string, main: string, state: unknown = {}) => `<!DOCTYPE html>
<html lang="ko">
${head(title, description)}
<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P4H8N2R" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<app-root _nghost-ng-c2871645590 ng-version="17.3.5" ng-server-context="ssr">
${header}
<main ${ng} class="content">
${main}
</main>
${footer}
</app-root>
<script src="polyfills-RX4VUB7G.js" type="module"></script>
<script src="main-QH6DZK3M.js" type="module"></script>
<script id="ng-state" type="application/json">${JSON.stringify(state)}</script>
</body>
</html>`;

type Partner = { tier: string; name: string; url: string | null; logo: string; note?: string };

const partners: Partner[] = [
  { tier: '메인 스폰서', name: '금강건설', url: 'https://www.geumgangconst.co.kr/', logo: 'geumgang.png' },
  { tier: '공식 파트너', name: '누리저축은행', url: 'https://www.nurisb.co.kr/', logo: 'nuri.png' },
  { tier: '공식 파트너', name: '세종우유', url: 'https://www.sejongmilk.co.kr/', logo: 'sejongmilk.png' },
  {
    tier: '공식 용품 후원사',
    name: '아스트라 스포츠',
    url: 'https://www.astrasports.co.kr/',
    logo: 'astra.png',
    note: '2024 시즌 유니폼 및 트레이닝복',
  },
  {
    tier: '공식 지정병원',
    name: '세종튼튼병원',
    url: 'https://www.teunteunhospital.co.kr/',
    logo: 'teunteun.png',
    note: '선수단 메디컬 체크 및 재활',
  },
  {
    tier: '데이터 분석 파트너',
    name: '비프로일레븐',
    url: 'https://www.bepro11.com/',
    logo: 'bepro.png',
    note: '경기 영상 및 트래킹 데이터 분석',
  },
  { tier: '후원사', name: '한빛반점', url: null, logo: 'hanbit-banjeom.png' },
];

const tiers = [...new Set(partners.map((p) => p.tier))];

const partnerSections = tiers
  .map(
    (tier) => `<section ${ng} class="partner-tier">
  <h2 ${ng}>${tier}</h2>
  <ul ${ng} class="partner-logos">
${partners
  .filter((p) => p.tier === tier)
  .map(
    (p) =>
      `    <li ${ng}>${p.url ? `<a ${ng} href="${p.url}" target="_blank" title="${p.name}">` : ''}<img ${ng} src="assets/img/sponsors/${p.logo}" alt="${p.name}">${p.url ? '</a>' : ''}${p.note ? `<p ${ng}>${p.note}</p>` : ''}</li>`,
  )
  .join('\n')}
  </ul>
</section>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'hanbitunited.kr',
  catchAll: true,
  covers:
    'Korean football club on Angular SSR behind CloudFront (catch-all SPA routes): sponsor/partner tiers rendered from a list also carried in the ng-state transfer JSON (main sponsor, official partners, kit supplier, official hospital, data-analysis technology partner, one sponsor logo without link), official ticket agency on the tickets page; negatives: league link, club owner city, app-store badges, Naver/Kakao/YouTube social links, news media links, own store subdomain',
  pages: {
    '/': {
      headers,
      html: doc(
        '공식 홈페이지',
        '세종을 연고로 하는 K리그2 프로축구단 한빛 유나이티드 공식 홈페이지입니다.',
        `<section ${ng} class="main-visual">
  <h1 ${ng}>함께 뛰는 세종, 한빛 유나이티드</h1>
  <div ${ng} class="next-match">
    <p ${ng}>다음 경기 &middot; 하나은행 K리그2 2024 14라운드</p>
    <p ${ng}><strong ${ng}>한빛 유나이티드 vs 안산 그리너스</strong> &middot; 5월 26일(일) 19:00 &middot; 세종종합운동장</p>
    <a ${ng} href="/tickets" class="btn">티켓 예매</a>
  </div>
</section>
<section ${ng} class="main-news">
  <h2 ${ng}>구단 소식</h2>
  <ul ${ng}>
    <li ${ng}><a ${ng} href="/news/2024-0521">2024 시즌 두 번째 홈 유니폼 공개</a></li>
    <li ${ng}><a ${ng} href="/news/2024-0518">유소년 팀 U-15 전국대회 준우승</a></li>
  </ul>
</section>`,
      ),
    },
    '/club/about': {
      headers,
      html: doc(
        '구단 소개',
        '한빛 유나이티드의 역사와 홈구장을 소개합니다.',
        `<section ${ng} class="club-about">
  <h1 ${ng}>구단 소개</h1>
  <p ${ng}>한빛 유나이티드는 2019년 창단한 <a ${ng} href="https://www.sejong.go.kr/" target="_blank">세종특별자치시</a> 연고의 시민구단입니다. 2021년 K리그2에 참가했으며, 홈구장은 세종종합운동장(수용 인원 11,200석)입니다.</p>
  <h2 ${ng}>연혁</h2>
  <ul ${ng}>
    <li ${ng}>2019 &ndash; 구단 창단</li>
    <li ${ng}>2021 &ndash; K리그2 참가</li>
    <li ${ng}>2023 &ndash; K리그2 5위, 구단 최다 관중 기록(평균 6,840명)</li>
  </ul>
</section>`,
      ),
    },
    '/partners': {
      headers,
      html: doc(
        '파트너',
        '한빛 유나이티드와 함께하는 스폰서와 공식 파트너를 소개합니다.',
        `<section ${ng} class="partners-intro">
  <h1 ${ng}>스폰서 &amp; 파트너</h1>
  <p ${ng}>한빛 유나이티드와 함께 세종의 축구 문화를 만들어 가는 파트너를 소개합니다.</p>
</section>
${partnerSections}
<section ${ng} class="partner-contact">
  <p ${ng}>스폰서십 문의: 마케팅팀 <a ${ng} href="mailto:marketing@hanbitunited.kr">marketing@hanbitunited.kr</a> / 044-868-2019</p>
</section>`,
        { 'partners-2024': { status: 200, body: { season: 2024, items: partners } } },
      ),
    },
    '/tickets': {
      headers,
      html: doc(
        '티켓',
        '한빛 유나이티드 홈경기 티켓 예매 안내.',
        `<section ${ng} class="ticket-info">
  <h1 ${ng}>티켓 안내</h1>
  <p ${ng}>한빛 유나이티드 홈경기 티켓은 공식 예매처 <a ${ng} href="https://www.ticketlink.co.kr/sports/football" target="_blank">티켓링크</a>에서 예매하실 수 있습니다. 경기 당일 현장 매표소는 킥오프 2시간 전부터 운영합니다.</p>
  <table ${ng} class="price-table">
    <thead ${ng}><tr ${ng}><th ${ng}>좌석</th><th ${ng}>성인</th><th ${ng}>청소년</th><th ${ng}>어린이</th></tr></thead>
    <tbody ${ng}>
      <tr ${ng}><td ${ng}>테이블석</td><td ${ng}>30,000원</td><td ${ng}>25,000원</td><td ${ng}>20,000원</td></tr>
      <tr ${ng}><td ${ng}>일반석(W)</td><td ${ng}>15,000원</td><td ${ng}>10,000원</td><td ${ng}>7,000원</td></tr>
      <tr ${ng}><td ${ng}>서포터즈석(N)</td><td ${ng}>12,000원</td><td ${ng}>8,000원</td><td ${ng}>5,000원</td></tr>
    </tbody>
  </table>
  <p ${ng}>결제 수단: 신용카드, 카카오페이, 네이버페이, 토스페이</p>
  <h2 ${ng}>시즌권</h2>
  <p ${ng}>2024 시즌권은 구단 공식 앱에서 구매할 수 있습니다.</p>
</section>`,
      ),
    },
    '/news': {
      headers,
      html: doc(
        '뉴스',
        '한빛 유나이티드 구단 뉴스와 보도자료.',
        `<section ${ng} class="news-list">
  <h1 ${ng}>뉴스</h1>
  <ul ${ng}>
    <li ${ng}><a ${ng} href="/news/2024-0521">2024 시즌 두 번째 홈 유니폼 공개</a> <span ${ng}>2024.05.21</span></li>
    <li ${ng}><a ${ng} href="/news/2024-0518">유소년 팀 U-15 전국대회 준우승</a> <span ${ng}>2024.05.18</span></li>
    <li ${ng}><a ${ng} href="/news/2024-0502">비프로일레븐과 데이터 분석 파트너십 체결</a> <span ${ng}>2024.05.02</span></li>
  </ul>
  <h2 ${ng}>언론 보도</h2>
  <ul ${ng}>
    <li ${ng}><a ${ng} href="https://sports.news.naver.com/kfootball/news/read?oid=413&amp;aid=0000178231" target="_blank">인터풋볼 &ndash; &lsquo;돌풍의 팀&rsquo; 한빛, 5경기 무패 행진</a></li>
    <li ${ng}><a ${ng} href="https://www.sportsseoul.com/news/read/1438812" target="_blank">스포츠서울 &ndash; 한빛 유나이티드 평균 관중 7천 돌파</a></li>
  </ul>
</section>`,
      ),
    },
    '/support': {
      headers,
      html: doc(
        '고객센터',
        '한빛 유나이티드 고객센터 및 문의 안내.',
        `<section ${ng} class="support">
  <h1 ${ng}>고객센터</h1>
  <dl ${ng}>
    <dt ${ng}>대표전화</dt><dd ${ng}>044-868-2000 (평일 10:00~18:00)</dd>
    <dt ${ng}>이메일</dt><dd ${ng}><a ${ng} href="mailto:help@hanbitunited.kr">help@hanbitunited.kr</a></dd>
    <dt ${ng}>카카오톡 상담</dt><dd ${ng}><a ${ng} href="https://pf.kakao.com/_xkHbUt/chat" target="_blank">카카오톡 채널로 문의하기</a></dd>
  </dl>
  <p ${ng}>오시는 길: 세종특별자치시 한누리대로 2130 세종종합운동장</p>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/club/about', '/partners', '/tickets', '/news', '/support'],
  technologies: [
    'angular',
    'typescript',
    'naver-analytics',
    'kakao',
    'google-tag-manager',
    'amazon-cloudfront',
    'amazon-web-services',
    'open-graph',
    'jsdelivr',
  ],
  partners: {
    'geumgangconst.co.kr': 'generic',
    'nurisb.co.kr': 'generic',
    'sejongmilk.co.kr': 'generic',
    'astrasports.co.kr': 'generic',
    'teunteunhospital.co.kr': 'generic',
    'bepro11.com': 'technology',
    'ticketlink.co.kr': 'channel',
  },
};
