import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1718200311.4410229384412712233',
  'strict-transport-security': 'max-age=86400',
};

function page(title: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder">
<title>${title} | Harbourline HR &amp; Payroll</title>
<meta name="description" content="Outsourced payroll, HR advice and software setup for Australian small businesses. Based in Wollongong, NSW.">
<link rel="canonical" href="https://www.harbourlinehr.com.au${path}">
<meta property="og:title" content="${title} | Harbourline HR &amp; Payroll">
<meta property="og:url" content="https://www.harbourlinehr.com.au${path}">
<meta property="og:site_name" content="Harbourline HR &amp; Payroll">
<meta property="og:type" content="website">
<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"3f1c5e2a-8b7d-4a0e-9c11-2d3e4f5a6b7c","isResponsive":true},"language":{"siteLanguage":"en"}};</script>
<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4b7e2c1a.bundle.min.js" async></script>
</head>
<body>
<div id="SITE_CONTAINER">
<div id="main_MF">
<header id="SITE_HEADER" class="wixui-header">
  <a href="https://www.harbourlinehr.com.au" data-testid="linkElement"><img src="https://static.wixstatic.com/media/a3c91f_logo~mv2.png/v1/fill/w_180,h_48/harbourline-logo.png" alt="Harbourline HR &amp; Payroll"></a>
  <nav aria-label="Site">
    <ul>
      <li><a data-testid="linkElement" href="https://www.harbourlinehr.com.au">Home</a></li>
      <li><a data-testid="linkElement" href="https://www.harbourlinehr.com.au/services">Services</a></li>
      <li><a data-testid="linkElement" href="https://www.harbourlinehr.com.au/partners">Partners</a></li>
      <li><a data-testid="linkElement" href="https://www.harbourlinehr.com.au/about">About</a></li>
      <li><a data-testid="linkElement" href="https://www.harbourlinehr.com.au/contact">Contact</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1">
<div id="SITE_PAGES">
${main}
</div>
</main>
<footer id="SITE_FOOTER" class="wixui-footer">
  <p class="font_8 wixui-rich-text__text">Harbourline HR &amp; Payroll Pty Ltd · ABN 41 622 908 115 · Level 2, 45 Crown St, Wollongong NSW 2500</p>
  <p class="font_8 wixui-rich-text__text">Phone <a href="tel:0242261180">02 4226 1180</a> · <a href="mailto:hello@harbourlinehr.com.au">hello@harbourlinehr.com.au</a></p>
  <ul aria-label="Social Bar">
    <li><a href="https://www.facebook.com/harbourlinehr" target="_blank">Facebook</a></li>
    <li><a href="https://www.linkedin.com/company/harbourline-hr-payroll" target="_blank">LinkedIn</a></li>
    <li><a href="https://www.instagram.com/harbourlinehr" target="_blank">Instagram</a></li>
  </ul>
</footer>
</div>
</div>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'harbourlinehr.com.au',
  covers:
    'Australian English Wix payroll/HR consultancy: partners page with software partners (technology) and referral partners (channel) as rich-text sections; negatives: client testimonials, industry association membership, award finalist, surf club sponsorship, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Payroll & HR for Illawarra small businesses',
        '/',
        `
<section class="wixui-section">
  <h1 class="font_0 wixui-rich-text__text">Payroll done right, every pay run</h1>
  <p class="font_7 wixui-rich-text__text">We run payroll, handle Single Touch Payroll reporting and keep you on the right side of the Fair Work award — so you can run your business.</p>
  <a data-testid="linkElement" class="wixui-button" href="https://www.harbourlinehr.com.au/contact">Book a free payroll health check</a>
</section>
<section class="wixui-section">
  <h2 class="font_2 wixui-rich-text__text">What our clients say</h2>
  <p class="font_7 wixui-rich-text__text">“Harbourline took payroll off my plate completely. Worth every cent.” — Leah M., owner, Thirroul Bakehouse</p>
  <p class="font_7 wixui-rich-text__text">“They set up our rostering and payroll in a week.” — Dan K., Illawarra Mobile Mechanics</p>
</section>
<section class="wixui-section">
  <p class="font_7 wixui-rich-text__text">Finalist, Illawarra Business Awards 2024 — Professional Services. Proud member of the <a href="https://www.austpayroll.com.au/">Australian Payroll Association</a>.</p>
</section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Our Partners',
        '/partners',
        `
<section class="wixui-section">
  <h1 class="font_0 wixui-rich-text__text">Our partners</h1>
  <p class="font_7 wixui-rich-text__text">We don't do it alone. These are the software platforms we're certified in and the local firms we work hand in hand with.</p>
</section>
<section class="wixui-section">
  <h2 class="font_2 wixui-rich-text__text">Software partners</h2>
  <div class="wixui-repeater">
    <div class="wixui-repeater__item">
      <img src="https://static.wixstatic.com/media/a3c91f_xero~mv2.png" alt="Xero certified advisor">
      <p class="font_8 wixui-rich-text__text"><a href="https://www.xero.com/au/" target="_blank">Xero</a> — we're a Xero Payroll Certified Advisor and set up payroll and leave in Xero for our clients.</p>
    </div>
    <div class="wixui-repeater__item">
      <img src="https://static.wixstatic.com/media/a3c91f_rosterly~mv2.png" alt="Rosterly">
      <p class="font_8 wixui-rich-text__text"><a href="https://rosterly.com.au/" target="_blank">Rosterly</a> — rostering and timesheets that flow straight into pay runs.</p>
    </div>
    <div class="wixui-repeater__item">
      <img src="https://static.wixstatic.com/media/a3c91f_paycove~mv2.png" alt="PayCove">
      <p class="font_8 wixui-rich-text__text"><a href="https://www.paycove.com.au/" target="_blank">PayCove</a> — employee onboarding, contracts and payslips in one app.</p>
    </div>
  </div>
</section>
<section class="wixui-section">
  <h2 class="font_2 wixui-rich-text__text">Referral partners</h2>
  <p class="font_7 wixui-rich-text__text">Our referral partners are accountants and bookkeepers who refer their clients to us for payroll, and we refer back for tax and BAS work:</p>
  <ul class="font_7 wixui-rich-text__text">
    <li><a href="https://www.coastalledger.com.au/" target="_blank">Coastal Ledger Accountants</a>, Kiama</li>
    <li><a href="https://baxterlane.com.au/" target="_blank">Baxter &amp; Lane Bookkeeping</a>, Shellharbour</li>
    <li><a href="https://www.southbankadvisory.com.au/" target="_blank">Southbank Advisory</a>, Wollongong</li>
  </ul>
</section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About',
        '/about',
        `
<section class="wixui-section">
  <h1 class="font_0 wixui-rich-text__text">About Harbourline</h1>
  <p class="font_7 wixui-rich-text__text">Founded in 2016 by payroll specialist Renee Costa, Harbourline now looks after 180 small businesses across the Illawarra and South Coast.</p>
  <h2 class="font_2 wixui-rich-text__text">In the community</h2>
  <p class="font_7 wixui-rich-text__text">We're a proud sponsor of <a href="https://www.northbeachslsc.com.au/">North Beach Surf Life Saving Club</a>'s nippers program.</p>
</section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        '/contact',
        `
<section class="wixui-section">
  <h1 class="font_0 wixui-rich-text__text">Get in touch</h1>
  <p class="font_7 wixui-rich-text__text">Call 02 4226 1180 or send us a message and we'll get back to you within one business day.</p>
  <form class="wixui-form"><input type="text" name="name" aria-label="Name"><input type="email" name="email" aria-label="Email"><textarea name="message" aria-label="Message"></textarea><button type="submit">Send</button></form>
</section>`,
      ),
    },
  },
  technologies: ['wix', 'react', 'websitebuilder', 'hsts', 'open-graph'],
  partners: {
    'xero.com': 'technology',
    'rosterly.com.au': 'technology',
    'paycove.com.au': 'technology',
    'coastalledger.com.au': 'channel',
    'baxterlane.com.au': 'channel',
    'southbankadvisory.com.au': 'channel',
  },
};
