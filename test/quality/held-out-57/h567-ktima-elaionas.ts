import type { CorpusSite } from '../corpus/types.js';

const base = 'https://ktimaelaionas.gr';

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="el">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="${base}/xmlrpc.php">
<script type="text/javascript">document.documentElement.className = 'js';</script>
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="alternate" hreflang="el" href="${base}${path}">
<link rel="alternate" hreflang="en" href="${base}/en${path}">
<meta property="og:locale" content="el_GR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${base}${path}">
<meta property="og:site_name" content="Κτήμα Ελαιώνας">
<meta property="og:image" content="${base}/wp-content/uploads/2023/11/ktima-elaionas-gamos-ilioviasilema.jpg">
<link rel="stylesheet" id="cookie-law-info-css" href="${base}/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css?ver=3.2.1" type="text/css" media="all">
<link rel="stylesheet" id="wpml-legacy-horizontal-list-0-css" href="${base}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-parent-css" href="${base}/wp-content/themes/Divi/style-static.min.css?ver=4.24.2" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-css" href="${base}/wp-content/themes/elaionas-child/style.css?ver=4.24.2" type="text/css" media="all">
<script type="text/javascript" src="${base}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" id="cookie-law-info-js-extra">var _ckyConfig = {"_ipData":[],"_assetsURL":"${base}\\/wp-content\\/plugins\\/cookie-law-info\\/lite\\/frontend\\/images\\/","_publicURL":"${base}","_expiry":"365","_categories":[{"name":"Απαραίτητα","slug":"necessary"},{"name":"Στατιστικά","slug":"analytics"}]};</script>
<script type="text/javascript" src="${base}/wp-content/plugins/cookie-law-info/lite/frontend/js/script.min.js?ver=3.2.1" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="${base}/wp-json/">
<meta name="generator" content="WordPress 6.4.4">
<meta name="generator" content="WPML ver:4.6.10 stt:1,13;">
<meta name="generator" content="Divi v.4.24.2">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-EL4K92M7QX"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-EL4K92M7QX');</script>
<link rel="icon" href="${base}/wp-content/uploads/2023/02/cropped-elaionas-favicon-32x32.png" sizes="32x32">
</head>`;

const header = `<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_divi_theme et-db">
<div id="page-container">
<header id="main-header" data-height-onload="66">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><a href="${base}/"><img src="${base}/wp-content/uploads/2023/02/ktima-elaionas-logo.png" width="240" height="80" alt="Κτήμα Ελαιώνας" id="logo"></a></div>
    <div id="et-top-navigation">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li class="menu-item"><a href="${base}/">Αρχική</a></li>
          <li class="menu-item"><a href="${base}/o-xoros/">Ο χώρος</a></li>
          <li class="menu-item"><a href="${base}/paketa-gamou/">Πακέτα γάμου</a></li>
          <li class="menu-item"><a href="${base}/synergates/">Συνεργάτες</a></li>
          <li class="menu-item"><a href="${base}/galeri/">Γκαλερί</a></li>
          <li class="menu-item"><a href="${base}/epikoinonia/">Επικοινωνία</a></li>
          <li class="menu-item wpml-ls-item"><a href="${base}/en/"><span class="wpml-ls-native" lang="en">English</span></a></li>
        </ul>
      </nav>
    </div>
  </div>
</header>
<div id="et-main-area">
<div id="main-content">`;

const footer = `</div>
<footer id="main-footer">
  <div class="container">
    <div id="footer-widgets" class="clearfix">
      <div class="footer-widget">
        <h4 class="title">Κτήμα Ελαιώνας</h4>
        <p>Επαρχιακή Οδός Καλαμάτας &ndash; Μεσσήνης, 24100 Καλαμάτα<br>Τ. <a href="tel:+302721098410">27210 98410</a><br><a href="mailto:info@ktimaelaionas.gr">info@ktimaelaionas.gr</a></p>
      </div>
      <div class="footer-widget">
        <h4 class="title">Χρήσιμα</h4>
        <ul>
          <li><a href="${base}/synergates/">Οι συνεργάτες μας</a></li>
          <li><a href="${base}/theseis-ergasias/">Θέσεις εργασίας</a></li>
          <li><a href="https://elaionas-oliveoil.gr/" target="_blank" rel="noopener">Το ελαιόλαδό μας &ndash; e-shop</a></li>
          <li><a href="${base}/politiki-aporritou/">Πολιτική απορρήτου</a></li>
          <li><a href="${base}/oroi-xrisis/">Όροι χρήσης</a></li>
        </ul>
      </div>
      <div class="footer-widget">
        <h4 class="title">Ακολουθήστε μας</h4>
        <ul class="et-social-icons">
          <li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/ktimaelaionas" class="icon" target="_blank"><span>Facebook</span></a></li>
          <li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/ktima_elaionas/" class="icon" target="_blank"><span>Instagram</span></a></li>
          <li class="et-social-icon et-social-youtube"><a href="https://www.youtube.com/@ktimaelaionas" class="icon" target="_blank"><span>YouTube</span></a></li>
        </ul>
      </div>
    </div>
  </div>
  <div id="footer-bottom"><div class="container clearfix"><p id="footer-info">&copy; 2024 Κτήμα Ελαιώνας &ndash; Όλα τα δικαιώματα διατηρούνται.</p></div></div>
</footer>
</div>
</div>
<div class="cky-consent-container cky-box-bottom-left" tabindex="0">
  <div class="cky-consent-bar" data-cky-tag="notice">
    <p class="cky-title">Χρησιμοποιούμε cookies</p>
    <div class="cky-notice-des" data-cky-tag="description"><p>Χρησιμοποιούμε cookies για να βελτιώσουμε την εμπειρία σας και να αναλύσουμε την επισκεψιμότητα.</p></div>
    <div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-reject" data-cky-tag="reject-button">Απόρριψη</button><button class="cky-btn cky-btn-accept" data-cky-tag="accept-button">Αποδοχή όλων</button></div>
  </div>
</div>
<script type="text/javascript" src="${base}/wp-content/themes/Divi/js/custom.unified.js?ver=4.24.2" id="divi-custom-script-js"></script>
<script type="text/javascript" src="${base}/wp-content/themes/Divi/core/admin/js/common.js?ver=4.24.2" id="et-core-common-js"></script>
</body>
</html>`;

const headers = { 'content-type': 'text/html; charset=UTF-8', server: 'LiteSpeed', 'x-pingback': `${base}/xmlrpc.php` };

const card = (
  name: string,
  kind: string,
  text: string,
  links: string,
): string => `<div class="et_pb_column et_pb_column_1_3 synergatis-card">
      <div class="et_pb_module et_pb_blurb">
        <h4 class="et_pb_module_header">${name}</h4>
        <p class="synergatis-kathgoria">${kind}</p>
        <p>${text}</p>
        ${links}
      </div>
    </div>`;

const pagination = (current: number): string => `<div class="pagination clearfix" role="navigation" aria-label="Σελίδες συνεργατών">
    ${current === 1 ? '<span class="current">1</span>' : `<a class="page-numbers" href="${base}/synergates/">1</a>`}
    ${current === 2 ? '<span class="current">2</span>' : `<a class="page-numbers" href="${base}/synergates/page/2/">2</a>`}
    ${current === 1 ? `<a class="next page-numbers" href="${base}/synergates/page/2/">Επόμενη &raquo;</a>` : `<a class="prev page-numbers" href="${base}/synergates/">&laquo; Προηγούμενη</a>`}
  </div>`;

const intro = `<div class="et_pb_section et_pb_section_0">
  <div class="et_pb_row">
    <h1>Οι συνεργάτες μας</h1>
    <p>Στο Κτήμα Ελαιώνας συνεργαζόμαστε σταθερά με επαγγελματίες της Μεσσηνίας που γνωρίζουν τον χώρο μας και μοιράζονται το ίδιο μεράκι. Εδώ θα βρείτε τους συνεργάτες που σας προτείνουμε για κάθε λεπτομέρεια του γάμου σας.</p>
  </div>
</div>`;

export const site: CorpusSite = {
  domain: 'ktimaelaionas.gr',
  otherDomains: ['elaionas-oliveoil.gr'],
  covers:
    'Greek WordPress/Divi wedding venue: paginated partner directory (page/2) of blurb cards, some linking out directly, some only to detail pages that hold the website, one name-only card, and travel agencies selling packages (channel); negatives: press, award, sponsorship, testimonials, job board, own olive-oil e-shop domain, social links',
  pages: {
    '/': {
      headers,
      html: `${head('Κτήμα Ελαιώνας | Χώρος δεξιώσεων γάμου στην Καλαμάτα', 'Κτήμα για γάμους και βαπτίσεις μέσα σε ελαιώνα 300 δέντρων, με θέα στον Μεσσηνιακό κόλπο.', '/')}
${header}
<div class="et_pb_section et_pb_fullwidth_section hero">
  <h1>Ο γάμος σας, ανάμεσα στις ελιές</h1>
  <p>Ένα κτήμα 40 στρεμμάτων λίγα λεπτά από την Καλαμάτα, με πέτρινο αρχοντικό, εκκλησάκι του Αγίου Νικολάου και ηλιοβασίλεμα πάνω από τον κόλπο.</p>
  <a class="et_pb_button" href="${base}/epikoinonia/">Κλείστε ραντεβού</a>
</div>
<div class="et_pb_section testimonials">
  <h2>Τι λένε τα ζευγάρια μας</h2>
  <blockquote>«Όλα ήταν μαγικά, από την τελετή μέχρι το τελευταίο τραγούδι.» &ndash; Μαρία &amp; Γιώργος, Ιούνιος 2023</blockquote>
  <blockquote>“We flew in from Toronto and the whole team made it effortless.” &ndash; Sophie &amp; Nikos</blockquote>
</div>
<div class="et_pb_section press">
  <h2>Μας είδατε στο</h2>
  <p><a href="https://www.gamosmag.gr/ktima-elaionas-kalamata-gamos-stin-exoxi" target="_blank" rel="noopener">GamosMag</a> &middot; <a href="https://www.greekweddingblog.com/real-weddings/kalamata-olive-grove-wedding" target="_blank" rel="noopener">Greek Wedding Blog</a></p>
  <p><img src="${base}/wp-content/uploads/2024/03/wedding-awards-2024-gold.png" alt="Wedding Awards 2024 Gold"> Χρυσό βραβείο στα <a href="https://www.weddingawards.gr/2024/nikites" target="_blank" rel="noopener">Wedding Awards 2024</a> στην κατηγορία «Κτήμα της χρονιάς – Πελοπόννησος».</p>
  <p>Είμαστε υπερήφανοι χορηγοί του <a href="https://www.festivalelias-kalamata.gr/" target="_blank" rel="noopener">Φεστιβάλ Ελιάς Καλαμάτας</a>.</p>
</div>
${footer}`,
    },
    '/synergates/': {
      headers,
      html: `${head('Συνεργάτες | Κτήμα Ελαιώνας', 'Οι προτεινόμενοι συνεργάτες μας για φωτογράφιση, ανθοστολισμό, μουσική και γλυκά.', '/synergates/')}
${header}
${intro}
<div class="et_pb_section et_pb_section_1">
  <div class="et_pb_row synergates-grid">
    ${card('Ανθομέλι', 'Ανθοστολισμός', 'Στολισμός εκκλησίας και δεξίωσης με λουλούδια εποχής και κλαδιά ελιάς από το κτήμα.', `<a class="more-link" href="${base}/synergates/anthomeli/">Περισσότερα</a>`)}
    ${card('Λευτέρης Παπαδάκης', 'Φωτογράφιση &amp; βίντεο', 'Φωτογραφία γάμου με φυσικό φως· έχει καλύψει πάνω από 120 γάμους στο κτήμα.', `<a class="more-link" href="${base}/synergates/fotografos-lefteris/">Περισσότερα</a>`)}
    ${card('Orchistra Live', 'Μουσική', 'Ζωντανή μουσική για την υποδοχή και την δεξίωση: από jazz μέχρι παραδοσιακά.', '<a class="et_pb_button" href="https://www.orchistra.gr/" target="_blank" rel="noopener">Ιστοσελίδα</a>')}
    ${card('Γλυκές Στιγμές', 'Τούρτα &amp; γλυκά', 'Γαμήλιες τούρτες και μπουφές γλυκών με τοπικά υλικά.', '<a class="et_pb_button" href="https://glykesstigmes.gr/" target="_blank" rel="noopener">Ιστοσελίδα</a>')}
    ${card('Νυφικά Αριάδνη', 'Νυφικά', 'Ατελιέ νυφικών στο κέντρο της Καλαμάτας, με έκπτωση 10% για τα ζευγάρια του κτήματος.', '<p class="contact">Αριστομένους 54, Καλαμάτα</p>')}
  </div>
  ${pagination(1)}
</div>
${footer}`,
    },
    '/synergates/page/2/': {
      headers,
      html: `${head('Συνεργάτες – Σελίδα 2 | Κτήμα Ελαιώνας', 'Οι προτεινόμενοι συνεργάτες μας για μακιγιάζ, μεταφορές και destination weddings.', '/synergates/page/2/')}
${header}
${intro}
<div class="et_pb_section et_pb_section_1">
  <div class="et_pb_row synergates-grid">
    ${card('Bellezza Bridal', 'Μακιγιάζ &amp; χτένισμα', 'Η ομάδα της έρχεται στο κτήμα για την προετοιμασία της νύφης και των παρανύμφων.', '<a class="et_pb_button" href="https://bellezzabridal.gr/" target="_blank" rel="noopener">Ιστοσελίδα</a>')}
    ${card('Elite Limousines Kalamata', 'Μεταφορές', 'Αυτοκίνητα γάμου και λεωφορεία για τους καλεσμένους από και προς την Καλαμάτα.', '<a class="et_pb_button" href="https://www.elitelimo-kalamata.gr/" target="_blank" rel="noopener">Ιστοσελίδα</a>')}
  </div>
  <div class="et_pb_row travel-agencies">
    <h2>Ταξιδιωτικά γραφεία για destination weddings</h2>
    <p>Τα πακέτα destination wedding του Κτήματος (δεξίωση, διαμονή, μεταφορές) πωλούνται και μέσω των συνεργαζόμενων ταξιδιωτικών γραφείων:</p>
    <ul>
      <li><a href="https://www.peloponneseholidays.com/weddings/" target="_blank" rel="noopener">Peloponnese Holidays</a> &ndash; Λονδίνο &amp; Καλαμάτα</li>
      <li><a href="https://messiniatravel.gr/" target="_blank" rel="noopener">Messinia Travel</a> &ndash; Καλαμάτα</li>
    </ul>
  </div>
  ${pagination(2)}
</div>
${footer}`,
    },
    '/synergates/anthomeli/': {
      headers,
      html: `${head('Ανθομέλι – Ανθοστολισμός | Κτήμα Ελαιώνας', 'Ανθοστολισμός γάμου από το Ανθομέλι, συνεργάτη του Κτήματος Ελαιώνας.', '/synergates/anthomeli/')}
${header}
<div class="et_pb_section">
  <div class="et_pb_row">
    <p class="breadcrumbs"><a href="${base}/synergates/">Συνεργάτες</a> &rsaquo; Ανθομέλι</p>
    <h1>Ανθομέλι</h1>
    <p>Το ανθοπωλείο της Ελένης Κωστοπούλου στολίζει γάμους στο κτήμα από το 2017. Συνδυάζει αγριολούλουδα της Μεσσηνίας, λεβάντα και κλαδιά ελιάς για ένα φυσικό, ανάλαφρο αποτέλεσμα.</p>
    <ul class="synergatis-info">
      <li>Τηλέφωνο: <a href="tel:+302721087712">27210 87712</a></li>
      <li>Ιστοσελίδα: <a href="https://www.anthomeli.gr/" target="_blank" rel="noopener">www.anthomeli.gr</a></li>
      <li>Instagram: <a href="https://www.instagram.com/anthomeli_flowers/" target="_blank" rel="noopener">@anthomeli_flowers</a></li>
    </ul>
  </div>
</div>
${footer}`,
    },
    '/synergates/fotografos-lefteris/': {
      headers,
      html: `${head('Λευτέρης Παπαδάκης – Φωτογράφος γάμου | Κτήμα Ελαιώνας', 'Φωτογράφιση γάμου από τον Λευτέρη Παπαδάκη, συνεργάτη του Κτήματος Ελαιώνας.', '/synergates/fotografos-lefteris/')}
${header}
<div class="et_pb_section">
  <div class="et_pb_row">
    <p class="breadcrumbs"><a href="${base}/synergates/">Συνεργάτες</a> &rsaquo; Λευτέρης Παπαδάκης</p>
    <h1>Λευτέρης Παπαδάκης</h1>
    <p>Φωτογράφος γάμου με έδρα την Καλαμάτα. Γνωρίζει κάθε γωνιά του κτήματος και την καλύτερη ώρα για πορτρέτα στον ελαιώνα.</p>
    <ul class="synergatis-info">
      <li>Ιστοσελίδα: <a href="https://fotografos-lefteris.gr/portfolio/" target="_blank" rel="noopener">fotografos-lefteris.gr</a></li>
      <li>Facebook: <a href="https://www.facebook.com/lefterispapadakisphoto" target="_blank" rel="noopener">Lefteris Papadakis Photography</a></li>
    </ul>
  </div>
</div>
${footer}`,
    },
    '/epikoinonia/': {
      headers,
      html: `${head('Επικοινωνία | Κτήμα Ελαιώνας', 'Κλείστε ραντεβού για να γνωρίσετε το κτήμα.', '/epikoinonia/')}
${header}
<div class="et_pb_section">
  <div class="et_pb_row">
    <h1>Επικοινωνία</h1>
    <p>Επισκέψεις στο κτήμα κατόπιν ραντεβού, Δευτέρα έως Σάββατο.</p>
    <div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container">
      <form class="et_pb_contact_form clearfix" method="post" action="${base}/epikoinonia/">
        <p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Ονοματεπώνυμο"></p>
        <p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="Email"></p>
        <p class="et_pb_contact_field"><input type="text" name="et_pb_contact_date_0" placeholder="Ημερομηνία γάμου"></p>
        <p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Μήνυμα"></textarea></p>
        <button type="submit" class="et_pb_contact_submit et_pb_button">Αποστολή</button>
      </form>
    </div>
    <p>Αναζητούμε σερβιτόρους και βοηθούς κουζίνας για τη σεζόν 2024: δείτε την αγγελία στο <a href="https://www.kariera.gr/jobs/servitoros-ktima-elaionas-kalamata-2024" target="_blank" rel="noopener">kariera.gr</a>.</p>
  </div>
</div>
${footer}`,
    },
  },
  sitemap: ['/', '/synergates/', '/synergates/anthomeli/', '/synergates/fotografos-lefteris/', '/epikoinonia/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'wpml',
    'cookieyes',
    'google-analytics',
    'google-tag-manager',
    'jquery',
    'litespeed',
    'open-graph',
  ],
  partners: {
    'anthomeli.gr': 'generic',
    'fotografos-lefteris.gr': 'generic',
    'orchistra.gr': 'generic',
    'glykesstigmes.gr': 'generic',
    'bellezzabridal.gr': 'generic',
    'elitelimo-kalamata.gr': 'generic',
    'peloponneseholidays.com': 'channel',
    'messiniatravel.gr': 'channel',
  },
};
