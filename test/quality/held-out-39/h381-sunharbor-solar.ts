import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'PHP/8.2.18',
  link: '<https://sunharborsolar.com/wp-json/>; rel="https://api.w.org/"',
  'cache-control': 'max-age=0, must-revalidate',
  vary: 'Accept-Encoding',
};

function head(title: string, path: string, id: number): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="SunHarbor is a network of vetted, locally owned solar installers across the American Southwest.">
<link rel="canonical" href="https://sunharborsolar.com${path}">
<meta property="og:locale" content="en_US">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://sunharborsolar.com${path}">
<meta property="og:site_name" content="SunHarbor Solar Network">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://sunharborsolar.com${path}","url":"https://sunharborsolar.com${path}","name":"${title}","isPartOf":{"@id":"https://sunharborsolar.com/#website"}},{"@type":"WebSite","@id":"https://sunharborsolar.com/#website","url":"https://sunharborsolar.com/","name":"SunHarbor Solar Network","publisher":{"@id":"https://sunharborsolar.com/#organization"}},{"@type":"Organization","@id":"https://sunharborsolar.com/#organization","name":"SunHarbor Solar Network LLC","url":"https://sunharborsolar.com/","logo":"https://sunharborsolar.com/wp-content/uploads/2023/02/sunharbor-logo.svg","sameAs":["https://www.facebook.com/sunharborsolar","https://www.instagram.com/sunharborsolar/","https://www.linkedin.com/company/sunharbor-solar-network"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="SunHarbor Solar Network &raquo; Feed" href="https://sunharborsolar.com/feed/">
<link rel='stylesheet' id='wp-block-library-css' href='https://sunharborsolar.com/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all'>
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://sunharborsolar.com/wp-content/themes/sunharbor-child/style.css?ver=1.4.2' media='all'>
<link rel='stylesheet' id='elementor-frontend-css' href='https://sunharborsolar.com/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all'>
<link rel='stylesheet' id='elementor-post-${id}-css' href='https://sunharborsolar.com/wp-content/uploads/elementor/css/post-${id}.css?ver=1715871203' media='all'>
<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='https://sunharborsolar.com/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all'>
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Montserrat%3A400%2C600%2C700%7CSource+Sans+Pro%3A400%2C600&#038;display=swap&#038;ver=6.5.3' media='all'>
<script src="https://sunharborsolar.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://sunharborsolar.com/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://sunharborsolar.com/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7S3QH2');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://sunharborsolar.com/wp-content/uploads/2023/02/cropped-sunharbor-icon-32x32.png" sizes="32x32">
</head>
<body class="page-template-default page page-id-${id} wp-custom-logo elementor-default elementor-kit-5 elementor-page elementor-page-${id}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7S3QH2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="site-header" class="site-header" role="banner">
  <div class="site-branding">
    <a href="https://sunharborsolar.com/" class="custom-logo-link" rel="home"><img width="220" height="56" src="https://sunharborsolar.com/wp-content/uploads/2023/02/sunharbor-logo.svg" class="custom-logo" alt="SunHarbor Solar Network"></a>
  </div>
  <nav class="site-navigation" aria-label="Main menu">
    <ul id="menu-main" class="menu">
      <li class="menu-item"><a href="https://sunharborsolar.com/how-it-works/">How It Works</a></li>
      <li class="menu-item"><a href="https://sunharborsolar.com/installer-network/">Find an Installer</a></li>
      <li class="menu-item"><a href="https://sunharborsolar.com/batteries/">Batteries &amp; Backup</a></li>
      <li class="menu-item"><a href="https://sunharborsolar.com/about/">About</a></li>
      <li class="menu-item"><a href="https://sunharborsolar.com/contact/">Contact</a></li>
      <li class="menu-item menu-cta"><a href="https://sunharborsolar.com/free-quote/">Get a Free Quote</a></li>
    </ul>
  </nav>
</header>
<main id="content" class="site-main">`;
}

const footer = `</main>
<footer id="site-footer" class="site-footer" role="contentinfo">
  <div class="footer-inner">
    <div class="footer-col">
      <img src="https://sunharborsolar.com/wp-content/uploads/2023/02/sunharbor-logo-white.svg" alt="SunHarbor Solar Network" width="180" height="46">
      <p>4110 N. Central Ave, Suite 300<br>Phoenix, AZ 85012<br><a href="tel:+16025550148">(602) 555-0148</a></p>
    </div>
    <div class="footer-col">
      <h4>Homeowners</h4>
      <ul>
        <li><a href="https://sunharborsolar.com/how-it-works/">How It Works</a></li>
        <li><a href="https://sunharborsolar.com/installer-network/">Our Installer Network</a></li>
        <li><a href="https://sunharborsolar.com/incentives/">Tax Credits &amp; Incentives</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Installers</h4>
      <ul>
        <li><a href="https://sunharborsolar.com/join-the-network/">Join the Network</a></li>
        <li><a href="https://portal.sunharborpro.com/login">Installer Portal</a></li>
        <li><a href="https://boards.greenhouse.io/sunharborsolar">Careers</a></li>
      </ul>
    </div>
    <div class="footer-col footer-badges">
      <a href="https://www.bbb.org/us/az/phoenix/profile/solar-energy-contractors/sunharbor-solar-network-1126-1000948" title="BBB Accredited Business"><img src="https://sunharborsolar.com/wp-content/uploads/2023/03/bbb-accredited.png" alt="BBB Accredited Business A+"></a>
      <a href="https://www.solarcertboard.org/verify/company/SH-22817" title="Certified Solar Company"><img src="https://sunharborsolar.com/wp-content/uploads/2023/03/scb-certified-company.png" alt="SCB Certified Solar Company"></a>
    </div>
  </div>
  <div class="footer-bottom">
    <ul class="social">
      <li><a href="https://www.facebook.com/sunharborsolar" aria-label="Facebook"><i aria-hidden="true" class="fab fa-facebook-f"></i></a></li>
      <li><a href="https://www.instagram.com/sunharborsolar/" aria-label="Instagram"><i aria-hidden="true" class="fab fa-instagram"></i></a></li>
      <li><a href="https://www.youtube.com/@sunharborsolar" aria-label="YouTube"><i aria-hidden="true" class="fab fa-youtube"></i></a></li>
      <li><a href="https://www.linkedin.com/company/sunharbor-solar-network" aria-label="LinkedIn"><i aria-hidden="true" class="fab fa-linkedin-in"></i></a></li>
    </ul>
    <p>&copy; 2024 SunHarbor Solar Network LLC. AZ ROC #345120. <a href="https://sunharborsolar.com/privacy-policy/">Privacy Policy</a> &middot; Website by <a href="https://brightlinecreative.studio/" rel="nofollow">Brightline Creative</a></p>
  </div>
</footer>
<script src="https://sunharborsolar.com/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://sunharborsolar.com/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://sunharborsolar.com/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const installer = (name: string, city: string, url: string | null, phone: string, services: string) =>
  `<div class="sh-installer">
            <h4 class="sh-installer__name">${name}</h4>
            <p class="sh-installer__meta"><i aria-hidden="true" class="fas fa-map-marker-alt"></i> ${city} &middot; <i aria-hidden="true" class="fas fa-phone"></i> ${phone}</p>
            <p class="sh-installer__services">${services}</p>
            ${url ? `<a class="elementor-button elementor-size-sm" href="${url}" target="_blank" rel="noopener">Visit website</a>` : '<span class="sh-installer__nosite">Call to book a consultation</span>'}
          </div>`;

const accordion = (id: string, state: string, items: string) =>
  `<div class="elementor-accordion-item">
        <div id="elementor-tab-title-${id}" class="elementor-tab-title" data-tab="${id}" role="button" aria-controls="elementor-tab-content-${id}" aria-expanded="false">
          <span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><i class="fas fa-plus"></i></span>
          <a class="elementor-accordion-title" tabindex="0">${state}</a>
        </div>
        <div id="elementor-tab-content-${id}" class="elementor-tab-content elementor-clearfix" data-tab="${id}" role="region" aria-labelledby="elementor-tab-title-${id}">
          ${items}
        </div>
      </div>`;

const home = `${head('SunHarbor Solar Network | Local Solar Installers You Can Trust', '/', 12)}
<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-6a1c2f0 elementor-section-boxed sh-hero" data-id="6a1c2f0" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget-wrap">
        <div class="elementor-element elementor-widget elementor-widget-heading" data-widget_type="heading.default"><h1 class="elementor-heading-title">Rooftop solar, installed by neighbors you can trust.</h1></div>
        <div class="elementor-element elementor-widget elementor-widget-text-editor"><p>SunHarbor connects homeowners and small businesses in six Southwestern states with independent, licensed installers who meet our quality and warranty standards. One quote request, up to three vetted local bids.</p></div>
        <div class="elementor-element elementor-widget elementor-widget-button"><a class="elementor-button elementor-size-lg" href="https://sunharborsolar.com/free-quote/">Get my free quote</a> <a class="elementor-button elementor-button-outline" href="https://sunharborsolar.com/installer-network/">Browse installers</a></div>
      </div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-1d3be44 sh-stats" data-id="1d3be44" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-counter"><span class="elementor-counter-number">41</span> <span class="elementor-counter-title">certified installer companies</span></div>
      <div class="elementor-counter"><span class="elementor-counter-number">9,800+</span> <span class="elementor-counter-title">systems installed since 2016</span></div>
      <div class="elementor-counter"><span class="elementor-counter-number">25-year</span> <span class="elementor-counter-title">workmanship warranty backed by SunHarbor</span></div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-77e1a02 sh-how" data-id="77e1a02" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-icon-box"><i aria-hidden="true" class="fas fa-clipboard-list"></i><h3>1. Tell us about your home</h3><p>Roof type, utility, and how much of your bill you want to offset.</p></div>
      <div class="elementor-widget elementor-widget-icon-box"><i aria-hidden="true" class="fas fa-solar-panel"></i><h3>2. Compare local bids</h3><p>Up to three installers from our network send itemized proposals.</p></div>
      <div class="elementor-widget elementor-widget-icon-box"><i aria-hidden="true" class="fas fa-bolt"></i><h3>3. Switch on</h3><p>Your installer handles permits, interconnection and inspection.</p></div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-0bb93e1 sh-trusted" data-id="0bb93e1" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Trusted by homeowners, schools and local businesses</h2></div>
      <div class="elementor-widget elementor-widget-image-carousel">
        <div class="elementor-image-carousel">
          <figure class="swiper-slide-inner"><a href="https://www.desertbloomwinery.com/" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2024/01/client-desert-bloom-winery.png" alt="Desert Bloom Winery"></a></figure>
          <figure class="swiper-slide-inner"><a href="https://www.tempeschools-az.org/sustainability" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2024/01/client-tempe-schools.png" alt="Tempe Elementary School District"></a></figure>
          <figure class="swiper-slide-inner"><a href="https://sonorancoldstorage.com/" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2024/01/client-sonoran-cold-storage.png" alt="Sonoran Cold Storage"></a></figure>
          <figure class="swiper-slide-inner"><img src="https://sunharborsolar.com/wp-content/uploads/2024/01/client-casa-grande-vet.png" alt="Casa Grande Veterinary Clinic"></figure>
        </div>
      </div>
      <div class="elementor-widget elementor-widget-testimonial"><blockquote>&ldquo;Three bids in four days, and the installer we picked finished in a single weekend.&rdquo;<cite>Maria L., Chandler AZ</cite></blockquote></div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-2c4f8d9 sh-press" data-id="2c4f8d9" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">As featured in</h2></div>
      <div class="sh-press-logos">
        <a href="https://www.azledger.com/business/2024/03/11/sunharbor-solar-network-installer-marketplace/" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2024/03/press-arizona-ledger.svg" alt="The Arizona Ledger"></a>
        <a href="https://cleantechweekly.com/residential/southwest-installer-networks-grow/" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2024/03/press-cleantech-weekly.svg" alt="CleanTech Weekly"></a>
      </div>
    </div>
  </section>
</div>
${footer}`;

const network1 = `${head('Find a Certified Solar Installer | SunHarbor Solar Network', '/installer-network/', 48)}
<div data-elementor-type="wp-page" data-elementor-id="48" class="elementor elementor-48">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-9f0e3aa" data-id="9f0e3aa" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Our Installer Network</h1></div>
      <div class="elementor-widget elementor-widget-text-editor">
        <p>Every company in the SunHarbor network is an independent, locally owned installer that holds a state contractor license, carries at least $2M in liability insurance and passes our annual quality audit. Installers are listed alphabetically by state. Don&rsquo;t see your area? <a href="https://sunharborsolar.com/free-quote/">Request a quote</a> and we&rsquo;ll match you with the nearest certified partner installer.</p>
      </div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-51ac7e2" data-id="51ac7e2" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-element elementor-widget elementor-widget-accordion" data-widget_type="accordion.default">
        <div class="elementor-accordion" role="tablist">
      ${accordion(
        '1011',
        'Arizona',
        installer(
          'Copperline Solar Co.',
          'Phoenix, AZ',
          'https://copperlinesolar.com/',
          '(602) 555-0191',
          'Residential rooftop, battery storage, EV chargers',
        ) +
          installer(
            'Red Mesa Energy Installers',
            'Tucson, AZ',
            'https://www.redmesaenergy.com/?utm_source=sunharbor&utm_medium=referral',
            '(520) 555-0117',
            'Residential, ground mounts, off-grid ranch systems',
          ) +
          installer('Saguaro Roofing &amp; Solar', 'Mesa, AZ', null, '(480) 555-0162', 'Re-roofing with solar, tile roofs'),
      )}
      ${accordion(
        '1012',
        'California',
        installer(
          'Pacific Crest Solarworks',
          'San Diego, CA',
          'https://pacificcrestsolarworks.com/',
          '(619) 555-0133',
          'Residential, NEM 3.0 battery retrofits',
        ) +
          installer(
            'Golden Hour Electric',
            'Fresno, CA',
            'https://www.goldenhourelectric.net/solar',
            '(559) 555-0174',
            'Agricultural pumping, carports, residential',
          ),
      )}
      ${accordion(
        '1013',
        'Colorado',
        installer(
          'Front Range Sun Systems',
          'Denver, CO',
          'https://frontrangesun.co/',
          '(303) 555-0128',
          'Residential, snow-load racking, community solar subscriptions',
        ),
      )}
        </div>
      </div>
      <nav class="elementor-pagination" role="navigation" aria-label="Pagination">
        <span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>1</span>
        <a class="page-numbers" href="https://sunharborsolar.com/installer-network/page/2/"><span class="elementor-screen-only">Page</span>2</a>
        <a class="page-numbers next" href="https://sunharborsolar.com/installer-network/page/2/">Next &raquo;</a>
      </nav>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-c81d0b5 sh-equipment" data-id="c81d0b5" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Manufacturer &amp; technology partners</h2></div>
      <div class="elementor-widget elementor-widget-text-editor"><p>Network installers quote equipment from manufacturers we have vetted for bankability, warranty service and US support. Our monitoring partner gives every SunHarbor customer a single app, whichever installer they chose.</p></div>
      <div class="elementor-widget elementor-widget-image-gallery">
        <div class="gallery galleryid-48 gallery-columns-5">
          <figure class="gallery-item"><a href="https://www.heliotropemodules.com/" title="Heliotrope Modules &ndash; Tier 1 solar panels" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2023/05/logo-heliotrope.png" alt="Heliotrope Modules"></a></figure>
          <figure class="gallery-item"><a href="https://voltarc-inverters.com/us/" title="VoltArc &ndash; string and hybrid inverters" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2023/05/logo-voltarc.png" alt="VoltArc Inverters"></a></figure>
          <figure class="gallery-item"><a href="https://stratacellstorage.com/" title="Stratacell &ndash; home battery storage" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2023/05/logo-stratacell.png" alt="Stratacell Storage"></a></figure>
          <figure class="gallery-item"><a href="https://www.racklyne.com/" title="Racklyne Mounting Systems" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2023/05/logo-racklyne.png" alt="Racklyne"></a></figure>
          <figure class="gallery-item"><a href="https://gridsight.io/homeowners" title="GridSight &ndash; system monitoring app" target="_blank"><img src="https://sunharborsolar.com/wp-content/uploads/2023/05/logo-gridsight.png" alt="GridSight monitoring"></a></figure>
        </div>
      </div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-e0f14c3 sh-financing" data-id="e0f14c3" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Financing partners</h2></div>
      <div class="elementor-widget elementor-widget-text-editor">
        <p>Prefer to spread the cost? Our financing partners <a href="https://www.brightpathlending.com/solar-loans">Brightpath Green Lending</a> and <a href="https://canyonfcu.org/loans/solar">Canyon Federal Credit Union</a> offer solar loans from 12 to 25 years that any network installer can quote alongside a cash price. Check your eligibility for the 30% federal tax credit at <a href="https://www.energy.gov/eere/solar/homeowners-guide-federal-tax-credit-solar-photovoltaics">energy.gov</a>.</p>
      </div>
      <div class="elementor-widget elementor-widget-image sh-award">
        <a href="https://www.solarbuildermag.com/top-contractors-2024/"><img src="https://sunharborsolar.com/wp-content/uploads/2024/06/top-solar-contractor-2024.png" alt="Top Solar Contractors 2024 award"></a>
      </div>
    </div>
  </section>
</div>
${footer}`;

const network2 = `${head('Find a Certified Solar Installer | SunHarbor Solar Network', '/installer-network/page/2/', 48)}
<div data-elementor-type="wp-page" data-elementor-id="48" class="elementor elementor-48">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-9f0e3aa" data-id="9f0e3aa" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Our Installer Network &ndash; Page 2</h1></div>
    </div>
  </section>
  <section class="elementor-section elementor-element elementor-element-51ac7e2" data-id="51ac7e2" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-element elementor-widget elementor-widget-accordion" data-widget_type="accordion.default">
        <div class="elementor-accordion" role="tablist">
      ${accordion(
        '1021',
        'Nevada',
        installer(
          'Silver State Solar Installers',
          'Reno, NV',
          'https://silverstatesolarinstall.com/',
          '(775) 555-0109',
          'Residential, HOA-friendly low-profile arrays',
        ),
      )}
      ${accordion(
        '1022',
        'New Mexico',
        installer(
          'Enchanted Roof Power',
          'Albuquerque, NM',
          'https://enchantedroofpower.com/',
          '(505) 555-0186',
          'Flat-roof adobe installs, batteries',
        ),
      )}
      ${accordion(
        '1023',
        'Texas',
        installer(
          'Lone Prairie Solar',
          'Austin, TX',
          'https://www.loneprairiesolar.com/',
          '(512) 555-0140',
          'Residential, whole-home backup, ERCOT buyback plans',
        ) +
          installer(
            'Gulfbreeze Electric &amp; Solar',
            'Houston, TX',
            'https://gulfbreezeelectric.com/solar-installation/',
            '(713) 555-0155',
            'Hurricane-rated racking, generators, solar',
          ),
      )}
      ${accordion(
        '1024',
        'Utah',
        installer(
          'Wasatch Sunworks',
          'Salt Lake City, UT',
          'https://wasatchsunworks.com/',
          '(801) 555-0122',
          'Residential, small commercial',
        ),
      )}
        </div>
      </div>
      <nav class="elementor-pagination" role="navigation" aria-label="Pagination">
        <a class="page-numbers prev" href="https://sunharborsolar.com/installer-network/">&laquo; Previous</a>
        <a class="page-numbers" href="https://sunharborsolar.com/installer-network/"><span class="elementor-screen-only">Page</span>1</a>
        <span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>2</span>
      </nav>
    </div>
  </section>
</div>
${footer}`;

const about = `${head('About SunHarbor | SunHarbor Solar Network', '/about/', 22)}
<div data-elementor-type="wp-page" data-elementor-id="22" class="elementor elementor-22">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-a11b2c3" data-id="a11b2c3" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Built by installers, for homeowners</h1></div>
      <div class="elementor-widget elementor-widget-text-editor">
        <p>SunHarbor was founded in 2016 by three Phoenix electricians who were tired of watching national sales companies undercut local crews with pressure tactics. Today we run quoting, quality audits and the warranty pool for a network of independent installers, so homeowners get local workmanship with the backing of a larger company.</p>
        <p>In 2023 we raised a Series A led by <a href="https://mesquiteclimate.vc/portfolio/">Mesquite Climate Ventures</a>, with participation from <a href="https://www.tollgatecap.com/">Tollgate Capital</a>, to expand into Texas and Utah.</p>
      </div>
      <div class="elementor-widget elementor-widget-team">
        <div class="sh-team"><img src="https://sunharborsolar.com/wp-content/uploads/2023/02/team-diego.jpg" alt=""><h4>Diego Arriaga</h4><p>Co-founder &amp; CEO</p></div>
        <div class="sh-team"><img src="https://sunharborsolar.com/wp-content/uploads/2023/02/team-janelle.jpg" alt=""><h4>Janelle Whitfield</h4><p>Co-founder &amp; Head of Quality</p></div>
        <div class="sh-team"><img src="https://sunharborsolar.com/wp-content/uploads/2023/02/team-ray.jpg" alt=""><h4>Ray Okafor</h4><p>Co-founder &amp; Head of Network</p></div>
      </div>
    </div>
  </section>
</div>
${footer}`;

const contact = `${head('Contact Us | SunHarbor Solar Network', '/contact/', 30)}
<div data-elementor-type="wp-page" data-elementor-id="30" class="elementor elementor-30">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-cc01d22" data-id="cc01d22" data-element_type="section">
    <div class="elementor-container">
      <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Contact SunHarbor</h1></div>
      <div class="elementor-widget elementor-widget-text-editor">
        <p>Homeowner questions: <a href="mailto:hello@sunharborsolar.com">hello@sunharborsolar.com</a><br>Installers interested in joining: <a href="mailto:network@sunharborsolar.com">network@sunharborsolar.com</a><br>Press: <a href="mailto:press@sunharborsolar.com">press@sunharborsolar.com</a></p>
        <p>Office hours: Monday&ndash;Friday, 7am&ndash;5pm MST.</p>
      </div>
      <form class="elementor-form" method="post" name="Contact">
        <input type="text" name="form_fields[name]" placeholder="Name">
        <input type="email" name="form_fields[email]" placeholder="Email">
        <input type="text" name="form_fields[zip]" placeholder="ZIP code">
        <textarea name="form_fields[message]" placeholder="How can we help?"></textarea>
        <button type="submit" class="elementor-button">Send</button>
      </form>
    </div>
  </section>
</div>
${footer}`;

export const site: CorpusSite = {
  domain: 'sunharborsolar.com',
  otherDomains: ['sunharborpro.com'],
  covers:
    'WordPress + Elementor solar installer network (en-US): installers by state in accordions paginated over /installer-network/page/2/, a manufacturer logo gallery with title attributes, financing partners in prose; negatives: client carousel, press logos, BBB and certification badges, award badge, energy.gov link, investors on the about page, installer portal on an own domain, Greenhouse careers, web agency credit',
  pages: {
    '/': { headers, html: home },
    '/installer-network/': { headers, html: network1 },
    '/installer-network/page/2/': { headers, html: network2 },
    '/about/': { headers, html: about },
    '/contact/': { headers, html: contact },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      html: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://sunharborsolar.com/sitemap_index.xml\n',
    },
  },
  sitemap: ['/', '/installer-network/', '/installer-network/page/2/', '/about/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'nginx',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'google-font-api',
    'font-awesome',
    'open-graph',
    'rss',
  ],
  partners: {
    'copperlinesolar.com': 'channel',
    'redmesaenergy.com': 'channel',
    'pacificcrestsolarworks.com': 'channel',
    'goldenhourelectric.net': 'channel',
    'frontrangesun.co': 'channel',
    'silverstatesolarinstall.com': 'channel',
    'enchantedroofpower.com': 'channel',
    'loneprairiesolar.com': 'channel',
    'gulfbreezeelectric.com': 'channel',
    'wasatchsunworks.com': 'channel',
    'heliotropemodules.com': 'technology',
    'voltarc-inverters.com': 'technology',
    'stratacellstorage.com': 'technology',
    'racklyne.com': 'technology',
    'gridsight.io': 'technology',
    'brightpathlending.com': 'generic',
    'canyonfcu.org': 'generic',
  },
};
