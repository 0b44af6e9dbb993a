import type { CorpusSite } from '../corpus/types.js';

const headers = { server: 'nginx', 'content-type': 'text/html; charset=UTF-8', 'x-frame-options': 'SAMEORIGIN' };

const layout = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} | 나비게임즈</title>
<meta name="description" content="나비게임즈는 서울 성수동의 인디 게임 스튜디오입니다. 대표작: 《등불의 숲》, 《새벽 정거장》.">
<meta name="naver-site-verification" content="3c8f1a9e2b7d4c6e0f5a1b2c3d4e5f6a7b8c9d0e">
<link rel="stylesheet" href="/assets/css/app.7c2e91.css">
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">if(!wcs_add) var wcs_add = {}; wcs_add["wa"] = "1a2b3c4d5e6f7"; if(window.wcs) { wcs_do(); }</script>
</head>
<body>
<div id="app" data-v-app="">
<header class="gnb" data-v-4f2a91c3="">
  <a href="/" class="gnb__logo" data-v-4f2a91c3=""><img src="/assets/img/nabi-logo.svg" alt="나비게임즈 NABI GAMES" data-v-4f2a91c3=""></a>
  <nav class="gnb__menu" data-v-4f2a91c3="">
    <a href="/games" data-v-4f2a91c3="">게임</a>
    <a href="/company" data-v-4f2a91c3="">회사소개</a>
    <a href="/news" data-v-4f2a91c3="">소식</a>
    <a href="/careers" data-v-4f2a91c3="">채용</a>
    <a href="/en/" data-v-4f2a91c3="">EN</a>
  </nav>
</header>
<main data-v-7b3c2d10="">${body}</main>
<footer class="footer" data-v-1e9d8a77="">
  <div class="footer__sns" data-v-1e9d8a77="">
    <a href="https://discord.gg/nabigames" target="_blank" data-v-1e9d8a77="">Discord</a>
    <a href="https://www.youtube.com/@nabigames" target="_blank" data-v-1e9d8a77="">YouTube</a>
    <a href="https://x.com/nabigames_kr" target="_blank" data-v-1e9d8a77="">X</a>
    <a href="https://pf.kakao.com/_xkNabi" target="_blank" data-v-1e9d8a77="">카카오톡 채널</a>
  </div>
  <div class="footer__engine" data-v-1e9d8a77=""><a href="https://www.unrealengine.com/" target="_blank" data-v-1e9d8a77=""><img src="/assets/img/made-with-unreal.svg" alt="Made with Unreal Engine" data-v-1e9d8a77=""></a></div>
  <p class="footer__info" data-v-1e9d8a77="">(주)나비게임즈 | 대표이사 한지우 | 사업자등록번호 123-86-45678 | 서울특별시 성동구 성수이로 118, 7층<br>
  게임물관리위원회 등급분류 정보는 <a href="https://www.grac.or.kr/" target="_blank" data-v-1e9d8a77="">GRAC</a>에서 확인하실 수 있습니다.</p>
  <p data-v-1e9d8a77="">© NABI GAMES Inc. All rights reserved. · <a href="/privacy" data-v-1e9d8a77="">개인정보처리방침</a></p>
</footer>
</div>
<script src="/assets/js/chunk-vendors.3f9a2e.js"></script>
<script src="/assets/js/app.9c1b4d.js"></script>
</body>
</html>`;

const home = layout(
  '홈',
  `<section class="key-visual" data-v-7b3c2d10="">
  <h1 data-v-7b3c2d10="">《등불의 숲》 콘솔판 출시!</h1>
  <p data-v-7b3c2d10="">PlayStation 5, Nintendo Switch에서 만나보세요.</p>
  <a href="https://store.steampowered.com/app/2345670/" data-v-7b3c2d10="">Steam 위시리스트 추가</a>
</section>
<section class="awards" data-v-7b3c2d10="">
  <h2 data-v-7b3c2d10="">수상 내역</h2>
  <ul data-v-7b3c2d10="">
    <li data-v-7b3c2d10="">2025 대한민국 게임대상 인디게임상</li>
    <li data-v-7b3c2d10=""><a href="https://www.gstar.or.kr/" data-v-7b3c2d10="">G-STAR 2024</a> 인디 쇼케이스 선정</li>
    <li data-v-7b3c2d10=""><a href="https://bic.or.kr/" data-v-7b3c2d10="">BIC Festival 2024</a> 최우수 아트상</li>
  </ul>
</section>
<section class="press" data-v-7b3c2d10="">
  <h2 data-v-7b3c2d10="">언론 보도</h2>
  <ul data-v-7b3c2d10="">
    <li data-v-7b3c2d10=""><a href="https://www.inven.co.kr/webzine/news/?news=301234" data-v-7b3c2d10="">[인벤] 나비게임즈 한지우 대표 인터뷰</a></li>
    <li data-v-7b3c2d10=""><a href="https://www.thisisgame.com/webzine/news/nboard/4/?n=198765" data-v-7b3c2d10="">[디스이즈게임] 《새벽 정거장》 리뷰</a></li>
  </ul>
</section>`,
);

const company = layout(
  '회사소개',
  `<section class="company-hub" data-v-2a8e6f01="">
  <h1 data-v-2a8e6f01="">회사소개</h1>
  <p data-v-2a8e6f01="">나비게임즈는 2019년 설립된 22명 규모의 게임 개발사입니다. 작지만 오래 기억에 남는 게임을 만듭니다.</p>
  <ul class="company-hub__cards" data-v-2a8e6f01="">
    <li data-v-2a8e6f01=""><a href="/company/history" data-v-2a8e6f01="">연혁</a></li>
    <li data-v-2a8e6f01=""><a href="/company/partners" data-v-2a8e6f01="">파트너</a></li>
    <li data-v-2a8e6f01=""><a href="/company/ir" data-v-2a8e6f01="">투자 정보</a></li>
    <li data-v-2a8e6f01=""><a href="/company/contact" data-v-2a8e6f01="">오시는 길</a></li>
  </ul>
</section>`,
);

const logo = (name: string, url: string, img: string): string =>
  `<li class="partner" data-v-5d1f3b22=""><a href="${url}" target="_blank" rel="noopener" data-v-5d1f3b22=""><img src="/assets/img/partners/${img}.png" alt="${name}" data-v-5d1f3b22=""></a><span data-v-5d1f3b22="">${name}</span></li>`;

const partners = layout(
  '파트너',
  `<section class="partners" data-v-5d1f3b22="">
  <h1 data-v-5d1f3b22="">파트너</h1>
  <p data-v-5d1f3b22="">나비게임즈와 함께 게임을 세상에 선보이는 파트너사를 소개합니다.</p>
  <div class="tabs" role="tablist" data-v-5d1f3b22="">
    <button role="tab" aria-selected="true" aria-controls="tab-platform" data-v-5d1f3b22="">플랫폼</button>
    <button role="tab" aria-selected="false" aria-controls="tab-publishing" data-v-5d1f3b22="">퍼블리싱</button>
    <button role="tab" aria-selected="false" aria-controls="tab-tech" data-v-5d1f3b22="">기술</button>
  </div>
  <div id="tab-platform" role="tabpanel" data-v-5d1f3b22="">
    <h2 class="sr-only" data-v-5d1f3b22="">플랫폼 파트너</h2>
    <ul class="partner-logos" data-v-5d1f3b22="">
      ${logo('Steam (Valve)', 'https://store.steampowered.com/', 'steam')}
      ${logo('PlayStation', 'https://www.playstation.com/ko-kr/', 'playstation')}
      ${logo('Nintendo', 'https://www.nintendo.co.kr/', 'nintendo')}
      ${logo('Xbox', 'https://www.xbox.com/ko-KR/', 'xbox')}
    </ul>
  </div>
  <div id="tab-publishing" role="tabpanel" hidden data-v-5d1f3b22="">
    <h2 class="sr-only" data-v-5d1f3b22="">지역 퍼블리싱 파트너</h2>
    <ul class="partner-logos" data-v-5d1f3b22="">
      ${logo('Lantern Bay Games (일본)', 'https://www.lanternbaygames.jp/', 'lanternbay')}
      ${logo('Jade River Interactive (대만·홍콩)', 'https://www.jaderiver.com.tw/', 'jaderiver')}
      ${logo('Quillfeather Publishing (북미·유럽)', 'https://quillfeather.games/', 'quillfeather')}
    </ul>
  </div>
  <div id="tab-tech" role="tabpanel" hidden data-v-5d1f3b22="">
    <h2 class="sr-only" data-v-5d1f3b22="">기술 파트너</h2>
    <ul class="partner-logos" data-v-5d1f3b22="">
      ${logo('Audiokinetic Wwise', 'https://www.audiokinetic.com/ko/', 'wwise')}
      ${logo('Photon Engine', 'https://www.photonengine.com/', 'photon')}
    </ul>
  </div>
  <p class="partners__contact" data-v-5d1f3b22="">퍼블리싱·협업 문의: biz@nabigames.co.kr</p>
</section>`,
);

const ir = layout(
  '투자 정보',
  `<section class="ir" data-v-6a0b9c44="">
  <h1 data-v-6a0b9c44="">투자 정보</h1>
  <p data-v-6a0b9c44="">2024년 시리즈 A 투자 유치 (총 45억 원)</p>
  <ul data-v-6a0b9c44="">
    <li data-v-6a0b9c44=""><a href="https://www.kakaoventures.co.kr/" data-v-6a0b9c44="">카카오벤처스</a> (리드)</li>
    <li data-v-6a0b9c44=""><a href="https://www.smilegate.com/ko/business/investment.do" data-v-6a0b9c44="">스마일게이트 인베스트먼트</a></li>
  </ul>
  <p data-v-6a0b9c44="">본 프로젝트는 <a href="https://www.kocca.kr/" data-v-6a0b9c44="">한국콘텐츠진흥원</a> 2023 게임콘텐츠 제작지원 사업의 지원을 받았습니다.</p>
</section>`,
);

const careers = layout(
  '채용',
  `<section class="careers" data-v-8c2d4e55="">
  <h1 data-v-8c2d4e55="">함께 만들 동료를 찾습니다</h1>
  <p data-v-8c2d4e55="">모든 채용은 <a href="https://www.wanted.co.kr/company/41234" target="_blank" data-v-8c2d4e55="">원티드</a>에서 진행됩니다.</p>
</section>`,
);

export const site: CorpusSite = {
  domain: 'nabigames.co.kr',
  covers:
    'Korean Vue-rendered indie game studio on nginx: partners reached through a company hub page, shown as logo links in three tabs (platform holders and middleware as technology, regional publishers as channel); traps are awards and festival links, Korean games press, investors and a KOCCA grant on the IR page, Wanted careers, a "Made with Unreal Engine" credit, the GRAC rating board and Discord/YouTube/X/KakaoTalk channel links.',
  pages: {
    '/': { headers, html: home },
    '/company': { headers, html: company },
    '/company/partners': { headers, html: partners },
    '/company/ir': { headers, html: ir },
    '/careers': { headers, html: careers },
  },
  sitemap: ['/', '/company', '/company/partners', '/company/ir', '/careers'],
  technologies: ['nginx', 'vue-js', 'naver-analytics', 'kakao'],
  partners: {
    'steampowered.com': 'technology',
    'playstation.com': 'technology',
    'nintendo.co.kr': 'technology',
    'xbox.com': 'technology',
    'audiokinetic.com': 'technology',
    'photonengine.com': 'technology',
    'lanternbaygames.jp': 'channel',
    'jaderiver.com.tw': 'channel',
    'quillfeather.games': 'channel',
  },
};
