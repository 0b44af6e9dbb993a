import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="cs-CZ">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://www.terminar.cz${path}">
<meta property="og:locale" content="cs_CZ">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.terminar.cz${path}">
<meta property="og:site_name" content="Terminář">
<meta property="og:image" content="https://www.terminar.cz/wp-content/uploads/2024/02/terminar-og.png">
<!-- / Yoast SEO plugin. -->
<link rel="alternate" hreflang="cs" href="https://www.terminar.cz${path}">
<link rel="alternate" hreflang="sk" href="https://www.terminar.sk/">
<link rel='stylesheet' id='hello-elementor-css' href='https://www.terminar.cz/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all'>
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.terminar.cz/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4' media='all'>
<link rel='stylesheet' id='elementor-post-8-css' href='https://www.terminar.cz/wp-content/uploads/elementor/css/post-8.css?ver=1714042211' media='all'>
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Inter%3A400%2C600%2C700&#038;display=swap&#038;subset=latin-ext' media='all'>
<script src="https://www.terminar.cz/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://www.terminar.cz/wp-json/">
<meta name="generator" content="WordPress 6.5.2">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7T2QZP');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://www.terminar.cz/wp-content/uploads/2023/09/favicon-32x32.png" sizes="32x32">
</head>
<body class="page-template-default page elementor-default elementor-kit-8">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7T2QZP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Přeskočit na obsah</a>
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
  <div class="elementor-element elementor-element-4f1c2a0 e-flex e-con-boxed e-con e-parent">
    <div class="e-con-inner">
      <a href="https://www.terminar.cz/" class="site-logo"><img src="https://www.terminar.cz/wp-content/uploads/2023/09/terminar-logo.svg" alt="Terminář" width="160" height="36"></a>
      <nav class="elementor-nav-menu--main" aria-label="Menu">
        <ul id="menu-1-hlavni" class="elementor-nav-menu">
          <li class="menu-item"><a href="https://www.terminar.cz/funkce/" class="elementor-item">Funkce</a></li>
          <li class="menu-item"><a href="https://www.terminar.cz/cenik/" class="elementor-item">Ceník</a></li>
          <li class="menu-item"><a href="https://www.terminar.cz/integrace/" class="elementor-item">Integrace</a></li>
          <li class="menu-item"><a href="https://www.terminar.cz/partneri/" class="elementor-item">Partneři</a></li>
          <li class="menu-item"><a href="https://www.terminar.cz/o-nas/" class="elementor-item">O nás</a></li>
          <li class="menu-item"><a href="https://www.terminar.cz/blog/" class="elementor-item">Blog</a></li>
          <li class="menu-item"><a href="https://www.terminar.cz/kontakt/" class="elementor-item">Kontakt</a></li>
        </ul>
      </nav>
      <a class="elementor-button elementor-button-link" href="https://app.terminar.cz/registrace">Vyzkoušet zdarma</a>
      <a class="lang-switch" href="https://www.terminar.sk/" hreflang="sk">SK</a>
    </div>
  </div>
</div>
<main id="content" class="site-main">
`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="131" class="elementor elementor-131 elementor-location-footer">
  <div class="elementor-element elementor-element-91ab3c2 e-flex e-con-boxed e-con e-parent">
    <div class="e-con-inner">
      <div class="elementor-widget-container">
        <h4>Terminář</h4>
        <p>Online rezervační systém pro salony, studia a poradny.<br>Terminář s.r.o., Křenová 58, 602 00 Brno<br>IČO: 09123456</p>
      </div>
      <div class="elementor-widget-container">
        <h4>Produkt</h4>
        <ul>
          <li><a href="https://www.terminar.cz/funkce/">Funkce</a></li>
          <li><a href="https://www.terminar.cz/cenik/">Ceník</a></li>
          <li><a href="https://www.terminar.cz/integrace/">Integrace</a></li>
          <li><a href="https://napoveda.terminar.cz/">Nápověda</a></li>
        </ul>
      </div>
      <div class="elementor-widget-container">
        <h4>Firma</h4>
        <ul>
          <li><a href="https://www.terminar.cz/o-nas/">O nás</a></li>
          <li><a href="https://www.terminar.cz/partneri/">Partnerský program</a></li>
          <li><a href="https://www.terminar.cz/kariera/">Kariéra</a></li>
          <li><a href="https://www.terminar.cz/kontakt/">Kontakt</a></li>
          <li><a href="https://www.terminar.cz/obchodni-podminky/">Obchodní podmínky</a></li>
          <li><a href="https://www.terminar.cz/ochrana-osobnich-udaju/">Ochrana osobních údajů</a></li>
        </ul>
      </div>
      <div class="elementor-widget-container">
        <h4>Stáhněte si aplikaci</h4>
        <a href="https://apps.apple.com/cz/app/terminar/id1609876543"><img src="https://www.terminar.cz/wp-content/uploads/2023/09/app-store-cz.svg" alt="Stáhnout v App Store" width="120" height="40"></a>
        <a href="https://play.google.com/store/apps/details?id=cz.terminar.app"><img src="https://www.terminar.cz/wp-content/uploads/2023/09/google-play-cz.png" alt="Nyní na Google Play" width="135" height="40"></a>
        <div class="elementor-social-icons-wrapper elementor-grid">
          <a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/terminar.cz" target="_blank" rel="noopener"><span class="elementor-screen-only">Facebook</span><svg class="e-font-icon-svg" viewBox="0 0 512 512"><path d="M504 256C504 119 393 8 256 8S8 119 8 256c0 123.78 90.69 226.38 209.25 245V327.69h-63V256h63v-54.64c0-62.15 37-96.48 93.67-96.48 27.14 0 55.52 4.84 55.52 4.84v61h-31.28c-30.8 0-40.41 19.12-40.41 38.73V256h68.78l-11 71.69h-57.78V501C413.31 482.38 504 379.78 504 256z"></path></svg></a>
          <a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/terminar.cz/" target="_blank" rel="noopener"><span class="elementor-screen-only">Instagram</span></a>
          <a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/terminar/" target="_blank" rel="noopener"><span class="elementor-screen-only">LinkedIn</span></a>
        </div>
      </div>
    </div>
  </div>
  <div class="elementor-element footer-bottom"><p>© 2025 Terminář s.r.o. Všechna práva vyhrazena.</p></div>
</div>
<script src="https://www.terminar.cz/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://www.terminar.cz/wp-content/plugins/elementor/assets/lib/waypoints/waypoints.min.js?ver=4.0.2" id="elementor-waypoints-js"></script>
<script src="https://www.terminar.cz/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Sd\\u00edlet na Facebooku"},"version":"3.21.4","urls":{"assets":"https:\\/\\/www.terminar.cz\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":8,"title":"Termin%C3%A1%C5%99","excerpt":""}};
</script>
<script src="https://www.terminar.cz/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>
</html>`;

const headers = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://www.terminar.cz/wp-json/>; rel="https://api.w.org/"',
};

const home = `${head('Terminář – online rezervační systém pro salony a studia', '/', 'Online rezervace 24/7, SMS připomínky a platby předem. Terminář používá přes 3 000 salonů v Česku a na Slovensku.')}
<div data-elementor-type="wp-page" data-elementor-id="8" class="elementor elementor-8">
  <section class="elementor-element hero e-con">
    <h1 class="elementor-heading-title">Rezervace, které se vyplní samy</h1>
    <p>Klienti si termín zarezervují online kdykoli, vy dostanete plný kalendář a méně zapomenutých návštěv. Terminář je rezervační systém pro kadeřnictví, barbershopy, kosmetiku, fyzioterapii i poradny.</p>
    <a class="elementor-button" href="https://app.terminar.cz/registrace">Vyzkoušet 30 dní zdarma</a>
    <a class="elementor-button elementor-button-secondary" href="https://www.terminar.cz/demo/">Objednat ukázku</a>
  </section>
  <section class="elementor-element features e-con">
    <h2>Vše, co salon potřebuje</h2>
    <div class="elementor-widget-icon-box"><h3>Online rezervace 24/7</h3><p>Rezervační tlačítko na webu, Instagramu i Google Mapách.</p></div>
    <div class="elementor-widget-icon-box"><h3>SMS a e-mailové připomínky</h3><p>O 70 % méně klientů, kteří nepřijdou.</p></div>
    <div class="elementor-widget-icon-box"><h3>Zálohy a platby předem</h3><p>Platba kartou při rezervaci, vratky jedním kliknutím.</p></div>
    <div class="elementor-widget-icon-box"><h3>Přehledy a tržby</h3><p>Vytížení zaměstnanců, tržby a věrnost klientů na jednom místě.</p></div>
  </section>
  <section class="elementor-element customers e-con">
    <h2>Důvěřují nám salony po celém Česku</h2>
    <div class="elementor-widget-image-carousel">
      <div class="swiper-wrapper">
        <div class="swiper-slide"><a href="https://www.salonbella-praha.cz/" target="_blank"><img src="https://www.terminar.cz/wp-content/uploads/2024/01/salon-bella.png" alt="Salon Bella Praha"></a></div>
        <div class="swiper-slide"><a href="https://barberkings.cz/" target="_blank"><img src="https://www.terminar.cz/wp-content/uploads/2024/01/barber-kings.png" alt="Barber Kings"></a></div>
        <div class="swiper-slide"><a href="https://www.fyzio-olomouc.cz/" target="_blank"><img src="https://www.terminar.cz/wp-content/uploads/2024/01/fyzio-olomouc.png" alt="Fyzio centrum Olomouc"></a></div>
        <div class="swiper-slide"><a href="https://www.nehtovestudio-lucie.cz/" target="_blank"><img src="https://www.terminar.cz/wp-content/uploads/2024/01/lucie-nails.png" alt="Nehtové studio Lucie"></a></div>
        <div class="swiper-slide"><a href="https://www.masaze-ostrava.cz/" target="_blank"><img src="https://www.terminar.cz/wp-content/uploads/2024/01/masaze-ostrava.png" alt="Masáže Ostrava"></a></div>
      </div>
    </div>
  </section>
  <section class="elementor-element testimonial e-con">
    <blockquote>„Od přechodu na Terminář máme o polovinu méně klientů, kteří nedorazí, a recepce konečně nezvedá telefon celý den.“<cite>Petra Veselá, majitelka Salon Bella Praha</cite></blockquote>
  </section>
  <section class="elementor-element integrations-teaser e-con">
    <h2>Propojeno s nástroji, které už používáte</h2>
    <p>Google Kalendář, Outlook, Zoom, platby kartou přes Stripe, fakturace ve Fakturiu a další. <a href="https://www.terminar.cz/integrace/">Všechny integrace</a></p>
  </section>
  <section class="elementor-element award e-con">
    <p><img src="https://www.terminar.cz/wp-content/uploads/2024/03/ceska-aplikace-roku-2023.png" alt="Česká aplikace roku 2023 – 2. místo"> Získali jsme 2. místo v soutěži <a href="https://www.aplikaceroku.cz/vysledky-2023/" target="_blank">Česká aplikace roku 2023</a> v kategorii Podnikání.</p>
  </section>
</div>
${footer}`;

const integrace = `${head('Integrace | Terminář', '/integrace/', 'Propojte Terminář s kalendářem, platbami, fakturací a marketingem.')}
<div data-elementor-type="wp-page" data-elementor-id="245" class="elementor elementor-245">
  <section class="elementor-element e-con">
    <h1 class="elementor-heading-title">Integrace</h1>
    <p>Terminář se propojí s nástroji, které ve svém podnikání už používáte. Většinu integrací zapnete v nastavení jedním kliknutím, bez programátora.</p>
  </section>
  <section class="elementor-element e-con integrations-grid">
    <h2>Kalendáře a videohovory</h2>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/google-calendar.svg" alt="Google Kalendář"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Google Kalendář</h3><p>Obousměrná synchronizace rezervací s osobním kalendářem zaměstnanců.</p><a href="https://calendar.google.com/" target="_blank" rel="noopener">calendar.google.com</a></div>
    </div>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/outlook.svg" alt="Microsoft Outlook"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Microsoft Outlook a Microsoft 365</h3><p>Rezervace se automaticky zapisují do Outlooku.</p><a href="https://www.microsoft.com/cs-cz/microsoft-365/outlook" target="_blank" rel="noopener">Více o Outlooku</a></div>
    </div>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/zoom.svg" alt="Zoom"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Zoom</h3><p>Online konzultace s odkazem na schůzku vygenerovaným při rezervaci.</p><a href="https://zoom.us/" target="_blank" rel="noopener">zoom.us</a></div>
    </div>
    <h2>Platby a fakturace</h2>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/stripe.svg" alt="Stripe"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Stripe</h3><p>Zálohy a platby předem kartou, Apple Pay a Google Pay.</p><a href="https://stripe.com/cz" target="_blank" rel="noopener">stripe.com</a></div>
    </div>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/fakturio.svg" alt="Fakturio"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Fakturio</h3><p>Po dokončení návštěvy se automaticky vystaví faktura nebo účtenka.</p><a href="https://www.fakturio.cz/" target="_blank" rel="noopener">fakturio.cz</a></div>
    </div>
    <h2>Marketing a komunikace</h2>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/kampanak.svg" alt="Kampaňák"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Kampaňák</h3><p>Synchronizace klientů do e-mailových kampaní a newsletterů.</p><a href="https://www.kampanak.cz/" target="_blank" rel="noopener">kampanak.cz</a></div>
    </div>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/smsbrana.svg" alt="SMS brána PRO"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">SMS brána PRO</h3><p>Vlastní odesílatel SMS připomínek s vaším jménem salonu.</p><a href="https://www.smsbrana-pro.cz/" target="_blank" rel="noopener">smsbrana-pro.cz</a></div>
    </div>
    <div class="elementor-widget-image-box">
      <figure class="elementor-image-box-img"><img src="https://www.terminar.cz/wp-content/uploads/2023/10/zapier.svg" alt="Zapier"></figure>
      <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Zapier</h3><p>Propojení s více než 6 000 dalšími aplikacemi.</p><a href="https://zapier.com/apps/terminar/integrations" target="_blank" rel="noopener">Terminář na Zapieru</a></div>
    </div>
  </section>
  <section class="elementor-element e-con">
    <h2>Chybí vám integrace?</h2>
    <p>Máme otevřené <a href="https://developers.terminar.cz/">API</a>. Napište nám na <a href="mailto:integrace@terminar.cz">integrace@terminar.cz</a>.</p>
  </section>
</div>
${footer}`;

const partneri = `${head('Partnerský program | Terminář', '/partneri/', 'Certifikovaní partneři Terminář pomohou se zavedením rezervačního systému, webem i marketingem.')}
<div data-elementor-type="wp-page" data-elementor-id="301" class="elementor elementor-301">
  <section class="elementor-element e-con">
    <h1 class="elementor-heading-title">Partneři Termináře</h1>
    <p>Nechcete si systém nastavovat sami? Naši certifikovaní partneři vám Terminář zavedou, propojí s webem a vyškolí personál. Partnery najdete v celé České republice.</p>
  </section>
  <section class="elementor-element e-con partner-cards">
    <h2>Certifikovaní implementační partneři</h2>
    <div class="elementor-widget-call-to-action partner-card">
      <h3>Salon Consulting s.r.o.</h3>
      <p>Praha · zavedení systému, školení recepce, nastavení ceníku služeb</p>
      <a class="elementor-button" href="https://www.salonconsulting.cz/" target="_blank" rel="noopener">Navštívit web</a>
    </div>
    <div class="elementor-widget-call-to-action partner-card">
      <h3>Weby Brno</h3>
      <p>Brno · webové stránky pro salony s rezervačním widgetem</p>
      <a class="elementor-button" href="https://webybrno.cz/" target="_blank" rel="noopener">Navštívit web</a>
    </div>
    <div class="elementor-widget-call-to-action partner-card">
      <h3>Kreativ Ostrava</h3>
      <p>Ostrava · marketing na sociálních sítích a rezervace z Instagramu</p>
      <a class="elementor-button" href="https://www.kreativostrava.cz/" target="_blank" rel="noopener">Navštívit web</a>
    </div>
    <div class="elementor-widget-call-to-action partner-card">
      <h3>FitMarketing</h3>
      <p>Plzeň · fitness centra a studia, migrace dat z jiných systémů</p>
      <a class="elementor-button" href="https://fitmarketing.cz/" target="_blank" rel="noopener">Navštívit web</a>
    </div>
  </section>
  <section class="elementor-element e-con">
    <h2>Doporučující partneři</h2>
    <p>Terminář doporučují také dodavatelé, se kterými salony pracují každý den. Zákazníci velkoobchodu <a href="https://www.kosmetika-velkoobchod.cz/" target="_blank">Kosmetika Velkoobchod</a> mají první tři měsíce Termináře se slevou 50 %.</p>
  </section>
  <section class="elementor-element e-con">
    <h2>Staňte se partnerem</h2>
    <p>Jste agentura, konzultant nebo dodavatel pro salony? Za každého doporučeného klienta získáte 20 % z jeho předplatného po dobu 12 měsíců.</p>
    <a class="elementor-button" href="https://www.terminar.cz/kontakt/?tema=partnerstvi">Chci se stát partnerem</a>
  </section>
</div>
${footer}`;

const oNas = `${head('O nás | Terminář', '/o-nas/', 'Terminář vznikl v Brně v roce 2019. Dnes pomáháme více než 3 000 podnikům.')}
<div data-elementor-type="wp-page" data-elementor-id="77" class="elementor elementor-77">
  <section class="elementor-element e-con">
    <h1 class="elementor-heading-title">Jsme Terminář</h1>
    <p>Terminář jsme založili v roce 2019 v Brně, když kamarádka kadeřnice přestala stíhat telefony. Dnes náš tým 24 lidí pomáhá více než 3 000 salonům, studiím a poradnám v Česku a na Slovensku.</p>
  </section>
  <section class="elementor-element e-con">
    <h2>Investoři</h2>
    <p>V roce 2022 do nás investoval fond <a href="https://www.moravskyfond.cz/portfolio/" target="_blank">Moravský inovační fond</a> a skupina andělských investorů z <a href="https://www.brnoangels.cz/" target="_blank">Brno Angels</a>.</p>
  </section>
  <section class="elementor-element e-con">
    <h2>Ocenění a členství</h2>
    <ul>
      <li>2. místo v soutěži <a href="https://www.aplikaceroku.cz/vysledky-2023/" target="_blank">Česká aplikace roku 2023</a></li>
      <li>Finalista <a href="https://www.podnikatelskyprojekt.cz/" target="_blank">Podnikatelský projekt roku 2022</a></li>
      <li>Jsme členem <a href="https://amsp.cz/" target="_blank">Asociace malých a středních podniků a živnostníků ČR</a></li>
    </ul>
  </section>
  <section class="elementor-element e-con">
    <h2>Napsali o nás</h2>
    <p><a href="https://www.podnikatel.cz/clanky/rezervacni-systemy-pro-salony/" target="_blank">Podnikatel.cz: Rezervační systémy pro salony v testu</a> · <a href="https://www.lupa.cz/aktuality/brnensky-terminar-ziskal-investici/" target="_blank">Lupa.cz: Brněnský Terminář získal investici</a></p>
  </section>
  <section class="elementor-element e-con">
    <h2>Pracujte s námi</h2>
    <p>Hledáme vývojáře a specialisty podpory. Aktuální pozice najdete na <a href="https://www.jobs.cz/prace/?q=termin%C3%A1%C5%99" target="_blank">Jobs.cz</a> nebo na stránce <a href="https://www.terminar.cz/kariera/">Kariéra</a>.</p>
  </section>
</div>
${footer}`;

const kontakt = `${head('Kontakt | Terminář', '/kontakt/', 'Napište nebo zavolejte, rádi poradíme.')}
<div data-elementor-type="wp-page" data-elementor-id="90" class="elementor elementor-90">
  <section class="elementor-element e-con">
    <h1 class="elementor-heading-title">Kontakt</h1>
    <p>Zákaznická podpora: <a href="tel:+420530123456">+420 530 123 456</a> (Po–Pá 8–18 h)<br>E-mail: <a href="mailto:podpora@terminar.cz">podpora@terminar.cz</a></p>
    <p>Terminář s.r.o.<br>Křenová 58, 602 00 Brno<br>IČO: 09123456, DIČ: CZ09123456<br>Zapsáno u Krajského soudu v Brně, oddíl C, vložka 118765</p>
    <p>Slovenští zákazníci: <a href="https://www.terminar.sk/kontakt/">www.terminar.sk</a></p>
  </section>
</div>
${footer}`;

const blogPost = `${head('Nově: dvousměrná synchronizace s Google Kalendářem | Terminář', '/blog/synchronizace-google-kalendar/', 'Rezervace z Termináře se nyní propisují do Google Kalendáře a zpět.')}
<article class="post type-post status-publish">
  <div data-elementor-type="single-post" class="elementor">
    <h1 class="elementor-heading-title">Nově: dvousměrná synchronizace s Google Kalendářem</h1>
    <p class="post-meta">15. 4. 2024 · Tomáš Kratochvíl</p>
    <p>Dlouho očekávaná novinka je tady. Rezervace z Termináře se teď propisují do <a href="https://calendar.google.com/">Google Kalendáře</a> a soukromé události z Google Kalendáře blokují volné termíny v Terminaři. Synchronizaci zapnete v Nastavení → Integrace.</p>
    <p>Používáte Outlook? Synchronizace s Microsoft 365 funguje stejně, návod najdete v <a href="https://napoveda.terminar.cz/outlook">nápovědě</a>.</p>
    <p>O novince psal i <a href="https://www.podnikatel.cz/clanky/rezervacni-systemy-pro-salony/">Podnikatel.cz</a>.</p>
  </div>
</article>
${footer}`;

export const site: CorpusSite = {
  domain: 'terminar.cz',
  otherDomains: ['terminar.sk'],
  covers:
    'Czech WordPress + Elementor (Hello theme) booking SaaS: integrations as Elementor image boxes (technology), certified implementation partners as CTA cards plus a referral partner in prose (channel); negatives: customer logo carousel, awards, investors, AMSP membership, press, job board, app-store and social links, Slovak sister domain',
  pages: {
    '/': { headers, html: home },
    '/integrace/': { headers, html: integrace },
    '/partneri/': { headers, html: partneri },
    '/o-nas/': { headers, html: oNas },
    '/kontakt/': { headers, html: kontakt },
    '/blog/synchronizace-google-kalendar/': { headers, html: blogPost },
  },
  sitemap: ['/', '/integrace/', '/partneri/', '/o-nas/', '/kontakt/', '/blog/synchronizace-google-kalendar/'],
  technologies: [
    'elementor',
    'google-font-api',
    'google-tag-manager',
    'hello-elementor',
    'jquery',
    'mysql',
    'nginx',
    'open-graph',
    'php',
    'swiper',
    'wordpress',
    'yoast-seo',
  ],
  partners: {
    'google.com': 'technology',
    'microsoft.com': 'technology',
    'zoom.us': 'technology',
    'stripe.com': 'technology',
    'fakturio.cz': 'technology',
    'kampanak.cz': 'technology',
    'smsbrana-pro.cz': 'technology',
    'zapier.com': 'technology',
    'salonconsulting.cz': 'channel',
    'webybrno.cz': 'channel',
    'kreativostrava.cz': 'channel',
    'fitmarketing.cz': 'channel',
    'kosmetika-velkoobchod.cz': 'channel',
  },
};
