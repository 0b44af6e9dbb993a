import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '88b0d4e2a1c37f5e-WAW',
  'cf-cache-status': 'DYNAMIC',
  link: '<https://festiwalwrzosowisko.pl/wp-json/>; rel="https://api.w.org/"',
};

const base = 'https://festiwalwrzosowisko.pl';

const head = (title: string, path: string, description: string, id: number) => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} &#8211; Festiwal Wrzosowisko</title>
<meta name="description" content="${description}">
<meta property="og:locale" content="pl_PL">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} &#8211; Festiwal Wrzosowisko">
<meta property="og:url" content="${base}${path}">
<meta property="og:image" content="${base}/wp-content/uploads/2024/03/wrzosowisko-2024-og.jpg">
<link rel="stylesheet" id="hello-elementor-css" href="${base}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="${base}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="elementor-post-${id}-css" href="${base}/wp-content/uploads/elementor/css/post-${id}.css?ver=1715702211" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Space+Grotesk%3A400%2C700%7CLora%3A400%2C400italic&amp;display=swap&amp;subset=latin-ext&amp;ver=6.5.3" media="all">
<script id="cookie-law-info-js-extra">var _ckyConfig = {"_ipData":[],"_assetsURL":"${base}/wp-content/plugins/cookie-law-info/lite/frontend/images/","_publicURL":"${base}","_categories":[{"name":"Niezb\\u0119dne","slug":"necessary"},{"name":"Analityczne","slug":"analytics"},{"name":"Reklamowe","slug":"advertisement"}]};</script>
<script id="cookie-law-info-js" src="${base}/wp-content/plugins/cookie-law-info/lite/frontend/js/script.min.js?ver=3.2.2"></script>
<script src="${base}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '918273645501234');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=918273645501234&amp;ev=PageView&amp;noscript=1" alt=""></noscript>
<!-- End Meta Pixel Code -->
<link rel="icon" href="${base}/wp-content/uploads/2023/01/cropped-wrzos-ikona-32x32.png" sizes="32x32">
</head>`;

const header = `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header">
  <div class="elementor-element elementor-element-4a1b2c3 e-flex e-con-boxed e-con e-parent" data-id="4a1b2c3" data-element_type="container">
    <div class="elementor-widget elementor-widget-image"><a href="${base}/"><img src="${base}/wp-content/uploads/2023/01/wrzosowisko-logo.svg" alt="Festiwal Wrzosowisko" width="200" height="70"></a></div>
    <div class="elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default">
      <nav class="elementor-nav-menu--main" aria-label="Menu">
        <ul id="menu-1-glowne" class="elementor-nav-menu">
          <li class="menu-item"><a href="${base}/program/" class="elementor-item">Program</a></li>
          <li class="menu-item"><a href="${base}/bilety/" class="elementor-item">Bilety</a></li>
          <li class="menu-item"><a href="${base}/informacje/" class="elementor-item">Informacje</a></li>
          <li class="menu-item"><a href="${base}/o-festiwalu/" class="elementor-item">O festiwalu</a></li>
          <li class="menu-item"><a href="${base}/partnerzy/" class="elementor-item">Partnerzy</a></li>
          <li class="menu-item"><a href="${base}/wolontariat/" class="elementor-item">Wolontariat</a></li>
          <li class="menu-item"><a href="${base}/kontakt/" class="elementor-item">Kontakt</a></li>
          <li class="menu-item"><a href="${base}/en/" class="elementor-item">EN</a></li>
        </ul>
      </nav>
    </div>
  </div>
</div>`;

const footer = `<div data-elementor-type="footer" data-elementor-id="15" class="elementor elementor-15 elementor-location-footer">
  <div class="elementor-element e-con-boxed e-con e-parent stopka">
    <div class="elementor-widget elementor-widget-text-editor">
      <p><strong>Organizator:</strong> <a href="https://fundacjawrzos.org.pl/">Fundacja Wrzos</a>, ul. Dworcowa 7, 89-632 Brusy. KRS 0000712345</p>
      <p>Kontakt: <a href="mailto:info@festiwalwrzosowisko.pl">info@festiwalwrzosowisko.pl</a></p>
    </div>
    <div class="elementor-widget elementor-widget-social-icons">
      <a class="elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/festiwalwrzosowisko" target="_blank">Facebook</a>
      <a class="elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/festiwal.wrzosowisko" target="_blank">Instagram</a>
      <a class="elementor-social-icon elementor-social-icon-spotify" href="https://open.spotify.com/playlist/4Wr2zOsOw1sK0fEsT2024" target="_blank">Playlista 2024</a>
    </div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p><a href="${base}/regulamin/">Regulamin festiwalu</a> | <a href="${base}/polityka-prywatnosci/">Polityka prywatności</a> | <a href="${base}/partnerzy/">Partnerzy</a></p>
      <p>&copy; 2024 Fundacja Wrzos</p>
    </div>
  </div>
</div>
<script src="${base}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="${base}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="${base}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`;

const page = (title: string, path: string, description: string, id: number, content: string) => `<!doctype html>
<html lang="pl-PL">
${head(title, path, description, id)}
<body class="page-template-default page page-id-${id} elementor-default elementor-kit-5 elementor-page elementor-page-${id}">
<a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a>
${header}
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">
${content}
</div>
</main>
${footer}
</body>
</html>`;

const logo = (href: string | null, img: string, alt: string) =>
  href
    ? `<div class="elementor-widget elementor-widget-image"><a href="${href}" target="_blank" rel="noopener"><img src="${base}/wp-content/uploads/2024/04/${img}" alt="${alt}" title="${alt}" width="180" height="90"></a></div>`
    : `<div class="elementor-widget elementor-widget-image"><img src="${base}/wp-content/uploads/2024/04/${img}" alt="${alt}" title="${alt}" width="180" height="90"></div>`;

export const site: CorpusSite = {
  domain: 'festiwalwrzosowisko.pl',
  otherDomains: ['fundacjawrzos.org.pl'],
  covers:
    'Polish music festival on WordPress/Elementor behind Cloudflare: "Partnerzy" logo wall in Elementor image widgets grouped as main sponsor, festival partners, technology partner and media patrons (one logo without link), official ticket distributors in prose on the tickets page; negatives: ministry funding logo, payment provider, performers\' sites, organiser foundation (own other domain), Google Forms volunteering link, Spotify/social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Muzyka w sercu Borów Tucholskich',
        '/',
        'Festiwal Wrzosowisko 2024: 22–24 sierpnia, trzy dni muzyki w Borach Tucholskich.',
        8,
        `<section class="elementor-element e-con-full e-con hero">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Festiwal Wrzosowisko 2024</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>22&ndash;24 sierpnia &middot; polana nad jeziorem Ostrowite &middot; Bory Tucholskie</p><p>Trzy dni folku, elektroniki i muzyki improwizowanej. Pole namiotowe, strefa dla dzieci i kuchnia z lokalnych produkt&oacute;w.</p></div>
  <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="${base}/bilety/">Kup karnet</a></div>
</section>
<section class="elementor-element e-con-boxed e-con lineup">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Pierwsi arty&sacute;ci</h2></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>Kapela Borowiacy &middot; Mira Zielonka &middot; Trio Wydma &middot; Elektryczne Bagna &middot; i wielu innych. <a href="${base}/program/">Zobacz pe&#322;ny program</a></p></div>
</section>
<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Sponsor g&#322;&oacute;wny</h2></div>
  ${logo('https://www.browarkaszubski.pl/', 'browar-kaszubski.png', 'Browar Kaszubski')}
</section>`,
      ),
    },
    '/program/': {
      headers,
      html: page(
        'Program',
        '/program/',
        'Program Festiwalu Wrzosowisko 2024.',
        21,
        `<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Program 2024</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <h3>Czwartek, 22 sierpnia</h3>
    <ul><li>18:00 &ndash; Kapela Borowiacy (scena Polana)</li><li>20:30 &ndash; Trio Wydma</li><li>23:00 &ndash; Elektryczne Bagna (scena Las)</li></ul>
    <h3>Pi&#261;tek, 23 sierpnia</h3>
    <ul><li>17:00 &ndash; warsztaty taneczne</li><li>21:00 &ndash; <a href="https://mirazielonka.pl/" target="_blank">Mira Zielonka</a></li></ul>
    <h3>Sobota, 24 sierpnia</h3>
    <ul><li>19:00 &ndash; <a href="https://www.triowydma.com/" target="_blank">Trio Wydma</a> &amp; go&sacute;cie</li><li>22:00 &ndash; koncert fina&#322;owy</li></ul>
  </div>
</section>`,
      ),
    },
    '/bilety/': {
      headers,
      html: page(
        'Bilety',
        '/bilety/',
        'Karnety i bilety jednodniowe na Festiwal Wrzosowisko 2024.',
        23,
        `<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Bilety</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <table>
      <tr><th>Karnet 3-dniowy</th><td>249 z&#322;</td></tr>
      <tr><th>Karnet z polem namiotowym</th><td>299 z&#322;</td></tr>
      <tr><th>Bilet jednodniowy</th><td>129 z&#322;</td></tr>
      <tr><th>Dzieci do 12 lat</th><td>wst&#281;p bezp&#322;atny</td></tr>
    </table>
    <p>Oficjalnymi dystrybutorami bilet&oacute;w na festiwal s&#261; <a href="https://goingapp.pl/wydarzenie/festiwal-wrzosowisko-2024" target="_blank">Going.</a> oraz <a href="https://www.ebilet.pl/muzyka/festiwale/festiwal-wrzosowisko" target="_blank">eBilet</a>. Bilety kupione u innych sprzedawc&oacute;w mog&#261; by&#263; niewa&#380;ne.</p>
    <p>Na festiwalu p&#322;acisz opask&#261; &ndash; do&#322;adujesz j&#261; w aplikacji lub w kasach na miejscu.</p>
    <p class="platnosci">P&#322;atno&sacute;ci online obs&#322;uguje <a href="https://www.przelewy24.pl/" target="_blank">Przelewy24</a>. Akceptujemy BLIK, karty Visa i Mastercard.</p>
  </div>
</section>`,
      ),
    },
    '/partnerzy/': {
      headers,
      html: page(
        'Partnerzy',
        '/partnerzy/',
        'Sponsorzy, partnerzy i patroni medialni Festiwalu Wrzosowisko.',
        27,
        `<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Partnerzy festiwalu</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>Festiwal Wrzosowisko nie odby&#322;by si&#281; bez wsparcia firm i instytucji, kt&oacute;re razem z nami tworz&#261; to wydarzenie. Dzi&#281;kujemy!</p></div>
</section>
<section class="elementor-element e-con-boxed e-con partner-group">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Sponsor g&#322;&oacute;wny</h2></div>
  ${logo('https://www.browarkaszubski.pl/', 'browar-kaszubski.png', 'Browar Kaszubski')}
</section>
<section class="elementor-element e-con-boxed e-con partner-group">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Partnerzy</h2></div>
  <div class="e-con-inner logos">
    ${logo('https://lesnydwor.pl/', 'lesny-dwor.png', 'Hotel Leśny Dwór')}
    ${logo('https://www.kaszubskawoda.pl/', 'kaszubska-woda.png', 'Kaszubska Woda')}
    ${logo(null, 'piekarnia-u-bozeny.png', 'Piekarnia u Bożeny')}
  </div>
</section>
<section class="elementor-element e-con-boxed e-con partner-group">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Partner technologiczny</h2></div>
  ${logo('https://opaskapay.pl/', 'opaska-pay.png', 'OpaskaPay – płatności bezgotówkowe')}
</section>
<section class="elementor-element e-con-boxed e-con partner-group">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Patroni medialni</h2></div>
  <div class="e-con-inner logos">
    ${logo('https://radiopolnoc.pl/', 'radio-polnoc.png', 'Radio Północ')}
    ${logo('https://magazynhalas.pl/', 'magazyn-halas.png', 'Magazyn Hałas')}
  </div>
</section>
<section class="elementor-element e-con-boxed e-con dofinansowanie">
  <div class="elementor-widget elementor-widget-text-editor">
    <p><img src="${base}/wp-content/uploads/2024/04/mkidn-logo.png" alt="Ministerstwo Kultury i Dziedzictwa Narodowego" width="220"></p>
    <p>Dofinansowano ze &sacute;rodk&oacute;w Ministra Kultury i Dziedzictwa Narodowego pochodz&#261;cych z Funduszu Promocji Kultury &ndash; <a href="https://www.gov.pl/web/kultura" target="_blank">gov.pl/web/kultura</a></p>
  </div>
</section>
<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-text-editor"><p>Chcesz zosta&#263; partnerem edycji 2025? Napisz do nas: <a href="mailto:partnerzy@festiwalwrzosowisko.pl">partnerzy@festiwalwrzosowisko.pl</a></p></div>
</section>`,
      ),
    },
    '/o-festiwalu/': {
      headers,
      html: page(
        'O festiwalu',
        '/o-festiwalu/',
        'Historia Festiwalu Wrzosowisko.',
        25,
        `<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">O festiwalu</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <p>Wrzosowisko zacz&#281;&#322;o si&#281; w 2016 roku jako koncert dla 300 os&oacute;b na le&#347;nej polanie. Dzi&#347; to trzy dni muzyki, warsztat&oacute;w i rozm&oacute;w dla ponad 6000 go&#347;ci.</p>
    <p>Festiwal organizuje <a href="https://fundacjawrzos.org.pl/">Fundacja Wrzos</a>, kt&oacute;ra przez ca&#322;y rok prowadzi warsztaty muzyczne dla dzieci z gmin Borów Tucholskich.</p>
    <p>Dbamy o las: nie u&#380;ywamy jednorazowych kubk&oacute;w, a ca&#322;y teren sprz&#261;tamy z wolontariuszami w ci&#261;gu 48 godzin po festiwalu.</p>
  </div>
</section>`,
      ),
    },
    '/wolontariat/': {
      headers,
      html: page(
        'Wolontariat',
        '/wolontariat/',
        'Zostań wolontariuszem Festiwalu Wrzosowisko.',
        29,
        `<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Wolontariat</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <p>Szukamy 120 wolontariuszy do pomocy przy wej&#347;ciach, na polu namiotowym i w strefie dzieci. W zamian: karnet, wy&#380;ywienie i koszulka.</p>
    <p><a href="https://docs.google.com/forms/d/e/1FAIpQLSc8wRz0s0w1sK0-2024/viewform" target="_blank">Wype&#322;nij formularz zg&#322;oszeniowy</a></p>
  </div>
</section>`,
      ),
    },
    '/kontakt/': {
      headers,
      html: page(
        'Kontakt',
        '/kontakt/',
        'Kontakt z organizatorami Festiwalu Wrzosowisko.',
        31,
        `<section class="elementor-element e-con-boxed e-con">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Kontakt</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <p>Sprawy og&oacute;lne: <a href="mailto:info@festiwalwrzosowisko.pl">info@festiwalwrzosowisko.pl</a><br>Akredytacje prasowe: <a href="mailto:prasa@festiwalwrzosowisko.pl">prasa@festiwalwrzosowisko.pl</a><br>Wsp&oacute;&#322;praca i sponsoring: <a href="mailto:partnerzy@festiwalwrzosowisko.pl">partnerzy@festiwalwrzosowisko.pl</a></p>
    <p>Fundacja Wrzos, ul. Dworcowa 7, 89-632 Brusy</p>
  </div>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/program/', '/bilety/', '/partnerzy/', '/o-festiwalu/', '/wolontariat/', '/kontakt/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'cookieyes',
    'jquery',
    'facebook-pixel',
    'cloudflare',
    'google-font-api',
    'open-graph',
  ],
  partners: {
    'goingapp.pl': 'channel',
    'ebilet.pl': 'channel',
    'browarkaszubski.pl': 'generic',
    'lesnydwor.pl': 'generic',
    'kaszubskawoda.pl': 'generic',
    'opaskapay.pl': 'technology',
    'radiopolnoc.pl': 'generic',
    'magazynhalas.pl': 'generic',
  },
};
