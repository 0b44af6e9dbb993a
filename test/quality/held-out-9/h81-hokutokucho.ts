import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.hokuto-kucho.co.jp';

const head = (title: string, desc: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name="generator" content="a-blog cms">
<meta property="og:site_name" content="北斗空調株式会社">
<link rel="stylesheet" href="/themes/system/css/acms-admin.min.css">
<link rel="stylesheet" href="/themes/hokuto2023/css/style.css?date=20240311">
<script src="/js/library/jquery/jquery-3.6.1.min.js" charset="UTF-8"></script>
<script src="/acms.js?uaGroup=PC&amp;domains=www.hokuto-kucho.co.jp&amp;jsDir=js/&amp;themesDir=/themes/&amp;bid=1&amp;jQuery=3.6.1&amp;jQueryMigrate=migrate-3.0.1&amp;umfs=64M&amp;pms=64M&amp;mfu=20&amp;lf=1&amp;rid=1&amp;scriptRoot=/" charset="UTF-8" id="acms-js"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7Q2XNM');</script>
<!-- End Google Tag Manager -->
</head>`;

const header = `<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7Q2XNM" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<header class="l-header">
  <div class="l-header__inner">
    <h1 class="l-header__logo"><a href="/"><img src="/themes/hokuto2023/images/logo.svg" alt="北斗空調株式会社 HOKUTO KUCHO"></a></h1>
    <nav class="l-gnav" aria-label="グローバルナビゲーション">
      <ul class="l-gnav__list">
        <li><a href="/products/">製品情報</a></li>
        <li><a href="/case/">導入事例</a></li>
        <li><a href="/dealer/">販売店検索</a></li>
        <li><a href="/company/">企業情報</a></li>
        <li><a href="/news/">ニュース</a></li>
        <li><a href="/recruit/">採用情報</a></li>
      </ul>
    </nav>
    <a href="/contact/" class="c-btn c-btn--contact">お問い合わせ</a>
  </div>
</header>`;

const footer = `<footer class="l-footer">
  <div class="l-footer__inner">
    <div class="l-footer__info">
      <p class="l-footer__logo"><img src="/themes/hokuto2023/images/logo_w.svg" alt="北斗空調株式会社"></p>
      <address>〒060-0807 北海道札幌市北区北7条西4丁目1-2 北斗ビル5F<br>TEL：011-555-0187（代表）&#12288;受付時間 9:00～17:30（土日祝除く）</address>
    </div>
    <ul class="l-footer__nav">
      <li><a href="/products/">製品情報</a></li>
      <li><a href="/case/">導入事例</a></li>
      <li><a href="/dealer/">販売店検索</a></li>
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/privacy/">個人情報保護方針</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <ul class="l-footer__sns">
      <li><a href="https://www.youtube.com/@hokuto-kucho" target="_blank" rel="noopener"><img src="/themes/hokuto2023/images/icon_youtube.svg" alt="YouTube"></a></li>
      <li><a href="https://x.com/hokuto_kucho" target="_blank" rel="noopener"><img src="/themes/hokuto2023/images/icon_x.svg" alt="X（旧Twitter）"></a></li>
    </ul>
  </div>
  <p class="l-footer__copy"><small>&copy; HOKUTO KUCHO Co., Ltd. All Rights Reserved.</small></p>
</footer>
<script src="/themes/hokuto2023/js/common.js"></script>
</body>
</html>`;

const breadcrumb = (label: string) => `<nav class="c-breadcrumb"><ol><li><a href="/">ホーム</a></li><li>${label}</li></ol></nav>`;

export const site: CorpusSite = {
  domain: 'hokuto-kucho.co.jp',
  otherDomains: ['hokuto-kucho.co.th'],
  covers:
    'Japanese a-blog cms site of an HVAC maker: region-grouped dealer tables (some URLs linked, some written as plain text, some dealers without any site), an overseas distributor <dl> only linked from the dealer page, own Thai subsidiary, and traps in case studies, memberships, exhibition news, supplier news and job boards.',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers: {
        server: 'Apache',
        'x-powered-by': 'PHP/8.1.27',
        'content-type': 'text/html; charset=UTF-8',
      },
      html: `${head('北斗空調株式会社｜業務用エアコン・全熱交換器のメーカー', '北斗空調は寒冷地に強い業務用エアコン・換気システムを開発・製造する空調機器メーカーです。')}
${header}
<main class="l-main">
  <section class="p-mv">
    <div class="p-mv__copy">
      <p class="p-mv__lead">マイナス25℃でも、止まらない暖房。</p>
      <h2 class="p-mv__title">寒冷地の空気を、<br>もっと快適に。</h2>
    </div>
    <img src="/archives/001/202402/mv_main.jpg" alt="寒冷地仕様ビル用マルチエアコン HK-Rシリーズ">
  </section>
  <section class="p-top-products">
    <h2 class="c-heading">製品情報</h2>
    <ul class="p-top-products__list">
      <li><a href="/products/multi/"><img src="/archives/001/202401/prod_multi.jpg" alt=""><span>ビル用マルチエアコン</span></a></li>
      <li><a href="/products/shop/"><img src="/archives/001/202401/prod_shop.jpg" alt=""><span>店舗・オフィス用エアコン</span></a></li>
      <li><a href="/products/hrv/"><img src="/archives/001/202401/prod_hrv.jpg" alt=""><span>全熱交換器ユニット</span></a></li>
    </ul>
  </section>
  <section class="p-top-dealer">
    <h2 class="c-heading">お近くの販売店を探す</h2>
    <p>北斗空調の製品は、全国の特約店・販売店を通じてご購入いただけます。設置工事・アフターサービスもお近くの販売店にご相談ください。</p>
    <a href="/dealer/" class="c-btn">販売店検索へ</a>
  </section>
  <section class="p-top-news">
    <h2 class="c-heading">ニュース</h2>
    <ul class="entry-list">
      <li><time datetime="2024-03-04">2024.03.04</time><span class="cat">製品</span><a href="/news/entry-220.html">全熱交換器「HRV-Pro」シリーズを発売しました</a></li>
      <li><time datetime="2024-01-15">2024.01.15</time><span class="cat">展示会</span><a href="/news/entry-215.html">「HVAC&amp;R JAPAN 2024」に出展します</a></li>
      <li><time datetime="2023-12-26">2023.12.26</time><span class="cat">お知らせ</span><a href="/news/">年末年始休業のお知らせ</a></li>
    </ul>
  </section>
</main>
${footer}`,
    },
    [`${W}/dealer/`]: {
      html: `${head('販売店検索｜北斗空調株式会社', '北斗空調製品をお取り扱いいただいている全国の特約店・販売店のご案内です。')}
${header}
<main class="l-main">
${breadcrumb('販売店検索')}
<h2 class="c-page-title">販売店検索<span>DEALER</span></h2>
<div class="acms-entry">
  <p>北斗空調製品は、下記の特約店・販売店にてお取り扱いしております。製品のご購入・お見積り・設置工事のご相談は、お近くの販売店へお問い合わせください。<br>※掲載は地域ごと、順不同です。</p>
  <ul class="c-anchor-list">
    <li><a href="#hokkaido">北海道・東北</a></li>
    <li><a href="#kanto">関東</a></li>
    <li><a href="#chubu">中部・北陸</a></li>
    <li><a href="#kinki">近畿</a></li>
    <li><a href="#chugoku">中国・四国</a></li>
    <li><a href="#kyushu">九州・沖縄</a></li>
  </ul>

  <h3 id="hokkaido" class="c-heading-lv3">北海道・東北</h3>
  <table class="c-table c-table--dealer">
    <thead><tr><th>販売店名</th><th>所在地</th><th>電話番号</th><th>ホームページ</th></tr></thead>
    <tbody>
      <tr><td>株式会社札幌冷熱サービス</td><td>北海道札幌市東区北16条東12丁目3-8</td><td>011-555-0234</td><td><a href="https://www.sapporo-reinetsu.co.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
      <tr><td>東北エアシステム株式会社</td><td>宮城県仙台市若林区卸町2丁目7-15</td><td>022-555-0471</td><td>www.tohoku-airsys.co.jp</td></tr>
      <tr><td>有限会社旭川設備</td><td>北海道旭川市4条通18丁目</td><td>0166-55-0912</td><td>－</td></tr>
    </tbody>
  </table>

  <h3 id="kanto" class="c-heading-lv3">関東</h3>
  <table class="c-table c-table--dealer">
    <thead><tr><th>販売店名</th><th>所在地</th><th>電話番号</th><th>ホームページ</th></tr></thead>
    <tbody>
      <tr><td>株式会社関東空調設備</td><td>東京都江東区新砂1丁目6-35</td><td>03-5555-0188</td><td><a href="https://kanto-kuchosetsubi.co.jp/" target="_blank" rel="noopener">https://kanto-kuchosetsubi.co.jp/</a></td></tr>
      <tr><td>横浜エアテック株式会社</td><td>神奈川県横浜市港北区新横浜3丁目19-5</td><td>045-555-0326</td><td><a href="https://www.yokohama-airtech.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
      <tr><td>有限会社大宮冷機</td><td>埼玉県さいたま市大宮区桜木町4丁目</td><td>048-555-0743</td><td>－</td></tr>
      <tr><td>千葉設備工業株式会社</td><td>千葉県千葉市中央区問屋町1-35</td><td>043-555-0619</td><td><a href="http://www.chiba-setsubi.com" target="_blank">ホームページ</a></td></tr>
    </tbody>
  </table>

  <h3 id="chubu" class="c-heading-lv3">中部・北陸</h3>
  <table class="c-table c-table--dealer">
    <thead><tr><th>販売店名</th><th>所在地</th><th>電話番号</th><th>ホームページ</th></tr></thead>
    <tbody>
      <tr><td>株式会社名古屋空調センター</td><td>愛知県名古屋市中川区玉川町2丁目</td><td>052-555-0851</td><td><a href="https://www.nagoya-kucho-center.co.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
      <tr><td>北陸冷暖房株式会社</td><td>石川県金沢市駅西本町5丁目2-1</td><td>076-555-0290</td><td>hokuriku-reidanbo.jp</td></tr>
    </tbody>
  </table>

  <h3 id="kinki" class="c-heading-lv3">近畿</h3>
  <table class="c-table c-table--dealer">
    <thead><tr><th>販売店名</th><th>所在地</th><th>電話番号</th><th>ホームページ</th></tr></thead>
    <tbody>
      <tr><td>大阪エアコン販売株式会社</td><td>大阪府大阪市西区靱本町1丁目11-7</td><td>06-5555-0412</td><td><a href="https://www.osaka-aircon-hanbai.co.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
      <tr><td>株式会社神戸設備</td><td>兵庫県神戸市中央区港島中町6丁目</td><td>078-555-0935</td><td><a href="https://kobe-setsubi.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
      <tr><td>京都冷熱工業所</td><td>京都府京都市南区吉祥院石原町</td><td>075-555-0127</td><td>－</td></tr>
    </tbody>
  </table>

  <h3 id="chugoku" class="c-heading-lv3">中国・四国</h3>
  <table class="c-table c-table--dealer">
    <thead><tr><th>販売店名</th><th>所在地</th><th>電話番号</th><th>ホームページ</th></tr></thead>
    <tbody>
      <tr><td>株式会社瀬戸内空調</td><td>岡山県岡山市北区野田3丁目</td><td>086-555-0564</td><td><a href="https://setouchi-kucho.co.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
    </tbody>
  </table>

  <h3 id="kyushu" class="c-heading-lv3">九州・沖縄</h3>
  <table class="c-table c-table--dealer">
    <thead><tr><th>販売店名</th><th>所在地</th><th>電話番号</th><th>ホームページ</th></tr></thead>
    <tbody>
      <tr><td>九州冷機株式会社</td><td>福岡県福岡市博多区東光寺町1丁目</td><td>092-555-0378</td><td><a href="https://www.kyushu-reiki.co.jp/" target="_blank" rel="noopener">ホームページ</a></td></tr>
      <tr><td>株式会社琉球エアサービス</td><td>沖縄県浦添市勢理客4丁目</td><td>098-555-0846</td><td><a href="https://ryukyu-air-service.okinawa/" target="_blank" rel="noopener">ホームページ</a></td></tr>
    </tbody>
  </table>

  <div class="c-box">
    <p>海外でのお取り扱いについては<a href="/dealer/overseas/">海外代理店一覧</a>をご覧ください。</p>
    <p>販売店として北斗空調製品のお取り扱いをご希望の企業様は、<a href="/contact/">お問い合わせフォーム</a>よりご連絡ください。</p>
  </div>
</div>
</main>
${footer}`,
    },
    [`${W}/dealer/overseas/`]: {
      html: `${head('海外代理店｜北斗空調株式会社', '北斗空調製品の海外代理店・販売拠点のご案内です。')}
${header}
<main class="l-main">
${breadcrumb('<a href="/dealer/">販売店検索</a></li><li>海外代理店')}
<h2 class="c-page-title">海外代理店<span>OVERSEAS DISTRIBUTORS</span></h2>
<div class="acms-entry">
  <p>北斗空調製品は、アジア各国の正規代理店を通じて販売しております。</p>
  <dl class="c-dl-overseas">
    <dt>台湾</dt>
    <dd><strong>冠宇冷凍空調股份有限公司</strong><br>台中市西屯區工業區一路58號<br><a href="https://www.guanyu-hvac.com.tw/" target="_blank" rel="noopener">https://www.guanyu-hvac.com.tw/</a></dd>
    <dt>タイ</dt>
    <dd><strong>HOKUTO KUCHO (THAILAND) CO., LTD.</strong>（当社現地法人）<br>Amata City Chonburi, Thailand<br><a href="https://www.hokuto-kucho.co.th/" target="_blank" rel="noopener">https://www.hokuto-kucho.co.th/</a></dd>
    <dd><strong>Siam Cool Engineering Co., Ltd.</strong>（販売代理店）<br>Bang Na, Bangkok<br><a href="https://www.siamcool.co.th/" target="_blank" rel="noopener">https://www.siamcool.co.th/</a></dd>
    <dt>ベトナム</dt>
    <dd><strong>Hoang Phat HVAC JSC</strong><br>Quận 7, TP. Hồ Chí Minh<br>Web：hoangphat-hvac.vn</dd>
  </dl>
</div>
</main>
${footer}`,
    },
    [`${W}/case/`]: {
      html: `${head('導入事例｜北斗空調株式会社', '北斗空調の業務用エアコン・換気システムの導入事例をご紹介します。')}
${header}
<main class="l-main">
${breadcrumb('導入事例')}
<h2 class="c-page-title">導入事例<span>CASE STUDY</span></h2>
<ul class="p-case-list">
  <li class="p-case-list__item">
    <img src="/archives/001/202310/case_hotel.jpg" alt="ホテル外観">
    <p class="p-case-list__cat">宿泊施設</p>
    <h3>ホテル潮騒 様（北海道小樽市）</h3>
    <p>客室120室の空調をビル用マルチHK-Rシリーズに更新。冬季の暖房能力不足が解消されました。</p>
    <p><a href="https://www.hotel-shiosai.jp/" target="_blank" rel="noopener">ホテル潮騒 公式サイト</a></p>
  </li>
  <li class="p-case-list__item">
    <img src="/archives/001/202307/case_school.jpg" alt="校舎">
    <p class="p-case-list__cat">教育施設</p>
    <h3>学校法人青葉学園 様（宮城県仙台市）</h3>
    <p>全教室に全熱交換器を導入し、換気と省エネを両立。</p>
    <p><a href="https://www.aoba-gakuen.ac.jp/" target="_blank" rel="noopener">青葉学園 ウェブサイト</a></p>
  </li>
  <li class="p-case-list__item">
    <img src="/archives/001/202305/case_super.jpg" alt="店舗">
    <p class="p-case-list__cat">店舗</p>
    <h3>株式会社丸福スーパー 様（北海道帯広市）</h3>
    <p>道内18店舗の売場空調を順次入れ替え中です。施工：株式会社札幌冷熱サービス</p>
    <p><a href="https://www.marufuku-super.co.jp/" target="_blank" rel="noopener">丸福スーパー</a></p>
  </li>
</ul>
</main>
${footer}`,
    },
    [`${W}/company/`]: {
      html: `${head('会社概要｜北斗空調株式会社', '北斗空調株式会社の会社概要です。')}
${header}
<main class="l-main">
${breadcrumb('企業情報')}
<h2 class="c-page-title">会社概要<span>COMPANY</span></h2>
<table class="c-table c-table--company">
  <tr><th>商号</th><td>北斗空調株式会社（HOKUTO KUCHO Co., Ltd.）</td></tr>
  <tr><th>設立</th><td>1978年4月</td></tr>
  <tr><th>資本金</th><td>9,800万円</td></tr>
  <tr><th>代表者</th><td>代表取締役社長&#12288;北村 拓真</td></tr>
  <tr><th>従業員数</th><td>312名（2024年3月現在）</td></tr>
  <tr><th>事業内容</th><td>業務用空調機器・換気機器の開発、製造、販売</td></tr>
  <tr><th>主要取引先</th><td>大手ゼネコン各社、全国の設備工事会社、地方自治体（順不同）</td></tr>
  <tr><th>取引銀行</th><td>北洋銀行、三菱UFJ銀行、日本政策金融公庫</td></tr>
  <tr><th>認証</th><td>ISO 9001（<a href="https://www.jqa.jp/" target="_blank" rel="noopener">日本品質保証機構</a>にて認証取得）</td></tr>
  <tr><th>加盟団体</th><td><a href="https://www.jraia.or.jp/" target="_blank" rel="noopener">一般社団法人 日本冷凍空調工業会</a><br><a href="https://www.jarac.or.jp/" target="_blank" rel="noopener">一般社団法人 日本冷凍空調設備工業連合会</a><br>北海道機械工業会</td></tr>
  <tr><th>海外拠点</th><td>HOKUTO KUCHO (THAILAND) CO., LTD.（<a href="https://www.hokuto-kucho.co.th/">www.hokuto-kucho.co.th</a>）</td></tr>
</table>
</main>
${footer}`,
    },
    [`${W}/news/entry-215.html`]: {
      html: `${head('「HVAC&amp;R JAPAN 2024」に出展します｜北斗空調株式会社', '展示会出展のお知らせ')}
${header}
<main class="l-main">
${breadcrumb('<a href="/news/">ニュース</a></li><li>「HVAC&amp;R JAPAN 2024」に出展します')}
<article class="entry">
  <p class="entry-date"><time datetime="2024-01-15">2024.01.15</time></p>
  <h2 class="entry-title">「HVAC&amp;R JAPAN 2024」に出展します</h2>
  <div class="entry-body">
    <p>2024年1月23日（火）～26日（金）に東京ビッグサイトで開催される「HVAC&amp;R JAPAN 2024（第43回 冷凍・空調・暖房展）」に出展いたします。</p>
    <p>当社ブースでは寒冷地仕様ビル用マルチ「HK-Rシリーズ」の実機展示を行います。ご来場を心よりお待ちしております。</p>
    <p>展示会公式サイト：<a href="https://www.hvacr.jp/" target="_blank" rel="noopener">https://www.hvacr.jp/</a></p>
  </div>
</article>
</main>
${footer}`,
    },
    [`${W}/news/entry-220.html`]: {
      html: `${head('全熱交換器「HRV-Pro」シリーズを発売しました｜北斗空調株式会社', '新製品のお知らせ')}
${header}
<main class="l-main">
${breadcrumb('<a href="/news/">ニュース</a></li><li>全熱交換器「HRV-Pro」シリーズを発売しました')}
<article class="entry">
  <p class="entry-date"><time datetime="2024-03-04">2024.03.04</time></p>
  <h2 class="entry-title">全熱交換器「HRV-Pro」シリーズを発売しました</h2>
  <div class="entry-body">
    <p>送風機には<a href="https://www.nidec.com/jp/" target="_blank" rel="noopener">ニデック株式会社</a>製の高効率DCブラシレスモーターを採用し、従来機比で消費電力を約28％削減しました。</p>
    <p>熱交換エレメントは国内協力工場で一貫生産しています。製品の詳細は<a href="/products/hrv/">製品ページ</a>をご覧いただくか、お近くの<a href="/dealer/">販売店</a>までお問い合わせください。</p>
  </div>
</article>
</main>
${footer}`,
    },
    [`${W}/recruit/`]: {
      html: `${head('採用情報｜北斗空調株式会社', '北斗空調株式会社の採用情報です。')}
${header}
<main class="l-main">
${breadcrumb('採用情報')}
<h2 class="c-page-title">採用情報<span>RECRUIT</span></h2>
<p>北斗空調では、一緒に「寒冷地の快適」をつくる仲間を募集しています。</p>
<h3 class="c-heading-lv3">新卒採用</h3>
<p>2025年度新卒採用のエントリーはマイナビ2025にて受け付けています。</p>
<p><a href="https://job.mynavi.jp/25/pc/search/corp98765/outline.html" target="_blank" rel="noopener"><img src="/archives/001/202403/bnr_mynavi.png" alt="マイナビ2025"></a></p>
<h3 class="c-heading-lv3">中途採用</h3>
<p>サービスエンジニア（札幌・仙台）を募集中です。<a href="https://job.rikunabi.com/2025/company/r123456789/" target="_blank" rel="noopener">リクナビ</a>からもご応募いただけます。</p>
</main>
${footer}`,
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/dealer/`,
    `${W}/dealer/overseas/`,
    `${W}/case/`,
    `${W}/company/`,
    `${W}/news/entry-215.html`,
    `${W}/news/entry-220.html`,
    `${W}/recruit/`,
  ],
  technologies: ['a-blog-cms', 'php', 'apache-http-server', 'jquery', 'google-tag-manager', 'open-graph'],
  partners: {
    'sapporo-reinetsu.co.jp': 'channel',
    'tohoku-airsys.co.jp': 'channel',
    'kanto-kuchosetsubi.co.jp': 'channel',
    'yokohama-airtech.jp': 'channel',
    'chiba-setsubi.com': 'channel',
    'nagoya-kucho-center.co.jp': 'channel',
    'hokuriku-reidanbo.jp': 'channel',
    'osaka-aircon-hanbai.co.jp': 'channel',
    'kobe-setsubi.jp': 'channel',
    'setouchi-kucho.co.jp': 'channel',
    'kyushu-reiki.co.jp': 'channel',
    'ryukyu-air-service.okinawa': 'channel',
    'guanyu-hvac.com.tw': 'channel',
    'siamcool.co.th': 'channel',
    'hoangphat-hvac.vn': 'channel',
  },
};
