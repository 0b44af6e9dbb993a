import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1767811200.4821930451187310452',
  'strict-transport-security': 'max-age=86400',
  via: '1.1 google',
  'content-language': 'en',
};

const img = (id: string, alt: string, w = 180, h = 90): string =>
  `<img src="https://static.wixstatic.com/media/5c2a17_${id}~mv2.png/v1/fill/w_${w},h_${h},al_c,q_85,enc_avif,quality_auto/${id}.png" alt="${alt}" width="${w}" height="${h}" loading="lazy">`;

const head = (title: string, description: string, path: string): string => `<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/5c2a17_favicon~mv2.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/5c2a17_favicon~mv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.f1c9a0d2.bundle.min.js" async></script>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://bluestemcomfort.com${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:url" content="https://bluestemcomfort.com${path}"/>
  <meta property="og:site_name" content="Bluestem Comfort Heating &amp; Air"/>
  <meta property="og:type" content="website"/>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"HVACBusiness","name":"Bluestem Comfort Heating & Air","url":"https://bluestemcomfort.com","telephone":"+1-515-555-0148","address":{"@type":"PostalAddress","streetAddress":"2210 SE Grand Ave","addressLocality":"Ankeny","addressRegion":"IA","postalCode":"50021"},"areaServed":["Ankeny","Des Moines","Waukee","Altoona"],"sameAs":["https://www.facebook.com/bluestemcomfort","https://www.yelp.com/biz/bluestem-comfort-ankeny"]}</script>
  <style id="css_masterPage">#SITE_CONTAINER{min-height:100vh}.font_2{font:normal normal bold 44px/1.3em montserrat,sans-serif}</style>
</head>`;

const nav = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div class="comp-lk3q9a1x">
    <a href="https://bluestemcomfort.com" data-testid="linkElement">${img('logo', 'Bluestem Comfort Heating & Air', 210, 64)}</a>
    <nav aria-label="Site" id="comp-lk3qa2b7" class="wixui-horizontal-menu">
      <ul>
        <li><a href="https://bluestemcomfort.com" data-testid="linkElement"><p>Home</p></a></li>
        <li><a href="https://bluestemcomfort.com/cooling" data-testid="linkElement"><p>Cooling</p></a></li>
        <li><a href="https://bluestemcomfort.com/heating" data-testid="linkElement"><p>Heating</p></a></li>
        <li><a href="https://bluestemcomfort.com/maintenance-plans" data-testid="linkElement"><p>Comfort Club</p></a></li>
        <li><a href="https://bluestemcomfort.com/financing" data-testid="linkElement"><p>Financing</p></a></li>
        <li><a href="https://bluestemcomfort.com/about" data-testid="linkElement"><p>About</p></a></li>
        <li><a href="https://bluestemcomfort.com/contact" data-testid="linkElement"><p>Contact</p></a></li>
      </ul>
    </nav>
    <a class="wixui-button" href="tel:+15155550148" data-testid="linkElement"><span>24/7 Emergency: (515) 555-0148</span></a>
  </div>
</header>`;

const footer = `<footer id="SITE_FOOTER" class="wixui-footer">
  <div class="comp-lk3qf001">
    <div data-testid="richTextElement" class="wixui-rich-text"><p><span style="font-weight:bold;">Bluestem Comfort Heating &amp; Air</span></p><p>2210 SE Grand Ave, Ankeny, IA 50021</p><p>Iowa Mechanical License #MC-22871 · Family owned since 1998</p></div>
    <div data-testid="richTextElement" class="wixui-rich-text"><p><a href="https://bluestemcomfort.com/our-partners">Our Partners</a></p><p><a href="https://bluestemcomfort.com/careers">Careers</a></p><p><a href="https://bluestemcomfort.com/privacy-policy">Privacy Policy</a></p><p><a href="https://bluestemcomfort.com/accessibility-statement">Accessibility Statement</a></p></div>
    <div class="badges">
      <a href="https://www.bbb.org/us/ia/ankeny/profile/heating-and-air-conditioning/bluestem-comfort-0654-52001234" target="_blank">${img('bbb', 'BBB Accredited Business A+', 120, 60)}</a>
      <a href="https://www.natex.org/" target="_blank">${img('nate', 'NATE Certified Technicians', 80, 80)}</a>
      ${img('angi-ssa', 'Angi Super Service Award 2025', 80, 80)}
    </div>
    <ul aria-label="Social Bar" class="wixui-social-bar">
      <li><a href="https://www.facebook.com/bluestemcomfort" target="_blank">${img('fb', 'Facebook', 32, 32)}</a></li>
      <li><a href="https://www.instagram.com/bluestemcomfort" target="_blank">${img('ig', 'Instagram', 32, 32)}</a></li>
      <li><a href="https://www.yelp.com/biz/bluestem-comfort-ankeny" target="_blank">${img('yelp', 'Yelp', 32, 32)}</a></li>
    </ul>
    <p class="copyright">© 2026 Bluestem Comfort LLC. Powered and secured by <a href="https://www.wix.com/?utm_campaign=vir_created_with">Wix</a></p>
  </div>
</footer>`;

const page = (title: string, description: string, path: string, main: string): string => `<!DOCTYPE html>
<html lang="en">
${head(title, description, path)}
<body>
<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root">
<div id="masterPage" class="mesh-layout">
${nav}
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
<div id="SITE_PAGES"><div class="wixui-page">
${main}
</div></div>
</main>
${footer}
</div>
</div></div></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[]},"pages":{"currentPageId":"c1dmp"}}</script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'bluestemcomfort.com',
  covers:
    'US HVAC contractor on Wix (generator meta, Pepyaka/x-wix headers, parastorage scripts): "Our Partners" page linked only from the footer with equipment manufacturers the company is an authorized dealer for and financing partners (both generic by wording), a manufacturer named without link (unlabelled); negatives: BBB/NATE/Angi badges, ACCA membership, utility rebate and ENERGY STAR links, Little League sponsorship, Birdeye reviews widget, Housecall Pro booking, Indeed careers, Wix credit, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'HVAC Repair & Installation in Ankeny & Des Moines | Bluestem Comfort',
        'Family-owned heating and air conditioning contractor serving the Des Moines metro since 1998. 24/7 emergency service.',
        '/',
        `<section class="wixui-section" id="comp-hero">
  <div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_2">Comfort you can count on, every season.</h1><p>AC repair, furnace replacement, heat pumps and ductless systems for homes across the Des Moines metro. Upfront pricing, no overtime charges.</p></div>
  <a class="wixui-button" href="https://bluestemcomfort.com/contact"><span>Schedule Service</span></a>
</section>
<section class="wixui-section" id="comp-services">
  <div class="wixui-repeater">
    <div class="wixui-repeater__item"><h3>Air Conditioning</h3><p>Repair, tune-ups and high-efficiency replacements.</p></div>
    <div class="wixui-repeater__item"><h3>Furnaces &amp; Boilers</h3><p>Same-day heating repair, 7 days a week.</p></div>
    <div class="wixui-repeater__item"><h3>Heat Pumps</h3><p>Cold-climate heat pumps that work at −15&nbsp;°F.</p></div>
  </div>
</section>
<section class="wixui-section" id="comp-reviews">
  <h2>4.9 stars from 1,140+ neighbors</h2>
  <div id="bf-revz-widget-1054211"></div>
  <script type="text/javascript" src="https://birdeye.com/embed/v6/168432/1/1054211/7f0ac31e92b4d5f8a6c1"></script>
</section>
<section class="wixui-section" id="comp-rebates">
  <h2>Rebates &amp; tax credits</h2>
  <p>Most heat pump installs qualify for rebates from <a href="https://www.midamericanenergy.com/ia-residential-rebates">MidAmerican Energy</a> and the federal 25C tax credit. See <a href="https://www.energystar.gov/about/federal-tax-credits">ENERGY STAR</a> for details — we handle the paperwork.</p>
</section>`,
      ),
    },
    '/our-partners': {
      headers,
      html: page(
        'Our Partners | Bluestem Comfort Heating & Air',
        'The manufacturers and financing partners behind every Bluestem install.',
        '/our-partners',
        `<section class="wixui-section">
  <div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_2">Our Partners</h1><p>We partner with manufacturers that stand behind their equipment, so we can stand behind our work.</p></div>
</section>
<section class="wixui-section">
  <h2>Equipment partners</h2>
  <div class="wixui-gallery">
    <div class="partner-item"><a href="https://www.carrier.com/residential/en/us/" target="_blank">${img('carrier', 'Carrier Factory Authorized Dealer')}</a><p>Bluestem is a Carrier Factory Authorized Dealer, a distinction held by fewer than 5% of Carrier dealers.</p></div>
    <div class="partner-item"><a href="https://www.mitsubishicomfort.com/" target="_blank">${img('mitsubishi', 'Mitsubishi Electric Diamond Contractor')}</a><p>Mitsubishi Electric Diamond Contractor for ductless and ducted heat pumps.</p></div>
    <div class="partner-item"><a href="https://www.aprilaire.com/" target="_blank">${img('aprilaire', 'Aprilaire Healthy Air')}</a><p>Whole-home humidifiers, dehumidifiers and air purifiers.</p></div>
    <div class="partner-item"><a href="https://www.navieninc.com/" target="_blank">${img('navien', 'Navien')}</a><p>Condensing boilers and tankless water heaters.</p></div>
  </div>
  <p>We also service all major brands, including Trane, Lennox and Goodman.</p>
</section>
<section class="wixui-section">
  <h2>Financing partners</h2>
  <p>Spread the cost of a new system over time with our financing partners. Subject to credit approval.</p>
  <ul>
    <li><a href="https://www.synchrony.com/" target="_blank">Synchrony HOME</a> – 0% APR for 18 months on qualifying systems</li>
    <li><a href="https://www.greensky.com/" target="_blank">GreenSky</a> – low monthly payments up to 120 months</li>
  </ul>
</section>
<section class="wixui-section">
  <h2>In the community</h2>
  <p>Bluestem is a proud sponsor of the <a href="https://www.waukeelittleleague.org">Waukee Little League</a> and the Ankeny SummerFest 5K.</p>
</section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About Us | Bluestem Comfort Heating & Air',
        'Three generations of Iowa HVAC technicians.',
        '/about',
        `<section class="wixui-section">
  <div data-testid="richTextElement" class="wixui-rich-text">
    <h1 class="font_2">About Bluestem Comfort</h1>
    <p>Dale Lindqvist started Bluestem out of his garage in 1998. Today his daughter Kari runs a team of 26 NATE-certified technicians and installers.</p>
    <p>We are members of the <a href="https://www.acca.org/">Air Conditioning Contractors of America (ACCA)</a> and the Ankeny Area Chamber of Commerce.</p>
    <p>Featured on <a href="https://www.weareiowa.com/article/news/local/bluestem-comfort-free-furnace/524-8e7f">WHO 13 / We Are Iowa</a> for our annual free furnace giveaway.</p>
  </div>
</section>`,
      ),
    },
    '/careers': {
      headers,
      html: page(
        'Careers | Bluestem Comfort Heating & Air',
        'Join our team of HVAC technicians.',
        '/careers',
        `<section class="wixui-section">
  <h1 class="font_2">Now hiring HVAC service technicians</h1>
  <p>Paid training, company truck, 401(k) match. Apply on <a href="https://www.indeed.com/cmp/Bluestem-Comfort/jobs">Indeed</a> or stop by the shop.</p>
</section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact & Book Online | Bluestem Comfort',
        'Book HVAC service online or call 24/7.',
        '/contact',
        `<section class="wixui-section">
  <h1 class="font_2">Book service</h1>
  <p>Pick a time that works for you. Same-day appointments are often available.</p>
  <button class="hcp-button" onclick="HCPWidget.openModal()">Book Online</button>
  <script async src="https://online-booking.housecallpro.com/script.js?token=8b1f3c2d9e7a4f60b5c1&amp;orgName=Bluestem-Comfort"></script>
  <p>Or call <a href="tel:+15155550148">(515) 555-0148</a></p>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/cooling', '/heating', '/maintenance-plans', '/financing', '/about', '/contact', '/careers'],
  technologies: ['wix', 'react', 'websitebuilder', 'google-cloud-cdn', 'google-cloud', 'hsts', 'open-graph', 'birdeye', 'housecall-pro'],
  partners: {
    'carrier.com': 'generic',
    'mitsubishicomfort.com': 'generic',
    'aprilaire.com': 'generic',
    'navieninc.com': 'generic',
    'synchrony.com': 'generic',
    'greensky.com': 'generic',
  },
};
