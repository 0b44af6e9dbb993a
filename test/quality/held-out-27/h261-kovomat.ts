import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.62 (Debian)',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'cs',
};

const nav = `
<header class="site-header">
  <div class="topbar">
    <div class="container">
      <span class="topbar__phone"><a href="tel:+420572611200">+420 572 611 200</a></span>
      <span class="topbar__mail"><a href="mailto:obchod@kovomat-ub.cz">obchod@kovomat-ub.cz</a></span>
      <ul class="lang-switch">
        <li class="active"><a href="/" hreflang="cs">CZ</a></li>
        <li><a href="/en/" hreflang="en">EN</a></li>
        <li><a href="/de/" hreflang="de">DE</a></li>
      </ul>
    </div>
  </div>
  <nav class="mainnav container" aria-label="Hlavní navigace">
    <a class="mainnav__logo" href="/"><img src="/typo3conf/ext/kovomat_sitepackage/Resources/Public/Images/logo-kovomat.svg" alt="KOVOMAT Uherský Brod a.s." width="190" height="48"></a>
    <ul class="mainnav__list">
      <li class="has-sub"><a href="/produkty/vertikalni-centra">Produkty</a>
        <ul class="mainnav__sub">
          <li><a href="/produkty/vertikalni-centra">Vertikální obráběcí centra</a></li>
          <li><a href="/produkty/horizontalni-centra">Horizontální obráběcí centra</a></li>
          <li><a href="/produkty/cnc-soustruhy">CNC soustruhy</a></li>
          <li><a href="/produkty/retrofit">Retrofit a generální opravy</a></li>
        </ul>
      </li>
      <li><a href="/sluzby">Servis</a></li>
      <li><a href="/reference">Reference</a></li>
      <li><a href="/o-spolecnosti">O společnosti</a></li>
      <li><a href="/obchodni-zastoupeni">Obchodní zastoupení</a></li>
      <li><a href="/kariera">Kariéra</a></li>
      <li><a href="/kontakt">Kontakt</a></li>
    </ul>
  </nav>
</header>`;

const footer = `
<footer class="site-footer">
  <div class="container footer-grid">
    <div>
      <h4>KOVOMAT Uherský Brod a.s.</h4>
      <p>Průmyslová 1480<br>688 01 Uherský Brod<br>IČO: 46347291, DIČ: CZ46347291</p>
      <p>Zapsáno v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl B, vložka 1187.</p>
    </div>
    <div>
      <h4>Rychlé odkazy</h4>
      <ul>
        <li><a href="/produkty/vertikalni-centra">Vertikální centra</a></li>
        <li><a href="/o-spolecnosti/dodavatele">Technologičtí partneři</a></li>
        <li><a href="/obchodni-zastoupeni">Obchodní zastoupení</a></li>
        <li><a href="https://www.kovomat-servis.cz/">E-shop náhradních dílů</a></li>
        <li><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></li>
        <li><a href="#" class="cky-banner-element">Nastavení cookies</a></li>
      </ul>
    </div>
    <div>
      <h4>Sledujte nás</h4>
      <ul class="social">
        <li><a href="https://www.facebook.com/kovomatub" rel="noopener" target="_blank">Facebook</a></li>
        <li><a href="https://www.linkedin.com/company/kovomat-uhersky-brod" rel="noopener" target="_blank">LinkedIn</a></li>
        <li><a href="https://www.youtube.com/@kovomat-ub" rel="noopener" target="_blank">YouTube</a></li>
      </ul>
    </div>
  </div>
  <div class="container eu-funding">
    <img src="/fileadmin/user_upload/loga/eu-spolufinancovano.png" alt="Spolufinancováno Evropskou unií" width="220">
    <p>Projekt „Pořízení technologií pro výrobu pětiosých center“ (CZ.01.01.01/01/22_002/0001873) je spolufinancován Evropskou unií v rámci programu <a href="https://optak.gov.cz/" target="_blank" rel="noopener">OP TAK</a>.</p>
  </div>
  <div class="container copyright">© 2024 KOVOMAT Uherský Brod a.s. Všechna práva vyhrazena.</div>
</footer>
<script src="/typo3conf/ext/kovomat_sitepackage/Resources/Public/JavaScript/Vendor/jquery-3.7.1.min.js?1712044800"></script>
<script src="/typo3conf/ext/kovomat_sitepackage/Resources/Public/JavaScript/main.min.js?1715082211"></script>
</body>
</html>`;

function page(title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="cs">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | KOVOMAT Uherský Brod</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.kovomat-ub.cz${path}">
<meta property="og:image" content="https://www.kovomat-ub.cz/fileadmin/user_upload/og/kovomat-vmc-1000.jpg">
<link rel="canonical" href="https://www.kovomat-ub.cz${path}">
<link rel="alternate" hreflang="en" href="https://www.kovomat-ub.cz/en${path}">
<link rel="alternate" hreflang="de" href="https://www.kovomat-ub.cz/de${path}">
<link rel="icon" href="/typo3conf/ext/kovomat_sitepackage/Resources/Public/Icons/favicon.ico">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-6b2f0c1e4d9a7c3b21f0-min.css?1715082211" media="all">
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/3f7c0a9e2b4d8e1f6a5c7d90/script.js"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7M4XQP');</script>
<!-- End Google Tag Manager -->
</head>
<body class="page-layout-default">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7M4XQP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
${nav}
<main id="content">
${body}
</main>
${footer}`;
}

export const site: CorpusSite = {
  domain: 'kovomat-ub.cz',
  otherDomains: ['kovomat-servis.cz'],
  covers:
    'Czech TYPO3 machine-tool maker: supplier logo wall of CNC control and component makers (technology), a sales-representation table by country with links, one domain shown only as text and one representative with no web (not a partner), partner schools in careers prose; negatives: customer references, TÜV certification, EU/OP TAK funding note, trade fair, jobs.cz, social links, own spare-parts e-shop domain; /partneri redirects to the representation page.',
  pages: {
    '/': {
      headers,
      html: page(
        'Obráběcí stroje z Uherského Brodu',
        'Český výrobce CNC obráběcích center a soustruhů. Vývoj, výroba, servis a retrofit od roku 1951.',
        '/',
        `
<section class="hero">
  <div class="container">
    <h1>Obráběcí centra, která vydrží desítky let</h1>
    <p>Vyvíjíme a vyrábíme vertikální a horizontální obráběcí centra a CNC soustruhy pro strojírenské firmy v Evropě. Od návrhu po instalaci a servis — vše z jednoho místa v Uherském Brodě.</p>
    <a class="btn btn--primary" href="/kontakt">Poptat stroj</a>
    <a class="btn btn--ghost" href="/produkty/vertikalni-centra">Prohlédnout produkty</a>
  </div>
</section>
<section class="products container">
  <h2>Naše produkty</h2>
  <div class="cards">
    <article class="card">
      <img src="/fileadmin/_processed_/4/a/csm_vmc-1000_3e1f2b7c9d.jpg" alt="Vertikální centrum VMC 1000">
      <h3>Vertikální centra VMC</h3>
      <p>Pojezdy X 800–1 600 mm, vřetena až 18 000 ot./min, 4. a 5. osa na přání.</p>
      <a href="/produkty/vertikalni-centra">Více informací</a>
    </article>
    <article class="card">
      <img src="/fileadmin/_processed_/7/c/csm_hmc-630_b2c81d0a4e.jpg" alt="Horizontální centrum HMC 630">
      <h3>Horizontální centra HMC</h3>
      <p>Paletové stoly 500 a 630 mm, automatická výměna palet, zásobníky až 240 nástrojů.</p>
      <a href="/produkty/horizontalni-centra">Více informací</a>
    </article>
    <article class="card">
      <img src="/fileadmin/_processed_/1/e/csm_sl-400_7a2c0f9e11.jpg" alt="CNC soustruh SL 400">
      <h3>CNC soustruhy SL</h3>
      <p>Oběžný průměr 400–620 mm, poháněné nástroje a osa Y pro kompletní obrábění.</p>
      <a href="/produkty/cnc-soustruhy">Více informací</a>
    </article>
  </div>
</section>
<section class="video container">
  <h2>Podívejte se, jak vzniká VMC 1000</h2>
  <div class="video-wrapper">
    <iframe width="960" height="540" src="https://www.youtube-nocookie.com/embed/q8LrV3wT2aQ?rel=0" title="KOVOMAT VMC 1000 – výroba" frameborder="0" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>
  </div>
</section>
<section class="numbers">
  <div class="container">
    <div><strong>1951</strong><span>rok založení</span></div>
    <div><strong>4 300+</strong><span>dodaných strojů</span></div>
    <div><strong>27</strong><span>zemí</span></div>
    <div><strong>310</strong><span>zaměstnanců</span></div>
  </div>
</section>
<section class="refs container">
  <h2>Důvěřují nám</h2>
  <ul class="logo-strip">
    <li><img src="/fileadmin/user_upload/reference/zetor.svg" alt="ZETOR TRACTORS"></li>
    <li><img src="/fileadmin/user_upload/reference/hydraulika-prerov.svg" alt="Hydraulika Přerov"></li>
    <li><img src="/fileadmin/user_upload/reference/slevarna-zlin.svg" alt="Slévárna Zlín"></li>
    <li><img src="/fileadmin/user_upload/reference/moravia-gears.svg" alt="Moravia Gears"></li>
  </ul>
  <a href="/reference">Všechny reference</a>
</section>
<section class="news container">
  <h2>Novinky</h2>
  <article>
    <time datetime="2024-09-12">12. 9. 2024</time>
    <h3>Potkejte nás na MSV 2024</h3>
    <p>Na Mezinárodním strojírenském veletrhu v Brně představíme pětiosé centrum VMC 1000-5X. Najdete nás v pavilonu P, stánek 071. Více o veletrhu na <a href="https://www.bvv.cz/msv/" target="_blank" rel="noopener">www.bvv.cz/msv</a>.</p>
  </article>
  <article>
    <time datetime="2024-05-02">2. 5. 2024</time>
    <h3>Nové zastoupení v Rumunsku</h3>
    <p>Naše stroje nově nabízí a servisuje společnost Maşini Unelte Banat z Temešváru. Kontakty najdete na stránce <a href="/obchodni-zastoupeni">Obchodní zastoupení</a>.</p>
  </article>
</section>`,
      ),
    },
    '/produkty/vertikalni-centra': {
      headers,
      html: page(
        'Vertikální obráběcí centra VMC',
        'Vertikální obráběcí centra VMC 800, VMC 1000 a VMC 1600 s řídicím systémem dle volby zákazníka.',
        '/produkty/vertikalni-centra',
        `
<nav class="breadcrumb"><a href="/">Úvod</a> › <a href="/produkty/vertikalni-centra">Produkty</a> › Vertikální centra</nav>
<section class="container">
  <h1>Vertikální obráběcí centra VMC</h1>
  <p>Řada VMC je postavena na litinovém loži s žebrováním optimalizovaným metodou konečných prvků. Lineární vedení, kuličkové šrouby s předepnutím a teplotní kompenzace zajišťují přesnost polohování 0,005 mm.</p>
  <table class="spec-table">
    <thead><tr><th>Parametr</th><th>VMC 800</th><th>VMC 1000</th><th>VMC 1600</th></tr></thead>
    <tbody>
      <tr><td>Pojezd X / Y / Z (mm)</td><td>800 / 520 / 560</td><td>1 020 / 600 / 620</td><td>1 600 / 800 / 720</td></tr>
      <tr><td>Upínací plocha stolu (mm)</td><td>1 000 × 500</td><td>1 200 × 600</td><td>1 800 × 800</td></tr>
      <tr><td>Otáčky vřetena (ot./min)</td><td>12 000</td><td>15 000 / 18 000</td><td>10 000</td></tr>
      <tr><td>Zásobník nástrojů</td><td>24</td><td>30 / 40</td><td>40 / 60</td></tr>
      <tr><td>Řídicí systém</td><td colspan="3">Heidenhain TNC7, Siemens SINUMERIK ONE nebo FANUC 0i-MF Plus</td></tr>
    </tbody>
  </table>
  <h2>Volitelné příslušenství</h2>
  <ul>
    <li>Otočný stůl pro 4. osu, sklopný stůl pro 5osé obrábění</li>
    <li>Dotyková sonda obrobku a laserové měření nástrojů</li>
    <li>Chlazení středem vřetena 20/40 bar, dopravník třísek</li>
    <li>Robotická buňka pro automatickou výměnu obrobků</li>
  </ul>
  <p>S kým spolupracujeme na klíčových komponentách, najdete na stránce <a href="/o-spolecnosti/dodavatele">Technologičtí partneři</a>.</p>
  <a class="btn btn--primary" href="/kontakt">Nezávazná poptávka</a>
</section>`,
      ),
    },
    '/o-spolecnosti': {
      headers,
      html: page(
        'O společnosti',
        'Historie a současnost strojírny KOVOMAT v Uherském Brodě.',
        '/o-spolecnosti',
        `
<section class="container">
  <h1>O společnosti</h1>
  <p>KOVOMAT navazuje na tradici strojírenské výroby v Uherském Brodě, která začala v roce 1951. Po privatizaci v roce 1994 jsme se zaměřili na vývoj vlastních obráběcích center. Dnes dodáváme stroje do 27 zemí a zhruba 70 % produkce vyvážíme.</p>
  <h2>Vývoj a výroba pod jednou střechou</h2>
  <p>Konstrukce, výroba dílů, montáž i zkoušky strojů probíhají v našem areálu o rozloze 42 000 m². Vlastní klimatizovaná měrovna a montážní hala s jeřáby do 20 t nám umožňují garantovat přesnost každého stroje.</p>
  <h2>Kvalita a certifikace</h2>
  <p>Systém managementu kvality je certifikován podle ČSN EN ISO 9001:2016 a environmentální management podle ISO 14001:2016. Certifikaci provádí <a href="https://www.tuv-sud.cz/" target="_blank" rel="noopener">TÜV SÜD Czech</a>.</p>
  <h2>Partneři</h2>
  <p>Na vývoji spolupracujeme s předními výrobci řídicích systémů a komponent. Přehled najdete na stránce <a href="/o-spolecnosti/dodavatele">Technologičtí partneři a dodavatelé</a>. Prodej v zahraničí zajišťuje síť <a href="/obchodni-zastoupeni">obchodních zástupců</a>.</p>
  <h2>Vedení společnosti</h2>
  <ul class="people">
    <li><strong>Ing. Pavel Hrabal</strong> — předseda představenstva</li>
    <li><strong>Ing. Markéta Šustková</strong> — obchodní ředitelka</li>
    <li><strong>Ing. Tomáš Zapletal, Ph.D.</strong> — technický ředitel</li>
  </ul>
</section>`,
      ),
    },
    '/o-spolecnosti/dodavatele': {
      headers,
      html: page(
        'Technologičtí partneři a dodavatelé',
        'Řídicí systémy, měřicí technika a ložiska, na kterých stavíme naše stroje.',
        '/o-spolecnosti/dodavatele',
        `
<nav class="breadcrumb"><a href="/">Úvod</a> › <a href="/o-spolecnosti">O společnosti</a> › Technologičtí partneři</nav>
<section class="container">
  <h1>Technologičtí partneři a dodavatelé</h1>
  <p>Kvalita stroje stojí na kvalitě jeho komponent. Proto dlouhodobě spolupracujeme s výrobci, kteří patří ve svém oboru ke světové špičce. Zákazník si u každého stroje volí řídicí systém podle toho, na jaký je zvyklá jeho dílna.</p>
  <div class="partner-logos">
    <a href="https://www.heidenhain.com/" target="_blank" rel="noopener" title="HEIDENHAIN"><img src="/fileadmin/partneri/heidenhain.svg" alt="HEIDENHAIN" width="160"></a>
    <a href="https://www.siemens.com/cz/cs/produkty/automatizace/systemy/cnc-sinumerik.html" target="_blank" rel="noopener" title="Siemens SINUMERIK"><img src="/fileadmin/partneri/siemens.svg" alt="Siemens" width="160"></a>
    <a href="https://www.fanuc.eu/cz/cs" target="_blank" rel="noopener" title="FANUC"><img src="/fileadmin/partneri/fanuc.svg" alt="FANUC" width="160"></a>
    <a href="https://www.renishaw.com/cs/" target="_blank" rel="noopener" title="Renishaw"><img src="/fileadmin/partneri/renishaw.svg" alt="Renishaw" width="160"></a>
    <a href="https://www.schaeffler.com/" target="_blank" rel="noopener" title="Schaeffler"><img src="/fileadmin/partneri/schaeffler.svg" alt="Schaeffler" width="160"></a>
  </div>
  <h2>Řídicí systémy</h2>
  <p>Stroje dodáváme s řídicími systémy HEIDENHAIN TNC7 a TNC 640, Siemens SINUMERIK ONE a FANUC 0i-MF Plus / 31i-B5. Jako certifikovaný OEM partner všech tří výrobců provádíme uvedení do provozu i zaškolení obsluhy vlastními techniky.</p>
  <h2>Měření a ložiska</h2>
  <p>Dotykové sondy a laserové systémy pro měření nástrojů dodává Renishaw, ložiska vřeten a lineární vedení společnost Schaeffler (značky FAG a INA).</p>
</section>`,
      ),
    },
    '/obchodni-zastoupeni': {
      headers,
      html: page(
        'Obchodní zastoupení',
        'Prodej a servis strojů KOVOMAT v České republice a v zahraničí.',
        '/obchodni-zastoupeni',
        `
<section class="container">
  <h1>Obchodní zastoupení</h1>
  <p>V České republice prodáváme přímo. V ostatních zemích vám stroj nabídne, nainstaluje a bude servisovat náš autorizovaný obchodní zástupce.</p>
  <h2>Česká republika</h2>
  <p>Obchodní oddělení KOVOMAT, tel. <a href="tel:+420572611210">+420 572 611 210</a>, <a href="mailto:obchod@kovomat-ub.cz">obchod@kovomat-ub.cz</a></p>
  <h2>Zahraniční zastoupení</h2>
  <table class="dealers">
    <thead><tr><th>Země</th><th>Společnost</th><th>Kontakt</th><th>Web</th></tr></thead>
    <tbody>
      <tr><td>Slovensko</td><td>STROJMARKET SK s.r.o., Žilina</td><td>+421 41 500 2210</td><td><a href="https://www.strojmarket.sk/" target="_blank" rel="noopener">www.strojmarket.sk</a></td></tr>
      <tr><td>Polsko</td><td>Obrabiarki Nowak Sp. z o.o., Bielsko-Biała</td><td>+48 33 812 44 70</td><td><a href="https://nowak-obrabiarki.pl/" target="_blank" rel="noopener">nowak-obrabiarki.pl</a></td></tr>
      <tr><td>Německo, Rakousko</td><td>WMT Werkzeugmaschinen Thüringen GmbH, Erfurt</td><td>+49 361 6013 880</td><td><a href="https://www.wmt-thueringen.de/" target="_blank" rel="noopener">www.wmt-thueringen.de</a></td></tr>
      <tr><td>Maďarsko</td><td>Gépcentrum Kft., Győr</td><td>+36 96 510 340</td><td>www.gepcentrum.hu</td></tr>
      <tr><td>Rumunsko</td><td>Maşini Unelte Banat SRL, Timişoara</td><td>+40 256 220 917</td><td><a href="https://mubanat.ro/" target="_blank" rel="noopener">mubanat.ro</a></td></tr>
      <tr><td>Ukrajina</td><td>TOV Verstat-Servis, Lviv</td><td>+380 32 245 1180</td><td>—</td></tr>
    </tbody>
  </table>
  <p>Máte zájem zastupovat KOVOMAT ve své zemi? Napište obchodní ředitelce na <a href="mailto:marketa.sustkova@kovomat-ub.cz">marketa.sustkova@kovomat-ub.cz</a>.</p>
</section>`,
      ),
    },
    '/partneri': { status: 301, redirect: '/obchodni-zastoupeni' },
    '/reference': {
      headers,
      html: page(
        'Reference',
        'Vybrané instalace strojů KOVOMAT u zákazníků v Česku i v zahraničí.',
        '/reference',
        `
<section class="container">
  <h1>Reference</h1>
  <p>Naše stroje pracují v automobilovém průmyslu, zemědělském strojírenství, hydraulice i ve slévárnách.</p>
  <article class="case">
    <h2>ZETOR TRACTORS a.s., Brno</h2>
    <p>Linka šesti horizontálních center HMC 630 pro obrábění skříní převodovek. Dodávka včetně paletového zásobníku a robotického zakládání.</p>
    <p><a href="https://www.zetor.cz/" target="_blank" rel="noopener">www.zetor.cz</a></p>
  </article>
  <article class="case">
    <h2>Hydraulika Přerov s.r.o.</h2>
    <p>Tři soustruhy SL 400 s poháněnými nástroji nahradily původní konvenční stroje. Čas obrábění pístnice se zkrátil o 38 %.</p>
    <p><a href="https://www.hydraulika-prerov.cz/" target="_blank" rel="noopener">www.hydraulika-prerov.cz</a></p>
  </article>
  <article class="case">
    <h2>Slévárna Zlín a.s.</h2>
    <p>Retrofit dvou starších center VMC 1600 na řídicí systém SINUMERIK ONE.</p>
  </article>
  <blockquote>„Stroje z Brodu u nás jedou ve třech směnách už patnáct let. Servis přijede do druhého dne.“ <cite>— Ing. Radek Kolář, vedoucí výroby, Hydraulika Přerov</cite></blockquote>
</section>`,
      ),
    },
    '/kariera': {
      headers,
      html: page(
        'Kariéra',
        'Pracovní příležitosti ve strojírně KOVOMAT a spolupráce se školami.',
        '/kariera',
        `
<section class="container">
  <h1>Kariéra v KOVOMATu</h1>
  <p>Hledáme konstruktéry, programátory CNC, montážníky a servisní techniky. Nabízíme stabilní práci, 25 dní dovolené, stravenky a příspěvek na penzijní spoření.</p>
  <h2>Volná místa</h2>
  <ul class="jobs">
    <li><a href="/kariera/konstrukter-obrabecich-stroju">Konstruktér obráběcích strojů</a> — Uherský Brod, HPP</li>
    <li><a href="/kariera/servisni-technik-zahranici">Servisní technik pro zahraničí</a> — Uherský Brod, HPP</li>
    <li><a href="/kariera/montaznik-elektro">Elektromontážník</a> — Uherský Brod, HPP</li>
  </ul>
  <p>Všechny nabídky zveřejňujeme také na portálu <a href="https://www.jobs.cz/prace/uhersky-brod/" target="_blank" rel="noopener">Jobs.cz</a>.</p>
  <h2>Partnerské školy</h2>
  <p>Budoucí kolegy si vychováváme sami. Se <a href="https://www.spsub.cz/" target="_blank" rel="noopener">Střední průmyslovou školou Uherský Brod</a> máme partnerskou smlouvu o duálním vzdělávání: žáci oboru mechanik seřizovač u nás absolvují odbornou praxi a nejlepší z nich získávají firemní stipendium. S Fakultou technologickou <a href="https://www.utb.cz/" target="_blank" rel="noopener">Univerzity Tomáše Bati ve Zlíně</a> spolupracujeme na diplomových pracích a na výzkumu tlumení vibrací vřeten.</p>
</section>`,
      ),
    },
    '/kontakt': {
      headers,
      html: page(
        'Kontakt',
        'Kontaktujte obchodní oddělení a servis KOVOMAT Uherský Brod.',
        '/kontakt',
        `
<section class="container contact">
  <h1>Kontakt</h1>
  <div class="contact-grid">
    <div>
      <h2>Sídlo a výroba</h2>
      <p>KOVOMAT Uherský Brod a.s.<br>Průmyslová 1480<br>688 01 Uherský Brod</p>
      <p>Recepce: <a href="tel:+420572611200">+420 572 611 200</a></p>
      <p>Obchod: <a href="mailto:obchod@kovomat-ub.cz">obchod@kovomat-ub.cz</a><br>Servis: <a href="mailto:servis@kovomat-ub.cz">servis@kovomat-ub.cz</a>, linka 24/7 <a href="tel:+420572611299">+420 572 611 299</a></p>
      <p><a href="https://mapy.cz/s/kovomat-ub" target="_blank" rel="noopener">Zobrazit na Mapy.cz</a></p>
    </div>
    <form method="post" action="/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend" class="contact-form" id="poptavka-12">
      <label>Jméno a příjmení <input type="text" name="tx_form_formframework[poptavka-12][name]" required></label>
      <label>Firma <input type="text" name="tx_form_formframework[poptavka-12][company]"></label>
      <label>E-mail <input type="email" name="tx_form_formframework[poptavka-12][email]" required></label>
      <label>Zpráva <textarea name="tx_form_formframework[poptavka-12][message]" rows="5"></textarea></label>
      <label class="checkbox"><input type="checkbox" name="tx_form_formframework[poptavka-12][gdpr]" required> Souhlasím se <a href="/ochrana-osobnich-udaju">zpracováním osobních údajů</a></label>
      <button type="submit">Odeslat poptávku</button>
    </form>
  </div>
</section>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/produkty/vertikalni-centra',
    '/o-spolecnosti',
    '/o-spolecnosti/dodavatele',
    '/obchodni-zastoupeni',
    '/reference',
    '/kariera',
    '/kontakt',
  ],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'jquery', 'cookieyes', 'google-tag-manager', 'youtube', 'open-graph'],
  partners: {
    'heidenhain.com': 'technology',
    'siemens.com': 'technology',
    'fanuc.eu': 'technology',
    'renishaw.com': 'technology',
    'schaeffler.com': 'technology',
    'strojmarket.sk': 'channel',
    'nowak-obrabiarki.pl': 'channel',
    'wmt-thueringen.de': 'channel',
    'gepcentrum.hu': 'channel',
    'mubanat.ro': 'channel',
    'spsub.cz': 'generic',
    'utb.cz': 'generic',
  },
};
