import type { CorpusSite } from './types.js';

const headers = { server: 'Caddy', 'content-type': 'text/html; charset=utf-8', 'alt-svc': 'h3=":443"; ma=2592000' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/assets/styles.css">
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>
<script src="//embed.typeform.com/next/embed.js"></script>
</head>
<body>
<div class="site-top"><a class="site-top__brand" href="/">Ampersand</a><a href="/product">Product</a> <a href="/partners">Partners</a> <a href="/podcast">Podcast</a></div>
${body}
<div class="site-bottom"><div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5f1e2d3c4b5a6978"><a href="https://uk.trustpilot.com/review/ampersand-legal.com" target="_blank" rel="noopener">Trustpilot</a></div><p>Ampersand Legal Technology Ltd</p></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'ampersand-legal.com',
  covers:
    'a partner page full of calls to action: a Typeform application, a partner login on a tenant portal (ampersand.partnerportal.io), a Calendly booking link, a partner deck PDF, a podcast on Apple Podcasts, G2 and Trustpilot badges; referral partners and technology partners as real lists; Caddy, Trustpilot, Calendly and Typeform script tags',
  pages: {
    '/': {
      headers,
      html: page(
        'Ampersand — Matter management for small law firms',
        '<main><h1>Matter management for small law firms</h1><p>Time, documents and billing in one place.</p></main>',
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners | Ampersand',
        `<main class="partners">
<div class="partners-hero"><h1>Partner with Ampersand</h1><p>Refer law firms, build on our API, or bring Ampersand to your clients.</p>
<p><a href="https://form.typeform.com/to/Fq2xK9Lm" class="btn">Become a partner</a> <a href="https://ampersand.partnerportal.io/login" class="btn btn--ghost">Partner login</a> <a href="https://calendly.com/ampersand-legal/partner-intro" target="_blank" class="btn btn--ghost">Book a call with our partner team</a> <a href="/files/Ampersand-Partner-Deck-2026.pdf">Download the partner deck</a></p></div>
<div class="partners-badges"><a href="https://www.g2.com/products/ampersand-legal/reviews"><img src="/img/g2-high-performer.svg" alt="G2 High Performer"></a> <a href="https://podcasts.apple.com/gb/podcast/the-small-firm-show/id1622334455">Listen to The Small Firm Show</a></div>
<section class="partners-list"><h2>Referral partners</h2>
<div class="partners-grid">
<div class="partner"><img src="/img/partners/lawtech-hub.png" alt="LawTech Hub"><a href="https://www.lawtechhub.co.uk/">LawTech Hub</a></div>
<div class="partner"><img src="/img/partners/practice-pilot.png" alt="Practice Pilot"><a href="https://practicepilot.co.uk/">Practice Pilot</a></div>
<div class="partner"><img src="/img/partners/firmgrowth.png" alt="FirmGrowth Consulting"><a href="https://www.firmgrowth.com/">FirmGrowth Consulting</a></div>
</div></section>
<section class="partners-list"><h2>Technology partners</h2>
<div class="partners-grid">
<div class="partner"><img src="/img/partners/imanage.png" alt="iManage"><a href="https://imanage.com/">iManage</a></div>
<div class="partner"><img src="/img/partners/netdocuments.png" alt="NetDocuments"><a href="https://www.netdocuments.com/">NetDocuments</a></div>
<div class="partner"><img src="/img/partners/docusign.png" alt="Docusign"><a href="https://www.docusign.com/">Docusign</a></div>
<div class="partner"><img src="/img/partners/lexisnexis.png" alt="LexisNexis"><a href="https://www.lexisnexis.co.uk/">LexisNexis</a></div>
</div></section>
</main>`,
      ),
    },
  },
  technologies: ['caddy', 'go', 'trustpilot', 'calendly', 'typeform', 'http-3'],
  partners: {
    'lawtechhub.co.uk': 'channel',
    'practicepilot.co.uk': 'channel',
    'firmgrowth.com': 'channel',
    'imanage.com': 'technology',
    'netdocuments.com': 'technology',
    'docusign.com': 'technology',
    'lexisnexis.co.uk': 'technology',
  },
};
