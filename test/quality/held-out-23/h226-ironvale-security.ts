import type { CorpusSite } from '../corpus/types.js';

/*
 * Ironvale Security: Denver managed security service provider (MDR, SOC-as-a-service, vCISO). WordPress + Elementor Pro
 * with the Hello Elementor theme on WP Engine, Yoast, Gravity Forms, GTM, LinkedIn Insight, Calendly links. English (US).
 * Partners: technology-partner directory as an Elementor loop grid with category filter buttons, tier labels and
 * numbered pagination (second page carries the rest); referral-partner MSPs and cyber-insurance partners on a program
 * page; association memberships on the about page; a veterans-hiring partner on careers. Negatives: vendor logo
 * marquee without links on the home page, client logos, G2/CRN/Inc. awards, SOC 2/CMMC RPO certifications, BambooHR
 * job board, customer portal on the company's second domain.
 */

const D = 'https://ironvalesecurity.com';
const WPV = '6.4.3';
const EV = '3.19.2';

let uid = 0x3a1f20;
function id(): string {
  uid += 0x1b7;
  return uid.toString(16).slice(-7);
}
function con(inner: string, extra = '', boxed = true): string {
  const i = id();
  return `<div class="elementor-element elementor-element-${i} e-flex e-con-${boxed ? 'boxed' : 'full'} e-con e-parent${extra ? ' ' + extra : ''}" data-id="${i}" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;classic&quot;,&quot;content_width&quot;:&quot;${boxed ? 'boxed' : 'full'}&quot;}" data-core-v316-plus="true">
	<div class="e-con-inner">
${inner}
	</div>
</div>`;
}
function child(inner: string, extra = ''): string {
  const i = id();
  return `<div class="elementor-element elementor-element-${i} e-con-full e-flex e-con e-child${extra ? ' ' + extra : ''}" data-id="${i}" data-element_type="container">
${inner}
</div>`;
}
function widget(type: string, inner: string, extra = ''): string {
  const i = id();
  return `<div class="elementor-element elementor-element-${i} elementor-widget elementor-widget-${type}${extra ? ' ' + extra : ''}" data-id="${i}" data-element_type="widget" data-widget_type="${type}.default">
				<div class="elementor-widget-container">
			${inner}
				</div>
				</div>`;
}
const h = (lvl: number, t: string) => widget('heading', `<h${lvl} class="elementor-heading-title elementor-size-default">${t}</h${lvl}>`);
const txt = (html: string) => widget('text-editor', html);
const btn = (label: string, href: string, ext = false) =>
  widget(
    'button',
    `<div class="elementor-button-wrapper">
			<a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"${ext ? ' target="_blank" rel="noopener"' : ''}>
						<span class="elementor-button-content-wrapper">
									<span class="elementor-button-text">${label}</span>
					</span>
					</a>
		</div>`,
  );

const HEADER = `<div data-elementor-type="header" data-elementor-id="14" class="elementor elementor-14 elementor-location-header" data-elementor-post-type="elementor_library">
${con(
  child(
    widget(
      'theme-site-logo',
      `<a href="${D}"><img width="220" height="48" src="${D}/wp-content/uploads/2023/04/ironvale-logo-white.svg" class="attachment-full size-full wp-image-88" alt="Ironvale Security" /></a>`,
      'elementor-widget-image',
    ),
  ) +
    child(
      widget(
        'nav-menu',
        `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-${id()}" class="elementor-nav-menu">${[
          [
            'Services',
            '/services/',
            [
              ['Managed Detection &amp; Response', '/services/managed-detection-response/'],
              ['SOC-as-a-Service', '/services/soc-as-a-service/'],
              ['vCISO', '/services/vciso/'],
              ['Penetration Testing', '/services/penetration-testing/'],
              ['Incident Response', '/services/incident-response/'],
              ['CMMC Readiness', '/services/cmmc-readiness/'],
            ],
          ],
          [
            'Industries',
            '/industries/',
            [
              ['Healthcare', '/industries/healthcare/'],
              ['Manufacturing', '/industries/manufacturing/'],
              ['Financial Services', '/industries/financial-services/'],
              ['Local Government', '/industries/local-government/'],
            ],
          ],
          [
            'Partners',
            '/partners/',
            [
              ['Technology Partners', '/partners/'],
              ['Referral Program', '/partners/referral-program/'],
            ],
          ],
          [
            'Resources',
            '/resources/',
            [
              ['Case Studies', '/resources/case-studies/'],
              ['Blog', '/blog/'],
              ['Threat Briefings', '/resources/threat-briefings/'],
            ],
          ],
          [
            'About',
            '/about/',
            [
              ['Company', '/about/'],
              ['Careers', '/careers/'],
              ['Contact', '/contact/'],
            ],
          ],
        ]
          .map(
            ([
              l,
              u,
              sub,
            ]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children"><a href="${D}${u}" class="elementor-item">${l}</a>
<ul class="sub-menu elementor-nav-menu--dropdown">${(sub as string[][]).map(([sl, su]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${D}${su}" class="elementor-sub-item">${sl}</a></li>`).join('')}</ul></li>`,
          )
          .join('\n')}</ul></nav>`,
      ),
    ) +
    child(
      btn('Get a Risk Assessment', `${D}/contact/`) +
        widget(
          'button',
          `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="https://portal.ironvale.io/login"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Client Portal</span></span></a></div>`,
        ),
    ),
  'elementor-sticky',
)}
</div>`;

const FOOTER = `<div data-elementor-type="footer" data-elementor-id="21" class="elementor elementor-21 elementor-location-footer" data-elementor-post-type="elementor_library">
${con(
  child(
    widget(
      'image',
      `<img width="200" height="44" src="${D}/wp-content/uploads/2023/04/ironvale-logo-white.svg" class="attachment-full size-full" alt="Ironvale Security" loading="lazy" />`,
    ) +
      txt(
        `<p>24/7 managed detection and response for mid-market organizations. Headquartered in Denver, Colorado, with a second SOC in Austin, Texas.</p><p>1550 Wewatta St, Suite 400<br />Denver, CO 80202<br /><a href="tel:+17205550188">(720) 555-0188</a><br /><a href="mailto:info@ironvalesecurity.com">info@ironvalesecurity.com</a></p>`,
      ) +
      widget(
        'social-icons',
        `<div class="elementor-social-icons-wrapper elementor-grid">
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/ironvale-security/" target="_blank"><span class="elementor-screen-only">Linkedin</span><svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 32H31.9C14.3 32 0 46.5 0 64.3v383.4C0 465.5 14.3 480 31.9 480H416c17.6 0 32-14.5 32-32.3V64.3c0-17.8-14.4-32.3-32-32.3z"></path></svg></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-x-twitter" href="https://x.com/ironvalesec" target="_blank"><span class="elementor-screen-only">X-twitter</span><svg class="e-font-icon-svg e-fab-x-twitter" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M389.2 48h70.6L305.6 224.2 487 464H345L233.7 318.6 106.5 464H35.8L200.7 275.5 26.8 48H172.4L272.9 180.9 389.2 48z"></path></svg></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@ironvalesecurity" target="_blank"><span class="elementor-screen-only">Youtube</span><svg class="e-font-icon-svg e-fab-youtube" viewBox="0 0 576 512" xmlns="http://www.w3.org/2000/svg"><path d="M549.655 124.083c-6.281-23.65-24.787-42.276-48.284-48.597C458.781 64 288 64 288 64S117.22 64 74.629 75.486z"></path></svg></a></span>
</div>`,
      ),
  ) +
    child(
      h(4, 'Services') +
        txt(
          `<ul><li><a href="${D}/services/managed-detection-response/">Managed Detection &amp; Response</a></li><li><a href="${D}/services/soc-as-a-service/">SOC-as-a-Service</a></li><li><a href="${D}/services/vciso/">vCISO</a></li><li><a href="${D}/services/incident-response/">Incident Response</a></li><li><a href="${D}/services/cmmc-readiness/">CMMC Readiness</a></li></ul>`,
        ),
    ) +
    child(
      h(4, 'Company') +
        txt(
          `<ul><li><a href="${D}/about/">About</a></li><li><a href="${D}/partners/">Technology Partners</a></li><li><a href="${D}/partners/referral-program/">Referral Program</a></li><li><a href="${D}/careers/">Careers</a></li><li><a href="https://status.ironvale.io/">Service Status</a></li><li><a href="${D}/contact/">Contact</a></li></ul>`,
        ),
    ) +
    child(
      h(4, 'Under attack?') +
        txt(`<p><strong>24/7 Incident Hotline</strong><br /><a href="tel:+18445550911">(844) 555-0911</a></p>`) +
        widget(
          'image',
          `<img width="96" height="96" src="${D}/wp-content/uploads/2023/09/aicpa-soc2-type2-badge.png" alt="AICPA SOC 2 Type II" loading="lazy" /> <img width="96" height="96" src="${D}/wp-content/uploads/2023/09/cmmc-rpo-badge.png" alt="CMMC Registered Provider Organization" loading="lazy" />`,
        ),
    ),
  'footer-main',
)}
${con(txt(`<p>&copy; 2024 Ironvale Security, LLC. All rights reserved. | <a href="${D}/privacy-policy/">Privacy Policy</a> | <a href="${D}/terms-of-service/">Terms of Service</a> | <a href="${D}/responsible-disclosure/">Responsible Disclosure</a> | <a href="${D}/accessibility/">Accessibility</a></p>`), 'footer-bottom')}
</div>`;

function page(o: {
  title: string;
  path: string;
  pid: number;
  desc: string;
  content: string;
  bodyClass?: string;
  gforms?: boolean;
}): string {
  const url = `${D}${o.path}`;
  return `<!doctype html>
<html lang="en-US">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />

<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-TX4R9MD');</script>
<!-- End Google Tag Manager -->

	<!-- This site is optimized with the Yoast SEO Premium plugin v22.0 (Yoast SEO v22.0) - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${o.title} | Ironvale Security</title>
	<meta name="description" content="${o.desc}" />
	<link rel="canonical" href="${url}" />
	<meta property="og:locale" content="en_US" />
	<meta property="og:type" content="article" />
	<meta property="og:title" content="${o.title}" />
	<meta property="og:description" content="${o.desc}" />
	<meta property="og:url" content="${url}" />
	<meta property="og:site_name" content="Ironvale Security" />
	<meta property="og:image" content="${D}/wp-content/uploads/2023/04/ironvale-og.png" />
	<meta name="twitter:card" content="summary_large_image" />
	<meta name="twitter:site" content="@ironvalesec" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${url}","url":"${url}","name":"${o.title} | Ironvale Security","isPartOf":{"@id":"${D}/#website"},"datePublished":"2023-04-11T16:20:31+00:00","dateModified":"2024-02-13T21:04:55+00:00","description":"${o.desc}","inLanguage":"en-US"},{"@type":"WebSite","@id":"${D}/#website","url":"${D}/","name":"Ironvale Security","publisher":{"@id":"${D}/#organization"},"inLanguage":"en-US"},{"@type":"Organization","@id":"${D}/#organization","name":"Ironvale Security","url":"${D}/","logo":{"@type":"ImageObject","url":"${D}/wp-content/uploads/2023/04/ironvale-logo.png"},"sameAs":["https://www.linkedin.com/company/ironvale-security/","https://x.com/ironvalesec","https://www.youtube.com/@ironvalesecurity"]}]}</script>
	<!-- / Yoast SEO Premium plugin. -->


<link rel="alternate" type="application/rss+xml" title="Ironvale Security &raquo; Feed" href="${D}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${D}/wp-includes/css/dist/block-library/style.min.css?ver=${WPV}' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='${D}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='${D}/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-header-footer-css' href='${D}/wp-content/themes/hello-elementor/header-footer.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${D}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=${EV}' media='all' />
<link rel='stylesheet' id='elementor-post-9-css' href='${D}/wp-content/uploads/elementor/css/post-9.css?ver=1707858301' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='${D}/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=${EV}' media='all' />
<link rel='stylesheet' id='elementor-global-css' href='${D}/wp-content/uploads/elementor/css/global.css?ver=1707858302' media='all' />
<link rel='stylesheet' id='elementor-post-${o.pid}-css' href='${D}/wp-content/uploads/elementor/css/post-${o.pid}.css?ver=1707858311' media='all' />
<link rel='stylesheet' id='elementor-post-14-css' href='${D}/wp-content/uploads/elementor/css/post-14.css?ver=1707858302' media='all' />
<link rel='stylesheet' id='elementor-post-21-css' href='${D}/wp-content/uploads/elementor/css/post-21.css?ver=1707858302' media='all' />
${
  o.gforms
    ? `<link rel='stylesheet' id='gform_basic-css' href='${D}/wp-content/plugins/gravityforms/assets/css/dist/basic.min.css?ver=2.8.3' media='all' />
<link rel='stylesheet' id='gform_theme_components-css' href='${D}/wp-content/plugins/gravityforms/assets/css/dist/theme-components.min.css?ver=2.8.3' media='all' />
<link rel='stylesheet' id='gform_theme-css' href='${D}/wp-content/plugins/gravityforms/assets/css/dist/theme.min.css?ver=2.8.3' media='all' />`
    : ''
}
<link rel='stylesheet' id='elementor-gf-local-inter-css' href='${D}/wp-content/uploads/elementor/google-fonts/css/inter.css?ver=1707858290' media='all' />
<script src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/" /><link rel="alternate" type="application/json" href="${D}/wp-json/wp/v2/pages/${o.pid}" />
<meta name="generator" content="WordPress ${WPV}" />
<link rel='shortlink' href='${D}/?p=${o.pid}' />
<meta name="generator" content="Elementor ${EV}; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints, block_editor_assets_optimize, e_image_loading_optimization; settings: css_print_method-external, google_font-enabled, font_display-swap">
<script type="text/javascript">
_linkedin_partner_id = "5517208";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script><script type="text/javascript">
(function(l) {
if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};
window.lintrk.q=[]}
var s = document.getElementsByTagName("script")[0];
var b = document.createElement("script");
b.type = "text/javascript";b.async = true;
b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
s.parentNode.insertBefore(b, s);})(window.lintrk);
</script>
<link rel="icon" href="${D}/wp-content/uploads/2023/04/cropped-ironvale-icon-32x32.png" sizes="32x32" />
<link rel="icon" href="${D}/wp-content/uploads/2023/04/cropped-ironvale-icon-192x192.png" sizes="192x192" />
</head>
<body class="page-template-default page page-id-${o.pid} ${o.bodyClass ?? ''} elementor-default elementor-kit-9 elementor-page elementor-page-${o.pid}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TX4R9MD"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->

<a class="skip-link screen-reader-text" href="#content">Skip to content</a>

${HEADER}
<main id="content" class="site-main post-${o.pid} page type-page status-publish hentry">
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="${o.pid}" class="elementor elementor-${o.pid}" data-elementor-post-type="page">
${o.content}
		</div>
	</div>
</main>
${FOOTER}
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=${EV}" id="elementor-pro-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=${EV}" id="elementor-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=${EV}" id="elementor-frontend-modules-js"></script>
<script src="${D}/wp-includes/js/dist/vendor/wp-polyfill-inert.min.js?ver=3.1.2" id="wp-polyfill-inert-js"></script>
<script src="${D}/wp-includes/js/dist/hooks.min.js?ver=c6aec9a8d4e5a5d543a1" id="wp-hooks-js"></script>
<script src="${D}/wp-includes/js/dist/i18n.min.js?ver=7701b0c3857f914212ef" id="wp-i18n-js"></script>
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/frontend.min.js?ver=${EV}" id="elementor-pro-frontend-js"></script>
<script src="${D}/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Share on Facebook","shareOnTwitter":"Share on Twitter","pinIt":"Pin it","download":"Download"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"${EV}","is_static":false,"experimentalFeatures":{"e_optimized_assets_loading":true,"e_optimized_css_loading":true,"additional_custom_breakpoints":true,"container":true,"e_swiper_latest":true,"theme_builder_v2":true,"block_editor_assets_optimize":true,"e_image_loading_optimization":true},"urls":{"assets":"https:\\/\\/ironvalesecurity.com\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"swiperClass":"swiper","settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"},"post":{"id":${o.pid},"title":"${o.title.replace(/"/g, '\\"')}","excerpt":"","featuredImage":false}};
</script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=${EV}" id="elementor-frontend-js"></script>
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=${EV}" id="pro-elements-handlers-js"></script>
${
  o.gforms
    ? `<script src="${D}/wp-includes/js/dist/dom-ready.min.js?ver=392bdd43726760d1f3ca" id="wp-dom-ready-js"></script>
<script defer='defer' src="${D}/wp-content/plugins/gravityforms/js/jquery.json.min.js?ver=2.8.3" id="gform_json-js"></script>
<script id="gform_gravityforms-js-extra">
var gform_i18n = {"datepicker":{"days":{"monday":"Mo","tuesday":"Tu","wednesday":"We","thursday":"Th","friday":"Fr","saturday":"Sa","sunday":"Su"}}};
var gf_global = {"gf_currency_config":{"name":"U.S. Dollar","symbol_left":"$","symbol_right":"","symbol_padding":"","thousand_separator":",","decimal_separator":".","decimals":2,"code":"USD"},"base_url":"https:\\/\\/ironvalesecurity.com\\/wp-content\\/plugins\\/gravityforms","number_formats":[],"spinnerUrl":"https:\\/\\/ironvalesecurity.com\\/wp-content\\/plugins\\/gravityforms\\/images\\/spinner.svg","version_hash":"f3a8c1e2b9d04a7c6e5f1b2d8a9c0e3f","strings":{"newRowAdded":"New row added.","rowRemoved":"Row removed","formSaved":"The form has been saved.  The content contains the link to return and complete the form."}};
</script>
<script defer='defer' src="${D}/wp-content/plugins/gravityforms/js/gravityforms.min.js?ver=2.8.3" id="gform_gravityforms-js"></script>`
    : ''
}
</body>
</html>`;
}

/* ---------------- technology partners ---------------- */
type TP = { name: string; slug: string; tier: string; cat: string; url: string; desc: string };
const TECH: TP[] = [
  {
    name: 'CrowdStrike',
    slug: 'crowdstrike',
    tier: 'CrowdStrike Powered Service Provider',
    cat: 'edr',
    url: 'https://www.crowdstrike.com/partners/',
    desc: 'Falcon Insight XDR and Falcon Identity Protection are the default endpoint stack for our MDR service.',
  },
  {
    name: 'SentinelOne',
    slug: 'sentinelone',
    tier: 'MSSP Partner — Elite',
    cat: 'edr',
    url: 'https://www.sentinelone.com/partners/',
    desc: 'Singularity XDR for clients who need autonomous rollback and OT endpoint coverage.',
  },
  {
    name: 'Microsoft',
    slug: 'microsoft',
    tier: 'Solutions Partner for Security · MISA Member',
    cat: 'siem',
    url: 'https://www.microsoft.com/en-us/security/business/intelligent-security-association',
    desc: 'Microsoft Sentinel, Defender XDR and Entra ID. We are a member of the Microsoft Intelligent Security Association (MISA).',
  },
  {
    name: 'Palo Alto Networks',
    slug: 'palo-alto-networks',
    tier: 'NextWave Innovator',
    cat: 'network',
    url: 'https://www.paloaltonetworks.com/',
    desc: 'Next-generation firewalls, Prisma Access SASE and Cortex XSIAM integrations.',
  },
  {
    name: 'Fortinet',
    slug: 'fortinet',
    tier: 'Engage Partner — Advanced',
    cat: 'network',
    url: 'https://www.fortinet.com/partners',
    desc: 'FortiGate management and FortiSIEM for distributed manufacturing and retail sites.',
  },
  {
    name: 'Splunk',
    slug: 'splunk',
    tier: 'Partner+ MSSP',
    cat: 'siem',
    url: 'https://www.splunk.com/en_us/partners.html',
    desc: 'Splunk Enterprise Security as a managed SIEM for regulated clients.',
  },
  {
    name: 'Okta',
    slug: 'okta',
    tier: 'Okta Partner Connect — Select',
    cat: 'identity',
    url: 'https://www.okta.com/partners/',
    desc: 'Workforce identity, MFA rollout and ITDR monitoring.',
  },
  {
    name: 'Proofpoint',
    slug: 'proofpoint',
    tier: 'Proofpoint Partner Network — Gold',
    cat: 'email',
    url: 'https://www.proofpoint.com/us/partners',
    desc: 'Email protection and targeted attack protection, integrated with our SOC.',
  },
  {
    name: 'KnowBe4',
    slug: 'knowbe4',
    tier: 'Diamond Partner',
    cat: 'awareness',
    url: 'https://www.knowbe4.com/',
    desc: 'Security awareness training and phishing simulation, managed by our vCISO team.',
  },
  {
    name: 'Tenable',
    slug: 'tenable',
    tier: 'Assure Partner — Platinum',
    cat: 'vulnerability',
    url: 'https://www.tenable.com/partners',
    desc: 'Tenable.io and Tenable OT for continuous vulnerability management.',
  },
  {
    name: 'Rapid7',
    slug: 'rapid7',
    tier: 'PACT MSSP Partner',
    cat: 'vulnerability',
    url: 'https://www.rapid7.com/partners/',
    desc: 'InsightVM for clients standardized on the Rapid7 platform.',
  },
  {
    name: 'Cloudflare',
    slug: 'cloudflare',
    tier: 'Cloudflare Partner Network — Authorized',
    cat: 'network',
    url: 'https://www.cloudflare.com/partners/',
    desc: 'Zero Trust access, WAF and DDoS protection for client web properties.',
  },
  {
    name: 'Veeam',
    slug: 'veeam',
    tier: 'ProPartner — Gold, Cloud &amp; Service Provider',
    cat: 'backup',
    url: 'https://www.veeam.com/partners.html',
    desc: 'Immutable backup and ransomware recovery as part of our IR retainers.',
  },
  {
    name: 'Zscaler',
    slug: 'zscaler',
    tier: 'Summit Partner',
    cat: 'network',
    url: 'https://www.zscaler.com/partners',
    desc: 'Zero Trust Exchange deployments for hybrid workforces.',
  },
];
const CATS: [string, string][] = [
  ['all', 'All'],
  ['edr', 'Endpoint / XDR'],
  ['siem', 'SIEM'],
  ['network', 'Network &amp; SASE'],
  ['identity', 'Identity'],
  ['email', 'Email'],
  ['vulnerability', 'Vulnerability'],
  ['backup', 'Backup &amp; Recovery'],
  ['awareness', 'Awareness'],
];

function partnerCard(p: TP, i: number): string {
  return `<div data-elementor-type="loop-item" data-elementor-id="612" class="elementor elementor-612 e-loop-item e-loop-item-${700 + i} post-${700 + i} iv_partner type-iv_partner status-publish has-post-thumbnail hentry partner_category-${p.cat}" data-elementor-post-type="elementor_library" data-custom-edit-handle="1">
${child(widget('image', `<img width="300" height="120" src="${D}/wp-content/uploads/2023/05/partner-${p.slug}-logo.svg" class="attachment-medium size-medium wp-post-image" alt="${p.name} logo" loading="lazy" />`) + widget('heading', `<h3 class="elementor-heading-title elementor-size-default">${p.name}</h3>`) + widget('text-editor', `<span class="iv-partner-tier">${p.tier}</span>`, 'iv-tier') + widget('text-editor', `<p>${p.desc}</p>`) + widget('button', `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="${p.url}" target="_blank" rel="noopener nofollow"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Visit ${p.name}</span></span></a></div>`), 'iv-partner-card')}
</div>`;
}

function partnersPage(pageNo: 1 | 2): string {
  const items = pageNo === 1 ? TECH.slice(0, 9) : TECH.slice(9);
  const filterData = {
    taxonomy: 'partner_category',
    terms: CATS.slice(1).map(([slug, label], i) => ({
      term_id: 40 + i,
      slug,
      name: label.replace('&amp;', '&'),
      count: TECH.filter((t) => t.cat === slug).length,
    })),
    query_id: 'partners_loop',
    posts_per_page: 9,
    max_num_pages: 2,
  };
  return page({
    title: pageNo === 1 ? 'Technology Partners' : 'Technology Partners - Page 2 of 2',
    path: pageNo === 1 ? '/partners/' : '/partners/page/2/',
    pid: 604,
    desc: 'Ironvale Security partners with leading security vendors including CrowdStrike, Microsoft, Palo Alto Networks and Fortinet to deliver managed detection and response.',
    bodyClass: 'iv-partners',
    content: [
      con(
        h(1, 'Technology Partners') +
          txt(
            `<p>We are vendor-certified, not vendor-locked. Ironvale integrates best-of-breed platforms into one 24/7 SOC, and holds partner status with the vendors below so our clients get preferred pricing, direct escalation and trained engineers.</p>`,
          ),
        'iv-hero',
      ),
      con(
        widget(
          'taxonomy-filter',
          `<search class="e-filter" role="search" data-base-class="e-filter" data-page-num="${pageNo}">
${CATS.map(([slug, label], i) => `<button class="e-filter-item" data-filter="${slug === 'all' ? '__all' : slug}" aria-pressed="${i === 0}">${label}</button>`).join('\n')}
</search>`,
        ) +
          `<script type="application/json" id="iv-partner-filter-data">${JSON.stringify(filterData)}</script>` +
          widget(
            'loop-grid',
            `<div class="elementor-loop-container elementor-grid">
${items.map((p, i) => partnerCard(p, i + (pageNo - 1) * 9)).join('\n')}
</div>
<nav class="elementor-pagination" aria-label="Pagination">
${
  pageNo === 1
    ? `<span class="page-numbers prev">&laquo; Previous</span>
<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>1</span>
<a class="page-numbers" href="${D}/partners/page/2/"><span class="elementor-screen-only">Page</span>2</a>
<a class="page-numbers next" href="${D}/partners/page/2/">Next &raquo;</a>`
    : `<a class="page-numbers prev" href="${D}/partners/">&laquo; Previous</a>
<a class="page-numbers" href="${D}/partners/"><span class="elementor-screen-only">Page</span>1</a>
<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>2</span>
<span class="page-numbers next">Next &raquo;</span>`
}
</nav>`,
            'elementor-grid-3 elementor-grid-tablet-2 elementor-grid-mobile-1',
          ),
      ),
      con(
        h(2, 'Are you a security vendor?') +
          txt(
            `<p>We evaluate new technologies every quarter. If your product helps mid-market teams detect or respond faster, email <a href="mailto:alliances@ironvalesecurity.com">alliances@ironvalesecurity.com</a>.</p>`,
          ) +
          btn('Become a referral partner', `${D}/partners/referral-program/`),
        'iv-cta',
      ),
    ].join('\n'),
  });
}

/* ---------------- referral program ---------------- */
const REFERRAL: [string, string, string][] = [
  ['Summit Ridge IT', 'Denver, CO', 'https://www.summitridgeit.com/'],
  ['Front Range Tech Partners', 'Fort Collins, CO', 'https://frontrangetech.com/'],
  ['Lone Star Managed IT', 'Austin, TX', 'https://www.lonestarmanagedit.com/'],
  ['Prairie Circuit Networks', 'Omaha, NE', 'https://prairiecircuit.com/'],
  ['Mesa Bluebird Consulting', 'Albuquerque, NM', ''],
];
const referral = page({
  title: 'Referral Partner Program',
  path: '/partners/referral-program/',
  pid: 611,
  gforms: true,
  desc: 'MSPs, IT consultants and insurance brokers: refer clients to Ironvale Security and earn recurring referral fees.',
  content: [
    con(
      h(1, 'Referral Partner Program') +
        txt(
          `<p>Many IT providers don’t want to staff a 24/7 SOC. Our referral program lets managed service providers, IT consultancies and cyber-insurance brokers offer enterprise-grade MDR to their clients — while keeping the client relationship.</p><ul><li>10% recurring referral fee for the first 24 months</li><li>Co-branded assessments and QBRs</li><li>Deal registration protects your opportunities</li><li>Quarterly partner enablement sessions</li></ul>`,
        ),
      'iv-hero',
    ),
    con(
      h(2, 'Current referral partners') +
        widget(
          'icon-list',
          `<ul class="elementor-icon-list-items">${REFERRAL.map(([n, c, u]) => `<li class="elementor-icon-list-item">${u ? `<a href="${u}" target="_blank" rel="noopener">` : ''}<span class="elementor-icon-list-text"><strong>${n}</strong> — ${c}</span>${u ? '</a>' : ''}</li>`).join('')}</ul>`,
        ),
    ),
    con(
      h(2, 'Cyber insurance partners') +
        txt(
          `<p>Ironvale clients qualify for premium credits and streamlined underwriting with our insurance partners <a href="https://www.coalitioninc.com/" target="_blank" rel="noopener">Coalition</a> and <a href="https://www.at-bay.com/" target="_blank" rel="noopener">At-Bay</a>. Ask your broker about the Ironvale MDR endorsement.</p>`,
        ),
    ),
    con(
      h(2, 'Apply to become a partner') +
        widget(
          'shortcode',
          `<div class="elementor-shortcode">
                <div class='gf_browser_chrome gform_wrapper gravity-theme gform-theme--no-framework' data-form-theme='gravity-theme' data-form-index='0' id='gform_wrapper_3' ><div id='gf_3' class='gform_anchor' tabindex='-1'></div><form method='post' enctype='multipart/form-data' target='gform_ajax_frame_3' id='gform_3'  action='/partners/referral-program/#gf_3' data-formid='3' novalidate>
                        <div class='gform-body gform_body'><div id='gform_fields_3' class='gform_fields top_label form_sublabel_below description_below validation_below'><div id="field_3_1" class="gfield gfield--type-text gfield--width-half gfield_contains_required field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_3_1'>Company name<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span></label><div class='ginput_container ginput_container_text'><input name='input_1' id='input_3_1' type='text' value='' class='large' aria-required="true" aria-invalid="false" /></div></div><div id="field_3_2" class="gfield gfield--type-website gfield--width-half field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_3_2'>Website</label><div class='ginput_container ginput_container_website'><input name='input_2' id='input_3_2' type='url' value='' class='large' placeholder='https://' aria-invalid="false" /></div></div><div id="field_3_3" class="gfield gfield--type-select gfield--width-half field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_3_3'>Partner type</label><div class='ginput_container ginput_container_select'><select name='input_3' id='input_3_3' class='large gfield_select' aria-invalid="false"><option value='MSP' >Managed service provider</option><option value='Consultant' >IT consultant / VAR</option><option value='Broker' >Insurance broker</option><option value='Other' >Other</option></select></div></div><div id="field_3_4" class="gfield gfield--type-email gfield--width-half gfield_contains_required field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_3_4'>Work email<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span></label><div class='ginput_container ginput_container_email'><input name='input_4' id='input_3_4' type='email' value='' class='large' aria-required="true" aria-invalid="false" /></div></div></div></div>
        <div class='gform_footer top_label'> <input type='submit' id='gform_submit_button_3' class='gform_button button' value='Apply now'  /> <input type='hidden' name='gform_ajax' value='form_id=3&amp;title=&amp;description=&amp;tabindex=0&amp;theme=gravity-theme' />
            <input type='hidden' class='gform_hidden' name='is_submit_3' value='1' />
            <input type='hidden' class='gform_hidden' name='gform_submit' value='3' />
        </div>
                        </form>
                        </div></div>`,
        ),
    ),
  ].join('\n'),
});

/* ---------------- home ---------------- */
const home = page({
  title: '24/7 Managed Detection &amp; Response for the Mid-Market',
  path: '/',
  pid: 7,
  bodyClass: 'home',
  desc: 'Ironvale Security delivers 24/7 managed detection and response, SOC-as-a-service and vCISO services from SOCs in Denver and Austin.',
  content: [
    con(
      child(
        h(1, 'Your SOC. Without building one.') +
          txt(
            '<p>Ironvale monitors, hunts and responds around the clock for 340 mid-market organizations. Median time to contain: 17 minutes.</p>',
          ) +
          btn('Get a Risk Assessment', `${D}/contact/`) +
          btn('See how MDR works', `${D}/services/managed-detection-response/`),
      ) +
        child(
          widget(
            'image',
            `<img width="720" height="520" src="${D}/wp-content/uploads/2023/06/ironvale-soc-denver.jpg" alt="Ironvale Security Operations Center in Denver" loading="eager" />`,
          ),
        ),
      'iv-hero',
    ),
    con(
      h(2, 'Built on the platforms you already trust') +
        widget(
          'image-carousel',
          `<div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">${TECH.slice(
            0,
            10,
          )
            .map(
              (p, i) =>
                `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${i + 1} of 10"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="${D}/wp-content/uploads/2023/05/partner-${p.slug}-logo-gray.svg" alt="${p.name}" /></figure></div>`,
            )
            .join('')}</div></div>`,
        ) +
        txt(`<p><a href="${D}/partners/">View all technology partners</a></p>`),
      'iv-logos',
    ),
    con(
      h(2, 'What we do') +
        [
          [
            'Managed Detection &amp; Response',
            'Analysts triage every alert, hunt for threats and contain incidents on your behalf — 24/7/365.',
          ],
          ['SOC-as-a-Service', 'A managed SIEM on Microsoft Sentinel or Splunk with detection engineering included.'],
          ['vCISO', 'Fractional CISO leadership, board reporting and compliance roadmaps (HIPAA, PCI DSS, CMMC, SOC 2).'],
        ]
          .map(([t = '', d = '']) => child(h(3, t) + txt(`<p>${d}</p>`)))
          .join(''),
      'iv-services',
    ),
    con(
      h(2, 'Trusted by security teams across the Mountain West') +
        widget(
          'image-gallery',
          `<div class="gallery galleryid-7 gallery-columns-6 gallery-size-medium">${['front-range-health', 'pueblo-county', 'alpine-credit-union', 'boulder-biologics', 'mesa-manufacturing', 'cheyenne-logistics'].map((c) => `<figure class="gallery-item"><div class="gallery-icon landscape"><img width="200" height="80" src="${D}/wp-content/uploads/2023/07/client-${c}.png" class="attachment-medium size-medium" alt="${c.replace(/-/g, ' ')}" loading="lazy" /></div></figure>`).join('')}</div>`,
        ),
      'iv-clients',
    ),
    con(
      widget(
        'testimonial',
        `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">“Ironvale caught a ransomware affiliate in our environment at 2:40 on a Sunday morning and had the host isolated before we were even awake. That’s the whole reason we hired them.”</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Director of IT</div><div class="elementor-testimonial-job">Regional health system, Colorado</div></div></div></div>`,
      ) +
        widget(
          'image',
          `<a href="https://www.g2.com/products/ironvale-mdr/reviews" target="_blank" rel="noopener"><img width="120" height="140" src="${D}/wp-content/uploads/2024/01/g2-leader-winter-2024.svg" alt="G2 Leader Winter 2024" loading="lazy" /></a>`,
        ),
      'iv-proof',
    ),
    con(
      h(2, 'Latest threat briefings') +
        txt(
          `<ul><li><a href="${D}/blog/qakbot-returns-q1-2024/">Qakbot returns: what we saw in Q1</a></li><li><a href="${D}/blog/mfa-fatigue-attacks-healthcare/">MFA fatigue attacks against healthcare staff</a></li><li><a href="${D}/blog/cmmc-2-final-rule/">CMMC 2.0 final rule: a practical timeline</a></li></ul>`,
        ),
    ),
  ].join('\n'),
});

/* ---------------- about ---------------- */
const about = page({
  title: 'About Ironvale Security',
  path: '/about/',
  pid: 15,
  desc: 'Founded by former incident responders in 2017, Ironvale Security runs 24/7 SOCs in Denver and Austin.',
  content: [
    con(
      h(1, 'About Ironvale') +
        txt(
          `<p>Ironvale was founded in 2017 by three former incident responders who were tired of seeing mid-sized organizations breached because nobody was watching at 3 a.m. Today we are 120 people, with 24/7 security operations centers in Denver and Austin and clients in 31 states.</p>`,
        ),
      'iv-hero',
    ),
    con(
      h(2, 'Leadership') +
        [
          ['Marcus Hale', 'CEO &amp; Co-founder'],
          ['Dana Whitaker', 'CTO &amp; Co-founder'],
          ['Luis Ortega', 'VP, Security Operations'],
          ['Priya Raman', 'VP, Advisory &amp; vCISO'],
        ]
          .map(([n = '', r = '']) =>
            child(
              widget(
                'image',
                `<img width="320" height="320" src="${D}/wp-content/uploads/2023/04/${n.toLowerCase().replace(/ /g, '-')}.jpg" alt="${n}" loading="lazy" />`,
              ) +
                h(3, n) +
                txt(`<p>${r}</p>`),
            ),
          )
          .join(''),
    ),
    con(
      h(2, 'Community &amp; memberships') +
        txt(
          `<p>We believe defenders are stronger together. Ironvale is an active member of:</p><ul><li><a href="https://www.infragard.org/" target="_blank" rel="noopener">InfraGard</a> — Denver Members Alliance; our SOC shares indicators with the FBI-private sector partnership</li><li><a href="https://www.issa-denver.org/" target="_blank" rel="noopener">ISSA Denver Chapter</a> — corporate sponsor and monthly meeting host</li><li><a href="https://www.comptiaisao.org/" target="_blank" rel="noopener">CompTIA ISAO</a> — threat intelligence sharing for service providers</li></ul>`,
        ),
    ),
    con(
      h(2, 'Certifications &amp; recognition') +
        txt(
          `<ul><li>SOC 2 Type II attested annually under <a href="https://www.aicpa-cima.com/resources/landing/system-and-organization-controls-soc-suite-of-services" target="_blank" rel="noopener">AICPA</a> trust services criteria</li><li>CMMC Registered Provider Organization (RPO), authorized by <a href="https://cyberab.org/" target="_blank" rel="noopener">The Cyber AB</a></li><li>Named to the <a href="https://www.crn.com/rankings-and-lists/msp500-2024" target="_blank" rel="noopener">CRN MSP 500</a> (Security 100) in 2023 and 2024</li><li><a href="https://www.inc.com/profile/ironvale-security" target="_blank" rel="noopener">Inc. 5000</a> fastest-growing private companies, 2022 and 2023</li></ul>`,
        ),
    ),
  ].join('\n'),
});

/* ---------------- service / case study / careers / contact ---------------- */
const mdr = page({
  title: 'Managed Detection &amp; Response (MDR)',
  path: '/services/managed-detection-response/',
  pid: 31,
  desc: '24/7 managed detection and response with 17-minute median containment, built on CrowdStrike, SentinelOne or Microsoft Defender.',
  content: [
    con(
      h(1, 'Managed Detection &amp; Response') +
        txt(
          '<p>Our analysts investigate every alert, hunt for threats your tools miss, and take containment actions on your behalf — with a 17-minute median time to contain in 2023.</p>',
        ) +
        btn('Talk to an expert', `${D}/contact/`),
      'iv-hero',
    ),
    con(
      h(2, 'How it works') +
        [
          ['Ingest', 'We connect your EDR, identity, email and cloud logs into our detection platform within 10 business days.'],
          ['Detect', 'Detection engineering tuned to your environment, mapped to MITRE ATT&amp;CK.'],
          ['Respond', 'Host isolation, account lockout and email purge within pre-agreed playbooks.'],
          ['Report', 'Monthly reviews and a quarterly executive report for your board.'],
        ]
          .map(([t = '', d = '']) => child(h(3, t) + txt(`<p>${d}</p>`)))
          .join(''),
    ),
    con(
      h(2, 'Bring your own stack — or use ours') +
        txt(
          `<p>MDR runs on CrowdStrike Falcon, SentinelOne Singularity or Microsoft Defender for Endpoint. If you already own one of these, we use your licenses; if not, we supply them at partner pricing. See our <a href="${D}/partners/">technology partners</a>.</p>`,
        ),
    ),
    con(
      h(2, 'Pricing') +
        txt(
          '<p>Per-endpoint pricing from $9 per endpoint per month, with a 250-endpoint minimum. Incident response hours are included up to 40 hours per year.</p>',
        ),
    ),
  ].join('\n'),
});

const caseStudy = page({
  title: 'Case Study: Regional Health System Stops Ransomware in 14 Minutes',
  path: '/resources/case-studies/regional-health-system-mdr/',
  pid: 842,
  desc: 'How Ironvale MDR detected and contained a ransomware affiliate at a Colorado regional health system.',
  content: [
    con(
      h(1, 'Regional health system stops ransomware in 14 minutes') +
        txt(
          `<p><strong>Client:</strong> Front Range Health (3 hospitals, 41 clinics)<br /><strong>Services:</strong> MDR, vCISO, Incident Response retainer<br /><strong>Stack:</strong> CrowdStrike Falcon, Microsoft Sentinel, Proofpoint</p>`,
        ),
      'iv-hero',
    ),
    con(
      txt(
        `<h2>The situation</h2><p>Front Range Health had a three-person IT security team and no overnight coverage. After a peer hospital in the region was hit by ransomware in 2022, the board asked for 24/7 monitoring within 90 days.</p><h2>What happened</h2><p>At 2:31 a.m. on a Sunday, our detections flagged a remote management tool being installed on a radiology workstation from a compromised vendor account. Our analyst confirmed malicious activity, isolated the host through Falcon and disabled the account in Entra ID. Containment took 14 minutes. No data was encrypted or exfiltrated.</p><h2>The results</h2><ul><li>Zero downtime to clinical systems</li><li>Cyber insurance renewal with a 12% premium reduction</li><li>HIPAA risk analysis completed by our vCISO team</li></ul><p>“We went from nobody watching overnight to a team that acts faster than we could in the daytime.” — CISO, Front Range Health</p><p>Read the coverage in <a href="https://www.healthcareitnews.com/" target="_blank" rel="noopener">Healthcare IT News</a>.</p>`,
      ),
    ),
  ].join('\n'),
});

const careers = page({
  title: 'Careers',
  path: '/careers/',
  pid: 19,
  desc: 'Join Ironvale Security: SOC analysts, detection engineers, incident responders and vCISOs in Denver, Austin and remote.',
  content: [
    con(
      h(1, 'Defend what matters') +
        txt('<p>We are hiring SOC analysts, detection engineers and incident responders in Denver, Austin and remote (US only).</p>') +
        btn('View open positions', 'https://ironvalesecurity.bamboohr.com/careers', true),
      'iv-hero',
    ),
    con(
      h(2, 'Why Ironvale') +
        txt(
          '<ul><li>Four-day on, four-day off SOC shifts with shift differential</li><li>$5,000 annual training budget and paid certification exams (GIAC, OSCP, CISSP)</li><li>100% employer-paid medical for employees</li><li>401(k) with 4% match</li></ul>',
        ),
    ),
    con(
      h(2, 'Veterans welcome') +
        txt(
          `<p>Nearly a third of our SOC are veterans. We partner with <a href="https://www.hireheroesusa.org/" target="_blank" rel="noopener">Hire Heroes USA</a> to recruit transitioning service members and offer a paid 12-week SOC apprenticeship. We also participate in the DoD SkillBridge program.</p>`,
        ),
    ),
  ].join('\n'),
});

const contact = page({
  title: 'Contact Us',
  path: '/contact/',
  pid: 23,
  gforms: true,
  desc: 'Contact Ironvale Security for a risk assessment, pricing or 24/7 incident response.',
  content: [
    con(
      child(
        h(1, 'Talk to a security expert') +
          txt(
            `<p>Prefer to pick a time? <a href="https://calendly.com/ironvale/risk-assessment" target="_blank" rel="noopener">Book a 30-minute call</a>.</p><p><strong>Under attack right now?</strong> Call our 24/7 hotline: <a href="tel:+18445550911">(844) 555-0911</a></p><p>Denver HQ: 1550 Wewatta St, Suite 400, Denver, CO 80202<br />Austin SOC: 301 Congress Ave, Suite 1200, Austin, TX 78701</p>`,
          ),
      ) +
        child(
          widget(
            'shortcode',
            `<div class="elementor-shortcode">
                <div class='gf_browser_chrome gform_wrapper gravity-theme gform-theme--no-framework' data-form-theme='gravity-theme' data-form-index='0' id='gform_wrapper_1' ><div id='gf_1' class='gform_anchor' tabindex='-1'></div><form method='post' enctype='multipart/form-data' target='gform_ajax_frame_1' id='gform_1'  action='/contact/#gf_1' data-formid='1' novalidate>
                        <div class='gform-body gform_body'><div id='gform_fields_1' class='gform_fields top_label form_sublabel_below description_below validation_below'><div id="field_1_1" class="gfield gfield--type-name gfield--width-full gfield_contains_required field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label gfield_label_before_complex'>Name<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span></label><div class='ginput_complex ginput_container ginput_container--name no_prefix has_first_name no_middle_name has_last_name no_suffix gf_name_has_2 ginput_container_name gform-grid-row' id='input_1_1'><span id='input_1_1_3_container' class='name_first gform-grid-col gform-grid-col--size-auto' ><input type='text' name='input_1.3' id='input_1_1_3' value='' aria-required='true' /><label for='input_1_1_3' class='gform-field-label gform-field-label--type-sub '>First</label></span><span id='input_1_1_6_container' class='name_last gform-grid-col gform-grid-col--size-auto' ><input type='text' name='input_1.6' id='input_1_1_6' value='' aria-required='true' /><label for='input_1_1_6' class='gform-field-label gform-field-label--type-sub '>Last</label></span></div></div><div id="field_1_2" class="gfield gfield--type-email gfield--width-half gfield_contains_required field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_1_2'>Work email<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span></label><div class='ginput_container ginput_container_email'><input name='input_2' id='input_1_2' type='email' value='' class='large' aria-required="true" aria-invalid="false" /></div></div><div id="field_1_3" class="gfield gfield--type-text gfield--width-half field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_1_3'>Company</label><div class='ginput_container ginput_container_text'><input name='input_3' id='input_1_3' type='text' value='' class='large' aria-invalid="false" /></div></div><div id="field_1_4" class="gfield gfield--type-select gfield--width-half field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_1_4'>Number of endpoints</label><div class='ginput_container ginput_container_select'><select name='input_4' id='input_1_4' class='large gfield_select' aria-invalid="false"><option value='&lt;250' >Fewer than 250</option><option value='250-1000' >250–1,000</option><option value='1000-5000' >1,000–5,000</option><option value='5000+' >5,000+</option></select></div></div><div id="field_1_5" class="gfield gfield--type-textarea gfield--width-full field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_1_5'>How can we help?</label><div class='ginput_container ginput_container_textarea'><textarea name='input_5' id='input_1_5' class='textarea medium' aria-invalid="false" rows='10' cols='50'></textarea></div></div></div></div>
        <div class='gform_footer top_label'> <input type='submit' id='gform_submit_button_1' class='gform_button button' value='Submit'  />
            <input type='hidden' class='gform_hidden' name='is_submit_1' value='1' />
            <input type='hidden' class='gform_hidden' name='gform_submit' value='1' />
        </div>
                        </form>
                        </div></div>`,
          ),
        ),
    ),
  ].join('\n'),
});

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'WP Engine',
  'x-cacheable': 'SHORT',
  'x-cache': 'HIT: 3',
  'x-cache-group': 'normal',
  link: `<${D}/wp-json/>; rel="https://api.w.org/"`,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

export const site: CorpusSite = {
  domain: 'ironvalesecurity.com',
  otherDomains: ['ironvale.io'],
  covers:
    'US MSSP on WordPress/Elementor Pro (Hello theme, WP Engine): technology-partner loop grid with category filter buttons, taxonomy JSON (no domains), tier labels and numbered pagination to /partners/page/2/; referral MSPs as an icon list (one without link) and cyber-insurance partners in prose on a program page; association memberships on about; veterans-hiring partner on careers; negatives: vendor logo carousel without links, client logos, testimonial, G2/CRN/Inc. awards, SOC 2/CMMC RPO, BambooHR, press, customer portal and status page on its second domain, Calendly',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners/': { headers: HEADERS, html: partnersPage(1) },
    '/partners/page/2/': { headers: HEADERS, html: partnersPage(2) },
    '/partners/referral-program/': { headers: HEADERS, html: referral },
    '/about/': { headers: HEADERS, html: about },
    '/services/managed-detection-response/': { headers: HEADERS, html: mdr },
    '/resources/case-studies/regional-health-system-mdr/': { headers: HEADERS, html: caseStudy },
    '/careers/': { headers: HEADERS, html: careers },
    '/contact/': { headers: HEADERS, html: contact },
  },
  sitemap: [
    '/',
    '/partners/',
    '/partners/referral-program/',
    '/about/',
    '/services/managed-detection-response/',
    '/resources/case-studies/regional-health-system-mdr/',
    '/careers/',
    '/contact/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'wp-engine',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'gravity-forms',
    'calendly',
    'linkedin-insight-tag',
    'swiper',
    'yoast-seo-premium',
    'open-graph',
    'hsts',
    'rss',
  ],
  partners: {
    'crowdstrike.com': 'technology',
    'sentinelone.com': 'technology',
    'microsoft.com': 'technology',
    'paloaltonetworks.com': 'technology',
    'fortinet.com': 'technology',
    'splunk.com': 'technology',
    'okta.com': 'technology',
    'proofpoint.com': 'technology',
    'knowbe4.com': 'technology',
    'tenable.com': 'technology',
    'rapid7.com': 'technology',
    'cloudflare.com': 'technology',
    'veeam.com': 'technology',
    'zscaler.com': 'technology',
    'summitridgeit.com': 'channel',
    'frontrangetech.com': 'channel',
    'lonestarmanagedit.com': 'channel',
    'prairiecircuit.com': 'channel',
    'coalitioninc.com': 'generic',
    'at-bay.com': 'generic',
    'infragard.org': 'generic',
    'issa-denver.org': 'generic',
    'comptiaisao.org': 'generic',
    'hireheroesusa.org': 'generic',
  },
};
