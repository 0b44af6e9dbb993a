import type { CorpusSite } from './types.js';

const headers = { server: 'LiteSpeed', 'content-type': 'text/html; charset=UTF-8', 'x-powered-by': 'PHP/8.1.27' };

const page = (id: number, title: string, content: string) => `<!doctype html>
<html lang="en-US">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${title}</title>
<link rel='stylesheet' id='elementor-frontend-css' href='https://printwell.io/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.18.3' media='all' />
<link rel='stylesheet' id='elementor-post-${id}-css' href='https://printwell.io/wp-content/uploads/elementor/css/post-${id}.css?ver=1733001122' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://printwell.io/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<meta name="generator" content="WordPress 6.4.2" />
<meta name="generator" content="Elementor 3.18.3; features: e_dom_optimization, e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body class="page-template-default page page-id-${id} elementor-default elementor-kit-5 elementor-page elementor-page-${id}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header">
	<div class="elementor-element elementor-element-3f2a1b e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
		<div class="elementor-element elementor-widget elementor-widget-theme-site-logo"><a href="https://printwell.io">Printwell</a></div>
		<div class="elementor-element elementor-widget elementor-widget-nav-menu"><nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-main" class="elementor-nav-menu"><li class="menu-item"><a href="https://printwell.io/features/" class="elementor-item">Features</a></li><li class="menu-item"><a href="https://printwell.io/agency-partners/" class="elementor-item">Agency partners</a></li><li class="menu-item"><a href="https://printwell.io/pricing/" class="elementor-item">Pricing</a></li></ul></nav></div>
	</div></div>
</div>
<main id="content" class="site-main post-${id} page type-page status-publish hentry">
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${content}</div>
	</div>
</main>
<div data-elementor-type="footer" data-elementor-id="15" class="elementor elementor-15 elementor-location-footer">
	<div class="elementor-element e-con e-parent"><div class="elementor-widget elementor-widget-social-icons"><div class="elementor-social-icons-wrapper elementor-grid"><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/printwell.io" target="_blank"></a></span><span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/printwell.io" target="_blank"></a></span></div></div>
	<div class="elementor-widget elementor-widget-text-editor"><p>© 2026 Printwell Ltd</p></div></div>
</div>
<script src='https://printwell.io/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.18.3' id='elementor-frontend-modules-js'></script>
</body>
</html>`;

const box = (name: string, href: string, logo: string, text: string) => `<div class="elementor-element e-con-full e-flex e-con e-child">
<div class="elementor-element elementor-position-top elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="${href}" target="_blank" tabindex="-1"><img width="300" height="120" src="https://printwell.io/wp-content/uploads/2025/06/${logo}" class="attachment-medium size-medium" alt="" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="${href}" target="_blank">${name}</a></h3><p class="elementor-image-box-description">${text}</p></div></div></div></div>
</div>`;

export const site: CorpusSite = {
  domain: 'printwell.io',
  covers:
    'WordPress with Elementor (generators, plugin assets) on LiteSpeed with PHP; an "Agency partners" page of Elementor image boxes (logo link and title link to the same site), Elementor header and footer templates in divs (no header or footer elements) with social icons, a "What our partners say" testimonial slider',
  pages: {
    '/': {
      headers,
      html: page(
        2,
        'Printwell – Print on demand for creators',
        `<div class="elementor-element e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Print on demand, printed in Britain</h1></div><div class="elementor-widget elementor-widget-text-editor"><p>Sell merch without holding stock.</p></div></div>`,
      ),
    },
    '/agency-partners/': {
      headers,
      html: page(
        88,
        'Agency partners – Printwell',
        `<div class="elementor-element e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Agency partners</h1></div><div class="elementor-widget elementor-widget-text-editor"><p>These agencies build Printwell stores for brands and creators.</p></div></div>
<div class="elementor-element e-con e-parent e-flex"><div class="e-con-inner">
${box('Merchlab Creative', 'https://www.merchlab.co.uk/', 'merchlab.png', 'Shopify and Printwell stores for musicians.')}
${box('Inkwell &amp; Co', 'https://inkwellandco.com/', 'inkwell.png', 'Brand merch for tech companies.')}
${box('Studio Fable', 'https://studiofable.agency/', 'fable.png', 'Creator storefronts, launched in two weeks.')}
${box('Northpoint Commerce', 'https://northpointcommerce.com/', 'northpoint.png', 'Enterprise merchandising programmes.')}
</div></div>
<div class="elementor-element e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">What our partners say</h2></div>
<div class="elementor-widget elementor-widget-testimonial-carousel"><div class="swiper-wrapper"><div class="swiper-slide"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">Printwell lets us promise a two-week launch.</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Sam Okafor</span><span class="elementor-testimonial__title">Studio Fable</span></cite></div></div></div></div></div>`,
      ),
    },
  },
  technologies: ['wordpress', 'php', 'mysql', 'elementor', 'hello-elementor', 'litespeed', 'swiper'],
  partners: {
    'merchlab.co.uk': 'channel',
    'inkwellandco.com': 'channel',
    'studiofable.agency': 'channel',
    'northpointcommerce.com': 'channel',
  },
};
