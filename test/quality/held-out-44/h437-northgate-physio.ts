import type { CorpusSite } from '../corpus/types.js';

// Independent physiotherapy clinic in Harrogate (UK, English) on Squarespace. The partners are an "Our partners"
// section on the about page (list with links, no kind given). Insurers are named without links; HCPC, CSP, the
// sponsored running club, the Cliniko booking page, the Physitrack app, press, Google reviews and social links are
// not partners.

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Qm3TzLw8/yR5hVpX1',
  'strict-transport-security': 'max-age=15552000',
};

function page(title: string, path: string, collectionClass: string, body: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-GB">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- northgate-physio -->
<base href="">
<meta charset="utf-8" />
<title>${title} &mdash; Northgate Physiotherapy</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/61a4c2f7e3b1d40c8a9f2e11/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.northgatephysio.co.uk${path}"/>
<meta property="og:site_name" content="Northgate Physiotherapy"/>
<meta property="og:title" content="${title} &mdash; Northgate Physiotherapy"/>
<meta property="og:url" content="https://www.northgatephysio.co.uk${path}"/>
<meta property="og:type" content="website"/>
<meta name="description" content="Chartered physiotherapy, sports injury rehab and Pilates in Harrogate, North Yorkshire."/>
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5c6e0b1f8d2a4e93-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-9f1d3a7c2e5b8064-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-2b7e4d9a1c3f6085-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-4a8c1e7d3b9f2506-min.en-US.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"websiteSettings":{"storeSettings":{}},"website":{"id":"61a4c2f7e3b1d40c8a9f2e11","identifier":"northgate-physio","websiteType":1,"siteTitle":"Northgate Physiotherapy","language":"en-GB","timeZone":"Europe/London","primaryDomain":"www.northgatephysio.co.uk"},"templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/61a4c2f7e3b1d40c8a9f2e11/42/5c5a519771aa8f3e5d2d1b1e/61a4c2f7e3b1d40c8a9f2e2a/1581/site.css"/>
</head>
<body id="collection-${collectionClass}" class="header-layout-nav-right tweak-transparent-header primary-button-style-solid">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary">
  <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="https://images.squarespace-cdn.com/content/v1/61a4c2f7e3b1d40c8a9f2e11/logo-northgate.png?format=1500w" alt="Northgate Physiotherapy"></a></div>
  <nav class="header-nav-list">
    <div class="header-nav-item header-nav-item--collection"><a href="/services">Services</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/team">Our team</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/about">About</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/blog">Blog</a></div>
    <div class="header-nav-item header-nav-item--collection"><a href="/contact">Contact</a></div>
  </nav>
  <div class="header-actions-action--cta"><a class="btn btn--border" href="https://northgatephysio.uk2.cliniko.com/bookings" target="_blank">Book online</a></div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="64b1a7e2c3d9f40e1b2a8c77">
${body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-html-content">
    <p><strong>Northgate Physiotherapy</strong><br>14 Victoria Avenue, Harrogate HG1 1ED<br>01423 508 214 &middot; hello@northgatephysio.co.uk</p>
    <p><a href="https://www.instagram.com/northgatephysio" target="_blank">Instagram</a> &middot; <a href="https://www.facebook.com/northgatephysio" target="_blank">Facebook</a></p>
    <p>&copy; 2024 Northgate Physiotherapy Ltd. Registered in England &amp; Wales no. 10984471. <a href="/privacy">Privacy</a></p>
  </div></div></div></section>
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771aa8f3e5d2d1b1e/scripts/site-bundle.8b3e1a5f.js" type="text/javascript"></script>
</body>
</html>`;
}

function section(inner: string): string {
  return `<section data-test="page-section" class="page-section layout-engine-section"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
${inner}
</div></div></div></div></div></section>`;
}

const home = page(
  'Physiotherapy in Harrogate',
  '',
  'homepage',
  `${section(`<h1>Get back to doing what you love</h1>
<p>Chartered physiotherapists helping Harrogate move better since 2014. Sports injuries, back and neck pain, post-operative rehab and clinical Pilates.</p>
<p><a class="sqs-block-button-element" href="https://northgatephysio.uk2.cliniko.com/bookings">Book an assessment</a></p>`)}
${section(`<h2>What our patients say</h2>
<blockquote><p>&ldquo;After two physios elsewhere, Tom finally sorted my knee. Ran the Great North Run pain free.&rdquo; &mdash; Sarah, Knaresborough</p></blockquote>
<p>Rated 4.9 from 280+ reviews on <a href="https://g.page/r/northgatephysio/review" target="_blank">Google</a>.</p>`)}
${section(`<h2>Insurance</h2>
<p>We're recognised by most major health insurers, including Bupa, AXA Health, Aviva, Vitality and WPA. Please bring your authorisation code to your first appointment.</p>`)}`,
);

const about = page(
  'About',
  '/about',
  'about',
  `${section(`<h1>About Northgate Physiotherapy</h1>
<p>Northgate was founded in 2014 by Tom Ashworth and Priya Nair, both former NHS musculoskeletal physiotherapists. Today our team of six physios and two sports therapists treats over 4,000 patients a year.</p>
<p>All our physiotherapists are registered with the <a href="https://www.hcpc-uk.org" target="_blank">Health and Care Professions Council</a> and are members of the <a href="https://www.csp.org.uk" target="_blank">Chartered Society of Physiotherapy</a>.</p>`)}
${section(`<h2>Our partners</h2>
<p>Good rehab rarely happens in isolation. We're proud to work alongside these local partners so you get joined-up care:</p>
<ul>
<li><a href="https://www.yorkshirespine.co.uk" target="_blank">Yorkshire Spine Consultants</a> &ndash; fast-track orthopaedic and spinal opinions, with shared rehab plans.</li>
<li><a href="https://www.niddvalleyimaging.co.uk" target="_blank">Nidd Valley Imaging</a> &ndash; MRI and diagnostic ultrasound, usually within 72 hours of referral.</li>
<li><a href="https://forgestrength.co.uk" target="_blank">Forge Strength &amp; Conditioning</a> &ndash; coached gym sessions to bridge the gap between rehab and performance.</li>
<li><a href="https://www.purepilatesharrogate.co.uk" target="_blank">Pure Pilates Harrogate</a> &ndash; reformer classes for patients after discharge.</li>
</ul>`)}
${section(`<h2>In the community</h2>
<p>We sponsor <a href="https://www.harrogateharriers.org.uk" target="_blank">Harrogate Harriers</a> and run free injury clinics for their members every month. You may also have read about our running-injury workshops in the <a href="https://www.harrogateadvertiser.co.uk/health/northgate-physio-running-workshops-4410287" target="_blank">Harrogate Advertiser</a>.</p>`)}`,
);

const services = page(
  'Services',
  '/services',
  'services',
  `${section(`<h1>Services</h1>
<h3>Physiotherapy assessment &mdash; &pound;65</h3><p>A 45-minute assessment and treatment with a chartered physiotherapist.</p>
<h3>Sports massage &mdash; &pound;50</h3><p>Deep tissue work for training load and recovery.</p>
<h3>Clinical Pilates &mdash; from &pound;14</h3><p>Small-group mat classes run by our physios.</p>
<h3>Home exercise programmes</h3><p>Your exercises are sent to your phone through the <a href="https://www.physitrack.com" target="_blank">Physitrack</a> app, with videos and reminders.</p>`)}`,
);

const blogPost = page(
  'Returning to running after injury',
  '/blog/returning-to-running-after-injury',
  'blog',
  `${section(`<article class="blog-item">
<h1 class="blog-title">Returning to running after injury</h1>
<p class="blog-meta">Priya Nair &middot; 2 April 2024</p>
<p>The most common mistake we see is going back too fast. Use a walk-run programme and keep pain at or below 3/10 during and the day after running.</p>
<p>The <a href="https://www.parkrun.org.uk" target="_blank">parkrun</a> on the Stray is a great low-pressure target once you can run 30 minutes continuously.</p>
<p>Need a plan? <a href="https://northgatephysio.uk2.cliniko.com/bookings" target="_blank">Book a running assessment</a>.</p>
</article>`)}`,
);

const contact = page(
  'Contact',
  '/contact',
  'contact',
  `${section(`<h1>Contact</h1>
<p>14 Victoria Avenue, Harrogate HG1 1ED<br>01423 508 214<br>hello@northgatephysio.co.uk</p>
<p>Monday&ndash;Thursday 7.30am&ndash;8pm, Friday 7.30am&ndash;5pm, Saturday 8am&ndash;1pm.</p>
<p>Free on-street parking on Victoria Avenue after 6pm. The clinic is step-free.</p>`)}`,
);

export const site: CorpusSite = {
  domain: 'northgatephysio.co.uk',
  covers:
    'Squarespace 7.1 (en-GB): "Our partners" section on the about page (linked list, no kind -> generic); insurers named without links, HCPC register and CSP membership, sponsored running club, press, Cliniko booking, Physitrack app, parkrun, Google reviews and social links are not partners',
  pages: {
    '/': { headers, html: home },
    '/about': { headers, html: about },
    '/services': { headers, html: services },
    '/blog/returning-to-running-after-injury': { headers, html: blogPost },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/about', '/services', '/blog/returning-to-running-after-injury', '/contact'],
  technologies: ['squarespace', 'squarespace-commerce', 'hsts', 'open-graph'],
  partners: {
    'yorkshirespine.co.uk': 'generic',
    'niddvalleyimaging.co.uk': 'generic',
    'forgestrength.co.uk': 'generic',
    'purepilatesharrogate.co.uk': 'generic',
  },
};
