import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.sahra-ev.ae/hubfs/sahra-favicon.png">
    <meta name="description" content="${desc}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${desc}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${desc}">
    <meta name="twitter:title" content="${title}">
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
    </style>
    <link rel="stylesheet" href="https://www.sahra-ev.ae/hs-fs/hub/7234567/hub_generated/template_assets/1/148765432101/1712000000000/template_main.min.css">
    <link rel="canonical" href="https://www.sahra-ev.ae${path}">
    <meta property="og:url" content="https://www.sahra-ev.ae${path}">
    <meta http-equiv="content-language" content="en">
    <meta name="generator" content="HubSpot">
</head>
<body>
<div class="body-wrapper   hs-content-id-148765432199 hs-site-page page ">
<div data-global-resource-path="sahra-theme/templates/partials/header.html"><header class="header">
  <div class="header__container content-wrapper">
    <a class="header__logo" href="https://www.sahra-ev.ae"><img src="https://www.sahra-ev.ae/hubfs/sahra-logo.svg" alt="Sahra EV Solutions"></a>
    <nav class="menu" aria-label="Main menu">
      <ul class="menu__wrapper">
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/home-charging">Home charging</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/business-charging">Business &amp; fleets</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/partners">Partners</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/about">About</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/blog">Insights</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/contact">Contact</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.sahra-ev.ae/ar/">العربية</a></li>
      </ul>
    </nav>
  </div>
</header></div>
<main id="main-content" class="body-container-wrapper">
`;

const footer = `
</main>
<div data-global-resource-path="sahra-theme/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <p><strong>Sahra EV Solutions LLC</strong><br>Office 1204, Aspect Tower, Business Bay, Dubai, UAE<br>Workshop: Al Quoz Industrial Area 3, Dubai</p>
      <p>Tel: +971 4 555 0192 · <a href="mailto:hello@sahra-ev.ae">hello@sahra-ev.ae</a></p>
    </div>
    <div class="footer__col">
      <p>DEWA-approved EV charger installer · <a href="https://www.dewa.gov.ae/en/consumer/ev-community/ev-green-charger">EV Green Charger</a> registered contractor</p>
      <p><a href="https://api.whatsapp.com/send?phone=97145550192">Chat on WhatsApp</a></p>
    </div>
    <div class="footer__col">
      <a href="https://www.linkedin.com/company/sahra-ev-solutions/">LinkedIn</a>
      <a href="https://www.instagram.com/sahra.ev/">Instagram</a>
      <a href="https://www.youtube.com/@sahraev">YouTube</a>
    </div>
  </div>
  <p class="footer__copyright">© 2024 Sahra EV Solutions LLC. Trade licence 1098765.</p>
</footer></div>
</div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.sahra-ev.ae/hs-fs/hub/7234567/hub_generated/template_assets/1/148765432105/1712000000000/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.sahra-ev.ae"]);
_hsq.push(["setPageId", "148765432199"]);
_hsq.push(["setContentMetadata", {"contentPageId":148765432199,"legacyPageId":"148765432199","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":148765432199,"languageCode":"en","contentPageId":148765432199}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/7234567.js"></script>
<!-- End of HubSpot Analytics Code -->
</body></html>`;

const home = `${head('Sahra EV Solutions | EV charger installation in Dubai & Abu Dhabi', '/', 'Home and workplace EV charger supply, installation and maintenance across the UAE.')}
<div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span">
  <section class="hero"><h1>Charge at home. Charge at work. Charge with confidence.</h1><p>DEWA-approved installation of 7–22 kW AC wallboxes and DC fast chargers for villas, towers, hotels and fleets.</p><a class="button" href="https://www.sahra-ev.ae/contact">Book a free site survey</a></section>
  <section class="clients"><h2>Our clients</h2>
    <div class="logo-grid">
      <a href="https://www.palmcrest-hotels.com/"><img src="https://www.sahra-ev.ae/hubfs/clients/palmcrest.png" alt="Palmcrest Hotels &amp; Resorts"></a>
      <a href="https://www.marinagate-residences.ae/"><img src="https://www.sahra-ev.ae/hubfs/clients/marinagate.png" alt="Marina Gate Residences"></a>
      <a href="https://www.alsafa-mall.ae/"><img src="https://www.sahra-ev.ae/hubfs/clients/alsafa.png" alt="Al Safa Mall"></a>
    </div>
  </section>
  <section class="events"><h2>Meet us at WETEX 2024</h2><p>Visit our stand in Hall 6 at the <a href="https://www.wetex.ae/">Water, Energy, Technology and Environment Exhibition</a>, 1–3 October, Dubai World Trade Centre.</p></section>
  <section class="awards"><p>Winner, "Green Contractor of the Year" – <a href="https://www.gulfsustainabilityawards.com/">Gulf Sustainability Awards 2023</a></p></section>
</div></div></div>
${footer}`;

const card = (name: string, url: string, img: string, text: string) => `
      <div class="partner-card">
        <img src="https://www.sahra-ev.ae/hubfs/partners/${img}" alt="${name}">
        <h3>${name}</h3>
        <p>${text}</p>
        <a href="${url}" class="partner-card__link">Visit website</a>
      </div>`;

const partners = `${head('Partners | Sahra EV Solutions', '/partners', 'Charger manufacturers, software platforms and resellers we work with.')}
<div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span">
  <section class="page-intro"><h1>Our partners</h1><p>We partner with leading charger manufacturers and software platforms, and with trusted companies across the UAE that offer our charging packages to their customers.</p></section>
  <section class="partner-section"><h2>Technology partners</h2><p>Sahra is an authorised installation and service partner for these charger brands and platforms:</p>
    <div class="partner-grid">
      ${card('Voltaris', 'https://www.voltaris.com/', 'voltaris.png', 'AC wallboxes and load management for residential towers.')}
      ${card('GridPeak Energy', 'https://gridpeak-energy.com/', 'gridpeak.png', 'DC fast chargers 60–180 kW for hospitality and fleets.')}
      ${card('ChargeDesk Cloud', 'https://www.chargedesk.cloud/', 'chargedesk.png', 'OCPP back-office for billing and access control.')}
    </div>
  </section>
  <section class="partner-section"><h2>Reseller partners</h2><p>Buy a Sahra home-charging package when you buy your car or solar system from:</p>
    <div class="partner-grid">
      ${card('Al Noor Motors', 'https://www.alnoormotors.ae/', 'alnoor.png', 'Authorised dealer network in Dubai and Sharjah.')}
      ${card('Desert Sun Solar', 'https://desertsunsolar.ae/', 'desertsun.png', 'Rooftop solar installer, Abu Dhabi.')}
      ${card('Oasis Auto Group', 'https://www.oasisautogroup.com/', 'oasis.png', 'Premium and EV car dealerships across the Northern Emirates.')}
    </div>
  </section>
  <section class="partner-section"><h2>Strategic partner</h2>
    <p>Since 2022 we have been the strategic installation partner of <a href="https://www.emiratesgreenpower.ae/">Emirates Green Power</a> for its public charging roll-out in Abu Dhabi.</p>
  </section>
  <section class="partner-cta"><h2>Become a partner</h2><p>Car dealers, property developers and facility managers: <a href="https://www.sahra-ev.ae/contact">talk to our partnerships team</a>.</p></section>
</div></div></div>
${footer}`;

const about = `${head('About | Sahra EV Solutions', '/about', 'Engineers who believe the UAE is ready for electric.')}
<div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span">
  <h1>About Sahra</h1>
  <p>Sahra EV Solutions was founded in Dubai in 2019 by electrical engineers from the utilities sector. Our 35 technicians have installed more than 2,600 chargers in villas, residential towers, hotels and logistics depots.</p>
  <h2>Accreditations</h2>
  <p>DEWA-approved EV charger contractor, ADDC/AADC registered, ISO 45001 certified. Member of the <a href="https://www.emiratesgbc.org/">Emirates Green Building Council</a>.</p>
</div></div></div>
${footer}`;

const contact = `${head('Contact | Sahra EV Solutions', '/contact', 'Book a free site survey.')}
<div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span">
  <h1>Book a site survey</h1>
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form"><form class="hs-form" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/7234567/2f1e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b"><input name="firstname" placeholder="First name"><input name="email" type="email" placeholder="Email"><select name="property_type"><option>Villa</option><option>Apartment</option><option>Commercial</option></select><input type="submit" value="Submit"></form></div>
</div></div></div>
${footer}`;

const h = {
  'x-hs-hub-id': '7234567',
  'x-powered-by': 'HubSpot',
  server: 'cloudflare',
  'cf-ray': '86b2c3d4e5f60718-DXB',
  'content-type': 'text/html;charset=utf-8',
};

export const site: CorpusSite = {
  domain: 'sahra-ev.ae',
  covers:
    'UAE EV charger installer, English, HubSpot CMS on Cloudflare; partner cards in sections: technology partners (charger brands, OCPP platform), reseller partners (channel), strategic partner in prose (generic); negatives: client logos linked, WETEX exhibition, award, DEWA approval, Emirates GBC membership, WhatsApp, social, own Arabic path',
  pages: {
    '/': { headers: h, html: home },
    '/partners': { headers: h, html: partners },
    '/about': { headers: h, html: about },
    '/contact': { headers: h, html: contact },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'jquery', 'whatsapp-business-chat', 'open-graph'],
  partners: {
    'voltaris.com': 'technology',
    'gridpeak-energy.com': 'technology',
    'chargedesk.cloud': 'technology',
    'alnoormotors.ae': 'channel',
    'desertsunsolar.ae': 'channel',
    'oasisautogroup.com': 'channel',
    'emiratesgreenpower.ae': 'generic',
  },
};
