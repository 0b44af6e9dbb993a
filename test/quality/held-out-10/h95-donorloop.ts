import type { CorpusSite } from '../corpus/types.js';

const wpHead = (title: string, description: string, path: string, pageId: number) => `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top" lang="en-CA" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://www.donorloop.com${path}" />
	<meta property="og:locale" content="en_US" />
	<meta property="og:type" content="article" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="https://www.donorloop.com${path}" />
	<meta property="og:site_name" content="Donorloop" />
<link rel="alternate" type="application/rss+xml" title="Donorloop &raquo; Feed" href="https://www.donorloop.com/feed/" />
<link rel='stylesheet' id='fusion-dynamic-css-css' href='https://www.donorloop.com/wp-content/uploads/fusion-styles/6a1f0c9e8b7d2e4f3a5c1b0d9e8f7a6b.min.css?ver=3.11.14' type='text/css' media='all' />
<script type="text/javascript" src="https://www.donorloop.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://www.donorloop.com/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="https://www.donorloop.com/wp-json/wp/v2/pages/${pageId}" />
<meta name="generator" content="WordPress 6.7.2" />
<link rel='shortlink' href='https://www.donorloop.com/?p=${pageId}' />
<style type="text/css" id="css-fb-visibility">@media screen and (max-width: 640px){.fusion-no-small-visibility{display:none !important;}}</style>
<link rel="icon" href="https://www.donorloop.com/wp-content/uploads/2022/08/cropped-dl-icon-32x32.png" sizes="32x32" />
		<script type="text/javascript">
			var doc = document.documentElement;
			doc.setAttribute( 'data-useragent', navigator.userAgent );
		</script>
		<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NL4R7DP');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript">
_linkedin_partner_id = "4418203";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script>
	</head>`;

const wpHeader = `<div id="boxed-wrapper">
	<div id="wrapper" class="fusion-wrapper">
		<div id="home" style="position:relative;top:-1px;"></div>
		<header class="fusion-header-wrapper">
			<div class="fusion-header-v1 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo-1 fusion-mobile-logo-1  fusion-mobile-menu-design-modern">
				<div class="fusion-header-sticky-height"></div>
<div class="fusion-header">
	<div class="fusion-row">
		<div class="fusion-logo" data-margin-top="24px" data-margin-bottom="24px" data-margin-left="0px" data-margin-right="0px">
			<a class="fusion-logo-link"  href="https://www.donorloop.com/" ><img src="https://www.donorloop.com/wp-content/uploads/2022/08/donorloop-logo.svg" width="190" height="42" alt="Donorloop Logo" data-retina_logo_url="" class="fusion-standard-logo" /></a>
		</div>		<nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-main" class="fusion-menu"><li  id="menu-item-220"  class="menu-item menu-item-type-post_type menu-item-object-page menu-item-220"  data-item-id="220"><a  href="https://www.donorloop.com/platform/" class="fusion-bar-highlight"><span class="menu-text">Platform</span></a></li><li  id="menu-item-221"  class="menu-item menu-item-type-post_type menu-item-object-page menu-item-221"  data-item-id="221"><a  href="https://www.donorloop.com/integrations/" class="fusion-bar-highlight"><span class="menu-text">Integrations</span></a></li><li  id="menu-item-222"  class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-222 fusion-dropdown-menu"  data-item-id="222"><a  href="#" class="fusion-bar-highlight"><span class="menu-text">Partners</span></a><ul class="sub-menu"><li  id="menu-item-223"  class="menu-item menu-item-type-custom menu-item-object-custom menu-item-223 fusion-dropdown-submenu" ><a  href="https://partners.donorloop.com/s/find-a-partner" class="fusion-bar-highlight"><span>Find a certified consultant</span></a></li><li  id="menu-item-224"  class="menu-item menu-item-type-custom menu-item-object-custom menu-item-224 fusion-dropdown-submenu" ><a  href="https://partners.donorloop.com/s/login/" class="fusion-bar-highlight"><span>Partner login</span></a></li></ul></li><li  id="menu-item-225"  class="menu-item menu-item-type-post_type menu-item-object-page menu-item-225"  data-item-id="225"><a  href="https://www.donorloop.com/customers/" class="fusion-bar-highlight"><span class="menu-text">Customers</span></a></li><li  id="menu-item-226"  class="menu-item menu-item-type-post_type menu-item-object-page menu-item-226"  data-item-id="226"><a  href="https://www.donorloop.com/pricing/" class="fusion-bar-highlight"><span class="menu-text">Pricing</span></a></li><li  id="menu-item-227"  class="menu-item menu-item-type-custom menu-item-object-custom menu-item-227 fusion-menu-item-button"  data-item-id="227"><a  href="https://www.donorloop.com/demo/" class="fusion-bar-highlight"><span class="menu-text fusion-button button-default button-large">Book a demo</span></a></li></ul></nav>
	</div>
</div>
			</div>
		</header>
		<main id="main" class="clearfix width-100">
			<div class="fusion-row" style="max-width:100%;">`;

const wpFooter = `			</div>  <!-- fusion-row -->
		</main>  <!-- #main -->
		<div class="fusion-footer">
			<footer class="fusion-footer-widget-area fusion-widget-area">
				<div class="fusion-row">
					<div class="fusion-columns fusion-columns-4 fusion-widget-area">
						<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-3" class="fusion-footer-widget-column widget widget_text"><div class="textwidget"><p><img src="https://www.donorloop.com/wp-content/uploads/2022/08/donorloop-logo-white.svg" alt="Donorloop" width="150" /></p><p>Donorloop Software Inc.<br />1 Yonge Street, Suite 1801<br />Toronto, ON M5E 1W7</p></div></section></div>
						<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="nav_menu-2" class="fusion-footer-widget-column widget widget_nav_menu"><h4 class="widget-title">Product</h4><div class="menu-footer-product-container"><ul id="menu-footer-product" class="menu"><li class="menu-item"><a href="https://www.donorloop.com/platform/">Platform</a></li><li class="menu-item"><a href="https://www.donorloop.com/integrations/">Integrations</a></li><li class="menu-item"><a href="https://help.donorloop.com/">Help centre</a></li><li class="menu-item"><a href="https://status.donorloop.com/">Status</a></li></ul></div></section></div>
						<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="nav_menu-3" class="fusion-footer-widget-column widget widget_nav_menu"><h4 class="widget-title">Company</h4><div class="menu-footer-company-container"><ul id="menu-footer-company" class="menu"><li class="menu-item"><a href="https://www.donorloop.com/about/">About</a></li><li class="menu-item"><a href="https://partners.donorloop.com/s/find-a-partner">Partners</a></li><li class="menu-item"><a href="https://jobs.lever.co/donorloop">Careers</a></li><li class="menu-item"><a href="https://www.donorloop.com/blog/">Blog</a></li></ul></div></section></div>
						<div class="fusion-column fusion-column-last col-lg-3 col-md-3 col-sm-3"><section id="custom_html-4" class="widget_text fusion-footer-widget-column widget widget_custom_html"><h4 class="widget-title">Trusted &amp; secure</h4><div class="textwidget custom-html-widget"><p>SOC 2 Type II &middot; Data hosted in Canada (AWS ca-central-1)</p><a href="https://www.capterra.ca/software/170321/donorloop" target="_blank" rel="noopener"><img src="https://www.donorloop.com/wp-content/uploads/2024/06/capterra-best-value-2024.png" alt="Capterra Best Value 2024" width="110" /></a></div></section></div>
					</div>
				</div>
			</footer>
			<footer id="footer" class="fusion-footer-copyright-area">
				<div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>&copy; 2025 Donorloop Software Inc. &middot; <a href="https://www.donorloop.com/privacy/">Privacy</a> &middot; <a href="https://www.donorloop.com/terms/">Terms</a> &middot; <a href="https://www.donorloop.com/accessibility/">Accessibility (AODA)</a></div></div><div class="fusion-social-links-footer"><div class="fusion-social-networks"><div class="fusion-social-networks-wrapper"><a  class="fusion-social-network-icon fusion-tooltip fusion-linkedin awb-icon-linkedin" style aria-label="LinkedIn" target="_blank" rel="noopener noreferrer" href="https://www.linkedin.com/company/donorloop"></a><a  class="fusion-social-network-icon fusion-tooltip fusion-youtube awb-icon-youtube" style aria-label="YouTube" target="_blank" rel="noopener noreferrer" href="https://www.youtube.com/@donorloop"></a></div></div></div></div></div>
			</footer>
		</div>
	</div> <!-- wrapper -->
</div> <!-- #boxed-wrapper -->
<script type="text/javascript" src="https://www.donorloop.com/wp-content/uploads/fusion-scripts/0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a.min.js?ver=3.11.14" id="fusion-scripts-js"></script>
<script type="text/javascript" src="https://snap.licdn.com/li.lms-analytics/insight.min.js" async></script>`;

const wpPage = (title: string, description: string, path: string, pageId: number, body: string) =>
  `${wpHead(title, description, path, pageId)}
<body class="page-template-default page page-id-${pageId} fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no fusion-button_gradient-linear avada-image-rollover-circle-yes avada-image-rollover-yes avada-image-rollover-direction-left fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header no-mobile-slidingbar no-mobile-totop avada-has-rev-slider-styles fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode avada-has-boxed-modal-shadow-none layout-scroll-offset-full avada-has-zero-margin-offset-top fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-show-pagination-text fusion-header-layout-v1 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar fusion-search-form-clean fusion-main-menu-search-overlay fusion-avatar-circle avada-dropdown-styles avada-blog-layout-large avada-blog-archive-layout-large avada-header-shadow-no avada-menu-icon-position-left avada-has-megamenu-shadow avada-has-mobile-menu-search avada-has-breadcrumb-mobile-hidden avada-has-titlebar-hide avada-header-border-color-full-transparent avada-has-pagination-width_height avada-flyout-menu-direction-fade avada-ec-views-v1" data-awb-post-id="${pageId}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NL4R7DP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
	<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${wpHeader}
<section id="content" style="width: 100%;">
	<div id="post-${pageId}" class="post-${pageId} page type-page status-publish hentry">
		<div class="post-content">
${body}
		</div>
	</div>
</section>
${wpFooter}
</body>
</html>`;

const row = (n: number, inner: string) =>
  `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-${n} fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling" style="--awb-padding-top:60px;--awb-padding-bottom:60px;--awb-flex-wrap:wrap;" ><div class="fusion-builder-row fusion-row fusion-flex-align-items-flex-start fusion-flex-content-wrap" style="max-width:1248px;margin-left: calc(-4% / 2 );margin-right: calc(-4% / 2 );"><div class="fusion-layout-column fusion_builder_column fusion-builder-column-${n} fusion_builder_column_1_1 1_1 fusion-flex-column"><div class="fusion-column-wrapper fusion-column-has-shadow fusion-flex-justify-content-flex-start fusion-content-layout-column">${inner}</div></div></div></div>`;

const ftext = (n: number, inner: string) => `<div class="fusion-text fusion-text-${n}">${inner}</div>`;

const home = wpPage(
  'Donorloop | Fundraising CRM for Canadian charities',
  'Donor management, CRA-compliant tax receipts and online giving in one platform, built for Canadian charities and nonprofits.',
  '/',
  8,
  `${row(1, `${ftext(1, '<h1>Raise more. Receipt faster. Keep every donor.</h1><p>Donorloop is the fundraising CRM built for Canadian charities: online donation forms, monthly giving, events and CRA-compliant official tax receipts, all in one place.</p>')}<div style="text-align:left;"><a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-1 fusion-button-default-span fusion-button-default-type" target="_self" href="https://www.donorloop.com/demo/"><span class="fusion-button-text">Book a demo</span></a></div>`)}
${row(2, `${ftext(2, '<h3 style="text-align:center;">Powering 1,200+ Canadian charities</h3>')}<div class="fusion-image-carousel fusion-image-carousel-auto fusion-carousel-border"><div class="awb-carousel awb-swiper awb-swiper-carousel" data-autoplay="yes" data-columns="5" data-itemmargin="13" data-itemwidth="180" data-touchscroll="no" data-imagesize="auto"><div class="swiper-wrapper awb-image-carousel-wrapper fusion-flex-align-items-center"><div class="swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img decoding="async" width="180" height="80" src="https://www.donorloop.com/wp-content/uploads/2024/02/fbno-logo.png" class="attachment-full size-full" alt="Food Banks of Northern Ontario" /></div></div></div><div class="swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img decoding="async" width="180" height="80" src="https://www.donorloop.com/wp-content/uploads/2024/02/prairie-animal-rescue.png" class="attachment-full size-full" alt="Prairie Animal Rescue Society" /></div></div></div><div class="swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img decoding="async" width="180" height="80" src="https://www.donorloop.com/wp-content/uploads/2024/02/halifax-youth-arts.png" class="attachment-full size-full" alt="Halifax Youth Arts Collective" /></div></div></div></div></div></div>`)}
${row(3, ftext(3, '<h2>As featured in</h2><p><a href="https://www.theglobeandmail.com/business/small-business/article-charity-tech-startups/" target="_blank" rel="noopener">The Globe and Mail</a> &middot; <a href="https://betakit.com/donorloop-raises-seed-round/" target="_blank" rel="noopener">BetaKit</a> &middot; <a href="https://charityvillage.com/" target="_blank" rel="noopener">CharityVillage</a></p>'))}`,
);

const integrationItem = (name: string, href: string, logo: string, text: string) =>
  `<li class="awb-integration"><a href="${href}" target="_blank" rel="noopener"><img decoding="async" src="https://www.donorloop.com/wp-content/uploads/2024/05/${logo}" alt="" width="140" height="56" /></a><h4>${name}</h4><p>${text}</p></li>`;

const integrations = wpPage(
  'Integrations | Donorloop',
  'Connect Donorloop with payment processors, accounting, email and prospect research tools.',
  '/integrations/',
  231,
  `${row(1, ftext(1, '<h1>Integrations</h1><p>Donorloop connects to the tools your development and finance teams already use. All integrations are included in every plan.</p>'))}
${row(
  2,
  `<div class="fusion-tabs fusion-tabs-1 classic horizontal-tabs icon-position-left mobile-mode-accordion"><div class="nav"><ul class="nav-tabs nav-justified" role="tablist"><li class="active" role="presentation"><a class="tab-link" data-toggle="tab" role="tab" aria-controls="tab-payments" aria-selected="true" id="fusion-tab-payments" href="#tab-payments"><h4 class="fusion-tab-heading">Payments</h4></a></li><li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" aria-controls="tab-accounting" aria-selected="false" id="fusion-tab-accounting" href="#tab-accounting"><h4 class="fusion-tab-heading">Accounting</h4></a></li><li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" aria-controls="tab-engagement" aria-selected="false" id="fusion-tab-engagement" href="#tab-engagement"><h4 class="fusion-tab-heading">Email &amp; giving</h4></a></li><li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" aria-controls="tab-research" aria-selected="false" id="fusion-tab-research" href="#tab-research"><h4 class="fusion-tab-heading">Prospect research</h4></a></li></ul></div>
<div class="tab-content">
<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs nav-justified" role="tablist"><li class="active" role="presentation"><a class="tab-link" data-toggle="tab" role="tab" href="#tab-payments"><h4 class="fusion-tab-heading">Payments</h4></a></li></ul></div>
<div class="tab-pane fade fusion-clearfix in active" role="tabpanel" tabindex="0" aria-labelledby="fusion-tab-payments" id="tab-payments"><ul class="awb-integrations-grid">${integrationItem('Stripe', 'https://stripe.com/en-ca', 'stripe.png', 'Card, Apple Pay and pre-authorized debit (PAD) donations with automatic fee coverage.')}${integrationItem('PayPal', 'https://www.paypal.com/ca/webapps/mpp/nonprofits', 'paypal.png', 'Accept PayPal and Venmo gifts; transactions sync nightly.')}${integrationItem('Moneris', 'https://www.moneris.com/en/solutions/industries/non-profit', 'moneris.png', 'In-person donations at events with Moneris Go terminals.')}${integrationItem('Helcim', 'https://www.helcim.com/ca/', 'helcim.png', 'Low-fee card processing for small charities.')}</ul></div>
<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs nav-justified" role="tablist"><li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" href="#tab-accounting"><h4 class="fusion-tab-heading">Accounting</h4></a></li></ul></div>
<div class="tab-pane fade fusion-clearfix" role="tabpanel" tabindex="0" aria-labelledby="fusion-tab-accounting" id="tab-accounting"><ul class="awb-integrations-grid">${integrationItem('QuickBooks Online', 'https://quickbooks.intuit.com/ca/', 'quickbooks.png', 'Post deposits and fund allocations as journal entries.')}${integrationItem('Sage Intacct', 'https://www.sage.com/en-ca/sage-business-cloud/intacct/', 'sage-intacct.png', 'Fund accounting dimensions mapped to Donorloop campaigns.')}</ul></div>
<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs nav-justified" role="tablist"><li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" href="#tab-engagement"><h4 class="fusion-tab-heading">Email &amp; giving</h4></a></li></ul></div>
<div class="tab-pane fade fusion-clearfix" role="tabpanel" tabindex="0" aria-labelledby="fusion-tab-engagement" id="tab-engagement"><ul class="awb-integrations-grid">${integrationItem('Mailchimp', 'https://mailchimp.com/integrations/', 'mailchimp.png', 'Two-way sync of donor segments and email engagement.')}${integrationItem('CanadaHelps', 'https://www.canadahelps.org/en/charities/', 'canadahelps.png', 'Import CanadaHelps gifts and avoid double-receipting.')}${integrationItem('Zapier', 'https://zapier.com/apps/donorloop/integrations', 'zapier.png', 'Connect 6,000+ apps without code.')}</ul></div>
<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs nav-justified" role="tablist"><li role="presentation"><a class="tab-link" data-toggle="tab" role="tab" href="#tab-research"><h4 class="fusion-tab-heading">Prospect research</h4></a></li></ul></div>
<div class="tab-pane fade fusion-clearfix" role="tabpanel" tabindex="0" aria-labelledby="fusion-tab-research" id="tab-research"><ul class="awb-integrations-grid">${integrationItem('DonorSearch', 'https://www.donorsearch.net/integrations/', 'donorsearch.png', 'Wealth and philanthropy screening right on the donor record.')}${integrationItem('Kindsight (iWave)', 'https://kindsight.io/iwave/', 'kindsight.png', 'Canadian wealth screening data, refreshed monthly.')}</ul></div>
</div></div>`,
)}
${row(3, ftext(4, '<p>Need something custom? Our REST API and webhooks are documented at <a href="https://developers.donorloop.com/">developers.donorloop.com</a>. Certified consultants can help &ndash; <a href="https://partners.donorloop.com/s/find-a-partner">find a partner</a>.</p>'))}`,
);

const customers = wpPage(
  'Customer stories | Donorloop',
  'How Canadian charities grow monthly giving and cut receipting time with Donorloop.',
  '/customers/',
  245,
  `${row(1, ftext(1, '<h1>Customer stories</h1>'))}
${row(
  2,
  `<div class="fusion-content-boxes content-boxes columns row fusion-columns-3 fusion-columns-total-3 content-boxes-icon-on-top"><div class="fusion-column content-box-column content-box-column-1 col-lg-4 col-md-4 col-sm-4"><div class="col content-box-wrapper content-wrapper link-area-box"><div class="heading"><h2 class="content-box-heading">Food Banks of Northern Ontario</h2></div><div class="fusion-clearfix"></div><div class="content-container"><p>Monthly donors up 41% after moving from spreadsheets. Implementation by Maple Impact Consulting.</p><p><a href="https://www.fbno.ca/donate" target="_blank" rel="noopener">Visit fbno.ca</a></p></div></div></div><div class="fusion-column content-box-column content-box-column-2 col-lg-4 col-md-4 col-sm-4"><div class="col content-box-wrapper content-wrapper link-area-box"><div class="heading"><h2 class="content-box-heading">Prairie Animal Rescue Society</h2></div><div class="content-container"><p>Year-end receipts sent in one afternoon instead of two weeks.</p><p><a href="https://prairieanimalrescue.org/" target="_blank" rel="noopener">prairieanimalrescue.org</a></p></div></div></div><div class="fusion-column content-box-column content-box-column-3 col-lg-4 col-md-4 col-sm-4 fusion-content-box-hover"><div class="col content-box-wrapper content-wrapper link-area-box"><div class="heading"><h2 class="content-box-heading">Halifax Youth Arts Collective</h2></div><div class="content-container"><p>Online gala ticketing and auction, fully reconciled in QuickBooks.</p></div></div></div></div>`,
)}`,
);

const about = wpPage(
  'About us | Donorloop',
  'Donorloop was founded in Toronto in 2019 by former charity fundraisers and engineers.',
  '/about/',
  252,
  `${row(1, ftext(1, '<h1>Built by fundraisers</h1><p>Donorloop was founded in 2019 by Meera Sandhu, a former director of development at a Toronto hospital foundation, and engineer Luc Tremblay. We are a team of 55 across Toronto, Montr&eacute;al and Halifax.</p>'))}
${row(2, ftext(2, '<h2>Investors</h2><p>We are backed by <a href="https://www.bdc.ca/en/bdc-capital" target="_blank" rel="noopener">BDC Capital</a>, <a href="https://www.golden.ventures/" target="_blank" rel="noopener">Golden Ventures</a> and a group of charity sector leaders.</p><h2>In the community</h2><ul><li>Member of <a href="https://www.imaginecanada.ca/en" target="_blank" rel="noopener">Imagine Canada</a></li><li>Corporate member of the <a href="https://afpglobal.org/chapters/afp-canada" target="_blank" rel="noopener">Association of Fundraising Professionals (AFP) Canada</a></li><li>Gold sponsor of <a href="https://afptoronto.org/congress/" target="_blank" rel="noopener">AFP Toronto Congress 2025</a></li><li>1% of revenue donated through <a href="https://www.pledge1percent.org/" target="_blank" rel="noopener">Pledge 1%</a></li></ul>'))}`,
);

const sfFindPartner = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=Edge">
<title>Find a Certified Consultant</title>
<meta name="description" content="Find a Donorloop Certified Consultant to implement, migrate and optimise your fundraising CRM.">
<link rel="icon" href="/s/sfsites/c/file-asset/DonorloopFavicon?v=1">
<link rel="stylesheet" href="/s/sfsites/c/resource/1736512000000/DonorloopPartnerTheme/styles.css">
<link rel="stylesheet" href="/s/sfsites/l/%7B%22mode%22%3A%22PROD%22%2C%22app%22%3A%22siteforce%3AcommunityApp%22%2C%22fwuid%22%3A%22ZzhjQmRxMzdwQ2ZkbWxaT0k5bHBfd0ZiQXY3T2ZFNWtpcnN5QzRFT0JOaXc5LjMyMC4y%22%7D/app.css?3=">
<script>
window.Aura || (window.Aura = {});
window.Aura.bootstrap = { execStart: performance.now() };
</script>
<script src="/s/sfsites/auraFW/javascript/ZzhjQmRxMzdwQ2ZkbWxaT0k5bHBfd0ZiQXY3T2ZFNWtpcnN5QzRFT0JOaXc5LjMyMC4y/aura_prod.js"></script>
<script src="/s/sfsites/l/%7B%22mode%22%3A%22PROD%22%2C%22app%22%3A%22siteforce%3AcommunityApp%22%7D/inline.js?aura.attributes=%7B%22schema%22%3A%22Published%22%2C%22brandingSetId%22%3A%220Qo5f000000CkQfCAK%22%2C%22authenticated%22%3A%22false%22%2C%22ac%22%3A%22%22%2C%22formFactor%22%3A%22LARGE%22%2C%22publishedChangelistNum%22%3A%2284%22%2C%22viewType%22%3A%22Published%22%2C%22themeLayoutType%22%3A%22Inner%22%2C%22language%22%3A%22en_US%22%2C%22isHybrid%22%3A%22false%22%2C%22pageId%22%3A%22a3c1f0b2-7d9e-4c55-8a61-0f2e9b3d7c41%22%7D"></script>
</head>
<body class="comm-page-custom-find-a-partner">
<div class="siteforceThemeLayoutStarter" data-region-name="themeLayout">
<div class="cDonorloopThemeLayout"><header class="dl-portal-header"><a href="https://www.donorloop.com/"><img src="/s/sfsites/c/resource/1736512000000/DonorloopPartnerTheme/logo.svg" alt="Donorloop Partner Network"></a><nav><a href="/s/">Partner Network home</a><a href="/s/find-a-partner">Find a partner</a><a href="/s/apply">Apply</a><a href="/s/login/">Log in</a></nav></header>
<main class="siteforceContentArea">
<div class="comm-layout-column"><div class="cPartnerLocator" data-aura-class="cPartnerLocator">
<h1 class="slds-text-heading_large">Find a Certified Consultant</h1>
<p class="slds-text-body_regular">Donorloop Certified Consultants have passed our implementation exam and delivered at least three live projects. Platinum and Gold partners have dedicated Donorloop solution engineers.</p>
<div class="slds-grid slds-wrap slds-gutters partner-results" role="list">
<article class="slds-card partner-card" role="listitem" data-tier="Platinum"><div class="slds-card__header"><h2 class="slds-card__header-title"><a href="/s/partner/a0X5f00000FtQ1aEAF/maple-impact-consulting">Maple Impact Consulting</a></h2><span class="slds-badge tier-platinum">Platinum</span></div><div class="slds-card__body slds-card__body_inner"><p>Toronto, ON &middot; Serves: ON, QC, Atlantic</p><p>Data migration from Raiser&rsquo;s Edge and Salesforce NPSP, monthly-giving strategy.</p><a class="slds-button slds-button_outline-brand" href="https://mapleimpact.ca/" target="_blank">Website</a></div></article>
<article class="slds-card partner-card" role="listitem" data-tier="Platinum"><div class="slds-card__header"><h2 class="slds-card__header-title"><a href="/s/partner/a0X5f00000FtQ1bEAF/northbridge-nonprofit-advisors">Northbridge Nonprofit Advisors</a></h2><span class="slds-badge tier-platinum">Platinum</span></div><div class="slds-card__body slds-card__body_inner"><p>Vancouver, BC &middot; Serves: BC, AB, National</p><p>CRM selection, implementation and fundraising operations for large foundations.</p><a class="slds-button slds-button_outline-brand" href="https://www.northbridgenonprofit.com" target="_blank">Website</a></div></article>
<article class="slds-card partner-card" role="listitem" data-tier="Gold"><div class="slds-card__header"><h2 class="slds-card__header-title"><a href="/s/partner/a0X5f00000FtQ1cEAF/giving-systems-group">Giving Systems Group</a></h2><span class="slds-badge tier-gold">Gold</span></div><div class="slds-card__body slds-card__body_inner"><p>Ottawa, ON &middot; Bilingual (EN/FR)</p><p>Implementation and training for national charities with French-language receipting.</p><a class="slds-button slds-button_outline-brand" href="https://givingsystems.ca/en/" target="_blank">Website</a></div></article>
<article class="slds-card partner-card" role="listitem" data-tier="Gold"><div class="slds-card__header"><h2 class="slds-card__header-title"><a href="/s/partner/a0X5f00000FtQ1dEAF/tidewater-digital">Tidewater Digital</a></h2><span class="slds-badge tier-gold">Gold</span></div><div class="slds-card__body slds-card__body_inner"><p>Halifax, NS &middot; Serves: Atlantic Canada</p><p>Donation forms, peer-to-peer campaigns and integrations.</p><a class="slds-button slds-button_outline-brand" href="https://tidewaterdigital.ca" target="_blank">Website</a></div></article>
<article class="slds-card partner-card" role="listitem" data-tier="Certified"><div class="slds-card__header"><h2 class="slds-card__header-title"><a href="/s/partner/a0X5f00000FtQ1eEAF/prairie-cause-co">Prairie Cause Co.</a></h2><span class="slds-badge tier-certified">Certified</span></div><div class="slds-card__body slds-card__body_inner"><p>Saskatoon, SK &middot; Serves: SK, MB</p><p>Part-time database management for small charities.</p><a class="slds-button slds-button_outline-brand" href="https://www.prairiecause.com/donorloop?utm_source=partner_directory" target="_blank">Website</a></div></article>
<article class="slds-card partner-card" role="listitem" data-tier="Certified"><div class="slds-card__header"><h2 class="slds-card__header-title"><a href="/s/partner/a0X5f00000FtQ1fEAF/clarity-philanthropy">Clarity Philanthropy</a></h2><span class="slds-badge tier-certified">Certified</span></div><div class="slds-card__body slds-card__body_inner"><p>Calgary, AB &middot; Independent consultant</p><p>Fundraising data audits and donor journey design.</p></div></article>
</div>
<p class="slds-text-body_small">Showing 6 of 6 partners. <a href="/s/apply">Become a Donorloop partner</a></p>
</div></div>
</main>
<footer class="dl-portal-footer"><p>&copy; 2025 Donorloop Software Inc. &middot; <a href="https://www.donorloop.com/privacy/">Privacy</a> &middot; Powered by Salesforce Experience Cloud</p></footer>
</div></div>
<div id="auraErrorMask"><div class="auraErrorBox" id="auraError"><span><a class="close" id="dismissError">&times;</a>Sorry to interrupt</span><div id="auraErrorMessage"></div></div></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'donorloop.com',
  otherDomains: ['donorloop.ca'],
  covers:
    'Canadian charity-CRM SaaS on WordPress with Avada (WP Engine) plus a Salesforce Experience Cloud partner portal on partners.<domain>: integrations in Avada tabs with duplicated mobile tab navs, certified consultants as SLDS cards with tiers, internal record links and external Website buttons (one without), linked only from a nav dropdown and footer; traps are customer sites, press, investors, memberships, a sponsorship, Pledge 1%, Capterra and a Lever careers link.',
  pages: {
    '/': { status: 301, redirect: 'https://www.donorloop.com/' },
    'https://www.donorloop.com/': {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'nginx',
        'x-powered-by': 'WP Engine',
        'wpe-backend': 'apache',
        'x-cacheable': 'SHORT',
        'x-cache': 'HIT: 4',
        'x-cache-group': 'normal',
        link: '<https://www.donorloop.com/wp-json/>; rel="https://api.w.org/", <https://www.donorloop.com/wp-json/wp/v2/pages/8>; rel="alternate"; title="JSON"; type="application/json"',
      },
      html: home,
    },
    'https://www.donorloop.com/integrations/': { html: integrations },
    'https://www.donorloop.com/customers/': { html: customers },
    'https://www.donorloop.com/about/': { html: about },
    'https://partners.donorloop.com/s/find-a-partner': {
      headers: {
        'content-type': 'text/html;charset=UTF-8',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-robots-tag': 'all',
        'set-cookie': 'CookieConsentPolicy=0:1; path=/; expires=Wed, 04-Mar-2026 10:01:22 GMT; Max-Age=31536000; secure',
      },
      html: sfFindPartner,
    },
  },
  sitemap: [
    'https://www.donorloop.com/',
    'https://www.donorloop.com/integrations/',
    'https://www.donorloop.com/customers/',
    'https://www.donorloop.com/about/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wp-engine',
    'nginx',
    'jquery',
    'google-tag-manager',
    'linkedin-insight-tag',
    'swiper',
    'lever',
    'open-graph',
    'rss',
    'salesforce-experience-cloud',
    'salesforce-desk',
    'hsts',
  ],
  partners: {
    'stripe.com': 'technology',
    'paypal.com': 'technology',
    'moneris.com': 'technology',
    'helcim.com': 'technology',
    'intuit.com': 'technology',
    'sage.com': 'technology',
    'mailchimp.com': 'technology',
    'canadahelps.org': 'technology',
    'zapier.com': 'technology',
    'donorsearch.net': 'technology',
    'kindsight.io': 'technology',
    'mapleimpact.ca': 'channel',
    'northbridgenonprofit.com': 'channel',
    'givingsystems.ca': 'channel',
    'tidewaterdigital.ca': 'channel',
    'prairiecause.com': 'channel',
  },
};
