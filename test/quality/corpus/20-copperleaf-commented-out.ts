import type { CorpusSite } from './types.js';

const headers = { server: 'openresty/1.25.3.1', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <link rel="stylesheet" href="/static/site.css?v=41">
  <!-- Payments are on the app subdomain now; Stripe.js no longer loads here.
  <script src="https://js.stripe.com/v3/"></script>
  -->
  <!-- Hotjar disabled 2025-03 (consent review)
  <script async src="https://static.hotjar.com/c/hotjar-3312087.js?sv=6"></script>
  -->
  <!-- <link rel="preconnect" href="https://widget.intercom.io"> -->
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-CPL3F9X2Q1"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date());
    gtag('config', 'G-CPL3F9X2Q1', { anonymize_ip: true });
  </script>
  <script src="https://cdn.mxpnl.com/libs/mixpanel-2.47.0.min.js"></script>
  <script>mixpanel.init("5f1e2d3c4b5a69788796a5b4c3d2e1f0", { track_pageview: true });</script>
</head>
<body>
  <div class="hdr"><a href="/" class="hdr-logo">Copperleaf</a>
    <ul class="hdr-menu"><li><a href="/crm">CRM</a></li><li><a href="/partners">Partners</a></li><li><a href="/pricing">Pricing</a></li></ul></div>
  ${body}
  <div class="ftr">Copperleaf CRM Ltd · <a href="https://www.linkedin.com/company/copperleaf-crm">LinkedIn</a></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'copperleaf-crm.com',
  covers:
    'scripts and links commented out in the head (Stripe.js, Hotjar, an Intercom preconnect) that must not count, live gtag and Mixpanel, OpenResty server header; a partner page with a commented-out former partner block and card grids for integrations and referral partners',
  pages: {
    '/': {
      headers,
      html: page(
        'Copperleaf CRM — the CRM for property managers',
        '<div class="hero"><h1>The CRM built for property managers</h1><p>Landlords, tenants, contractors and every email between them.</p></div>',
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners | Copperleaf CRM',
        `<div class="content">
  <h1>Partners</h1>
  <h2>Integration partners</h2>
  <div class="cards">
    <div class="card"><a href="https://www.arthuronline.co.uk/"><img src="/static/partners/arthur.png" alt="Arthur Online"></a><p>Property management accounts</p></div>
    <div class="card"><a href="https://www.rightmove.co.uk/"><img src="/static/partners/rightmove.png" alt="Rightmove"></a><p>Listings and enquiries</p></div>
    <div class="card"><a href="https://www.zoopla.co.uk/"><img src="/static/partners/zoopla.png" alt="Zoopla"></a><p>Listings and enquiries</p></div>
    <div class="card"><a href="https://www.docusign.com/"><img src="/static/partners/docusign.png" alt="DocuSign"></a><p>Tenancy agreements, signed online</p></div>
    <!-- Removed when the integration was retired (2024):
    <div class="card"><a href="https://www.letmc.com/"><img src="/static/partners/letmc.png" alt="LetMC"></a><p>Lettings software</p></div>
    -->
  </div>
  <h2>Referral partners</h2>
  <div class="cards">
    <div class="card"><a href="https://www.propertymark.co.uk/"><img src="/static/partners/propertymark.png" alt="Propertymark"></a><p>Member discount</p></div>
    <div class="card"><a href="https://www.lettingsadvisors.co.uk/"><img src="/static/partners/lettings-advisors.png" alt="Lettings Advisors"></a><p>Consultancy for growing agencies</p></div>
  </div>
</div>`,
      ),
    },
  },
  technologies: ['google-analytics', 'google-tag-manager', 'mixpanel', 'openresty', 'nginx'],
  partners: {
    'arthuronline.co.uk': 'technology',
    'rightmove.co.uk': 'technology',
    'zoopla.co.uk': 'technology',
    'docusign.com': 'technology',
    'propertymark.co.uk': 'channel',
    'lettingsadvisors.co.uk': 'channel',
  },
};
