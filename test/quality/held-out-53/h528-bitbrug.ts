import type { CorpusSite } from '../corpus/types.js';

const headers = { 'content-type': 'text/html; charset=UTF-8', server: 'Apache' };

function page(title: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="nl-NL">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://bitbrug.nl/xmlrpc.php">
<title>${title} - BitBrug ICT-advies</title>
<meta name="robots" content="max-image-preview:large">
<meta name="generator" content="WordPress 6.4.4">
<meta name="generator" content="Divi v.4.25.1">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<link rel="stylesheet" id="wp-block-library-css" href="https://bitbrug.nl/wp-includes/css/dist/block-library/style.min.css?ver=6.4.4" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-css" href="https://bitbrug.nl/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">
<script type="text/javascript" src="https://bitbrug.nl/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://bitbrug.nl/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="canonical" href="https://bitbrug.nl${path}">
</head>
<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_pb_gutters3 et_divi_theme et-db">
<div id="page-container">
<header id="main-header" data-height-onload="66">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><a href="https://bitbrug.nl/"><img src="https://bitbrug.nl/wp-content/uploads/2022/03/bitbrug-logo.png" alt="BitBrug ICT-advies" id="logo"></a></div>
    <div id="et-top-navigation">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li class="menu-item"><a href="https://bitbrug.nl/">Home</a></li>
          <li class="menu-item"><a href="https://bitbrug.nl/diensten/">Diensten</a></li>
          <li class="menu-item"><a href="https://bitbrug.nl/over-ons/">Over ons</a></li>
          <li class="menu-item"><a href="https://bitbrug.nl/contact/">Contact</a></li>
        </ul>
      </nav>
    </div>
  </div>
</header>
<div id="et-main-area">
<div id="main-content">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${main}
</div>
</div>
</div>
</div>
<footer id="main-footer">
  <div class="container">
    <div id="footer-widgets" class="clearfix">
      <div class="footer-widget">
        <h4 class="title">BitBrug ICT-advies</h4>
        <p>Stationsweg 12<br>5301 BG Zaltbommel<br>0418 – 58 12 40<br><a href="mailto:info@bitbrug.nl">info@bitbrug.nl</a></p>
        <p>KvK 71234567</p>
      </div>
      <div class="footer-widget">
        <h4 class="title">Onze partners</h4>
        <div class="partner-logos">
          <a href="https://www.microsoft.com/nl-nl/microsoft-365/business" target="_blank" rel="noopener"><img src="https://bitbrug.nl/wp-content/uploads/2022/03/microsoft-partner.png" alt="Microsoft" width="120"></a>
          <a href="https://www.poldercloud.nl/" target="_blank" rel="noopener"><img src="https://bitbrug.nl/wp-content/uploads/2022/03/poldercloud.png" alt="PolderCloud hosting" width="120"></a>
          <a href="https://synergo.nl/" target="_blank" rel="noopener"><img src="https://bitbrug.nl/wp-content/uploads/2023/01/synergo.png" alt="Synergo Software" width="120"></a>
        </div>
      </div>
      <div class="footer-widget">
        <h4 class="title">Volg ons</h4>
        <ul class="et-social-icons">
          <li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/bitbrug" class="icon"><span>LinkedIn</span></a></li>
          <li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/bitbrug" class="icon"><span>Facebook</span></a></li>
        </ul>
      </div>
    </div>
  </div>
  <div id="footer-bottom"><div class="container clearfix"><p id="footer-info">&copy; 2024 BitBrug ICT-advies · <a href="https://bitbrug.nl/privacyverklaring/">Privacyverklaring</a></p></div></div>
</footer>
</div>
</div>
<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};</script>
<script type="text/javascript" src="https://bitbrug.nl/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://bitbrug.nl/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-unified-js"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'bitbrug.nl',
  covers:
    'Dutch WordPress + Divi small IT/ERP consultancy: partners only as footer "Onze partners" logo links (generic) on every page plus a cooperation partner named in about-page prose (generic); negatives: client testimonials, ISO 9001 certification, Nederland ICT membership, hockey club sponsorship, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'ICT-advies en ERP voor het MKB in de Bommelerwaard',
        '/',
        `
<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
      <h1>Uw ICT goed geregeld, zonder gedoe</h1>
      <p>BitBrug helpt MKB-bedrijven in de regio Zaltbommel en Den Bosch met Microsoft 365, werkplekbeheer en de koppeling tussen hun ERP-pakket en webshop.</p>
    </div></div>
    <div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://bitbrug.nl/contact/">Plan een kennismaking</a></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_1">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_1_2">
    <div class="et_pb_testimonial"><div class="et_pb_testimonial_description"><p>“Sinds BitBrug onze IT beheert, hebben we er geen omkijken meer naar.”</p><strong class="et_pb_testimonial_author">Marieke van Dam</strong><p class="et_pb_testimonial_meta">Van Dam Installatietechniek</p></div></div>
  </div><div class="et_pb_column et_pb_column_1_2">
    <div class="et_pb_testimonial"><div class="et_pb_testimonial_description"><p>“De koppeling met onze webshop scheelt ons uren per week.”</p><strong class="et_pb_testimonial_author">Joost Hendriks</strong><p class="et_pb_testimonial_meta">Hendriks Tuinmachines</p></div></div>
  </div></div>
</div>`,
      ),
    },
    '/over-ons/': {
      headers,
      html: page(
        'Over ons',
        '/over-ons/',
        `
<div class="et_pb_section et_pb_section_0">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
      <h1>Over BitBrug</h1>
      <p>BitBrug is in 2015 opgericht door Sander Verhoeven en is uitgegroeid tot een team van zes ICT-specialisten. Wij zijn ISO 9001 gecertificeerd en lid van <a href="https://www.nederlandict.nl/">Nederland ICT</a>.</p>
      <h2>Samenwerking</h2>
      <p>Voor de financiële kant van ERP-implementaties werken wij nauw samen met onze partner <a href="https://www.devries-administratie.nl/">De Vries Administratie &amp; Advies</a> uit Geldermalsen. Zo krijgt u techniek en boekhouding uit één hand.</p>
      <h2>Maatschappelijk betrokken</h2>
      <p>BitBrug is trotse sponsor van de jeugdafdeling van <a href="https://www.hcbommel.nl/">HC Bommel</a>.</p>
    </div></div>
  </div></div>
</div>`,
      ),
    },
    '/diensten/': {
      headers,
      html: page(
        'Diensten',
        '/diensten/',
        `
<div class="et_pb_section et_pb_section_0">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_1_3">
    <div class="et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Werkplekbeheer</h4><p>Microsoft 365, Intune en back-up voor teams van 5 tot 100 medewerkers.</p></div></div>
  </div><div class="et_pb_column et_pb_column_1_3">
    <div class="et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">ERP-koppelingen</h4><p>Koppelingen tussen uw boekhoud- of ERP-pakket, webshop en planning.</p></div></div>
  </div><div class="et_pb_column et_pb_column_1_3">
    <div class="et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Hosting</h4><p>Veilige hosting in Nederlandse datacenters.</p></div></div>
  </div></div>
</div>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact',
        '/contact/',
        `
<div class="et_pb_section et_pb_section_0">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contact</h1><p>Bel ons op 0418 – 58 12 40 of stuur een bericht.</p></div></div>
    <div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container"><form class="et_pb_contact_form clearfix" method="post" action="https://bitbrug.nl/contact/">
      <p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Naam"></p>
      <p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="E-mailadres"></p>
      <p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Bericht"></textarea></p>
      <button type="submit" class="et_pb_contact_submit et_pb_button">Verstuur</button>
    </form></div>
  </div></div>
</div>`,
      ),
    },
  },
  technologies: ['wordpress', 'php', 'mysql', 'divi', 'jquery', 'jquery-migrate', 'apache-http-server'],
  partners: {
    'microsoft.com': 'generic',
    'poldercloud.nl': 'generic',
    'synergo.nl': 'generic',
    'devries-administratie.nl': 'generic',
  },
};
