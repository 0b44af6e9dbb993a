import type { CorpusSite } from '../corpus/types.js';

/** Tucson residential and commercial solar installer on WordPress + Elementor Pro, US English. */

const base = 'https://mesabrightsolar.com';

const wpHeaders = {
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://mesabrightsolar.com/wp-json/>; rel="https://api.w.org/"',
  'x-cache-status': 'HIT',
};

let uid = 0x3a1f20;
const nextId = () => (uid++).toString(16);

const widget = (type: string, inner: string) => {
  const id = nextId();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
};

const column = (size: number, widgets: string[]) => {
  const id = nextId();
  return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
${widgets.join('\n')}
</div></div>`;
};

const section = (columns: string[], extra = '') => {
  const id = nextId();
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default elementor-section-height-default ${extra}" data-id="${id}" data-element_type="section">
<div class="elementor-container elementor-column-gap-default">
${columns.join('\n')}
</div>
</section>`;
};

const heading = (tag: string, text: string) =>
  widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
const text = (html: string) => widget('text-editor', html);
const button = (href: string, label: string) =>
  widget(
    'button',
    `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
  );
const image = (src: string, alt: string, href?: string) => {
  const img = `<img loading="lazy" decoding="async" width="300" height="150" src="${base}/wp-content/uploads/${src}" class="attachment-medium size-medium wp-image-${(uid % 900) + 100}" alt="${alt}">`;
  return widget('image', href ? `<a href="${href}" target="_blank" rel="noopener">${img}</a>` : img);
};

const head = (title: string, description: string, path: string, pageId: number) => `<!doctype html>
<html lang="en-US">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />

	<!-- This site is optimized with the Yoast SEO plugin v22.1 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="${base}${path}" />
	<meta property="og:locale" content="en_US" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="${base}${path}" />
	<meta property="og:site_name" content="Mesa Bright Solar" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${base}${path}","url":"${base}${path}","name":"${title}","isPartOf":{"@id":"${base}/#website"}},{"@type":"WebSite","@id":"${base}/#website","url":"${base}/","name":"Mesa Bright Solar","publisher":{"@id":"${base}/#organization"}},{"@type":"Organization","@id":"${base}/#organization","name":"Mesa Bright Solar LLC","url":"${base}/","sameAs":["https://www.facebook.com/mesabrightsolar","https://www.instagram.com/mesabrightsolar","https://www.linkedin.com/company/mesa-bright-solar"]}]}</script>
	<!-- / Yoast SEO plugin. -->

	<link rel="alternate" type="application/rss+xml" title="Mesa Bright Solar &raquo; Feed" href="${base}/feed/" />
	<link rel='stylesheet' id='wp-block-library-css' href='${base}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
	<link rel='stylesheet' id='contact-form-7-css' href='${base}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.7' media='all' />
	<link rel='stylesheet' id='mesabright-style-css' href='${base}/wp-content/themes/mesabright/style.css?ver=1.4.0' media='all' />
	<link rel='stylesheet' id='elementor-frontend-css' href='${base}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
	<link rel='stylesheet' id='elementor-post-6-css' href='${base}/wp-content/uploads/elementor/css/post-6.css?ver=1708450021' media='all' />
	<link rel='stylesheet' id='elementor-pro-css' href='${base}/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
	<link rel='stylesheet' id='elementor-post-${pageId}-css' href='${base}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1708450113' media='all' />
	<script src="${base}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script src="${base}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
	<link rel="https://api.w.org/" href="${base}/wp-json/" /><link rel="alternate" type="application/json" href="${base}/wp-json/wp/v2/pages/${pageId}" />
	<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${base}/xmlrpc.php?rsd" />
	<meta name="generator" content="WordPress 6.4.3" />
	<link rel='shortlink' href='${base}/?p=${pageId}' />
	<meta name="generator" content="Elementor 3.19.2; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints, block_editor_assets_optimize, e_image_loading_optimization; settings: css_print_method-external, google_font-disabled, font_display-swap">
	<link rel="icon" href="${base}/wp-content/uploads/2021/03/cropped-mesa-sun-32x32.png" sizes="32x32" />
</head>`;

const header = (
  pageId: number,
  bodyClass: string,
) => `<body class="${bodyClass} page-id-${pageId} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header" data-elementor-post-type="elementor_library">
${section(
  [
    column(25, [
      widget(
        'theme-site-logo',
        `<a href="${base}/"><img width="220" height="60" src="${base}/wp-content/uploads/2021/03/mesa-bright-logo.svg" class="attachment-full size-full wp-image-44" alt="Mesa Bright Solar"></a>`,
      ),
    ]),
    column(50, [
      widget(
        'nav-menu',
        `<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-b21f7e1" class="elementor-nav-menu">
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children"><a href="${base}/residential-solar/" class="elementor-item">Residential</a>
<ul class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item"><a href="${base}/battery-storage/" class="elementor-sub-item">Battery Storage</a></li></ul></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${base}/commercial-solar/" class="elementor-item">Commercial</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${base}/financing/" class="elementor-item">Financing</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children"><a href="${base}/about-us/" class="elementor-item">About</a>
<ul class="sub-menu elementor-nav-menu--dropdown"><li class="menu-item"><a href="${base}/our-partners/" class="elementor-sub-item">Partners &amp; Certifications</a></li><li class="menu-item"><a href="${base}/careers/" class="elementor-sub-item">Careers</a></li></ul></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${base}/blog/" class="elementor-item">Solar 101</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${base}/contact/" class="elementor-item">Contact</a></li>
</ul></nav>`,
      ),
    ]),
    column(25, [button(`${base}/contact/#quote`, 'Free Solar Quote'), text('<p><a href="tel:+15205550148">(520) 555-0148</a></p>')]),
  ],
  'elementor-section-content-middle header-sticky',
)}
</div>
<main id="content" class="site-main post-${pageId} page type-page status-publish hentry">
<div class="page-content">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">`;

const footer = `</div>
</div>
</main>
<div data-elementor-type="footer" data-elementor-id="58" class="elementor elementor-58 elementor-location-footer" data-elementor-post-type="elementor_library">
${section([
  column(33, [
    heading('h4', 'Mesa Bright Solar'),
    text(`<p>3940 E Fort Lowell Rd, Suite 110<br>Tucson, AZ 85712<br>ROC #329415 (C-11) · ROC #330872 (CR-11)</p>`),
  ]),
  column(33, [
    heading('h4', 'Quick Links'),
    widget(
      'icon-list',
      `<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="${base}/residential-solar/"><span class="elementor-icon-list-text">Home Solar</span></a></li>
<li class="elementor-icon-list-item"><a href="${base}/battery-storage/"><span class="elementor-icon-list-text">Batteries</span></a></li>
<li class="elementor-icon-list-item"><a href="${base}/our-partners/"><span class="elementor-icon-list-text">Partners &amp; Certifications</span></a></li>
<li class="elementor-icon-list-item"><a href="${base}/privacy-policy/"><span class="elementor-icon-list-text">Privacy Policy</span></a></li>
</ul>`,
    ),
  ]),
  column(33, [
    heading('h4', 'Follow Us'),
    widget(
      'social-icons',
      `<div class="elementor-social-icons-wrapper elementor-grid">
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook elementor-repeater-item-1a2b3c4" href="https://www.facebook.com/mesabrightsolar" target="_blank"><span class="elementor-screen-only">Facebook</span><svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512"><path d="M504 256C504 119 393 8 256 8S8 119 8 256"></path></svg></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram elementor-repeater-item-2b3c4d5" href="https://www.instagram.com/mesabrightsolar" target="_blank"><span class="elementor-screen-only">Instagram</span><svg class="e-font-icon-svg e-fab-instagram" viewBox="0 0 448 512"><path d="M224.1 141c-63.6 0-114.9 51.3-114.9 114.9"></path></svg></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube elementor-repeater-item-3c4d5e6" href="https://www.youtube.com/@mesabrightsolar" target="_blank"><span class="elementor-screen-only">Youtube</span><svg class="e-font-icon-svg e-fab-youtube" viewBox="0 0 576 512"><path d="M549.655 124.083c-6.281-23.65"></path></svg></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin elementor-repeater-item-4d5e6f7" href="https://www.linkedin.com/company/mesa-bright-solar" target="_blank"><span class="elementor-screen-only">Linkedin</span><svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512"><path d="M416 32H31.9C14.3 32 0 46.5 0 64.3"></path></svg></a></span>
</div>`,
    ),
    text(
      `<p><a href="https://www.bbb.org/us/az/tucson/profile/solar-energy-contractors/mesa-bright-solar-1126-300119874" target="_blank">BBB Accredited Business — A+</a></p>`,
    ),
  ]),
])}
${section(
  [
    column(100, [
      text(
        `<p style="text-align:center">© 2024 Mesa Bright Solar LLC. All rights reserved. | Website by <a href="https://cactuscreative.co/" target="_blank" rel="noopener">Cactus Creative</a></p>`,
      ),
    ]),
  ],
  'footer-bottom',
)}
</div>
<div id="cookie-notice-bar" class="mbs-cookie-bar" role="dialog" aria-label="Cookie notice" style="display:none">
<p>We use cookies to improve your experience and to understand how visitors use our site. <a href="${base}/privacy-policy/">Privacy Policy</a></p>
<button type="button" class="mbs-cookie-accept">Got it</button>
</div>
<script src="${base}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.8.7" id="swv-js"></script>
<script src="${base}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.8.7" id="contact-form-7-js"></script>
<script src="${base}/wp-content/themes/mesabright/assets/js/cookie-bar.js?ver=1.4.0" id="mesabright-cookie-js"></script>
<script src="${base}/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js?ver=1.0.1" id="smartmenus-js"></script>
<script src="${base}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.19.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="${base}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.19.2" id="elementor-webpack-runtime-js"></script>
<script src="${base}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.19.2" id="elementor-frontend-modules-js"></script>
<script src="${base}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, pageId: number, bodyClass: string, body: string[]) => ({
  headers: wpHeaders,
  html: `${head(title, description, path, pageId)}
${header(pageId, bodyClass)}
${body.join('\n')}
${footer}`,
});

const home = [
  section(
    [
      column(100, [
        heading('h1', 'Tucson Solar, Installed Right the First Time'),
        text(
          '<p>Locally owned since 2012. Over 2,400 systems installed across Pima County — with our own crews, never subcontractors.</p>',
        ),
        button(`${base}/contact/#quote`, 'Get My Free Quote'),
      ]),
    ],
    'hero-section',
  ),
  section([
    column(33, [
      heading('h3', 'Residential Solar'),
      text('<p>Panels, microinverters and monitoring designed for Arizona roofs and monsoon season.</p>'),
      button(`${base}/residential-solar/`, 'Learn More'),
    ]),
    column(33, [
      heading('h3', 'Battery Storage'),
      text("<p>Keep the lights on during outages and make the most of TEP's time-of-use rates.</p>"),
      button(`${base}/battery-storage/`, 'Learn More'),
    ]),
    column(33, [
      heading('h3', 'Commercial Solar'),
      text('<p>Rooftop and carport systems from 25 kW to 1 MW for local businesses and nonprofits.</p>'),
      button(`${base}/commercial-solar/`, 'Learn More'),
    ]),
  ]),
  section([
    column(100, [
      heading('h2', 'Certified by the Brands We Install'),
      widget(
        'image-carousel',
        `<div class="elementor-image-carousel-wrapper" dir="ltr"><div class="elementor-image-carousel">
<div class="elementor-carousel-item"><figure class="carousel-image-wrap"><img decoding="async" class="carousel-image" src="${base}/wp-content/uploads/2023/05/enphase-platinum-installer.png" alt="Enphase Platinum Installer" /></figure></div>
<div class="elementor-carousel-item"><figure class="carousel-image-wrap"><img decoding="async" class="carousel-image" src="${base}/wp-content/uploads/2023/05/solaredge-certified-installer.png" alt="SolarEdge Certified Installer" /></figure></div>
<div class="elementor-carousel-item"><figure class="carousel-image-wrap"><img decoding="async" class="carousel-image" src="${base}/wp-content/uploads/2023/05/qcells-qpartner.png" alt="Qcells Q.PARTNER" /></figure></div>
<div class="elementor-carousel-item"><figure class="carousel-image-wrap"><img decoding="async" class="carousel-image" src="${base}/wp-content/uploads/2023/05/rec-certified-solar-professional.png" alt="REC Certified Solar Professional" /></figure></div>
<div class="elementor-carousel-item"><figure class="carousel-image-wrap"><img decoding="async" class="carousel-image" src="${base}/wp-content/uploads/2023/05/powerwall-certified-installer.png" alt="Tesla Powerwall Certified Installer" /></figure></div>
<div class="elementor-carousel-item"><figure class="carousel-image-wrap"><img decoding="async" class="carousel-image" src="${base}/wp-content/uploads/2023/05/nabcep-certified.png" alt="NABCEP Certified PV Installation Professional" /></figure></div>
</div></div>`,
      ),
      button(`${base}/our-partners/`, 'See All Partners & Certifications'),
    ]),
  ]),
  section([
    column(50, [
      heading('h2', 'What Our Neighbors Say'),
      widget(
        'testimonial',
        `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">"From the first visit to PTO in five weeks. Our July bill was $14."</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Linda R.</div><div class="elementor-testimonial-job">Sam Hughes, Tucson</div></div></div></div>`,
      ),
      widget(
        'testimonial',
        `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">"They talked us out of an oversized system. Honest people."</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Marcus &amp; Jen T.</div><div class="elementor-testimonial-job">Oro Valley</div></div></div></div>`,
      ),
      text(`<p><a href="https://g.page/r/mesa-bright-solar-tucson/review" target="_blank">Read all 380+ Google reviews</a></p>`),
    ]),
    column(50, [
      heading('h2', 'Trusted by Tucson Businesses'),
      widget(
        'image-gallery',
        `<div class="gallery galleryid-12 gallery-columns-3 gallery-size-thumbnail">
<figure class="gallery-item"><div class="gallery-icon landscape"><a href="https://www.pimaselfstorage.com/"><img width="150" height="80" src="${base}/wp-content/uploads/2023/06/client-pima-self-storage.png" class="attachment-thumbnail size-thumbnail" alt="Pima Self Storage" /></a></div></figure>
<figure class="gallery-item"><div class="gallery-icon landscape"><a href="https://catalinavets.com/"><img width="150" height="80" src="${base}/wp-content/uploads/2023/06/client-catalina-vets.png" class="attachment-thumbnail size-thumbnail" alt="Catalina Foothills Veterinary Clinic" /></a></div></figure>
<figure class="gallery-item"><div class="gallery-icon landscape"><img width="150" height="80" src="${base}/wp-content/uploads/2023/06/client-st-ambrose.png" class="attachment-thumbnail size-thumbnail" alt="St. Ambrose Parish" /></div></figure>
</div>`,
      ),
      text(
        `<p>Voted <a href="https://www.tucsonweekly.com/best-of-tucson-2023/solar-installer">Best Solar Installer — Best of Tucson® 2023</a></p>`,
      ),
    ]),
  ]),
];

const about = [
  section([
    column(100, [
      heading('h1', 'About Mesa Bright Solar'),
      text(`<p>Mesa Bright was founded in 2012 by electrician Ray Delgado and engineer Anita Shah, who met installing panels on school roofs for the district. Twelve years later we are 46 people strong — electricians, roofers, designers and a permitting team that knows every inspector in Pima County by name.</p>
<p>We are licensed by the Arizona Registrar of Contractors (C-11 electrical and CR-11 commercial electrical), and every lead installer holds NABCEP PV Installation Professional certification.</p>`),
    ]),
  ]),
  section([
    column(50, [
      heading('h3', 'Our Own Crews'),
      text('<p>We never subcontract installs. The same team that designs your system puts it on your roof and comes back for service.</p>'),
    ]),
    column(50, [
      heading('h3', '25-Year Workmanship Warranty'),
      text('<p>Our workmanship warranty matches the manufacturer warranties on panels and inverters, so you have one number to call.</p>'),
    ]),
  ]),
  section([
    column(100, [
      heading('h2', 'Memberships'),
      text(
        `<p>Member of the <a href="https://www.seia.org/" target="_blank">Solar Energy Industries Association (SEIA)</a> and the Arizona Solar Energy Industries Association. Our installers are certified through <a href="https://www.nabcep.org/" target="_blank">NABCEP</a>.</p>`,
      ),
    ]),
  ]),
];

const residential = [
  section([
    column(100, [
      heading('h1', 'Residential Solar in Tucson'),
      text(`<p>A typical Tucson home uses 11,000–14,000 kWh a year, with summer bills well over $300. A right-sized solar system can cover 90–100% of that.</p>
<h3>What's included</h3>
<ul><li>Free site visit, shade analysis and custom design</li><li>All permits, HOA approval and utility interconnection</li><li>Tier-1 panels and microinverters or optimizers</li><li>Monitoring app and 25-year workmanship warranty</li></ul>
<p>Curious how net billing works with Tucson Electric Power? See <a href="https://www.tep.com/solar-net-billing/" target="_blank">TEP's net billing page</a>.</p>`),
    ]),
  ]),
  section([
    column(100, [
      heading('h2', 'The 30% Federal Tax Credit'),
      text(
        `<p>Systems installed through 2032 qualify for the 30% Residential Clean Energy Credit. Read the <a href="https://www.energy.gov/eere/solar/homeowners-guide-federal-tax-credit-solar-photovoltaics" target="_blank">Department of Energy homeowner's guide</a> and talk to your tax advisor.</p>`,
      ),
      button(`${base}/financing/`, 'See Financing Options'),
    ]),
  ]),
];

const commercial = [
  section([
    column(100, [
      heading('h1', 'Commercial Solar'),
      text(
        '<p>From a single storefront to a 1 MW carport, we design, permit and build commercial systems that pay back in five to seven years.</p>',
      ),
    ]),
  ]),
  section([
    column(50, [
      heading('h3', 'Case Study: Pima Self Storage'),
      text(
        `<p>412 kW rooftop across four buildings, completed 2022. Annual savings: $61,000. <a href="https://www.pimaselfstorage.com/">pimaselfstorage.com</a></p>`,
      ),
    ]),
    column(50, [
      heading('h3', 'Case Study: Catalina Foothills Veterinary Clinic'),
      text('<p>48 kW carport with two Powerwall units to keep surgery suites running during outages.</p>'),
    ]),
  ]),
  section([
    column(100, [
      text('<p>Ask about our O&amp;M service plans for existing commercial systems, including systems we did not install.</p>'),
      button(`${base}/contact/#quote`, 'Request a Commercial Assessment'),
    ]),
  ]),
];

const battery = [
  section([
    column(100, [
      heading('h1', 'Battery Storage'),
      text(`<p>Monsoon outages and TEP time-of-use pricing make batteries a smart add-on in Southern Arizona. We install the Tesla Powerwall 3, the Enphase IQ Battery 5P and the SolarEdge Home Battery.</p>
<table class="mbs-compare"><thead><tr><th>Battery</th><th>Capacity</th><th>Best for</th></tr></thead><tbody>
<tr><td>Tesla Powerwall 3</td><td>13.5 kWh</td><td>Whole-home backup</td></tr>
<tr><td>Enphase IQ Battery 5P</td><td>5 kWh (stackable)</td><td>Enphase microinverter systems</td></tr>
<tr><td>SolarEdge Home Battery</td><td>9.7 kWh</td><td>SolarEdge optimizer systems</td></tr>
</tbody></table>`),
      button(`${base}/contact/#quote`, 'Add a Battery'),
    ]),
  ]),
];

const partnerCard = (img: string, name: string, program: string, blurb: string, href: string, label: string) =>
  column(33, [
    image(`2023/05/${img}`, `${name} ${program}`),
    heading('h3', name),
    text(`<p><strong>${program}</strong></p><p>${blurb}</p>`),
    button(href, label),
  ]);

const partnersPage = [
  section([
    column(100, [
      heading('h1', 'Partners &amp; Certifications'),
      text(
        `<p>We only install equipment from manufacturers that have trained and certified our crews. Certified installer status means extended warranties for you and direct access to factory support for us.</p>`,
      ),
    ]),
  ]),
  section([column(100, [heading('h2', 'Manufacturer Partners')])]),
  section([
    partnerCard(
      'enphase-platinum-installer.png',
      'Enphase Energy',
      'Platinum Installer',
      'IQ8 microinverters and IQ Batteries. Platinum status adds 25 years of labor coverage on Enphase products.',
      'https://enphase.com/',
      'Visit Enphase',
    ),
    partnerCard(
      'solaredge-certified-installer.png',
      'SolarEdge',
      'Certified Installer',
      'Power optimizers, Home Hub inverters and the SolarEdge Home Battery.',
      'https://www.solaredge.com/us/',
      'Visit SolarEdge',
    ),
    partnerCard(
      'qcells-qpartner.png',
      'Qcells',
      'Q.PARTNER Installer',
      'Q.TRON panels backed by the Q.PARTNER 25-year product, performance and labor warranty.',
      'https://qcells.com/us',
      'Visit Qcells',
    ),
  ]),
  section([
    partnerCard(
      'rec-certified-solar-professional.png',
      'REC Group',
      'REC Certified Solar Professional',
      'Alpha Pure-R heterojunction panels with the REC ProTrust warranty.',
      'https://www.recgroup.com/en-us',
      'Visit REC',
    ),
    partnerCard(
      'powerwall-certified-installer.png',
      'Tesla Energy',
      'Powerwall Certified Installer',
      'Powerwall 3 whole-home backup, installed and commissioned by our certified electricians.',
      'https://www.tesla.com/powerwall',
      'Visit Tesla',
    ),
    partnerCard(
      'ironridge-certified.png',
      'IronRidge',
      'Certified Installer',
      'Racking engineered for Arizona wind loads and tile, shingle and flat roofs.',
      'https://www.ironridge.com/',
      'Visit IronRidge',
    ),
  ]),
  section([
    column(100, [
      heading('h2', 'Supply &amp; Trade Partners'),
      text(`<p><strong>Southwest Solar Supply</strong> — our distribution partner in Phoenix keeps panels and inverters in stock for us through supply-chain crunches. <a href="https://www.swsolarsupply.com/" target="_blank">swsolarsupply.com</a></p>
<p><strong>Saguaro Roofing</strong> — when a roof needs replacing before solar goes on, our roofing partner coordinates the reroof and penetrations so your roof warranty stays intact. <a href="https://saguaroroofingaz.com/" target="_blank">saguaroroofingaz.com</a></p>`),
    ]),
  ]),
  section([
    column(100, [
      heading('h2', 'Certifications &amp; Licenses'),
      widget(
        'icon-list',
        `<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">NABCEP PV Installation Professional (6 staff) — <a href="https://www.nabcep.org/">nabcep.org</a></span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Arizona ROC License #329415 (C-11) and #330872 (CR-11)</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">BBB Accredited, A+ rating</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">OSHA 30 certified site leads</span></li>
</ul>`,
      ),
    ]),
  ]),
];

const financing = [
  section([
    column(100, [
      heading('h1', 'Solar Financing'),
      text(
        `<p>Most of our customers pay less per month for their solar loan than they used to pay TEP. You can pay cash, finance, or combine a loan with the 30% federal tax credit.</p>`,
      ),
    ]),
  ]),
  section([
    column(50, [
      heading('h3', 'Sonoran Green Lending'),
      text(
        `<p>Our preferred lending partner for residential solar and batteries: fixed rates from 5.99% APR, terms up to 25 years, no prepayment penalty.</p><p><a href="https://www.sonorangreenlending.com/mesa-bright" target="_blank">Apply with Sonoran Green Lending →</a></p>`,
      ),
    ]),
    column(50, [
      heading('h3', 'Desert Valley Credit Union'),
      text(
        `<p>Members can finance solar with a Green Energy Loan through our credit union partner. Membership is open to anyone who lives or works in Pima County.</p><p><a href="https://www.desertvalleycu.org/loans/green-energy" target="_blank">desertvalleycu.org</a></p>`,
      ),
    ]),
  ]),
  section([
    column(100, [
      text(
        `<p><em>Financing subject to credit approval. Mesa Bright Solar is not a lender. Tax credit information is not tax advice; see <a href="https://www.irs.gov/credits-deductions/residential-clean-energy-credit" target="_blank">IRS guidance</a>.</em></p>`,
      ),
    ]),
  ]),
];

const blog = [
  section([
    column(100, [
      heading('h1', 'Solar 101'),
      widget(
        'posts',
        `<div class="elementor-posts-container elementor-posts elementor-posts--skin-cards elementor-grid">
<article class="elementor-post elementor-grid-item post-311 post type-post status-publish format-standard has-post-thumbnail category-batteries"><div class="elementor-post__card"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${base}/2024/02/powerwall-3-arrives-in-tucson/">Powerwall 3 Arrives in Tucson: What's Different</a></h3><div class="elementor-post__excerpt"><p>Integrated inverter, 11.5 kW continuous output, and why it matters for AC units.</p></div><a class="elementor-post__read-more" href="${base}/2024/02/powerwall-3-arrives-in-tucson/">Read More »</a></div><div class="elementor-post__meta-data"><span class="elementor-post-date">February 20, 2024</span></div></div></article>
<article class="elementor-post elementor-grid-item post-298 post type-post status-publish format-standard has-post-thumbnail category-utility"><div class="elementor-post__card"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${base}/2023/11/tep-rate-case-2024/">TEP's 2024 Rate Case, Explained</a></h3><div class="elementor-post__excerpt"><p>What the proposed export rate changes mean for new and existing solar customers.</p></div><a class="elementor-post__read-more" href="${base}/2023/11/tep-rate-case-2024/">Read More »</a></div><div class="elementor-post__meta-data"><span class="elementor-post-date">November 8, 2023</span></div></div></article>
<article class="elementor-post elementor-grid-item post-280 post type-post status-publish format-standard has-post-thumbnail category-maintenance"><div class="elementor-post__card"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${base}/2023/07/monsoon-checklist-for-solar-owners/">Monsoon Checklist for Solar Owners</a></h3><div class="elementor-post__excerpt"><p>Dust, hail and outages: five things to check before July.</p></div><a class="elementor-post__read-more" href="${base}/2023/07/monsoon-checklist-for-solar-owners/">Read More »</a></div><div class="elementor-post__meta-data"><span class="elementor-post-date">July 2, 2023</span></div></div></article>
</div>
<nav class="elementor-pagination" aria-label="Pagination"><span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>1</span><a class="page-numbers" href="${base}/blog/2/"><span class="elementor-screen-only">Page</span>2</a><a class="page-numbers next" href="${base}/blog/2/">Next &raquo;</a></nav>`,
      ),
    ]),
  ]),
];

const careers = [
  section([
    column(100, [
      heading('h1', 'Careers at Mesa Bright'),
      text(`<p>We pay above industry scale, train for NABCEP certification on our dime, and keep crews home every night — no out-of-town travel.</p>
<h3>Open Positions</h3>
<ul><li><strong>Journeyman Electrician (C-11)</strong> — Full time, $34–$42/hr</li><li><strong>Solar Installer I</strong> — Full time, no experience required, $20/hr + training</li><li><strong>Permit Coordinator</strong> — Full time, hybrid</li></ul>
<p>Apply through our listings on <a href="https://www.indeed.com/cmp/Mesa-Bright-Solar/jobs" target="_blank">Indeed</a> or email your resume to <a href="mailto:careers@mesabrightsolar.com">careers@mesabrightsolar.com</a>.</p>
<p>Mesa Bright Solar is an equal opportunity employer.</p>`),
    ]),
  ]),
];

const contact = [
  section([
    column(50, [
      heading('h1', 'Contact Us'),
      text(
        `<p><strong>Office &amp; warehouse</strong><br>3940 E Fort Lowell Rd, Suite 110, Tucson, AZ 85712<br>Mon–Fri 7:30am–5pm</p><p>Phone: <a href="tel:+15205550148">(520) 555-0148</a><br>Service: <a href="mailto:service@mesabrightsolar.com">service@mesabrightsolar.com</a></p>`,
      ),
      widget(
        'google_maps',
        `<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=3940%20E%20Fort%20Lowell%20Rd%2C%20Tucson%2C%20AZ&amp;t=m&amp;z=14&amp;output=embed&amp;iwloc=near" title="3940 E Fort Lowell Rd, Tucson, AZ" aria-label="3940 E Fort Lowell Rd, Tucson, AZ"></iframe></div>`,
      ),
    ]),
    column(50, [
      heading('h2', 'Get Your Free Quote'),
      widget(
        'shortcode',
        `<div class="elementor-shortcode"><div class="wpcf7 no-js" id="wpcf7-f77-p${124}-o1" lang="en-US" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p></div>
<form action="/contact/#wpcf7-f77-p124-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init" id="quote">
<div style="display: none;"><input type="hidden" name="_wpcf7" value="77" /><input type="hidden" name="_wpcf7_version" value="5.8.7" /><input type="hidden" name="_wpcf7_locale" value="en_US" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f77-p124-o1" /></div>
<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p>
<p><label> Your email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" value="" type="email" name="your-email" /></span></label></p>
<p><label> Address<br /><span class="wpcf7-form-control-wrap" data-name="address"><input size="40" class="wpcf7-form-control wpcf7-text" value="" type="text" name="address" /></span></label></p>
<p><label> Average monthly electric bill<br /><span class="wpcf7-form-control-wrap" data-name="bill"><select class="wpcf7-form-control wpcf7-select" name="bill"><option value="Under $100">Under $100</option><option value="$100–$200">$100–$200</option><option value="$200–$300">$200–$300</option><option value="Over $300">Over $300</option></select></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Request Quote" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form></div></div>`,
      ),
    ]),
  ]),
];

export const site: CorpusSite = {
  domain: 'mesabrightsolar.com',
  covers:
    'WordPress + Elementor Pro solar installer (en-US): manufacturer partners as Elementor cards with "Visit" buttons (home carousel repeats them as unlinked badge images), supply and roofing partners in text, lending partners on the financing page; NABCEP/BBB/SEIA certifiers and memberships, utility and government documentation links, commercial clients and case studies, award, reviews, job board and agency credit as negatives',
  pages: {
    '/': page(
      'Tucson Solar Panel Installation | Mesa Bright Solar',
      'Locally owned Tucson solar installer since 2012. Residential solar, batteries and commercial systems.',
      '/',
      12,
      'home page-template-default page',
      home,
    ),
    '/about-us/': page(
      'About Us | Mesa Bright Solar',
      'Meet the Mesa Bright Solar team.',
      '/about-us/',
      14,
      'page-template-default page',
      about,
    ),
    '/residential-solar/': page(
      'Residential Solar | Mesa Bright Solar',
      'Home solar installation in Tucson and Pima County.',
      '/residential-solar/',
      16,
      'page-template-default page',
      residential,
    ),
    '/commercial-solar/': page(
      'Commercial Solar | Mesa Bright Solar',
      'Commercial rooftop and carport solar in Southern Arizona.',
      '/commercial-solar/',
      18,
      'page-template-default page',
      commercial,
    ),
    '/battery-storage/': page(
      'Battery Storage | Mesa Bright Solar',
      'Tesla Powerwall, Enphase and SolarEdge batteries installed in Tucson.',
      '/battery-storage/',
      20,
      'page-template-default page',
      battery,
    ),
    '/our-partners/': page(
      'Partners & Certifications | Mesa Bright Solar',
      'Manufacturer partners and certifications of Mesa Bright Solar.',
      '/our-partners/',
      22,
      'page-template-default page',
      partnersPage,
    ),
    '/financing/': page(
      'Solar Financing | Mesa Bright Solar',
      'Solar loans and the federal tax credit.',
      '/financing/',
      24,
      'page-template-default page',
      financing,
    ),
    '/blog/': page(
      'Solar 101 | Mesa Bright Solar',
      'Solar news and guides for Southern Arizona homeowners.',
      '/blog/',
      26,
      'page-template-default page',
      blog,
    ),
    '/careers/': page(
      'Careers | Mesa Bright Solar',
      'Join the Mesa Bright Solar team.',
      '/careers/',
      28,
      'page-template-default page',
      careers,
    ),
    '/contact/': page('Contact Us | Mesa Bright Solar', 'Get a free solar quote.', '/contact/', 124, 'page-template-default page', contact),
  },
  technologies: ['wordpress', 'php', 'mysql', 'elementor', 'yoast-seo', 'contact-form-7', 'jquery', 'google-maps'],
  partners: {
    'enphase.com': 'generic',
    'solaredge.com': 'generic',
    'qcells.com': 'generic',
    'recgroup.com': 'generic',
    'tesla.com': 'generic',
    'ironridge.com': 'generic',
    'swsolarsupply.com': 'generic',
    'saguaroroofingaz.com': 'generic',
    'sonorangreenlending.com': 'generic',
    'desertvalleycu.org': 'generic',
  },
};
