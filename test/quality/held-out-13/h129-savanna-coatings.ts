import type { CorpusSite } from '../corpus/types.js';

const S = 'https://savannacoatings.co.ke';

const head = (title: string, pageId: number, bodyClass: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${title}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="Savanna Coatings &raquo; Feed" href="${S}/feed/" />
<link rel='stylesheet' id='astra-theme-css-css' href='${S}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12' media='all' />
<style id='astra-theme-css-inline-css'>:root{--ast-container-default-xlg-padding:3em;--ast-global-color-0:#c0392b;--ast-global-color-1:#8e2a1f;}.ast-separate-container .ast-article-post{padding:3em}</style>
<link rel='stylesheet' id='wp-block-library-css' href='${S}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='joinchat-css' href='${S}/wp-content/plugins/creame-whatsapp-me/public/css/joinchat-btn.min.css?ver=5.1.5' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${S}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='${S}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1715770211' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='${S}/wp-content/plugins/elementor-pro/assets/css/frontend.min.css?ver=3.21.2' media='all' />
<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='${S}/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Montserrat%3A100%2C200%2C300%2C400%2C500%2C600%2C700%2C800%2C900&#038;display=swap&#038;ver=6.5.3' media='all' />
<script src="${S}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="${S}/wp-json/" />
<meta name="generator" content="WordPress 6.5.3" />
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-KE5SC0AT9X"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-KE5SC0AT9X');</script>
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="${S}/wp-content/uploads/2022/02/cropped-savanna-icon-32x32.png" sizes="32x32" />
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="${bodyClass} page-id-${pageId} ast-desktop ast-page-builder-template ast-no-sidebar astra-4.6.12 ast-single-post ast-inherit-site-logo-transparent ast-hfb-header elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<a class="skip-link screen-reader-text" href="#content" title="Skip to content">Skip to content</a>
<div class="hfeed site" id="page">
<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
<div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">
  <div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${S}/" class="custom-logo-link" rel="home"><img width="200" height="60" src="${S}/wp-content/uploads/2022/02/savanna-coatings-logo.png" class="custom-logo" alt="Savanna Coatings" decoding="async" /></a></span></div></div></div>
  <div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">
    <li id="menu-item-40" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-40"><a href="${S}/products/" class="menu-link">Products</a></li>
    <li id="menu-item-41" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-41"><a href="${S}/colour-centre/" class="menu-link">Colour Centre</a></li>
    <li id="menu-item-42" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-42"><a href="${S}/find-a-dealer/" class="menu-link">Find a Dealer</a></li>
    <li id="menu-item-43" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-43"><a href="${S}/painters-club/" class="menu-link">Painters&#8217; Club</a></li>
    <li id="menu-item-44" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-44"><a href="${S}/projects/" class="menu-link">Projects</a></li>
    <li id="menu-item-45" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-45"><a href="${S}/about-us/" class="menu-link">About Us</a></li>
    <li id="menu-item-46" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-46"><a href="${S}/contact-us/" class="menu-link">Contact</a></li>
  </ul></div></nav></div></div></div></div>
</div></div></div></div></div>
</header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${pageId} page type-page status-publish ast-article-single" id="post-${pageId}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="entry-content clear" itemprop="text">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">
`;

const foot = `
</div>
</div></article></main></div></div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
<div data-elementor-type="footer" data-elementor-id="512" class="elementor elementor-512 elementor-location-footer" data-elementor-post-type="elementor_library">
<div class="elementor-element elementor-element-6f1e2d3 e-flex e-con-boxed e-con e-parent" data-id="6f1e2d3" data-element_type="container"><div class="e-con-inner">
  <div class="elementor-element elementor-element-7a1b2c3 elementor-widget elementor-widget-text-editor" data-id="7a1b2c3" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">
    <p><strong>Savanna Coatings Ltd</strong><br>Factory &amp; head office: Off Mombasa Road, Syokimau, Machakos County<br>P.O. Box 18842-00500 Nairobi<br>Tel: 0709 880 300 · <a href="mailto:sales@savannacoatings.co.ke">sales@savannacoatings.co.ke</a></p>
    <p>Pay via M-PESA Paybill 884122, Account: your invoice number.</p>
  </div></div>
  <div class="elementor-element elementor-element-7a1b2c4 elementor-widget elementor-widget-icon-list" data-id="7a1b2c4" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
    <li class="elementor-icon-list-item"><a href="${S}/find-a-dealer/"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-map-marker-alt"></i></span><span class="elementor-icon-list-text">Dealer locator</span></a></li>
    <li class="elementor-icon-list-item"><a href="${S}/become-a-dealer/"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-store"></i></span><span class="elementor-icon-list-text">Become a dealer</span></a></li>
    <li class="elementor-icon-list-item"><a href="${S}/careers/"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-briefcase"></i></span><span class="elementor-icon-list-text">Careers</span></a></li>
    <li class="elementor-icon-list-item"><a href="${S}/blog/"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-paint-roller"></i></span><span class="elementor-icon-list-text">Painting tips</span></a></li>
  </ul></div></div>
  <div class="elementor-element elementor-element-7a1b2c5 elementor-widget elementor-widget-image-gallery" data-id="7a1b2c5" data-element_type="widget"><div class="elementor-widget-container"><div class="elementor-image-gallery">
    <a href="https://www.kebs.org/" target="_blank"><img src="${S}/wp-content/uploads/2022/03/kebs-diamond-mark.png" alt="KEBS Diamond Mark of Quality" width="90" height="90" /></a>
    <a href="https://kam.co.ke/" target="_blank"><img src="${S}/wp-content/uploads/2022/03/kam-member.png" alt="Member, Kenya Association of Manufacturers" width="90" height="90" /></a>
  </div></div></div>
  <div class="elementor-element elementor-element-7a1b2c6 elementor-shape-rounded elementor-grid-0 e-grid-align-center elementor-widget elementor-widget-social-icons" data-id="7a1b2c6" data-element_type="widget" data-widget_type="social-icons.default"><div class="elementor-widget-container"><div class="elementor-social-icons-wrapper elementor-grid">
    <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/SavannaCoatingsKE" target="_blank"><span class="elementor-screen-only">Facebook</span><i class="fab fa-facebook"></i></a></span>
    <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/savannacoatings/" target="_blank"><span class="elementor-screen-only">Instagram</span><i class="fab fa-instagram"></i></a></span>
    <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-tiktok" href="https://www.tiktok.com/@savannacoatings" target="_blank"><span class="elementor-screen-only">TikTok</span><i class="fab fa-tiktok"></i></a></span>
  </div></div></div>
</div></div>
<div class="elementor-element elementor-element-8b2c3d4 e-flex e-con-boxed e-con e-parent" data-id="8b2c3d4" data-element_type="container"><div class="e-con-inner"><div class="elementor-widget-container"><p>&copy; 2025 Savanna Coatings Ltd. All rights reserved.</p></div></div></div>
</div>
</footer>
</div>
<div class="joinchat joinchat--right" data-settings='{"telephone":"254709880300","mobile_only":false,"button_delay":3,"whatsapp_web":false,"qr":false,"message_views":2,"message_delay":10,"message_badge":false,"message_send":"Hello Savanna Coatings! I need help choosing a colour.","message_hash":"2d8f1c0a"}'><div class="joinchat__button"><div class="joinchat__button__open"></div><div class="joinchat__button__sendtext">Chat with us</div></div></div>
<script src="${S}/wp-content/plugins/creame-whatsapp-me/public/js/joinchat.min.js?ver=5.1.5" id="joinchat-js"></script>
<script src="${S}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.12" id="astra-theme-js-js"></script>
<script src="${S}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="${S}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="${S}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="${S}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const section = (id: string, inner: string) =>
  `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container"><div class="e-con-inner">${inner}</div></div>`;
const text = (id: string, inner: string) =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-text-editor" data-id="${id}" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">${inner}</div></div>`;
const heading = (id: string, tag: string, inner: string) =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-heading" data-id="${id}" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${inner}</${tag}></div></div>`;

type Dealer = { name: string; place: string; phone: string; web?: string; webText?: string; fb?: string };
const regions: [string, Dealer[]][] = [
  [
    'Nairobi',
    [
      { name: 'Westlands Paint Centre', place: 'Woodvale Grove, Westlands', phone: '0722 514 880', web: 'https://westlandspaints.co.ke/' },
      {
        name: 'Ngong Road Hardware',
        place: 'Ngong Road, opp. Prestige Plaza',
        phone: '0733 220 917',
        web: 'https://www.ngongroadhardware.co.ke/shop/?brand=savanna',
      },
      { name: 'Eastleigh Building Supplies', place: '1st Avenue, Eastleigh', phone: '0711 403 662' },
      { name: 'Karen Colour Studio', place: 'The Hub Karen, Dagoretti Road', phone: '0798 330 145', webText: 'karencolour.com' },
    ],
  ],
  [
    'Central',
    [
      { name: 'Thika Hardware &amp; Paints', place: 'Kenyatta Highway, Thika', phone: '0720 661 004', web: 'http://thikahardware.co.ke' },
      { name: 'Nyeri Builders Mart', place: 'Kimathi Way, Nyeri', phone: '0722 918 273', web: 'https://nyeribuildersmart.co.ke/' },
    ],
  ],
  [
    'Coast',
    [
      { name: 'Mombasa Paint House', place: 'Nyerere Avenue, Mombasa', phone: '0712 554 300', web: 'https://www.mombasapainthouse.co.ke/' },
      { name: 'Malindi Hardware', place: 'Lamu Road, Malindi', phone: '0721 775 019', fb: 'https://www.facebook.com/malindihardware' },
      { name: 'Diani D&eacute;cor', place: 'Diani Beach Road, Ukunda', phone: '0706 118 224', web: 'https://dianidecor.co.ke/' },
    ],
  ],
  [
    'Rift Valley',
    [
      { name: 'Nakuru Paints Depot', place: 'Kenyatta Avenue, Nakuru', phone: '0723 445 870', web: 'https://nakurupaints.co.ke/' },
      { name: 'Eldoret Hardware Mart', place: 'Uganda Road, Eldoret', phone: '0734 602 118', web: 'https://www.eldorethardware.co.ke/' },
    ],
  ],
  [
    'Western &amp; Nyanza',
    [
      { name: 'Kisumu Colour Centre', place: 'Oginga Odinga Street, Kisumu', phone: '0717 229 461', web: 'https://kisumucolour.co.ke/' },
      { name: 'Kakamega Building Centre', place: 'Kakamega-Webuye Road', phone: '0725 081 336' },
    ],
  ],
  [
    'Uganda &amp; Tanzania',
    [
      {
        name: 'Kampala Coatings Ltd (Distributor, Uganda)',
        place: 'Nakawa Industrial Area, Kampala',
        phone: '+256 414 220 318',
        web: 'https://kampalacoatings.co.ug/',
      },
      {
        name: 'Dar Paints Distributors (Tanzania)',
        place: 'Nyerere Road, Dar es Salaam',
        phone: '+255 22 286 4410',
        web: 'https://www.darpaints.co.tz/',
      },
    ],
  ],
];

const dealerItem = (d: Dealer) => {
  const link = d.web
    ? `<li class="elementor-icon-list-item"><a href="${d.web}" target="_blank" rel="noopener"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-globe"></i></span><span class="elementor-icon-list-text">Visit website</span></a></li>`
    : d.fb
      ? `<li class="elementor-icon-list-item"><a href="${d.fb}" target="_blank" rel="noopener"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fab fa-facebook"></i></span><span class="elementor-icon-list-text">Facebook page</span></a></li>`
      : d.webText
        ? `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-globe"></i></span><span class="elementor-icon-list-text">${d.webText}</span></li>`
        : '';
  return `<p><strong>${d.name}</strong></p><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-map-marker-alt"></i></span><span class="elementor-icon-list-text">${d.place}</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-phone-alt"></i></span><span class="elementor-icon-list-text">${d.phone}</span></li>${link}</ul>`;
};

const tabs = regions
  .map(
    ([r], i) =>
      `<div id="elementor-tab-title-176${i + 1}" class="elementor-tab-title elementor-tab-desktop-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-176${i + 1}" aria-expanded="false">${r}</div>`,
  )
  .join('');
const panes = regions
  .map(
    ([r, ds], i) =>
      `<div class="elementor-tab-title elementor-tab-mobile-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-176${i + 1}" aria-expanded="false">${r}</div><div id="elementor-tab-content-176${i + 1}" class="elementor-tab-content elementor-clearfix${i === 0 ? ' elementor-active' : ''}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-176${i + 1}" tabindex="0"${i === 0 ? '' : ' hidden="hidden"'}>${ds.map(dealerItem).join('')}</div>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'savannacoatings.co.ke',
  covers:
    'Kenyan paint manufacturer on WordPress + Elementor Pro + Astra: dealer locator as Elementor tabs by region (hidden panes), each dealer an icon list where the website is a "Visit website" link, a written domain, a Facebook page or missing, plus Uganda/Tanzania distributors; approved painting contractors under the unexpected label "Painters\' Club" in a table; traps are KEBS/KAM badges, a green-building-council membership, mall and university project clients, a competitor named in a blog post, an M-PESA paybill and a Joinchat WhatsApp button.',
  sitemap: [
    '/',
    '/find-a-dealer/',
    '/painters-club/',
    '/projects/',
    '/about-us/',
    '/blog/choosing-exterior-paint-for-coastal-homes/',
    '/contact-us/',
  ],
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'x-powered-by': 'PHP/8.2.18',
        'content-type': 'text/html; charset=UTF-8',
        link: `<${S}/wp-json/>; rel="https://api.w.org/", <${S}/wp-json/wp/v2/pages/8>; rel="alternate"; type="application/json", <${S}/>; rel=shortlink`,
      },
      html: `${head('Savanna Coatings &#8211; Paints made in Kenya for Kenyan weather', 8, 'home page-template-default page')}
${section('1a2b3c4', `${heading('1a2b3c5', 'h1', 'Colour that survives the long rains')}${text('1a2b3c6', '<p>Emulsions, weatherguard and roof paints made in Syokimau since 2004. Sold through more than 300 hardware shops across Kenya, Uganda and Tanzania.</p>')}<div class="elementor-element elementor-element-1a2b3c7 elementor-widget elementor-widget-button" data-id="1a2b3c7" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${S}/find-a-dealer/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Find your nearest dealer</span></span></a></div></div></div>`)}
${section('2b3c4d5', `${heading('2b3c4d6', 'h2', 'Our ranges')}${text('2b3c4d7', '<p><a href="' + S + '/products/weatherguard/">Savanna Weatherguard</a> &middot; <a href="' + S + '/products/silk-vinyl/">Silk Vinyl</a> &middot; <a href="' + S + '/products/roofshield/">RoofShield</a> &middot; <a href="' + S + '/products/wood-and-metal/">Wood &amp; Metal Gloss</a></p>')}`)}
${section('3c4d5e6', `${heading('3c4d5e7', 'h2', 'As seen on')}${text('3c4d5e8', '<p>Two Rivers Mall, Kenyatta University Hostels, Diani Reef apartments and hundreds of homes. <a href="' + S + '/projects/">See our projects</a></p>')}`)}
${foot}`,
    },
    '/find-a-dealer/': {
      html: `${head('Find a Dealer &#8211; Savanna Coatings', 24, 'page-template-default page')}
${section('4d5e6f7', `${heading('4d5e6f8', 'h1', 'Find a Dealer')}${text('4d5e6f9', '<p>Savanna Coatings paints are sold by authorised dealers who can tint any of our 1,200 colours on the spot. Choose your region below. Stock varies, so call ahead for large orders.</p>')}<div class="elementor-element elementor-element-5e6f7a8 elementor-tabs-view-horizontal elementor-widget elementor-widget-tabs" data-id="5e6f7a8" data-element_type="widget" data-widget_type="tabs.default"><div class="elementor-widget-container"><div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">${tabs}</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${panes}</div></div></div></div>${text('5e6f7a9', '<p>Want to stock Savanna Coatings? <a href="' + S + '/become-a-dealer/">Apply to become a dealer</a>.</p>')}`)}
${foot}`,
    },
    '/painters-club/': {
      html: `${head('Painters&#8217; Club &#8211; Savanna Coatings', 31, 'page-template-default page')}
${section('6f7a8b9', `${heading('6f7a8c0', 'h1', 'Painters&#8217; Club')}${text('6f7a8c1', '<p>Our Painters&#8217; Club members are trained on Savanna systems and can issue a 7-year exterior finish warranty. Hire an approved applicator for your home or project:</p><table style="width: 100%;"><tbody><tr><td><strong>Company</strong></td><td><strong>County</strong></td><td><strong>Specialisation</strong></td><td><strong>Contact</strong></td></tr><tr><td>ProCoat Painters</td><td>Nairobi, Kiambu</td><td>Residential, estates</td><td><a href="https://procoatpainters.co.ke/" target="_blank" rel="noopener">procoatpainters.co.ke</a></td></tr><tr><td>Nairobi Decorators</td><td>Nairobi</td><td>Interiors, decorative finishes</td><td><a href="https://www.nairobidecorators.com/" target="_blank" rel="noopener">nairobidecorators.com</a></td></tr><tr><td>Coastline Finishes</td><td>Mombasa, Kwale, Kilifi</td><td>Salt-air exteriors, roofs</td><td><a href="http://coastlinefinishes.co.ke" target="_blank" rel="noopener">coastlinefinishes.co.ke</a></td></tr><tr><td>J. Otieno &amp; Sons</td><td>Kisumu</td><td>Commercial</td><td>0722 310 558</td></tr></tbody></table><p><strong>Are you a painter?</strong> Join the club to earn points on every litre and get free training at our Syokimau academy. <a href="' + S + '/painters-club/register/">Register here</a>.</p>')}`)}
${foot}`,
    },
    '/projects/': {
      html: `${head('Projects &#8211; Savanna Coatings', 36, 'page-template-default page')}
${section('7a8b9c0', `${heading('7a8b9c1', 'h1', 'Projects')}${text('7a8b9c2', '<p><strong>Two Rivers Mall, Nairobi</strong> &#8211; 18,000 litres of Weatherguard on the fa&ccedil;ade. Client: <a href="https://tworivers.co.ke/" target="_blank" rel="noopener">Two Rivers Development</a>.</p><p><strong>Kenyatta University hostels</strong> &#8211; repaint of 14 hostel blocks for <a href="https://www.ku.ac.ke/" target="_blank" rel="noopener">Kenyatta University</a>.</p><p><strong>Diani Reef apartments</strong> &#8211; RoofShield on 60 units, applied by Coastline Finishes.</p>')}`)}
${foot}`,
    },
    '/about-us/': {
      html: `${head('About Us &#8211; Savanna Coatings', 12, 'page-template-default page')}
${section('8b9c0d1', `${heading('8b9c0d2', 'h1', 'About Savanna Coatings')}${text('8b9c0d3', '<p>Founded in 2004 by chemist Grace Wambui and engineer Peter Mwangi, Savanna Coatings employs 140 people at its Syokimau plant and produces 9 million litres a year.</p><p><strong>Certifications &amp; memberships</strong></p><ul><li>KEBS Diamond Mark of Quality on all emulsions (<a href="https://www.kebs.org/" target="_blank" rel="noopener">Kenya Bureau of Standards</a>)</li><li>Member of the <a href="https://kam.co.ke/" target="_blank" rel="noopener">Kenya Association of Manufacturers</a></li><li>Member of the <a href="https://www.kgbs.co.ke/" target="_blank" rel="noopener">Kenya Green Building Society</a></li><li>KAM Energy Management Award 2023 (runner-up)</li></ul>')}`)}
${foot}`,
    },
    '/blog/choosing-exterior-paint-for-coastal-homes/': {
      html: `${head('Choosing exterior paint for coastal homes &#8211; Savanna Coatings', 88, 'post-template-default single single-post postid-88 single-format-standard')}
${section('9c0d1e2', `${heading('9c0d1e3', 'h1', 'Choosing exterior paint for coastal homes')}${text('9c0d1e4', '<p><em>Posted 3 March 2024 in Painting tips</em></p><p>Salt air, humidity and UV make the coast the toughest place in Kenya for paint. Whatever brand you choose &#8211; ours, <a href="https://www.crownpaints.co.ke/" target="_blank" rel="noopener">Crown</a> or Basco &#8211; look for three things: an alkali-resistant primer, an acrylic (not vinyl) topcoat, and a fungicide in the film.</p><p>For roofs, rust-convert any exposed mabati first. Our RoofShield is available at dealers in Mombasa and Diani.</p>')}`)}
${foot}`,
    },
    '/contact-us/': {
      html: `${head('Contact &#8211; Savanna Coatings', 14, 'page-template-default page')}
${section('0d1e2f3', `${heading('0d1e2f4', 'h1', 'Contact us')}<div class="elementor-element elementor-element-0d1e2f5 elementor-widget elementor-widget-form" data-id="0d1e2f5" data-element_type="widget" data-widget_type="form.default"><div class="elementor-widget-container"><form class="elementor-form" method="post" name="Contact"><input type="hidden" name="post_id" value="14"/><input type="hidden" name="form_id" value="0d1e2f5"/><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-100"><label for="form-field-name" class="elementor-field-label">Name</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual"></div><div class="elementor-field-type-tel elementor-field-group elementor-column elementor-field-group-phone elementor-col-100"><label for="form-field-phone" class="elementor-field-label">Phone</label><input size="1" type="tel" name="form_fields[phone]" id="form-field-phone" class="elementor-field elementor-size-sm elementor-field-textual"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Send</span></button></div></div></form></div></div>`)}
${foot}`,
    },
  },
  technologies: [
    'astra',
    'elementor',
    'font-awesome',
    'google-analytics',
    'google-font-api',
    'google-tag-manager',
    'joinchat',
    'jquery',
    'mysql',
    'nginx',
    'php',
    'rss',
    'whatsapp-business-chat',
    'wordpress',
  ],
  partners: {
    'westlandspaints.co.ke': 'channel',
    'ngongroadhardware.co.ke': 'channel',
    'karencolour.com': 'channel',
    'thikahardware.co.ke': 'channel',
    'nyeribuildersmart.co.ke': 'channel',
    'mombasapainthouse.co.ke': 'channel',
    'dianidecor.co.ke': 'channel',
    'nakurupaints.co.ke': 'channel',
    'eldorethardware.co.ke': 'channel',
    'kisumucolour.co.ke': 'channel',
    'kampalacoatings.co.ug': 'channel',
    'darpaints.co.tz': 'channel',
    'procoatpainters.co.ke': 'channel',
    'nairobidecorators.com': 'channel',
    'coastlinefinishes.co.ke': 'channel',
  },
};
