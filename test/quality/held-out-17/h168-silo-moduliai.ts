import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-tilda-server': '23',
  'x-tilda-imprint': '5123456',
  'cache-control': 'public, max-age=0',
};

const PROJECT = '5123456';

const head = (
  title: string,
  desc: string,
  path: string,
  pageId: string,
) => `<!DOCTYPE html> <html lang="lt"> <head> <meta charset="utf-8" /> <meta http-equiv="Content-Type" content="text/html; charset=utf-8" /> <meta name="viewport" content="width=device-width, initial-scale=1.0" /> <!--metatextblock--> <title>${title}</title> <meta name="description" content="${desc}" /> <meta property="og:url" content="https://silomoduliai.lt${path}" /> <meta property="og:title" content="${title}" /> <meta property="og:description" content="${desc}" /> <meta property="og:type" content="website" /> <meta property="og:image" content="https://static.tildacdn.com/tild3863-6431-4e39-b638-356138376633/silo-og.jpg" /> <link rel="canonical" href="https://silomoduliai.lt${path}"> <!--/metatextblock--> <meta name="format-detection" content="telephone=no" /> <meta http-equiv="x-dns-prefetch-control" content="on"> <link rel="dns-prefetch" href="https://ws.tildacdn.com"> <link rel="dns-prefetch" href="https://static.tildacdn.com"> <link rel="shortcut icon" href="https://static.tildacdn.com/tild6433-3130-4237-a662-663735326439/favicon.ico" type="image/x-icon" /> <!-- Assets --> <script src="https://neo.tildacdn.com/js/tilda-fallback-1.0.min.js" async charset="utf-8"></script> <link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-grid-3.0.min.css" type="text/css" media="all" onerror="this.loaderr='y';"/> <link rel="stylesheet" href="https://static.tildacdn.com/ws/project${PROJECT}/tilda-blocks-page${pageId}.min.css?t=1715683201" type="text/css" media="all" onerror="this.loaderr='y';" /> <link rel="preconnect" href="https://fonts.gstatic.com"> <link href="https://fonts.googleapis.com/css2?family=Manrope:wght@300;400;600;700&subset=latin-ext&display=swap" rel="stylesheet"> <link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-animation-2.0.min.css" type="text/css" media="all" onerror="this.loaderr='y';" /> <link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-menusub-1.0.min.css" type="text/css" media="print" onload="this.media='all';" onerror="this.loaderr='y';" /> <link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-forms-1.0.min.css" type="text/css" media="all" onerror="this.loaderr='y';" /> <script nomodule src="https://static.tildacdn.com/js/tilda-polyfill-1.0.min.js" charset="utf-8"></script> <script type="text/javascript">function t_onReady(func) {if (document.readyState != 'loading') {func();} else {document.addEventListener('DOMContentLoaded', func);}}
function t_onFuncLoad(funcName, okFunc, time) {if (typeof window[funcName] === 'function') {okFunc();} else {setTimeout(function() {t_onFuncLoad(funcName, okFunc, time);},(time || 100));}}function t_throttle(fn, threshhold, scope) {return function () {fn.apply(scope || this, arguments);};}</script> <script src="https://static.tildacdn.com/js/jquery-1.10.2.min.js" charset="utf-8" onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-scripts-3.0.min.js" charset="utf-8" defer onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/ws/project${PROJECT}/tilda-blocks-page${pageId}.min.js?t=1715683201" charset="utf-8" async onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-lazyload-1.0.min.js" charset="utf-8" async onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-animation-2.0.min.js" charset="utf-8" async onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-menusub-1.0.min.js" charset="utf-8" async onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-menu-1.0.min.js" charset="utf-8" async onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-forms-1.0.min.js" charset="utf-8" async onerror="this.loaderr='y';"></script> <script src="https://static.tildacdn.com/js/tilda-events-1.0.min.js" charset="utf-8" async onerror="this.loaderr='y';"></script> <script type="text/javascript">window.dataLayer = window.dataLayer || [];</script> <script type="text/javascript" data-tilda-cookie-type="analytics">setTimeout(function(){(function (w, d, s) {var f = d.getElementsByTagName(s)[0], j = d.createElement(s);j.async = true;j.src = 'https://www.googletagmanager.com/gtag/js?id=G-SLM4K2Q8TR';f.parentNode.insertBefore(j, f);})(window, document, 'script');function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-SLM4K2Q8TR');}, 2000);</script> <script type="text/javascript" data-tilda-cookie-type="advertising">setTimeout(function(){!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.agent='pltilda';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '718254093361472');fbq('track', 'PageView');}, 2000);</script> </head> <body class="t-body" style="margin:0;"> <!--allrecords--> <div id="allrecords" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="${PROJECT}" data-tilda-page-id="${pageId}" data-tilda-page-alias="${path.replace(/^\//, '')}" data-tilda-formskey="6b2e1c0a9f8d7e3b4c5a" data-tilda-lazy="yes" data-tilda-root-zone="com" data-tilda-project-headcode="yes"> `;

const menu = `<div id="rec701100001" class="r t-rec" style=" " data-animationappear="off" data-record-type="257" > <!-- T228 --> <div id="nav701100001marker"></div> <div class="tmenu-mobile" > <div class="tmenu-mobile__container"> <div class="tmenu-mobile__text t-name t-name_md" field="menu_mob_title">Šilo Moduliai</div> <button type="button" class="t-menuburger t-menuburger_first " aria-label="Navigacijos meniu" aria-expanded="false"> <span style="background-color:#1d2b1f;"></span> <span style="background-color:#1d2b1f;"></span> <span style="background-color:#1d2b1f;"></span> <span style="background-color:#1d2b1f;"></span> </button> </div> </div> <div id="nav701100001" class="t228 t228__positionfixed tmenu-mobile__menucontent_fixed" style="background-color: rgba(255,255,255,0.95); height:80px; " data-bgcolor-hex="#ffffff" data-bgcolor-rgba="rgba(255,255,255,0.95)" data-navmarker="nav701100001marker" data-appearoffset="" data-bgopacity-two="" data-menushadow="" data-menushadow-css="" data-bgopacity="0.95" data-menu-items-align="right" data-menu="yes"> <div class="t228__maincontainer " style="height:80px;"> <div class="t228__padding40px"></div> <div class="t228__leftside"> <div class="t228__leftcontainer"> <a href="/" class="t228__imgwrapper"> <img class="t228__imglogo t228__imglogomobile" src="https://static.tildacdn.com/tild3538-3035-4963-b232-383964386535/silo-logo.svg" imgfield="img" style="max-width: 160px; width: 160px; min-width: 160px; height: auto; display: block;" alt="Šilo Moduliai"> </a> </div> </div> <div class="t228__centerside t228__menualign_right"> <nav class="t228__centercontainer"> <ul role="list" class="t228__list t-menu__list"> <li class="t228__list_item" style="padding:0 15px 0 0;"> <a class="t-menu__link-item" href="/namai" data-menu-submenu-hook="" data-menu-item-number="1">Namų modeliai</a> </li><li class="t228__list_item" style="padding:0 15px;"> <a class="t-menu__link-item" href="/projektai" data-menu-submenu-hook="" data-menu-item-number="2">Projektai</a> </li><li class="t228__list_item" style="padding:0 15px;"> <a class="t-menu__link-item" href="/atstovai" data-menu-submenu-hook="" data-menu-item-number="3">Atstovai užsienyje</a> </li><li class="t228__list_item" style="padding:0 15px;"> <a class="t-menu__link-item" href="/apie-mus" data-menu-submenu-hook="" data-menu-item-number="4">Apie mus</a> </li><li class="t228__list_item" style="padding:0 0 0 15px;"> <a class="t-menu__link-item" href="#popup:konsultacija" data-menu-submenu-hook="" data-menu-item-number="5">Konsultacija</a> </li> </ul> </nav> </div> <div class="t228__rightside"> <div class="t228__rightcontainer"> <div class="t-sociallinks"> <ul role="list" class="t-sociallinks__wrapper" aria-label="Socialinės nuorodos"> <li class="t-sociallinks__item t-sociallinks__item_facebook"> <a href="https://www.facebook.com/silomoduliai" target="_blank" rel="nofollow" aria-label="facebook" style="width: 30px; height: 30px;"><svg class="t-sociallinks__svg" role="presentation" width=30px height=30px viewBox="0 0 100 100" fill="none" xmlns="http://www.w3.org/2000/svg"><path fill-rule="evenodd" clip-rule="evenodd" d="M50 100c27.614 0 50-22.386 50-50S77.614 0 50 0 0 22.386 0 50s22.386 50 50 50Z" fill="#1d2b1f"/></svg></a> </li> <li class="t-sociallinks__item t-sociallinks__item_instagram"> <a href="https://www.instagram.com/silo.moduliai/" target="_blank" rel="nofollow" aria-label="instagram" style="width: 30px; height: 30px;"><svg class="t-sociallinks__svg" role="presentation" width=30px height=30px viewBox="0 0 100 100" fill="none" xmlns="http://www.w3.org/2000/svg"><path fill-rule="evenodd" clip-rule="evenodd" d="M50 100C77.6142 100 100 77.6142 100 50C100 22.3858 77.6142 0 50 0C22.3858 0 0 22.3858 0 50C0 77.6142 22.3858 100 50 100Z" fill="#1d2b1f"/></svg></a> </li> </ul> </div> <div class="t228__right_langs"> <div class="t228__right_buttons_wrap"> <a href="https://silomodular.com/" class="t-menu__link-item">EN</a> </div> </div> </div> </div> <div class="t228__padding40px"></div> </div> </div> </div>`;

const footer = `<div id="rec701100099" class="r t-rec t-rec_pt_60 t-rec_pb_45" style="padding-top:60px;padding-bottom:45px;background-color:#1d2b1f; " data-record-type="344" data-bg-color="#1d2b1f"> <!-- T344 --> <div class="t344"> <div class="t-container t-align_left"> <div class="t344__col t-col t-col_3"> <div class="t344__descr t-descr t-descr_xxs" style="color:#ffffff;" field="descr">UAB „Šilo moduliai"<br />Pramonės g. 17, Garliava, Kauno r.<br />Įmonės kodas 305718244<br /><a href="tel:+37062041188" style="color:#e8c27a;">+370 620 41188</a><br /><a href="mailto:info@silomoduliai.lt" style="color:#e8c27a;">info@silomoduliai.lt</a></div> </div> <div class="t344__col t-col t-col_3"> <div class="t344__descr t-descr t-descr_xxs" style="color:#ffffff;" field="text"><a href="/namai" style="color:#ffffff;">Namų modeliai</a><br /><a href="/atstovai" style="color:#ffffff;">Atstovai užsienyje</a><br /><a href="/partneriai" style="color:#ffffff;">Partneriai</a><br /><a href="/naujienos" style="color:#ffffff;">Naujienos</a><br /><a href="/privatumo-politika" style="color:#ffffff;">Privatumo politika</a></div> </div> <div class="t344__col t-col t-col_3"> <div class="t344__descr t-descr t-descr_xxs" style="color:#ffffff;" field="text2">Projektą iš dalies finansuoja Europos Sąjunga.<br /><a href="https://www.esinvesticijos.lt/" target="_blank" rel="noreferrer noopener" style="color:#e8c27a;">esinvesticijos.lt</a></div> </div> <div class="t344__col t-col t-col_3"> <div class="t344__text t-text t-text_xs" style="color:#ffffff;" field="title">© 2024 Šilo moduliai</div> </div> </div> </div> </div> <div id="rec701100098" class="r t-rec" style=" " data-animationappear="off" data-record-type="390" > <!-- T390 --> <div class="t390"> <div class="t-popup" data-tooltip-hook="#popup:konsultacija" role="dialog" aria-modal="true" tabindex="-1"> <div class="t-popup__close t-popup__block-close"> <button type="button" class="t-popup__close-wrapper t-popup__block-close-button" aria-label="Uždaryti dialogo langą"></button> </div> <div class="t-popup__container t-width t-width_6" style="background-color: #ffffff;"> <div class="t390__wrapper t-align_center"> <div class="t390__title t-heading t-heading_lg" id="popuptitle_701100098">Nemokama konsultacija</div> <div class="t390__descr t-descr t-descr_xs">Paskambinsime per 1 darbo dieną.</div> </div> </div> </div> </div> </div> <!-- cookie --> <div id="rec701100097" class="r t-rec" style=" " data-animationappear="off" data-record-type="886" > <!-- T886 --> <div class="t886 t886_closed" style="bottom:10px;" data-storage-item="t886cookiename_5123456"> <div class="t886__wrapper" style="background-color:#ffffff;"> <div class="t886__text t-text t-text_xs" field="text">Naudojame slapukus, kad svetainė veiktų geriau. Daugiau – <a href="/privatumo-politika" style="color:#8a6d32;">privatumo politikoje</a>.</div> <button type="button" class="t886__btn t886__btn_wrapper t-btn t-btn_xs" style="color:#ffffff;background-color:#1d2b1f;"><span class="t886__btn-text">Sutinku</span></button> </div> </div> </div> </div> <!--/allrecords--> <!-- Stat --> <script type="text/javascript">if (! window.mainTracker) { window.mainTracker = 'tilda'; }
setTimeout(function(){ (function (d, w, k, o, g) { var n=d.getElementsByTagName(o)[0],s=d.createElement(o),f=function(){n.parentNode.insertBefore(s,n);}; s.type = "text/javascript"; s.async = true; s.key = k; s.id = "tildastatscript"; s.src=g; if (w.opera=="[object Opera]") {d.addEventListener("DOMContentLoaded", f, false);} else { f(); } })(document, window, '3b8d0f6a2c1e4d7b9a5f', 'script', 'https://static.tildacdn.com/js/tilda-stat-1.0.min.js'); }, 2000);</script> </body> </html>`;

const rec = (id: number, type: string, comment: string, inner: string, pad = 'padding-top:75px;padding-bottom:75px;') =>
  `<div id="rec${id}" class="r t-rec t-rec_pt_75 t-rec_pb_75" style="${pad}" data-record-type="${type}" > <!-- ${comment} --> ${inner} </div> `;

const textBlock = (id: number, title: string, text: string) =>
  rec(
    id,
    '106',
    'T004',
    `<div class="t004"> <div class="t-container "> <div class="t-col t-col_8 t-prefix_2"> ${title ? `<h2 class="t-title t-title_sm" field="title">${title}</h2> ` : ''}<div field="text" class="t-text t-text_md ">${text}</div> </div> </div> </div>`,
  );

const home =
  head(
    'Šilo Moduliai – moduliniai mediniai namai',
    'Gaminame modulinius medinius namus gamykloje Kauno rajone. Namas per 12 savaičių, montavimas per 2 dienas.',
    '/',
    '41230001',
  ) +
  menu +
  rec(
    701200001,
    '396',
    '',
    `<div class='t396'> <div class="t396__artboard" data-artboard-recid="701200001" data-artboard-screens="320,480,640,960,1200" data-artboard-height="760" data-artboard-valign="center" data-artboard-upscale="grid"> <div class="t396__carrier" data-artboard-recid="701200001"></div> <div class="t396__filter" data-artboard-recid="701200001"></div> <div class='t396__elem tn-elem tn-elem__7012000011715600000001' data-elem-id='1715600000001' data-elem-type='text' data-field-top-value="220" data-field-left-value="20"> <h1 class='tn-atom' field='tn_text_1715600000001'>Modulinis medinis namas<br>per 12 savaičių</h1> </div> <div class='t396__elem tn-elem tn-elem__7012000011715600000002' data-elem-id='1715600000002' data-elem-type='text' data-field-top-value="380" data-field-left-value="20"> <div class='tn-atom' field='tn_text_1715600000002'>CLT ir karkasiniai moduliai, A++ energinė klasė, pagaminta Lietuvoje. Eksportuojame į Skandinaviją, Vokietiją ir Airiją.</div> </div> <div class='t396__elem tn-elem tn-elem__7012000011715600000003' data-elem-id='1715600000003' data-elem-type='button' data-field-top-value="480" data-field-left-value="20"> <a class='tn-atom' href="/namai">Namų modeliai</a> </div> <div class='t396__elem tn-elem tn-elem__7012000011715600000004' data-elem-id='1715600000004' data-elem-type='image' data-field-top-value="0" data-field-left-value="620"> <div class='tn-atom'> <img class='tn-atom__img t-img' data-original='https://static.tildacdn.com/tild6237-3661-4563-b062-613236643630/hero-namas.jpg' src='https://thb.tildacdn.com/tild6237-3661-4563-b062-613236643630/-/resizeb/20x/hero-namas.jpg' alt='Modulinis namas pušyne' imgfield='tn_img_1715600000004'> </div> </div> </div> </div>`,
    '',
  ) +
  textBlock(
    701200002,
    'Kodėl moduliniai?',
    `Namas gaminamas sausoje gamyklos aplinkoje, todėl statybos kokybė nepriklauso nuo oro. Į sklypą atvežame 90 % baigtus modulius su langais, elektra, santechnika ir šilumos siurbliu.<br /><br />Norite pamatyti gyvai? Aplankykite mūsų <a href="/projektai" style="">įgyvendintus projektus</a> arba susisiekite su <a href="/atstovai" style="">atstovu jūsų šalyje</a>.`,
  ) +
  rec(
    701200003,
    '868',
    'T490',
    `<div class="t490"> <div class="t-section__container t-container"> <div class="t-col t-col_12 "> <div class="t-section__topwrapper t-align_center"> <div class="t-section__title t-title t-title_xs" field="btitle">Mus rašė</div> </div> </div> </div> <div class="t-container"> <div class="t490__col t-col t-col_4 t-align_center t-item"> <a href="https://www.15min.lt/verslas/naujiena/moduliniai-namai-1234" target="_blank"><img src="https://static.tildacdn.com/tild3432-6135-4132-b939-303836626338/15min.svg" class="t490__img t-img" imgfield="img" style="width:140px;" alt="15min"></a> </div> <div class="t490__col t-col t-col_4 t-align_center t-item"> <a href="https://www.delfi.lt/verslas/nekilnojamasis-turtas/" target="_blank"><img src="https://static.tildacdn.com/tild6338-3134-4533-a565-613230393565/delfi.svg" class="t490__img t-img" imgfield="img" style="width:140px;" alt="Delfi"></a> </div> <div class="t490__col t-col t-col_4 t-align_center t-item"> <img src="https://static.tildacdn.com/tild3363-3238-4736-b538-303135326565/vz.svg" class="t490__img t-img" imgfield="img" style="width:140px;" alt="Verslo žinios"> </div> </div> </div>`,
  ) +
  footer;

const rep = (country: string, company: string, city: string, web: string) =>
  `<div class="t-item t-col t-col_4 t-align_left t849__item"> <div class="t-card__col"> <div class="t-name t-name_xs t-uptitle" field="li_subtitle__${company.length}">${country}</div> <div class="t-name t-name_lg" field="li_title__${company.length}">${company}</div> <div class="t-descr t-descr_xs" field="li_descr__${company.length}">${city}${web}</div> </div> </div>`;

const atstovai =
  head(
    'Atstovai užsienyje – Šilo Moduliai',
    'Oficialūs Šilo Moduliai atstovai Skandinavijoje, Baltijos šalyse, Vokietijoje ir Airijoje.',
    '/atstovai',
    '41230002',
  ) +
  menu +
  textBlock(
    701300001,
    'Atstovai užsienyje',
    'Užsienyje mūsų namus parduoda oficialūs atstovai: jie konsultuoja dėl sklypo ir leidimų, priima užsakymus ir organizuoja pamatų bei montavimo darbus vietoje. Visi atstovai buvo apmokyti mūsų gamykloje Garliavoje.',
  ) +
  rec(
    701300002,
    '776',
    'T-cards',
    `<div class="t-cards t-container"> ${rep('Norvegija', 'Modulhus Vest AS', 'Bergen<br />', '<a href="https://www.modulhusvest.no/" target="_blank" rel="noreferrer noopener">www.modulhusvest.no</a>')} ${rep('Švedija', 'Trähus Syd AB', 'Växjö<br />', '<a href="https://trahussyd.se/" target="_blank" rel="noreferrer noopener">trahussyd.se</a>')} ${rep('Suomija', 'Moduulikoti Oy', 'Tampere<br />', '<a href="https://www.moduulikoti.fi/silo" target="_blank" rel="noreferrer noopener">moduulikoti.fi</a>')} ${rep('Vokietija', 'Holzmodul Nord GmbH', 'Kiel<br />', '<a href="https://holzmodul-nord.de/" target="_blank" rel="noreferrer noopener">holzmodul-nord.de</a>')} ${rep('Airija', 'Timber Pod Homes Ltd', 'Galway<br />', 'timberpodhomes.ie')} ${rep('Islandija', 'Norðurhús ehf.', 'Akureyri<br />', '<a href="mailto:nordurhus@simnet.is">nordurhus@simnet.is</a>')} </div>`,
  ) +
  rec(
    701300003,
    '585',
    'T585',
    `<div class="t585"> <div class="t-container"> <div class="t-col t-col_8 t-prefix_2"> <div class="t-name t-name_xl" style="padding-bottom:20px;">Baltijos šalys</div> <div class="t585__accordion" data-accordion="false"> <div class="t585__wrapper"> <div class="t585__header" role="button" aria-expanded="false"> <div class="t585__title t-name t-name_xl" field="title">Latvija</div> <div class="t585__icon"></div> </div> <div class="t585__content" hidden> <div class="t585__textwrapper"> <div class="t585__text t-descr t-descr_xs" field="descr">Koka Moduļi SIA, Rīga – <a href="https://kokamoduli.lv/" target="_blank" rel="noreferrer noopener">kokamoduli.lv</a></div> </div> </div> </div> <div class="t585__wrapper"> <div class="t585__header" role="button" aria-expanded="false"> <div class="t585__title t-name t-name_xl" field="title2">Estija</div> <div class="t585__icon"></div> </div> <div class="t585__content" hidden> <div class="t585__textwrapper"> <div class="t585__text t-descr t-descr_xs" field="descr2">Puitmoodul OÜ, Tartu – <a href="https://www.puitmoodul.ee/" target="_blank" rel="noreferrer noopener">puitmoodul.ee</a></div> </div> </div> </div> </div> </div> </div> </div>`,
  ) +
  textBlock(
    701300004,
    'Tapkite atstovu',
    'Jūsų šalyje dar neturime atstovo? Rašykite <a href="mailto:export@silomoduliai.lt">export@silomoduliai.lt</a> – pasiūlysime atstovavimo sąlygas ir demonstracinį modulį.',
  ) +
  footer;

const logoCard = (name: string, text: string, href: string, img: string) =>
  `<div class="t-col t-col_3 t-align_center t-item"> <a href="${href}" target="_blank" rel="noreferrer noopener"><img src="https://static.tildacdn.com/${img}" class="t-img" imgfield="img" style="width:120px;" alt="${name}"></a> <div class="t-name t-name_md" field="title">${name}</div> <div class="t-descr t-descr_xxs" field="descr">${text}</div> </div>`;

const partneriai =
  head('Partneriai – Šilo Moduliai', 'Technologijų ir finansavimo partneriai.', '/partneriai', '41230003') +
  menu +
  textBlock(
    701400001,
    'Technologijų partneriai',
    'Kiekviename name naudojame tik patikrintus sprendimus. Su šiais gamintojais kartu kuriame mazgus, testuojame sandarumą ir apmokome montuotojus.',
  ) +
  rec(
    701400002,
    '513',
    'T513',
    `<div class="t513"> <div class="t-container"> ${logoCard('ROCKWOOL', 'Akmens vatos izoliacija sienoms ir stogui', 'https://www.rockwool.com/lt/', 'tild3131-6438-4231-b436-383465306337/rockwool.svg')} ${logoCard('VELUX', 'Stogo langai ir saulės valdomos žaliuzės', 'https://www.velux.lt/', 'tild6464-3964-4138-a562-626563343931/velux.svg')} ${logoCard('NIBE', 'Oras–vanduo šilumos siurbliai ir rekuperacija', 'https://www.nibe.eu/lt-lt', 'tild6539-3235-4966-b166-313237356239/nibe.svg')} ${logoCard('Stora Enso', 'CLT plokštės moduliams su matomomis medinėmis lubomis', 'https://www.storaenso.com/en/products/wood-products/massive-wood-construction/clt', 'tild3865-6461-4732-a235-653966613134/storaenso.svg')} </div> </div>`,
  ) +
  textBlock(
    701400003,
    'Finansavimo partneris',
    'Būsto paskolą moduliniam namui galite gauti per mūsų finansavimo partnerį <a href="https://www.sb.lt/lt/privatiems/paskolos/busto-paskola" target="_blank" rel="noreferrer noopener">Šiaulių banką</a> – paskola išmokama etapais pagal gamybos eigą.',
  ) +
  footer;

const projektai =
  head('Projektai – Šilo Moduliai', 'Įgyvendinti moduliniai namai Lietuvoje ir užsienyje.', '/projektai', '41230004') +
  menu +
  textBlock(
    701500001,
    'Įgyvendinti projektai',
    `<strong>Sodyba prie Galvės ežero, Trakai</strong> – 96 m² namas iš trijų modulių, architektai <a href="https://www.erdvesarchitektai.lt/" target="_blank" rel="noreferrer noopener">Erdvės architektai</a>.<br /><br /><strong>Glempingas „Pušų šnabždesys", Druskininkai</strong> – 8 nameliai po 24 m². Užsakovas: <a href="https://www.pusuglamping.lt/" target="_blank" rel="noreferrer noopener">pusuglamping.lt</a>.<br /><br /><strong>Šeimos namas, Bergenas (Norvegija)</strong> – 142 m², montavo Modulhus Vest AS.<br /><br />„Nuo sutarties iki įsikraustymo praėjo 5 mėnesiai." – Rūta ir Mindaugas, Kauno r.`,
  ) +
  footer;

const apie =
  head('Apie mus – Šilo Moduliai', 'Šeimos įmonė, gaminanti modulinius namus nuo 2016 m.', '/apie-mus', '41230005') +
  menu +
  textBlock(
    701600001,
    'Apie mus',
    `Šilo Moduliai įkurta 2016 m. Garliavoje. Šiandien 4 800 m² gamykloje dirba 62 žmonės, per metus pagaminame apie 120 modulių.<br /><br />Esame <a href="https://www.lmnga.lt/" target="_blank" rel="noreferrer noopener">Lietuvos medinių namų gamintojų asociacijos</a> ir <a href="https://www.lpk.lt/" target="_blank" rel="noreferrer noopener">Lietuvos pramonininkų konfederacijos</a> nariai. Mediena sertifikuota <a href="https://www.pefc.org/" target="_blank" rel="noreferrer noopener">PEFC</a>, moduliai turi Europos techninį įvertinimą, išduotą <a href="https://www.spsc.lt/" target="_blank" rel="noreferrer noopener">SPSC</a>.<br /><br />Karjera: laisvas darbo vietas skelbiame <a href="https://www.cvonline.lt/" target="_blank" rel="noreferrer noopener">CVonline</a>.`,
  ) +
  footer;

const naujiena =
  head('Dalyvaujame parodoje RESTA 2024 – Šilo Moduliai', 'Aplankykite mūsų stendą parodoje RESTA.', '/naujienos/resta-2024', '41230006') +
  menu +
  textBlock(
    701700001,
    'Dalyvaujame parodoje RESTA 2024',
    `Balandžio 17–20 d. kviečiame į statybų parodą RESTA, <a href="https://www.litexpo.lt/" target="_blank" rel="noreferrer noopener">LITEXPO</a> parodų centre Vilniuje (5 salė, stendas 5.14). Pristatysime naują 36 m² modulį „Šilas Mini" su CLT lubomis.<br /><br />Nuo šių metų karkasui naudojame tik lietuvišką medieną iš <a href="https://www.vmg.lt/" target="_blank" rel="noreferrer noopener">VMG grupės</a> pjūklinių, o modulius pervežame su <a href="https://www.girteka.eu/" target="_blank" rel="noreferrer noopener">Girteka</a> vilkikais.`,
  ) +
  footer;

export const site: CorpusSite = {
  domain: 'silomoduliai.lt',
  otherDomains: ['silomodular.com'],
  covers:
    'Lithuanian modular timber-house maker on Tilda (T228 menu, zero block, card and T585 accordion records, tildacdn assets, delayed gtag and Meta pixel): foreign representatives in Tilda cards (one unlinked domain, one with only a mail address) plus Baltic ones hidden in an accordion, and technology partners as a logo grid with a bank as financing partner on a footer-only page; traps are press logos, project clients and architects, association/PEFC/SPSC memberships, a job board, an exhibition venue, a timber supplier and haulier in a news post, EU funding and the English sister domain.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/atstovai': { headers: HEADERS, html: atstovai },
    '/partneriai': { headers: HEADERS, html: partneriai },
    '/projektai': { headers: HEADERS, html: projektai },
    '/apie-mus': { headers: HEADERS, html: apie },
    '/naujienos/resta-2024': { headers: HEADERS, html: naujiena },
  },
  sitemap: ['/', '/atstovai', '/partneriai', '/projektai', '/apie-mus', '/naujienos/resta-2024'],
  technologies: ['tilda', 'jquery', 'google-analytics', 'facebook-pixel', 'google-font-api', 'open-graph', 'nginx'],
  partners: {
    'modulhusvest.no': 'channel',
    'trahussyd.se': 'channel',
    'moduulikoti.fi': 'channel',
    'holzmodul-nord.de': 'channel',
    'timberpodhomes.ie': 'channel',
    'kokamoduli.lv': 'channel',
    'puitmoodul.ee': 'channel',
    'rockwool.com': 'technology',
    'velux.lt': 'technology',
    'nibe.eu': 'technology',
    'storaenso.com': 'technology',
    'sb.lt': 'generic',
  },
};
