import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="it-IT">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}">
<link rel="canonical" href="https://www.bellandi.it${path}">
<meta property="og:locale" content="it_IT">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://www.bellandi.it${path}">
<meta property="og:site_name" content="Calzaturificio Bellandi">
<meta property="og:image" content="https://www.bellandi.it/wp-content/uploads/2024/03/bellandi-mocassino-cuoio.jpg">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://www.bellandi.it/#organization","name":"Calzaturificio Bellandi S.r.l.","url":"https://www.bellandi.it/","logo":"https://www.bellandi.it/wp-content/uploads/2023/01/logo-bellandi.svg","sameAs":["https://www.instagram.com/bellandi_calzature/","https://www.facebook.com/bellandicalzature"]}]}</script>
<!-- / Yoast SEO plugin. -->
<meta name="generator" content="WordPress 6.5.2">
<meta name="generator" content="WooCommerce 8.7.0">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external">
<link rel="stylesheet" id="wp-block-library-css" href="https://www.bellandi.it/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" media="all">
<link rel="stylesheet" id="woocommerce-general-css" href="https://www.bellandi.it/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=8.7.0" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://www.bellandi.it/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="elementor-post-8-css" href="https://www.bellandi.it/wp-content/uploads/elementor/css/post-8.css?ver=1712650000" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://www.bellandi.it/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<script src="https://www.bellandi.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://www.bellandi.it/wp-json/">
<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"siteId":3487112,"cookiePolicyId":40566231,"lang":"it","floatingPreferencesButtonDisplay":"bottom-left"};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3487112.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7B4QPL');</script>
<!-- End Google Tag Manager -->
</head>`;

const header = `<body class="home page-template-default page theme-hello-elementor woocommerce-no-js elementor-default elementor-kit-8">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7B4QPL" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
<div class="elementor elementor-location-header">
  <div class="elementor-element e-con-full e-flex e-con">
    <a href="https://www.bellandi.it/" class="site-logo"><img src="https://www.bellandi.it/wp-content/uploads/2023/01/logo-bellandi.svg" alt="Calzaturificio Bellandi" width="180" height="48"></a>
    <nav class="elementor-nav-menu--main" aria-label="Menu">
      <ul id="menu-principale" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://www.bellandi.it/negozio/uomo/" class="elementor-item">Uomo</a></li>
        <li class="menu-item"><a href="https://www.bellandi.it/negozio/donna/" class="elementor-item">Donna</a></li>
        <li class="menu-item"><a href="https://www.bellandi.it/chi-siamo/" class="elementor-item">La bottega</a></li>
        <li class="menu-item"><a href="https://www.bellandi.it/rivenditori/" class="elementor-item">Rivenditori</a></li>
        <li class="menu-item"><a href="https://www.bellandi.it/stampa/" class="elementor-item">Stampa</a></li>
        <li class="menu-item"><a href="https://www.bellandi.it/contatti/" class="elementor-item">Contatti</a></li>
      </ul>
    </nav>
    <div class="header-icons">
      <a href="https://www.bellandi.it/mio-account/" aria-label="Il mio account">Account</a>
      <a href="https://www.bellandi.it/carrello/" class="cart-contents" aria-label="Carrello">Carrello <span class="count">0</span></a>
      <a href="https://en.bellandi.it/" hreflang="en">EN</a>
    </div>
  </div>
</div>`;

const footer = `<footer class="elementor elementor-location-footer">
  <div class="e-con e-flex footer-cols">
    <div class="footer-col">
      <h4>Calzaturificio Bellandi S.r.l.</h4>
      <p>Via delle Conce 14, 56029 Santa Croce sull'Arno (PI)<br>P.IVA 01876540503 &middot; REA PI-161203<br>Capitale sociale &euro; 100.000 i.v.</p>
    </div>
    <div class="footer-col">
      <h4>Servizio clienti</h4>
      <ul>
        <li><a href="https://www.bellandi.it/spedizioni-e-resi/">Spedizioni e resi</a></li>
        <li><a href="https://www.bellandi.it/guida-alle-taglie/">Guida alle taglie</a></li>
        <li><a href="https://www.bellandi.it/cura-della-pelle/">Cura delle calzature</a></li>
        <li><a href="https://www.bellandi-outlet.it/">Outlet online</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Azienda</h4>
      <ul>
        <li><a href="https://www.bellandi.it/chi-siamo/">Chi siamo</a></li>
        <li><a href="https://www.bellandi.it/rivenditori/">Diventa rivenditore</a></li>
        <li><a href="https://www.bellandi.it/lavora-con-noi/">Lavora con noi</a></li>
        <li><a href="https://www.bellandi.it/privacy-policy/">Privacy policy</a></li>
        <li><a href="https://www.iubenda.com/privacy-policy/40566231/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie policy</a></li>
        <li><a href="https://www.bellandi.it/condizioni-di-vendita/">Condizioni di vendita</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Seguici</h4>
      <ul class="social">
        <li><a href="https://www.instagram.com/bellandi_calzature/" target="_blank" rel="noopener">Instagram</a></li>
        <li><a href="https://www.facebook.com/bellandicalzature" target="_blank" rel="noopener">Facebook</a></li>
        <li><a href="https://www.pinterest.it/bellandicalzature/" target="_blank" rel="noopener">Pinterest</a></li>
      </ul>
      <p class="newsletter">Iscriviti alla newsletter: 10% di sconto sul primo ordine.</p>
    </div>
  </div>
  <div class="footer-bottom">
    <div class="payments">
      <img src="https://www.bellandi.it/wp-content/uploads/2023/02/visa.svg" alt="Visa" width="38">
      <img src="https://www.bellandi.it/wp-content/uploads/2023/02/mastercard.svg" alt="Mastercard" width="38">
      <img src="https://www.bellandi.it/wp-content/uploads/2023/02/paypal.svg" alt="PayPal" width="38">
      <img src="https://www.bellandi.it/wp-content/uploads/2023/02/satispay.svg" alt="Satispay" width="38">
    </div>
    <p>&copy; 2024 Calzaturificio Bellandi S.r.l. &mdash; Scarpe fatte a mano in Toscana dal 1962. Sito realizzato da <a href="https://www.studiopixelnove.it/" target="_blank" rel="noopener nofollow">Studio Pixelnove</a></p>
  </div>
</footer>
<script src="https://www.bellandi.it/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=8.7.0" id="woocommerce-js"></script>
<script src="https://www.bellandi.it/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://www.bellandi.it/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://www.bellandi.it/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>
</html>`;

const home = `${head('Calzaturificio Bellandi | Scarpe artigianali in cuoio dal 1962', "Mocassini, stringate e stivali fatti a mano a Santa Croce sull'Arno. Spedizione gratuita in Italia sopra i 150 euro.", '/')}
${header}
<main id="content" class="site-main">
  <div class="elementor elementor-8">
    <section class="e-con hero">
      <h1>Fatte a mano, fatte per durare</h1>
      <p>Da tre generazioni tagliamo, cuciamo e rifiniamo a mano ogni paio nella nostra bottega di Santa Croce sull'Arno.</p>
      <a class="elementor-button" href="https://www.bellandi.it/negozio/">Scopri la collezione Primavera/Estate</a>
    </section>
    <section class="e-con products">
      <h2>I più amati</h2>
      <ul class="products columns-4">
        <li class="product"><a href="https://www.bellandi.it/prodotto/mocassino-arno-cuoio/"><img src="https://www.bellandi.it/wp-content/uploads/2024/03/arno-cuoio.jpg" alt="Mocassino Arno in cuoio"><h3>Mocassino Arno</h3><span class="price">&euro; 245,00</span></a></li>
        <li class="product"><a href="https://www.bellandi.it/prodotto/stringata-volterra/"><img src="https://www.bellandi.it/wp-content/uploads/2024/03/volterra-testa-di-moro.jpg" alt="Stringata Volterra testa di moro"><h3>Stringata Volterra</h3><span class="price">&euro; 285,00</span></a></li>
        <li class="product"><a href="https://www.bellandi.it/prodotto/stivaletto-cecina/"><img src="https://www.bellandi.it/wp-content/uploads/2024/02/cecina-nero.jpg" alt="Stivaletto Cecina nero"><h3>Stivaletto Cecina</h3><span class="price">&euro; 320,00</span></a></li>
        <li class="product"><a href="https://www.bellandi.it/prodotto/ballerina-lari/"><img src="https://www.bellandi.it/wp-content/uploads/2024/03/lari-cipria.jpg" alt="Ballerina Lari cipria"><h3>Ballerina Lari</h3><span class="price">&euro; 195,00</span></a></li>
      </ul>
    </section>
    <section class="e-con award">
      <img src="https://www.bellandi.it/wp-content/uploads/2023/11/premio-calzatura-2023.png" alt="Premio Calzatura Made in Italy 2023">
      <p>Il Mocassino Arno ha vinto il <a href="https://www.premiocalzaturamadeinitaly.it/albo-2023/" target="_blank" rel="noopener">Premio Calzatura Made in Italy 2023</a> nella categoria artigianato.</p>
    </section>
    <section class="e-con sponsor">
      <h2>Di corsa, ma con stile</h2>
      <p>Anche quest'anno siamo sponsor ufficiale della <a href="https://www.pisahalfmarathon.it/" target="_blank" rel="noopener">Pisa Half Marathon</a>: ci vediamo al traguardo in Piazza dei Miracoli.</p>
    </section>
    <section class="e-con stockists-teaser">
      <h2>Provale dal vivo</h2>
      <p>Le nostre scarpe sono in vendita in una selezione di boutique in Italia e in Europa. <a href="https://www.bellandi.it/rivenditori/">Trova il rivenditore più vicino</a>.</p>
    </section>
  </div>
</main>
${footer}`;

const rivenditori = `${head('Rivenditori autorizzati | Calzaturificio Bellandi', 'Dove trovare le scarpe Bellandi: boutique e calzolerie selezionate in Italia e in Europa.', '/rivenditori/')}
${header}
<main id="content" class="site-main">
  <div class="elementor elementor-412">
    <section class="e-con">
      <h1>Rivenditori autorizzati</h1>
      <p>Le calzature Bellandi sono distribuite esclusivamente da negozi selezionati che condividono la nostra cura per il dettaglio. Prima di metterti in viaggio ti consigliamo di contattare il negozio per verificare la disponibilità di modelli e taglie.</p>
    </section>
    <section class="e-con">
      <h2>Italia</h2>
      <div class="elementor-widget-container">
        <table class="tabella-rivenditori">
          <thead><tr><th>Città</th><th>Negozio</th><th>Indirizzo</th><th>Sito web</th></tr></thead>
          <tbody>
            <tr><td>Firenze</td><td>Calzature Ferri</td><td>Via dei Calzaiuoli 41r</td><td><a href="https://www.calzatureferri.it/" target="_blank" rel="noopener">calzatureferri.it</a></td></tr>
            <tr><td>Milano</td><td>Boutique Monforte</td><td>Corso Monforte 22</td><td><a href="https://monforteboutique.com/brand/bellandi" target="_blank" rel="noopener">monforteboutique.com</a></td></tr>
            <tr><td>Bologna</td><td>Passi Scelti</td><td>Via Santo Stefano 8</td><td><a href="https://www.passiscelti.it/" target="_blank" rel="noopener">passiscelti.it</a></td></tr>
            <tr><td>Lucca</td><td>Calzature Rossi dal 1950</td><td>Via Fillungo 112</td><td>tel. 0583 491 220</td></tr>
            <tr><td>Roma</td><td>L'Angolo del Cuoio</td><td>Via del Babuino 60</td><td><a href="https://www.angolodelcuoio.it/" target="_blank" rel="noopener">angolodelcuoio.it</a></td></tr>
          </tbody>
        </table>
      </div>
    </section>
    <section class="e-con">
      <h2>Europa</h2>
      <div class="elementor-widget-container">
        <table class="tabella-rivenditori">
          <thead><tr><th>Città</th><th>Negozio</th><th>Indirizzo</th><th>Sito web</th></tr></thead>
          <tbody>
            <tr><td>München</td><td>Schuhhaus Kessler</td><td>Theatinerstraße 15</td><td><a href="https://www.schuhhaus-kessler.de/marken/bellandi/" target="_blank" rel="noopener">schuhhaus-kessler.de</a></td></tr>
            <tr><td>Paris</td><td>Pied Léger</td><td>18 rue de Grenelle</td><td><a href="https://piedleger.fr/" target="_blank" rel="noopener">piedleger.fr</a></td></tr>
          </tbody>
        </table>
      </div>
    </section>
    <section class="e-con">
      <h2>Online</h2>
      <p>Oltre che sul nostro negozio online, una selezione della collezione è disponibile anche su <a href="https://www.scarpeditalia.com/bellandi/" target="_blank" rel="noopener">Scarpe d'Italia</a>, rivenditore online autorizzato.</p>
    </section>
    <section class="e-con diventa">
      <h2>Diventa rivenditore</h2>
      <p>Hai una boutique o una calzoleria e vuoi proporre le nostre scarpe? Scrivi a <a href="mailto:commerciale@bellandi.it">commerciale@bellandi.it</a> indicando città e tipologia del negozio: il nostro ufficio commerciale ti invierà il listino.</p>
    </section>
  </div>
</main>
${footer}`;

const chiSiamo = `${head('La bottega | Calzaturificio Bellandi', 'La storia del Calzaturificio Bellandi, dal 1962 nel distretto conciario toscano.', '/chi-siamo/')}
${header}
<main id="content" class="site-main">
  <div class="elementor elementor-37">
    <section class="e-con">
      <h1>La bottega</h1>
      <p>Nel 1962 Gino Bellandi apre un piccolo laboratorio a Santa Croce sull'Arno, nel cuore del distretto conciario toscano. Oggi sono i nipoti Chiara e Matteo a guidare una squadra di ventidue artigiani.</p>
      <div class="wp-block-group"><div class="wp-block-group__inner-container"><p>Ogni paio richiede più di 200 passaggi, dal taglio alla cucitura Blake fino alla patina finale applicata a mano.</p></div></div>
    </section>
    <section class="e-con filiera">
      <h2>I nostri partner di filiera</h2>
      <p>Un buon paio di scarpe nasce da buone materie prime. Per questo lavoriamo da anni con pochi partner del territorio: le pelli al vegetale arrivano dalla <a href="https://www.conceriavaldarnopelli.it/" target="_blank" rel="noopener">Conceria Valdarno Pelli</a>, socia del Consorzio Vera Pelle, mentre le suole in cuoio e gomma sono prodotte per noi dal <a href="https://www.suolificiobrentano.it/" target="_blank" rel="noopener">Suolificio Brentano</a> di Montebelluna.</p>
      <p>Le scatole e le sacche antipolvere sono realizzate in carta riciclata e cotone biologico dalla cooperativa sociale <a href="https://www.cartotecnicailponte.it/" target="_blank" rel="noopener">Cartotecnica Il Ponte</a>, nostro partner dal 2019.</p>
    </section>
    <section class="e-con numeri">
      <ul>
        <li><strong>62</strong> anni di storia</li>
        <li><strong>22</strong> artigiani</li>
        <li><strong>14.000</strong> paia all'anno</li>
      </ul>
    </section>
  </div>
</main>
${footer}`;

const stampa = `${head('Stampa | Calzaturificio Bellandi', 'Dicono di noi: articoli e servizi sul Calzaturificio Bellandi.', '/stampa/')}
${header}
<main id="content" class="site-main">
  <div class="elementor elementor-55">
    <section class="e-con">
      <h1>Dicono di noi</h1>
      <ul class="rassegna">
        <li><img src="https://www.bellandi.it/wp-content/uploads/2023/05/logo-moda-italiana-magazine.png" alt="Moda Italiana Magazine"> <a href="https://www.modaitalianamagazine.it/2024/02/artigiani-del-cuoio-santa-croce/" target="_blank" rel="noopener">&laquo;Gli ultimi artigiani del cuoio&raquo; &mdash; febbraio 2024</a></li>
        <li><img src="https://www.bellandi.it/wp-content/uploads/2023/05/logo-corriere-stile.png" alt="Corriere Stile"> <a href="https://www.corrierestile.it/scarpe/bellandi-mocassino-arno" target="_blank" rel="noopener">&laquo;Il mocassino che ha conquistato Milano&raquo; &mdash; ottobre 2023</a></li>
        <li><img src="https://www.bellandi.it/wp-content/uploads/2023/05/logo-gentlemans-journal.png" alt="The Gentleman's Journal"> Intervista a Matteo Bellandi &mdash; giugno 2023</li>
      </ul>
      <p>Per richieste stampa e campionatura: <a href="mailto:press@bellandi.it">press@bellandi.it</a></p>
    </section>
  </div>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'bellandi.it',
  otherDomains: ['bellandi-outlet.it'],
  covers:
    'Italian handmade-shoe label on WordPress/Elementor/WooCommerce: stockists in per-country tables (one row phone-only), online retailer in prose, supply-chain partners in prose with links; award, sponsorship, press, web-agency credit, payment badges and outlet domain as negatives',
  pages: {
    '/': {
      redirect: 'https://www.bellandi.it/',
    },
    'https://www.bellandi.it/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=UTF-8',
        link: '<https://www.bellandi.it/wp-json/>; rel="https://api.w.org/"',
      },
      html: home,
    },
    'https://www.bellandi.it/rivenditori/': { headers: { server: 'nginx' }, html: rivenditori },
    'https://www.bellandi.it/chi-siamo/': { headers: { server: 'nginx' }, html: chiSiamo },
    'https://www.bellandi.it/stampa/': { headers: { server: 'nginx' }, html: stampa },
  },
  sitemap: [
    'https://www.bellandi.it/',
    'https://www.bellandi.it/chi-siamo/',
    'https://www.bellandi.it/rivenditori/',
    'https://www.bellandi.it/stampa/',
  ],
  technologies: [
    'elementor',
    'google-tag-manager',
    'hello-elementor',
    'iubenda',
    'jquery',
    'mysql',
    'nginx',
    'open-graph',
    'paypal',
    'php',
    'woocommerce',
    'wordpress',
    'wordpress-block-editor',
    'yoast-seo',
  ],
  partners: {
    'calzatureferri.it': 'channel',
    'monforteboutique.com': 'channel',
    'passiscelti.it': 'channel',
    'angolodelcuoio.it': 'channel',
    'schuhhaus-kessler.de': 'channel',
    'piedleger.fr': 'channel',
    'scarpeditalia.com': 'channel',
    'conceriavaldarnopelli.it': 'generic',
    'suolificiobrentano.it': 'generic',
    'cartotecnicailponte.it': 'generic',
  },
};
