import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string): string => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="naver-site-verification" content="5e1c0b9d2f7a4e83a6d1c9b07f2e4a51d8c3b6e0">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://rimbyte.co.kr/og/rimbyte-engine.png">
<link rel="alternate" hreflang="en" href="https://rimbyte.com/">
<link rel="icon" type="image/png" href="/favicon.png">
<link rel="stylesheet" href="/_nuxt/entry.4c7b2e19.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.b83f0d6a.js">
<script type="module" src="/_nuxt/entry.b83f0d6a.js" crossorigin></script>
</head>`;

const nav = `<header class="gnb" data-v-6a1f9c2e>
<a href="/" class="gnb__logo" data-v-6a1f9c2e><img src="/img/rimbyte-logo.svg" alt="림바이트 엔진" width="140" height="32" data-v-6a1f9c2e></a>
<nav class="gnb__menu" data-v-6a1f9c2e>
<a href="/engine" data-v-6a1f9c2e>엔진 소개</a>
<a href="/showcase" data-v-6a1f9c2e>쇼케이스</a>
<a href="/marketplace" data-v-6a1f9c2e>플러그인 마켓</a>
<a href="/pricing" data-v-6a1f9c2e>요금제</a>
<a href="https://docs.rimbyte.co.kr/" data-v-6a1f9c2e>개발 문서</a>
<a href="https://forum.rimbyte.co.kr/" data-v-6a1f9c2e>커뮤니티</a>
</nav>
<div class="gnb__right" data-v-6a1f9c2e><a href="https://rimbyte.com/" lang="en" data-v-6a1f9c2e>EN</a><a href="/download" class="btn btn--primary" data-v-6a1f9c2e>무료 다운로드</a></div>
</header>`;

const footer = `<footer class="footer" data-v-3d8e0b71>
<div class="footer__links" data-v-3d8e0b71>
<a href="/company" data-v-3d8e0b71>회사 소개</a>
<a href="/marketplace" data-v-3d8e0b71>플러그인 마켓</a>
<a href="/marketplace/publish" data-v-3d8e0b71>플러그인 등록하기</a>
<a href="https://www.wanted.co.kr/company/31877" data-v-3d8e0b71>채용</a>
<a href="/contact" data-v-3d8e0b71>문의하기</a>
<a href="/terms" data-v-3d8e0b71>이용약관</a>
<a href="/privacy" data-v-3d8e0b71><strong>개인정보처리방침</strong></a>
</div>
<div class="footer__sns" data-v-3d8e0b71>
<a href="https://discord.gg/rimbyte" target="_blank" rel="noopener" aria-label="디스코드" data-v-3d8e0b71>Discord</a>
<a href="https://www.youtube.com/@rimbyteengine" target="_blank" rel="noopener" aria-label="유튜브" data-v-3d8e0b71>YouTube</a>
<a href="https://blog.naver.com/rimbyte" target="_blank" rel="noopener" aria-label="네이버 블로그" data-v-3d8e0b71>Blog</a>
<a href="https://pf.kakao.com/_xkTqRb" target="_blank" rel="noopener" aria-label="카카오톡 채널" data-v-3d8e0b71>카카오톡 채널</a>
</div>
<div class="footer__app" data-v-3d8e0b71>
<p data-v-3d8e0b71>림바이트 리모트 앱으로 모바일에서 빌드를 확인하세요</p>
<a href="https://apps.apple.com/kr/app/rimbyte-remote/id6448201934" data-v-3d8e0b71><img src="/img/badge-appstore.svg" alt="App Store에서 다운로드" data-v-3d8e0b71></a>
<a href="https://play.google.com/store/apps/details?id=kr.co.rimbyte.remote" data-v-3d8e0b71><img src="/img/badge-googleplay.svg" alt="Google Play에서 다운로드" data-v-3d8e0b71></a>
</div>
<address data-v-3d8e0b71>(주)림바이트 · 대표 정다온 · 사업자등록번호 214-88-40217 · 경기도 성남시 분당구 판교역로 192, 7층 · 통신판매업신고 2022-성남분당A-0934</address>
<p class="footer__fund" data-v-3d8e0b71>본 서비스는 <a href="https://www.kocca.kr/" data-v-3d8e0b71>한국콘텐츠진흥원</a> 게임제작 지원사업의 지원을 받아 개발되었습니다.</p>
<p data-v-3d8e0b71>© 2024 Rimbyte Inc. All rights reserved.</p>
</footer>`;

const tail = (
  route: string,
): string => `<script>window.__NUXT__=(function(a,b){return {serverRendered:true,config:{public:{apiBase:"https://api.rimbyte.co.kr"},app:{baseURL:"/",buildAssetsDir:"/_nuxt/"}},data:{},state:{},once:new Set([]),_errors:{},route:"${route}"}}(null,false))</script>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">if(!wcs_add) var wcs_add = {};wcs_add["wa"] = "1a7c90e52b4f1d8";if(window.wcs) {wcs_do();}</script>`;

const page = (route: string, title: string, description: string, main: string): string =>
  `<!DOCTYPE html><html lang="ko" data-capo="">${head(title, description)}<body><div id="__nuxt"><div class="layout" data-v-0b2c4f11>${nav}<main data-v-0b2c4f11>${main}</main>${footer}</div></div>${tail(route)}</body></html>`;

const card = (slug: string, name: string, cat: string, desc: string, price: string, dev: string): string =>
  `<li class="plugin-card" data-category="${cat}" data-v-8e21a0c4>
<a href="/marketplace/${slug}" class="plugin-card__thumb" data-v-8e21a0c4><img src="https://cdn.rimbyte.co.kr/market/${slug}/thumb.webp" alt="${name}" data-v-8e21a0c4></a>
<div class="plugin-card__body" data-v-8e21a0c4><h3 data-v-8e21a0c4><a href="/marketplace/${slug}" data-v-8e21a0c4>${name}</a></h3><p data-v-8e21a0c4>${desc}</p><p class="plugin-card__dev" data-v-8e21a0c4>${dev}</p><span class="price" data-v-8e21a0c4>${price}</span></div>
</li>`;

const detail = (slug: string, name: string, devName: string, devUrl: string, body: string): string =>
  page(
    `/marketplace/${slug}`,
    `${name} - 림바이트 플러그인 마켓`,
    `${name} 플러그인 상세 정보`,
    `<nav class="breadcrumb" data-v-2f4a7d90><a href="/marketplace" data-v-2f4a7d90>플러그인 마켓</a> › ${name}</nav>
<article class="plugin-detail" data-v-2f4a7d90>
<h1 data-v-2f4a7d90>${name}</h1>
${body}
<dl class="plugin-detail__meta" data-v-2f4a7d90>
<dt data-v-2f4a7d90>개발사</dt><dd data-v-2f4a7d90>${devName}</dd>
<dt data-v-2f4a7d90>개발사 웹사이트</dt><dd data-v-2f4a7d90><a href="${devUrl}" target="_blank" rel="noopener" data-v-2f4a7d90>${devUrl.replace('https://', '').replace(/\/$/, '')}</a></dd>
<dt data-v-2f4a7d90>지원 버전</dt><dd data-v-2f4a7d90>Rimbyte 3.2 이상</dd>
</dl>
<a href="https://market.rimbyte.co.kr/buy?item=${slug}" class="btn btn--primary" data-v-2f4a7d90>구매하기</a>
</article>`,
  );

export const site: CorpusSite = {
  domain: 'rimbyte.co.kr',
  otherDomains: ['rimbyte.com'],
  covers:
    'Korean game engine on Nuxt (nginx, Naver Analytics, Kakao channel link); plugin marketplace with ?page=2 pagination, some developers linked only from plugin detail pages, one developer named without link, one first-party plugin; negatives: showcase studios (customers), Steam page, KOCCA funding, Discord/YouTube/Naver blog/Kakao channel, app store badges, Wanted careers, English sister domain',
  pages: {
    '/': {
      headers,
      html: page(
        '/',
        '림바이트 엔진 - 인디부터 대형 스튜디오까지, 한국형 게임 엔진',
        '림바이트 엔진은 2D·3D 멀티플랫폼 게임 엔진입니다. 무료로 시작하고 플러그인 마켓으로 확장하세요.',
        `<section class="hero" data-v-91c3e5d2>
<h1 data-v-91c3e5d2>상상한 게임을, 바로 지금.</h1>
<p data-v-91c3e5d2>PC, 모바일, 콘솔까지 하나의 프로젝트로. 림바이트 엔진 3.4가 출시되었습니다.</p>
<a href="/download" class="btn btn--primary" data-v-91c3e5d2>무료로 시작하기</a>
<a href="/marketplace" class="btn" data-v-91c3e5d2>플러그인 둘러보기</a>
</section>
<section class="showcase" data-v-91c3e5d2>
<h2 data-v-91c3e5d2>림바이트로 만든 게임</h2>
<ul data-v-91c3e5d2>
<li data-v-91c3e5d2><img src="https://cdn.rimbyte.co.kr/showcase/moonwell.webp" alt="문웰 크로니클" data-v-91c3e5d2><h3 data-v-91c3e5d2>문웰 크로니클</h3><p data-v-91c3e5d2>개발: <a href="https://www.starbrookgames.co.kr/" data-v-91c3e5d2>스타브룩 게임즈</a></p><a href="https://store.steampowered.com/app/2384710/Moonwell_Chronicle/" data-v-91c3e5d2>Steam에서 보기</a></li>
<li data-v-91c3e5d2><img src="https://cdn.rimbyte.co.kr/showcase/tteok-rush.webp" alt="떡볶이 러시" data-v-91c3e5d2><h3 data-v-91c3e5d2>떡볶이 러시</h3><p data-v-91c3e5d2>개발: <a href="https://haneulpixel.com/" data-v-91c3e5d2>하늘픽셀</a></p></li>
<li data-v-91c3e5d2><img src="https://cdn.rimbyte.co.kr/showcase/ironvale.webp" alt="아이언베일" data-v-91c3e5d2><h3 data-v-91c3e5d2>아이언베일</h3><p data-v-91c3e5d2>개발: <a href="https://ironworks-studio.kr/" data-v-91c3e5d2>아이언웍스 스튜디오</a></p></li>
</ul>
<a href="/showcase" data-v-91c3e5d2>쇼케이스 전체 보기</a>
</section>
<section class="market-teaser" data-v-91c3e5d2>
<h2 data-v-91c3e5d2>플러그인 마켓</h2>
<p data-v-91c3e5d2>파트너 개발사가 만든 300여 개의 플러그인으로 엔진을 확장하세요. <a href="/marketplace" data-v-91c3e5d2>마켓 바로가기</a></p>
</section>
<section class="awards" data-v-91c3e5d2><p data-v-91c3e5d2>2023 대한민국 콘텐츠 기술대상 우수상 수상</p></section>`,
      ),
    },
    '/marketplace': {
      headers,
      html: page(
        '/marketplace',
        '플러그인 마켓 - 림바이트 엔진',
        '림바이트 파트너 개발사의 플러그인을 찾아보세요.',
        `<section class="market-head" data-v-8e21a0c4>
<h1 data-v-8e21a0c4>플러그인 마켓</h1>
<p data-v-8e21a0c4>림바이트 기술 파트너 개발사들이 만든 검증된 플러그인입니다. 모든 플러그인은 림바이트 호환성 심사를 통과했습니다.</p>
<div class="filters" role="toolbar" data-v-8e21a0c4><button class="is-active" data-filter="all" data-v-8e21a0c4>전체</button><button data-filter="physics" data-v-8e21a0c4>물리</button><button data-filter="network" data-v-8e21a0c4>네트워크</button><button data-filter="graphics" data-v-8e21a0c4>그래픽</button><button data-filter="tools" data-v-8e21a0c4>툴</button></div>
</section>
<ul class="plugin-grid" data-v-8e21a0c4>
${card('physiq', 'PhysiQ 물리 확장', 'physics', '차량·천(cloth)·파괴 시뮬레이션을 추가하는 고성능 물리 모듈', '₩89,000', '큐브리어 스튜디오')}
${card('voicelink', '보이스링크 음성 채팅', 'network', '공간 음향을 지원하는 인게임 음성 채팅', '월 ₩29,000부터', 'VoiceLink')}
${card('neonshader', '네온셰이더 팩', 'graphics', '카툰·네온·홀로그램 등 120종 셰이더 모음', '₩45,000', '네온랩')}
${card('terragen', 'TerraGen 지형 생성기', 'tools', '노드 기반 절차적 지형 생성', '₩120,000', '개발사: <a href="https://terragen-tools.com/" target="_blank" rel="noopener" data-v-8e21a0c4>TerraGen Tools</a>')}
${card('localize-kit', '로컬라이즈 키트', 'tools', '스프레드시트 연동 다국어 문자열 관리', '무료', '개발사: <a href="https://www.globaltext.co.kr/" target="_blank" rel="noopener" data-v-8e21a0c4>글로벌텍스트</a>')}
${card('matchhub', 'MatchHub 멀티플레이 서버', 'network', '매치메이킹과 데디케이티드 서버 오케스트레이션', '사용량 과금', '개발사: <a href="https://matchhub.io/" target="_blank" rel="noopener" data-v-8e21a0c4>MatchHub</a>')}
</ul>
<nav class="pagination" aria-label="페이지" data-v-8e21a0c4><span aria-current="page" data-v-8e21a0c4>1</span><a href="/marketplace?page=2" data-v-8e21a0c4>2</a><a href="/marketplace?page=2" rel="next" data-v-8e21a0c4>다음 ›</a></nav>
<aside class="publish" data-v-8e21a0c4><h2 data-v-8e21a0c4>플러그인 개발사이신가요?</h2><p data-v-8e21a0c4><a href="/marketplace/publish" data-v-8e21a0c4>파트너 개발사로 등록</a>하고 수익의 80%를 받으세요.</p></aside>`,
      ),
    },
    '/marketplace?page=2': {
      headers,
      html: page(
        '/marketplace',
        '플러그인 마켓 (2페이지) - 림바이트 엔진',
        '림바이트 파트너 개발사의 플러그인을 찾아보세요.',
        `<section class="market-head" data-v-8e21a0c4><h1 data-v-8e21a0c4>플러그인 마켓</h1></section>
<ul class="plugin-grid" data-v-8e21a0c4>
${card('motionsori', '모션소리 AI 애니메이션', 'graphics', '음성 파일로 립싱크와 표정 애니메이션 자동 생성', '₩69,000', '개발사: <a href="https://motionsori.com/" target="_blank" rel="noopener" data-v-8e21a0c4>모션소리</a>')}
${card('coinbridge-iap', '코인브릿지 인앱결제 SDK', 'tools', '국내 PG·원스토어·앱스토어 결제를 하나의 API로', '무료', '개발사: <a href="https://www.coinbridge.co.kr/" target="_blank" rel="noopener" data-v-8e21a0c4>코인브릿지</a>')}
${card('admesh', 'AdMesh 광고 미디에이션', 'network', '보상형·전면 광고 미디에이션', '수익 쉐어', '개발사: <a href="https://admesh.io/" target="_blank" rel="noopener" data-v-8e21a0c4>AdMesh</a>')}
${card('pixel-outline', '픽셀 아웃라인', 'graphics', '2D 스프라이트 외곽선·글로우 효과', '₩9,900', '개발사: hojin_dev (개인 개발자)')}
${card('rimbyte-starter', '림바이트 스타터 에셋', 'tools', '튜토리얼용 공식 에셋 묶음', '무료', '개발사: 림바이트 공식')}
</ul>
<nav class="pagination" aria-label="페이지" data-v-8e21a0c4><a href="/marketplace" rel="prev" data-v-8e21a0c4>‹ 이전</a><a href="/marketplace" data-v-8e21a0c4>1</a><span aria-current="page" data-v-8e21a0c4>2</span></nav>`,
      ),
    },
    '/marketplace/physiq': {
      headers,
      html: detail(
        'physiq',
        'PhysiQ 물리 확장',
        '큐브리어 스튜디오',
        'https://www.cubrier.co.kr/',
        '<p data-v-2f4a7d90>차량 서스펜션, 천 시뮬레이션, 실시간 파괴를 지원합니다. 멀티스레드 솔버로 모바일에서도 60fps를 유지합니다.</p>',
      ),
    },
    '/marketplace/voicelink': {
      headers,
      html: detail(
        'voicelink',
        '보이스링크 음성 채팅',
        'VoiceLink Inc.',
        'https://voicelink.gg/',
        '<p data-v-2f4a7d90>파티·팀·근접 채널과 공간 음향, 욕설 필터링을 제공하는 인게임 음성 채팅 플러그인입니다.</p>',
      ),
    },
    '/marketplace/neonshader': {
      headers,
      html: detail(
        'neonshader',
        '네온셰이더 팩',
        '네온랩',
        'https://neonlab.kr/',
        '<p data-v-2f4a7d90>툰, 네온, 홀로그램, 디졸브 등 120종의 셰이더와 머티리얼 프리셋을 포함합니다.</p>',
      ),
    },
    '/company': {
      headers,
      html: page(
        '/company',
        '회사 소개 - 림바이트',
        '림바이트는 누구나 게임을 만들 수 있는 도구를 만듭니다.',
        `<h1 data-v-4c0e2a17>회사 소개</h1>
<p data-v-4c0e2a17>림바이트는 2018년 판교에서 시작한 게임 엔진 회사입니다. 현재 42명의 엔지니어와 아티스트가 함께하고 있습니다.</p>
<h2 data-v-4c0e2a17>투자사</h2>
<ul data-v-4c0e2a17><li data-v-4c0e2a17><a href="https://www.hanriverpartners.co.kr/" data-v-4c0e2a17>한강인베스트먼트파트너스</a></li><li data-v-4c0e2a17><a href="https://bluepeak.vc/" data-v-4c0e2a17>블루피크벤처스</a></li></ul>
<h2 data-v-4c0e2a17>언론 보도</h2>
<ul data-v-4c0e2a17><li data-v-4c0e2a17><a href="https://www.gamepress24.co.kr/news/articleView.html?idxno=118204" data-v-4c0e2a17>게임프레스24: 국산 엔진 림바이트, 3.4 버전 공개</a></li></ul>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        '/contact',
        '문의하기 - 림바이트',
        '림바이트 엔진 라이선스 및 제휴 문의',
        `<h1 data-v-5b7d3e20>문의하기</h1>
<p data-v-5b7d3e20>라이선스 문의: <a href="mailto:sales@rimbyte.co.kr" data-v-5b7d3e20>sales@rimbyte.co.kr</a></p>
<p data-v-5b7d3e20>플러그인 파트너 문의: <a href="mailto:market@rimbyte.co.kr" data-v-5b7d3e20>market@rimbyte.co.kr</a></p>
<p data-v-5b7d3e20>전화: 031-8017-4420 (평일 10:00~18:00)</p>`,
      ),
    },
  },
  technologies: ['nuxt-js', 'vue-js', 'nginx', 'naver-analytics', 'kakao', 'open-graph'],
  partners: {
    'cubrier.co.kr': 'technology',
    'voicelink.gg': 'technology',
    'neonlab.kr': 'technology',
    'terragen-tools.com': 'technology',
    'globaltext.co.kr': 'technology',
    'matchhub.io': 'technology',
    'motionsori.com': 'technology',
    'coinbridge.co.kr': 'technology',
    'admesh.io': 'technology',
  },
};
