import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://medorahellas.gr/wp-json/>; rel="https://api.w.org/"',
  'set-cookie': 'wp-wpml_current_language=el; path=/; secure; HttpOnly',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="canonical" href="https://medorahellas.gr${path}">
<meta property="og:locale" content="el_GR">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://medorahellas.gr${path}">
<meta property="og:site_name" content="Medora Hellas">
<link rel="alternate" hreflang="el" href="https://medorahellas.gr${path}">
<link rel="alternate" hreflang="en" href="https://medorahellas.gr/en${path}">
<link rel='stylesheet' id='wp-block-library-css' href='https://medorahellas.gr/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2' media='all'>
<link rel='stylesheet' id='woocommerce-general-css' href='https://medorahellas.gr/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.5.1' media='all'>
<link rel='stylesheet' id='hello-elementor-css' href='https://medorahellas.gr/wp-content/themes/hello-elementor/style.min.css?ver=3.2.1' media='all'>
<link rel='stylesheet' id='elementor-frontend-css' href='https://medorahellas.gr/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.26.3' media='all'>
<link rel='stylesheet' id='swiper-css' href='https://medorahellas.gr/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all'>
<link rel='stylesheet' id='elementor-post-12-css' href='https://medorahellas.gr/wp-content/uploads/elementor/css/post-12.css?ver=1767700000' media='all'>
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Manrope:100,200,300,400,500,600,700,800&#038;display=swap&#038;subset=greek' media='all'>
<script src="https://medorahellas.gr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://medorahellas.gr/wp-content/plugins/sitepress-multilingual-cms/res/js/jquery.cookie.js?ver=4.6.15" id="jquery.cookie-js"></script>
<meta name="generator" content="WordPress 6.7.2">
<meta name="generator" content="WooCommerce 9.5.1">
<meta name="generator" content="WPML ver:4.6.15 stt:1,13;">
<meta name="generator" content="Elementor 3.26.3; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>`;

const header = `<header data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header">
<div class="elementor-element e-con-full e-flex e-con e-parent" data-element_type="container">
  <div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><a href="https://medorahellas.gr"><img width="220" height="56" src="https://medorahellas.gr/wp-content/uploads/2024/03/medora-logo.svg" alt="Medora Hellas – Ιατροτεχνολογικά προϊόντα"></a></div>
  <div class="elementor-widget elementor-widget-nav-menu"><nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Μενού">
    <ul id="menu-1-main" class="elementor-nav-menu">
      <li class="menu-item"><a href="https://medorahellas.gr/etaireia/" class="elementor-item">Η εταιρεία</a></li>
      <li class="menu-item"><a href="https://medorahellas.gr/katigoria-proiontos/kardiologia/" class="elementor-item">Προϊόντα</a></li>
      <li class="menu-item"><a href="https://medorahellas.gr/synergates/" class="elementor-item">Οίκοι &amp; Συνεργάτες</a></li>
      <li class="menu-item"><a href="https://medorahellas.gr/service/" class="elementor-item">Τεχνική υποστήριξη</a></li>
      <li class="menu-item"><a href="https://medorahellas.gr/epikoinonia/" class="elementor-item">Επικοινωνία</a></li>
      <li class="menu-item wpml-ls-item"><a href="https://medorahellas.gr/en/" class="elementor-item">EN</a></li>
    </ul>
  </nav></div>
</div>
</header>`;

const footer = `<footer data-elementor-type="footer" data-elementor-id="58" class="elementor elementor-58 elementor-location-footer">
<div class="elementor-element e-con-boxed e-flex e-con e-parent footer-cols">
  <div class="elementor-widget elementor-widget-text-editor"><h4>Medora Hellas Α.Ε.</h4><p>Λεωφ. Κηφισίας 284, 152 32 Χαλάνδρι<br>Τ: 210 68 45 100<br>info@medorahellas.gr<br>ΓΕΜΗ 121834501000</p></div>
  <div class="elementor-widget elementor-widget-text-editor"><h4>Χρήσιμα</h4><ul>
    <li><a href="https://medorahellas.gr/oroi-chrisis/">Όροι χρήσης</a></li>
    <li><a href="https://medorahellas.gr/politiki-aporritou/">Πολιτική απορρήτου</a></li>
    <li><a href="https://medorahellas.gr/synergates/">Οίκοι που αντιπροσωπεύουμε</a></li>
    <li><a href="https://medorahellas.gr/my-account/">Είσοδος B2B πελατών</a></li>
  </ul></div>
  <div class="elementor-widget elementor-widget-text-editor"><h4>Πιστοποιήσεις</h4><p>ISO 9001:2015 και ISO 13485:2016, πιστοποίηση από την <a href="https://www.qualitycert-hellas.gr/">QualityCert Hellas</a>. Μέλος του <a href="https://www.sevimed.gr/">Συνδέσμου Επιχειρήσεων Ιατροτεχνολογικών Προϊόντων</a>.</p>
  <p class="payments"><img src="https://medorahellas.gr/wp-content/uploads/2024/03/cards.png" alt="Visa, Mastercard, Τραπεζική κατάθεση"></p></div>
</div>
<div class="elementor-element espa-banner"><a href="https://www.espa.gr/el/Pages/staticOPCompetitiveness.aspx"><img src="https://medorahellas.gr/wp-content/uploads/2024/05/espa-banner.jpg" alt="ΕΣΠΑ 2021-2027 – Με τη συγχρηματοδότηση της Ευρωπαϊκής Ένωσης"></a></div>
<div class="elementor-element copyright"><p>© 2026 Medora Hellas. <a href="https://www.linkedin.com/company/medora-hellas">LinkedIn</a></p></div>
</footer>
<div id="cookie-notice" class="cookie-bar" role="dialog"><span>Χρησιμοποιούμε cookies για τη λειτουργία του καταστήματος B2B.</span><a href="#" class="button">Αποδοχή</a></div>
<script src="https://medorahellas.gr/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=9.5.1" id="woocommerce-js"></script>
<script src="https://medorahellas.gr/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.26.3" id="elementor-frontend-modules-js"></script>
<script src="https://medorahellas.gr/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>
<script src="https://medorahellas.gr/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.26.3" id="elementor-frontend-js"></script>`;

const doc = (title: string, description: string, path: string, bodyClass: string, main: string): string => `<!doctype html>
<html lang="el">
${head(title, description, path)}
<body class="${bodyClass} theme-hello-elementor woocommerce-no-js elementor-default elementor-kit-12">
<a class="skip-link screen-reader-text" href="#content">Μετάβαση στο περιεχόμενο</a>
${header}
<main id="content" class="site-main">
${main}
</main>
${footer}
</body>
</html>`;

const logoSlide = (href: string, img: string, alt: string): string =>
  `<div class="swiper-slide" role="group"><figure class="swiper-slide-inner"><a href="${href}" target="_blank"><img class="swiper-slide-image" src="https://medorahellas.gr/wp-content/uploads/2024/04/${img}" alt="${alt}"></a></figure></div>`;

const home = doc(
  'Medora Hellas | Διανομή ιατροτεχνολογικών προϊόντων',
  'Η Medora Hellas διανέμει ιατροτεχνολογικά προϊόντα καρδιολογίας, απεικόνισης και ορθοπαιδικής σε νοσοκομεία της Ελλάδας και της Κύπρου.',
  '/',
  'home page-template-default page',
  `<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">
<div class="elementor-element e-con-full e-flex e-con e-parent hero"><div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Ιατρική τεχνολογία, με υπογραφή αξιοπιστίας</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Πάνω από 25 χρόνια φέρνουμε στα ελληνικά νοσοκομεία καινοτόμα ιατροτεχνολογικά προϊόντα, με πλήρη τεχνική υποστήριξη και εκπαίδευση.</p></div>
<div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://medorahellas.gr/katigoria-proiontos/kardiologia/">Δείτε τα προϊόντα</a></div></div>
<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Μας εμπιστεύονται</h2></div>
<div class="elementor-widget elementor-widget-image-carousel"><div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">
${logoSlide('https://www.ygeiamed-athens.gr/', 'ygeiamed.png', 'Νοσοκομείο Υγεία Μεντ Αθηνών')}
${logoSlide('https://www.iaso-thessalias.gr/', 'iaso-thessalias.png', 'Κλινική Θεσσαλίας')}
${logoSlide('https://www.kardiocenter.gr/', 'kardiocenter.png', 'Καρδιοχειρουργικό Κέντρο Αττικής')}
</div></div></div></div>
<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-text-editor"><h2>Νέα</h2>
<p>Η Medora Hellas στο 46ο Πανελλήνιο Καρδιολογικό Συνέδριο. Διαβάστε τη συνέντευξη του Διευθύνοντος Συμβούλου στο <a href="https://www.healthreport.gr/synenteuxi-medora-hellas/">HealthReport</a>.</p></div></div>
</div>`,
);

const synergates = doc(
  'Οίκοι & Συνεργάτες | Medora Hellas',
  'Οι κατασκευαστικοί οίκοι που αντιπροσωπεύει αποκλειστικά η Medora Hellas και οι συνεργάτες διανομής μας.',
  '/synergates/',
  'page-template-default page',
  `<div data-elementor-type="wp-page" data-elementor-id="233" class="elementor elementor-233">
<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Οίκοι &amp; Συνεργάτες</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Η Medora Hellas είναι αποκλειστικός διανομέας σε Ελλάδα και Κύπρο κορυφαίων κατασκευαστών ιατροτεχνολογικών προϊόντων από την Ευρώπη και τις ΗΠΑ.</p></div></div>

<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Οίκοι που αντιπροσωπεύουμε</h2></div>
<div class="e-con-inner partner-grid">
  <div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://www.corventmedical.com/" target="_blank"><img src="https://medorahellas.gr/wp-content/uploads/2024/04/corvent.png" alt="Corvent Medical"></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Corvent Medical (ΗΠΑ)</h3><p class="elementor-image-box-description">Στεντ και καθετήρες επεμβατικής καρδιολογίας. Αποκλειστική αντιπροσώπευση από το 2009.</p></div></div></div>
  <div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://sonavia.com/" target="_blank"><img src="https://medorahellas.gr/wp-content/uploads/2024/04/sonavia.png" alt="Sonavia Imaging"></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Sonavia Imaging (Ιταλία)</h3><p class="elementor-image-box-description">Υπερηχοτομογράφοι και φορητά συστήματα απεικόνισης.</p></div></div></div>
  <div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://www.ortheon.de/" target="_blank"><img src="https://medorahellas.gr/wp-content/uploads/2024/04/ortheon.png" alt="Ortheon Surgical"></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Ortheon Surgical (Γερμανία)</h3><p class="elementor-image-box-description">Εμφυτεύματα γόνατος και ισχίου, εργαλεία αρθροσκόπησης.</p></div></div></div>
</div></div>

<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Συνεργάτες διανομής</h2></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Στην Κύπρο και στη Βόρεια Ελλάδα τα προϊόντα μας διατίθενται και μέσω εξουσιοδοτημένων μεταπωλητών:</p>
<ul><li><a href="https://www.kypromed.com/">KyproMed Ltd</a> – Λευκωσία, αποκλειστικός μεταπωλητής για την Κύπρο</li><li><a href="https://www.voreiamedical.gr/">Βόρεια Medical</a> – Θεσσαλονίκη, ιδιωτικές κλινικές Μακεδονίας και Θράκης</li></ul></div></div>

<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Τεχνολογία &amp; logistics</h2></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Το B2B κατάστημά μας είναι διασυνδεδεμένο με την πλατφόρμα ηλεκτρονικών προμηθειών <a href="https://www.procurehub.gr/">ProcureHub</a>, ώστε τα νοσοκομεία να παραγγέλνουν απευθείας από το σύστημά τους. Η αποθήκευση και η διανομή γίνονται σε συνεργασία με την <a href="https://www.thermologistics.gr/">ThermoLogistics</a>, με πιστοποίηση GDP.</p></div></div>

<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-text-editor"><h3>Είστε κατασκευαστής;</h3><p>Αναζητούμε νέους οίκους για την ελληνική αγορά. Στείλτε μας μήνυμα στο <a href="mailto:bd@medorahellas.gr">bd@medorahellas.gr</a>.</p></div></div>
</div>`,
);

const etaireia = doc(
  'Η εταιρεία | Medora Hellas',
  'Ιστορία, ομάδα και πιστοποιήσεις της Medora Hellas.',
  '/etaireia/',
  'page-template-default page',
  `<div data-elementor-type="wp-page" data-elementor-id="19" class="elementor elementor-19">
<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-text-editor">
<h1>Η εταιρεία</h1>
<p>Η Medora Hellas ιδρύθηκε το 1999 στην Αθήνα. Σήμερα απασχολεί 64 άτομα, εκ των οποίων 18 βιοϊατρικούς μηχανικούς, και εξυπηρετεί περισσότερα από 140 δημόσια και ιδιωτικά νοσοκομεία.</p>
<p>Διαθέτουμε σύστημα διαχείρισης ποιότητας κατά ISO 13485 και συμμορφωνόμαστε με τον Κανονισμό (ΕΕ) 2017/745 για τα ιατροτεχνολογικά προϊόντα.</p>
<h2>Οι αριθμοί μας</h2>
<table><tbody><tr><td>25+</td><td>χρόνια εμπειρίας</td></tr><tr><td>3.200</td><td>κωδικοί προϊόντων</td></tr><tr><td>24/7</td><td>τεχνική υποστήριξη</td></tr></tbody></table>
</div></div></div>`,
);

const epikoinonia = doc(
  'Επικοινωνία | Medora Hellas',
  'Στοιχεία επικοινωνίας της Medora Hellas στην Αθήνα και τη Θεσσαλονίκη.',
  '/epikoinonia/',
  'page-template-default page',
  `<div data-elementor-type="wp-page" data-elementor-id="27" class="elementor elementor-27">
<div class="elementor-element e-con-boxed e-flex e-con e-parent"><div class="elementor-widget elementor-widget-text-editor">
<h1>Επικοινωνία</h1>
<p><strong>Αθήνα:</strong> Λεωφ. Κηφισίας 284, 152 32 Χαλάνδρι, 210 68 45 100</p>
<p><strong>Θεσσαλονίκη:</strong> 26ης Οκτωβρίου 90, 546 27, 2310 55 21 00</p>
</div>
<div class="elementor-widget elementor-widget-google_maps"><div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Medora%20Hellas%20Chalandri&amp;t=m&amp;z=14&amp;output=embed&amp;iwloc=near" title="Medora Hellas" aria-label="Medora Hellas"></iframe></div></div>
</div></div>`,
);

export const site: CorpusSite = {
  domain: 'medorahellas.gr',
  covers:
    'Greek WordPress + Elementor (Hello theme) + WooCommerce B2B distributor on LiteSpeed; partner page /synergates/ with manufacturers it distributes as image boxes and authorised resellers (both channel), a procurement-platform integration (technology) and a logistics partner (generic) in prose; negatives: hospital customers in a Swiper logo carousel, certification body, association membership, ESPA/EU funding banner, payment image, press interview',
  pages: {
    '/': { headers, html: home },
    '/synergates/': { headers, html: synergates },
    '/etaireia/': { headers, html: etaireia },
    '/epikoinonia/': { headers, html: epikoinonia },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /wp-admin/\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /my-account/\nSitemap: https://medorahellas.gr/wp-sitemap.xml\n',
    },
  },
  sitemap: ['/', '/etaireia/', '/synergates/', '/epikoinonia/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'woocommerce',
    'wpml',
    'litespeed',
    'litespeed-cache',
    'jquery',
    'swiper',
    'google-font-api',
    'open-graph',
    'google-maps',
  ],
  partners: {
    'corventmedical.com': 'channel',
    'sonavia.com': 'channel',
    'ortheon.de': 'channel',
    'kypromed.com': 'channel',
    'voreiamedical.gr': 'channel',
    'procurehub.gr': 'technology',
    'thermologistics.gr': 'generic',
  },
};
