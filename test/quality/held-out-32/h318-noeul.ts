import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public, max-age=0, must-revalidate',
  'content-language': 'ko',
  'x-content-type-options': 'nosniff',
};

const FS = 'https://framerusercontent.com/sites/6tJq2VbN0eRk4Lw8Xy1Zp3';

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="generator" content="Framer 7c3e1b9">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="framer-search-index" content="${FS}/searchIndex-Hq8mL1xW.json">
<meta name="naver-site-verification" content="3f9a1c2e7b5d4c8a0e6f1b2d3c4a5e6f7a8b9c0d">
<link rel="icon" href="https://framerusercontent.com/images/kT4cN8vQ1wB2eR5yU7iO0pA3s.png">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://framerusercontent.com/assets/Zx9qW3eR7tY1uI5oP2aS4dF6g.png">
<meta property="og:locale" content="ko_KR">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://noeul.io${path}">
<link rel="alternate" hreflang="ko" href="https://noeul.io${path}">
<link rel="alternate" hreflang="en" href="https://noeul.io${path.replace('/ko', '/en')}">
<style data-framer-css-ssr-minified="" data-framer-components="framer-lib-cursors-host framer-Qm2aE framer-7yTxk">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased}@font-face{font-family:"Pretendard";src:url(https://framerusercontent.com/assets/Pr3tEnDaRd400.woff2);font-weight:400;font-display:swap}.framer-Qm2aE.framer-1x0c2dz{display:flex;flex-direction:column;gap:120px;width:1200px}</style>
<link rel="modulepreload" fetchpriority="low" href="${FS}/react.B7fK2pQa.mjs">
<link rel="modulepreload" fetchpriority="low" href="${FS}/framer.C1mN9xLz.mjs">
<link rel="modulepreload" fetchpriority="low" href="${FS}/motion.D4rT6yUw.mjs">
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${FS}/script_main.Eq3wR8tY.mjs"></script>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">if(!wcs_add) var wcs_add = {}; wcs_add["wa"] = "1a2b3c4d5e6f7a"; if(window.wcs) { wcs_do(); }</script>
</head>`;

const nav = `<nav class="framer-Xk9pq framer-v-1c3f0z" data-framer-name="Desktop" data-framer-component-type="Navigation">
<a class="framer-1lqz2m0 framer-ovd0fa" data-framer-name="Logo" href="/ko"><img decoding="async" src="https://framerusercontent.com/images/Lg0NoEuL1wAlLeT2b3c4d5e6.svg" alt="노을 월렛"></a>
<div class="framer-5c1n8w" data-framer-name="Links">
<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="Rk1mQbX0S" href="/ko/features">기능</a>
<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="Rk1mQbX0S" href="/ko/ecosystem">생태계</a>
<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="Rk1mQbX0S" href="/ko/partners">파트너</a>
<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="Rk1mQbX0S" href="/ko/about">회사소개</a>
<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="Rk1mQbX0S" href="https://blog.noeul.io">블로그</a>
<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="Rk1mQbX0S" href="/en">EN</a>
</div>
<a class="framer-1b2o9hd" data-framer-name="CTA" href="/ko/download"><div class="framer-text">앱 다운로드</div></a>
</nav>`;

const footer = `<footer class="framer-Qm2aE framer-j2x8r0" data-framer-name="Footer">
<div class="framer-1p9wq3v" data-framer-name="Columns">
<div data-framer-name="Col"><p class="framer-text"><strong>노을 월렛</strong></p><p class="framer-text">내 자산은 내가 지키는 셀프 커스터디 지갑</p></div>
<div data-framer-name="Col"><p class="framer-text"><strong>제품</strong></p><a class="framer-text" href="/ko/features">기능</a><a class="framer-text" href="/ko/security">보안</a><a class="framer-text" href="/ko/business">기업용 월렛</a><a class="framer-text" href="https://docs.noeul.io">개발자 문서</a></div>
<div data-framer-name="Col"><p class="framer-text"><strong>회사</strong></p><a class="framer-text" href="/ko/about">회사소개</a><a class="framer-text" href="/ko/partners">파트너</a><a class="framer-text" href="https://www.wanted.co.kr/company/41235">채용</a><a class="framer-text" href="/ko/press-kit">프레스 킷</a></div>
<div data-framer-name="Col"><p class="framer-text"><strong>고객지원</strong></p><a class="framer-text" href="https://help.noeul.io">도움말 센터</a><a class="framer-text" href="https://pf.kakao.com/_xNoeulW" target="_blank" rel="noopener">카카오톡 상담</a><a class="framer-text" href="/ko/terms">이용약관</a><a class="framer-text" href="/ko/privacy"><strong>개인정보처리방침</strong></a></div>
</div>
<div class="framer-1y2c8vb" data-framer-name="Bottom">
<div data-framer-name="Social"><a href="https://x.com/noeulwallet" target="_blank" rel="noopener">X</a><a href="https://t.me/noeulwallet_kr" target="_blank" rel="noopener">Telegram</a><a href="https://discord.gg/noeul" target="_blank" rel="noopener">Discord</a><a href="https://www.youtube.com/@noeulwallet" target="_blank" rel="noopener">YouTube</a></div>
<p class="framer-text">(주)노을랩스 | 대표 윤하린 | 사업자등록번호 123-86-45678 | 서울특별시 강남구 테헤란로 427<br>노을 월렛은 비수탁형 지갑으로, 회사는 이용자의 개인 키와 자산에 접근할 수 없습니다. 가상자산은 가격 변동성이 크며 원금 손실이 발생할 수 있습니다.</p>
<p class="framer-text">© 2026 Noeul Labs Inc.</p>
</div>
</footer>`;

const page = (title: string, description: string, path: string, main: string) => `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Jan 9, 2026, 3:12 AM UTC -->
<html lang="ko">
${head(title, description, path)}
<body>
<div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;augiA20Il&quot;,&quot;localeId&quot;:&quot;r8Ko2Lm1x&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;1x0c2dz&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;}]}" data-framer-ssr-released-at="2026-01-08T11:42:07.515Z" data-framer-page-optimized-at="2026-01-09T03:12:44.902Z" data-framer-generated-page="">
<div class="framer-Qm2aE framer-1x0c2dz" data-framer-root="" style="min-height:100vh;width:auto">
${nav}
${main}
${footer}
</div>
</div>
<div id="overlay"></div>
</body>
</html>`;

const home = page(
  '노을 월렛 | 가장 쉬운 셀프 커스터디 가상자산 지갑',
  '이더리움, 비트코인, 솔라나, 카이아를 한 앱에서. 니모닉 없이 시작하는 MPC 보안, 원화 충전, 디앱 연결까지.',
  '/ko',
  `<section class="framer-1r0k4hx" data-framer-name="Hero"><h1 class="framer-text">내 자산의 주인은<br>나여야 하니까</h1><p class="framer-text">복잡한 니모닉 없이 3초 만에 지갑 만들기. MPC 기술로 기기를 잃어버려도 안전하게 복구하세요.</p>
<div data-framer-name="Badges"><a href="https://apps.apple.com/kr/app/noeul-wallet/id6450123456" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/AppStoreKo0a1b2c3d4e5f6.svg" alt="App Store에서 다운로드"></a><a href="https://play.google.com/store/apps/details?id=io.noeul.wallet" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/GooglePlayKo0a1b2c3d4e5.png" alt="Google Play에서 다운로드"></a></div></section>
<section class="framer-8q2n1c" data-framer-name="Chains"><h2 class="framer-text">지원 네트워크</h2>
<div data-framer-name="Ticker" class="framer-ticker"><img src="https://framerusercontent.com/images/ChEth1.svg" alt="Ethereum"><img src="https://framerusercontent.com/images/ChBtc2.svg" alt="Bitcoin"><img src="https://framerusercontent.com/images/ChSol3.svg" alt="Solana"><img src="https://framerusercontent.com/images/ChKaia4.svg" alt="Kaia"><img src="https://framerusercontent.com/images/ChPol5.svg" alt="Polygon"><img src="https://framerusercontent.com/images/ChArb6.svg" alt="Arbitrum"></div></section>
<section class="framer-3m7k0p" data-framer-name="Stats"><div><h3 class="framer-text">120만+</h3><p class="framer-text">누적 다운로드</p></div><div><h3 class="framer-text">0건</h3><p class="framer-text">해킹 피해</p></div><div><h3 class="framer-text">4.8</h3><p class="framer-text">앱스토어 평점</p></div></section>
<section class="framer-6t1w9e" data-framer-name="Reviews"><h2 class="framer-text">사용자 후기</h2><p class="framer-text">“거래소에만 두던 코인을 처음으로 제 지갑에 옮겼어요. 생각보다 훨씬 쉬웠어요.” — 김**님</p></section>
<section data-framer-name="CTA"><a href="/ko/ecosystem" class="framer-text">노을 월렛과 연결된 서비스 보기 →</a></section>`,
);

const ecosystem = page(
  '생태계 | 노을 월렛',
  '노을 월렛에서 바로 연결되는 디앱, 원화·카드 충전 서비스, 하드웨어 지갑을 소개합니다.',
  '/ko/ecosystem',
  `<section class="framer-2k8s1a" data-framer-name="Header"><h1 class="framer-text">노을 월렛 생태계</h1><p class="framer-text">노을 월렛은 검증된 서비스와 연동해, 앱 안에서 스왑·스테이킹·NFT까지 한 번에 이용할 수 있습니다.</p></section>
<section class="framer-9v3c2m" data-framer-name="Integrations">
<div class="framer-tabs" data-framer-name="Tabs"><div class="framer-text" data-active="true">전체</div><div class="framer-text">디파이</div><div class="framer-text">충전</div><div class="framer-text">하드웨어</div></div>
<div class="framer-grid" data-framer-name="Grid">
<a class="framer-card" data-framer-name="Card" href="https://app.uniswap.org/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoUni01.png" alt="Uniswap"><h3 class="framer-text">Uniswap</h3><p class="framer-text">인앱 스왑 – 최적 경로로 토큰 교환</p><span class="framer-text">디파이</span></a>
<a class="framer-card" data-framer-name="Card" href="https://aave.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoAave02.png" alt="Aave"><h3 class="framer-text">Aave</h3><p class="framer-text">예치와 대출</p><span class="framer-text">디파이</span></a>
<a class="framer-card" data-framer-name="Card" href="https://lido.fi/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoLido03.png" alt="Lido"><h3 class="framer-text">Lido</h3><p class="framer-text">ETH 리퀴드 스테이킹</p><span class="framer-text">디파이</span></a>
<a class="framer-card" data-framer-name="Card" href="https://www.moonpay.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoMoon04.png" alt="MoonPay"><h3 class="framer-text">MoonPay</h3><p class="framer-text">해외 카드로 가상자산 구매</p><span class="framer-text">충전</span></a>
<a class="framer-card" data-framer-name="Card" href="https://transak.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoTransak05.png" alt="Transak"><h3 class="framer-text">Transak</h3><p class="framer-text">글로벌 온램프·오프램프</p><span class="framer-text">충전</span></a>
<a class="framer-card" data-framer-name="Card" href="https://www.ledger.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoLedger06.png" alt="Ledger"><h3 class="framer-text">Ledger</h3><p class="framer-text">하드웨어 지갑을 블루투스로 연결해 서명</p><span class="framer-text">하드웨어</span></a>
<a class="framer-card" data-framer-name="Card" href="https://keystone.kr/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/EcoKeystone07.png" alt="키스톤 코리아"><h3 class="framer-text">키스톤 코리아</h3><p class="framer-text">QR 기반 에어갭 하드웨어 지갑</p><span class="framer-text">하드웨어</span></a>
</div></section>
<section data-framer-name="Developers"><h2 class="framer-text">디앱 개발자이신가요?</h2><p class="framer-text">WalletConnect와 노을 SDK로 노을 월렛 사용자를 바로 연결하세요. <a class="framer-text" href="https://docs.noeul.io/sdk">SDK 문서 보기</a></p></section>`,
);

const partners = page(
  '파트너 | 노을 월렛',
  '노을 월렛과 함께하는 전략 파트너, 제휴 거래소, 공식 리셀러를 소개합니다.',
  '/ko/partners',
  `<section class="framer-4h0p2s" data-framer-name="Header"><h1 class="framer-text">함께 만드는 더 안전한 Web3</h1><p class="framer-text">노을 월렛은 국내외 블록체인 재단, 거래소, 기업 파트너와 협력하고 있습니다.</p></section>
<section data-framer-name="Strategic"><h2 class="framer-text">전략적 파트너</h2>
<div class="framer-grid" data-framer-name="Logos">
<a href="https://www.kaia.io/" target="_blank" rel="noopener" class="framer-logo"><img src="https://framerusercontent.com/images/PtKaia01.svg" alt="Kaia Foundation"></a>
<a href="https://www.bithumb.com/" target="_blank" rel="noopener" class="framer-logo"><img src="https://framerusercontent.com/images/PtBithumb02.svg" alt="빗썸"></a>
<a href="https://www.koreadigitalasset.com/" target="_blank" rel="noopener" class="framer-logo"><img src="https://framerusercontent.com/images/PtKoda03.svg" alt="한국디지털에셋(KODA)"></a>
</div>
<p class="framer-text">카이아 재단과는 카이아 메인넷 기본 지갑 제휴를, 빗썸과는 트래블룰 연동 기반의 원화 입출금 제휴를 맺고 있습니다.</p></section>
<section data-framer-name="Resellers"><h2 class="framer-text">기업용 월렛 공식 리셀러</h2><p class="framer-text">금융사와 게임사를 위한 노을 비즈니스 월렛은 아래 공식 리셀러 및 구축 파트너를 통해서도 도입할 수 있습니다.</p>
<div class="framer-list" data-framer-name="List">
<div class="framer-row"><p class="framer-text"><a class="framer-text" href="https://www.blocksolutions.co.kr/" target="_blank" rel="noopener">블록솔루션즈</a> · 공식 리셀러 · 금융권 구축</p></div>
<div class="framer-row"><p class="framer-text"><a class="framer-text" href="https://chainbridge-consulting.com/" target="_blank" rel="noopener">체인브릿지컨설팅</a> · 구축 파트너 · 게임·엔터테인먼트</p></div>
<div class="framer-row"><p class="framer-text"><a class="framer-text" href="https://www.daon-itc.co.kr/" target="_blank" rel="noopener">다온아이티씨</a> · 공식 리셀러 · 공공·유통</p></div>
</div></section>
<section data-framer-name="Audits"><h2 class="framer-text">보안 감사 및 인증</h2><p class="framer-text">노을 월렛의 MPC 모듈과 스마트 컨트랙트는 <a class="framer-text" href="https://www.certik.com/projects/noeul" target="_blank" rel="noopener">CertiK</a>와 <a class="framer-text" href="https://theori.io/" target="_blank" rel="noopener">티오리</a>의 보안 감사를 통과했으며, <a class="framer-text" href="https://isms.kisa.or.kr/" target="_blank" rel="noopener">한국인터넷진흥원(KISA)</a> ISMS 인증을 취득했습니다.</p></section>
<section data-framer-name="Contact"><h2 class="framer-text">파트너십 문의</h2><p class="framer-text"><a class="framer-text" href="mailto:partners@noeul.io">partners@noeul.io</a>로 회사 소개서를 보내주세요.</p></section>`,
);

const about = page(
  '회사소개 | 노을 월렛',
  '노을랩스는 누구나 안전하게 가상자산을 스스로 보관할 수 있는 세상을 만듭니다.',
  '/ko/about',
  `<section data-framer-name="Header"><h1 class="framer-text">노을랩스 소개</h1><p class="framer-text">2022년 보안 엔지니어 출신 창업자들이 설립한 노을랩스는 MPC 기반 셀프 커스터디 지갑 '노을 월렛'을 만듭니다.</p></section>
<section data-framer-name="Investors"><h2 class="framer-text">투자사</h2>
<div class="framer-grid"><a href="https://www.hashed.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/InvHashed01.svg" alt="Hashed"></a><a href="https://www.kakao.vc/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/InvKakaoV02.svg" alt="카카오벤처스"></a><a href="https://www.a16zcrypto.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/InvA16z03.svg" alt="a16z crypto"></a></div>
<p class="framer-text">2025년 시리즈 A에서 220억 원을 유치했습니다.</p></section>
<section data-framer-name="Press"><h2 class="framer-text">보도자료</h2><ul><li><a class="framer-text" href="https://www.blockmedia.co.kr/archives/812345" target="_blank" rel="noopener">블록미디어: 노을랩스, 220억 원 시리즈A 투자 유치</a></li><li><a class="framer-text" href="https://zdnet.co.kr/view/?no=20250917101234" target="_blank" rel="noopener">지디넷코리아: 니모닉 없는 지갑, 노을 월렛 100만 다운로드 돌파</a></li></ul></section>
<section data-framer-name="Careers"><h2 class="framer-text">함께할 동료를 찾습니다</h2><p class="framer-text"><a class="framer-text" href="https://www.wanted.co.kr/company/41235" target="_blank" rel="noopener">원티드에서 채용 공고 보기</a></p></section>`,
);

export const site: CorpusSite = {
  domain: 'noeul.io',
  covers:
    'Korean self-custody crypto wallet on Framer, all pages in Korean, root redirecting to /ko: ecosystem page of dApp / on-ramp / hardware-wallet cards (technology), partners page with strategic partner logos (generic) and official resellers / build partners (channel); negatives: unlinked chain ticker, security audit firms and KISA certification, investors, press, Wanted job board, KakaoTalk/Telegram/Discord/X links, app badges, docs/help/blog subdomains',
  pages: {
    '/': { status: 301, redirect: '/ko' },
    '/ko': { headers, html: home },
    '/ko/ecosystem': { headers, html: ecosystem },
    '/ko/partners': { headers, html: partners },
    '/ko/about': { headers, html: about },
  },
  sitemap: [
    '/ko',
    '/ko/features',
    '/ko/security',
    '/ko/business',
    '/ko/ecosystem',
    '/ko/partners',
    '/ko/about',
    '/ko/download',
    '/en',
    '/en/ecosystem',
    '/en/partners',
    '/en/about',
  ],
  technologies: ['framer-sites', 'react', 'hsts', 'open-graph', 'priority-hints', 'naver-analytics', 'kakao'],
  partners: {
    'uniswap.org': 'technology',
    'aave.com': 'technology',
    'lido.fi': 'technology',
    'moonpay.com': 'technology',
    'transak.com': 'technology',
    'ledger.com': 'technology',
    'keystone.kr': 'technology',
    'kaia.io': 'generic',
    'bithumb.com': 'generic',
    'koreadigitalasset.com': 'generic',
    'blocksolutions.co.kr': 'channel',
    'chainbridge-consulting.com': 'channel',
    'daon-itc.co.kr': 'channel',
  },
};
