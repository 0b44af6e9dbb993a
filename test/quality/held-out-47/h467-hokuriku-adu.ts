import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'hokuriku-adu.ac.jp';
const BUILD = 'Xp3kQm7vT2aLr9eZ1bN0c';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'x-powered-by': 'Next.js',
  'cache-control': 's-maxage=600, stale-while-revalidate',
  vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charSet="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}｜北陸先端デザイン大学</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}｜北陸先端デザイン大学">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.${DOMAIN}${path}">
<meta property="og:site_name" content="北陸先端デザイン大学 Hokuriku Advanced Design University">
<meta property="og:locale" content="ja_JP">
<meta property="og:image" content="https://www.${DOMAIN}/ogp.png">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.${DOMAIN}${path}">
<link rel="icon" href="/favicon.ico">
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2">
<link rel="stylesheet" href="/_next/static/css/8e3b1f0c2d7a6e54.css" data-precedence="next">
<script src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js" noModule=""></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HADU2024JP"></script>
<script id="ga4-init">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-HADU2024JP');</script>
</head>`;
}

const header = `<header class="Header_header__3kPqz">
  <div class="Header_inner__Xy7aQ">
    <a class="Header_logo__9LmQd" href="/"><img alt="北陸先端デザイン大学" src="/images/logo.svg" width="260" height="48"></a>
    <nav class="GlobalNav_nav__T2bvE" aria-label="グローバルナビゲーション">
      <ul>
        <li><a href="/about">大学案内</a></li>
        <li><a href="/admissions">入試情報</a></li>
        <li><a href="/research">研究・産学連携</a></li>
        <li><a href="/international">国際交流</a></li>
        <li><a href="/careers">就職・キャリア</a></li>
        <li><a href="/access">アクセス</a></li>
      </ul>
    </nav>
    <div class="Header_lang__pQ1cs"><a href="/" aria-current="true">日本語</a> / <a href="/en">English</a></div>
  </div>
</header>`;

const footer = `<footer class="Footer_footer__Wd3kR">
  <div class="Footer_inner__h8Y2m">
    <p class="Footer_name__q1L0x">北陸先端デザイン大学<br><span lang="en">Hokuriku Advanced Design University</span></p>
    <address>〒920-1192 石川県金沢市角間町ヌ7番地1<br>TEL 076-264-5100</address>
    <ul class="Footer_links__7Ksdm">
      <li><a href="/privacy">プライバシーポリシー</a></li>
      <li><a href="/sitemap">サイトマップ</a></li>
      <li><a href="/international/partners">海外協定校一覧</a></li>
      <li><a href="/research/collaboration">産学官連携</a></li>
    </ul>
    <ul class="Footer_sns__pW2sT">
      <li><a href="https://x.com/hokuriku_adu" target="_blank" rel="noopener noreferrer" aria-label="X"></a></li>
      <li><a href="https://www.instagram.com/hokuriku_adu/" target="_blank" rel="noopener noreferrer" aria-label="Instagram"></a></li>
      <li><a href="https://www.youtube.com/@hokuriku-adu" target="_blank" rel="noopener noreferrer" aria-label="YouTube"></a></li>
    </ul>
    <small>© Hokuriku Advanced Design University. All Rights Reserved.</small>
  </div>
</footer>`;

function page(title: string, path: string, description: string, route: string, body: string): string {
  const nextData = JSON.stringify({
    props: { pageProps: { slug: path, locale: 'ja' }, __N_SSG: true },
    page: route,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    locale: 'ja',
    locales: ['ja', 'en'],
    defaultLocale: 'ja',
    scriptLoader: [],
  });
  return `<!DOCTYPE html>
<html lang="ja">
${head(title, path, description)}
<body>
<div id="__next">
${header}
<main class="Layout_main__bQ4xZ">
${body}
</main>
${footer}
</div>
<script id="__NEXT_DATA__" type="application/json">${nextData}</script>
<script src="/_next/static/chunks/webpack-5c9d2b1e8f4a7603.js" defer=""></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script>
<script src="/_next/static/chunks/main-3b9f8e2a1c0d7f65.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-4f2b7d9c1e3a5068.js" defer=""></script>
<script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script>
<script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script>
</body>
</html>`;
}

function uni(href: string, name: string, en: string, since: string): string {
  return `<li class="PartnerList_item__R5tYv"><a href="${href}" target="_blank" rel="noopener noreferrer"><span class="PartnerList_name__0aQ3p">${name}</span><span class="PartnerList_en__cZ7w1" lang="en">${en}</span></a><span class="PartnerList_since__M2xkd">${since}年協定締結</span></li>`;
}

const home = page(
  'トップ',
  '/',
  '北陸先端デザイン大学は、工芸とテクノロジーを融合したデザイン教育・研究を行う私立大学です。',
  '/',
  `<section class="Hero_hero__nL3pF"><h1>伝統を、つぎのかたちへ。</h1><p>北陸先端デザイン大学は、加賀・能登の工芸文化と先端技術を結ぶ、デザイン学部・大学院デザイン研究科を擁する大学です。</p></section>
<section class="News_news__f0Qsz">
  <h2>お知らせ</h2>
  <ul>
    <li><time dateTime="2024-04-08">2024.04.08</time><a href="/news/2024/04/kogei-lab">「工芸×デジタルファブリケーション・ラボ」を開設しました</a></li>
    <li><time dateTime="2024-03-22">2024.03.22</time><a href="/international/partners">新たにデザイン・アカデミー・レールダム（オランダ）と学術交流協定を締結</a></li>
    <li><time dateTime="2024-03-01">2024.03.01</time><a href="/admissions">2025年度 入学者選抜要項を公開しました</a></li>
  </ul>
</section>`,
);

const partners = page(
  '海外協定校一覧',
  '/international/partners',
  '北陸先端デザイン大学が学術交流協定・学生交流協定を締結している海外の大学一覧です。',
  '/international/partners',
  `<div class="PageTitle_title__aP3Lk"><h1>海外協定校一覧</h1><p lang="en">International Partner Institutions</p></div>
<section class="Section_section__Kw9sE">
  <p>本学は、以下の大学・機関と学術交流協定および学生交流協定を締結し、交換留学、共同ワークショップ、教員の相互派遣を行っています。（2024年4月現在・12校）</p>
  <div class="Tabs_tabs__V4nDe">
    <div role="tablist" aria-label="地域" class="Tabs_list__7ePqR">
      <button role="tab" id="tab-asia" aria-controls="panel-asia" aria-selected="true" class="Tabs_tab__L3rWx Tabs_active__z0QpA">アジア</button>
      <button role="tab" id="tab-europe" aria-controls="panel-europe" aria-selected="false" class="Tabs_tab__L3rWx" tabindex="-1">ヨーロッパ</button>
      <button role="tab" id="tab-americas" aria-controls="panel-americas" aria-selected="false" class="Tabs_tab__L3rWx" tabindex="-1">北米</button>
    </div>
    <div role="tabpanel" id="panel-asia" aria-labelledby="tab-asia" class="Tabs_panel__m1KqX">
      <ul class="PartnerList_list__d8Hs2">
        ${uni('https://www.bid.ac.kr/', '釜山デザイン大学', 'Busan Institute of Design（韓国）', '2015')}
        ${uni('https://www.ntud.edu.tw/', '国立台中設計大学', 'National Taichung University of Design（台湾）', '2017')}
        ${uni('https://ssdt.edu.sg/', 'シンガポール・デザインテクノロジー学院', 'Singapore School of Design Technology（シンガポール）', '2019')}
        <li class="PartnerList_item__R5tYv"><span class="PartnerList_name__0aQ3p">チェンマイ工芸大学</span><span class="PartnerList_en__cZ7w1" lang="en">Chiang Mai College of Crafts（タイ）</span><span class="PartnerList_since__M2xkd">2023年協定締結</span></li>
      </ul>
    </div>
    <div role="tabpanel" id="panel-europe" aria-labelledby="tab-europe" class="Tabs_panel__m1KqX" hidden="">
      <ul class="PartnerList_list__d8Hs2">
        ${uni('https://www.hfg-auenfeld.de/', 'アウエンフェルト造形大学', 'Hochschule für Gestaltung Auenfeld（ドイツ）', '2012')}
        ${uni('https://designacademy-leerdam.nl/', 'デザイン・アカデミー・レールダム', 'Design Academy Leerdam（オランダ）', '2024')}
        ${uni('https://www.polidesign-brescello.it/', 'ブレシェッロ・デザイン工科大学', 'Politecnico del Design di Brescello（イタリア）', '2018')}
        ${uni('https://www.kunstfag-bergvik.no/', 'ベルグヴィーク芸術工芸大学', 'Bergvik School of Arts and Crafts（ノルウェー）', '2020')}
      </ul>
    </div>
    <div role="tabpanel" id="panel-americas" aria-labelledby="tab-americas" class="Tabs_panel__m1KqX" hidden="">
      <ul class="PartnerList_list__d8Hs2">
        ${uni('https://www.cascadeart.edu/', 'カスケード芸術デザイン大学', 'Cascade College of Art and Design（アメリカ）', '2016')}
        ${uni('https://www.lakeshore-design.ca/', 'レイクショア・デザインスクール', 'Lakeshore School of Design（カナダ）', '2021')}
      </ul>
    </div>
  </div>
</section>
<section class="Section_section__Kw9sE">
  <h2>留学に関するお問い合わせ</h2>
  <p>国際交流センター（本部棟2階） international@hokuriku-adu.ac.jp</p>
</section>`,
);

const collaboration = page(
  '産学官連携',
  '/research/collaboration',
  '企業・自治体との共同研究、受託研究、連携プロジェクトのご紹介。',
  '/research/collaboration',
  `<div class="PageTitle_title__aP3Lk"><h1>産学官連携</h1><p lang="en">Industry-Academia-Government Collaboration</p></div>
<section class="Section_section__Kw9sE">
  <p>本学は地域の伝統産業や企業、自治体と連携し、工芸の技術継承と新しい製品・サービスの開発に取り組んでいます。共同研究・受託研究のご相談は研究推進課までお寄せください。</p>
  <h2>連携パートナー企業</h2>
  <div class="CardGrid_grid__b7Lk2">
    <article class="Card_card__4RzX1"><h3><a href="https://www.hokuriku-shikki.co.jp/" target="_blank" rel="noopener noreferrer">株式会社北陸漆器工房</a></h3><p>漆器の新素材・デジタル加飾技術に関する共同研究（2019年〜）</p></article>
    <article class="Card_card__4RzX1"><h3><a href="https://kanazawa-technoprint.co.jp/" target="_blank" rel="noopener noreferrer">金沢テクノプリント株式会社</a></h3><p>金箔加工とUV印刷の融合によるパッケージデザイン開発</p></article>
    <article class="Card_card__4RzX1"><h3><a href="https://www.mizuho-shomei.co.jp/" target="_blank" rel="noopener noreferrer">株式会社ミズホ照明</a></h3><p>九谷焼を用いた照明器具のプロダクトデザイン</p></article>
    <article class="Card_card__4RzX1"><h3><a href="https://noto-textile.jp/" target="_blank" rel="noopener noreferrer">能登テキスタイル協同組合</a></h3><p>能登上布の新商品開発と若手職人育成プログラム</p></article>
  </div>
  <h2>連携自治体</h2>
  <p>石川県、金沢市、加賀市、輪島市と包括連携協定を締結しています。</p>
  <h2>研究資金</h2>
  <p>本学の研究の一部は、<a href="https://www.jsps.go.jp/" target="_blank" rel="noopener noreferrer">日本学術振興会（JSPS）</a>科学研究費助成事業の支援を受けています。</p>
</section>`,
);

const about = page(
  '大学案内',
  '/about',
  '北陸先端デザイン大学の沿革、理念、認証評価について。',
  '/about',
  `<div class="PageTitle_title__aP3Lk"><h1>大学案内</h1></div>
<section class="Section_section__Kw9sE">
  <h2>沿革</h2>
  <p>1978年に北陸工芸短期大学として開学し、2004年に4年制の北陸先端デザイン大学へ改組しました。2012年に大学院デザイン研究科（修士課程）を設置しています。</p>
  <h2>認証評価</h2>
  <p>2022年度に<a href="https://www.niad.ac.jp/" target="_blank" rel="noopener noreferrer">独立行政法人 大学改革支援・学位授与機構</a>による大学機関別認証評価を受け、「大学評価基準を満たしている」と認定されました。</p>
  <h2>メディア掲載</h2>
  <ul>
    <li><a href="https://www.hokuriku-shimbun.jp/articles/2024/03/design-univ-kogei" target="_blank" rel="noopener noreferrer">北陸新報：工芸とデジタルの融合、学生が新作発表</a></li>
  </ul>
</section>`,
);

const careers = page(
  '就職・キャリア',
  '/careers',
  '卒業生の主な就職先とキャリア支援。',
  '/careers',
  `<div class="PageTitle_title__aP3Lk"><h1>就職・キャリア</h1></div>
<section class="Section_section__Kw9sE">
  <p>2023年度卒業生の就職率は98.2％でした。</p>
  <h2>主な就職先（過去3年）</h2>
  <p>株式会社北陸漆器工房、金沢テクノプリント株式会社、大手家電メーカー、広告制作会社、ゲーム開発会社、自治体 ほか</p>
  <h2>求人情報</h2>
  <p>在学生向けの求人は学内システムのほか、<a href="https://job.mynavi.jp/" target="_blank" rel="noopener noreferrer">マイナビ</a>、<a href="https://job.rikunabi.com/" target="_blank" rel="noopener noreferrer">リクナビ</a>でも確認できます。</p>
</section>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'Japanese design university on a Next.js app (Japanese): partner universities in region tabs (hidden panels) with one unlinked school, industry collaboration partners as cards; government bodies by name only, research funder, accreditation body, press and job boards (mynavi, rikunabi) and employers of graduates as negatives',
  pages: {
    '/': { redirect: `https://www.${DOMAIN}/` },
    [`https://www.${DOMAIN}/`]: { headers, html: home },
    [`https://www.${DOMAIN}/international/partners`]: { headers, html: partners },
    [`https://www.${DOMAIN}/research/collaboration`]: { headers, html: collaboration },
    [`https://www.${DOMAIN}/about`]: { headers, html: about },
    [`https://www.${DOMAIN}/careers`]: { headers, html: careers },
  },
  sitemap: [
    `https://www.${DOMAIN}/`,
    `https://www.${DOMAIN}/about`,
    `https://www.${DOMAIN}/international/partners`,
    `https://www.${DOMAIN}/research/collaboration`,
    `https://www.${DOMAIN}/careers`,
  ],
  technologies: ['next-js', 'react', 'webpack', 'nginx', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'bid.ac.kr': 'generic',
    'ntud.edu.tw': 'generic',
    'ssdt.edu.sg': 'generic',
    'hfg-auenfeld.de': 'generic',
    'designacademy-leerdam.nl': 'generic',
    'polidesign-brescello.it': 'generic',
    'kunstfag-bergvik.no': 'generic',
    'cascadeart.edu': 'generic',
    'lakeshore-design.ca': 'generic',
    'hokuriku-shikki.co.jp': 'generic',
    'kanazawa-technoprint.co.jp': 'generic',
    'mizuho-shomei.co.jp': 'generic',
    'noto-textile.jp': 'generic',
  },
};
