import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88a20b4f7c1e6a3d-LHR',
  'cf-cache-status': 'DYNAMIC',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const head = (title: string, description: string, path: string, itemId: string) => `<!DOCTYPE html>
<html lang="en-gb" dir="ltr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="${description}">
    <meta name="generator" content="Joomla! - Open Source Content Management">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:url" content="https://www.harbourline.co.uk${path}">
    <meta property="og:image" content="https://www.harbourline.co.uk/images/social/harbourline-share.png">
    <title>${title} - Harbourline Hosting</title>
    <link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
    <link href="https://www.harbourline.co.uk${path}" rel="canonical">
    <link href="/media/system/css/joomla-fontawesome.min.css?3f6a8b" rel="lazy-stylesheet">
    <link href="/media/templates/site/cassiopeia/css/template.min.css?3f6a8b" rel="stylesheet">
    <link href="/media/templates/site/cassiopeia_harbourline/css/user.css?3f6a8b" rel="stylesheet">
    <script type="application/json" class="joomla-script-options new">{"system.paths":{"root":"","rootFull":"https:\\/\\/www.harbourline.co.uk\\/","base":"","baseFull":"https:\\/\\/www.harbourline.co.uk\\/"},"csrf.token":"9c1f0e8d7b6a5f4e3d2c1b0a9f8e7d6c"}</script>
    <script src="/media/system/js/core.min.js?2cb912"></script>
    <script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
    <script src="/media/templates/site/cassiopeia/js/template.min.js?3f6a8b" type="module"></script>
    <script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
</head>
<body class="site com_content wrapper-static view-article no-layout no-task itemid-${itemId}">
    <header class="header container-header full-width">
        <div class="grid-child">
            <div class="navbar-brand">
                <a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/harbourline-logo.svg" alt="Harbourline Hosting" width="220" height="48"></a>
            </div>
        </div>
        <div class="grid-child container-nav">
            <nav class="navbar navbar-expand-md" aria-label="Main Menu">
                <button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Toggle Navigation"><span class="icon-menu" aria-hidden="true"></span></button>
                <div class="collapse navbar-collapse" id="navbar1">
                    <ul class="mod-menu mod-list nav">
                        <li class="nav-item item-101"><a href="/">Home</a></li>
                        <li class="nav-item item-112"><a href="/web-hosting">Web Hosting</a></li>
                        <li class="nav-item item-113"><a href="/managed-cloud">Managed Cloud</a></li>
                        <li class="nav-item item-114"><a href="/reseller-hosting">Reseller Hosting</a></li>
                        <li class="nav-item item-118"><a href="/partners">Partners</a></li>
                        <li class="nav-item item-119"><a href="/about-us">About</a></li>
                        <li class="nav-item item-120"><a href="/contact-us">Contact</a></li>
                    </ul>
                </div>
            </nav>
        </div>
    </header>
    <div class="site-grid">
        <div class="grid-child container-component">
            <main>
`;

const foot = `            </main>
        </div>
    </div>
    <footer class="container-footer footer full-width">
        <div class="grid-child">
            <div class="moduletable footer-about">
                <p><strong>Harbourline Hosting Ltd</strong> &middot; Unit 4, Wapping Wharf, Bristol BS1 6WP &middot; Company no. 07654321 &middot; VAT GB 123 4567 89</p>
            </div>
            <div class="moduletable footer-accreditation">
                <p>ISO 27001 certified &middot; Cyber Essentials Plus (<a href="https://iasme.co.uk/cyber-essentials/" target="_blank" rel="noopener">IASME</a>) &middot; Member of the <a href="https://www.ispa.org.uk/" target="_blank" rel="noopener">Internet Services Providers' Association</a></p>
            </div>
            <div class="moduletable footer-payments">
                <ul class="payment-logos">
                    <li><img src="/images/payments/visa.svg" alt="Visa"></li>
                    <li><img src="/images/payments/mastercard.svg" alt="Mastercard"></li>
                    <li><img src="/images/payments/direct-debit.svg" alt="Direct Debit"></li>
                    <li><img src="/images/payments/gocardless.svg" alt="GoCardless"></li>
                </ul>
            </div>
            <div class="moduletable footer-social">
                <ul class="social">
                    <li><a href="https://x.com/harbourlinehost" target="_blank" rel="noopener">X</a></li>
                    <li><a href="https://www.linkedin.com/company/harbourline-hosting" target="_blank" rel="noopener">LinkedIn</a></li>
                    <li><a href="https://www.facebook.com/harbourlinehosting" target="_blank" rel="noopener">Facebook</a></li>
                </ul>
            </div>
            <p class="copyright">&copy; 2024 Harbourline Hosting Ltd. <a href="/privacy-policy">Privacy</a> &middot; <a href="/terms-of-service">Terms</a> &middot; <a href="https://status.harbourline.co.uk">Service status</a></p>
        </div>
    </footer>
</body>
</html>`;

const acc = (id: string, title: string, body: string, open = false) => `<div class="accordion-item">
    <h2 class="accordion-header" id="h-${id}">
        <button class="accordion-button${open ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#c-${id}" aria-expanded="${open}" aria-controls="c-${id}">${title}</button>
    </h2>
    <div id="c-${id}" class="accordion-collapse collapse${open ? ' show' : ''}" aria-labelledby="h-${id}" data-bs-parent="#partnerAccordion">
        <div class="accordion-body">
${body}
        </div>
    </div>
</div>`;

export const site: CorpusSite = {
  domain: 'harbourline.co.uk',
  otherDomains: ['status.harbourline.co.uk', 'my.harbourline.co.uk'],
  covers:
    'UK Joomla (Cassiopeia) hosting company: partners in a Bootstrap accordion (technology partners, approved resellers grouped by region, agency partners); awards, accreditations, an ISPA membership, a Trustpilot widget, payment logos, a community-trust sponsorship and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('UK Web Hosting & Managed Cloud', 'Fast, UK-based web hosting and managed cloud servers from Bristol, with real humans on support 24/7.', '/', '101')}
<div class="com-content-article item-page">
    <div class="hero">
        <h1>Hosting that picks up the phone.</h1>
        <p>UK-based web hosting, reseller hosting and managed cloud servers, run from our own racks in Bristol and London. Free migrations, daily backups, and support from engineers &mdash; not scripts.</p>
        <p><a class="btn btn-primary" href="/web-hosting">View hosting plans</a> <a class="btn btn-outline-primary" href="/managed-cloud">Managed cloud</a></p>
    </div>
    <div class="features row">
        <div class="col-md-4"><h3>UK data centres</h3><p>Your data never leaves the UK. Tier III facilities in Bristol and Docklands.</p></div>
        <div class="col-md-4"><h3>LiteSpeed + NVMe</h3><p>Every plan runs on LiteSpeed Enterprise with NVMe storage.</p></div>
        <div class="col-md-4"><h3>Award-winning support</h3><p>Median first response under four minutes, day or night.</p></div>
    </div>
    <div class="awards">
        <h2>Recognised by the industry</h2>
        <ul class="award-list">
            <li><img src="/images/awards/ispa-2023-best-hosting.png" alt="ISPA Awards 2023 - Best Hosting Provider (Winner)"></li>
            <li><img src="/images/awards/uk-tech-awards-2022.png" alt="UK Business Tech Awards 2022 - Finalist"></li>
            <li><a href="https://www.thehostingreview.co.uk/reviews/harbourline" target="_blank" rel="noopener"><img src="/images/awards/thr-editors-choice.png" alt="The Hosting Review Editor's Choice"></a></li>
        </ul>
    </div>
    <div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5f2a9c1e4b7d8e0001a2b3c4" data-style-height="24px" data-style-width="100%" data-theme="light">
        <a href="https://uk.trustpilot.com/review/harbourline.co.uk" target="_blank" rel="noopener">Trustpilot</a>
    </div>
    <div class="partner-teaser">
        <h2>Built with the best</h2>
        <p>We work with leading technology vendors and a network of approved resellers and agencies across the UK and Ireland. <a href="/partners">Meet our partners</a>.</p>
    </div>
</div>
${foot}`,
    },
    '/partners': {
      headers,
      html: `${head('Our Partners', 'Technology partners, approved resellers and agency partners of Harbourline Hosting.', '/partners', '118')}
<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
    <div class="page-header"><h1 itemprop="headline">Our Partners</h1></div>
    <div itemprop="articleBody" class="com-content-article__body">
        <p>Harbourline works with a small number of technology vendors we trust with your data, and with independent resellers and agencies who look after customers locally. Click a heading to expand it.</p>
        <div class="accordion" id="partnerAccordion">
${acc(
  'tech',
  'Technology partners',
  `            <ul class="partner-list">
                <li><a href="https://www.litespeedtech.com/" target="_blank" rel="noopener">LiteSpeed Technologies</a> &ndash; LiteSpeed Enterprise web server on every shared and reseller plan.</li>
                <li><a href="https://www.plesk.com/" target="_blank" rel="noopener">Plesk</a> &ndash; control panel for our managed cloud servers (Plesk Platinum Partner).</li>
                <li><a href="https://www.veeam.com/" target="_blank" rel="noopener">Veeam</a> &ndash; backup and replication for managed cloud (Veeam Cloud &amp; Service Provider).</li>
                <li><a href="https://www.vmware.com/" target="_blank" rel="noopener">VMware by Broadcom</a> &ndash; virtualisation platform behind Harbourline Cloud.</li>
                <li><a href="https://sablecore.com/" target="_blank" rel="noopener">Sablecore Storage</a> &ndash; NVMe storage arrays in both data centres.</li>
            </ul>`,
  true,
)}
${acc(
  'resellers',
  'Approved reseller partners',
  `            <p>These independent companies resell Harbourline hosting under their own brand and provide first-line support to their customers.</p>
            <h3>South West England</h3>
            <ul class="partner-list">
                <li><a href="https://www.kernowweb.co.uk/" target="_blank" rel="noopener">Kernow Web Studio</a>, Truro</li>
                <li><a href="https://avondigital.co.uk/" target="_blank" rel="noopener">Avon Digital Ltd</a>, Bath</li>
            </ul>
            <h3>Wales</h3>
            <ul class="partner-list">
                <li><a href="https://cymrucloud.wales/" target="_blank" rel="noopener">Cymru Cloud Services</a>, Cardiff</li>
            </ul>
            <h3>Scotland</h3>
            <ul class="partner-list">
                <li><a href="https://www.thistleit.scot/" target="_blank" rel="noopener">Thistle IT Partners</a>, Perth</li>
            </ul>
            <h3>Ireland</h3>
            <ul class="partner-list">
                <li><a href="https://www.liffeyhosting.ie/" target="_blank" rel="noopener">Liffey Hosting Solutions</a>, Dublin</li>
            </ul>`,
)}
${acc(
  'agencies',
  'Agency partners',
  `            <p>Web design agencies on our agency programme get wholesale pricing and a dedicated account manager. If you need a new website, they come recommended.</p>
            <ul class="partner-list">
                <li><a href="https://brightharbour.co.uk/" target="_blank" rel="noopener">Bright Harbour Creative</a> &ndash; WordPress and WooCommerce, Bristol</li>
                <li><a href="https://pixelmill.agency/" target="_blank" rel="noopener">Pixelmill</a> &ndash; Joomla and Drupal specialists, Manchester</li>
            </ul>`,
)}
${acc(
  'join',
  'Become a partner',
  `            <p>Interested in reselling Harbourline or joining the agency programme? See <a href="/reseller-hosting">reseller hosting</a> or email <a href="mailto:partners@harbourline.co.uk">partners@harbourline.co.uk</a>.</p>`,
)}
        </div>
    </div>
</div>
${foot}`,
    },
    '/reseller-hosting': {
      headers,
      html: `${head('Reseller Hosting', 'White-label reseller hosting with cPanel alternatives, free WHMCS billing integration and UK support.', '/reseller-hosting', '114')}
<div class="com-content-article item-page">
    <div class="page-header"><h1>Reseller Hosting</h1></div>
    <p>Start your own hosting brand with our white-label reseller plans. Unbranded nameservers, your own control panel logo, and we stay invisible to your customers.</p>
    <table class="table table-striped plans">
        <thead><tr><th>Plan</th><th>Accounts</th><th>NVMe storage</th><th>Price</th></tr></thead>
        <tbody>
            <tr><td>Reseller Start</td><td>25</td><td>50 GB</td><td>&pound;19.99/month</td></tr>
            <tr><td>Reseller Pro</td><td>75</td><td>150 GB</td><td>&pound;39.99/month</td></tr>
            <tr><td>Reseller Agency</td><td>Unlimited</td><td>400 GB</td><td>&pound;79.99/month</td></tr>
        </tbody>
    </table>
    <p>Already reselling us? See our <a href="/partners">approved reseller partners</a>, or log in at <a href="https://my.harbourline.co.uk/">my.harbourline.co.uk</a>.</p>
</div>
${foot}`,
    },
    '/about-us': {
      headers,
      html: `${head('About Harbourline', 'Harbourline Hosting was founded in Bristol in 2011.', '/about-us', '119')}
<div class="com-content-article item-page">
    <div class="page-header"><h1>About Harbourline</h1></div>
    <p>Harbourline started in 2011 in a spare room overlooking Bristol's floating harbour. Today 31 people look after more than 22,000 websites for small businesses, charities and agencies.</p>
    <h2>Giving back</h2>
    <p>We are proud sponsors of the <a href="https://www.bristolroverscommunitytrust.org/" target="_blank" rel="noopener">Bristol Rovers Community Trust</a> Code Club, funding laptops and coaches for young coders in east Bristol.</p>
    <h2>Accreditations</h2>
    <p>Harbourline is ISO 27001 certified and holds Cyber Essentials Plus. We are members of the Internet Services Providers' Association and LINX.</p>
    <h2>Careers</h2>
    <p>We're always looking for support engineers. Current vacancies are listed on <a href="https://www.indeed.co.uk/cmp/Harbourline-Hosting/jobs" target="_blank" rel="noopener">Indeed</a>.</p>
</div>
${foot}`,
    },
    '/contact-us': {
      headers,
      html: `${head('Contact us', 'Get in touch with Harbourline sales and support.', '/contact-us', '120')}
<div class="com-contact contact">
    <div class="page-header"><h1>Contact us</h1></div>
    <p>Sales: <a href="tel:+441179000000">0117 900 0000</a> &middot; Support: open a ticket in <a href="https://my.harbourline.co.uk/submitticket.php">the client area</a></p>
    <form id="contact-form" action="/contact-us" method="post" class="form-validate form-horizontal well">
        <fieldset>
            <div class="control-group"><label for="jform_contact_name">Name</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required"></div>
            <div class="control-group"><label for="jform_contact_email">Email</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control validate-email required"></div>
            <div class="control-group"><label for="jform_contact_message">Message</label><textarea name="jform[contact_message]" id="jform_contact_message" class="form-control required"></textarea></div>
            <button class="btn btn-primary validate" type="submit">Send Email</button>
            <input type="hidden" name="option" value="com_contact">
            <input type="hidden" name="task" value="contact.submit">
        </fieldset>
    </form>
</div>
${foot}`,
    },
  },
  sitemap: ['/', '/web-hosting', '/managed-cloud', '/reseller-hosting', '/partners', '/about-us', '/contact-us'],
  technologies: ['joomla', 'php', 'cloudflare', 'trustpilot', 'open-graph'],
  partners: {
    'litespeedtech.com': 'technology',
    'plesk.com': 'technology',
    'veeam.com': 'technology',
    'vmware.com': 'technology',
    'sablecore.com': 'technology',
    'kernowweb.co.uk': 'channel',
    'avondigital.co.uk': 'channel',
    'cymrucloud.wales': 'channel',
    'thistleit.scot': 'channel',
    'liffeyhosting.ie': 'channel',
    'brightharbour.co.uk': 'channel',
    'pixelmill.agency': 'channel',
  },
};
