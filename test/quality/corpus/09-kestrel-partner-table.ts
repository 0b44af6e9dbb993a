import type { CorpusSite } from './types.js';

const headers = { server: 'cloudflare', 'cf-ray': '8e31c0d9e2f3a416-DUB', 'content-type': 'text/html; charset=utf-8' };

const shell = (title: string, main: string) => `<!DOCTYPE html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="/assets/main.9b2c.css">
<script src="https://browser.sentry-cdn.com/7.114.0/bundle.min.js" crossorigin="anonymous"></script>
<script>Sentry.init({ dsn: 'https://3f1a2b@o412233.ingest.sentry.io/5521190', tracesSampleRate: 0.1 });</script>
</head>
<body>
<div class="shell">
  <div class="shell-top">
    <a href="/" class="wordmark">Kestrel</a>
    <div class="topmenu"><a href="/payments">Payments</a> <a href="/pricing">Pricing</a> <a href="/partners">Partners</a> <a href="https://dashboard.kestrel-payments.com">Dashboard</a></div>
  </div>
  <div class="shell-body">${main}</div>
  <div class="shell-bottom">Kestrel Payments Ltd is authorised by the Central Bank of Ireland. <a href="https://x.com/kestrelpay">X</a> <a href="https://www.linkedin.com/company/kestrel-payments">LinkedIn</a></div>
</div>
<script defer src="https://static.cloudflareinsights.com/beacon.min.js/vcd15cbe7772f49c399c6a5babf22c1241717689176015" data-cf-beacon='{"token": "9a1b2c3d4e5f40718293a4b5c6d7e8f9"}'></script>
</body>
</html>`;

const row = (name: string, site: string, type: string, tier: string, country: string) =>
  `<tr><td class="c-name"><a href="${site}">${name}</a></td><td>${type}</td><td>${tier}</td><td>${country}</td></tr>`;

export const site: CorpusSite = {
  domain: 'kestrel-payments.com',
  covers:
    'a certified-partner table whose names are links and whose "Type" column mixes integrations, resellers and referral partners (a type per row); a table caption; Sentry and Cloudflare Browser Insights script tags; Cloudflare headers; no nav or footer elements (div-based chrome)',
  pages: {
    '/': {
      headers,
      html: shell(
        'Kestrel — Card payments for Irish and UK merchants',
        `<h1>Card payments, settled next day</h1><p>Online, in person and by invoice. No monthly fees.</p><p><a href="/signup">Open an account</a></p>`,
      ),
    },
    '/partners': {
      headers,
      html: shell(
        'Certified partners | Kestrel',
        `<h1>Certified partners</h1>
<p>Every company below has passed Kestrel's certification. Integration partners connect their software to Kestrel; resellers and referral partners help merchants sign up.</p>
<table class="partner-table">
<caption>Kestrel certified partners, November 2026</caption>
<thead><tr><th>Partner</th><th>Type</th><th>Tier</th><th>Country</th></tr></thead>
<tbody>
${row('WooCommerce', 'https://woocommerce.com/', 'Integration', 'Gold', 'Global')}
${row('Magento Open Source', 'https://business.adobe.com/products/magento/magento-commerce.html', 'Integration', 'Silver', 'Global')}
${row('Cleverbridge POS', 'https://www.cleverbridgepos.ie/', 'Reseller', 'Gold', 'Ireland')}
${row('PayPoint Direct', 'https://www.paypointdirect.co.uk/', 'Reseller', 'Silver', 'United Kingdom')}
${row('Sumup Advisors', 'https://www.merchantadvisors.ie/', 'Referral partner', 'Registered', 'Ireland')}
${row('Xero', 'https://www.xero.com/ie/', 'Integration', 'Gold', 'Global')}
${row('Lightspeed', 'https://www.lightspeedhq.com/', 'Integration', 'Gold', 'Global')}
</tbody>
</table>
<p><a href="/partners/apply">Apply for certification</a></p>`,
      ),
    },
  },
  technologies: ['cloudflare', 'cloudflare-browser-insights', 'sentry'],
  partners: {
    'woocommerce.com': 'technology',
    'adobe.com': 'technology',
    'cleverbridgepos.ie': 'channel',
    'paypointdirect.co.uk': 'channel',
    'merchantadvisors.ie': 'channel',
    'xero.com': 'technology',
    'lightspeedhq.com': 'technology',
  },
};
