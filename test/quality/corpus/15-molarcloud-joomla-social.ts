import type { CorpusSite } from './types.js';

const headers = { server: 'Apache/2.4.62', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en-gb" dir="ltr">
<head>
	<meta charset="utf-8">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="/media/templates/site/cassiopeia/css/template.min.css?4c1d2e" rel="stylesheet">
	<link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="https://static.addtoany.com/menu/page.js" async></script>
</head>
<body class="site com_content wrapper-static view-article">
	<header class="header container-header full-width">
		<div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/">MolarCloud</a></div></div>
		<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">
			<li class="nav-item"><a href="/features">Features</a></li>
			<li class="nav-item"><a href="/partners">Partners</a></li>
			<li class="nav-item"><a href="/contact">Contact</a></li>
			<li class="nav-item"><a href="https://www.facebook.com/molarcloud"><span class="fa-brands fa-facebook" aria-hidden="true"></span> Facebook</a></li>
		</ul></div>
	</header>
	<div class="site-grid"><div class="grid-child container-component"><main>${body}</main></div></div>
	<footer class="container-footer footer full-width"><div class="grid-child">
		<p>MolarCloud Ltd — practice management for dentists</p>
		<ul class="social"><li><a href="https://www.facebook.com/molarcloud">Facebook</a></li><li><a href="https://www.instagram.com/molarcloud/">Instagram</a></li><li><a href="https://x.com/molarcloud">X</a></li><li><a href="https://www.tiktok.com/@molarcloud">TikTok</a></li></ul>
	</div></footer>
</body>
</html>`;

const partner = (name: string, site: string, text: string, socials: string[]) => `<div class="partner">
  <h3 class="partner-title">${name}</h3>
  <p>${text}</p>
  <p class="partner-links"><a href="${site}" target="_blank" rel="noopener">Website</a>${socials.map((s) => ` | <a href="${s}" target="_blank" rel="noopener">${new URL(s).hostname.replace(/^www\./, '').split('.')[0]}</a>`).join('')}</p>
</div>`;

export const site: CorpusSite = {
  domain: 'molarcloud.com',
  covers:
    'Joomla 5 (generator, Cassiopeia template, Font Awesome and Bootstrap from /media/vendor) on Apache; partner cards each with a website link and LinkedIn, X, Facebook and YouTube links; an AddToAny share bar; a social icon list in the header menu and the footer; an Instagram embed block',
  pages: {
    '/': {
      headers,
      html: page(
        'Home - MolarCloud',
        '<div class="com-content-article item-page"><h1>Dental practice software in the cloud</h1><p>Appointments, charting and billing for independent practices.</p></div>',
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners - MolarCloud',
        `<div class="com-content-article item-page">
<div class="page-header"><h1>Partners</h1></div>
<div class="a2a_kit a2a_kit_size_32 a2a_default_style share-buttons"><a class="a2a_button_facebook" href="https://www.addtoany.com/add_to/facebook?linkurl=https%3A%2F%2Fmolarcloud.com%2Fpartners"></a><a class="a2a_button_linkedin" href="https://www.addtoany.com/add_to/linkedin?linkurl=https%3A%2F%2Fmolarcloud.com%2Fpartners"></a><a class="a2a_dd" href="https://www.addtoany.com/share"></a></div>
<div class="com-content-article__body">
<p>MolarCloud works with the best in dental technology.</p>
<h2>Integration partners</h2>
${partner('Dentally Imaging', 'https://www.dentallyimaging.co.uk/', 'X-ray and intraoral camera images open straight from the patient chart.', ['https://www.linkedin.com/company/dentally-imaging', 'https://twitter.com/dentallyimg'])}
${partner('SmileText', 'https://smiletext.io/', 'Appointment reminders by SMS and WhatsApp.', ['https://www.facebook.com/smiletextapp', 'https://www.youtube.com/@smiletext'])}
${partner('Denplan', 'https://www.denplan.co.uk/', 'Patient payment plans, reconciled automatically.', ['https://www.linkedin.com/company/denplan'])}
<h2>Dental suppliers</h2>
${partner('Henry Schein', 'https://www.henryschein.co.uk/', 'Stock ordering from inside MolarCloud.', ['https://www.linkedin.com/company/henry-schein', 'https://www.facebook.com/HenryScheinUK'])}
${partner('Dental Sky', 'https://www.dentalsky.com/', 'Consumables with practice pricing.', ['https://www.instagram.com/dentalsky/'])}
<div class="instagram-block"><h3>Follow us on Instagram</h3><a href="https://www.instagram.com/molarcloud/"><img src="/images/ig/post-1.jpg" alt="MolarCloud at the BDA conference"></a></div>
</div></div>`,
      ),
    },
  },
  technologies: ['joomla', 'php', 'apache-http-server', 'bootstrap', 'font-awesome', 'addtoany'],
  partners: {
    'dentallyimaging.co.uk': 'technology',
    'smiletext.io': 'technology',
    'denplan.co.uk': 'technology',
    'henryschein.co.uk': 'generic',
    'dentalsky.com': 'generic',
  },
};
