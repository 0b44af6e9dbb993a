import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'ridgebackvalleychamber.ca';
const HUB = '21874530';
const FS = `https://${DOMAIN}/hubfs`;

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87a1c2d3e4f50617-SEA',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '118402230911',
  'x-powered-by': 'HubSpot',
  'set-cookie':
    '__cf_bm=Qd7rT2xYk9.abcdefghij; path=/; expires=Sat, 13-Apr-24 18:32:10 GMT; domain=.ridgebackvalleychamber.ca; HttpOnly; Secure; SameSite=None',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="utf-8">
<title>${title} | Ridgeback Valley Chamber of Commerce</title>
<link rel="shortcut icon" href="${FS}/brand/rvcc-favicon.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title} | Ridgeback Valley Chamber of Commerce">
<meta name="twitter:description" content="${description}">
<meta name="twitter:title" content="${title}">
<link rel="stylesheet" href="//7052064.fs1.hubspotusercontent-na1.net/hubfs/7052064/hub_generated/template_assets/DEFAULT_ASSET/1712587449839/template_main.min.css">
<link rel="stylesheet" href="https://${DOMAIN}/hs-fs/hub/${HUB}/hub_generated/template_assets/1709231552201/chamber-theme.min.css">
<link rel="preload" href="https://${DOMAIN}/_hcms/googlefonts/Lato/regular.woff2" as="font" type="font/woff2" crossorigin>
<meta property="og:url" content="https://${DOMAIN}${path}">
<meta name="twitter:card" content="summary">
<link rel="canonical" href="https://${DOMAIN}${path}">
<meta property="og:type" content="website">
<meta name="generator" content="HubSpot">
</head>`;
}

const header = `<div data-global-resource-path="chamber-theme/templates/partials/header.html"><header class="header">
  <div class="header__container content-wrapper">
    <div class="header__logo"><a href="/" class="header__logo--link"><img class="header__logo--main" src="${FS}/brand/rvcc-logo-horizontal.svg" alt="Ridgeback Valley Chamber of Commerce" width="230" height="60"></a></div>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://${DOMAIN}/membership">Membership</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://${DOMAIN}/member-directory">Member Directory</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://${DOMAIN}/events">Events</a></li>
        <li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite"><a class="menu__link" href="https://${DOMAIN}/about">About</a>
          <ul class="menu__submenu menu__submenu--level-2 no-list">
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://${DOMAIN}/about">About the Chamber</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://${DOMAIN}/partners">Community &amp; Affinity Partners</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://${DOMAIN}/contact">Contact</a></li>
          </ul>
        </li>
      </ul>
    </nav>
    <a class="button header__button" href="https://${DOMAIN}/membership">Join the Chamber</a>
  </div>
</header></div>`;

const footer = `<div data-global-resource-path="chamber-theme/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <p><strong>Ridgeback Valley Chamber of Commerce</strong><br>210 – 455 Main Street, Ridgeback, BC V2R 0A4<br>250-555-0147 · <a href="mailto:info@ridgebackvalleychamber.ca">info@ridgebackvalleychamber.ca</a></p>
      <p>We acknowledge that we live and work on the unceded traditional territory of the Syilx Okanagan people.</p>
    </div>
    <div class="footer__col">
      <a href="https://chamber.ca/" target="_blank" rel="noopener"><img src="${FS}/badges/accredited-chamber-distinction.png" alt="Accredited with Distinction – Canadian Chamber of Commerce" width="150"></a>
      <a href="https://www.bcchamber.org/" target="_blank" rel="noopener"><img src="${FS}/badges/bc-chamber-member.png" alt="Member of the BC Chamber of Commerce" width="150"></a>
    </div>
    <div class="footer__col social-links">
      <a class="social-links__link" href="https://www.facebook.com/RidgebackValleyChamber" target="_blank" rel="noopener"><span class="social-links__icon"><svg role="img" aria-label="Facebook"></svg></span></a>
      <a class="social-links__link" href="https://www.linkedin.com/company/ridgeback-valley-chamber" target="_blank" rel="noopener"><span class="social-links__icon"><svg role="img" aria-label="LinkedIn"></svg></span></a>
      <a class="social-links__link" href="https://www.instagram.com/rvchamber/" target="_blank" rel="noopener"><span class="social-links__icon"><svg role="img" aria-label="Instagram"></svg></span></a>
    </div>
  </div>
  <p class="footer__copyright">© 2024 Ridgeback Valley Chamber of Commerce · <a href="https://${DOMAIN}/privacy">Privacy</a></p>
</footer></div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://${DOMAIN}/hs-fs/hub/${HUB}/hub_generated/template_assets/1709231552331/chamber-theme.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/${DOMAIN}"]);
_hsq.push(["setPageId", "118402230911"]);
_hsq.push(["setContentMetadata", {"contentPageId":118402230911,"legacyPageId":"118402230911","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":118402230911,"languageCode":null}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->`;

function page(title: string, path: string, description: string, body: string): string {
  return `<!doctype html>
<html lang="en">
${head(title, path, description)}
<body>
<div class="body-wrapper hs-content-id-118402230911 hs-site-page page">
${header}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--partners">
<div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell" data-widget-type="cell">
${body}
</div></div></div>
</div>
</main>
${footer}
</div>
</body>
</html>`;
}

function card(href: string, img: string, name: string, text: string): string {
  return `<div class="partner-card">
      <a href="${href}" target="_blank" rel="noopener" class="partner-card__logo"><img src="${FS}/partners/${img}" alt="${name} logo" loading="lazy" width="220" height="110"></a>
      <h3 class="partner-card__name">${name}</h3>
      <p class="partner-card__text">${text}</p>
      <a href="${href}" target="_blank" rel="noopener" class="partner-card__link">Visit website</a>
    </div>`;
}

const home = page(
  'Home',
  '/',
  'The voice of business in the Ridgeback Valley since 1948. Advocacy, networking and savings for more than 600 member businesses.',
  `<div class="dnd-section hero"><div class="content-wrapper">
  <h1>The voice of business in the Ridgeback Valley</h1>
  <p>Since 1948, the Ridgeback Valley Chamber of Commerce has connected, championed and advocated for local business. Today we represent more than 600 members, from sole proprietors to the region's largest employers.</p>
  <a class="button" href="https://${DOMAIN}/membership">Become a member</a>
</div></div>
<div class="dnd-section"><div class="content-wrapper">
  <h2>Upcoming events</h2>
  <ul>
    <li><a href="https://${DOMAIN}/events/business-after-hours-may-2024">Business After Hours – May 16</a></li>
    <li><a href="https://${DOMAIN}/events/2024-business-excellence-awards">2024 Business Excellence Awards Gala – October 19</a></li>
  </ul>
  <h2>Thank you to our 2024 Business Excellence Awards sponsors</h2>
  <div class="sponsor-strip">
    <a href="https://www.okanagancreditunion.ca/" target="_blank" rel="noopener"><img src="${FS}/sponsors/ocu.png" alt="Presenting sponsor: Okanagan Heritage Credit Union"></a>
    <a href="https://www.hartleyandmoss.ca/" target="_blank" rel="noopener"><img src="${FS}/sponsors/hartley-moss.png" alt="Gold sponsor: Hartley &amp; Moss LLP"></a>
    <a href="https://www.vantagehomesbc.ca/" target="_blank" rel="noopener"><img src="${FS}/sponsors/vantage-homes.png" alt="Silver sponsor: Vantage Homes"></a>
  </div>
</div></div>`,
);

const partnersPage = page(
  'Community & Affinity Partners',
  '/partners',
  'The organisations the Chamber partners with to support local business, and the affinity partners who offer exclusive savings to members.',
  `<div class="dnd-section"><div class="content-wrapper">
  <h1>Community &amp; Affinity Partners</h1>
  <p>We can't build a stronger regional economy on our own. Our community partners work alongside the Chamber on workforce, downtown revitalization and entrepreneurship programs, and our affinity partners provide members with savings that often cover the cost of membership.</p>
</div></div>
<div class="dnd-section"><div class="content-wrapper">
  <h2>Community Partners</h2>
  <div class="partner-grid">
    ${card('https://www.rvedc.ca/', 'rvedc.png', 'Ridgeback Valley Economic Development Commission', 'Co-delivers our annual Business Walk and the regional labour market survey.')}
    ${card('https://vsbc.ca/', 'vsbc.png', 'Valley Small Business Centre', 'Free advising for entrepreneurs; joint Start Smart workshop series.')}
    ${card('https://www.ridgebackcollege.ca/continuing-studies', 'ridgeback-college.png', 'Ridgeback College', 'Partner on the Valley Workforce Pathways program.')}
    ${card('https://downtownridgeback.ca/', 'downtown-bia.png', 'Downtown Ridgeback BIA', 'Shop Local campaign and downtown safety initiatives.')}
    ${card('https://salishtrailsbiz.ca/', 'salish-trails.png', 'Salish Trails Business Network', 'Indigenous business mentorship and procurement connections.')}
  </div>
</div></div>
<div class="dnd-section"><div class="content-wrapper">
  <h2>Affinity Partners</h2>
  <p>Exclusive member savings. Log in to the Member Portal for discount codes.</p>
  <div class="partner-grid">
    ${card('https://www.northshorebenefits.ca/chamber-plan', 'northshore.png', 'Northshore Benefits Group', 'Chamber Group Health &amp; Dental Plan for firms with 1 to 50 employees.')}
    ${card('https://www.summitfuels.ca/fleet/chamber', 'summit-fuels.png', 'Summit Fuels', 'Save up to 5¢ per litre at participating stations.')}
    ${card('https://www.paysafe-merchant.ca/chamber', 'paysafe.png', 'Paysafe Merchant Services', 'Preferred credit card processing rates for Chamber members.')}
  </div>
  <p>Interested in becoming an affinity partner? Contact our membership team at <a href="mailto:membership@ridgebackvalleychamber.ca">membership@ridgebackvalleychamber.ca</a>.</p>
</div></div>`,
);

const directory = page(
  'Member Directory',
  '/member-directory',
  'Search more than 600 Ridgeback Valley Chamber member businesses.',
  `<div class="dnd-section"><div class="content-wrapper">
  <h1>Member Directory</h1>
  <p>Support local – find a Chamber member business. Showing newest members.</p>
  <ul class="member-list">
    <li class="member-list__item"><h3>Blue Heron Bookkeeping</h3><p>Accounting &amp; Bookkeeping · <a href="https://blueheronbooks.ca/" target="_blank" rel="noopener">blueheronbooks.ca</a></p></li>
    <li class="member-list__item"><h3>Copperline Electric Ltd.</h3><p>Contractors – Electrical · <a href="https://www.copperlineelectric.ca/" target="_blank" rel="noopener">copperlineelectric.ca</a></p></li>
    <li class="member-list__item"><h3>Orchard Row Winery</h3><p>Wineries · <a href="https://orchardrowwinery.com/" target="_blank" rel="noopener">orchardrowwinery.com</a></p></li>
    <li class="member-list__item"><h3>Sundial Physiotherapy</h3><p>Health &amp; Wellness · <a href="https://www.sundialphysio.ca/" target="_blank" rel="noopener">sundialphysio.ca</a></p></li>
    <li class="member-list__item"><h3>Hartley &amp; Moss LLP</h3><p>Legal Services · <a href="https://www.hartleyandmoss.ca/" target="_blank" rel="noopener">hartleyandmoss.ca</a></p></li>
  </ul>
</div></div>`,
);

const about = page(
  'About the Chamber',
  '/about',
  'Our mission, board and staff.',
  `<div class="dnd-section"><div class="content-wrapper">
  <h1>About the Chamber</h1>
  <p>The Ridgeback Valley Chamber of Commerce is a not-for-profit, member-driven organization. We are accredited with distinction by the <a href="https://chamber.ca/" target="_blank" rel="noopener">Canadian Chamber of Commerce</a> and are a member of the <a href="https://www.bcchamber.org/" target="_blank" rel="noopener">BC Chamber of Commerce</a>.</p>
  <p>We work with our <a href="https://${DOMAIN}/partners">community partners</a> on programs that grow the regional economy, and we advocate to all levels of government on issues that matter to business.</p>
  <h2>Careers</h2>
  <p>Current openings with the Chamber are posted on <a href="https://www.workbc.ca/" target="_blank" rel="noopener">WorkBC</a>.</p>
</div></div>`,
);

const contact = page(
  'Contact',
  '/contact',
  'Contact the Ridgeback Valley Chamber of Commerce.',
  `<div class="dnd-section"><div class="content-wrapper">
  <h1>Contact us</h1>
  <p>210 – 455 Main Street, Ridgeback, BC V2R 0A4<br>Phone 250-555-0147</p>
  <p>Office hours: Monday to Friday, 8:30 am – 4:30 pm</p>
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" data-hs-cos-general-type="widget" data-hs-cos-type="form"><h3>Send us a message</h3><div id="hs_form_target_contact"></div></div>
</div></div>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'Canadian chamber of commerce on HubSpot CMS (English): partner cards in two sections (community partners, affinity partners) each linked twice; award sponsors on the home page, member directory, chamber accreditation and membership badges, job board and social links as negatives',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partnersPage },
    '/member-directory': { headers, html: directory },
    '/about': { headers, html: about },
    '/contact': { headers, html: contact },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'cloudflare-bot-management', 'jquery', 'open-graph'],
  partners: {
    'rvedc.ca': 'generic',
    'vsbc.ca': 'generic',
    'ridgebackcollege.ca': 'generic',
    'downtownridgeback.ca': 'generic',
    'salishtrailsbiz.ca': 'generic',
    'northshorebenefits.ca': 'generic',
    'summitfuels.ca': 'generic',
    'paysafe-merchant.ca': 'generic',
  },
};
