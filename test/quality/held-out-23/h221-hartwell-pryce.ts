import type { CorpusSite } from '../corpus/types.js';

/*
 * Hartwell Pryce LLP: a Leeds/Manchester commercial law firm, founding UK member of an international law firm alliance.
 * WordPress + Avada (Fusion Builder), Yoast, Contact Form 7, Cookiebot, GTM, nginx. English (UK).
 * Alliance member-firm directory in Avada accordions by region; pro bono and charity partners on a responsible-business
 * page; professional-body memberships on the about page; awards, rankings, SRA badge, clients and press as negatives.
 */

const D = 'https://hartwell-pryce.co.uk';
const WPV = '6.4.3';
const AV = '7.11.5';

const PRESETS: [string, string][] = [
  ['black', '#000000'],
  ['cyan-bluish-gray', '#abb8c3'],
  ['white', '#ffffff'],
  ['pale-pink', '#f78da7'],
  ['vivid-red', '#cf2e2e'],
  ['luminous-vivid-orange', '#ff6900'],
  ['luminous-vivid-amber', '#fcb900'],
  ['light-green-cyan', '#7bdcb5'],
  ['vivid-green-cyan', '#00d084'],
  ['pale-cyan-blue', '#8ed1fc'],
  ['vivid-cyan-blue', '#0693e3'],
  ['vivid-purple', '#9b51e0'],
  ['awb-color-1', '#ffffff'],
  ['awb-color-2', '#f4f1ec'],
  ['awb-color-3', '#d9cfc1'],
  ['awb-color-4', '#a8874f'],
  ['awb-color-5', '#5b6770'],
  ['awb-color-6', '#33414d'],
  ['awb-color-7', '#1d2a36'],
  ['awb-color-8', '#0f1821'],
];

function globalStyles(): string {
  const vars = PRESETS.map(([n, v]) => `--wp--preset--color--${n}: ${v};`).join('');
  const classes = PRESETS.map(
    ([n]) =>
      `.has-${n}-color{color: var(--wp--preset--color--${n}) !important;}.has-${n}-background-color{background-color: var(--wp--preset--color--${n}) !important;}.has-${n}-border-color{border-color: var(--wp--preset--color--${n}) !important;}`,
  ).join('');
  return `<style id='global-styles-inline-css' type='text/css'>
body{${vars}--wp--preset--gradient--vivid-cyan-blue-to-vivid-purple: linear-gradient(135deg,rgba(6,147,227,1) 0%,rgb(155,81,224) 100%);--wp--preset--gradient--light-green-cyan-to-vivid-green-cyan: linear-gradient(135deg,rgb(122,220,180) 0%,rgb(0,208,130) 100%);--wp--preset--gradient--luminous-vivid-amber-to-luminous-vivid-orange: linear-gradient(135deg,rgba(252,185,0,1) 0%,rgba(255,105,0,1) 100%);--wp--preset--font-size--small: 12.75px;--wp--preset--font-size--medium: 20px;--wp--preset--font-size--large: 25.5px;--wp--preset--font-size--x-large: 42px;--wp--preset--font-size--normal: 17px;--wp--preset--font-size--xlarge: 34px;--wp--preset--font-size--huge: 51px;--wp--preset--spacing--20: 0.44rem;--wp--preset--spacing--30: 0.67rem;--wp--preset--spacing--40: 1rem;--wp--preset--spacing--50: 1.5rem;--wp--preset--spacing--60: 2.25rem;--wp--preset--spacing--70: 3.38rem;--wp--preset--spacing--80: 5.06rem;--wp--preset--shadow--natural: 6px 6px 9px rgba(0, 0, 0, 0.2);--wp--preset--shadow--deep: 12px 12px 50px rgba(0, 0, 0, 0.4);--wp--preset--shadow--sharp: 6px 6px 0px rgba(0, 0, 0, 0.2);}:where(.is-layout-flex){gap: 0.5em;}:where(.is-layout-grid){gap: 0.5em;}body .is-layout-flow > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}body .is-layout-flow > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}body .is-layout-flow > .aligncenter{margin-left: auto !important;margin-right: auto !important;}body .is-layout-constrained > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}body .is-layout-constrained > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}body .is-layout-flex{display: flex;}body .is-layout-flex{flex-wrap: wrap;align-items: center;}body .is-layout-grid{display: grid;}
${classes}
.has-small-font-size{font-size: var(--wp--preset--font-size--small) !important;}.has-medium-font-size{font-size: var(--wp--preset--font-size--medium) !important;}.has-large-font-size{font-size: var(--wp--preset--font-size--large) !important;}.has-x-large-font-size{font-size: var(--wp--preset--font-size--x-large) !important;}
</style>`;
}

const EMOJI = `<script type="text/javascript">
/* <![CDATA[ */
window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/hartwell-pryce.co.uk\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=${WPV}"}};
/*! This file is auto-generated */
!function(i,n){var o,s,e;function c(e){try{var t={supportTests:e,timestamp:(new Date).valueOf()};sessionStorage.setItem(o,JSON.stringify(t))}catch(e){}}function p(e,t,n){e.clearRect(0,0,e.canvas.width,e.canvas.height),e.fillText(t,0,0);var t=new Uint32Array(e.getImageData(0,0,e.canvas.width,e.canvas.height).data),r=(e.clearRect(0,0,e.canvas.width,e.canvas.height),e.fillText(n,0,0),new Uint32Array(e.getImageData(0,0,e.canvas.width,e.canvas.height).data));return t.every(function(e,t){return e===r[t]})}function u(e,t,n){switch(t){case"flag":return n(e,"\\ud83c\\udff3\\ufe0f\\u200d\\u26a7\\ufe0f","\\ud83c\\udff3\\ufe0f\\u200b\\u26a7\\ufe0f")?!1:!n(e,"\\ud83c\\uddfa\\ud83c\\uddf3","\\ud83c\\uddfa\\u200b\\ud83c\\uddf3")&&!n(e,"\\ud83c\\udff4\\udb40\\udc67\\udb40\\udc62\\udb40\\udc65\\udb40\\udc6e\\udb40\\udc67\\udb40\\udc7f","\\ud83c\\udff4\\u200b\\udb40\\udc67\\u200b\\udb40\\udc62\\u200b\\udb40\\udc65\\u200b\\udb40\\udc6e\\u200b\\udb40\\udc67\\u200b\\udb40\\udc7f");case"emoji":return!n(e,"\\ud83e\\udef1\\ud83c\\udffb\\u200d\\ud83e\\udef2\\ud83c\\udfff","\\ud83e\\udef1\\ud83c\\udffb\\u200b\\ud83e\\udef2\\ud83c\\udfff")}return!1}function f(e,t,n){var r="undefined"!=typeof WorkerGlobalScope&&self instanceof WorkerGlobalScope?new OffscreenCanvas(300,150):i.createElement("canvas"),a=r.getContext("2d",{willReadFrequently:!0}),o=(a.textBaseline="top",a.font="600 32px Arial",{});return e.forEach(function(e){o[e]=t(a,e,n)}),o}function t(e){var t=i.createElement("script");t.src=e,t.defer=!0,i.head.appendChild(t)}"undefined"!=typeof Promise&&(o="wpEmojiSettingsSupports",s=["flag","emoji"],n.supports={everything:!0,everythingExceptFlag:!0},e=new Promise(function(e){i.addEventListener("DOMContentLoaded",e,{once:!0})}),new Promise(function(t){var n=function(){try{var e=JSON.parse(sessionStorage.getItem(o));if("object"==typeof e&&"number"==typeof e.timestamp&&(new Date).valueOf()<e.timestamp+604800&&"object"==typeof e.supportTests)return e.supportTests}catch(e){}return null}();if(!n){if("undefined"!=typeof Worker&&"undefined"!=typeof OffscreenCanvas&&"undefined"!=typeof URL&&URL.createObjectURL&&"undefined"!=typeof Blob)try{var e="postMessage("+f.toString()+"("+[JSON.stringify(s),u.toString(),p.toString()].join(",")+"));",r=new Blob([e],{type:"text/javascript"}),a=new Worker(URL.createObjectURL(r),{name:"wpTestEmojiSupports"});return void(a.onmessage=function(e){c(n=e.data),a.terminate(),t(n)})}catch(e){}c(n=f(s,u,p))}t(n)}).then(function(e){for(var t in e)n.supports[t]=e[t],n.supports.everything=n.supports.everything&&n.supports[t],"flag"!==t&&(n.supports.everythingExceptFlag=n.supports.everythingExceptFlag&&n.supports[t]);n.supports.everythingExceptFlag=n.supports.everythingExceptFlag&&!n.supports.flag,n.DOMReady=!1,n.readyCallback=function(){n.DOMReady=!0}}).then(function(){return e}).then(function(){var e;n.supports.everything||(n.readyCallback(),(e=n.source||{}).concatemoji?t(e.concatemoji):e.wpemoji&&e.twemoji&&(t(e.twemoji),t(e.wpemoji)))}))}((window,document),window._wpemojiSettings);
/* ]]> */
</script>`;

const NAV: [string, string, [string, string][]][] = [
  [
    'Services',
    '/services/',
    [
      ['Corporate &amp; M&amp;A', '/services/corporate/'],
      ['Commercial Contracts', '/services/commercial/'],
      ['Employment &amp; Pensions', '/services/employment/'],
      ['Real Estate', '/services/real-estate/'],
      ['Dispute Resolution', '/services/disputes/'],
      ['Restructuring &amp; Insolvency', '/services/restructuring/'],
      ['Private Client &amp; Trusts', '/services/private-client/'],
      ['Regulatory &amp; Compliance', '/services/regulatory/'],
    ],
  ],
  [
    'Sectors',
    '/sectors/',
    [
      ['Manufacturing', '/sectors/manufacturing/'],
      ['Technology', '/sectors/technology/'],
      ['Healthcare', '/sectors/healthcare/'],
      ['Retail &amp; Consumer', '/sectors/retail/'],
      ['Energy &amp; Infrastructure', '/sectors/energy/'],
      ['Family Businesses', '/sectors/family-business/'],
    ],
  ],
  [
    'International',
    '/international/',
    [
      ['Consilium Law Alliance', '/international/'],
      ['Member firm directory', '/international/member-firms/'],
      ['Inbound investment desk', '/international/inbound/'],
    ],
  ],
  ['People', '/people/', []],
  ['Insights', '/insights/', []],
  [
    'About',
    '/about-us/',
    [
      ['Our firm', '/about-us/'],
      ['Responsible business', '/responsible-business/'],
      ['Fees &amp; transparency', '/price-transparency/'],
      ['Complaints', '/complaints/'],
    ],
  ],
  ['Careers', '/careers/', []],
];

function nav(active: string): string {
  const items = NAV.map(([label, href, sub], i) => {
    const cls = `menu-item menu-item-type-post_type menu-item-object-page${sub.length ? ' menu-item-has-children' : ''}${href === active ? ' current-menu-item current_page_item' : ''} menu-item-${2140 + i}`;
    const subHtml = sub.length
      ? `<ul class="sub-menu">${sub.map(([l, h], j) => `<li id="menu-item-${2300 + i * 20 + j}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${2300 + i * 20 + j} fusion-dropdown-submenu"><a href="${D}${h}" class="awb-menu__sub-a"><span>${l}</span></a></li>`).join('')}</ul>`
      : '';
    return `<li id="menu-item-${2140 + i}" class="${cls}" data-item-id="${2140 + i}"><a href="${D}${href}" class="fusion-bar-highlight"><span class="menu-text">${label}</span>${sub.length ? '<span class="fusion-caret"><i class="fusion-dropdown-indicator" aria-hidden="true"></i></span>' : ''}</a>${subHtml}</li>`;
  }).join('\n');
  return `<header class="fusion-header-wrapper">
<div class="fusion-header-v3 fusion-logo-alignment fusion-logo-left fusion-sticky-menu-1 fusion-sticky-logo- fusion-mobile-logo-  fusion-mobile-menu-design-modern">
<div class="fusion-secondary-header"><div class="fusion-row"><div class="fusion-alignleft"><div class="fusion-contact-info"><span class="fusion-contact-info-phone-number">Leeds 0113 496 0712</span><span class="fusion-header-separator">|</span><span class="fusion-contact-info-phone-number">Manchester 0161 496 0388</span><span class="fusion-header-separator">|</span><span class="fusion-contact-info-email-address"><a href="mailto:&#101;nq&#117;&#105;r&#105;&#101;s&#64;h&#97;rtw&#101;ll-pryc&#101;&#46;co&#46;uk">enquiries@hartwell-pryce.co.uk</a></span></div></div>
<div class="fusion-alignright"><nav class="fusion-secondary-menu" role="navigation" aria-label="Secondary Menu"><ul id="menu-top-bar" class="menu"><li class="menu-item"><a href="${D}/client-login/" class="fusion-bar-highlight"><span class="menu-text">Client login</span></a></li><li class="menu-item"><a href="${D}/pay-an-invoice/" class="fusion-bar-highlight"><span class="menu-text">Pay an invoice</span></a></li><li class="menu-item"><a href="${D}/contact/" class="fusion-bar-highlight"><span class="menu-text">Contact</span></a></li></ul></nav></div></div></div>
<div class="fusion-header-sticky-height"></div>
<div class="fusion-header"><div class="fusion-row">
<div class="fusion-logo" data-margin-top="24px" data-margin-bottom="24px" data-margin-left="0px" data-margin-right="0px">
<a class="fusion-logo-link"  href="${D}/" ><img src="${D}/wp-content/uploads/2022/03/hartwell-pryce-logo.svg" srcset="${D}/wp-content/uploads/2022/03/hartwell-pryce-logo.svg 1x" width="232" height="54" alt="Hartwell Pryce LLP Logo" data-retina_logo_url="" class="fusion-standard-logo" /></a>
</div>
<nav class="fusion-main-menu" aria-label="Main Menu"><div class="fusion-overlay-search">
<form role="search" class="searchform fusion-search-form  fusion-search-form-clean" method="get" action="${D}/"><div class="fusion-search-form-content"><div class="fusion-search-field search-field"><label><span class="screen-reader-text">Search for:</span><input type="search" value="" name="s" class="s" placeholder="Search..." required aria-required="true" aria-label="Search..."/></label></div><div class="fusion-search-button search-button"><input type="submit" class="fusion-search-submit searchsubmit" aria-label="Search" value="&#xf002;" /></div></div></form>
<div class="fusion-search-spacer"></div><a href="#" role="button" aria-label="Close Search" class="fusion-close-search"></a></div>
<ul id="menu-main-menu" class="fusion-menu">
${items}
<li class="fusion-custom-menu-item fusion-main-menu-search fusion-search-overlay"><a class="fusion-main-menu-icon fusion-bar-highlight" href="#" aria-label="Search" data-title="Search" title="Search" role="button" aria-expanded="false"></a></li>
</ul></nav>
<div class="fusion-mobile-menu-icons"><a href="#" class="fusion-icon awb-icon-bars" aria-label="Toggle mobile menu" aria-expanded="false"></a></div>
<nav class="fusion-mobile-nav-holder fusion-mobile-menu-text-align-left" aria-label="Main Menu Mobile"></nav>
</div></div></div>
<div class="fusion-clearfix"></div>
</header>`;
}

function footer(): string {
  return `<div class="fusion-footer">
<footer role="contentinfo" class="fusion-footer-widget-area fusion-widget-area">
<div class="fusion-row"><div class="fusion-columns fusion-columns-4 fusion-widget-area">
<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-2" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Leeds</h4><div class="textwidget"><p>Hartwell Pryce LLP<br />
7 Park Square East<br />
Leeds LS1 2NE<br />
T: 0113 496 0712</p>
</div><div style="clear:both;"></div></section></div>
<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-3" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Manchester</h4><div class="textwidget"><p>Hartwell Pryce LLP<br />
3 Hardman Square, Spinningfields<br />
Manchester M3 3EB<br />
T: 0161 496 0388</p>
</div><div style="clear:both;"></div></section></div>
<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="nav_menu-4" class="fusion-footer-widget-column widget widget_nav_menu"><h4 class="widget-title">Useful links</h4><div class="menu-footer-links-container"><ul id="menu-footer-links" class="menu">
<li class="menu-item"><a href="${D}/legal-notices/">Legal &amp; regulatory information</a></li>
<li class="menu-item"><a href="${D}/privacy-notice/">Privacy notice</a></li>
<li class="menu-item"><a href="${D}/cookie-policy/">Cookie policy</a></li>
<li class="menu-item"><a href="${D}/price-transparency/">Price transparency</a></li>
<li class="menu-item"><a href="${D}/complaints/">Complaints procedure</a></li>
<li class="menu-item"><a href="${D}/modern-slavery-statement/">Modern slavery statement</a></li>
<li class="menu-item"><a href="${D}/careers/">Careers</a></li>
<li class="menu-item"><a href="${D}/international/">Consilium Law Alliance</a></li>
</ul></div><div style="clear:both;"></div></section></div>
<div class="fusion-column fusion-column-last col-lg-3 col-md-3 col-sm-3"><section id="custom_html-3" class="widget_text fusion-footer-widget-column widget widget_custom_html"><h4 class="widget-title">Regulated &amp; accredited</h4><div class="textwidget custom-html-widget">
<div style="max-width:275px;max-height:163px;"><div style="position: relative;padding-bottom: 59.1%;height: auto;overflow: hidden;"><iframe frameborder="0" scrolling="no" allowTransparency="true" src="https://cdn.yoshki.com/iframe/55845r.html" style="border:0px; margin:0px; padding:0px; backgroundColor:transparent; top:0px; left:0px; width:100%; height:100%; position: absolute;"></iframe></div></div>
<p class="footer-accreditations"><a href="https://www.lawsociety.org.uk/topics/lexcel" target="_blank" rel="noopener"><img loading="lazy" src="${D}/wp-content/uploads/2023/01/lexcel-accredited-2024.png" alt="Law Society Lexcel accredited practice" width="110" height="62" /></a> <img loading="lazy" src="${D}/wp-content/uploads/2023/06/cyber-essentials-plus-badge.png" alt="Cyber Essentials Plus certified" width="62" height="62" /> <a href="https://www.consilium-alliance.org/" target="_blank" rel="noopener"><img loading="lazy" src="${D}/wp-content/uploads/2021/11/consilium-member-white.svg" alt="Member of Consilium Law Alliance" width="120" height="40" /></a></p>
</div><div style="clear:both;"></div></section></div>
<div class="fusion-clearfix"></div>
</div></div>
</footer>
<footer id="footer" class="fusion-footer-copyright-area">
<div class="fusion-row"><div class="fusion-copyright-content">
<div class="fusion-copyright-notice"><div>
Hartwell Pryce LLP is a limited liability partnership registered in England and Wales (OC398765). Registered office: 7 Park Square East, Leeds LS1 2NE. Authorised and regulated by the Solicitors Regulation Authority (SRA ID 612345). A list of members is available for inspection at our registered office. We use the word &ldquo;partner&rdquo; to refer to a member of the LLP, or an employee or consultant with equivalent standing. &copy; 2024 Hartwell Pryce LLP. <a href="${D}/sitemap/">Sitemap</a>
</div></div>
<div class="fusion-social-links-footer"><div class="fusion-social-networks"><div class="fusion-social-networks-wrapper">
<a  class="fusion-social-network-icon fusion-tooltip fusion-linkedin awb-icon-linkedin" style data-placement="top" data-title="LinkedIn" data-toggle="tooltip" title="LinkedIn" href="https://www.linkedin.com/company/hartwell-pryce-llp/" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">LinkedIn</span></a>
<a  class="fusion-social-network-icon fusion-tooltip fusion-twitter awb-icon-twitter" style data-placement="top" data-title="X" data-toggle="tooltip" title="X" href="https://x.com/HartwellPryce" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">X</span></a>
<a  class="fusion-social-network-icon fusion-tooltip fusion-instagram awb-icon-instagram" style data-placement="top" data-title="Instagram" data-toggle="tooltip" title="Instagram" href="https://www.instagram.com/hartwellprycelaw/" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">Instagram</span></a>
<a  class="fusion-social-network-icon fusion-tooltip fusion-mail awb-icon-mail" style data-placement="top" data-title="Email" data-toggle="tooltip" title="Email" href="mailto:enquiries@hartwell-pryce.co.uk" target="_self" rel="noopener noreferrer"><span class="screen-reader-text">Email</span></a>
</div></div></div>
</div></div>
</footer>
</div>`;
}

function page(o: {
  title: string;
  desc: string;
  path: string;
  id: number;
  bodyClass: string;
  content: string;
  schemaType?: string;
}): string {
  const url = `${D}${o.path}`;
  const schema = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': o.schemaType ?? 'WebPage',
        '@id': url,
        url,
        name: `${o.title} - Hartwell Pryce`,
        isPartOf: { '@id': `${D}/#website` },
        datePublished: '2021-11-04T09:12:44+00:00',
        dateModified: '2024-02-19T15:40:03+00:00',
        description: o.desc,
        breadcrumb: { '@id': `${url}#breadcrumb` },
        inLanguage: 'en-GB',
        potentialAction: [{ '@type': 'ReadAction', target: [url] }],
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${url}#breadcrumb`,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${D}/` },
          { '@type': 'ListItem', position: 2, name: o.title },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': `${D}/#website`,
        url: `${D}/`,
        name: 'Hartwell Pryce',
        description: 'Commercial law firm in Leeds and Manchester',
        publisher: { '@id': `${D}/#organization` },
        inLanguage: 'en-GB',
      },
      {
        '@type': 'Organization',
        '@id': `${D}/#organization`,
        name: 'Hartwell Pryce LLP',
        url: `${D}/`,
        logo: { '@type': 'ImageObject', url: `${D}/wp-content/uploads/2022/03/hartwell-pryce-logo.png`, width: 600, height: 140 },
        sameAs: [
          'https://www.linkedin.com/company/hartwell-pryce-llp/',
          'https://x.com/HartwellPryce',
          'https://www.instagram.com/hartwellprycelaw/',
        ],
      },
    ],
  };
  return `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top avada-is-100-percent-template" lang="en-GB" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<script data-cookieconsent="ignore">
	window.dataLayer = window.dataLayer || [];
	function gtag() { dataLayer.push(arguments); }
	gtag('consent', 'default', { 'ad_personalization': 'denied', 'ad_storage': 'denied', 'ad_user_data': 'denied', 'analytics_storage': 'denied', 'functionality_storage': 'denied', 'personalization_storage': 'denied', 'security_storage': 'granted', 'wait_for_update': 500 });
	gtag('set', 'ads_data_redaction', true);
	gtag('set', 'url_passthrough', false);
	</script>
	<script type="text/javascript" id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4f0c1a7e-92d3-4b58-a1c6-7e2d8b9f3a15" data-blockingmode="auto" data-culture="EN"></script>
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-W7K2Q9P');</script>
	<!-- End Google Tag Manager -->

	<!-- This site is optimized with the Yoast SEO plugin v22.1 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${o.title} - Hartwell Pryce</title>
	<meta name="description" content="${o.desc}" />
	<link rel="canonical" href="${url}" />
	<meta property="og:locale" content="en_GB" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${o.title} - Hartwell Pryce" />
	<meta property="og:description" content="${o.desc}" />
	<meta property="og:url" content="${url}" />
	<meta property="og:site_name" content="Hartwell Pryce" />
	<meta property="article:publisher" content="https://www.linkedin.com/company/hartwell-pryce-llp/" />
	<meta property="article:modified_time" content="2024-02-19T15:40:03+00:00" />
	<meta property="og:image" content="${D}/wp-content/uploads/2022/03/hartwell-pryce-og.jpg" />
	<meta property="og:image:width" content="1200" />
	<meta property="og:image:height" content="630" />
	<meta property="og:image:type" content="image/jpeg" />
	<meta name="twitter:card" content="summary_large_image" />
	<meta name="twitter:site" content="@HartwellPryce" />
	<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(schema)}</script>
	<!-- / Yoast SEO plugin. -->


<link rel='dns-prefetch' href='//consent.cookiebot.com' />
<link rel="alternate" type="application/rss+xml" title="Hartwell Pryce &raquo; Feed" href="${D}/feed/" />
<link rel="alternate" type="application/rss+xml" title="Hartwell Pryce &raquo; Comments Feed" href="${D}/comments/feed/" />
<link rel="shortcut icon" href="${D}/wp-content/uploads/2022/03/hp-favicon-64.png" type="image/x-icon" />
<link rel="apple-touch-icon" sizes="180x180" href="${D}/wp-content/uploads/2022/03/hp-favicon-180.png">
${EMOJI}
<style id='wp-emoji-styles-inline-css' type='text/css'>
	img.wp-smiley, img.emoji {
		display: inline !important;
		border: none !important;
		box-shadow: none !important;
		height: 1em !important;
		width: 1em !important;
		margin: 0 0.07em !important;
		vertical-align: -0.1em !important;
		background: none !important;
		padding: 0 !important;
	}
</style>
${globalStyles()}
<link rel='stylesheet' id='contact-form-7-css' href='${D}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9' type='text/css' media='all' />
<link rel='stylesheet' id='fusion-dynamic-css-css' href='${D}/wp-content/uploads/fusion-styles/6a41c2e8f7b19d03e55c0a4ff1b2e7d3.min.css?ver=3.11.5' type='text/css' media='all' />
<link rel='stylesheet' id='child-style-css' href='${D}/wp-content/themes/Avada-Child-Theme/style.css?ver=${WPV}' type='text/css' media='all' />
<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/" /><link rel="alternate" type="application/json" href="${D}/wp-json/wp/v2/pages/${o.id}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${D}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress ${WPV}" />
<link rel='shortlink' href='${D}/?p=${o.id}' />
<link rel="alternate" type="application/json+oembed" href="${D}/wp-json/oembed/1.0/embed?url=${encodeURIComponent(url)}" />
<style type="text/css" id="css-fb-visibility">@media screen and (max-width: 640px){.fusion-no-small-visibility{display:none !important;}body .sm-text-align-center{text-align:center !important;}body .sm-text-align-left{text-align:left !important;}body .sm-text-align-right{text-align:right !important;}body .sm-flex-align-center{justify-content:center !important;}body .sm-flex-align-flex-start{justify-content:flex-start !important;}body .sm-flex-align-flex-end{justify-content:flex-end !important;}body .sm-mx-auto{margin-left:auto !important;margin-right:auto !important;}body .sm-ml-auto{margin-left:auto !important;}body .sm-mr-auto{margin-right:auto !important;}body .fusion-absolute-position-small{position:absolute;top:auto;width:100%;}.awb-sticky.awb-sticky-small{ position: sticky; top: var(--awb-sticky-offset,0); }}@media screen and (min-width: 641px) and (max-width: 1024px){.fusion-no-medium-visibility{display:none !important;}body .md-text-align-center{text-align:center !important;}body .md-text-align-left{text-align:left !important;}body .md-text-align-right{text-align:right !important;}body .md-flex-align-center{justify-content:center !important;}body .md-flex-align-flex-start{justify-content:flex-start !important;}body .md-flex-align-flex-end{justify-content:flex-end !important;}body .md-mx-auto{margin-left:auto !important;margin-right:auto !important;}body .md-ml-auto{margin-left:auto !important;}body .md-mr-auto{margin-right:auto !important;}body .fusion-absolute-position-medium{position:absolute;top:auto;width:100%;}.awb-sticky.awb-sticky-medium{ position: sticky; top: var(--awb-sticky-offset,0); }}@media screen and (min-width: 1025px){.fusion-no-large-visibility{display:none !important;}body .lg-text-align-center{text-align:center !important;}body .lg-text-align-left{text-align:left !important;}body .lg-text-align-right{text-align:right !important;}body .lg-flex-align-center{justify-content:center !important;}body .lg-flex-align-flex-start{justify-content:flex-start !important;}body .lg-flex-align-flex-end{justify-content:flex-end !important;}body .lg-mx-auto{margin-left:auto !important;margin-right:auto !important;}body .lg-ml-auto{margin-left:auto !important;}body .lg-mr-auto{margin-right:auto !important;}body .fusion-absolute-position-large{position:absolute;top:auto;width:100%;}.awb-sticky.awb-sticky-large{ position: sticky; top: var(--awb-sticky-offset,0); }}</style>
<script type="text/javascript">
	var doc = document.documentElement;
	doc.setAttribute( 'data-useragent', navigator.userAgent );
</script>
</head>

<body class="${o.bodyClass} page-template page-template-100-width page-template-100-width-php page page-id-${o.id} fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no fusion-button_gradient-linear avada-image-rollover-circle-yes avada-image-rollover-yes avada-image-rollover-direction-left fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header no-mobile-slidingbar no-mobile-totop fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode avada-has-boxed-modal-shadow- layout-scroll-offset-full avada-has-zero-margin-offset-top fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-show-pagination-text fusion-header-layout-v3 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar fusion-search-form-clean fusion-main-menu-search-overlay fusion-avatar-circle avada-dropdown-styles avada-blog-layout-large avada-blog-archive-layout-large avada-header-shadow-no avada-menu-icon-position-left avada-has-megamenu-shadow avada-has-mobile-menu-search avada-has-main-nav-search-icon avada-has-breadcrumb-mobile-hidden avada-has-titlebar-hide avada-header-border-color-full-transparent avada-has-pagination-width_height avada-flyout-menu-direction-fade avada-ec-views-v1" data-awb-post-id="${o.id}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W7K2Q9P"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
	<a class="skip-link screen-reader-text" href="#content">Skip to content</a>

	<div id="boxed-wrapper">
		<div id="wrapper" class="fusion-wrapper">
			<div id="home" style="position:relative;top:-1px;"></div>
${nav(o.path)}
		<div id="sliders-container" class="fusion-slider-visibility"></div>
		<main id="main" class="clearfix width-100">
			<div class="fusion-row" style="max-width:100%;">
<section id="content" class="full-width">
<div id="post-${o.id}" class="post-${o.id} page type-page status-publish hentry">
<span class="entry-title rich-snippet-hidden">${o.title}</span><span class="vcard rich-snippet-hidden"><span class="fn"><a href="${D}/author/hpwebadmin/" title="Posts by hpwebadmin" rel="author">hpwebadmin</a></span></span><span class="updated rich-snippet-hidden">2024-02-19T15:40:03+00:00</span>
<div class="post-content">
${o.content}
</div>
</div>
</section>
			</div>  <!-- fusion-row -->
		</main>  <!-- #main -->
${footer()}
		</div> <!-- wrapper -->
	</div> <!-- #boxed-wrapper -->
	<a class="fusion-one-page-text-link fusion-page-load-link" tabindex="-1" href="#" aria-hidden="true">Page load link</a>
	<div class="avada-footer-scripts">
<script type="text/javascript">var fusionNavIsCollapsed=function(e){var t,n;window.innerWidth<=e.getAttribute("data-breakpoint")?(e.classList.add("collapse-enabled"),e.classList.remove("awb-menu_desktop"),e.classList.contains("expanded")||(e.setAttribute("aria-expanded","false"),window.dispatchEvent(new Event("fusion-mobile-menu-collapsed",{bubbles:!0,cancelable:!0}))),(n=e.querySelectorAll(".menu-item-has-children.expanded")).length&&n.forEach(function(e){e.querySelector(".awb-menu__open-nav-submenu_mobile").setAttribute("aria-expanded","false")})):(null!==e.querySelector(".menu-item-has-children.expanded .awb-menu__open-nav-submenu_click")&&e.querySelector(".menu-item-has-children.expanded .awb-menu__open-nav-submenu_click").click(),e.classList.remove("collapse-enabled"),e.classList.add("awb-menu_desktop"),e.setAttribute("aria-expanded","true"))};</script>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9" id="swv-js"></script>
<script type="text/javascript" id="contact-form-7-js-extra">
/* <![CDATA[ */
var wpcf7 = {"api":{"root":"https:\\/\\/hartwell-pryce.co.uk\\/wp-json\\/","namespace":"contact-form-7\\/v1"},"cached":"1"};
/* ]]> */
</script>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9" id="contact-form-7-js"></script>
<script type="text/javascript" src="${D}/wp-content/uploads/fusion-scripts/8d1b7f3a2c90e4d6b5f1a7c3e9d20b84.min.js?ver=${AV}" id="fusion-scripts-js"></script>
<script type="text/javascript">
	jQuery( document ).ready( function() {
		var ajaxurl = '${D}/wp-admin/admin-ajax.php';
		if ( 0 < jQuery( '.fusion-login-nonce' ).length ) {
			jQuery.get( ajaxurl, { 'action': 'fusion_login_nonce' }, function( response ) {
				jQuery( '.fusion-login-nonce' ).html( response );
			});
		}
	});
</script>
	</div>
	<section class="to-top-container to-top-right" aria-labelledby="awb-to-top-label">
		<a href="#" id="toTop" class="fusion-top-top-link"><span id="awb-to-top-label" class="screen-reader-text">Go to Top</span></a>
	</section>
</body>
</html>
`;
}

/* ---------- building blocks ---------- */
let rowN = 0;
function row(inner: string, bg = '#ffffff', pad = '80px'): string {
  rowN++;
  return `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-${rowN} fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling" style="--awb-border-radius-top-left:0px;--awb-border-radius-top-right:0px;--awb-border-radius-bottom-right:0px;--awb-border-radius-bottom-left:0px;--awb-padding-top:${pad};--awb-padding-bottom:${pad};--awb-background-color:${bg};--awb-flex-wrap:wrap;" ><div class="fusion-builder-row fusion-row fusion-flex-align-items-flex-start fusion-flex-content-wrap" style="max-width:1216.8px;margin-left: calc(-4% / 2 );margin-right: calc(-4% / 2 );">${inner}</div></div>`;
}
let colN = 0;
function col(inner: string, frac = '1_1', width = '100%'): string {
  colN++;
  return `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-${colN} fusion_builder_column_${frac} ${frac.replace('_', '_')} fusion-flex-column" style="--awb-bg-size:cover;--awb-width-large:${width};--awb-margin-top-large:0px;--awb-spacing-right-large:1.92%;--awb-margin-bottom-large:20px;--awb-spacing-left-large:1.92%;--awb-width-medium:${width};--awb-order-medium:0;--awb-spacing-right-medium:1.92%;--awb-spacing-left-medium:1.92%;--awb-width-small:100%;--awb-order-small:0;--awb-spacing-right-small:1.92%;--awb-spacing-left-small:1.92%;"><div class="fusion-column-wrapper fusion-column-has-shadow fusion-flex-justify-content-flex-start fusion-content-layout-column">${inner}</div></div>`;
}
let titleN = 0;
function title(text: string, size = 2, extra = ''): string {
  titleN++;
  return `<div class="fusion-title title fusion-title-${titleN} fusion-sep-none fusion-title-text fusion-title-size-${['', 'one', 'two', 'three', 'four'][size]}" style="--awb-margin-bottom:24px;${extra}"><h${size} class="fusion-title-heading title-heading-left" style="margin:0;">${text}</h${size}></div>`;
}
let textN = 0;
function text(html: string): string {
  textN++;
  return `<div class="fusion-text fusion-text-${textN}">${html}</div>`;
}
function button(label: string, href: string, ext = false): string {
  return `<div ><a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-1 fusion-button-default-span fusion-button-default-type" target="${ext ? '_blank' : '_self'}"${ext ? ' rel="noopener noreferrer"' : ''} href="${href}"><span class="fusion-button-text">${label}</span></a></div>`;
}

/* ---------- pages ---------- */

const SERVICES: [string, string, string][] = [
  [
    'Corporate &amp; M&amp;A',
    '/services/corporate/',
    'Acquisitions, disposals, MBOs, private equity and joint ventures for owner-managed and mid-market businesses.',
  ],
  [
    'Commercial Contracts',
    '/services/commercial/',
    'Supply, distribution, agency and technology contracts that stand up when things go wrong.',
  ],
  [
    'Employment &amp; Pensions',
    '/services/employment/',
    'Tribunal defence, restructures, TUPE, executive exits and defined-benefit pension schemes.',
  ],
  [
    'Real Estate',
    '/services/real-estate/',
    'Acquisitions, development, portfolio management and landlord &amp; tenant work across the North.',
  ],
  ['Dispute Resolution', '/services/disputes/', 'Commercial litigation, arbitration, shareholder disputes and contentious insolvency.'],
  [
    'Private Client &amp; Trusts',
    '/services/private-client/',
    'Succession planning, wills, trusts and estates for business owners and their families.',
  ],
];

const home = page({
  title: 'Commercial Lawyers in Leeds &amp; Manchester',
  desc: 'Hartwell Pryce is a commercial law firm in Leeds and Manchester advising businesses, owners and investors, with international reach through the Consilium Law Alliance.',
  path: '/',
  id: 12,
  bodyClass: 'home',
  content: [
    row(
      col(
        title('Straightforward legal advice for ambitious businesses', 1) +
          text(
            '<p style="font-size:21px;">From our offices in Leeds and Manchester we act for owner-managed companies, family businesses, private equity houses and public bodies &mdash; and, through the Consilium Law Alliance, for clients doing business in more than 50 countries.</p>',
          ) +
          button('Talk to a lawyer', `${D}/contact/`),
        '2_3',
        '66.66%',
      ) +
        col(
          `<div class="fusion-image-element "><span class=" fusion-imageframe imageframe-none imageframe-1 hover-type-none"><img decoding="async" width="720" height="820" alt="Hartwell Pryce partners on Park Square, Leeds" title="partners-park-square" src="${D}/wp-content/uploads/2023/09/partners-park-square-720x820.jpg" class="img-responsive wp-image-3011" srcset="${D}/wp-content/uploads/2023/09/partners-park-square-200x228.jpg 200w, ${D}/wp-content/uploads/2023/09/partners-park-square-400x456.jpg 400w, ${D}/wp-content/uploads/2023/09/partners-park-square-720x820.jpg 720w" sizes="(max-width: 1024px) 100vw, (max-width: 640px) 100vw, 400px" /></span></div>`,
          '1_3',
          '33.33%',
        ),
      '#f4f1ec',
      '110px',
    ),
    row(
      col(title('How we can help', 2)) +
        SERVICES.map(([n, h, d]) =>
          col(
            `<div class="fusion-content-boxes content-boxes columns row fusion-columns-1 fusion-columns-total-1 fusion-content-boxes-1 content-boxes-icon-on-top content-left"><div class="fusion-column content-box-column content-box-column-1 col-lg-12 col-md-12 col-sm-12 fusion-content-box-hover"><div class="col content-box-wrapper content-wrapper link-area-box link-type-text" data-link="${D}${h}"><div class="heading heading-with-icon icon-left"><h3 class="content-box-heading">${n}</h3></div><div class="fusion-clearfix"></div><div class="content-container"><p>${d}</p></div><div class="fusion-clearfix"></div><a class="fusion-read-more" href="${D}${h}" target="_self">Find out more</a></div></div></div>`,
            '1_3',
            '33.33%',
          ),
        ).join(''),
    ),
    row(
      col(
        title('Local firm. Global reach.', 2, '--awb-text-color:#ffffff;') +
          text(
            `<p style="color:#ffffff;">Since 2009 Hartwell Pryce has been the founding Yorkshire member of the <a href="https://www.consilium-alliance.org/" target="_blank" rel="noopener" style="color:#d9b77a;">Consilium Law Alliance</a>, a network of 64 independent commercial law firms in 52 countries. When your deal, dispute or expansion crosses a border, we bring in a trusted member firm on the ground and stay your single point of contact.</p>`,
          ) +
          button('Explore the alliance', `${D}/international/`),
        '1_2',
        '50%',
      ) +
        col(
          `<div class="fusion-counters-box counters-box row fusion-clearfix fusion-columns-3"><div class="fusion-counter-box fusion-column col-counter-box counter-box-wrapper col-lg-4 col-md-4 col-sm-4"><div class="counter-box-container"><div class="content-box-percentage content-box-counter"><span class="display-counter" data-value="64">64</span></div><div class="counter-box-content">member firms</div></div></div><div class="fusion-counter-box fusion-column col-counter-box counter-box-wrapper col-lg-4 col-md-4 col-sm-4"><div class="counter-box-container"><div class="content-box-percentage content-box-counter"><span class="display-counter" data-value="52">52</span></div><div class="counter-box-content">countries</div></div></div><div class="fusion-counter-box fusion-column col-counter-box counter-box-wrapper col-lg-4 col-md-4 col-sm-4"><div class="counter-box-container"><div class="content-box-percentage content-box-counter"><span class="display-counter" data-value="3100">3,100</span></div><div class="counter-box-content">lawyers</div></div></div></div>`,
          '1_2',
          '50%',
        ),
      '#1d2a36',
    ),
    row(
      col(
        title('Recognised by the independent guides', 3) +
          text(
            `<p>Ranked in <strong>The Legal 500 UK 2024</strong> for Corporate and Commercial (Yorkshire) and Employment (North West), and listed in <strong>Chambers UK 2024</strong> for Restructuring/Insolvency. </p>`,
          ),
      ) +
        col(`<div class="fusion-image-carousel fusion-image-carousel-fixed awb-rankings"><div class="awb-carousel awb-swiper"><div class="awb-swiper-wrapper">
<div class="awb-swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><a href="https://www.legal500.com/firms/51234-hartwell-pryce-llp/" target="_blank" rel="noopener"><img decoding="async" width="180" height="180" src="${D}/wp-content/uploads/2023/10/legal500-leading-firm-2024.png" alt="The Legal 500 Leading Firm 2024" /></a></div></div></div>
<div class="awb-swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><a href="https://chambers.com/law-firm/hartwell-pryce-llp-uk-5:29811" target="_blank" rel="noopener"><img decoding="async" width="180" height="180" src="${D}/wp-content/uploads/2023/10/chambers-uk-2024-ranked.png" alt="Chambers UK 2024 ranked firm" /></a></div></div></div>
<div class="awb-swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img decoding="async" width="180" height="180" src="${D}/wp-content/uploads/2023/11/yorkshire-legal-awards-2023-winner.png" alt="Yorkshire Legal Awards 2023 &ndash; Commercial Team of the Year" /></div></div></div>
<div class="awb-swiper-slide"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img decoding="async" width="180" height="180" src="${D}/wp-content/uploads/2023/06/the-times-best-law-firms-2024.png" alt="The Times Best Law Firms 2024" /></div></div></div>
</div></div></div>`),
      '#ffffff',
      '60px',
    ),
    row(
      col(title('What our clients say', 2)) +
        [
          [
            'Hartwell Pryce ran our sale to a US trade buyer with real calm. Their Consilium colleagues in Chicago handled the American side and it felt like one team.',
            'Managing Director, precision engineering group, West Yorkshire',
          ],
          [
            'Commercial, responsive and they actually pick up the phone. We now use them for everything from employment to property.',
            'Finance Director, multi-site healthcare provider',
          ],
          ['Clear fixed fees and no surprises. The restructuring team saved the business.', 'Founder, Manchester food manufacturer'],
        ]
          .map(([q, a]) =>
            col(
              `<div class="fusion-testimonials classic awb-testimonial"><blockquote><q>${q}</q></blockquote><div class="author"><span class="company-name"><strong>${a}</strong></span></div></div>`,
              '1_3',
              '33.33%',
            ),
          )
          .join(''),
      '#f4f1ec',
    ),
    row(
      col(title('Latest insights', 2)) +
        [
          [
            'Hartwell Pryce advises Kirkgate Precision on cross-border acquisition of Hessen tooling group',
            '/insights/hartwell-pryce-advises-on-cross-border-acquisition/',
            '12 February 2024',
          ],
          [
            'Employment Rights Bill: what employers in the North need to plan for',
            '/insights/employment-rights-bill-planning/',
            '30 January 2024',
          ],
          ['Commercial leases: the 1954 Act review and what it could mean for tenants', '/insights/1954-act-review/', '11 January 2024'],
        ]
          .map(([t, h, d]) =>
            col(
              `<div class="fusion-post-card"><span class="fusion-date">${d}</span><h4><a href="${D}${h}">${t}</a></h4></div>`,
              '1_3',
              '33.33%',
            ),
          )
          .join('') +
        col(button('All insights', `${D}/insights/`)),
    ),
  ].join('\n'),
});

const about = page({
  title: 'About Us',
  path: '/about-us/',
  id: 18,
  bodyClass: 'about-us',
  desc: 'Hartwell Pryce LLP was founded in Leeds in 2004. Find out about our values, our leadership team and the professional bodies we belong to.',
  content: [
    row(
      col(
        title('About Hartwell Pryce', 1) +
          text(
            `<p>Hartwell Pryce was founded in 2004 by Eleanor Hartwell and David Pryce, two corporate lawyers who left a national firm to build something closer to their clients. Twenty years on we have 14 partners and 96 people across Leeds and Manchester, and we still answer our own phones.</p><p>We act for owner-managed businesses, family companies, private equity investors, lenders and public bodies. Around a third of our work has an international element, which we handle with our colleagues in the <a href="${D}/international/">Consilium Law Alliance</a>.</p>`,
          ),
        '2_3',
        '66.66%',
      ) +
        col(
          `<div class="fusion-image-element "><span class=" fusion-imageframe imageframe-none imageframe-2 hover-type-none"><img decoding="async" width="600" height="700" src="${D}/wp-content/uploads/2023/09/hartwell-pryce-leeds-office.jpg" alt="Our Leeds office on Park Square" class="img-responsive" /></span></div>`,
          '1_3',
          '33.33%',
        ),
      '#f4f1ec',
    ),
    row(
      col(title('Our values', 2)) +
        [
          ['Plain English', 'We tell you what we think and what it will cost, in language you can forward to your board.'],
          ['Ownership', 'A named partner leads every matter and stays with it from first call to completion.'],
          ['Long view', 'Most of our clients have been with us for more than ten years. We would like to keep it that way.'],
          ['Community', 'Every lawyer gives at least 25 hours a year to pro bono and community work.'],
        ]
          .map(([h, p]) => col(`<h3>${h}</h3><p>${p}</p>`, '1_4', '25%'))
          .join(''),
    ),
    row(
      col(title('Leadership', 2)) +
        [
          ['Eleanor Hartwell', 'Senior Partner, Corporate', 'eleanor-hartwell'],
          ['David Pryce', 'Partner, Corporate &amp; International', 'david-pryce'],
          ['Samira Okonjo', 'Managing Partner', 'samira-okonjo'],
          ['Thomas Beckwith', 'Head of Disputes', 'thomas-beckwith'],
        ]
          .map(([n, r, s]) =>
            col(
              `<div class="fusion-person person fusion-person-left fusion-person-icon-top"><div class="person-shortcode-image-wrapper"><div class="person-image-container hover-type-none"><img decoding="async" class="person-img img-responsive" width="400" height="400" src="${D}/wp-content/uploads/2023/05/${s}-400x400.jpg" alt="${n}" /></div></div><div class="person-desc"><div class="person-author"><div class="person-author-wrapper"><span class="person-name"><a href="${D}/people/${s}/">${n}</a></span><span class="person-title">${r}</span></div></div></div></div>`,
              '1_4',
              '25%',
            ),
          )
          .join(''),
      '#ffffff',
      '40px',
    ),
    row(
      col(
        title('Professional memberships', 2) +
          text(`<p>Our lawyers play an active part in the professional bodies that shape practice in our areas. The firm and its people are members of:</p>
<ul class="fusion-checklist fusion-checklist-1">
<li class="fusion-li-item"><span class="fusion-li-item-content"><a href="https://www.leedslawsociety.org.uk/" target="_blank" rel="noopener">Leeds Law Society</a> &ndash; David Pryce sits on the Commercial Committee</span></li>
<li class="fusion-li-item"><span class="fusion-li-item-content"><a href="https://www.step.org/" target="_blank" rel="noopener">STEP (Society of Trust and Estate Practitioners)</a> &ndash; four full members in our Private Client team</span></li>
<li class="fusion-li-item"><span class="fusion-li-item-content"><a href="https://www.apl.org.uk/" target="_blank" rel="noopener">Association of Pension Lawyers</a></span></li>
<li class="fusion-li-item"><span class="fusion-li-item-content"><a href="https://www.r3.org.uk/" target="_blank" rel="noopener">R3, the insolvency and restructuring trade body</a></span></li>
<li class="fusion-li-item"><span class="fusion-li-item-content"><a href="https://resolution.org.uk/" target="_blank" rel="noopener">Resolution</a> &ndash; for our family business disputes work</span></li>
<li class="fusion-li-item"><span class="fusion-li-item-content">Employment Lawyers Association</span></li>
</ul>`),
        '1_2',
        '50%',
      ) +
        col(
          title('Accreditations', 2) +
            text(
              `<p>We hold the Law Society&rsquo;s <a href="https://www.lawsociety.org.uk/topics/lexcel" target="_blank" rel="noopener">Lexcel</a> practice management standard (since 2012), Cyber Essentials Plus and ISO 27001:2022 certification for our information security management system. Our conveyancing team is accredited under the Conveyancing Quality Scheme.</p><p>We are authorised and regulated by the <a href="https://www.sra.org.uk/consumers/register/organisation/?sraNumber=612345" target="_blank" rel="noopener">Solicitors Regulation Authority</a>.</p>`,
            ),
          '1_2',
          '50%',
        ),
      '#f4f1ec',
    ),
    row(
      col(
        title('Clients we act for', 2) +
          text('<p>Our clients range from start-ups to listed groups. With their permission, they include:</p>'),
      ) +
        [
          'Kirkgate Precision Ltd',
          'Calder Valley Foods',
          'Northfield Health Partners',
          'Aireborough Homes',
          'Pennine Freight Group',
          'Beck &amp; Lowther Brewers',
          'West Riding Pension Trustees',
          'Salford Quays Studios',
        ]
          .map((c) =>
            col(`<p class="client-name" style="text-align:center;border:1px solid #d9cfc1;padding:18px 6px;">${c}</p>`, '1_4', '25%'),
          )
          .join(''),
      '#ffffff',
      '60px',
    ),
  ].join('\n'),
});

const intl = page({
  title: 'International: Consilium Law Alliance',
  path: '/international/',
  id: 27,
  bodyClass: 'international',
  desc: 'Hartwell Pryce is the founding Yorkshire member of the Consilium Law Alliance of independent commercial law firms in 52 countries.',
  content: [
    row(
      col(
        title('Consilium Law Alliance', 1) +
          text(
            `<p style="font-size:20px;">Consilium is an invitation-only alliance of independent, mid-sized commercial law firms. Each member is a leading firm in its own market, meets the alliance&rsquo;s quality standards and is reviewed every three years. Member firms refer work to each other, share know-how and train together &mdash; without the cost or conflicts of a global merger.</p>`,
          ) +
          button('Visit consilium-alliance.org', 'https://www.consilium-alliance.org/about/', true),
        '2_3',
        '66.66%',
      ) +
        col(
          `<img decoding="async" src="${D}/wp-content/uploads/2021/11/consilium-law-alliance-logo.svg" width="360" height="120" alt="Consilium Law Alliance" />`,
          '1_3',
          '33.33%',
        ),
      '#f4f1ec',
    ),
    row(
      col(title('How it works for you', 2)) +
        [
          [
            'One point of contact',
            'Your Hartwell Pryce partner coordinates advice in every jurisdiction and keeps a single timetable and fee estimate.',
          ],
          [
            'Vetted local experts',
            'Member firms are independently audited for quality, responsiveness and client service before they join.',
          ],
          ['No referral fees', 'Members do not pay or receive referral fees. We recommend the firm we would use ourselves.'],
        ]
          .map(([h, p]) => col(`<h3>${h}</h3><p>${p}</p>`, '1_3', '33.33%'))
          .join(''),
    ),
    row(
      col(
        title('Where we have helped clients recently', 2) +
          text(
            `<ul><li>Acquisition of a German tooling group for a Leeds engineering business (with Ruland Kessler, Frankfurt)</li><li>US distribution agreements for a Manchester consumer brand (with Calloway Strand, Chicago)</li><li>Employment restructuring across Spain and Poland for a logistics client</li><li>Setting up a Singapore holding company for a Yorkshire software company</li></ul>`,
          ) +
          button('Find a member firm', `${D}/international/member-firms/`),
      ),
      '#ffffff',
      '40px',
    ),
    row(
      col(
        title('Inbound investment desk', 2) +
          text(
            `<p>Businesses from outside the UK looking to invest in the North of England are often introduced to us by their own Consilium firm. Our inbound desk, led by David Pryce, handles company formation, property, employment and immigration for new UK entities.</p><p><a href="${D}/international/inbound/">Read more about our inbound desk</a></p>`,
          ),
      ),
      '#f4f1ec',
      '60px',
    ),
  ].join('\n'),
});

type Firm = [country: string, firm: string, city: string, site: string | null];
const REGIONS: [string, Firm[]][] = [
  [
    'Europe',
    [
      ['England &amp; Wales', 'Hartwell Pryce LLP', 'Leeds, Manchester', null],
      ['Scotland', 'Drummond Leith WS', 'Edinburgh', 'https://www.drummondleith.co.uk/'],
      ['Ireland', 'Brannigan Keogh Solicitors', 'Dublin, Cork', 'https://www.brannigankeogh.ie/'],
      ['France', 'Vasseur Delmas Avocats', 'Paris, Lyon', 'https://www.vasseur-delmas.fr/en/'],
      ['Germany', 'Ruland Kessler Rechtsanw&auml;lte', 'Frankfurt am Main, Munich', 'https://www.ruland-kessler.de/'],
      ['Netherlands', 'Van Hoorn de Wit Advocaten', 'Amsterdam', 'https://vanhoorndewit.nl/en'],
      ['Spain', 'Ortega Salvat Abogados', 'Barcelona, Madrid', 'https://www.ortegasalvat.es/'],
      ['Italy', 'Studio Legale Ferraris Monti', 'Milan', 'https://www.ferrarismonti.it/en/'],
      ['Poland', 'Kowalczyk Nowicki sp.k.', 'Warsaw', 'https://kowalczyknowicki.pl/en/'],
      ['Sweden', 'Lindqvist Ahlberg Advokatbyr&aring;', 'Stockholm', 'https://www.lindqvistahlberg.se/'],
    ],
  ],
  [
    'The Americas',
    [
      ['United States (Illinois)', 'Calloway Strand LLP', 'Chicago', 'https://www.callowaystrand.com/'],
      ['United States (Texas)', 'Merritt Baylor PC', 'Houston, Dallas', 'https://merrittbaylor.com/'],
      ['Canada', 'Fairbourne Leclair LLP', 'Toronto, Montr&eacute;al', 'https://www.fairbourneleclair.ca/'],
      ['Brazil', 'Teixeira Amaral Advogados', 'S&atilde;o Paulo', 'https://www.teixeiraamaral.com.br/en/'],
      ['Mexico', 'Ibarra Quintana Abogados, S.C.', 'Mexico City', 'https://ibarraquintana.mx/'],
    ],
  ],
  [
    'Asia Pacific',
    [
      ['Singapore', 'Tan Rajan &amp; Partners LLC', 'Singapore', 'https://www.tanrajan.com.sg/'],
      ['Australia', 'Whitcombe Ashby Lawyers', 'Sydney, Melbourne', 'https://whitcombeashby.com.au/'],
      ['Hong Kong SAR', 'Leung &amp; Hartigan', 'Hong Kong', 'https://www.leunghartigan.hk/'],
      ['India', 'Mehra Iyer &amp; Associates', 'Mumbai, New Delhi', 'https://mehraiyer.in/'],
      ['Japan', 'Kitagawa Sogo Law Office', 'Tokyo', 'https://www.kitagawa-sogo.jp/en/'],
    ],
  ],
  [
    'Middle East &amp; Africa',
    [
      ['United Arab Emirates', 'Al Mansoori Whitfield Advocates', 'Dubai, Abu Dhabi', 'https://www.almansooriwhitfield.ae/'],
      ['South Africa', 'Botha Naidoo Inc.', 'Johannesburg, Cape Town', 'https://www.bothanaidoo.co.za/'],
      ['Kenya', 'Mwangi Achieng &amp; Co. Advocates', 'Nairobi', 'https://mwangiachieng.co.ke/'],
      ['Nigeria', 'Adeyemi &amp; Okafor', 'Lagos', null],
    ],
  ],
];

const memberFirms = page({
  title: 'Consilium member firm directory',
  path: '/international/member-firms/',
  id: 29,
  bodyClass: 'member-firms',
  desc: 'Find a Consilium Law Alliance member firm by country. Hartwell Pryce can introduce you to trusted independent law firms in 52 countries.',
  content: [
    row(
      col(
        title('Member firm directory', 1) +
          text(
            `<p>Below are the Consilium member firms we work with most often. Your Hartwell Pryce contact will always make the introduction and agree scope and fees with the local firm on your behalf. The alliance&rsquo;s <a href="https://www.consilium-alliance.org/members/" target="_blank" rel="noopener">full member list</a> covers 52 countries.</p>`,
          ),
      ),
      '#f4f1ec',
      '60px',
    ),
    row(
      col(
        REGIONS.map(
          ([region, firms], ri) =>
            `<div class="accordian fusion-accordian" style="--awb-border-size:1px;--awb-icon-size:16px;--awb-content-font-size:17px;--awb-icon-alignment:left;--awb-hover-color:#f4f1ec;--awb-border-color:#d9cfc1;--awb-background-color:#ffffff;--awb-divider-color:#d9cfc1;--awb-divider-hover-color:#d9cfc1;--awb-icon-color:#ffffff;--awb-title-color:#1d2a36;--awb-content-color:#33414d;--awb-icon-box-color:#a8874f;--awb-toggle-hover-accent-color:#a8874f;--awb-title-font-size:22px;"><div class="panel-group fusion-toggle-icon-boxed" id="accordion-29-${ri + 1}" role="tablist"><div class="fusion-panel panel-default panel-${ri + 1}${ri === 0 ? ' fusion-toggle-has-divider' : ''}"><div class="panel-heading"><h4 class="panel-title toggle" id="toggle_${ri + 1}"><a class="${ri === 0 ? 'active' : 'collapsed'}" id="${ri + 1}" data-toggle="collapse" data-parent="#accordion-29-${ri + 1}" data-target="#region-${ri + 1}" href="#region-${ri + 1}" aria-expanded="${ri === 0}" role="button" aria-controls="region-${ri + 1}"><span class="fusion-toggle-icon-wrapper" aria-hidden="true"><i class="fa-fusion-box active-icon awb-icon-minus" aria-hidden="true"></i><i class="fa-fusion-box inactive-icon awb-icon-plus" aria-hidden="true"></i></span><span class="fusion-toggle-heading">${region} (${firms.length})</span></a></h4></div><div id="region-${ri + 1}" class="panel-collapse collapse${ri === 0 ? ' in' : ''}" aria-labelledby="toggle_${ri + 1}"><div class="panel-body toggle-content fusion-clearfix"><table class="table member-firms" width="100%"><thead><tr><th style="text-align:left;">Country</th><th style="text-align:left;">Member firm</th><th style="text-align:left;">Offices</th><th style="text-align:left;">Website</th></tr></thead><tbody>${firms.map(([c, f, city, s]) => `<tr><td>${c}</td><td><strong>${f}</strong></td><td>${city}</td><td>${s ? `<a href="${s}" target="_blank" rel="noopener nofollow">${s.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a>` : s === null && f.startsWith('Hartwell') ? '<em>That&rsquo;s us</em>' : '<em>Contact us for an introduction</em>'}</td></tr>`).join('')}</tbody></table></div></div></div></div></div>`,
        ).join('\n'),
      ),
    ),
    row(
      col(
        title('Not listed?', 3) +
          text(
            `<p>Consilium has members in a further 30 jurisdictions, and we maintain relationships with trusted independent firms in many others. <a href="${D}/contact/">Tell us where you need advice</a> and we will come back to you within one working day.</p>`,
          ),
      ),
      '#f4f1ec',
      '50px',
    ),
  ].join('\n'),
});

const responsible = page({
  title: 'Responsible Business',
  path: '/responsible-business/',
  id: 33,
  bodyClass: 'responsible-business',
  desc: 'Pro bono, charity partnerships, community and environmental commitments at Hartwell Pryce.',
  content: [
    row(
      col(
        title('Responsible business', 1) +
          text(
            '<p style="font-size:20px;">We measure our success partly by what we give back. In 2023 our people contributed 2,460 hours of pro bono advice and raised &pound;38,200 for our charity partner.</p>',
          ),
      ),
      '#f4f1ec',
      '80px',
    ),
    row(
      col(
        title('Pro bono partners', 2) +
          text(
            `<p>Our pro bono programme is delivered with a small number of long-term partners, so that our lawyers can build relationships and expertise rather than doing one-off pieces of work.</p>`,
          ),
      ) +
        [
          [
            'LawWorks',
            'https://www.lawworks.org.uk/',
            'We are a LawWorks member firm and staff its Not-for-Profits Programme, giving free advice to small charities and community groups across Yorkshire.',
          ],
          [
            'Chapeltown Law Centre',
            'https://www.chapeltownlawcentre.org.uk/',
            'Our employment lawyers run a fortnightly evening advice clinic at the law centre and take on tribunal cases referred by its caseworkers.',
          ],
          [
            'Leeds Beckett University Legal Advice Clinic',
            'https://www.leedsbeckett.ac.uk/school-of-law/legal-advice-clinic/',
            'Our solicitors supervise law students advising members of the public on housing, consumer and small business matters.',
          ],
        ]
          .map(([n, u, d]) =>
            col(
              `<div class="fusion-flip-boxes"><h3><a href="${u}" target="_blank" rel="noopener">${n}</a></h3><p>${d}</p></div>`,
              '1_3',
              '33.33%',
            ),
          )
          .join(''),
    ),
    row(
      col(
        title('Charity partner 2023&ndash;2025', 2) +
          text(
            `<p>Our staff chose <a href="https://www.airevalleyhospice.org.uk/" target="_blank" rel="noopener">Aire Valley Hospice</a> as our charity partner for 2023 to 2025. Alongside fundraising &mdash; including the Three Peaks Challenge, our summer quiz and payroll giving &mdash; our Private Client team provides free wills for hospice nurses.</p>`,
          ),
        '2_3',
        '66.66%',
      ) +
        col(
          `<img decoding="async" width="420" height="280" src="${D}/wp-content/uploads/2023/07/three-peaks-challenge-2023.jpg" alt="Hartwell Pryce team on the Three Peaks Challenge for Aire Valley Hospice" />`,
          '1_3',
          '33.33%',
        ),
      '#ffffff',
      '60px',
    ),
    row(
      col(
        title('Environment', 2) +
          text(
            `<p>We have been carbon neutral for our Scope 1 and 2 emissions since 2021 and are working towards a science-based net zero target by 2035. Our Leeds office runs on 100% renewable electricity, and we have signed the Legal Sustainability Alliance&rsquo;s principles. We report annually on our progress.</p>`,
          ),
        '1_2',
        '50%',
      ) +
        col(
          title('Diversity &amp; inclusion', 2) +
            text(
              `<p>We are a signatory to the Law Society&rsquo;s Diversity and Inclusion Charter and publish our diversity data each year. Our social mobility work with local schools includes a paid summer placement scheme for Year 12 students.</p>`,
            ),
          '1_2',
          '50%',
        ),
      '#f4f1ec',
    ),
    row(
      col(
        title('Volunteering', 2) +
          text(
            `<p>Every member of staff has two paid volunteering days each year. Recent projects include mock interviews at Leeds City College, reading support at a primary school in Harehills and litter picks along the Leeds &amp; Liverpool Canal with the Canal &amp; River Trust.</p>`,
          ),
      ),
    ),
  ].join('\n'),
});

const PEOPLE: [string, string, string][] = [
  ['Eleanor Hartwell', 'Senior Partner', 'Corporate'],
  ['David Pryce', 'Partner', 'Corporate &amp; International'],
  ['Samira Okonjo', 'Managing Partner', 'Employment'],
  ['Thomas Beckwith', 'Partner', 'Dispute Resolution'],
  ['Harriet Colley', 'Partner', 'Real Estate'],
  ['Rajesh Mistry', 'Partner', 'Restructuring &amp; Insolvency'],
  ['Claire Rushworth', 'Partner', 'Private Client'],
  ['Owen Fairclough', 'Partner', 'Commercial'],
  ['Niamh Gallagher', 'Legal Director', 'Employment'],
  ['Ben Atherton', 'Senior Associate', 'Corporate'],
  ['Priya Chauhan', 'Senior Associate', 'Dispute Resolution'],
  ['Joe Haworth', 'Associate', 'Real Estate'],
  ['Lucy Marsden', 'Associate', 'Pensions'],
  ['Callum Reid', 'Associate', 'Corporate'],
  ['Aisha Karim', 'Solicitor', 'Private Client'],
  ['Matthew Lumb', 'Trainee Solicitor', ''],
];
const people = page({
  title: 'Our People',
  path: '/people/',
  id: 41,
  bodyClass: 'people',
  desc: 'Meet the lawyers at Hartwell Pryce in Leeds and Manchester.',
  content: [
    row(
      col(
        title('Our people', 1) +
          text(
            '<p>Search our lawyers by name, service or office.</p><form class="hp-people-filter" action="' +
              D +
              '/people/" method="get"><input type="text" name="q" placeholder="Name" /><select name="service"><option value="">All services</option><option>Corporate</option><option>Employment</option><option>Real Estate</option><option>Dispute Resolution</option><option>Private Client</option></select><select name="office"><option value="">All offices</option><option>Leeds</option><option>Manchester</option></select><button type="submit">Search</button></form>',
          ),
      ),
      '#f4f1ec',
      '60px',
    ),
    row(
      PEOPLE.map(([n, r, s]) => {
        const slug = n.toLowerCase().replace(/[^a-z]+/g, '-');
        return col(
          `<div class="fusion-person person fusion-person-center fusion-person-icon-top"><div class="person-shortcode-image-wrapper"><div class="person-image-container hover-type-none"><a href="${D}/people/${slug}/"><img decoding="async" class="person-img img-responsive" width="400" height="400" src="${D}/wp-content/uploads/2023/05/${slug}-400x400.jpg" alt="${n}" /></a></div></div><div class="person-desc"><div class="person-author"><div class="person-author-wrapper"><span class="person-name"><a href="${D}/people/${slug}/">${n}</a></span><span class="person-title">${r}${s ? ', ' + s : ''}</span></div><div class="fusion-social-networks"><a class="fusion-social-network-icon fusion-linkedin awb-icon-linkedin" href="https://www.linkedin.com/in/${slug}-hp/" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">LinkedIn</span></a> <a class="fusion-social-network-icon fusion-mail awb-icon-mail" href="mailto:${slug.replace(/-/g, '.').replace(/\.$/, '')}@hartwell-pryce.co.uk"><span class="screen-reader-text">Email</span></a></div></div></div></div>`,
          '1_4',
          '25%',
        );
      }).join(''),
    ),
  ].join('\n'),
});

const insights = page({
  title: 'Insights',
  path: '/insights/',
  id: 45,
  bodyClass: 'insights blog',
  desc: 'News, legal updates and commentary from Hartwell Pryce.',
  content: [
    row(col(title('Insights &amp; news', 1)), '#f4f1ec', '60px'),
    row(
      [
        [
          'Hartwell Pryce advises Kirkgate Precision on cross-border acquisition of Hessen tooling group',
          '/insights/hartwell-pryce-advises-on-cross-border-acquisition/',
          '12 February 2024',
          'Deals',
        ],
        [
          'Employment Rights Bill: what employers in the North need to plan for',
          '/insights/employment-rights-bill-planning/',
          '30 January 2024',
          'Employment',
        ],
        [
          'Commercial leases: the 1954 Act review and what it could mean for tenants',
          '/insights/1954-act-review/',
          '11 January 2024',
          'Real Estate',
        ],
        ['Samira Okonjo named in The Lawyer&rsquo;s Hot 100', '/insights/samira-okonjo-hot-100/', '5 December 2023', 'Firm news'],
        [
          'Economic Crime and Corporate Transparency Act: the new failure to prevent fraud offence',
          '/insights/failure-to-prevent-fraud/',
          '20 November 2023',
          'Regulatory',
        ],
        ['Consilium annual conference comes to Leeds', '/insights/consilium-conference-leeds/', '2 October 2023', 'Firm news'],
        [
          'Family business succession: five conversations to have now',
          '/insights/family-business-succession/',
          '14 September 2023',
          'Private Client',
        ],
        ['Subsidy control for manufacturers: a practical guide', '/insights/subsidy-control-guide/', '1 August 2023', 'Regulatory'],
        ['Hartwell Pryce ranked in Legal 500 for a fifth year', '/insights/legal-500-2024/', '3 October 2023', 'Firm news'],
      ]
        .map(([t = '', h = '', d = '', c = '']) =>
          col(
            `<article class="fusion-post-grid post"><div class="fusion-post-wrapper"><div class="fusion-image-wrapper"><a href="${D}${h}"><img decoding="async" width="700" height="441" src="${D}/wp-content/uploads/2023/12/${h.split('/')[2]}-700x441.jpg" alt="" /></a></div><div class="fusion-post-content-wrapper"><span class="fusion-single-line-meta">${d} | <a href="${D}/category/${c.toLowerCase().replace(/[^a-z]+/g, '-')}/">${c}</a></span><h2 class="blog-shortcode-post-title entry-title"><a href="${D}${h}">${t}</a></h2></div></div></article>`,
            '1_3',
            '33.33%',
          ),
        )
        .join(''),
    ),
    row(
      col(
        `<div class="pagination clearfix"><span class="current">1</span><a href="${D}/insights/page/2/" class="inactive">2</a><a href="${D}/insights/page/3/" class="inactive">3</a><a class="pagination-next" rel="next" href="${D}/insights/page/2/"><span class="page-text">Next</span><span class="page-next"></span></a></div>`,
      ),
      '#ffffff',
      '20px',
    ),
    row(
      col(
        title('In the press', 3) +
          text(
            `<p>Our lawyers comment regularly in the regional and legal press, including <a href="https://www.yorkshirepost.co.uk/business" target="_blank" rel="noopener">The Yorkshire Post</a>, <a href="https://www.lawgazette.co.uk/" target="_blank" rel="noopener">The Law Society Gazette</a> and <a href="https://www.insidermedia.com/" target="_blank" rel="noopener">Insider</a>. Media enquiries: <a href="mailto:press@hartwell-pryce.co.uk">press@hartwell-pryce.co.uk</a>.</p>`,
          ),
      ),
      '#f4f1ec',
      '50px',
    ),
  ].join('\n'),
});

const deal = page({
  title: 'Hartwell Pryce advises Kirkgate Precision on cross-border acquisition of Hessen tooling group',
  path: '/insights/hartwell-pryce-advises-on-cross-border-acquisition/',
  id: 3120,
  bodyClass: 'single single-post postid-3120',
  schemaType: 'Article',
  desc: 'Hartwell Pryce has advised Leeds-based Kirkgate Precision on its acquisition of W&auml;chter Werkzeugbau GmbH, working with Consilium member firm Ruland Kessler.',
  content: [
    row(
      col(
        `<span class="fusion-single-line-meta">12 February 2024 | Deals</span>` +
          title('Hartwell Pryce advises Kirkgate Precision on cross-border acquisition of Hessen tooling group', 1) +
          text(`<p>Hartwell Pryce has advised Leeds-based Kirkgate Precision Ltd on its acquisition of W&auml;chter Werkzeugbau GmbH, a family-owned tooling manufacturer based near Kassel, Germany, for an undisclosed sum.</p>
<p>The deal, which completed on 9 February, gives Kirkgate its first manufacturing site in continental Europe and adds 140 employees to the group.</p>
<p>The Hartwell Pryce team was led by corporate partner David Pryce with senior associate Ben Atherton, supported by Samira Okonjo (employment) and Harriet Colley (real estate). German law advice was provided by our Consilium Law Alliance colleagues at <a href="https://www.ruland-kessler.de/en/" target="_blank" rel="noopener">Ruland Kessler</a> in Frankfurt, led by partner Dr. Katrin Ruland. Financial due diligence was carried out by Grant Thornton.</p>
<blockquote><p>&ldquo;This was a complex carve-out with a short timetable. Working as one team with Ruland Kessler meant Kirkgate had a single set of advisers and a single timetable,&rdquo; said David Pryce.</p></blockquote>
<p>Kirkgate Precision&rsquo;s managing director, Anthony Firth, added: &ldquo;Hartwell Pryce have been our lawyers for twelve years. Their network meant we did not have to find and manage a German firm ourselves.&rdquo;</p>
<p>Kirkgate was also advised by Lupton Fawcett Corporate Finance. The sellers were advised by a Munich firm.</p>`),
        '2_3',
        '66.66%',
      ) +
        col(
          `<div class="fusion-sidebar"><h4>Related services</h4><ul><li><a href="${D}/services/corporate/">Corporate &amp; M&amp;A</a></li><li><a href="${D}/international/">International</a></li></ul><h4>Share</h4><ul class="share"><li><a href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(D + '/insights/hartwell-pryce-advises-on-cross-border-acquisition/')}" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://x.com/intent/post?url=${encodeURIComponent(D + '/insights/hartwell-pryce-advises-on-cross-border-acquisition/')}" target="_blank" rel="noopener">X</a></li></ul></div>`,
          '1_3',
          '33.33%',
        ),
    ),
  ].join('\n'),
});

const careers = page({
  title: 'Careers',
  path: '/careers/',
  id: 52,
  bodyClass: 'careers',
  desc: 'Training contracts, solicitor and business services roles at Hartwell Pryce in Leeds and Manchester.',
  content: [
    row(
      col(
        title('Careers at Hartwell Pryce', 1) +
          text(
            '<p style="font-size:20px;">Good work, good clients and a firm that knows your name. We recruit trainees, qualified lawyers and business services professionals throughout the year.</p>',
          ),
      ),
      '#f4f1ec',
    ),
    row(
      col(title('Current vacancies', 2)) +
        [
          ['Corporate Associate (2&ndash;5 PQE)', 'Leeds', 'Full time, hybrid'],
          ['Employment Solicitor (NQ&ndash;3 PQE)', 'Manchester', 'Full time, hybrid'],
          ['Private Client Paralegal', 'Leeds', 'Full time'],
          ['Trainee Solicitor, September 2026 intake', 'Leeds &amp; Manchester', 'Training contract'],
          ['IT Service Desk Analyst', 'Leeds', 'Full time, on site'],
        ]
          .map(([r, l, t]) =>
            col(
              `<div class="vacancy"><h3>${r}</h3><p>${l} &middot; ${t}</p><a href="https://hartwellpryce.pinpointhq.com/" target="_blank" rel="noopener">View &amp; apply</a></div>`,
              '1_3',
              '33.33%',
            ),
          )
          .join(''),
    ),
    row(
      col(
        title('Training contracts', 2) +
          text(
            `<p>We offer four training contracts a year, with seats in Corporate, Commercial, Employment, Real Estate and Disputes. Applications for September 2026 open on 1 March and close on 31 July. You can also find our listing on <a href="https://www.lawcareers.net/Explore/Recruiters/HartwellPryceLLP" target="_blank" rel="noopener">LawCareers.Net</a> and <a href="https://www.thetrainingcontract.com/" target="_blank" rel="noopener">TheTrainingContract</a>.</p><p>We are happy to support candidates qualifying through the SQE, and fund SQE1 and SQE2 preparation for our trainees.</p>`,
          ),
        '1_2',
        '50%',
      ) +
        col(
          title('Benefits', 2) +
            text(
              '<ul><li>27 days&rsquo; holiday plus bank holidays, rising to 30</li><li>Hybrid working &ndash; three days in the office</li><li>Private medical insurance and life assurance</li><li>Pension with 6% employer contribution</li><li>Two paid volunteering days</li><li>Cycle to work and season ticket loans</li></ul>',
            ),
          '1_2',
          '50%',
        ),
      '#ffffff',
      '60px',
    ),
    row(
      col(
        text(
          `<p>We are committed to equal opportunities and welcome applications from all backgrounds. If you need adjustments to our recruitment process, email <a href="mailto:careers@hartwell-pryce.co.uk">careers@hartwell-pryce.co.uk</a>. We do not accept speculative CVs from recruitment agencies.</p>`,
        ),
      ),
      '#f4f1ec',
      '40px',
    ),
  ].join('\n'),
});

const contact = page({
  title: 'Contact Us',
  path: '/contact/',
  id: 57,
  bodyClass: 'contact',
  desc: 'Contact Hartwell Pryce in Leeds or Manchester.',
  content: [
    row(
      col(
        title('Contact us', 1) +
          text('<p>Tell us a little about what you need and the right person will get back to you within one working day.</p>') +
          `<div class="wpcf7 no-js" id="wpcf7-f118-p57-o1" lang="en-GB" dir="ltr">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#wpcf7-f118-p57-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">
<div style="display: none;">
<input type="hidden" name="_wpcf7" value="118" />
<input type="hidden" name="_wpcf7_version" value="5.9" />
<input type="hidden" name="_wpcf7_locale" value="en_GB" />
<input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f118-p57-o1" />
<input type="hidden" name="_wpcf7_container_post" value="57" />
<input type="hidden" name="_wpcf7_posted_data_hash" value="" />
</div>
<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span> </label></p>
<p><label> Company<br /><span class="wpcf7-form-control-wrap" data-name="company"><input size="40" class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="company" /></span> </label></p>
<p><label> Email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" /></span> </label></p>
<p><label> Telephone<br /><span class="wpcf7-form-control-wrap" data-name="tel"><input size="40" class="wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel" aria-invalid="false" value="" type="tel" name="tel" /></span> </label></p>
<p><label> Area of law<br /><span class="wpcf7-form-control-wrap" data-name="area"><select class="wpcf7-form-control wpcf7-select" aria-invalid="false" name="area"><option value="Corporate">Corporate</option><option value="Commercial">Commercial</option><option value="Employment">Employment</option><option value="Real Estate">Real Estate</option><option value="Disputes">Disputes</option><option value="Private Client">Private Client</option><option value="International">International</option><option value="Other">Other</option></select></span></label></p>
<p><label> How can we help?<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span> </label></p>
<p><span class="wpcf7-form-control-wrap" data-name="consent"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="consent" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">I have read the <a href="${D}/privacy-notice/">privacy notice</a>.</span></label></span></span></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`,
        '1_2',
        '50%',
      ) +
        col(
          title('Leeds', 3) +
            text('<p>7 Park Square East<br />Leeds LS1 2NE<br />0113 496 0712</p>') +
            title('Manchester', 3) +
            text('<p>3 Hardman Square, Spinningfields<br />Manchester M3 3EB<br />0161 496 0388</p>') +
            text(
              `<p>Office hours 8.30am&ndash;5.30pm, Monday to Friday. Please do not send documents or money by email: we will never change our bank details by email. Call your lawyer to check.</p><p>Are you a Consilium member firm? Contact our international coordinator, <a href="mailto:international@hartwell-pryce.co.uk">international@hartwell-pryce.co.uk</a>.</p>`,
            ),
          '1_2',
          '50%',
        ),
    ),
  ].join('\n'),
});

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: `<${D}/wp-json/>; rel="https://api.w.org/"`,
  'x-cache': 'HIT',
  'strict-transport-security': 'max-age=31536000',
};

export const site: CorpusSite = {
  domain: 'hartwell-pryce.co.uk',
  covers:
    'UK law firm on WordPress/Avada: international alliance member-firm directory in Avada accordions by region (tables with website links, one member without a site, alliance member-list link), alliance named on home/footer, pro bono and charity partners on a responsible-business page, professional-body memberships on the about page; negatives: Legal 500/Chambers rankings, Lexcel/SRA badges, client names, press, LinkedIn/X, recruitment platform and job boards',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/about-us/': { headers: HEADERS, html: about },
    '/international/': { headers: HEADERS, html: intl },
    '/international/member-firms/': { headers: HEADERS, html: memberFirms },
    '/responsible-business/': { headers: HEADERS, html: responsible },
    '/people/': { headers: HEADERS, html: people },
    '/insights/': { headers: HEADERS, html: insights },
    '/insights/hartwell-pryce-advises-on-cross-border-acquisition/': { headers: HEADERS, html: deal },
    '/careers/': { headers: HEADERS, html: careers },
    '/contact/': { headers: HEADERS, html: contact },
  },
  sitemap: [
    '/',
    '/about-us/',
    '/international/',
    '/international/member-firms/',
    '/responsible-business/',
    '/people/',
    '/insights/',
    '/insights/hartwell-pryce-advises-on-cross-border-acquisition/',
    '/careers/',
    '/contact/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'contact-form-7',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'cookiebot',
    'nginx',
    'font-awesome',
    'open-graph',
    'hsts',
    'rss',
  ],
  partners: {
    'consilium-alliance.org': 'generic',
    'drummondleith.co.uk': 'generic',
    'brannigankeogh.ie': 'generic',
    'vasseur-delmas.fr': 'generic',
    'ruland-kessler.de': 'generic',
    'vanhoorndewit.nl': 'generic',
    'ortegasalvat.es': 'generic',
    'ferrarismonti.it': 'generic',
    'kowalczyknowicki.pl': 'generic',
    'lindqvistahlberg.se': 'generic',
    'callowaystrand.com': 'generic',
    'merrittbaylor.com': 'generic',
    'fairbourneleclair.ca': 'generic',
    'teixeiraamaral.com.br': 'generic',
    'ibarraquintana.mx': 'generic',
    'tanrajan.com.sg': 'generic',
    'whitcombeashby.com.au': 'generic',
    'leunghartigan.hk': 'generic',
    'mehraiyer.in': 'generic',
    'kitagawa-sogo.jp': 'generic',
    'almansooriwhitfield.ae': 'generic',
    'bothanaidoo.co.za': 'generic',
    'mwangiachieng.co.ke': 'generic',
    'leedslawsociety.org.uk': 'generic',
    'step.org': 'generic',
    'apl.org.uk': 'generic',
    'r3.org.uk': 'generic',
    'resolution.org.uk': 'generic',
    'lawworks.org.uk': 'generic',
    'chapeltownlawcentre.org.uk': 'generic',
    'leedsbeckett.ac.uk': 'generic',
    'airevalleyhospice.org.uk': 'generic',
  },
};
