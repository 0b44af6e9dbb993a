import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.haeorumhotels.co.kr';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'PHP/7.4.33',
  'set-cookie': 'PHPSESSID=9q3v1k7m2n8b4c6x0z5a1s2d3f; path=/; HttpOnly',
  'cache-control': 'no-store, no-cache, must-revalidate',
  pragma: 'no-cache',
};

const css = `
@charset "utf-8";
*{margin:0;padding:0;box-sizing:border-box}body{font-family:'Pretendard','Noto Sans KR','맑은 고딕',sans-serif;font-size:15px;color:#222;letter-spacing:-.02em;line-height:1.6}
ul,li{list-style:none}a{color:inherit;text-decoration:none}img{max-width:100%;vertical-align:top}.inner{width:1280px;margin:0 auto;position:relative}
#header{position:fixed;top:0;left:0;width:100%;height:96px;background:#fff;border-bottom:1px solid #e5e5e5;z-index:100}
#header h1.logo{position:absolute;left:0;top:24px}#header h1.logo img{height:48px}#gnb{position:absolute;left:300px;top:0}
#gnb>ul{display:flex}#gnb>ul>li{position:relative}#gnb>ul>li>a{display:block;padding:0 28px;line-height:96px;font-size:17px;font-weight:600;color:#1a1a1a}
#gnb .depth2{display:none;position:absolute;left:0;top:96px;width:200px;background:#fff;border-top:2px solid #a5814b;padding:14px 0}
#gnb>ul>li:hover .depth2{display:block}#gnb .depth2 li a{display:block;padding:6px 22px;font-size:14px;color:#555}
.util{position:absolute;right:0;top:34px;display:flex;gap:14px;font-size:13px;color:#777}.btn-reserve{position:absolute;right:0;top:0;height:96px;line-height:96px;padding:0 36px;background:#a5814b;color:#fff;font-weight:700}
#container{padding-top:96px}.sub-visual{height:360px;background:#2b2b2b center/cover;display:flex;align-items:center;justify-content:center;color:#fff}
.sub-visual h2{font-family:'Noto Serif KR',serif;font-size:44px;font-weight:500}.location{border-bottom:1px solid #eee;font-size:13px;color:#888;padding:14px 0}
.contents{padding:80px 0 120px}.tit-section{font-family:'Noto Serif KR',serif;font-size:32px;font-weight:500;margin-bottom:30px}
.tab-menu{display:flex;border-bottom:1px solid #222;margin-bottom:50px}.tab-menu li{flex:1;text-align:center}.tab-menu li a{display:block;padding:18px 0;font-size:16px;color:#888}
.tab-menu li.on a{color:#111;font-weight:700;border-bottom:3px solid #a5814b}.tab-cont{display:none}.tab-cont.on{display:block}
.partner-list{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}.partner-list li{border:1px solid #e5e5e5;padding:30px}.partner-list .logo{height:60px;display:flex;align-items:center;margin-bottom:18px}
.partner-list .logo img{max-height:44px}.partner-list dl dt{font-weight:700;font-size:17px;margin-bottom:8px}.partner-list dl dd{font-size:14px;color:#666}
.partner-list .link{display:inline-block;margin-top:14px;font-size:13px;color:#a5814b;border-bottom:1px solid #a5814b}
.tbl-type01{width:100%;border-top:2px solid #222;border-collapse:collapse}.tbl-type01 th,.tbl-type01 td{border-bottom:1px solid #e5e5e5;padding:16px 14px;font-size:14px;text-align:left}.tbl-type01 th{background:#faf8f5}
.main-visual .swiper-slide{height:780px;background:#000 center/cover}.main-visual .txt{position:absolute;left:10%;bottom:20%;color:#fff}.main-visual .txt strong{display:block;font-family:'Noto Serif KR',serif;font-size:54px;font-weight:500}
.sec-hotels ul{display:grid;grid-template-columns:repeat(4,1fr);gap:20px}.sec-offers .swiper-slide{width:400px}
#footer{background:#1e1e1e;color:#8a8a8a;font-size:13px;padding:50px 0 60px}#footer .f-menu{display:flex;gap:22px;margin-bottom:22px}#footer .f-menu a{color:#ccc}#footer .f-menu a.privacy{color:#fff;font-weight:700}
#footer address{font-style:normal;line-height:1.9}#footer .sns{position:absolute;right:0;top:0;display:flex;gap:10px}#footer .sns a{display:block;width:36px;height:36px;border-radius:50%;background:#333;text-indent:-9999px}
#footer .badges{margin-top:22px;display:flex;gap:16px;align-items:center}#footer .badges img{height:36px}
`;

function head(title: string, desc: string, path: string, extra = ''): string {
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1.0,minimum-scale=1.0,maximum-scale=1.0,user-scalable=no">
<meta name="format-detection" content="telephone=no">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name="keywords" content="해오름호텔, 해운대 호텔, 부산 호텔, 제주 리조트, 호텔 패키지">
<meta name="naver-site-verification" content="4f9a2c1e7b3d5a8c0e6f1b2d3c4a5e6f7a8b9c0d" />
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="${D}/images/common/og_image.jpg">
<meta property="og:url" content="${D}${path}">
<link rel="canonical" href="${D}${path}">
<link rel="shortcut icon" href="/images/common/favicon.ico">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/gh/orioncactus/pretendard@v1.3.9/dist/web/static/pretendard.min.css">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Noto+Serif+KR:wght@400;500;700&display=swap">
<link rel="stylesheet" href="/css/swiper-bundle.min.css">
<link rel="stylesheet" href="/css/common.css?v=20240308">
<style>${css}</style>
<script src="/js/jquery-1.12.4.min.js"></script>
<script src="/js/swiper-bundle.min.js"></script>
<script src="/js/common.js?v=20240308"></script>
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HR0RM2024K"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-HR0RM2024K');
</script>
${extra}</head>
`;
}

const header = `<body>
<div id="wrap">
<div id="skipnav"><a href="#container">본문 바로가기</a></div>
<header id="header">
	<div class="inner">
		<h1 class="logo"><a href="/kor/main.php"><img src="/images/common/logo_haeorum.svg" alt="HAEORUM HOTELS &amp; RESORTS 해오름 호텔앤리조트"></a></h1>
		<nav id="gnb">
			<ul>
				<li><a href="/kor/about/company.php">해오름 소개</a>
					<ul class="depth2"><li><a href="/kor/about/company.php">회사소개</a></li><li><a href="/kor/about/esg.php">ESG 경영</a></li><li><a href="/kor/about/partnership.php">제휴 안내</a></li><li><a href="/kor/recruit/recruit.php">인재채용</a></li></ul></li>
				<li><a href="/kor/hotels/busan.php">호텔</a>
					<ul class="depth2"><li><a href="/kor/hotels/busan.php">해오름 호텔 부산 해운대</a></li><li><a href="/kor/hotels/gyeongju.php">해오름 호텔 경주</a></li><li><a href="https://www.haeorumjeju.co.kr/" target="_blank" title="새창열림">해오름 리조트 제주</a></li></ul></li>
				<li><a href="/kor/offers/list.php">스페셜 오퍼</a></li>
				<li><a href="/kor/membership/intro.php">멤버십</a></li>
				<li><a href="/kor/customer/notice.php">고객센터</a>
					<ul class="depth2"><li><a href="/kor/customer/notice.php">공지사항</a></li><li><a href="/kor/customer/faq.php">자주 묻는 질문</a></li><li><a href="/kor/customer/contact.php">문의하기</a></li></ul></li>
			</ul>
		</nav>
		<div class="util" style="right:180px"><a href="/kor/member/login.php">로그인</a><a href="/kor/member/join.php">회원가입</a><a href="/eng/main.php">ENG</a></div>
		<a href="https://be.haeorumhotels.co.kr/reservation/step1.php" class="btn-reserve">예약하기</a>
	</div>
</header>
<div id="container">
`;

const footer = `</div>
<footer id="footer">
	<div class="inner">
		<ul class="f-menu">
			<li><a href="/kor/about/company.php">회사소개</a></li>
			<li><a href="/kor/policy/terms.php">이용약관</a></li>
			<li><a href="/kor/policy/privacy.php" class="privacy">개인정보처리방침</a></li>
			<li><a href="/kor/policy/email.php">이메일무단수집거부</a></li>
			<li><a href="/kor/about/partnership.php">제휴 안내</a></li>
			<li><a href="/kor/recruit/recruit.php">인재채용</a></li>
		</ul>
		<address>
			(주)해오름호텔앤리조트 | 대표이사 : 박준영 | 주소 : 부산광역시 해운대구 해운대해변로 298 | 사업자등록번호 : 617-81-55012 <a href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=6178155012" target="_blank" title="새창열림">[사업자정보확인]</a><br>
			통신판매업신고 : 제2019-부산해운대-0812호 | 개인정보보호책임자 : 김서연 | 대표전화 : 1588-5501 | 이메일 : <a href="mailto:help@haeorumhotels.co.kr">help@haeorumhotels.co.kr</a><br>
			COPYRIGHT © HAEORUM HOTELS &amp; RESORTS. ALL RIGHTS RESERVED.
		</address>
		<div class="sns">
			<a href="https://www.instagram.com/haeorumhotels" target="_blank" title="인스타그램 새창열림">Instagram</a>
			<a href="https://www.youtube.com/@haeorumhotels" target="_blank" title="유튜브 새창열림">YouTube</a>
			<a href="https://blog.naver.com/haeorumhotels" target="_blank" title="네이버 블로그 새창열림">Blog</a>
			<a href="https://pf.kakao.com/_xjHaeo" target="_blank" title="카카오톡 채널 새창열림">KakaoTalk</a>
		</div>
		<div class="badges">
			<a href="https://mark.inicis.com/mark/escrow_popup.php?mid=haeorumht1" target="_blank" title="KG이니시스 구매안전서비스 가입사실 확인"><img src="/images/common/badge_inicis_escrow.png" alt="KG이니시스 에스크로"></a>
			<img src="/images/common/badge_kto_benikea.png" alt="한국관광공사 베니키아 인증">
			<a href="https://apps.apple.com/kr/app/haeorum-hotels/id1622045190" target="_blank"><img src="/images/common/badge_appstore.png" alt="App Store에서 다운로드"></a>
			<a href="https://play.google.com/store/apps/details?id=kr.co.haeorumhotels.app" target="_blank"><img src="/images/common/badge_googleplay.png" alt="Google Play에서 다운로드"></a>
		</div>
	</div>
</footer>
</div>
<script type="text/javascript" src="//wcs.naver.net/wcslog.js"></script>
<script type="text/javascript">
if(!wcs_add) var wcs_add = {};
wcs_add["wa"] = "s_3a7f1c2e9b4d";
if(window.wcs) { wcs_do(); }
</script>
<script src="https://developers.kakao.com/sdk/js/kakao.min.js"></script>
<script>Kakao.init('b3f1e7a29c0d4e5f6a7b8c9d0e1f2a3b');</script>
</body>
</html>
`;

const sub = (
  title: string,
  loc: string,
  bg: string,
) => `<div class="sub-visual" style="background-image:url('/images/sub/${bg}.jpg')"><h2>${title}</h2></div>
<div class="location"><div class="inner">HOME &gt; ${loc}</div></div>
`;

const page = (title: string, desc: string, path: string, body: string, extra = '') =>
  head(title, desc, path, extra) + header + body + footer;

const main = page(
  '해오름 호텔앤리조트 | HAEORUM HOTELS & RESORTS',
  '바다에서 떠오르는 첫 햇살처럼. 부산 해운대, 경주, 제주의 해오름 호텔앤리조트 공식 홈페이지. 최저가 보장 공식 예약.',
  '/kor/main.php',
  `<section class="main-visual">
	<div class="swiper mainSwiper">
		<div class="swiper-wrapper">
			<div class="swiper-slide" style="background-image:url('/images/main/visual01.jpg')"><div class="txt"><strong>바다 위로 떠오르는 하루</strong><p>해오름 호텔 부산 해운대</p></div></div>
			<div class="swiper-slide" style="background-image:url('/images/main/visual02.jpg')"><div class="txt"><strong>천년 고도의 고요한 밤</strong><p>해오름 호텔 경주</p></div></div>
			<div class="swiper-slide" style="background-image:url('/images/main/visual03.jpg')"><div class="txt"><strong>제주의 바람과 쉼</strong><p>해오름 리조트 제주</p></div></div>
		</div>
		<div class="swiper-pagination"></div>
	</div>
</section>
<section class="sec-hotels contents"><div class="inner">
	<h3 class="tit-section">HOTELS &amp; RESORTS</h3>
	<ul>
		<li><a href="/kor/hotels/busan.php"><img src="/images/main/hotel_busan.jpg" alt="해오름 호텔 부산 해운대"><p>해오름 호텔 부산 해운대</p></a></li>
		<li><a href="/kor/hotels/gyeongju.php"><img src="/images/main/hotel_gyeongju.jpg" alt="해오름 호텔 경주"><p>해오름 호텔 경주</p></a></li>
		<li><a href="https://www.haeorumjeju.co.kr/" target="_blank"><img src="/images/main/resort_jeju.jpg" alt="해오름 리조트 제주"><p>해오름 리조트 제주</p></a></li>
		<li><a href="/kor/about/company.php"><img src="/images/main/coming_soon_yeosu.jpg" alt="해오름 호텔 여수 (2025 오픈 예정)"><p>해오름 호텔 여수 (2025 오픈 예정)</p></a></li>
	</ul>
</div></section>
<section class="sec-offers contents" style="background:#faf8f5"><div class="inner">
	<h3 class="tit-section">SPECIAL OFFERS</h3>
	<div class="swiper offerSwiper"><div class="swiper-wrapper">
		<div class="swiper-slide"><a href="/kor/offers/list.php#o101"><img src="/images/offers/spring_ocean.jpg" alt=""><strong>스프링 오션 패키지</strong><p>오션뷰 객실 + 조식 2인 + 라운지 해피아워</p></a></div>
		<div class="swiper-slide"><a href="/kor/offers/list.php#o102"><img src="/images/offers/shinhan_card.jpg" alt=""><strong>신한카드 객실 10% 할인</strong><p>신한카드로 결제 시 공식 홈페이지 최저가에서 추가 할인</p></a></div>
		<div class="swiper-slide"><a href="/kor/offers/list.php#o103"><img src="/images/offers/long_stay.jpg" alt=""><strong>롱스테이 3박 이상 20%</strong><p>워케이션 고객을 위한 연박 특가</p></a></div>
	</div></div>
</div></section>
<section class="contents"><div class="inner">
	<h3 class="tit-section">AWARDS</h3>
	<p>2024 포브스 트래블 가이드 추천 호텔(부산 해운대) · 2023 한국관광공사 베니키아 우수 호텔 · 트립어드바이저 트래블러스 초이스 2023</p>
</div></section>
<script>
var mainSwiper = new Swiper('.mainSwiper', { loop: true, autoplay: { delay: 5000 }, pagination: { el: '.swiper-pagination', clickable: true } });
var offerSwiper = new Swiper('.offerSwiper', { slidesPerView: 'auto', spaceBetween: 24 });
</script>
`,
);

const company = page(
  '회사소개 | 해오름 호텔앤리조트',
  '해오름 호텔앤리조트는 2009년 부산 해운대에서 시작한 한국의 호텔 그룹입니다.',
  '/kor/about/company.php',
  sub('회사소개', '해오름 소개 &gt; 회사소개', 'about_visual') +
    `<div class="contents"><div class="inner">
	<h3 class="tit-section">바다에서 떠오르는 첫 햇살처럼</h3>
	<p>해오름 호텔앤리조트는 2009년 부산 해운대에 첫 호텔을 연 이후, 경주와 제주로 영역을 넓혀 현재 3개 사업장, 객실 1,120실을 운영하는 국내 호텔 그룹입니다. 2025년에는 여수 엑스포 인근에 네 번째 호텔을 개관할 예정입니다.</p>
	<table class="tbl-type01" style="margin-top:40px"><tbody>
		<tr><th>회사명</th><td>(주)해오름호텔앤리조트</td></tr>
		<tr><th>설립</th><td>2008년 11월</td></tr>
		<tr><th>대표이사</th><td>박준영</td></tr>
		<tr><th>임직원</th><td>870명 (2023년 12월 기준)</td></tr>
		<tr><th>사업장</th><td>해오름 호텔 부산 해운대(412실), 해오름 호텔 경주(298실), 해오름 리조트 제주(410실)</td></tr>
	</tbody></table>
	<h3 class="tit-section" style="margin-top:70px">협회 및 인증</h3>
	<ul>
		<li>한국호텔업협회 정회원사 – <a href="https://www.koreahotel.or.kr/" target="_blank" title="새창열림">koreahotel.or.kr</a></li>
		<li>한국관광공사 베니키아(BENIKEA) 인증 (해오름 호텔 경주)</li>
		<li>문화체육관광부 호텔업 등급 5성 (부산 해운대)</li>
		<li>ISO 22000 식품안전경영시스템 인증 (전 사업장)</li>
	</ul>
</div></div>
`,
);

type P = { logo: string; name: string; desc: string; url?: string };
const card = (p: P) =>
  `<li><div class="logo"><img src="/images/partnership/${p.logo}.png" alt="${p.name}"></div><dl><dt>${p.name}</dt><dd>${p.desc}</dd></dl>${p.url ? `<a href="${p.url}" class="link" target="_blank" title="새창열림">홈페이지 바로가기</a>` : ''}</li>`;

const tabs: [string, string, string, P[]][] = [
  [
    'air',
    '항공 제휴',
    '해오름 공식 홈페이지에서 객실 예약 시 제휴 항공사 마일리지를 적립할 수 있습니다.',
    [
      {
        logo: 'koreanair',
        name: '대한항공 스카이패스',
        desc: '1박당 500 마일 적립 (회원 번호 입력 시)',
        url: 'https://www.koreanair.com/',
      },
      {
        logo: 'jejuair',
        name: '제주항공 리프레시 포인트',
        desc: '제주 리조트 투숙 시 1박당 1,000 포인트 적립',
        url: 'https://www.jejuair.net/',
      },
    ],
  ],
  [
    'card',
    '카드 제휴',
    '제휴 카드로 결제 시 객실 및 식음 할인 혜택을 드립니다. (일부 상품 제외)',
    [
      { logo: 'shinhancard', name: '신한카드', desc: '객실 최저가 10% 추가 할인, 뷔페 15% 할인', url: 'https://www.shinhancard.com/' },
      {
        logo: 'hyundaicard',
        name: '현대카드',
        desc: 'M포인트 50% 사용, 더 레드·더 퍼플 회원 라운지 무료',
        url: 'https://www.hyundaicard.com/',
      },
      { logo: 'kbcard', name: 'KB국민카드', desc: '5월 한정 객실 7% 청구할인' },
    ],
  ],
  [
    'point',
    '포인트 제휴',
    '해오름 리워즈 포인트를 제휴사 포인트로 전환하거나 제휴 포인트로 결제할 수 있습니다.',
    [{ logo: 'okcashbag', name: 'OK캐쉬백', desc: '해오름 리워즈 ↔ OK캐쉬백 상호 전환 (1:1)', url: 'https://www.okcashbag.com/' }],
  ],
  [
    'sales',
    '공식 판매처',
    '아래 공식 판매처에서도 해오름 호텔앤리조트 객실과 패키지를 예약하실 수 있습니다. 최저가는 공식 홈페이지에서 보장됩니다.',
    [
      { logo: 'hanatour', name: '하나투어', desc: '항공+호텔 에어텔, 제주 자유여행 패키지', url: 'https://www.hanatour.com/' },
      { logo: 'modetour', name: '모두투어', desc: '국내 자유여행, 단체 MICE 상품', url: 'https://www.modetour.com/' },
      { logo: 'yanolja', name: '야놀자', desc: '국내 숙박 예약 (모바일 앱)', url: 'https://www.yanolja.com/' },
      { logo: 'agoda', name: 'Agoda', desc: '해외 고객 대상 객실 판매', url: 'https://www.agoda.com/' },
      { logo: 'booking', name: 'Booking.com', desc: '해외 고객 대상 객실 판매', url: 'https://www.booking.com/' },
      { logo: 'tripcom', name: 'Trip.com', desc: '중화권 고객 대상 객실 판매' },
    ],
  ],
];

const partnership = page(
  '제휴 안내 | 해오름 호텔앤리조트',
  '해오름 호텔앤리조트의 항공, 카드, 포인트 제휴 및 공식 판매처 안내. 기업 제휴 문의.',
  '/kor/about/partnership.php',
  sub('제휴 안내', '해오름 소개 &gt; 제휴 안내', 'partnership_visual') +
    `<div class="contents"><div class="inner">
	<ul class="tab-menu">
		${tabs.map(([id, t], i) => `<li${i === 0 ? ' class="on"' : ''}><a href="#tab-${id}">${t}</a></li>`).join('\n\t\t')}
	</ul>
	${tabs
    .map(
      ([id, t, intro, list], i) => `<div class="tab-cont${i === 0 ? ' on' : ''}" id="tab-${id}">
		<h3 class="tit-section">${t}</h3>
		<p style="margin-bottom:30px">${intro}</p>
		<ul class="partner-list">
			${list.map(card).join('\n\t\t\t')}
		</ul>
	</div>`,
    )
    .join('\n\t')}
	<div style="margin-top:80px">
		<h3 class="tit-section">기업 제휴 문의</h3>
		<p>임직원 복지, 법인 숙박, 제휴 프로모션 등 해오름 호텔앤리조트와의 제휴를 원하시는 기업은 아래 양식으로 문의해 주시기 바랍니다. 담당자 확인 후 영업일 기준 3일 이내 회신드립니다.</p>
		<form action="/kor/about/partnership_proc.php" method="post" style="margin-top:24px">
			<table class="tbl-type01"><tbody>
				<tr><th><label for="corp">회사명</label></th><td><input type="text" id="corp" name="corp" required></td></tr>
				<tr><th><label for="mgr">담당자</label></th><td><input type="text" id="mgr" name="mgr" required></td></tr>
				<tr><th><label for="tel">연락처</label></th><td><input type="tel" id="tel" name="tel" required></td></tr>
				<tr><th><label for="kind">제휴 구분</label></th><td><select id="kind" name="kind"><option>임직원 복지</option><option>법인 숙박</option><option>제휴 프로모션</option><option>기타</option></select></td></tr>
				<tr><th><label for="memo">내용</label></th><td><textarea id="memo" name="memo" rows="6"></textarea></td></tr>
			</tbody></table>
			<p style="text-align:center;margin-top:30px"><button type="submit" class="btn-reserve" style="position:static;display:inline-block;height:auto;line-height:1;padding:18px 60px">문의하기</button></p>
		</form>
	</div>
</div></div>
<script>
$('.tab-menu a').on('click', function(e){ e.preventDefault(); var t = $(this).attr('href'); $('.tab-menu li').removeClass('on'); $(this).parent().addClass('on'); $('.tab-cont').removeClass('on'); $(t).addClass('on'); });
</script>
`,
);

const busan = page(
  '해오름 호텔 부산 해운대 | 해오름 호텔앤리조트',
  '해운대 해변 앞 412실 오션뷰 5성급 호텔. 인피니티 풀, 루프탑 라운지, 3개의 레스토랑.',
  '/kor/hotels/busan.php',
  sub('해오름 호텔 부산 해운대', '호텔 &gt; 부산 해운대', 'busan_visual') +
    `<div class="contents"><div class="inner">
	<h3 class="tit-section">해운대의 모든 아침을 객실에서</h3>
	<p>해운대 해수욕장과 동백섬 사이, 모든 객실이 바다를 향한 해오름 호텔 부산 해운대는 412개의 객실과 스위트, 30층 인피니티 풀, 뷔페 레스토랑 '윤슬', 한식당 '달맞이', 루프탑 라운지 '수평선'을 갖춘 5성급 호텔입니다.</p>
	<table class="tbl-type01" style="margin-top:40px"><tbody>
		<tr><th>주소</th><td>부산광역시 해운대구 해운대해변로 298</td></tr>
		<tr><th>체크인 / 체크아웃</th><td>15:00 / 11:00</td></tr>
		<tr><th>객실</th><td>디럭스 오션 (286), 프리미어 오션 (84), 스위트 (42)</td></tr>
		<tr><th>교통</th><td>부산 지하철 2호선 해운대역 5번 출구 도보 7분 · 김해국제공항 리무진 버스 40분</td></tr>
	</tbody></table>
	<h3 class="tit-section" style="margin-top:60px">오시는 길</h3>
	<div id="map" style="width:100%;height:420px"></div>
	<script>
	var map = new naver.maps.Map('map', { center: new naver.maps.LatLng(35.1587, 129.1604), zoom: 16 });
	var marker = new naver.maps.Marker({ position: new naver.maps.LatLng(35.1587, 129.1604), map: map });
	</script>
</div></div>
`,
  '<script type="text/javascript" src="https://openapi.map.naver.com/openapi/v3/maps.js?ncpClientId=h4e0r2u7m9"></script>\n',
);

const offers = page(
  '스페셜 오퍼 | 해오름 호텔앤리조트',
  '해오름 호텔앤리조트 공식 홈페이지 전용 패키지와 제휴 할인.',
  '/kor/offers/list.php',
  sub('스페셜 오퍼', '스페셜 오퍼', 'offers_visual') +
    `<div class="contents"><div class="inner">
	<ul class="partner-list">
		<li id="o101"><dl><dt>스프링 오션 패키지</dt><dd>2024.03.01 ~ 2024.05.31 · 부산 해운대<br>디럭스 오션 1박 + 조식 2인 + 라운지 해피아워 2인<br>289,000원~</dd></dl><a class="link" href="https://be.haeorumhotels.co.kr/reservation/step1.php?pkg=SPRING24">예약하기</a></li>
		<li id="o102"><dl><dt>신한카드 객실 10% 할인</dt><dd>신한카드로 공식 홈페이지 결제 시 베스트 요금에서 10% 추가 할인 (전 사업장)</dd></dl><a class="link" href="/kor/about/partnership.php#tab-card">제휴 혜택 보기</a></li>
		<li id="o103"><dl><dt>롱스테이 3박 이상 20%</dt><dd>부산·경주 · 3박 이상 연박 시 20%, 7박 이상 30% 할인 + 세탁 서비스</dd></dl><a class="link" href="https://be.haeorumhotels.co.kr/reservation/step1.php?pkg=LONG24">예약하기</a></li>
		<li id="o104"><dl><dt>제주 에어텔 – 하나투어 단독</dt><dd>김포/부산 출발 항공 + 해오름 리조트 제주 2박 · 하나투어에서만 판매</dd></dl><a class="link" href="https://www.hanatour.com/" target="_blank">하나투어에서 보기</a></li>
	</ul>
</div></div>
`,
);

const news = page(
  '하나투어와 전략적 업무협약 체결 | 공지사항 | 해오름 호텔앤리조트',
  '해오름 호텔앤리조트가 하나투어와 국내 자유여행 활성화를 위한 전략적 업무협약을 체결했습니다.',
  '/kor/news/2024/hanatour-partnership.php',
  sub('공지사항', '고객센터 &gt; 공지사항', 'notice_visual') +
    `<div class="contents"><div class="inner">
	<div class="board-view">
		<div class="view-head"><h3 class="tit-section">해오름 호텔앤리조트, 하나투어와 전략적 업무협약(MOU) 체결</h3><p class="date">2024.02.14 · 조회 1,284</p></div>
		<div class="view-cont">
			<p>해오름 호텔앤리조트는 2월 13일 서울 종로구 하나투어 본사에서 국내 자유여행 활성화를 위한 전략적 업무협약을 체결했다고 밝혔습니다.</p>
			<p>이번 협약으로 양사는 ▲제주·부산 에어텔 단독 상품 공동 개발 ▲외국인 관광객 대상 공동 마케팅 ▲MICE 단체 유치 협력 등을 추진합니다. 첫 상품인 '제주 에어텔 – 하나투어 단독'은 3월부터 판매됩니다.</p>
			<p>하나투어 상품 보기: <a href="https://www.hanatour.com/" target="_blank" title="새창열림">www.hanatour.com</a></p>
			<p>관련 기사: <a href="https://www.hankyung.com/" target="_blank" title="새창열림">한국경제</a>, <a href="https://www.yna.co.kr/" target="_blank" title="새창열림">연합뉴스</a></p>
		</div>
		<div class="view-btn"><a href="/kor/customer/notice.php">목록</a></div>
	</div>
</div></div>
`,
);

const recruit = page(
  '인재채용 | 해오름 호텔앤리조트',
  '해오름 호텔앤리조트와 함께 성장할 인재를 찾습니다.',
  '/kor/recruit/recruit.php',
  sub('인재채용', '해오름 소개 &gt; 인재채용', 'recruit_visual') +
    `<div class="contents"><div class="inner">
	<h3 class="tit-section">함께 떠오를 사람을 찾습니다</h3>
	<p>해오름은 객실, 식음, 조리, 세일즈, 경영지원 등 전 부문에서 수시 채용을 진행합니다. 채용 공고는 <a href="https://www.saramin.co.kr/zf_user/company-info/view?csn=6178155012" target="_blank">사람인</a>과 <a href="https://www.jobkorea.co.kr/company/1844210" target="_blank">잡코리아</a>에서 확인하실 수 있습니다.</p>
	<ul style="margin-top:30px"><li>· 복리후생: 임직원 객실 할인, 기숙사(부산·제주), 식사 제공, 경조사 지원, 자기계발비</li><li>· 채용 절차: 서류전형 → 1차 면접 → 2차 면접 → 건강검진 → 최종 합격</li></ul>
</div></div>
`,
);

export const site: CorpusSite = {
  domain: 'haeorumhotels.co.kr',
  otherDomains: ['haeorumjeju.co.kr'],
  covers:
    'Korean hotel group on a PHP/jQuery site with Swiper, Naver and Kakao: a "제휴 안내" page with tabs for airline, credit-card and point partners and official sales channels (travel agencies and OTAs; some cards unlinked), a travel-agency MOU in a notice, an association membership on the company page; the separate Jeju resort domain, booking-engine subdomain, KG Inicis escrow badge, FTC business-info link, press, job boards, app badges and social/Kakao channel links as negatives; home redirects to /kor/main.php',
  pages: {
    '/': { status: 302, redirect: '/kor/main.php' },
    '/kor/main.php': { headers, html: main },
    '/kor/about/company.php': { headers, html: company },
    '/kor/about/partnership.php': { headers, html: partnership },
    '/kor/hotels/busan.php': { headers, html: busan },
    '/kor/offers/list.php': { headers, html: offers },
    '/kor/news/2024/hanatour-partnership.php': { headers, html: news },
    '/kor/recruit/recruit.php': { headers, html: recruit },
  },
  technologies: [
    'php',
    'nginx',
    'jquery',
    'swiper',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'jsdelivr',
    'naver-analytics',
    'naver-maps',
    'kakao',
    'open-graph',
  ],
  partners: {
    'koreanair.com': 'generic',
    'jejuair.net': 'generic',
    'shinhancard.com': 'generic',
    'hyundaicard.com': 'generic',
    'okcashbag.com': 'generic',
    'hanatour.com': 'channel',
    'modetour.com': 'channel',
    'yanolja.com': 'channel',
    'agoda.com': 'channel',
    'booking.com': 'channel',
    'koreahotel.or.kr': 'generic',
  },
};
