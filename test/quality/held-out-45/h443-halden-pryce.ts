import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'WP Engine',
  'wpe-backend': 'apache',
  'x-cacheable': 'SHORT',
  link: '<https://haldenpryce.co.uk/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, bodyClass: string, extra = '') => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://haldenpryce.co.uk/xmlrpc.php">
<title>${title} | Halden Pryce Consulting Engineers</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<link rel="stylesheet" id="cookie-law-info-css" href="https://haldenpryce.co.uk/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.2" type="text/css" media="all">
<link rel="stylesheet" id="divi-fonts-css" href="https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,400,300,600,700&amp;subset=latin,latin-ext&amp;display=swap" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-css" href="https://haldenpryce.co.uk/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">
${extra}
<script src="https://haldenpryce.co.uk/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://haldenpryce.co.uk/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.2" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="https://haldenpryce.co.uk/wp-json/">
<meta name="generator" content="WordPress 6.4.4">
<meta name="generator" content="Divi v.4.25.1">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-3HV1PQ8Z2M"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-3HV1PQ8Z2M');
</script>
<link rel="icon" href="https://haldenpryce.co.uk/wp-content/uploads/2022/05/cropped-hp-favicon-32x32.png" sizes="32x32">
</head>
<body class="${bodyClass} et_pb_button_helper_class et_fullwidth_nav et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container">
<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><span class="logo_helper"></span><a href="https://haldenpryce.co.uk/"><img src="https://haldenpryce.co.uk/wp-content/uploads/2022/05/halden-pryce-logo.png" width="260" height="64" alt="Halden Pryce Consulting Engineers" id="logo"></a></div>
    <div id="et-top-navigation" data-height="80" data-fixed-height="40">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li class="menu-item"><a href="https://haldenpryce.co.uk/services/">Services</a></li>
          <li class="menu-item"><a href="https://haldenpryce.co.uk/projects/">Projects</a></li>
          <li class="menu-item"><a href="https://haldenpryce.co.uk/about/">About</a></li>
          <li class="menu-item"><a href="https://haldenpryce.co.uk/partners/">Partners</a></li>
          <li class="menu-item"><a href="https://haldenpryce.co.uk/news/">News</a></li>
          <li class="menu-item"><a href="https://haldenpryce.co.uk/careers/">Careers</a></li>
          <li class="menu-item"><a href="https://haldenpryce.co.uk/contact/">Contact</a></li>
        </ul>
      </nav>
      <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
    </div>
  </div>
</header>
<div id="et-main-area">
<div id="main-content">
<article class="page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">`;

const footer = (extraScripts = '') => `</div>
</div>
</div>
</article>
</div>
<footer id="main-footer">
  <div class="container">
    <div id="footer-widgets" class="clearfix">
      <div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">Leeds</h4><div class="textwidget"><p>3 Wellington Place<br>Leeds LS1 4AP<br>0113 496 0715</p></div></div></div>
      <div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">Sheffield</h4><div class="textwidget"><p>Kelham Works, 57 Green Lane<br>Sheffield S3 8SH<br>0114 496 0382</p></div></div></div>
      <div class="footer-widget"><div class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Company</h4><ul class="menu"><li><a href="https://haldenpryce.co.uk/privacy-policy/">Privacy policy</a></li><li><a href="https://haldenpryce.co.uk/modern-slavery-statement/">Modern slavery statement</a></li><li><a href="https://haldenpryce.co.uk/careers/">Careers</a></li></ul></div></div>
      <div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">Follow us</h4><div class="textwidget"><ul class="et-social-icons"><li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/halden-pryce/" class="icon"><span>LinkedIn</span></a></li><li class="et-social-icon et-social-twitter"><a href="https://x.com/haldenpryce" class="icon"><span>X</span></a></li></ul></div></div></div>
    </div>
  </div>
  <div id="footer-bottom"><div class="container clearfix"><p id="footer-info">© 2024 Halden Pryce Ltd. Registered in England &amp; Wales No. 06718830.</p></div></div>
</footer>
</div>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>We use cookies to improve your experience. <a role="button" data-cli_action="accept" id="cookie_action_close_header" class="cli_action_button">Accept</a> <a href="https://haldenpryce.co.uk/privacy-policy/" id="CONSTANT_OPEN_URL" target="_blank">Read more</a></span></div>
<script src="https://haldenpryce.co.uk/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script src="https://haldenpryce.co.uk/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-unified-js"></script>
<script src="https://haldenpryce.co.uk/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
${extraScripts}
</body>
</html>`;

const section = (inner: string, cls = '') => `
<div class="et_pb_section et_section_regular ${cls}">
  <div class="et_pb_row">
${inner}
  </div>
</div>`;

const logo = (img: string, alt: string, url: string, caption: string) => `
    <div class="et_pb_column et_pb_column_1_4">
      <div class="et_pb_module et_pb_image et_pb_image_sticky"><a href="${url}" target="_blank"><span class="et_pb_image_wrap"><img src="https://haldenpryce.co.uk/wp-content/uploads/2023/09/${img}" alt="${alt}" title="${alt}"></span></a></div>
      <div class="et_pb_module et_pb_text et_pb_text_align_center"><div class="et_pb_text_inner"><p>${caption}</p></div></div>
    </div>`;

const partners = `${head('Partners', 'page-template-default page page-id-412')}
${section(
  `
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Our partners</h1><p>No engineering practice works alone. We have built long-term relationships with technology providers and specialist consultancies so that our clients get a joined-up team from feasibility to completion.</p></div></div>
    </div>`,
  'et_pb_fullwidth_section page-hero',
)}
${section(`
    <div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Technology partners</h2><p>The digital tools behind our BIM, survey and monitoring work.</p></div></div></div>`)}
<div class="et_pb_section et_section_regular">
  <div class="et_pb_row et_pb_row_4col">
${logo('autodesk-logo.png', 'Autodesk', 'https://www.autodesk.com/uk', 'Revit &amp; Autodesk Construction Cloud')}
${logo('bentley-logo.png', 'Bentley Systems', 'https://www.bentley.com/', 'STAAD, OpenRoads &amp; iTwin')}
${logo('scanlogic-logo.png', 'ScanLogic Survey', 'https://scanlogic-survey.co.uk/', '3D laser scanning &amp; point clouds')}
${logo('sitepulse-logo.png', 'SitePulse', 'https://www.sitepulse-iot.com/', 'Wireless structural monitoring')}
  </div>
</div>
${section(`
    <div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Alliance partners</h2><p>Our alliance partners are independent firms we regularly bid and deliver with under a single appointment.</p></div></div></div>`)}
<div class="et_pb_section et_section_regular">
  <div class="et_pb_row et_pb_row_4col">
${logo('marsh-whitley.png', 'Marsh Whitley Architects', 'https://marshwhitley.co.uk/', 'Architecture &amp; masterplanning')}
${logo('brackley.png', 'Brackley Cost Consultants', 'https://www.brackleycost.co.uk/', 'Quantity surveying &amp; cost management')}
${logo('tern-geo.png', 'Tern Geotechnical', 'https://terngeo.co.uk/', 'Ground investigation &amp; geo-environmental')}
${logo('ashdown-fire.png', 'Ashdown Fire Engineering', 'https://www.ashdownfire.co.uk/', 'Fire engineering &amp; strategy')}
  </div>
</div>
${section(`
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Accreditations</h2><p>Halden Pryce holds the following accreditations, renewed annually:</p></div></div>
      <div class="et_pb_module et_pb_image"><a href="https://www.constructionline.co.uk/" target="_blank"><img src="https://haldenpryce.co.uk/wp-content/uploads/2023/09/constructionline-gold.png" alt="Constructionline Gold member"></a></div>
      <div class="et_pb_module et_pb_image"><a href="https://www.bsigroup.com/en-GB/" target="_blank"><img src="https://haldenpryce.co.uk/wp-content/uploads/2023/09/bsi-iso-9001-14001-45001.png" alt="BSI certified ISO 9001, ISO 14001, ISO 45001"></a></div>
      <div class="et_pb_module et_pb_image"><a href="https://www.chas.co.uk/" target="_blank"><img src="https://haldenpryce.co.uk/wp-content/uploads/2023/09/chas-elite.png" alt="CHAS Elite"></a></div>
    </div>`)}
${footer()}`;

const home = `${head('Civil &amp; Structural Engineers in Leeds and Sheffield', 'home page-template-default page page-id-7')}
${section(
  `
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Civil &amp; structural engineering for Yorkshire and beyond</h1><p>Halden Pryce is an independent consultancy of 64 engineers and technicians working on infrastructure, education, residential and heritage projects.</p></div></div>
      <div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://haldenpryce.co.uk/projects/">See our work</a></div>
    </div>`,
  'et_pb_fullwidth_section hero',
)}
${section(`
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Structural engineering</h4><div class="et_pb_blurb_description"><p>New build, refurbishment, temporary works and timber design.</p></div></div></div></div>
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Civil engineering</h4><div class="et_pb_blurb_description"><p>Drainage, flood risk, highways and section 278 works.</p></div></div></div></div>
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Digital engineering</h4><div class="et_pb_blurb_description"><p>BIM Level 2 delivery, laser scanning and structural monitoring.</p></div></div></div></div>`)}
${section(`
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Trusted by</h2></div></div>
      <div class="et_pb_module et_pb_gallery et_pb_gallery_grid client-logos">
        <div class="et_pb_gallery_item"><img src="https://haldenpryce.co.uk/wp-content/uploads/2022/06/leeds-city-council.png" alt="Leeds City Council"></div>
        <div class="et_pb_gallery_item"><img src="https://haldenpryce.co.uk/wp-content/uploads/2022/06/yorkshire-water.png" alt="Yorkshire Water"></div>
        <div class="et_pb_gallery_item"><img src="https://haldenpryce.co.uk/wp-content/uploads/2022/06/university-of-sheffield.png" alt="The University of Sheffield"></div>
        <div class="et_pb_gallery_item"><img src="https://haldenpryce.co.uk/wp-content/uploads/2022/06/canal-river-trust.png" alt="Canal &amp; River Trust"></div>
      </div>
    </div>`)}
${section(`
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Latest news</h2>
        <p><a href="https://haldenpryce.co.uk/news/community-sponsorship-2024/">Halden Pryce backs grassroots rugby in Wakefield</a></p>
        <p><a href="https://haldenpryce.co.uk/news/">Shortlisted: IStructE Structural Awards 2024</a></p>
      </div></div>
    </div>`)}
${footer()}`;

const about = `${head('About us', 'page-template-default page page-id-9')}
${section(`
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
        <h1>About Halden Pryce</h1>
        <p>Founded in Leeds in 1994 by Graham Halden and Susan Pryce, the practice has grown to two offices and 64 staff. We became employee-owned in 2021, when an Employee Ownership Trust acquired a controlling stake from the founders.</p>
        <h2>Professional memberships</h2>
        <p>We are a member firm of the <a href="https://www.acenet.co.uk/" target="_blank">Association for Consultancy and Engineering (ACE)</a>. Our chartered engineers are members of the <a href="https://www.istructe.org/" target="_blank">Institution of Structural Engineers</a> and the <a href="https://www.ice.org.uk/" target="_blank">Institution of Civil Engineers</a>, and we are an approved ICE training scheme employer.</p>
        <h2>Awards</h2>
        <ul>
          <li>IStructE Structural Awards 2024 – shortlisted, Small Projects</li>
          <li>ICE Yorkshire &amp; Humber Awards 2023 – Highly Commended, Kirkstall Flood Alleviation Phase 2</li>
          <li>Insider Yorkshire Property Awards 2022 – Consultant of the Year</li>
        </ul>
      </div></div>
    </div>`)}
${footer()}`;

const projects = `${head('Projects', 'page-template-default page page-id-11')}
${section(`
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Projects</h1></div></div>
      <div class="et_pb_module et_pb_portfolio_grid">
        <div class="et_pb_portfolio_item"><h2 class="et_pb_module_header">Kirkstall Flood Alleviation Phase 2</h2><p>Client: <a href="https://www.leeds.gov.uk/" target="_blank">Leeds City Council</a>. Flood walls, bridge strengthening and a 1.2&nbsp;km linear park.</p></div>
        <div class="et_pb_portfolio_item"><h2 class="et_pb_module_header">Diamond Engineering Building refurbishment</h2><p>Client: <a href="https://www.sheffield.ac.uk/" target="_blank">The University of Sheffield</a>. Structural alterations to a 1960s concrete frame.</p></div>
        <div class="et_pb_portfolio_item"><h2 class="et_pb_module_header">Esholt WwTW inlet works</h2><p>Client: <a href="https://www.yorkshirewater.com/" target="_blank">Yorkshire Water</a>, delivered with Tern Geotechnical.</p></div>
        <div class="et_pb_portfolio_item"><h2 class="et_pb_module_header">Calder Wharf residential</h2><p>Client: Calderbank Homes. 212 apartments, cross-laminated timber above a concrete podium.</p></div>
      </div>
    </div>`)}
${footer()}`;

const news = `${head('Halden Pryce backs grassroots rugby in Wakefield', 'post-template-default single single-post postid-905')}
${section(`
    <div class="et_pb_column et_pb_column_4_4">
      <div class="et_pb_module et_pb_post_title"><h1 class="entry-title">Halden Pryce backs grassroots rugby in Wakefield</h1><p class="et_pb_title_meta_container">by Marketing Team | 2 Apr 2024 | News</p></div>
      <div class="et_pb_module et_pb_post_content">
        <p>We are delighted to announce a three-year shirt sponsorship of the under-12 and under-14 squads at <a href="https://www.wakefieldjrfc.co.uk/" target="_blank">Wakefield Junior Rugby Club</a>. The sponsorship funds new kit and a minibus for away fixtures.</p>
        <p>Our Sheffield team also spent a volunteering day rebuilding the club's timber pavilion steps, with drawings checked by our alliance partner <a href="https://www.marshwhitley.co.uk/">Marsh Whitley Architects</a>.</p>
        <p>Read more about the club's season in the <a href="https://www.wakefieldexpress.co.uk/sport/rugby-union" target="_blank">Wakefield Express</a>.</p>
      </div>
    </div>`)}
${footer()}`;

const contact = `${head('Contact', 'page-template-default page page-id-13', '<link rel="stylesheet" id="contact-form-7-css" href="https://haldenpryce.co.uk/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3" type="text/css" media="all">')}
${section(`
    <div class="et_pb_column et_pb_column_1_2">
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contact us</h1><p>Leeds: 0113 496 0715<br>Sheffield: 0114 496 0382<br><a href="mailto:enquiries@haldenpryce.co.uk">enquiries@haldenpryce.co.uk</a></p></div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_2">
      <div class="wpcf7 no-js" id="wpcf7-f220-p13-o1" lang="en-GB" dir="ltr">
        <form action="/contact/#wpcf7-f220-p13-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
          <p><label>Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></span></label></p>
          <p><label>Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email"></span></label></p>
          <p><label>Your message<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
          <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send"></p>
        </form>
      </div>
    </div>`)}
${footer(`<script src="https://haldenpryce.co.uk/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script src="https://haldenpryce.co.uk/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
<script src="https://www.google.com/recaptcha/api.js?render=6LcQ0pIpAAAAAFh7yTz3JfP9bVq0w2c8m1xR4nKe&amp;ver=3.0" id="google-recaptcha-js"></script>`)}`;

export const site: CorpusSite = {
  domain: 'haldenpryce.co.uk',
  covers:
    'UK civil/structural engineering consultancy on WordPress/Divi: technology partners and alliance partners as logo grids with alt text on one page, accreditation logos (Constructionline, BSI, CHAS) linked on the same page, alliance partner in news prose; negatives: clients, ACE/IStructE/ICE memberships, awards, rugby club sponsorship, press, social',
  pages: {
    '/': { headers, html: home },
    '/about/': { headers, html: about },
    '/partners/': { headers, html: partners },
    '/projects/': { headers, html: projects },
    '/news/community-sponsorship-2024/': { headers, html: news },
    '/contact/': { headers, html: contact },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'wp-engine',
    'nginx',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'cookieyes',
    'contact-form-7',
    'recaptcha',
    'google-font-api',
  ],
  partners: {
    'autodesk.com': 'technology',
    'bentley.com': 'technology',
    'scanlogic-survey.co.uk': 'technology',
    'sitepulse-iot.com': 'technology',
    'marshwhitley.co.uk': 'generic',
    'brackleycost.co.uk': 'generic',
    'terngeo.co.uk': 'generic',
    'ashdownfire.co.uk': 'generic',
  },
};
