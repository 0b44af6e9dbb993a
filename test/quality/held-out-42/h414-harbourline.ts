import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  link: '<https://harbourlinepayroll.com.au/wp-json/>; rel="https://api.w.org/"',
  'x-litespeed-cache': 'hit',
};

const head = (title: string, description: string) => `<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://harbourlinepayroll.com.au/xmlrpc.php" />
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="alternate" type="application/rss+xml" title="Harbourline Payroll &raquo; Feed" href="https://harbourlinepayroll.com.au/feed/" />
<meta content="Divi v.4.25.1" name="generator"/>
<link rel='stylesheet' id='wp-block-library-css' href='https://harbourlinepayroll.com.au/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://harbourlinepayroll.com.au/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="https://harbourlinepayroll.com.au/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://harbourlinepayroll.com.au/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://harbourlinepayroll.com.au/wp-json/" />
<meta name="generator" content="WordPress 6.5.2" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7HRB2L0QPY"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7HRB2L0QPY');
</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"AccountingService","name":"Harbourline Payroll","url":"https://harbourlinepayroll.com.au/","telephone":"+61 2 9188 4420","address":{"@type":"PostalAddress","streetAddress":"Level 4, 17 Pier Street","addressLocality":"Sydney","addressRegion":"NSW","postalCode":"2000","addressCountry":"AU"},"memberOf":{"@type":"Organization","name":"Australian Payroll Association","url":"https://www.austpayroll.com.au/"}}</script>
</head>`;

const header = `<header id="main-header" data-height-onload="80">
<div class="container clearfix et_menu_container">
<div class="logo_container"><a href="https://harbourlinepayroll.com.au/"><img src="https://harbourlinepayroll.com.au/wp-content/uploads/2022/08/harbourline-logo.png" alt="Harbourline Payroll" id="logo" data-height-percentage="54" /></a></div>
<div id="et-top-navigation">
<nav id="top-menu-nav">
<ul id="top-menu" class="nav">
<li class="menu-item menu-item-type-post_type"><a href="https://harbourlinepayroll.com.au/">Home</a></li>
<li class="menu-item menu-item-type-post_type"><a href="https://harbourlinepayroll.com.au/services/">Payroll Services</a></li>
<li class="menu-item menu-item-type-post_type"><a href="https://harbourlinepayroll.com.au/who-we-work-with/">Who We Work With</a></li>
<li class="menu-item menu-item-type-post_type"><a href="https://harbourlinepayroll.com.au/clients/">Clients</a></li>
<li class="menu-item menu-item-type-post_type"><a href="https://harbourlinepayroll.com.au/contact/">Contact</a></li>
</ul>
</nav>
</div>
</div>
</header>`;

const footer = `<footer id="main-footer">
<div class="container"><div id="footer-widgets" class="clearfix">
<div class="footer-widget"><div class="et_pb_widget widget_text"><h4 class="title">Harbourline Payroll Pty Ltd</h4><p>ABN 41 624 118 902<br>Level 4, 17 Pier Street, Sydney NSW 2000<br>(02) 9188 4420</p></div></div>
<div class="footer-widget"><div class="et_pb_widget widget_nav_menu"><h4 class="title">Quick links</h4><ul><li><a href="https://harbourlinepayroll.com.au/who-we-work-with/">Software &amp; accountant partners</a></li><li><a href="https://harbourlinepayroll.com.au/clients/">Client stories</a></li><li><a href="https://harbourlinepayroll.com.au/privacy-policy/">Privacy</a></li></ul></div></div>
<div class="footer-widget"><div class="et_pb_widget widget_text"><p>Registered BAS agent 26814009 with the <a href="https://www.tpb.gov.au/">Tax Practitioners Board</a>.<br>Proud member of the <a href="https://www.austpayroll.com.au/">Australian Payroll Association</a>.</p></div></div>
</div></div>
<div id="footer-bottom"><div class="container clearfix">
<ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/harbourlinepayroll" class="icon"><span>Facebook</span></a></li><li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/harbourline-payroll" class="icon"><span>LinkedIn</span></a></li></ul>
<div id="footer-info">&copy; 2025 Harbourline Payroll. We acknowledge the Gadigal people of the Eora Nation.</div>
</div></div>
</footer>
<script type="text/javascript" src="https://harbourlinepayroll.com.au/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-script-js"></script>`;

const page = (title: string, description: string, bodyClass: string, content: string) => `<!DOCTYPE html>
<html lang="en-AU">
${head(title, description)}
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_pb_footer_columns3 et_header_style_left et_pb_pagebuilder_layout et_divi_theme et-db">
<div id="page-container">
${header}
<div id="et-main-area">
<div id="main-content">
<article class="page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${content}
</div></div>
</div>
</article>
</div>
${footer}
</div>
</div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'harbourlinepayroll.com.au',
  covers:
    'Australian payroll bureau on WordPress/Divi (LiteSpeed, GA4 via gtag); "Who We Work With" page in prose paragraphs with inline partner links (payroll/rostering software and super clearing house = technology, referring accountants = channel, HR partner = generic); negatives: Tax Practitioners Board, ATO, Fair Work, payroll association membership (also in JSON-LD memberOf), sponsorship of a junior club, client stories with links, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Outsourced Payroll for Australian Small Business | Harbourline Payroll',
        'Sydney payroll bureau: STP-compliant pay runs, super, leave and award interpretation for businesses with 5 to 250 staff.',
        'home page-template-default page page-id-8',
        `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0">
<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left"><div class="et_pb_text_inner"><h1>Payroll done properly, every pay day</h1><p>We run pay for 340 Australian businesses: award interpretation, Single Touch Payroll lodgement, super and payroll tax, handled by a named payroll officer.</p></div></div>
<div class="et_pb_button_module_wrapper et_pb_module"><a class="et_pb_button et_pb_button_0" href="https://harbourlinepayroll.com.au/contact/">Book a payroll review</a></div>
</div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
<div class="et_pb_row et_pb_row_1">
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">STP Phase 2 ready</h4><div class="et_pb_blurb_description">Every pay event lodged with the <a href="https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/single-touch-payroll">ATO</a> on time.</div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Award interpretation</h4><div class="et_pb_blurb_description">Modern award rates checked against the <a href="https://www.fairwork.gov.au/pay-and-wages/minimum-wages/pay-guides">Fair Work Ombudsman pay guides</a> every July.</div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header">Works with your software</h4><div class="et_pb_blurb_description">We work inside the payroll system you already use. <a href="https://harbourlinepayroll.com.au/who-we-work-with/">See who we work with</a>.</div></div></div></div>
</div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular">
<div class="et_pb_row et_pb_row_2"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>In the community</h2><p>Harbourline is a proud sponsor of the <a href="https://www.manlysharksjuniors.com.au/sponsors">Manly Sharks Junior Rugby Club</a> for the 2025 season.</p></div></div>
</div></div>
</div>`,
      ),
    },
    '/who-we-work-with/': {
      headers,
      html: page(
        'Who We Work With | Harbourline Payroll',
        'The payroll software we are certified in and the accounting practices we partner with.',
        'page-template-default page page-id-112',
        `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
<h1>Who we work with</h1>
<p>A payroll bureau is only as good as the systems and people around it. These are the software platforms and firms we work with every pay cycle.</p>
<h2>Payroll software</h2>
<p>We are a certified payroll partner of <a href="https://www.ledgerly.com.au/partners">Ledgerly</a> and a KeyRoll Gold Partner, and most of our clients run their pay in one of the two. If you are on <a href="https://keyroll.com.au/">KeyRoll</a>, we can take over your pay runs within a week; if you are still on a desktop system, we migrate you for free. Timesheets and rosters flow in from <a href="https://www.deputree.com/integrations/payroll">Deputree</a>, so your managers approve hours once and we do the rest.</p>
<p>Superannuation contributions are paid through our clearing house partner <a href="https://superbridge.com.au/">SuperBridge</a>, which sends SuperStream-compliant payments to every fund in a single transaction.</p>
<h2>Accountants and bookkeepers</h2>
<p>Many of our clients come to us through their accountant. We partner with accounting practices that refer their clients’ payroll to us and stay in control of the general ledger: <a href="https://coastlineaccounting.com.au/">Coastline Accounting</a> in Wollongong, <a href="https://www.pembertonlowe.com.au/">Pemberton &amp; Lowe Chartered Accountants</a> in Parramatta and <a href="https://numbersbookkeeping.net.au/">Numbers Bookkeeping</a> on the Central Coast all send us their payroll clients, and we send the journals back to them each month.</p>
<p>Are you an accountant who would rather not run payroll? <a href="https://harbourlinepayroll.com.au/contact/">Talk to us about our referral arrangement</a>.</p>
<h2>Workplace relations</h2>
<p>For employment contracts, disputes and restructures we work alongside our partner <a href="https://www.fairpathhr.com.au/">FairPath HR</a>.</p>
<h2>Industry</h2>
<p>Our team holds certifications from and is a member of the <a href="https://www.austpayroll.com.au/">Australian Payroll Association</a>, and we are registered with the <a href="https://www.tpb.gov.au/registrations_search">Tax Practitioners Board</a>.</p>
</div></div>
</div></div>
</div>`,
      ),
    },
    '/clients/': {
      headers,
      html: page(
        'Client Stories | Harbourline Payroll',
        'How cafés, clinics and construction firms hand their payroll to Harbourline.',
        'page-template-default page page-id-131',
        `<div class="et_pb_section et_pb_section_0 et_section_regular">
<div class="et_pb_row et_pb_row_0">
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_testimonial"><div class="et_pb_testimonial_description"><p>“Three venues, two awards, weekly pays. Harbourline has not missed a pay day in four years.”</p></div><span class="et_pb_testimonial_author">Marco Bellini</span><span class="et_pb_testimonial_meta"><a href="https://www.saltandcrumb.com.au/">Salt &amp; Crumb Cafés</a></span></div></div>
<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_testimonial"><div class="et_pb_testimonial_description"><p>“Our practice managers got a day a fortnight back.”</p></div><span class="et_pb_testimonial_author">Dr Priya Nair</span><span class="et_pb_testimonial_meta"><a href="https://northshorephysio.com.au/">North Shore Physio Group</a></span></div></div>
</div>
<div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>Also trusted by <a href="https://ironbarkbuilders.com.au/">Ironbark Builders</a> and <a href="https://www.tidewaterdental.com.au/">Tidewater Dental</a>.</p></div></div></div></div>
</div>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact | Harbourline Payroll',
        'Book a free payroll review.',
        'page-template-default page page-id-15',
        `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contact us</h1><p>Level 4, 17 Pier Street, Sydney NSW 2000<br>(02) 9188 4420 · hello@harbourlinepayroll.com.au</p></div></div>
<div class="et_pb_module et_pb_contact_form_container"><form class="et_pb_contact_form clearfix" method="post" action="https://harbourlinepayroll.com.au/contact/"><p><label for="et_pb_contact_name_0">Name</label><input type="text" id="et_pb_contact_name_0" name="et_pb_contact_name_0"></p><p><label for="et_pb_contact_email_0">Email</label><input type="text" id="et_pb_contact_email_0" name="et_pb_contact_email_0"></p><button type="submit" class="et_pb_contact_submit et_pb_button">Send</button></form></div>
</div></div></div>`,
      ),
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'jquery',
    'litespeed',
    'litespeed-cache',
    'jquery-migrate',
    'google-analytics',
    'google-tag-manager',
    'rss',
  ],
  partners: {
    'ledgerly.com.au': 'technology',
    'keyroll.com.au': 'technology',
    'deputree.com': 'technology',
    'superbridge.com.au': 'technology',
    'coastlineaccounting.com.au': 'channel',
    'pembertonlowe.com.au': 'channel',
    'numbersbookkeeping.net.au': 'channel',
    'fairpathhr.com.au': 'generic',
  },
};
