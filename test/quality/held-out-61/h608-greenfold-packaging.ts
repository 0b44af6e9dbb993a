import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87a1c2d3e4f50617-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '2418890',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

function head(title: string, description: string, path: string): string {
  return `<!doctype html><html lang="en-gb"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.greenfoldpackaging.co.uk/hubfs/greenfold-favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:image" content="https://www.greenfoldpackaging.co.uk/hubfs/og/greenfold-moulded-fibre-trays.jpg">
    <meta property="og:url" content="https://www.greenfoldpackaging.co.uk${path}">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://www.greenfoldpackaging.co.uk${path}">
    <link rel="stylesheet" href="//7052064.fs1.hubspotusercontent-na1.net/hubfs/7052064/hub_generated/template_assets/DEFAULT_ASSET/1712046231542/template_main.min.css">
    <link rel="stylesheet" href="https://www.greenfoldpackaging.co.uk/hs-fs/hub/2418890/hub_generated/template_assets/1/128834412455/1711622370391/template_greenfold-theme.min.css">
    <meta name="generator" content="HubSpot">
  </head>`;
}

const header = `<body>
    <div class="body-wrapper   hs-content-id-128901772 hs-site-page page ">
      <div data-global-resource-path="greenfold-theme/templates/partials/header.html"><header class="header">
        <a class="header__logo" href="/"><img src="https://www.greenfoldpackaging.co.uk/hubfs/greenfold-logo.svg" alt="Greenfold Packaging" width="180" height="44"></a>
        <nav class="header__menu" aria-label="Main menu">
          <ul class="menu__wrapper no-list">
            <li class="menu__item"><a class="menu__link" href="/products">Products</a></li>
            <li class="menu__item"><a class="menu__link" href="/sectors/fresh-produce">Fresh produce</a></li>
            <li class="menu__item"><a class="menu__link" href="/sectors/bakery-dairy">Bakery &amp; dairy</a></li>
            <li class="menu__item"><a class="menu__link" href="/case-studies">Case studies</a></li>
            <li class="menu__item"><a class="menu__link" href="/partners">Partners</a></li>
            <li class="menu__item"><a class="menu__link" href="/blog">Insights</a></li>
            <li class="menu__item"><a class="menu__link button" href="/request-samples">Request samples</a></li>
          </ul>
        </nav>
      </header></div>
      <main id="main-content" class="body-container-wrapper">`;

const footer = `      </main>
      <div data-global-resource-path="greenfold-theme/templates/partials/footer.html"><footer class="footer">
        <div class="footer__container">
          <div class="footer__col">
            <p>Greenfold Packaging Ltd, Unit 4 Fakenham Industrial Estate, Fakenham, Norfolk NR21 8PQ. Registered in England &amp; Wales No. 08812345.</p>
            <p><a href="tel:+441328860400">01328 860 400</a> · <a href="mailto:sales@greenfoldpackaging.co.uk">sales@greenfoldpackaging.co.uk</a></p>
          </div>
          <div class="footer__col">
            <h4>Company</h4>
            <a href="/about">About us</a><a href="/sustainability">Sustainability report</a><a href="/careers">Careers</a><a href="https://help.greenfoldpackaging.co.uk/">Help centre</a><a href="/partners">Partners</a><a href="/distributors">Find a distributor</a>
          </div>
          <div class="footer__col">
            <h4>Legal</h4>
            <a href="/privacy-policy">Privacy policy</a><a href="/cookie-policy">Cookie policy</a><a href="/terms-of-sale">Terms of sale</a><a href="/modern-slavery-statement">Modern slavery statement</a>
          </div>
          <div class="footer__col footer__social">
            <a href="https://www.linkedin.com/company/greenfold-packaging" aria-label="LinkedIn">LinkedIn</a>
            <a href="https://www.instagram.com/greenfoldpackaging" aria-label="Instagram">Instagram</a>
            <a href="https://www.youtube.com/@greenfoldpackaging" aria-label="YouTube">YouTube</a>
          </div>
          <div class="footer__certs">
            <a href="https://www.brcgs.com/" target="_blank" rel="noopener"><img src="https://www.greenfoldpackaging.co.uk/hubfs/certs/brcgs-packaging-aa.png" alt="BRCGS Packaging Materials Grade AA"></a>
            <img src="https://www.greenfoldpackaging.co.uk/hubfs/certs/fsc-mix.png" alt="FSC® C148822">
            <img src="https://www.greenfoldpackaging.co.uk/hubfs/certs/iso-14001.png" alt="ISO 14001">
          </div>
        </div>
        <p class="footer__copyright">© 2024 Greenfold Packaging Ltd</p>
      </footer></div>
    </div>
    <div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" role="region" aria-label="Cookie banner" data-hs-banner-version="1"><div id="hs-eu-cookie-confirmation-inner"><div id="hs-eu-policy-wording"><p>We use cookies to improve your experience and to understand how our website is used. See our <a href="/cookie-policy">cookie policy</a>.</p></div><div id="hs-eu-cookie-confirmation-button-group"><a href="#" id="hs-eu-confirmation-button" role="button">Accept</a><a href="#" id="hs-eu-decline-button" role="button">Decline</a></div></div></div>
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script src="/hs/hsstatic/content-cta-embed/static-1.251/embed.js"></script>
    <script src="https://www.greenfoldpackaging.co.uk/hs-fs/hub/2418890/hub_generated/template_assets/1/128834412460/1711622370133/template_greenfold-theme.min.js"></script>
    <!-- Start of HubSpot Analytics Code -->
    <script type="text/javascript">
    var _hsq = _hsq || [];
    _hsq.push(["setContentType", "standard-page"]);
    _hsq.push(["setCanonicalUrl", "https:\\/\\/www.greenfoldpackaging.co.uk"]);
    _hsq.push(["setPageId", "128901772"]);
    </script>
    <!-- End of HubSpot Analytics Code -->
    <!-- Start of HubSpot Embed Code -->
    <script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/2418890.js"></script>
    <!-- End of HubSpot Embed Code -->
  </body></html>`;

const home = `${head('Greenfold Packaging | Compostable moulded-fibre packaging for fresh food', 'UK manufacturer of compostable moulded-fibre punnets, egg boxes and trays for growers, bakeries and dairies.', '/')}
${header}
        <section class="dnd-section hero"><h1>Plastic-free packaging, made from British straw</h1><p>We turn wheat straw from Norfolk farms into compostable punnets, trays and egg boxes for growers, packers and food producers.</p><a class="button" href="/request-samples">Request free samples</a></section>
        <section class="dnd-section logos"><h2>Trusted by growers and food brands across the UK</h2>
          <div class="logo-row">
            <img src="https://www.greenfoldpackaging.co.uk/hubfs/customers/hartleys-farm-shop.png" alt="Hartley's Farm Shop">
            <img src="https://www.greenfoldpackaging.co.uk/hubfs/customers/east-anglian-berries.png" alt="East Anglian Berries">
            <a href="https://www.cotswoldcrumb.co.uk/" target="_blank" rel="noopener"><img src="https://www.greenfoldpackaging.co.uk/hubfs/customers/cotswold-crumb-bakery.png" alt="Cotswold Crumb Bakery"></a>
          </div>
        </section>
        <section class="dnd-section press"><h2>As seen in</h2>
          <a href="https://www.thegrocer.co.uk/packaging/straw-based-punnets" target="_blank" rel="noopener"><img src="https://www.greenfoldpackaging.co.uk/hubfs/press/the-grocer.png" alt="The Grocer"></a>
          <a href="https://www.packagingnews.co.uk/news/greenfold-expands-fakenham" target="_blank" rel="noopener"><img src="https://www.greenfoldpackaging.co.uk/hubfs/press/packaging-news.png" alt="Packaging News"></a>
        </section>
        <section class="dnd-section awards"><h2>Award-winning</h2><p>Winner, Sustainable Packaging Innovation — UK Packaging Awards 2023. Proud sponsor of the <a href="https://www.royalnorfolkshow.co.uk/" target="_blank" rel="noopener">Royal Norfolk Show</a> Food Hall.</p></section>
        <section class="dnd-section video"><iframe src="https://player.vimeo.com/video/872341198?h=a1b2c3d4e5" width="640" height="360" frameborder="0" allow="fullscreen; picture-in-picture" title="From straw to punnet"></iframe></section>
${footer}`;

const partners = `${head('Partners & distributors | Greenfold Packaging', 'Technology partners, accredited distributors and recycling partners working with Greenfold Packaging.', '/partners')}
${header}
        <section class="dnd-section"><h1>Partners &amp; distributors</h1><p>We work with a small number of carefully chosen partners so that our packaging runs on your lines, reaches you wherever you are and ends up back in the soil.</p>
          <div class="partner-tabs" role="tablist"><button role="tab" aria-selected="true" data-filter="all">All</button><button role="tab" data-filter="technology">Technology</button><button role="tab" data-filter="distributor">Distributors</button><button role="tab" data-filter="recycling">Recycling</button></div>
          <h2 id="technology">Technology partners</h2>
          <div class="partner-cards">
            <div class="partner-card" data-type="technology"><img src="https://www.greenfoldpackaging.co.uk/hubfs/partners/shelfsense.png" alt="ShelfSense"><h3>ShelfSense</h3><p>Vision inspection systems calibrated for moulded-fibre punnets on high-speed packing lines.</p><a class="partner-card__link" href="https://shelfsense.io/integrations/greenfold" target="_blank" rel="noopener">Visit website →</a></div>
            <div class="partner-card" data-type="technology"><img src="https://www.greenfoldpackaging.co.uk/hubfs/partners/ledgerloop.png" alt="LedgerLoop"><h3>LedgerLoop</h3><p>E-procurement connector: order Greenfold stock directly from your ERP with automatic re-ordering.</p><a class="partner-card__link" href="https://www.ledgerloop.co.uk/" target="_blank" rel="noopener">Visit website →</a></div>
            <div class="partner-card" data-type="technology"><img src="https://www.greenfoldpackaging.co.uk/hubfs/partners/trayseal.png" alt="TraySeal Machinery"><h3>TraySeal Machinery</h3><p>Heat-seal lidding machines validated for our compostable trays.</p><a class="partner-card__link" href="https://uk.trayseal-machinery.com/" target="_blank" rel="noopener">Visit website →</a></div>
          </div>
          <h2 id="distributors">Accredited distributors</h2>
          <p>Prefer to buy through a wholesaler? Our accredited distributors hold stock of the full Greenfold range.</p>
          <div class="partner-cards">
            <div class="partner-card" data-type="distributor"><h3>Highland Catering Supplies</h3><p>Scotland &amp; Northern England</p><a class="partner-card__link" href="https://www.highlandcateringsupplies.co.uk/brands/greenfold" target="_blank" rel="noopener">Visit website →</a></div>
            <div class="partner-card" data-type="distributor"><h3>Emerald Pack Supplies</h3><p>Republic of Ireland &amp; Northern Ireland</p><a class="partner-card__link" href="https://emeraldpack.ie/" target="_blank" rel="noopener">Visit website →</a></div>
            <div class="partner-card" data-type="distributor"><h3>VerpakkingsHuis B.V.</h3><p>Benelux</p><a class="partner-card__link" href="https://www.verpakkingshuis.nl/en/" target="_blank" rel="noopener">Visit website →</a></div>
            <div class="partner-card" data-type="distributor"><h3>West Country Growers' Sundries</h3><p>South West England — call 01392 555 018</p></div>
          </div>
          <h2 id="recycling">Recycling &amp; composting partner</h2>
          <div class="partner-cards">
            <div class="partner-card" data-type="recycling"><img src="https://www.greenfoldpackaging.co.uk/hubfs/partners/refibre.png" alt="ReFibre"><h3>ReFibre</h3><p>Collects post-production offcuts and returns them as compost to the farms that supply our straw.</p><a class="partner-card__link" href="https://refibre.org.uk/" target="_blank" rel="noopener">Visit website →</a></div>
          </div>
          <div class="cta"><h2>Become a distributor</h2><p>Email <a href="mailto:partners@greenfoldpackaging.co.uk">partners@greenfoldpackaging.co.uk</a>.</p></div>
        </section>
${footer}`;

const caseStudies = `${head('Case studies | Greenfold Packaging', 'How growers, bakeries and dairies switched to Greenfold moulded-fibre packaging.', '/case-studies')}
${header}
        <section class="dnd-section"><h1>Case studies</h1>
          <article class="case-study"><h2>East Anglian Berries cut plastic by 42 tonnes a year</h2><p>The Suffolk grower switched all strawberry punnets to Greenfold StrawPunnet 400 in 2023. <a href="https://www.eastanglianberries.co.uk/sustainability" target="_blank" rel="noopener">Read their sustainability story</a>.</p></article>
          <article class="case-study"><h2>Cotswold Crumb Bakery: compostable trays for artisan loaves</h2><p>“Our customers noticed the difference straight away.” — Hannah Wells, founder</p><a href="/case-studies/cotswold-crumb-bakery">Read the case study</a></article>
        </section>
${footer}`;

const careers = `${head('Careers | Greenfold Packaging', 'Join the team turning straw into packaging in Fakenham, Norfolk.', '/careers')}
${header}
        <section class="dnd-section"><h1>Careers</h1><p>We're growing fast and hiring production operatives, engineers and account managers. See our open roles on <a href="https://greenfold.bamboohr.com/careers" target="_blank" rel="noopener">BambooHR</a>.</p><p>We are a Living Wage employer accredited by the <a href="https://www.livingwage.org.uk/" target="_blank" rel="noopener">Living Wage Foundation</a>.</p></section>
${footer}`;

export const site: CorpusSite = {
  domain: 'greenfoldpackaging.co.uk',
  covers:
    'English (UK) packaging maker on HubSpot CMS behind Cloudflare: partner cards by kind with "Visit website" links (technology with subdomain and deep links, distributors .ie/.nl, one phone-only, recycling partner .org.uk); negatives: trusted-by customer logos, case studies with customer links, press, award, sponsorship, certification badges, Living Wage accreditation, BambooHR careers, help-centre subdomain',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/case-studies': { headers, html: caseStudies },
    '/careers': { headers, html: careers },
    '/distributors': { status: 301, redirect: '/partners#distributors' },
  },
  sitemap: ['/', '/partners', '/case-studies', '/careers'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-cookie-policy-banner', 'cloudflare', 'jquery', 'vimeo', 'bamboohr', 'open-graph'],
  partners: {
    'shelfsense.io': 'technology',
    'ledgerloop.co.uk': 'technology',
    'trayseal-machinery.com': 'technology',
    'highlandcateringsupplies.co.uk': 'channel',
    'emeraldpack.ie': 'channel',
    'verpakkingshuis.nl': 'channel',
    'refibre.org.uk': 'generic',
  },
};
