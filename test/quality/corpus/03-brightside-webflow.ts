import type { CorpusSite } from './types.js';

const WF = '65a1c3e9f0b2d47a8c1e5f20';
const page = (
  id: string,
  title: string,
  body: string,
) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Nov 18 2026 09:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.brightside-studio.com" data-wf-page="${id}" data-wf-site="${WF}" lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/${WF}/css/brightside-studio.webflow.shared.4b2e91c07.min.css" rel="stylesheet" type="text/css"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600","Fraunces:400,600"]  }});</script><link href="https://cdn.prod.website-files.com/${WF}/65a1c5b2e7d4f0a1b2c3d4e5_favicon.png" rel="shortcut icon" type="image/x-icon"/></head><body>
<div data-animation="default" class="navbar w-nav" data-collapse="medium" role="banner"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${WF}/65a1c4d0a9b8c7d6e5f4a3b2_brightside-wordmark.svg" loading="lazy" alt="Brightside Studio"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/work" class="nav-link w-nav-link">Work</a><a href="/services" class="nav-link w-nav-link">Services</a><a href="/partners" class="nav-link w-nav-link">Partners</a><a href="/contact" class="nav-link w-nav-link">Contact</a></nav></div></div>
${body}
<div class="footer"><div class="footer-container w-container"><div class="footer-grid"><p class="footer-text">Brightside Studio — brand and web design, Bristol.</p><div class="footer-socials"><a href="https://www.instagram.com/brightside.studio/" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${WF}/65a1c4d0a9b8c7d6e5f4a3c1_ig.svg" alt="Instagram"/></a><a href="https://dribbble.com/brightside" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${WF}/65a1c4d0a9b8c7d6e5f4a3c2_dribbble.svg" alt="Dribbble"/></a></div></div></div></div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${WF}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/${WF}/js/webflow.8d2f3a1c.js" type="text/javascript"></script>
<a class="w-webflow-badge" href="https://webflow.com?utm_campaign=brandjs"><img src="https://d3e54v103j8qbb.cloudfront.net/img/webflow-badge-icon-d2.89e12c322e.svg" alt="" style="margin-right: 4px; width: 26px;"><img src="https://d3e54v103j8qbb.cloudfront.net/img/webflow-badge-text-d2.c82cec3b78.svg" alt="Made in Webflow"></a>
</body></html>`;

const item = (href: string, logo: string, name: string, tag: string) =>
  `<div role="listitem" class="partner-item w-dyn-item"><a href="${href}" target="_blank" class="partner-link w-inline-block"><img src="https://cdn.prod.website-files.com/${WF}/${logo}" loading="lazy" alt="" class="partner-logo"/><div class="partner-name">${name}</div><div class="partner-tag">${tag}</div></a></div>`;

export const site: CorpusSite = {
  domain: 'brightside-studio.com',
  covers:
    'Webflow (data-wf-site, generator, website-files CDN, jQuery from CloudFront, WebFont loader); www redirect; CMS collection lists of partner cards with empty alt text (names from the card); the "Made in Webflow" badge; social icons in a div footer',
  pages: {
    '/': { redirect: 'https://www.brightside-studio.com/' },
    'https://www.brightside-studio.com/': {
      html: page(
        '65a1c3e9f0b2d47a8c1e5f21',
        'Brightside Studio — Brand &amp; web design in Bristol',
        `<div class="hero-section"><div class="hero-container w-container"><h1 class="hero-heading">Brands that feel like somebody made them</h1><p class="hero-paragraph">An independent studio of nine designers and developers.</p><a href="/contact" class="button w-button">Start a project</a></div></div>
<div class="section"><div class="w-container"><h2 class="section-heading">Selected work</h2><div class="w-dyn-list"><div role="list" class="work-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/work/tidal-coffee" class="work-card w-inline-block"><div class="work-title">Tidal Coffee</div></a></div><div role="listitem" class="w-dyn-item"><a href="/work/northfield-climbing" class="work-card w-inline-block"><div class="work-title">Northfield Climbing</div></a></div></div></div></div></div>`,
      ),
    },
    'https://www.brightside-studio.com/partners': {
      html: page(
        '65a1c3e9f0b2d47a8c1e5f22',
        'Partners | Brightside Studio',
        `<div class="page-header"><div class="w-container"><h1 class="page-title">Partners</h1><p class="page-intro">The platforms we build on and the studios we team up with.</p></div></div>
<div class="section partners-section"><div class="w-container"><h2 class="section-heading">Platform partners</h2><div class="partners-collection w-dyn-list"><div role="list" class="partners-grid w-dyn-items">
${item('https://webflow.com/', '65a1c6aa01b2c3d4e5f6a7b8_webflow.svg', 'Webflow', 'Enterprise partner')}
${item('https://www.hubspot.com/', '65a1c6aa01b2c3d4e5f6a7b9_hubspot.svg', 'HubSpot', 'Solutions partner')}
${item('https://spline.design/', '65a1c6aa01b2c3d4e5f6a7ba_spline.svg', 'Spline', 'Design tool')}
${item('https://www.relume.io/', '65a1c6aa01b2c3d4e5f6a7bb_relume.svg', 'Relume', 'Library partner')}
</div></div></div></div>
<div class="section partners-section"><div class="w-container"><h2 class="section-heading">Agency network</h2><p class="section-text">Studios we bring in for motion, illustration and 3D.</p><div class="partners-collection w-dyn-list"><div role="list" class="partners-grid w-dyn-items">
${item('https://pixelnorth.co/', '65a1c6aa01b2c3d4e5f6a7c1_pixelnorth.svg', 'Pixel North', 'Motion')}
${item('https://www.fernandmoss.design/', '65a1c6aa01b2c3d4e5f6a7c2_fernandmoss.svg', 'Fern &amp; Moss', 'Illustration')}
${item('https://studio-kiln.com/', '65a1c6aa01b2c3d4e5f6a7c3_kiln.svg', 'Studio Kiln', '3D')}
</div></div></div></div>`,
      ),
    },
  },
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries'],
  partners: {
    'webflow.com': 'technology',
    'hubspot.com': 'technology',
    'spline.design': 'technology',
    'relume.io': 'technology',
    'pixelnorth.co': 'channel',
    'fernandmoss.design': 'channel',
    'studio-kiln.com': 'channel',
  },
};
