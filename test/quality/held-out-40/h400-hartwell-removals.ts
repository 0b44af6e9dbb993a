import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://hartwellremovals.co.uk/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="en-GB">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<!-- This site is optimized with the Yoast SEO plugin v23.0 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://hartwellremovals.co.uk${path}" />
	<meta property="og:locale" content="en_GB" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="https://hartwellremovals.co.uk${path}" />
	<meta property="og:site_name" content="Hartwell Removals" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://hartwellremovals.co.uk${path}","url":"https://hartwellremovals.co.uk${path}","name":"${title}","isPartOf":{"@id":"https://hartwellremovals.co.uk/#website"}},{"@type":"MovingCompany","@id":"https://hartwellremovals.co.uk/#organization","name":"Hartwell Removals Ltd","url":"https://hartwellremovals.co.uk/","telephone":"+44 1423 555 210","address":{"@type":"PostalAddress","streetAddress":"Unit 4, Claro Park","addressLocality":"Harrogate","postalCode":"HG1 4BA","addressCountry":"GB"},"sameAs":["https://www.facebook.com/hartwellremovals"]}]}</script>
	<!-- / Yoast SEO plugin. -->
	<link rel="alternate" type="application/rss+xml" title="Hartwell Removals &raquo; Feed" href="https://hartwellremovals.co.uk/feed/" />
	<link rel='stylesheet' id='wp-block-library-css' href='https://hartwellremovals.co.uk/wp-includes/css/dist/block-library/style.min.css?ver=6.5.4' media='all' />
	<link rel='stylesheet' id='contact-form-7-css' href='https://hartwellremovals.co.uk/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.6' media='all' />
	<link rel='stylesheet' id='generate-style-css' href='https://hartwellremovals.co.uk/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0' media='all' />
	<link rel="https://api.w.org/" href="https://hartwellremovals.co.uk/wp-json/" />
	<meta name="generator" content="WordPress 6.5.4" />
	<link rel="icon" href="https://hartwellremovals.co.uk/wp-content/uploads/2021/05/cropped-hartwell-icon-32x32.png" sizes="32x32" />
</head>`;

const header = `<a class="screen-reader-text skip-link" href="#content" title="Skip to content">Skip to content</a>
<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Site">
	<div class="inside-header grid-container">
		<div class="site-logo"><a href="https://hartwellremovals.co.uk/" rel="home"><img class="header-image is-logo-image" alt="Hartwell Removals" src="https://hartwellremovals.co.uk/wp-content/uploads/2021/05/hartwell-logo.png" width="240" height="60" /></a></div>
		<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Primary">
			<div class="inside-navigation grid-container">
				<div id="primary-menu" class="main-nav"><ul id="menu-main" class="menu sf-menu">
					<li id="menu-item-18" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-18"><a href="https://hartwellremovals.co.uk/home-removals/">Home Removals</a></li>
					<li id="menu-item-19" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-19"><a href="https://hartwellremovals.co.uk/office-removals/">Office Removals</a></li>
					<li id="menu-item-20" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-20"><a href="https://hartwellstorage.co.uk/">Storage</a></li>
					<li id="menu-item-21" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-21"><a href="https://hartwellremovals.co.uk/affiliate-network/">Moving Nationwide</a></li>
					<li id="menu-item-22" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="https://hartwellremovals.co.uk/about-us/">About Us</a></li>
					<li id="menu-item-23" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-23"><a href="https://hartwellremovals.co.uk/contact/">Get a Quote</a></li>
				</ul></div>
			</div>
		</nav>
	</div>
</header>`;

const footer = `<div class="site-footer">
	<div id="footer-widgets" class="site footer-widgets"><div class="footer-widgets-container grid-container"><div class="inside-footer-widgets">
		<div class="footer-widget-1"><aside id="block-7" class="widget inner-padding widget_block"><p><strong>Hartwell Removals Ltd</strong><br>Unit 4, Claro Park, Harrogate HG1 4BA<br>01423 555 210</p><p>Registered waste carrier CBDU412877 – <a href="https://www.gov.uk/government/organisations/environment-agency">Environment Agency</a></p></aside></div>
		<div class="footer-widget-2"><aside id="block-8" class="widget inner-padding widget_block">
			<figure class="wp-block-image size-full"><a href="https://bar.co.uk/members/hartwell-removals/"><img decoding="async" src="https://hartwellremovals.co.uk/wp-content/uploads/2022/02/bar-member.png" alt="British Association of Removers member" width="120" height="60" /></a></figure>
			<figure class="wp-block-image size-full"><a href="https://www.which.co.uk/trusted-traders/hartwell-removals-harrogate"><img decoding="async" src="https://hartwellremovals.co.uk/wp-content/uploads/2022/02/which-trusted-trader.png" alt="Which? Trusted Trader" width="120" height="60" /></a></figure>
			<figure class="wp-block-image size-full"><a href="https://www.checkatrade.com/trades/hartwellremovals"><img decoding="async" src="https://hartwellremovals.co.uk/wp-content/uploads/2023/01/checkatrade.png" alt="Checkatrade 9.9" width="120" height="60" /></a></figure>
		</aside></div>
		<div class="footer-widget-3"><aside id="block-9" class="widget inner-padding widget_block"><ul class="wp-block-list">
			<li><a href="https://hartwellremovals.co.uk/affiliate-network/">Our affiliate network</a></li>
			<li><a href="https://uk.indeed.com/cmp/Hartwell-Removals/jobs">Jobs – we’re hiring drivers</a></li>
			<li><a href="https://www.facebook.com/hartwellremovals">Facebook</a></li>
			<li><a href="https://hartwellremovals.co.uk/privacy-policy/">Privacy policy</a></li>
		</ul></aside></div>
	</div></div></div>
	<footer class="site-info" aria-label="Site"><div class="inside-site-info grid-container"><div class="copyright-bar">&copy; 2024 Hartwell Removals Ltd · Company no. 07718245</div></div></footer>
</div>
<script src="https://hartwellremovals.co.uk/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.6" id="swv-js"></script>
<script src="https://hartwellremovals.co.uk/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.6" id="contact-form-7-js"></script>
<script id="generate-menu-js-extra">var generatepressMenu = {"toggleOpenedSubMenus":true,"openSubMenuLabel":"Open Sub-Menu","closeSubMenuLabel":"Close Sub-Menu"};</script>
<script src="https://hartwellremovals.co.uk/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.4.0" id="generate-menu-js"></script>
</body>
</html>
<!-- Page generated by LiteSpeed Cache 6.2.0.1 on 2024-06-10 09:14:52 -->`;

const doc = (
  title: string,
  description: string,
  path: string,
  bodyClass: string,
  content: string,
): string => `${head(title, description, path)}
<body class="${bodyClass} wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
${header}
<div class="site grid-container container hfeed" id="page">
	<div class="site-content" id="content">
		<div class="content-area" id="primary">
			<main class="site-main" id="main">
				<article class="page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope>
					<div class="inside-article">
						<div class="entry-content" itemprop="text">
${content}
						</div>
					</div>
				</article>
			</main>
		</div>
	</div>
</div>
${footer}`;

const home = doc(
  'Hartwell Removals | Removal Company in Harrogate & Yorkshire',
  'Family-run removal company in Harrogate. Home and office removals, packing and storage across Yorkshire and nationwide through our affiliate network.',
  '/',
  'home page-template-default page page-id-6 wp-custom-logo',
  `<div class="wp-block-group alignfull has-background" style="background-color:#0d3b2e"><div class="wp-block-group__inner-container is-layout-constrained wp-block-group-is-layout-constrained">
<h1 class="wp-block-heading has-text-align-center has-white-color has-text-color">Moving home in Yorkshire? We’ll carry the load.</h1>
<p class="has-text-align-center has-white-color has-text-color">Family-run since 1987. Fully insured, BAR members, 4.9★ from 1,100+ reviews.</p>
<div class="wp-block-buttons is-content-justification-center is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://hartwellremovals.co.uk/contact/">Get a free quote</a></div></div>
</div></div>
<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">
<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Home removals</h3><p>From one-bed flats to farmhouses, with optional full packing service.</p></div>
<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Office relocation</h3><p>Weekend moves so your team is working again on Monday.</p></div>
<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Storage</h3><p>Secure containerised storage at <a href="https://hartwellstorage.co.uk/">Hartwell Storage</a>, our self-storage site in Knaresborough.</p></div>
</div>
<h2 class="wp-block-heading">Moving further afield?</h2>
<p>For moves that start or end outside Yorkshire, our <a href="https://hartwellremovals.co.uk/affiliate-network/">affiliate network</a> of independent removal firms means you get local crews at both ends.</p>
<h2 class="wp-block-heading">What our customers say</h2>
<div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8912dec7e10d38f59f36" data-businessunit-id="5f2b1c7e9a4d3e0012a8b6c4" data-style-height="140px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/hartwellremovals.co.uk" target="_blank" rel="noopener">Trustpilot</a></div>
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>`,
);

const affiliate = (name: string, url: string, area: string): string =>
  `<li><a href="${url}" target="_blank" rel="noreferrer noopener">${name}</a> – ${area}</li>`;

const networkIntro = `<h1 class="wp-block-heading">Our Affiliate Network</h1>
<p>Hartwell Removals is based in Harrogate, but we move customers all over Great Britain. For moves outside Yorkshire we work with a network of independent affiliate removal companies. Every affiliate is a member of the British Association of Removers and has been vetted by our operations team, so you get one quote, one point of contact and a local crew at the other end.</p>`;

const network1 = doc(
  'Our Affiliate Network | Hartwell Removals',
  'Independent removal companies in our nationwide affiliate network.',
  '/affiliate-network/',
  'page-template-default page page-id-241',
  `${networkIntro}
<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow" open><summary>North West</summary>
<ul class="wp-block-list">
${affiliate('Pennine Movers', 'https://www.penninemovers.co.uk/', 'Lancashire and Cumbria')}
${affiliate('Mersey Move Ltd', 'https://merseymove.co.uk/', 'Liverpool, Wirral and Cheshire')}
</ul></details>
<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>North East</summary>
<ul class="wp-block-list">
${affiliate('Tyneside Removals', 'https://www.tynesideremovals.co.uk/', 'Newcastle, Sunderland and Durham')}
</ul></details>
<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>Midlands</summary>
<ul class="wp-block-list">
${affiliate('Arden Removals', 'https://www.ardenremovals.co.uk/', 'Birmingham, Solihull and Warwickshire')}
${affiliate('Trent Valley Moving', 'https://trentvalleymoving.co.uk/', 'Nottingham and Derby')}
</ul></details>
<nav class="wp-block-query-pagination is-layout-flex" aria-label="Pagination"><span aria-current="page" class="page-numbers current">1</span><a class="page-numbers" href="https://hartwellremovals.co.uk/affiliate-network/page/2/">2</a><a href="https://hartwellremovals.co.uk/affiliate-network/page/2/" class="wp-block-query-pagination-next">Next regions</a></nav>
<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container">
<h2 class="wp-block-heading">Our partners</h2>
<p>For overseas removals we partner with <a href="https://www.globelinkshipping.com/">Globelink Shipping</a>, who handle container shipping and customs. All our boxes, wardrobe cartons and wrapping come from our packaging partner <a href="https://boxwise-packaging.co.uk/">Boxwise Packaging</a>, made from 80% recycled board.</p>
</div></div>
<h2 class="wp-block-heading">Community</h2>
<p>We are proud shirt sponsors of the <a href="https://www.harrogatetownafc.com/academy/">Harrogate Town AFC</a> under-12s.</p>`,
);

const network2 = doc(
  'Our Affiliate Network – Page 2 of 2 | Hartwell Removals',
  'Independent removal companies in our nationwide affiliate network.',
  '/affiliate-network/page/2/',
  'page-template-default page page-id-241 paged paged-2 page-paged-2',
  `${networkIntro}
<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow" open><summary>London &amp; the South East</summary>
<ul class="wp-block-list">
${affiliate('Capital Crate Removals', 'https://www.capitalcrate.co.uk/', 'London, Surrey and Kent')}
${affiliate('Weald Movers', 'https://wealdmovers.co.uk/', 'Sussex')}
</ul></details>
<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>South West</summary>
<ul class="wp-block-list">
${affiliate('Tamar Removals', 'https://www.tamarremovals.co.uk/', 'Devon and Cornwall')}
</ul></details>
<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>Scotland &amp; Wales</summary>
<ul class="wp-block-list">
${affiliate('Forth Removals', 'https://forthremovals.scot/', 'Edinburgh, Fife and the Lothians')}
${affiliate('Taff Valley Removals', 'https://www.taffvalleyremovals.co.uk/', 'Cardiff and South Wales')}
</ul></details>
<nav class="wp-block-query-pagination is-layout-flex" aria-label="Pagination"><a href="https://hartwellremovals.co.uk/affiliate-network/" class="wp-block-query-pagination-previous">Previous regions</a><a class="page-numbers" href="https://hartwellremovals.co.uk/affiliate-network/">1</a><span aria-current="page" class="page-numbers current">2</span></nav>`,
);

const about = doc(
  'About Us | Hartwell Removals',
  'Three generations of the Hartwell family have been moving Yorkshire since 1987.',
  '/about-us/',
  'page-template-default page page-id-12',
  `<h1 class="wp-block-heading">About Hartwell Removals</h1>
<p>Hartwell Removals was started in 1987 by Dennis Hartwell with one Luton van. Today his granddaughter Amy runs a fleet of 14 vehicles and a team of 38 from our depot in Harrogate.</p>
<h2 class="wp-block-heading">Business relocation</h2>
<p>Recent office moves include <a href="https://www.yorkshirewater.com/">Yorkshire Water</a>’s Bradford contact centre and three faculties at <a href="https://www.leedsbeckett.ac.uk/">Leeds Beckett University</a>.</p>
<h2 class="wp-block-heading">Accreditations</h2>
<ul class="wp-block-list"><li>Member of the <a href="https://bar.co.uk/">British Association of Removers</a></li><li><a href="https://www.which.co.uk/trusted-traders/hartwell-removals-harrogate">Which? Trusted Trader</a> since 2019</li><li>Yorkshire Business Awards 2023 – Family Business of the Year (finalist)</li></ul>`,
);

const contact = doc(
  'Get a Quote | Hartwell Removals',
  'Request a free, no-obligation removal quote.',
  '/contact/',
  'page-template-default page page-id-14',
  `<h1 class="wp-block-heading">Get a free quote</h1>
<p>Call 01423 555 210 or fill in the form and we’ll arrange a free video or in-home survey.</p>
<div class="wpcf7 no-js" id="wpcf7-f88-p14-o1" lang="en-GB" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p></div>
<form action="/contact/#wpcf7-f88-p14-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">
<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p>
<p><label> Moving from (postcode)<br /><span class="wpcf7-form-control-wrap" data-name="from"><input size="40" class="wpcf7-form-control wpcf7-text" value="" type="text" name="from" /></span></label></p>
<p><label> Moving to (postcode)<br /><span class="wpcf7-form-control-wrap" data-name="to"><input size="40" class="wpcf7-form-control wpcf7-text" value="" type="text" name="to" /></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Request quote" /></p>
</form></div>`,
);

export const site: CorpusSite = {
  domain: 'hartwellremovals.co.uk',
  otherDomains: ['hartwellstorage.co.uk'],
  covers:
    'UK removals company on WordPress (GeneratePress, Gutenberg blocks, Yoast, Contact Form 7, LiteSpeed Cache, Trustpilot widget): affiliate network in core <details> blocks by region, paginated via /page/2/, plus an “Our partners” prose section (shipping, packaging); negatives: shirt sponsorship on the same page, BAR membership, Which? Trusted Trader, Checkatrade, Trustpilot reviews, business-relocation customers, Environment Agency link, Indeed jobs, own storage domain, Facebook',
  pages: {
    '/': { headers, html: home },
    '/affiliate-network/': { headers, html: network1 },
    '/affiliate-network/page/2/': { headers, html: network2 },
    '/about-us/': { headers, html: about },
    '/contact/': { headers, html: contact },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'LiteSpeed' },
      html: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://hartwellremovals.co.uk/sitemap_index.xml\n',
    },
  },
  sitemap: ['/', '/affiliate-network/', '/about-us/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wordpress-block-editor',
    'generatepress',
    'yoast-seo',
    'contact-form-7',
    'litespeed',
    'litespeed-cache',
    'trustpilot',
    'open-graph',
    'rss',
  ],
  partners: {
    'penninemovers.co.uk': 'channel',
    'merseymove.co.uk': 'channel',
    'tynesideremovals.co.uk': 'channel',
    'ardenremovals.co.uk': 'channel',
    'trentvalleymoving.co.uk': 'channel',
    'capitalcrate.co.uk': 'channel',
    'wealdmovers.co.uk': 'channel',
    'tamarremovals.co.uk': 'channel',
    'forthremovals.scot': 'channel',
    'taffvalleyremovals.co.uk': 'channel',
    'globelinkshipping.com': 'generic',
    'boxwise-packaging.co.uk': 'generic',
  },
};
