import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.oknawisniewski.pl';

const head = (title: string, bodyClass: string) => `<!DOCTYPE html>
<html lang="pl-pl" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Producent okien PVC i aluminiowych oraz drzwi zewnętrznych. Sieć salonów partnerskich w całej Polsce.">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${title}</title>
<link href="/images/favicon.png" rel="icon" type="image/vnd.microsoft.icon">
<link href="/media/vendor/joomla-custom-elements/css/joomla-alert.min.css?0.2.0" rel="stylesheet" />
<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet" />
<link href="/plugins/system/helixultimate/assets/css/system-j4.min.css" rel="stylesheet" />
<link href="/templates/shaper_helixultimate/css/font-awesome.min.css" rel="stylesheet" />
<link href="/templates/shaper_helixultimate/css/fa-v4-shims.css" rel="stylesheet" />
<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet" />
<link href="/templates/shaper_helixultimate/css/presets/preset2.css" rel="stylesheet" />
<link href="//fonts.googleapis.com/css?family=Montserrat:100,200,300,400,500,600,700,800,900&amp;subset=latin-ext&amp;display=swap" rel="stylesheet" media="none" onload="media=&quot;all&quot;" />
<style>.sp-megamenu-parent > li > a { font-family: 'Montserrat', sans-serif; } #sp-header { height: 90px; }</style>
<script type="application/json" class="joomla-script-options new">{"data":{"breakpoints":{"tablet":991,"mobile":480},"header":{"stickyOffset":"100"}},"csrf.token":"5f0b3e2d9a8c7b6a5f4e3d2c1b0a9f8e","system.paths":{"root":"","base":""}}</script>
<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/media/legacy/js/jquery-noconflict.min.js?647005fc12b79b3ca2bb30c059899d5994e3e34d"></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
<script src="/templates/shaper_helixultimate/js/main.js"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-3PL8QW1XKD"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-3PL8QW1XKD', { 'anonymize_ip': true });
</script>
</head>
<body class="site helix-ultimate hu ${bodyClass} pl-pl ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
<div class="body-wrapper">
<div class="body-innerwrapper">
<div id="sp-top-bar"><div class="container"><div class="container-inner"><div class="row">
  <div id="sp-top1" class="col-lg-6"><div class="sp-column text-center text-lg-start"><ul class="sp-contact-info"><li class="sp-contact-phone"><span class="fas fa-phone" aria-hidden="true"></span> <a href="tel:+48146215500">+48 14 621 55 00</a></li><li class="sp-contact-email"><span class="far fa-envelope" aria-hidden="true"></span> <a href="mailto:biuro@oknawisniewski.pl">biuro@oknawisniewski.pl</a></li></ul></div></div>
  <div id="sp-top2" class="col-lg-6"><div class="sp-column text-center text-lg-end"><ul class="social-icons"><li class="social-icon-facebook"><a target="_blank" rel="noopener noreferrer" href="https://www.facebook.com/OknaWisniewski" aria-label="Facebook"><span class="fab fa-facebook" aria-hidden="true"></span></a></li><li class="social-icon-youtube"><a target="_blank" rel="noopener noreferrer" href="https://www.youtube.com/@oknawisniewski" aria-label="Youtube"><span class="fab fa-youtube" aria-hidden="true"></span></a></li></ul></div></div>
</div></div></div></div>
<header id="sp-header">
<div class="container"><div class="container-inner"><div class="row">
  <div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/okna-wisniewski-logo.svg" alt="Okna Wiśniewski - producent okien i drzwi"></a></div></div></div>
  <div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center">
    <nav class="sp-megamenu-wrapper d-flex" role="navigation"><a id="offcanvas-toggler" aria-label="Menu" class="offcanvas-toggler-right d-flex d-lg-none" href="#"><div class="burger-icon" aria-hidden="true"><span></span><span></span><span></span></div></a>
    <ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">
      <li class="sp-menu-item current-item active"><a aria-current="page" href="/">Start</a></li>
      <li class="sp-menu-item sp-has-child"><a href="/oferta">Oferta</a><div class="sp-dropdown sp-dropdown-main sp-menu-right" style="width: 240px;"><div class="sp-dropdown-inner"><ul class="sp-dropdown-items">
        <li class="sp-menu-item"><a href="/oferta/okna-pcv">Okna PCV</a></li>
        <li class="sp-menu-item"><a href="/oferta/okna-aluminiowe">Okna aluminiowe</a></li>
        <li class="sp-menu-item"><a href="/oferta/drzwi-zewnetrzne">Drzwi zewnętrzne</a></li>
        <li class="sp-menu-item"><a href="/oferta/rolety-i-moskitiery">Rolety i moskitiery</a></li>
      </ul></div></div></li>
      <li class="sp-menu-item"><a href="/realizacje">Realizacje</a></li>
      <li class="sp-menu-item"><a href="/gdzie-kupic">Gdzie kupić</a></li>
      <li class="sp-menu-item"><a href="/dla-partnerow">Dla partnerów</a></li>
      <li class="sp-menu-item"><a href="/o-firmie">O firmie</a></li>
      <li class="sp-menu-item"><a href="/kontakt">Kontakt</a></li>
    </ul></nav>
  </div></div>
</div></div></div>
</header>
<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row">
<main id="sp-component" class="col-lg-12"><div class="sp-column"><div id="system-message-container" aria-live="polite"></div>
`;

const foot = `
</div></main>
</div></div></div></section>
<section id="sp-bottom"><div class="container"><div class="container-inner"><div class="row">
  <div id="sp-bottom1" class="col-sm-col-sm-6 col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Okna Wiśniewski Sp. z o.o.</h3><div class="sp-module-content"><div class="mod-custom custom">
    <p>ul. Przemysłowa 14<br>33-100 Tarnów<br>NIP 993-021-44-18 · KRS 0000284417</p>
  </div></div></div></div></div>
  <div id="sp-bottom2" class="col-sm-col-sm-6 col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Na skróty</h3><div class="sp-module-content"><ul class="menu">
    <li class="item-131"><a href="/gdzie-kupic">Salony sprzedaży</a></li>
    <li class="item-132"><a href="/dla-partnerow">Zostań dealerem</a></li>
    <li class="item-133"><a href="https://b2b.oknawisniewski.pl/login" target="_blank" rel="noopener noreferrer">Panel B2B dla dealerów</a></li>
    <li class="item-134"><a href="/polityka-prywatnosci">Polityka prywatności</a></li>
    <li class="item-135"><a href="https://www.wisniewski-fenster.de/" target="_blank" rel="noopener noreferrer">Deutsch</a></li>
  </ul></div></div></div></div>
  <div id="sp-bottom3" class="col-lg-4"><div class="sp-column"><div class="sp-module"><div class="sp-module-content"><div class="mod-custom custom">
    <p><img src="/images/stopka/fundusze-europejskie-pasek.jpg" alt="Fundusze Europejskie - Program Regionalny"></p>
    <p>Projekt „Wdrożenie innowacyjnej linii do produkcji okien energooszczędnych” współfinansowany ze środków Unii Europejskiej.</p>
  </div></div></div></div></div>
</div></div></div></section>
<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row">
  <div id="sp-footer1" class="col-lg-12"><div class="sp-column"><span class="sp-copyright">© 2025 Okna Wiśniewski. Wszelkie prawa zastrzeżone.</span></div></div>
</div></div></div></footer>
</div></div>
<div class="offcanvas-overlay"></div>
<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>
</body>
</html>`;

const dealersTableHead = `<table style="width: 100%; border-collapse: collapse;" border="1" cellpadding="6">
<tbody>
<tr style="background-color: #e8eef5;">
<td style="width: 18%;"><strong>Województwo</strong></td>
<td style="width: 26%;"><strong>Firma</strong></td>
<td style="width: 26%;"><strong>Adres</strong></td>
<td style="width: 14%;"><strong>Telefon</strong></td>
<td style="width: 16%;"><strong>WWW</strong></td>
</tr>`;

export const site: CorpusSite = {
  domain: 'oknawisniewski.pl',
  otherDomains: ['wisniewski-fenster.de'],
  covers:
    'Polish window manufacturer on Joomla 4 + Helix Ultimate: dealer network as a layout table (bold first row, no th) split over two article pages (?start=1), websites linked, written as plain text, missing or Facebook-only, registrable domains under regional suffixes (wroclaw.pl, waw.pl, com.pl), foreign partners on page 2; traps are component-supplier logos, a developer client, an EU-funds banner, a trade fair, an association membership, the own B2B portal and the own German subsidiary.',
  sitemap: [`${W}/`, `${W}/gdzie-kupic`, `${W}/dla-partnerow`, `${W}/realizacje`, `${W}/o-firmie`, `${W}/aktualnosci/targi-budma-2025`],
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': '8a2d6f0b1c9e4a7d3f5b8c0e2a4d6f81=q1v9k5r2m7s3t8u0p4n6; path=/; secure; HttpOnly; SameSite=Lax',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
      },
      html: `${head('Okna Wiśniewski – producent okien PCV i aluminiowych', 'com_content view-featured layout-default task-none itemid-101')}
<div class="blog-featured">
  <div class="items-leading clearfix">
    <div class="article">
      <h1>Okna, które trzymają ciepło od 1994 roku</h1>
      <p>Produkujemy okna PCV w systemach 5- i 6-komorowych, okna aluminiowe i drzwi zewnętrzne. Nasze wyroby montują autoryzowani dealerzy w całej Polsce.</p>
      <p><a class="btn btn-primary" href="/gdzie-kupic">Znajdź salon w swoim województwie</a> <a class="btn btn-outline-primary" href="/oferta/okna-pcv">Zobacz ofertę</a></p>
    </div>
  </div>
  <div class="items-row cols-3 row-0 row">
    <div class="col-lg-4 item column-1"><h2><a href="/oferta/okna-pcv">Okna PCV</a></h2><p>Uw od 0,72 W/m²K, pakiety trzyszybowe, okucia z mikrowentylacją.</p></div>
    <div class="col-lg-4 item column-2"><h2><a href="/oferta/okna-aluminiowe">Aluminium</a></h2><p>Systemy przesuwne HST i fasady dla inwestycji komercyjnych.</p></div>
    <div class="col-lg-4 item column-3"><h2><a href="/oferta/drzwi-zewnetrzne">Drzwi</a></h2><p>Drzwi wejściowe z wypełnieniem panelowym i zamkami wielopunktowymi.</p></div>
  </div>
</div>
<div class="moduletable"><h3>Aktualności</h3>
<ul class="mod-articleslatest latestnews mod-list">
  <li itemscope itemtype="https://schema.org/Article"><a href="/aktualnosci/targi-budma-2025" itemprop="url"><span itemprop="name">Spotkajmy się na targach BUDMA 2025</span></a></li>
  <li itemscope itemtype="https://schema.org/Article"><a href="/aktualnosci/nowa-linia-produkcyjna" itemprop="url"><span itemprop="name">Uruchomiliśmy nową linię do zgrzewania profili</span></a></li>
</ul></div>
${foot}`,
    },
    [`${W}/gdzie-kupic`]: {
      html: `${head('Gdzie kupić – Okna Wiśniewski', 'com_content view-article layout-default task-none itemid-112')}
<div class="article-details " itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="pl-PL">
<div class="article-header"><h1 itemprop="headline">Gdzie kupić</h1></div>
<div itemprop="articleBody">
<div class="pagenavcounter">Strona 1 z 2</div>
<p>Nasze okna i drzwi kupisz wyłącznie u autoryzowanych partnerów handlowych, którzy zapewniają pomiar, montaż i serwis gwarancyjny. Lista jest aktualizowana raz na kwartał (stan na 01.2025).</p>
<p><strong>Salony partnerskie – województwa od A do P</strong></p>
${dealersTableHead}
<tr><td>dolnośląskie</td><td>Okna-Dom Wrocław</td><td>ul. Legnicka 58, 54-204 Wrocław</td><td>71 355 20 14</td><td><a href="http://www.oknadom.wroclaw.pl" target="_blank" rel="noopener">www.oknadom.wroclaw.pl</a></td></tr>
<tr><td>dolnośląskie</td><td>PHU Budmax Marek Zieliński</td><td>ul. Kolejowa 3, 58-100 Świdnica</td><td>604 218 330</td><td>—</td></tr>
<tr><td>kujawsko-pomorskie</td><td>Okna Toruń Sp. z o.o.</td><td>ul. Szosa Lubicka 112, 87-100 Toruń</td><td>56 654 90 01</td><td>www.okna-torun.pl</td></tr>
<tr><td>lubelskie</td><td>Fenestra Lublin</td><td>al. Witosa 24, 20-315 Lublin</td><td>81 744 12 90</td><td><a href="https://fenestra-lublin.pl/" target="_blank" rel="noopener">fenestra-lublin.pl</a></td></tr>
<tr><td>łódzkie</td><td>Salon Okien Łódź</td><td>ul. Rzgowska 170, 93-008 Łódź</td><td>42 684 33 19</td><td><a href="https://www.salonokienlodz.pl/" target="_blank" rel="noopener">salonokienlodz.pl</a></td></tr>
<tr><td>małopolskie</td><td>Okna Kraków – Jan Nowak</td><td>ul. Półłanki 64, 30-740 Kraków</td><td>12 653 41 88</td><td><a href="http://oknakrakow.com.pl" target="_blank" rel="noopener">oknakrakow.com.pl</a></td></tr>
<tr><td>małopolskie</td><td>Salon firmowy Tarnów (producent)</td><td>ul. Przemysłowa 14, 33-100 Tarnów</td><td>14 621 55 00</td><td><a href="/kontakt">kontakt</a></td></tr>
<tr><td>mazowieckie</td><td>Termo-Okna Warszawa</td><td>ul. Połczyńska 31A, 01-377 Warszawa</td><td>22 664 70 12</td><td><a href="https://termookna.waw.pl/salon" target="_blank" rel="noopener">termookna.waw.pl</a></td></tr>
<tr><td>mazowieckie</td><td>Drzwi i Okna Radom</td><td>ul. Żółkiewskiego 9, 26-600 Radom</td><td>48 360 44 21</td><td><a href="https://www.facebook.com/drzwiioknaradom" target="_blank" rel="noopener">Facebook</a></td></tr>
<tr><td>opolskie</td><td>Okna Opolskie</td><td>ul. Wrocławska 150, 45-837 Opole</td><td>77 455 08 60</td><td><a href="https://oknaopolskie.pl/" target="_blank" rel="noopener">oknaopolskie.pl</a></td></tr>
<tr><td>podkarpackie</td><td>Montaż-Stolarka Rzeszów</td><td>al. Krakowska 20, 35-111 Rzeszów</td><td>17 862 19 30</td><td><a href="https://www.stolarka-rzeszow.pl/?ref=wisniewski" target="_blank" rel="noopener">stolarka-rzeszow.pl</a></td></tr>
</tbody>
</table>
<p> </p>
<p>Nie ma salonu w Twojej okolicy? Zadzwoń do działu handlowego: <a href="tel:+48146215510">14 621 55 10</a>.</p>
</div>
<div class="pager"><ul class="pagination"><li class="page-item previous disabled"><span class="page-link">« Poprzednia</span></li><li class="page-item next"><a class="page-link" href="/gdzie-kupic?start=1" title="Strona 2">Następna »</a></li></ul></div>
</div>
${foot}`,
    },
    [`${W}/gdzie-kupic?start=1`]: {
      html: `${head('Gdzie kupić – Strona 2 – Okna Wiśniewski', 'com_content view-article layout-default task-none itemid-112')}
<div class="article-details " itemscope itemtype="https://schema.org/Article">
<div class="article-header"><h1 itemprop="headline">Gdzie kupić</h1></div>
<div itemprop="articleBody">
<div class="pagenavcounter">Strona 2 z 2</div>
<p><strong>Salony partnerskie – województwa od P do Z</strong></p>
${dealersTableHead}
<tr><td>pomorskie</td><td>Okna Bałtyk</td><td>ul. Grunwaldzka 472, 80-309 Gdańsk</td><td>58 341 77 02</td><td><a href="https://oknabaltyk.pl" target="_blank" rel="noopener">oknabaltyk.pl</a></td></tr>
<tr><td>śląskie</td><td>Okna Śląsk Serwis</td><td>ul. Bocheńskiego 38, 40-859 Katowice</td><td>32 254 60 18</td><td>oknaslask.pl</td></tr>
<tr><td>śląskie</td><td>Stolarka Budowlana Gliwice</td><td>ul. Toszecka 101, 44-100 Gliwice</td><td>32 231 45 66</td><td></td></tr>
<tr><td>świętokrzyskie</td><td>Kielce Okna</td><td>ul. Zagnańska 84, 25-558 Kielce</td><td>41 345 12 90</td><td><a href="http://www.kielceokna.pl/" target="_blank" rel="noopener">www.kielceokna.pl</a></td></tr>
<tr><td>warmińsko-mazurskie</td><td>Okna Mazury</td><td>ul. Lubelska 43, 10-408 Olsztyn</td><td>89 533 21 07</td><td><a href="https://oknamazury.pl/" target="_blank" rel="noopener">oknamazury.pl</a></td></tr>
<tr><td>wielkopolskie</td><td>Okna Poznań PRO</td><td>ul. Głogowska 218, 60-104 Poznań</td><td>61 830 55 44</td><td><a href="https://www.oknapoznan.pl/" target="_blank" rel="noopener">oknapoznan.pl</a></td></tr>
<tr><td>zachodniopomorskie</td><td>Szczecin Okna</td><td>ul. Struga 17, 70-784 Szczecin</td><td>91 482 30 11</td><td><a href="https://szczecinokna.pl/" target="_blank" rel="noopener">szczecinokna.pl</a></td></tr>
</tbody>
</table>
<p> </p>
<p><strong>Partnerzy zagraniczni</strong></p>
<p>Niemcy: Fenster-Partner Berlin GmbH, Landsberger Allee 366, 12681 Berlin – <a href="https://www.fensterpartner-berlin.de/" target="_blank" rel="noopener">fensterpartner-berlin.de</a><br>Wielka Brytania: Okna UK Ltd, Unit 4 Park Royal, London NW10 – <a href="https://oknauk.co.uk/" target="_blank" rel="noopener">oknauk.co.uk</a><br>Niemcy – sprzedaż bezpośrednia przez nasz oddział: <a href="https://www.wisniewski-fenster.de/" target="_blank" rel="noopener">Wiśniewski Fenster GmbH</a></p>
</div>
<div class="pager"><ul class="pagination"><li class="page-item previous"><a class="page-link" href="/gdzie-kupic" title="Strona 1">« Poprzednia</a></li><li class="page-item next disabled"><span class="page-link">Następna »</span></li></ul></div>
</div>
${foot}`,
    },
    [`${W}/dla-partnerow`]: {
      html: `${head('Dla partnerów – Okna Wiśniewski', 'com_content view-article layout-default task-none itemid-113')}
<div class="article-details "><div class="article-header"><h1>Zostań naszym dealerem</h1></div>
<div itemprop="articleBody">
<p>Szukamy firm montażowych i salonów stolarki budowlanej w województwach lubuskim i podlaskim. Oferujemy:</p>
<ul>
<li>krótkie terminy realizacji (od 10 dni roboczych),</li>
<li>własny transport z windą HDS,</li>
<li>szkolenia montażowe w zakresie montażu warstwowego,</li>
<li>ekspozycję salonową na preferencyjnych warunkach,</li>
<li>dostęp do panelu zamówień <a href="https://b2b.oknawisniewski.pl/login">B2B</a> z konfiguratorem i cennikiem.</li>
</ul>
<p>Wypełnij formularz, a opiekun regionu skontaktuje się z Tobą w ciągu 2 dni roboczych.</p>
<form action="/dla-partnerow" method="post" class="form-validate">
<div class="mb-3"><label for="firma">Nazwa firmy</label><input class="form-control" id="firma" name="jform[firma]" type="text" required></div>
<div class="mb-3"><label for="nip">NIP</label><input class="form-control" id="nip" name="jform[nip]" type="text"></div>
<div class="mb-3"><label for="email">E-mail</label><input class="form-control" id="email" name="jform[email]" type="email" required></div>
<button class="btn btn-primary" type="submit">Wyślij zgłoszenie</button>
<input type="hidden" name="5f0b3e2d9a8c7b6a5f4e3d2c1b0a9f8e" value="1">
</form>
</div></div>
${foot}`,
    },
    [`${W}/o-firmie`]: {
      html: `${head('O firmie – Okna Wiśniewski', 'com_content view-article layout-default task-none itemid-114')}
<div class="article-details "><div class="article-header"><h1>O firmie</h1></div>
<div itemprop="articleBody">
<p>Firma rodzinna założona w 1994 roku przez Stanisława Wiśniewskiego. Zakład w Tarnowie ma 9 000 m² powierzchni produkcyjnej i zatrudnia 160 osób.</p>
<p><strong>Sprawdzone komponenty</strong></p>
<p>Pracujemy wyłącznie na komponentach renomowanych dostawców:</p>
<p><a href="https://www.veka.pl/" target="_blank" rel="noopener"><img src="/images/dostawcy/veka.png" alt="" width="140"></a>   <a href="https://www.roto-frank.com/pl-pl/" target="_blank" rel="noopener"><img src="/images/dostawcy/roto.png" alt="" width="140"></a>   <a href="https://www.pilkington.com/pl-pl/pl" target="_blank" rel="noopener"><img src="/images/dostawcy/pilkington.png" alt="" width="140"></a>   <img src="/images/dostawcy/aluprof.png" alt="Aluprof" width="140"></p>
<p><strong>Certyfikaty i członkostwa</strong></p>
<ul>
<li>Aprobata techniczna i badania ITB (<a href="https://www.itb.pl/" target="_blank" rel="noopener">Instytut Techniki Budowlanej</a>)</li>
<li>Członek <a href="https://zpoid.pl/" target="_blank" rel="noopener">Związku Polskie Okna i Drzwi</a></li>
<li>Gazela Biznesu 2021, 2022, 2023</li>
</ul>
</div></div>
${foot}`,
    },
    [`${W}/realizacje`]: {
      html: `${head('Realizacje – Okna Wiśniewski', 'com_content view-category layout-blog task-none itemid-115')}
<div class="blog"><h1>Realizacje</h1>
<div class="article-list"><div class="row">
<div class="col-lg-6"><div class="article"><h2><a href="/realizacje/osiedle-zielone-tarasy">Osiedle Zielone Tarasy, Kraków</a></h2><p>1 240 okien PCV w kolorze antracyt dla inwestycji dewelopera <a href="https://www.atal.pl/" target="_blank" rel="noopener">ATAL S.A.</a> Montaż: ekipa własna.</p></div></div>
<div class="col-lg-6"><div class="article"><h2><a href="/realizacje/szkola-podstawowa-debica">Szkoła Podstawowa nr 5, Dębica</a></h2><p>Termomodernizacja – wymiana 380 okien w ramach programu rządowego.</p></div></div>
<div class="col-lg-6"><div class="article"><h2><a href="/realizacje/dom-pasywny-nowy-sacz">Dom pasywny pod Nowym Sączem</a></h2><p>Okna z pakietem 0,5 W/m²K i montażem w warstwie ocieplenia.</p></div></div>
</div></div></div>
${foot}`,
    },
    [`${W}/aktualnosci/targi-budma-2025`]: {
      html: `${head('Spotkajmy się na targach BUDMA 2025 – Okna Wiśniewski', 'com_content view-article layout-default task-none itemid-116')}
<div class="article-details "><div class="article-header"><h1>Spotkajmy się na targach BUDMA 2025</h1></div>
<div class="article-info"><span class="published"><time datetime="2025-01-08T09:00:00+01:00">08 styczeń 2025</time></span></div>
<div itemprop="articleBody">
<p>Zapraszamy na nasze stoisko nr 14 w pawilonie 5 podczas <a href="https://www.budma.pl/" target="_blank" rel="noopener">Międzynarodowych Targów Budownictwa BUDMA</a> w Poznaniu (4–7 lutego 2025).</p>
<p>Pokażemy nowe okno w systemie VEKA Softline 82 MD z okuciami Roto NX oraz drzwi z wypełnieniem aluminiowym. Dla dealerów przygotowaliśmy specjalne warunki zamówień targowych.</p>
</div></div>
${foot}`,
    },
  },
  technologies: [
    'bootstrap',
    'font-awesome',
    'google-analytics',
    'google-font-api',
    'google-tag-manager',
    'helix-ultimate',
    'joomla',
    'jquery',
    'nginx',
    'php',
  ],
  partners: {
    'oknadom.wroclaw.pl': 'channel',
    'okna-torun.pl': 'channel',
    'fenestra-lublin.pl': 'channel',
    'salonokienlodz.pl': 'channel',
    'oknakrakow.com.pl': 'channel',
    'termookna.waw.pl': 'channel',
    'oknaopolskie.pl': 'channel',
    'stolarka-rzeszow.pl': 'channel',
    'oknabaltyk.pl': 'channel',
    'oknaslask.pl': 'channel',
    'kielceokna.pl': 'channel',
    'oknamazury.pl': 'channel',
    'oknapoznan.pl': 'channel',
    'szczecinokna.pl': 'channel',
    'fensterpartner-berlin.de': 'channel',
    'oknauk.co.uk': 'channel',
  },
};
