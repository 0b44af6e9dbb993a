import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, lang = 'ja') => `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="generator" content="Movable Type Pro 7.9.9">
<meta name="description" content="新潟県長岡市の酒蔵、山田屋酒造。越後の米と水で醸す日本酒「越乃雪嶺」。">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://www.yamadaya-shuzo.co.jp${path}">
<meta property="og:image" content="https://www.yamadaya-shuzo.co.jp/common/img/ogp.jpg">
<meta property="og:site_name" content="山田屋酒造株式会社">
<link rel="stylesheet" href="/common/css/reset.css">
<link rel="stylesheet" href="/common/css/slick.css">
<link rel="stylesheet" href="/common/css/style.css?20240401">
<link rel="alternate" type="application/atom+xml" title="お知らせ" href="https://www.yamadaya-shuzo.co.jp/news/atom.xml">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.6.0/jquery.min.js"></script>
<script src="/common/js/slick.min.js"></script>
<script src="/common/js/common.js"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-YMD7S2K9QX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-YMD7S2K9QX');
</script>
</head>`;

const header = `<body>
<div id="wrapper">
<header id="header">
  <div class="header-inner">
    <p class="logo"><a href="/"><img src="/common/img/logo.png" alt="山田屋酒造 越乃雪嶺" width="200" height="60"></a></p>
    <nav id="gnav">
      <ul>
        <li><a href="/">ホーム</a></li>
        <li><a href="/sake/">商品紹介</a></li>
        <li><a href="/kura/">蔵のこと</a></li>
        <li><a href="/shop/">取扱店</a></li>
        <li><a href="/news/">お知らせ</a></li>
        <li><a href="/contact/">お問い合わせ</a></li>
        <li class="lang"><a href="/english/">English</a></li>
      </ul>
    </nav>
  </div>
</header>
<div id="contents">`;

const footer = `</div><!-- /#contents -->
<footer id="footer">
  <div class="footer-inner">
    <ul class="fnav">
      <li><a href="/company/">会社概要</a></li>
      <li><a href="/recruit/">採用情報</a></li>
      <li><a href="/privacy/">プライバシーポリシー</a></li>
      <li><a href="/sitemap/">サイトマップ</a></li>
    </ul>
    <ul class="sns">
      <li><a href="https://www.instagram.com/yamadaya_shuzo/" target="_blank"><img src="/common/img/icon_instagram.svg" alt="Instagram"></a></li>
      <li><a href="https://x.com/yamadaya_shuzo" target="_blank"><img src="/common/img/icon_x.svg" alt="X"></a></li>
      <li><a href="https://www.facebook.com/yamadayashuzo" target="_blank"><img src="/common/img/icon_facebook.svg" alt="Facebook"></a></li>
    </ul>
    <address>山田屋酒造株式会社<br>〒940-2145 新潟県長岡市青葉台3丁目18-2<br>TEL 0258-46-2031 FAX 0258-46-2032</address>
    <p class="notice">20歳未満の者の飲酒は法律で禁止されています。妊娠中や授乳期の飲酒は、胎児・乳児の発育に悪影響を与えるおそれがあります。</p>
    <p class="copyright"><small>Copyright &copy; YAMADAYA SHUZO Co.,Ltd. All Rights Reserved.</small></p>
  </div>
</footer>
</div><!-- /#wrapper -->
<script>
$(function(){
  $('.top-slider').slick({autoplay:true, autoplaySpeed:4000, fade:true, arrows:false, dots:true});
});
</script>
</body>
</html>`;

const home = `${head('山田屋酒造 | 越乃雪嶺 – 新潟・長岡の酒蔵', '/')}
${header}
<div class="top-slider">
  <div class="slide"><img src="/common/img/top/main01.jpg" alt="冬の仕込み"></div>
  <div class="slide"><img src="/common/img/top/main02.jpg" alt="槽しぼり"></div>
  <div class="slide"><img src="/common/img/top/main03.jpg" alt="越乃雪嶺 純米大吟醸"></div>
</div>
<section class="top-about">
  <h2>明治二十三年創業</h2>
  <p>信濃川の伏流水と、長岡の契約農家が育てる五百万石・越淡麗で、淡麗でありながら米の旨みが残る酒を醸しています。</p>
  <p class="btn"><a href="/kura/">蔵のこと</a></p>
</section>
<section class="top-news">
  <h2>お知らせ</h2>
  <dl class="news-list">
    <dt>2024.05.20</dt><dd><a href="/news/2024/05/000182.html">令和5酒造年度 全国新酒鑑評会にて金賞を受賞しました</a></dd>
    <dt>2024.03.02</dt><dd><a href="/news/2024/03/000179.html">香港の新しい輸入元が決まりました</a></dd>
    <dt>2023.12.15</dt><dd><a href="/news/2023/12/000171.html">NHK「新潟ニュース610」で紹介されました</a></dd>
  </dl>
  <p class="more"><a href="/news/">一覧を見る</a></p>
</section>
<section class="top-banner">
  <ul>
    <li><a href="/shop/"><img src="/common/img/top/bnr_shop.jpg" alt="お近くの取扱店を探す"></a></li>
    <li><a href="https://www.rakuten.co.jp/yamadaya-shuzo/" target="_blank"><img src="/common/img/top/bnr_rakuten.jpg" alt="楽天市場店"></a></li>
  </ul>
</section>
${footer}`;

const shopTable = (rows: string) => `<table class="shop-table">
  <tr><th>店名</th><th>住所</th><th>電話番号</th><th>ホームページ</th></tr>
${rows}
</table>`;

const shopPager = (current: number) => `<div class="pager">
  ${current === 1 ? '<span class="current_page">1</span>' : '<a href="/shop/" class="link_page">1</a>'}
  ${current === 2 ? '<span class="current_page">2</span>' : '<a href="/shop/index_2.html" class="link_page">2</a>'}
  ${current === 1 ? '<a href="/shop/index_2.html" class="link_next">次へ &raquo;</a>' : '<a href="/shop/" class="link_prev">&laquo; 前へ</a>'}
</div>`;

const shop1 = `${head('取扱店一覧 | 山田屋酒造', '/shop/')}
${header}
<div class="page-title"><h1>取扱店一覧</h1><p class="en">SHOP LIST</p></div>
<div class="topicpath"><a href="/">ホーム</a> &gt; 取扱店</div>
<section class="shop">
  <p class="lead">「越乃雪嶺」は、品質管理を徹底していただける特約店のみでお取り扱いいただいております。在庫状況は各店舗へ直接お問い合わせください。</p>
  <h2>新潟県</h2>
${shopTable(`  <tr><td>酒のいしだ</td><td>新潟県長岡市大手通2-5-1</td><td>0258-32-1180</td><td><a href="https://www.sake-ishida.jp/" target="_blank">www.sake-ishida.jp</a></td></tr>
  <tr><td>地酒のみなと屋</td><td>新潟県新潟市中央区古町通6番町</td><td>025-222-5514</td><td><a href="http://minatoya-sake.com/" target="_blank">HP</a></td></tr>
  <tr><td>吉田酒店</td><td>新潟県小千谷市本町1-9-3</td><td>0258-82-2071</td><td>―</td></tr>`)}
  <h2>東京都・神奈川県</h2>
${shopTable(`  <tr><td>酒舗まるやま</td><td>東京都世田谷区経堂1-22-8</td><td>03-3420-7715</td><td><a href="https://sakaya-maruyama.co.jp/" target="_blank">sakaya-maruyama.co.jp</a></td></tr>
  <tr><td>銀座 越後屋酒店</td><td>東京都中央区銀座3-11-4</td><td>03-3541-0662</td><td><a href="https://ginza-echigoya.jp/" target="_blank">ginza-echigoya.jp</a></td></tr>
  <tr><td>酒処はまや</td><td>神奈川県横浜市中区野毛町2-71</td><td>045-231-0938</td><td>―</td></tr>`)}
  <h2>オンラインショップ（特約店）</h2>
  <ul class="online-shop">
    <li><a href="https://sakenowado.shop/collections/yamadaya" target="_blank">地酒通販 さけのわ堂</a></li>
  </ul>
${shopPager(1)}
  <p class="note">※ 海外でのお取り扱いについては<a href="/english/">English page</a>をご覧ください。</p>
  <p class="note">※ 当蔵の酒をお出ししている飲食店は<a href="/shop/restaurant.html">こちら</a>。</p>
</section>
${footer}`;

const shop2 = `${head('取扱店一覧（2ページ目） | 山田屋酒造', '/shop/index_2.html')}
${header}
<div class="page-title"><h1>取扱店一覧</h1><p class="en">SHOP LIST</p></div>
<div class="topicpath"><a href="/">ホーム</a> &gt; <a href="/shop/">取扱店</a> &gt; 2ページ目</div>
<section class="shop">
  <h2>関西</h2>
${shopTable(`  <tr><td>京都 酒楽</td><td>京都府京都市中京区錦小路通柳馬場西入</td><td>075-221-3380</td><td><a href="https://kyoto-shuraku.jp/" target="_blank">kyoto-shuraku.jp</a></td></tr>
  <tr><td>地酒の天満屋</td><td>大阪府大阪市北区天神橋4-8-12</td><td>06-6351-7702</td><td>www.tenmaya-jizake.com</td></tr>`)}
  <h2>九州</h2>
${shopTable(`  <tr><td>すみよし酒店</td><td>福岡県福岡市博多区住吉2-14-6</td><td>092-271-5583</td><td><a href="https://www.sumiyoshi-saketen.com/" target="_blank">すみよし酒店</a></td></tr>`)}
${shopPager(2)}
</section>
${footer}`;

const restaurant = `${head('お取り扱い飲食店 | 山田屋酒造', '/shop/restaurant.html')}
${header}
<div class="page-title"><h1>お取り扱い飲食店</h1></div>
<section class="shop">
  <p class="lead">越乃雪嶺を味わえるお店の一部をご紹介します（順不同）。</p>
  <ul class="restaurant-list">
    <li><a href="https://www.washoku-kakuremi.jp/" target="_blank">和食 かくれみ（長岡）</a></li>
    <li><a href="https://sushi-kamome.com/" target="_blank">鮨 かもめ（新潟）</a></li>
    <li><a href="https://www.izakaya-tsukiakari.tokyo/" target="_blank">居酒屋 月あかり（東京・神楽坂）</a></li>
  </ul>
</section>
${footer}`;

const kura = `${head('蔵のこと | 山田屋酒造', '/kura/')}
${header}
<div class="page-title"><h1>蔵のこと</h1><p class="en">ABOUT US</p></div>
<section class="kura">
  <h2>米と水</h2>
  <p>酒米は長岡市の契約農家12軒と<a href="https://www.ja-echigonagaoka.or.jp/" target="_blank">JA越後ながおか</a>から仕入れています。仕込み水は蔵の井戸から汲み上げる軟水です。</p>
  <h2>受賞歴</h2>
  <ul>
    <li>全国新酒鑑評会 金賞（令和5酒造年度・令和2酒造年度） <a href="https://www.nrib.go.jp/" target="_blank">酒類総合研究所</a></li>
    <li>Kura Master 2023 プラチナ賞 <a href="https://kuramaster.com/" target="_blank">kuramaster.com</a></li>
  </ul>
  <h2>加盟団体</h2>
  <p><a href="https://www.niigata-sake.or.jp/" target="_blank">新潟県酒造組合</a>／<a href="https://japansake.or.jp/" target="_blank">日本酒造組合中央会</a></p>
  <h2>蔵見学</h2>
  <p>11月〜3月の平日、要予約（10名様まで）。お問い合わせフォームからお申し込みください。</p>
</section>
${footer}`;

const news = (
  id: string,
  ym: string,
  date: string,
  title: string,
  body: string,
) => `${head(`${title} | お知らせ | 山田屋酒造`, `/news/${ym}/${id}.html`)}
${header}
<div class="page-title"><h1>お知らせ</h1><p class="en">NEWS</p></div>
<article class="entry">
  <p class="date">${date}</p>
  <h2 class="entry-title">${title}</h2>
  <div class="entry-body">
${body}
  </div>
  <p class="back"><a href="/news/">お知らせ一覧へ</a></p>
</article>
${footer}`;

const newsHk = news(
  '000179',
  '2024/03',
  '2024.03.02',
  '香港の新しい輸入元が決まりました',
  `<p>このたび香港での輸入・販売を Sake Gallery Ltd.（<a href="https://www.sakegallery.com.hk/" target="_blank">sakegallery.com.hk</a>）様にお引き受けいただくことになりました。4月より香港島・九龍の直営店と飲食店向けにお届けいたします。</p>
<p>海外の輸入元一覧は<a href="/english/">英語ページ</a>をご覧ください。</p>`,
);

const newsList = `${head('お知らせ | 山田屋酒造', '/news/')}
${header}
<div class="page-title"><h1>お知らせ</h1><p class="en">NEWS</p></div>
<dl class="news-list">
  <dt>2024.05.20</dt><dd><a href="/news/2024/05/000182.html">令和5酒造年度 全国新酒鑑評会にて金賞を受賞しました</a></dd>
  <dt>2024.03.02</dt><dd><a href="/news/2024/03/000179.html">香港の新しい輸入元が決まりました</a></dd>
  <dt>2023.12.15</dt><dd><a href="/news/2023/12/000171.html">NHK「新潟ニュース610」で紹介されました</a>（<a href="https://www.nhk.or.jp/niigata/" target="_blank">NHK新潟</a>）</dd>
  <dt>2023.10.01</dt><dd>新酒「しぼりたて生原酒」予約受付を開始しました。楽天市場店・各特約店にて。</dd>
</dl>
${footer}`;

const english = `${head('Yamadaya Shuzo | Koshino Setsurei – Sake from Nagaoka, Niigata', '/english/', 'en')}
${header}
<div class="page-title"><h1>Yamadaya Shuzo</h1><p class="en">Since 1890</p></div>
<section class="english">
  <p>Yamadaya Shuzo is a family brewery in Nagaoka, Niigata Prefecture, brewing the Koshino Setsurei brand from Gohyakumangoku and Koshitanrei rice.</p>
  <p>Our sake is exported to the United States, Hong Kong, Singapore, France and Australia. Please contact the importer in your country; trade enquiries from other countries are welcome at <a href="mailto:export@yamadaya-shuzo.co.jp">export@yamadaya-shuzo.co.jp</a>.</p>
  <p><a href="/english/distributors.html">Overseas importers</a></p>
</section>
${footer}`;

const distributors = `${head('Overseas Importers | Yamadaya Shuzo', '/english/distributors.html', 'en')}
${header}
<div class="page-title"><h1>Overseas Importers</h1></div>
<section class="english">
  <dl class="importer-list">
    <dt>United States</dt>
    <dd>Sakura Imports LLC (New York, NY) — <a href="https://www.sakuraimportsusa.com/" target="_blank">sakuraimportsusa.com</a></dd>
    <dt>Hong Kong</dt>
    <dd>Sake Gallery Ltd. — <a href="https://www.sakegallery.com.hk/" target="_blank">www.sakegallery.com.hk</a></dd>
    <dt>Singapore</dt>
    <dd>Sake Haus Pte. Ltd. — <a href="https://sakehaus.sg/" target="_blank">sakehaus.sg</a></dd>
    <dt>France</dt>
    <dd>Maison du Saké (Paris) — maisondusake.fr</dd>
    <dt>Australia</dt>
    <dd>Nihon Beverage Co. (Melbourne) — tel. +61 3 9428 1187</dd>
  </dl>
</section>
${footer}`;

export const site: CorpusSite = {
  domain: 'yamadaya-shuzo.co.jp',
  covers:
    'Japanese sake brewery on Movable Type (static pages, jQuery from Google Hosted Libraries, slick): authorized dealers (特約店) in per-region tables split over /shop/ and /shop/index_2.html (links labelled "HP", a shop name, one written-out domain, shops without websites), an online dealer in a list, and overseas importers in a definition list on an English page reached from the English home and the sitemap, one also announced in a news entry; traps are restaurant customers, the own Rakuten storefront, the rice co-op, award bodies, brewers associations, NHK and social links.',
  pages: {
    '/': { headers: { server: 'Apache', 'content-type': 'text/html; charset=UTF-8' }, html: home },
    '/shop/': { html: shop1 },
    '/shop/index_2.html': { html: shop2 },
    '/shop/restaurant.html': { html: restaurant },
    '/kura/': { html: kura },
    '/news/': { html: newsList },
    '/news/2024/03/000179.html': { html: newsHk },
    '/english/': { html: english },
    '/english/distributors.html': { html: distributors },
  },
  sitemap: ['/', '/shop/', '/kura/', '/news/', '/news/2024/03/000179.html', '/english/', '/english/distributors.html'],
  technologies: [
    'movable-type',
    'jquery',
    'google-hosted-libraries',
    'slick',
    'google-analytics',
    'google-tag-manager',
    'open-graph',
    'rss',
    'apache-http-server',
  ],
  partners: {
    'sake-ishida.jp': 'channel',
    'minatoya-sake.com': 'channel',
    'sakaya-maruyama.co.jp': 'channel',
    'ginza-echigoya.jp': 'channel',
    'sakenowado.shop': 'channel',
    'kyoto-shuraku.jp': 'channel',
    'tenmaya-jizake.com': 'channel',
    'sumiyoshi-saketen.com': 'channel',
    'sakuraimportsusa.com': 'channel',
    'sakegallery.com.hk': 'channel',
    'sakehaus.sg': 'channel',
    'maisondusake.fr': 'channel',
  },
};
