import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache/2.4.57 (Rocky Linux) OpenSSL/3.0.7',
  'set-cookie': 'PHPSESSID=8f3k2m9q1v7b4n6x0c5z2a1s3d; path=/; secure; HttpOnly; SameSite=Lax',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="generator" content="Rhymix">
<meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes">
<meta name="csrf-token" content="qW3e8Rt2Yu6Io9Pa">
<meta name="naver-site-verification" content="3a9f1c7e5b2d8046a1c3e5f7b9d0e2a4c6f8b1d3">
<title>${title} - 한성특수강(주)</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title} - 한성특수강(주)">
<meta property="og:site_name" content="한성특수강">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.hansungsteel.co.kr${path}">
<meta property="og:image" content="https://www.hansungsteel.co.kr/files/attach/images/og_hansung.jpg">
<meta property="og:locale" content="ko_KR">
<link rel="canonical" href="https://www.hansungsteel.co.kr${path}">
<link rel="stylesheet" href="/common/css/rhymix.min.css?t=1709102211">
<link rel="stylesheet" href="/layouts/hansung_corp/css/layout.css?t=1710311022">
<link rel="stylesheet" href="/layouts/hansung_corp/css/swiper-bundle.min.css">
<script src="/common/js/jquery-2.2.4.min.js?t=1709102211"></script>
<script src="/common/js/common.js?t=1709102211"></script>
<script src="/layouts/hansung_corp/js/swiper.min.js"></script>
<script src="https://developers.kakao.com/sdk/js/kakao.min.js"></script>
</head>`;

const nav = `<body class="color_scheme_light">
<div id="wrap">
<header id="header">
  <div class="inner">
    <h1 class="logo"><a href="/"><img src="/layouts/hansung_corp/img/logo.png" alt="한성특수강 HANSUNG SPECIAL STEEL"></a></h1>
    <nav id="gnb">
      <ul>
        <li><a href="/company">회사소개</a>
          <ul class="depth2"><li><a href="/company">인사말</a></li><li><a href="/company/history">연혁</a></li><li><a href="/company/partners">협력사</a></li><li><a href="/company/location">오시는 길</a></li></ul>
        </li>
        <li><a href="/products">제품소개</a></li>
        <li><a href="/quality">품질경영</a></li>
        <li><a href="/dealers">대리점 안내</a></li>
        <li><a href="/recruit">인재채용</a></li>
        <li><a href="/board/notice">고객센터</a></li>
      </ul>
    </nav>
    <div class="lang"><a href="/" class="on">KOR</a><a href="/en">ENG</a></div>
  </div>
</header>
<div id="container">`;

const footer = `</div>
<footer id="footer">
  <div class="inner">
    <ul class="f_menu">
      <li><a href="/policy/privacy"><strong>개인정보처리방침</strong></a></li>
      <li><a href="/policy/email">이메일무단수집거부</a></li>
      <li><a href="/company/location">오시는 길</a></li>
    </ul>
    <address>한성특수강(주) | 대표이사 : 김영철 | 사업자등록번호 : 608-81-12345<br>경상남도 창원시 성산구 공단로 214 (성주동) | TEL : 055-282-7000 | FAX : 055-282-7009</address>
    <p class="copy">COPYRIGHT © HANSUNG SPECIAL STEEL CO., LTD. ALL RIGHTS RESERVED.</p>
    <ul class="sns">
      <li><a href="https://blog.naver.com/hansungsteel" target="_blank" title="네이버 블로그">블로그</a></li>
      <li><a href="https://www.youtube.com/@hansungsteel" target="_blank" title="유튜브">유튜브</a></li>
      <li><a href="https://pf.kakao.com/_xgHsnK" target="_blank" title="카카오톡 채널">카카오톡 채널</a></li>
    </ul>
  </div>
</footer>
</div>
<script>
if(!wcs_add) var wcs_add = {};
wcs_add["wa"] = "1f0a9c3e7b5d2";
if(window.wcs) { wcs_do(); }
</script>
<script src="//wcs.naver.net/wcslog.js"></script>
<script>Kakao.init('5b1e9d3a7c2f4086e1b3d5a7c9e0f2b4');</script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'hansungsteel.co.kr',
  covers:
    'Korean special-steel processor on Rhymix: 협력사 page with linked logo grid by field plus a technology tie-up partner, 대리점 dealer table with homepage column (one without site); customer logos (one linked), certifications, awards, Naver/Kakao/YouTube social and job boards as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('특수강 가공 전문기업', '한성특수강은 공구강·금형강·베어링강의 절단, 열처리, 정밀가공을 전문으로 하는 특수강 가공기업입니다.', '/')}
${nav}
  <section class="main_visual swiper">
    <div class="swiper-wrapper">
      <div class="swiper-slide"><img src="/layouts/hansung_corp/img/main_visual01.jpg" alt=""><p class="txt">40년 특수강 가공 노하우<br><strong>정밀함으로 신뢰를 만듭니다</strong></p></div>
      <div class="swiper-slide"><img src="/layouts/hansung_corp/img/main_visual02.jpg" alt=""><p class="txt">진공 열처리부터 정밀 연삭까지<br><strong>원스톱 가공 솔루션</strong></p></div>
    </div>
  </section>
  <section class="main_customer">
    <h2>주요 고객사</h2>
    <ul class="logo_list">
      <li><img src="/files/attach/customer/hyundai_wia.png" alt="현대위아"></li>
      <li><img src="/files/attach/customer/doosan.png" alt="두산에너빌리티"></li>
      <li><a href="https://www.daesungmachinery.co.kr/" target="_blank"><img src="/files/attach/customer/daesung.png" alt="대성기계"></a></li>
      <li><img src="/files/attach/customer/lsmtron.png" alt="LS엠트론"></li>
    </ul>
  </section>
  <section class="main_cert">
    <h2>인증 및 수상</h2>
    <p>ISO 9001 · ISO 14001 · KS D 3753 인증 / 2022 산업통상자원부 장관상 (소재부품 유공) / 2023 창원시 우수중소기업 선정</p>
  </section>
  <section class="main_notice">
    <h2>공지사항</h2>
    <ul><li><a href="/board/notice/1284">2024년 설 연휴 출하 일정 안내</a></li><li><a href="/board/notice/1279">진공열처리 2호기 증설 완료</a></li></ul>
  </section>
${footer}`,
    },
    '/company/partners': {
      headers,
      html: `${head('협력사', '한성특수강과 함께하는 협력사를 소개합니다.', '/company/partners')}
${nav}
  <div class="sub_visual"><h2>회사소개</h2></div>
  <div class="sub_content">
    <h3 class="tit">협력사</h3>
    <p class="lead">한성특수강은 소재 조달부터 열처리, 표면처리, 물류까지 우수한 협력사와 함께 최고의 품질을 만들어 갑니다.</p>
    <div class="partner_group">
      <h4>열처리 · 표면처리</h4>
      <ul class="partner_list">
        <li><a href="http://www.daekyung-ht.co.kr/" target="_blank"><img src="/files/attach/partner/daekyung.png" alt="대경열처리"><span>대경열처리(주)</span></a></li>
        <li><a href="https://sejincoating.com/" target="_blank"><img src="/files/attach/partner/sejin.png" alt="세진코팅"><span>세진코팅</span></a></li>
      </ul>
      <h4>소재 · 가공</h4>
      <ul class="partner_list">
        <li><a href="https://www.sejinmetal.co.kr/" target="_blank"><img src="/files/attach/partner/sejinmetal.png" alt="세진금속"><span>세진금속(주)</span></a></li>
        <li><img src="/files/attach/partner/woojin.png" alt="우진정밀"><span>우진정밀</span></li>
      </ul>
      <h4>물류</h4>
      <ul class="partner_list">
        <li><a href="https://www.dongbanglogis.com/" target="_blank"><img src="/files/attach/partner/dongbang.png" alt="동방물류"><span>동방물류(주)</span></a></li>
      </ul>
    </div>
    <div class="tech_partner">
      <h4>기술제휴</h4>
      <p>2015년 일본 <a href="https://www.nakamura-tokushuko.co.jp/" target="_blank">나카무라특수강(中村特殊鋼)</a>과 진공 열처리 및 서브제로 처리 기술제휴를 체결하여, 금형강 열처리 품질을 한 단계 끌어올렸습니다.</p>
    </div>
  </div>
${footer}`,
    },
    '/dealers': {
      headers,
      html: `${head('대리점 안내', '한성특수강 제품을 구매하실 수 있는 지역별 대리점 안내입니다.', '/dealers')}
${nav}
  <div class="sub_visual"><h2>대리점 안내</h2></div>
  <div class="sub_content">
    <h3 class="tit">지역별 대리점</h3>
    <p class="lead">가까운 대리점에서 한성특수강의 공구강, 금형강 절단품을 소량부터 구매하실 수 있습니다.</p>
    <table class="tbl_dealer">
      <thead><tr><th scope="col">지역</th><th scope="col">대리점명</th><th scope="col">연락처</th><th scope="col">홈페이지</th></tr></thead>
      <tbody>
        <tr><td>서울 · 경기</td><td>(주)한빛철강</td><td>031-498-2200</td><td><a href="https://www.hanbitsteel.co.kr" target="_blank">바로가기</a></td></tr>
        <tr><td>부산 · 경남</td><td>(주)해동스틸</td><td>051-831-4500</td><td><a href="https://haedongsteel.com/" target="_blank">바로가기</a></td></tr>
        <tr><td>대구 · 경북</td><td>대구특수강상사</td><td>053-588-1700</td><td><a href="http://daegu-sts.co.kr" target="_blank">바로가기</a></td></tr>
        <tr><td>광주 · 전라</td><td>호남금속</td><td>062-944-3800</td><td>-</td></tr>
      </tbody>
    </table>
  </div>
${footer}`,
    },
    '/recruit': {
      headers,
      html: `${head('인재채용', '한성특수강 채용 안내', '/recruit')}
${nav}
  <div class="sub_visual"><h2>인재채용</h2></div>
  <div class="sub_content">
    <h3 class="tit">채용 공고</h3>
    <p>현재 진행 중인 채용 공고는 아래 채용 사이트에서 확인하실 수 있습니다.</p>
    <ul class="recruit_links">
      <li><a href="https://www.saramin.co.kr/zf_user/company-info/view?csn=6088112345" target="_blank">사람인 바로가기</a></li>
      <li><a href="https://www.jobkorea.co.kr/Recruit/Co_Read/C/hansungsteel" target="_blank">잡코리아 바로가기</a></li>
    </ul>
  </div>
${footer}`,
    },
  },
  sitemap: ['/', '/company/partners', '/dealers', '/recruit'],
  technologies: ['rhymix', 'php', 'jquery', 'swiper', 'kakao', 'naver-analytics', 'apache-http-server', 'openssl', 'open-graph'],
  partners: {
    'daekyung-ht.co.kr': 'generic',
    'sejincoating.com': 'generic',
    'sejinmetal.co.kr': 'generic',
    'dongbanglogis.com': 'generic',
    'nakamura-tokushuko.co.jp': 'technology',
    'hanbitsteel.co.kr': 'channel',
    'haedongsteel.com': 'channel',
    'daegu-sts.co.kr': 'channel',
  },
};
