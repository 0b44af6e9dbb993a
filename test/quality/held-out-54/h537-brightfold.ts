import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Lh3pQ2wz/9kXmR4tv',
  'set-cookie': 'crumb=BZuPjds1rcltODIxYmZiMzc3OGI0YjkyMDM3MTc0NmE3; Path=/; Secure; SameSite=Lax',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-GB">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- brightfold-digital -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.brightfold.co.uk${path}"/>
<meta property="og:site_name" content="Brightfold"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="https://www.brightfold.co.uk${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="http://static1.squarespace.com/static/6521a0b1c2d3e4f5a6b7c8d9/t/65a0b1c2d3e4f5a6b7c8d9e0/1705000000000/brightfold-og.jpg?format=1500w"/>
<meta itemprop="name" content="${title}"/>
<meta name="twitter:title" content="${title}"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${description}" />
<link rel="stylesheet" href="https://use.typekit.net/xqk4lmz.css">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script crossorigin="anonymous" src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5a4f1e2b3c4d5e6f-min.en-GB.js" defer></script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6521a0b1c2d3e4f5a6b7c8d9/14/5c5a519771c10ba3470d8101/6521a0b1c2d3e4f5a6b7c8e0/1612/site.css"/>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-Z4X8N2Q1RB"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-Z4X8N2Q1RB');</script>
<script async src="https://www.clarity.ms/s/0.7.32/clarity.js"></script>
</head>
<body id="collection-6521a0b1c2d3e4f5a6b7c8ea" class="header-overlay-alignment-center tweak-social-icons-style-regular primary-button-style-solid">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="">
  <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/brightfold-logo.png?format=1500w" alt="Brightfold" style="display:block"></a></div>
  <nav class="header-nav-list">
    <div class="header-nav-item header-nav-item--collection"><a href="/services" data-animation-role="header-element">Services</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/work" data-animation-role="header-element">Work</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/about" data-animation-role="header-element">About</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/careers" data-animation-role="header-element">Careers</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Let's talk</a></div>
  </nav>
</header>
<main id="page" class="container" role="main">`;

const footer = `</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section data-test="page-section" class="page-section" data-section-theme="black">
    <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
      <h4>Brightfold Digital Ltd</h4>
      <p>Studio 4, The Old Print Works, 21 Ship Street, Brighton BN1 1AD<br>Registered in England &amp; Wales no. 11876543</p>
      <p><a href="mailto:hello@brightfold.co.uk">hello@brightfold.co.uk</a></p>
    </div></div>
    <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
      <h4>Official partners</h4>
      <p class="partner-badges">
        <a href="https://www.google.com/partners/agency?id=4418930211" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/google-premier-partner-2024.png" alt="Google Premier Partner 2024"></a>
        <a href="https://www.facebook.com/business/marketing-partners/partner/brightfold" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/meta-business-partner.png" alt="Meta Business Partner"></a>
        <a href="https://ads.tiktok.com/help/article/tiktok-marketing-partners?lang=en" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/tiktok-marketing-partner.png" alt="TikTok Marketing Partner"></a>
        <a href="https://www.klaviyo.com/partners/directory/brightfold" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/klaviyo-gold-partner.png" alt="Klaviyo Gold Partner"></a>
        <a href="https://www.shopify.com/partners/directory/partner/brightfold" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/shopify-partner.png" alt="Shopify Partner"></a>
      </p>
    </div></div>
    <div class="sqs-block socialaccountlinks-v2-block"><nav class="sqs-svg-icon--list">
      <a href="https://www.instagram.com/brightfold.digital" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"></a>
      <a href="https://www.linkedin.com/company/brightfold-digital" target="_blank" class="sqs-svg-icon--wrapper linkedin-unauth" aria-label="LinkedIn"></a>
    </nav></div>
    <p class="legal">© 2024 Brightfold Digital Ltd · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a></p>
  </section>
</footer>
<div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2" role="region" aria-label="Cookie banner"><p>We use cookies to measure our marketing. Fair's fair.</p><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div></div>
<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(Squarespace){Squarespace.afterBodyLoad(Y);}})();</script>
<script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3b1f0e2d9c8a7b6f5e4d3c2b1a0f9e8d.js" type="text/javascript"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'brightfold.co.uk',
  covers:
    'UK performance-marketing agency on Squarespace: ad-platform partner badges linked in the footer of every page (Google, Meta, TikTok, Klaviyo, Shopify), prose sentence naming two partner agencies with links on the about page; client work links, testimonial, award, Clutch badge, event sponsorship and job board as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Brightfold — Paid social & search for DTC brands', 'Brighton-based performance marketing agency. Paid social, paid search and email for ambitious ecommerce brands.', '')}
<section class="page-section" data-section-theme="dark"><div class="sqs-block html-block"><h1>Profitable growth for ecommerce brands.</h1><p>Paid social, paid search and retention marketing – measured on contribution margin, not vanity ROAS.</p><a class="sqs-block-button-element" href="/contact">Book a free audit</a></div></section>
<section class="page-section"><div class="sqs-block html-block"><h2>Brands we've grown</h2></div>
<div class="sqs-block gallery-block"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/client-hebe-swim.png" alt="Hebe Swim"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/client-kettle-and-crumb.png" alt="Kettle &amp; Crumb"><img src="https://images.squarespace-cdn.com/content/v1/6521a0b1c2d3e4f5a6b7c8d9/client-rove-outdoor.png" alt="Rove Outdoor"></div></section>
<section class="page-section"><div class="sqs-block quote-block"><blockquote>"Brightfold cut our blended CAC by 31% in two quarters."</blockquote><figcaption>— Tom Ashby, Head of Growth, Rove Outdoor</figcaption></div></section>
<section class="page-section"><div class="sqs-block html-block"><h2>Recognition</h2><p>Winner, Best Use of Paid Social — <a href="https://www.ukpaidmediaawards.co.uk/winners-2023" target="_blank">UK Paid Media Awards 2023</a>. Rated 4.9/5 on <a href="https://clutch.co/profile/brightfold-digital" target="_blank">Clutch</a>.</p></div></section>
${footer}`,
    },
    '/about': {
      headers,
      html: `${head('About — Brightfold', 'Twelve specialists in Brighton. No account managers, no juniors running your budget.', '/about')}
<section class="page-section"><div class="sqs-block html-block"><h1>About Brightfold</h1>
<p>Brightfold was founded in 2018 by two former in-house growth leads who were tired of agencies that optimised for the wrong numbers. Today we're a team of twelve specialists in Brighton.</p>
<p>We keep our team small and partner with specialists for everything else: our partner agencies <a href="https://www.lumenlab.co.uk/" target="_blank">Lumen Lab</a> handle conversion-rate optimisation and <a href="https://copyhouse.studio/" target="_blank">Copyhouse</a> produce UGC and ad creative for many of our clients.</p>
<p>Outside client work we are proud headline sponsors of <a href="https://www.brightondigitalfestival.co.uk/" target="_blank">Brighton Digital Festival</a> and mentors at <a href="https://www.founderscatalyst.org.uk/" target="_blank">Founders Catalyst</a>.</p>
</div></section>
${footer}`,
    },
    '/work': {
      headers,
      html: `${head('Work — Brightfold', 'Selected results for DTC brands.', '/work')}
<section class="page-section"><div class="sqs-block html-block"><h1>Work</h1>
<article><h3>Hebe Swim: 4.2× MER in peak season</h3><p>Meta Advantage+ and creative testing for a swimwear brand. <a href="https://hebeswim.com" target="_blank">hebeswim.com</a></p></article>
<article><h3>Kettle &amp; Crumb: subscription revenue up 58%</h3><p>Klaviyo flows and Google Performance Max. <a href="https://www.kettleandcrumb.co.uk" target="_blank">kettleandcrumb.co.uk</a></p></article>
<article><h3>Rove Outdoor: CAC down 31%</h3><p>TikTok Spark Ads and search restructure. <a href="https://roveoutdoor.com" target="_blank">roveoutdoor.com</a></p></article>
</div></section>
${footer}`,
    },
    '/careers': {
      headers,
      html: `${head('Careers — Brightfold', 'Join Brightfold in Brighton.', '/careers')}
<section class="page-section"><div class="sqs-block html-block"><h1>Careers</h1><p>We're hiring a Paid Social Lead and a Lifecycle Marketing Executive. Apply on <a href="https://brightfold.bamboohr.com/careers">our careers portal</a> — or find us on <a href="https://www.linkedin.com/company/brightfold-digital/jobs" target="_blank">LinkedIn</a>.</p></div></section>
${footer}`,
    },
  },
  technologies: [
    'squarespace',
    'squarespace-commerce',
    'adobe-fonts',
    'open-graph',
    'google-analytics',
    'google-tag-manager',
    'microsoft-clarity',
    'typekit',
  ],
  partners: {
    'google.com': 'technology',
    'facebook.com': 'technology',
    'tiktok.com': 'technology',
    'klaviyo.com': 'technology',
    'shopify.com': 'technology',
    'lumenlab.co.uk': 'channel',
    'copyhouse.studio': 'channel',
  },
};
