import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8a1f3c9e7d2b4e11-SYD',
  'cf-cache-status': 'HIT',
  'content-type': 'text/html; charset=utf-8',
};

const page = (title: string, pageId: string, body: string): string => `<!DOCTYPE html>
<!-- Last Published: Tue Nov 18 2026 03:12:44 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.molara.com.au" data-wf-page="${pageId}" data-wf-site="64a1b2c3d4e5f60718293a4b" lang="en-AU">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="Cloud practice management software for Australian dental clinics: appointments, charting, health fund claims and recalls." name="description">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/css/molara.webflow.5c1e2d.min.css" rel="stylesheet" type="text/css">
<link href="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/64a1b2c3d4e5f607182940aa_favicon.png" rel="shortcut icon" type="image/x-icon">
<link rel="preconnect" href="https://widget.intercom.io" crossorigin>
<script type="text/javascript" id="hs-script-loader" async defer src="//js-ap1.hs-scripts.com/39281734.js"></script>
</head>
<body>
<div class="navbar w-nav" data-collapse="medium" role="banner">
  <a href="/" class="brand w-nav-brand" aria-current="page"><img src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/molara-logo.svg" alt="Molara"></a>
  <nav role="navigation" class="nav-menu w-nav-menu">
    <a href="/features" class="nav-link w-nav-link">Features</a>
    <a href="/integrations" class="nav-link w-nav-link">Integrations</a>
    <a href="/pricing" class="nav-link w-nav-link">Pricing</a>
    <a href="/customers" class="nav-link w-nav-link">Customers</a>
    <a href="/resources" class="nav-link w-nav-link">Resources</a>
    <a href="https://app.molara.com.au/login" class="nav-link login w-nav-link">Log in</a>
    <a href="/demo" class="button w-button">Book a demo</a>
  </nav>
</div>
${body}
<footer class="footer">
  <div class="footer-grid w-layout-grid">
    <div><h5>Product</h5><a href="/features" class="footer-link">Features</a><a href="/integrations" class="footer-link">Integrations</a><a href="/security" class="footer-link">Security</a><a href="/compare/molara-vs-dental4windows" class="footer-link">Molara vs Dental4Windows</a></div>
    <div><h5>Company</h5><a href="/about" class="footer-link">About</a><a href="https://jobs.lever.co/molara" class="footer-link">Careers</a><a href="/partners" class="footer-link">Partner network</a><a href="/partners/become-a-partner" class="footer-link">Become a partner</a></div>
    <div><h5>Follow</h5><a href="https://www.linkedin.com/company/molara-dental" class="footer-link">LinkedIn</a><a href="https://www.facebook.com/molaradental" class="footer-link">Facebook</a><a href="https://www.youtube.com/@molaradental" class="footer-link">YouTube</a></div>
  </div>
  <div class="footer-badges">
    <a href="https://www.capterra.com.au/software/1029384/molara"><img src="https://assets.capterra.com/badge/3c1f9a/molara-reviews.svg" alt="Capterra reviews"></a>
    <img src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/iso27001-badge.png" alt="ISO/IEC 27001 certified">
    <span>Proudly a Corporate Partner of the <a href="https://www.ada.org.au/">Australian Dental Association</a></span>
  </div>
  <p class="legal">© 2026 Molara Pty Ltd · ABN 48 631 772 019 · <a href="/privacy">Privacy</a></p>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1b2c3d4e5f60718293a4b" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/js/webflow.7a1b2c3d.js" type="text/javascript"></script>
<script src="https://widget.intercom.io/widget/k3x9q2ab" async></script>
<script>window.intercomSettings={api_base:"https://api-iam.au.intercom.io",app_id:"k3x9q2ab"};</script>
</body>
</html>`;

const home = page(
  'Molara | Dental practice management software',
  '64a1b2c3d4e5f60718293a50',
  `<section class="hero">
  <h1>The practice software your front desk actually likes</h1>
  <p>Appointments, charting, HICAPS claiming and SMS recalls in one cloud platform built in Melbourne for Australian dental clinics.</p>
  <a href="/demo" class="button w-button">Book a demo</a>
</section>
<section class="logos">
  <p class="eyebrow">Trusted by 1,200+ practices across Australia and New Zealand</p>
  <div class="logo-row">
    <a href="https://www.smileworksdental.com.au/" class="logo-link w-inline-block"><img src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/smileworks.png" alt="Smileworks Dental"></a>
    <a href="https://www.bayside-family-dental.com.au/" class="logo-link w-inline-block"><img src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/bayside.png" alt="Bayside Family Dental"></a>
    <a href="https://www.kiwismiles.co.nz/" class="logo-link w-inline-block"><img src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/kiwismiles.png" alt="Kiwi Smiles"></a>
  </div>
</section>
<section class="integrations-teaser">
  <h2>Plays nicely with your imaging, payments and comms</h2>
  <p>Bridge to your X-ray and intraoral camera software, claim on the spot with HICAPS and Tyro, and send reminders by SMS.</p>
  <a href="/integrations" class="text-link">See all integrations →</a>
</section>
<section class="testimonial"><blockquote>"We cut no-shows by a third in six months." — Dr Priya Raman, Smileworks Dental</blockquote></section>`,
);

const card = (cat: string, slug: string, name: string, domain: string, url: string, blurb: string): string => `
      <div role="listitem" class="integration-item w-dyn-item" data-category="${cat}">
        <div class="integration-card" data-vendor-domain="${domain}">
          <img src="https://assets-global.website-files.com/64a1b2c3d4e5f60718293a4b/int-${slug}.png" alt="${name} logo" class="integration-logo">
          <h3 class="integration-name">${name}</h3>
          <p>${blurb}</p>
          <a href="${url}" class="integration-link" target="_blank">Visit ${name}</a>
        </div>
      </div>`;

const integrations = page(
  'Integrations | Molara',
  '64a1b2c3d4e5f60718293a51',
  `<section class="page-header">
  <h1>Integrations</h1>
  <p>Molara connects with the imaging, payments and communications tools Australian practices rely on. All integrations are included on every plan.</p>
</section>
<div class="w-tabs" data-duration-in="300">
  <div class="tab-menu w-tab-menu" role="tablist">
    <a data-w-tab="Imaging" class="w-tab-link w--current">Imaging &amp; X-ray</a>
    <a data-w-tab="Payments" class="w-tab-link">Claiming &amp; payments</a>
    <a data-w-tab="Comms" class="w-tab-link">Patient communication</a>
  </div>
  <div class="w-tab-content">
    <div data-w-tab="Imaging" class="w-tab-pane w--tab-active"><div role="list" class="w-dyn-items">${card('imaging', 'carestream', 'Carestream Dental', 'carestreamdental.com', 'https://www.carestreamdental.com/en-au/', 'Open CS Imaging from the patient chart.')}${card('imaging', 'planmeca', 'Planmeca Romexis', 'planmeca.com', 'https://www.planmeca.com/software/', 'Two-way bridge with Romexis for 2D and 3D images.')}${card('imaging', 'vatech', 'Vatech EzDent-i', 'vatech.com.au', 'https://vatech.com.au/', 'Launch EzDent-i with patient context.')}
    </div></div>
    <div data-w-tab="Payments" class="w-tab-pane"><div role="list" class="w-dyn-items">${card('payments', 'hicaps', 'HICAPS', 'hicaps.com.au', 'https://www.hicaps.com.au/', 'Health fund claims straight from the chairside invoice.')}${card('payments', 'tyro', 'Tyro Health', 'tyrohealth.com', 'https://www.tyrohealth.com/', 'Medicare, DVA and fund claiming on Tyro terminals.')}
    </div></div>
    <div data-w-tab="Comms" class="w-tab-pane"><div role="list" class="w-dyn-items">${card('comms', 'hotdoc', 'HotDoc', 'hotdoc.com.au', 'https://www.hotdoc.com.au/practices/', 'Online bookings sync into the Molara appointment book.')}${card('comms', 'messagemedia', 'MessageMedia', 'messagemedia.com', 'https://messagemedia.com/au/', 'SMS reminders and two-way messaging.')}
    </div></div>
  </div>
</div>
<section class="cta"><h2>Missing an integration?</h2><p>Our open API is available to vendors. <a href="/partners/become-a-partner">Become a technology partner</a>.</p></section>`,
);

const partners = page(
  'Partner network | Molara',
  '64a1b2c3d4e5f60718293a52',
  `<section class="page-header">
  <h1>Our partner network</h1>
  <p>Molara works with dental business consultants and IT providers who help clinics switch systems, migrate data and get the most from their software.</p>
</section>
<section class="partner-section">
  <h2>Practice consultants</h2>
  <div class="partner-grid w-layout-grid">
    <div class="partner-block"><h3>Prime Practice</h3><p>Coaching and systems training for dental teams, nationwide.</p><a href="https://primepractice.com.au/" class="partner-link">primepractice.com.au</a></div>
    <div class="partner-block"><h3>Dental Business Group</h3><p>Practice management consulting, Brisbane and Gold Coast.</p><a href="https://www.dentalbusinessgroup.com.au/" class="partner-link">dentalbusinessgroup.com.au</a></div>
  </div>
</section>
<section class="partner-section">
  <h2>IT &amp; migration partners</h2>
  <div class="partner-grid w-layout-grid">
    <div class="partner-block"><h3>Chairside IT</h3><p>Managed IT and data migration for clinics in Victoria and Tasmania.</p><a href="https://www.chairsideit.com.au/" class="partner-link">chairsideit.com.au</a></div>
    <div class="partner-block"><h3>Toothpick Technology</h3><p>Networks, imaging PCs and Molara migrations, New Zealand.</p><a href="https://toothpicktech.co.nz/" class="partner-link">toothpicktech.co.nz</a></div>
  </div>
</section>`,
);

const become = page(
  'Become a partner | Molara',
  '64a1b2c3d4e5f60718293a53',
  `<section class="page-header">
  <h1>Become a Molara partner</h1>
  <p>Consultants, IT providers and software vendors: refer clinics, build on our API and grow with us.</p>
  <ul><li>20% recurring referral commission</li><li>Sandbox API access for vendors</li><li>Co-marketing with our clinic community</li></ul>
  <a href="https://partners.molara.com.au/apply" class="button w-button">Apply now</a> <a href="https://partners.molara.com.au/login" class="text-link">Partner login</a>
</section>`,
);

const compare = page(
  'Molara vs Dental4Windows | Molara',
  '64a1b2c3d4e5f60718293a54',
  `<section class="page-header">
  <h1>Molara vs Dental4Windows</h1>
  <p>Thinking of moving from <a href="https://www.d4w.com.au/">Dental4Windows</a> or <a href="https://www.praktika.com.au/">Praktika</a>? Here is how a cloud platform compares with server-based software.</p>
  <table class="compare"><tr><th></th><th>Molara</th><th>Dental4Windows</th></tr><tr><td>Cloud hosted</td><td>Yes</td><td>No (on-premise server)</td></tr><tr><td>Automatic updates</td><td>Yes</td><td>Manual</td></tr></table>
</section>`,
);

export const site: CorpusSite = {
  domain: 'molara.com.au',
  covers:
    'Australian Webflow dental-software site on Cloudflare: integrations in Webflow tabs of CMS cards with data-vendor-domain attributes from the main menu, and a consultant/IT partner network linked only from the footer and the sitemap; traps are a "trusted by" clinic logo row, Capterra and ISO badges, an ADA corporate-partner sponsorship, a Lever careers link, a competitor comparison page and a become-a-partner page with a partner portal login.',
  pages: {
    '/': { status: 301, redirect: 'https://www.molara.com.au/' },
    'https://www.molara.com.au/': { headers, html: home },
    'https://www.molara.com.au/integrations': { headers, html: integrations },
    'https://www.molara.com.au/partners': { headers, html: partners },
    'https://www.molara.com.au/partners/become-a-partner': { headers, html: become },
    'https://www.molara.com.au/compare/molara-vs-dental4windows': { headers, html: compare },
  },
  sitemap: [
    'https://www.molara.com.au/',
    'https://www.molara.com.au/integrations',
    'https://www.molara.com.au/partners',
    'https://www.molara.com.au/partners/become-a-partner',
    'https://www.molara.com.au/compare/molara-vs-dental4windows',
  ],
  technologies: ['webflow', 'cloudflare', 'hubspot', 'intercom', 'jquery', 'lever'],
  partners: {
    'carestreamdental.com': 'technology',
    'planmeca.com': 'technology',
    'vatech.com.au': 'technology',
    'hicaps.com.au': 'technology',
    'tyrohealth.com': 'technology',
    'hotdoc.com.au': 'technology',
    'messagemedia.com': 'technology',
    'primepractice.com.au': 'channel',
    'dentalbusinessgroup.com.au': 'channel',
    'chairsideit.com.au': 'channel',
    'toothpicktech.co.nz': 'channel',
  },
};
