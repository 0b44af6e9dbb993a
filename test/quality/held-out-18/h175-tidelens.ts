import type { CorpusSite } from '../corpus/types.js';

const SITE = '6512c0f3a8e4b91d27c55a10';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

const headers = {
  'content-type': 'text/html',
  'x-lambda-id': '3c1e7e0b-5b1a-4a1c-9d8e-2f6a7b8c9d0e',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 9e5c2a3b4d6f.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'IAD89-C1',
  'x-amz-cf-id': 'q8PZk3vN1yXh2Rr0bT5wLm9cA4sE7dF6gH3jK2lM1nO0pQ9rS8tU7v==',
};

const pageIds: Record<string, string> = {
  '/': '6512c0f3a8e4b91d27c55a1b',
  '/product': '6512c0f3a8e4b91d27c55a2c',
  '/pricing': '6512c0f3a8e4b91d27c55a3d',
  '/customers': '6512c0f3a8e4b91d27c55a4e',
  '/partners': '6512c0f3a8e4b91d27c55a5f',
  '/about': '6512c0f3a8e4b91d27c55a60',
  '/careers': '6512c0f3a8e4b91d27c55a71',
  '/security': '6512c0f3a8e4b91d27c55a82',
  '/blog': '6512c0f3a8e4b91d27c55a93',
  '/contact': '6512c0f3a8e4b91d27c55aa4',
};

const page = (
  path: string,
  title: string,
  description: string,
  body: string,
) => `<!DOCTYPE html><!-- Last Published: Tue Jun 18 2024 16:42:07 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="tidelens.io" data-wf-page="${pageIds[path]}" data-wf-site="${SITE}" lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${CDN}/65a0d1e2f3b4c5d6e7f8a9b0_og-tidelens.png" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/tidelens.webflow.shared.7b3e91c2a.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,regular,500,600,700","JetBrains Mono:regular,500"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/6512c7a9e0d3f4a5b6c7d8e9_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/6512c7b1f2e3d4c5b6a7f8e9_webclip.png" rel="apple-touch-icon"/><link href="https://tidelens.io${path === '/' ? '' : path}" rel="canonical"/>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NC4W7TB');</script>
<!-- End Google Tag Manager -->
<style>
.w-richtext code { font-family: "JetBrains Mono", monospace; }
.partner-logo img { filter: grayscale(100%); transition: filter .2s; }
.partner-logo:hover img { filter: none; }
</style></head><body class="body">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NC4W7TB"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="announcement-bar"><div class="container w-container"><a href="/blog" class="announcement-link w-inline-block"><div>Tidelens raises $14M Series A to make product analytics warehouse-native</div><div class="arrow">→</div></a></div></div>
<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="${path === '/' ? 'page' : 'false'}" class="brand w-nav-brand${path === '/' ? ' w--current' : ''}"><img src="${CDN}/6512c19e8a1b2c3d4e5f6a7b_tidelens-logo.svg" loading="lazy" width="118" alt="Tidelens" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Product</div><div class="w-icon-dropdown-toggle"></div></div><nav class="dropdown-list w-dropdown-list"><a href="/product" class="dropdown-link w-dropdown-link">Overview</a><a href="/product#funnels" class="dropdown-link w-dropdown-link">Funnels &amp; retention</a><a href="/product#semantic-layer" class="dropdown-link w-dropdown-link">Semantic layer</a><a href="/security" class="dropdown-link w-dropdown-link">Security</a></nav></div><a href="/customers" class="nav-link w-nav-link">Customers</a><a href="/partners" class="nav-link w-nav-link">Partners</a><a href="/pricing" class="nav-link w-nav-link">Pricing</a><a href="https://docs.tidelens.io" class="nav-link w-nav-link">Docs</a><a href="/blog" class="nav-link w-nav-link">Blog</a></nav><div class="nav-buttons"><a href="https://app.tidelens.io/login" class="nav-link login w-nav-link">Log in</a><a href="/contact" class="button small w-button">Get a demo</a></div><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${body}
<footer class="footer"><div class="container w-container"><div class="footer-grid w-layout-grid"><div class="footer-brand"><img src="${CDN}/6512c1a0b1c2d3e4f5a6b7c8_tidelens-logo-white.svg" loading="lazy" width="110" alt="Tidelens"/><p class="footer-text">Product analytics that runs on your data warehouse.<br/>Tidelens, Inc. · 2261 Market St #4410, San Francisco, CA 94114</p></div><div class="footer-col"><div class="footer-heading">Product</div><a href="/product" class="footer-link">Overview</a><a href="/pricing" class="footer-link">Pricing</a><a href="/security" class="footer-link">Security</a><a href="https://docs.tidelens.io/changelog" class="footer-link">Changelog</a><a href="https://status.tidelens.io" class="footer-link">Status</a></div><div class="footer-col"><div class="footer-heading">Company</div><a href="/about" class="footer-link">About</a><a href="/careers" class="footer-link">Careers</a><a href="/partners" class="footer-link">Partners</a><a href="/contact" class="footer-link">Contact</a></div><div class="footer-col"><div class="footer-heading">Newsletter</div><div class="w-form"><form id="wf-form-Newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" class="newsletter-form"><input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="you@company.com" type="email" id="email" required=""/><input type="submit" data-wait="Please wait..." class="button w-button" value="Subscribe"/></form><div class="w-form-done"><div>Thanks! You're on the list.</div></div><div class="w-form-fail"><div>Oops! Something went wrong.</div></div></div><div class="social-links"><a href="https://x.com/tidelens" target="_blank" class="social-link w-inline-block"><img src="${CDN}/6512c1b2_x.svg" loading="lazy" alt="X"/></a><a href="https://www.linkedin.com/company/tidelens" target="_blank" class="social-link w-inline-block"><img src="${CDN}/6512c1b3_linkedin.svg" loading="lazy" alt="LinkedIn"/></a><a href="https://github.com/tidelens" target="_blank" class="social-link w-inline-block"><img src="${CDN}/6512c1b4_github.svg" loading="lazy" alt="GitHub"/></a></div></div></div><div class="footer-bottom"><div>© 2024 Tidelens, Inc.</div><a href="/legal/privacy" class="footer-link small">Privacy</a><a href="/legal/terms" class="footer-link small">Terms</a><a href="/legal/dpa" class="footer-link small">DPA</a></div></div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4b1a2c9e.js" type="text/javascript"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/44201873.js"></script>
<!-- End of HubSpot Embed Code -->
</body></html>`;

const home = page(
  '/',
  'Tidelens | Warehouse-native product analytics',
  'Funnels, retention and journeys on top of Snowflake, BigQuery and Databricks. No event pipeline to maintain.',
  `<div class="section hero"><div class="container w-container"><div class="hero-grid w-layout-grid"><div class="hero-content"><h1 class="h1">Product analytics, straight from your warehouse</h1><p class="lead">Tidelens runs funnels, retention and path analysis as SQL against the data you already own. No SDKs to install, no second copy of your events, no seat-based pricing.</p><div class="button-row"><a href="/contact" class="button w-button">Get a demo</a><a href="https://app.tidelens.io/signup" class="button secondary w-button">Start free</a></div></div><img src="${CDN}/6512c2d1e2f3a4b5c6d7e8f9_hero-funnel.png" loading="eager" sizes="(max-width: 767px) 100vw, 560px" alt="Tidelens funnel chart" class="hero-image"/></div></div></div>
<div class="section logos"><div class="container w-container"><div class="eyebrow center">Trusted by data teams at</div><div class="logo-grid w-layout-grid"><img src="${CDN}/6512c3a1_parcelbee.svg" loading="lazy" alt="Parcelbee" class="customer-logo"/><img src="${CDN}/6512c3a2_holloway-fitness.svg" loading="lazy" alt="Holloway Fitness" class="customer-logo"/><img src="${CDN}/6512c3a3_mintleaf-health.svg" loading="lazy" alt="Mintleaf Health" class="customer-logo"/><img src="${CDN}/6512c3a4_orbitread.svg" loading="lazy" alt="Orbitread" class="customer-logo"/><img src="${CDN}/6512c3a5_quillstack.svg" loading="lazy" alt="Quillstack" class="customer-logo"/><img src="${CDN}/6512c3a6_fernway-travel.svg" loading="lazy" alt="Fernway Travel" class="customer-logo"/></div></div></div>
<div class="section"><div class="container w-container"><div class="feature-grid w-layout-grid"><div class="feature-card"><h3>Zero-copy</h3><p>Queries run in your Snowflake, BigQuery, Databricks or Redshift account. Your data never leaves it.</p></div><div class="feature-card"><h3>dbt-aware semantic layer</h3><p>Reuse the metrics and entities your analytics engineers already defined.</p></div><div class="feature-card"><h3>Self-serve for PMs</h3><p>Point-and-click funnels and cohorts, with the SQL one click away for analysts.</p></div></div></div></div>
<div class="section integrations-band"><div class="container w-container"><h2 class="h2 center">Works with your modern data stack</h2><p class="center">Native connections to the warehouses, ingestion and transformation tools you already use. <a href="/partners" class="text-link">See all technology partners →</a></p></div></div>
<div class="section testimonial"><div class="container w-container"><div class="testimonial-card"><p class="quote">"We turned off two event pipelines and a six-figure analytics contract in the same quarter. Our PMs build their own funnels now."</p><div class="quote-author">Dana Whitfield, Head of Data, Parcelbee</div><a href="/customers" class="text-link">Read the story →</a></div><div class="badges"><a href="https://www.g2.com/products/tidelens/reviews" target="_blank" class="badge-link w-inline-block"><img src="${CDN}/6512c4b1_g2-high-performer-summer-2024.svg" loading="lazy" alt="G2 High Performer Summer 2024"/></a><img src="${CDN}/6512c4b2_soc2-type2.svg" loading="lazy" alt="SOC 2 Type II"/></div></div></div>`,
);

const product = page(
  '/product',
  'Product | Tidelens',
  'How Tidelens works.',
  `<div class="section"><div class="container w-container"><h1 class="h1">One semantic layer. Every product question.</h1><div id="funnels" class="product-row"><h2>Funnels &amp; retention</h2><p>Build conversion funnels with any events or table rows as steps, break them down by any property, and see retention curves by cohort.</p></div><div id="journeys" class="product-row"><h2>Journeys</h2><p>Sankey path analysis to see what users do before and after a key moment.</p></div><div id="semantic-layer" class="product-row"><h2>Semantic layer</h2><p>Define entities and metrics once in YAML or import them from your dbt project. Every chart is generated as readable SQL.</p><div class="code-block w-embed"><pre><code>entities:
  - name: account
    table: analytics.dim_accounts
metrics:
  - name: weekly_active_accounts
    type: count_distinct
    sql: account_id</code></pre></div></div><div class="product-row"><h2>Governance</h2><p>Row-level permissions inherited from your warehouse roles. Audit log export to your SIEM.</p></div><a href="https://docs.tidelens.io/quickstart" class="button w-button">Read the quickstart</a></div></div>`,
);

const pricing = page(
  '/pricing',
  'Pricing | Tidelens',
  'Usage-based pricing, unlimited seats.',
  `<div class="section"><div class="container w-container"><h1 class="h1 center">Unlimited seats. Pay for what you query.</h1><div class="pricing-grid w-layout-grid"><div class="pricing-card"><h3>Free</h3><div class="price">$0</div><ul role="list"><li>Up to 1M rows scanned / month</li><li>3 dashboards</li><li>Community Slack</li></ul><a href="https://app.tidelens.io/signup" class="button secondary w-button">Start free</a></div><div class="pricing-card featured"><h3>Team</h3><div class="price">$900<span>/mo</span></div><ul role="list"><li>Up to 500M rows / month</li><li>Unlimited dashboards</li><li>dbt integration</li><li>Email support</li></ul><a href="/contact" class="button w-button">Talk to sales</a></div><div class="pricing-card"><h3>Enterprise</h3><div class="price">Custom</div><ul role="list"><li>SSO &amp; SCIM</li><li>Private link</li><li>Dedicated CSM</li><li>99.9% SLA</li></ul><a href="/contact" class="button secondary w-button">Contact us</a></div></div><div class="faq"><div class="faq-item"><h4>Do warehouse compute costs count?</h4><p>Queries run in your warehouse, so compute is billed by your warehouse vendor. Tidelens caches results to keep it low.</p></div><div class="faq-item"><h4>Can I buy through a partner?</h4><p>Yes. Our <a href="/partners#consulting">consulting partners</a> can resell Tidelens and run implementation.</p></div></div></div></div>`,
);

const customers = page(
  '/customers',
  'Customers | Tidelens',
  'How data teams use Tidelens.',
  `<div class="section"><div class="container w-container"><h1 class="h1">Customer stories</h1><div class="w-dyn-list"><div role="list" class="case-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><div class="case-card"><img src="${CDN}/6512c5a1_parcelbee-case.jpg" loading="lazy" alt="Parcelbee warehouse"/><h3>Parcelbee retired two event pipelines</h3><p>The last-mile delivery startup moved product analytics onto Snowflake and cut tooling spend by 60%.</p><a href="https://www.parcelbee.com" target="_blank" class="text-link">parcelbee.com</a></div></div><div role="listitem" class="w-dyn-item"><div class="case-card"><img src="${CDN}/6512c5a2_holloway-case.jpg" loading="lazy" alt="Holloway Fitness app"/><h3>Holloway Fitness finds the habit moment</h3><p>Retention analysis on BigQuery showed members who book two classes in week one stay 3x longer.</p><a href="https://hollowayfitness.com" target="_blank" class="text-link">hollowayfitness.com</a></div></div><div role="listitem" class="w-dyn-item"><div class="case-card"><img src="${CDN}/6512c5a3_mintleaf-case.jpg" loading="lazy" alt="Mintleaf Health clinicians"/><h3>Mintleaf Health keeps PHI in its warehouse</h3><p>A HIPAA-ready analytics stack with no data leaving Databricks.</p></div></div></div></div></div></div>`,
);

const tech = (name: string, img: string, href: string, blurb: string) =>
  `<div role="listitem" class="w-dyn-item"><a href="${href}" target="_blank" class="partner-logo w-inline-block"><img src="${CDN}/${img}" loading="lazy" alt="${name} logo"/></a><div class="partner-name">${name}</div><p class="partner-blurb">${blurb}</p></div>`;

const partners = page(
  '/partners',
  'Partners | Tidelens',
  'Tidelens technology and consulting partners.',
  `<div class="section"><div class="container w-container"><div class="eyebrow">Partners</div><h1 class="h1">Better together</h1><p class="lead">Tidelens is built to sit on top of the modern data stack. Our technology partners co-develop native integrations with us, and our consulting partners help teams go live in weeks.</p><div class="tabs-menu"><a href="#technology" class="tab-link">Technology partners</a><a href="#consulting" class="tab-link">Consulting partners</a></div></div></div>
<div id="technology" class="section"><div class="container w-container"><h2 class="h2">Technology partners</h2>
<h3 class="category-heading">Data warehouses &amp; lakehouses</h3><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">${tech('Snowflake', '6512c6a1_snowflake.svg', 'https://www.snowflake.com/en/', 'Snowflake Select Technology Partner. Native app available on Snowflake Marketplace.')}${tech('Databricks', '6512c6a2_databricks.svg', 'https://www.databricks.com/', 'Validated partner integration with Unity Catalog permissions.')}${tech('Google BigQuery', '6512c6a3_bigquery.svg', 'https://cloud.google.com/bigquery', 'Google Cloud Ready – BigQuery designation.')}<div role="listitem" class="w-dyn-item"><a href="https://docs.tidelens.io/connect/redshift" class="partner-logo w-inline-block"><img src="${CDN}/6512c6a4_redshift.svg" loading="lazy" alt="Amazon Redshift logo"/></a><div class="partner-name">Amazon Redshift</div><p class="partner-blurb">Supported connection (beta).</p></div>${tech('Lakeforge', '6512c6a5_lakeforge.svg', 'https://lakeforge.dev', 'Open-source Iceberg lakehouse. Query Iceberg tables directly from Tidelens.')}</div></div>
<h3 class="category-heading">Ingestion &amp; CDP</h3><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">${tech('Fivetran', '6512c6b1_fivetran.svg', 'https://www.fivetran.com/', 'Prebuilt Tidelens data models for 30+ Fivetran connectors.')}${tech('Airbyte', '6512c6b2_airbyte.svg', 'https://airbyte.com', 'Open-source ELT with a Tidelens destination template.')}${tech('Segment', '6512c6b3_segment.svg', 'https://segment.com/', 'Model Segment event tables without writing SQL.')}${tech('Pipelite', '6512c6b4_pipelite.svg', 'https://www.pipelite.io/partners', 'Lightweight event collection for mobile apps, landing straight in your warehouse.')}</div></div>
<h3 class="category-heading">Transformation &amp; activation</h3><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">${tech('dbt Labs', '6512c6c1_dbt.svg', 'https://www.getdbt.com/', 'Import metrics and entities from dbt Semantic Layer.')}${tech('Hightouch', '6512c6c2_hightouch.svg', 'https://hightouch.com/', 'Sync Tidelens cohorts to your ad and CRM tools.')}</div></div>
</div></div>
<div id="consulting" class="section grey"><div class="container w-container"><h2 class="h2">Consulting partners</h2><p>Certified implementation and analytics engineering firms that deploy Tidelens for their clients. Several also resell Tidelens licences.</p><div class="w-dyn-list"><div role="list" class="consulting-grid w-dyn-items"><div role="listitem" class="w-dyn-item consulting-card"><img src="${CDN}/6512c7a1_brightmoor.svg" loading="lazy" alt="Brightmoor Analytics"/><h4>Brightmoor Analytics</h4><div class="consulting-meta">Chicago, USA · Implementation, reseller</div><a href="https://brightmooranalytics.com" target="_blank" class="text-link">Visit website →</a></div><div role="listitem" class="w-dyn-item consulting-card"><img src="${CDN}/6512c7a2_datavine.svg" loading="lazy" alt="Datavine"/><h4>Datavine</h4><div class="consulting-meta">London, UK · Analytics engineering</div><a href="https://www.datavine.co.uk/" target="_blank" class="text-link">Visit website →</a></div><div role="listitem" class="w-dyn-item consulting-card"><img src="${CDN}/6512c7a3_kestrel.svg" loading="lazy" alt="Kestrel Data"/><h4>Kestrel Data</h4><div class="consulting-meta">Sydney, Australia · Implementation</div><a href="https://kestreldata.com.au" target="_blank" class="text-link">Visit website →</a></div><div role="listitem" class="w-dyn-item consulting-card"><img src="${CDN}/6512c7a4_ostrander.svg" loading="lazy" alt="Ostrander &amp; Cole"/><h4>Ostrander &amp; Cole</h4><div class="consulting-meta">Toronto, Canada · Data strategy</div><div class="coming-soon">Profile coming soon</div></div></div></div></div></div>
<div class="section"><div class="container w-container"><div class="cta-card"><h2>Become a partner</h2><p>Building a data product or running a data consultancy? Let's talk.</p><a href="mailto:partners@tidelens.io" class="button w-button">partners@tidelens.io</a></div></div></div>`,
);

const about = page(
  '/about',
  'About | Tidelens',
  'The team behind Tidelens.',
  `<div class="section"><div class="container w-container"><h1 class="h1">We think analytics should live where the data lives</h1><div class="w-richtext"><p>Tidelens was started in 2022 by Amara Okafor and Jonas Lindqvist, who built the data platforms at two fast-growing marketplaces and kept paying to copy the same events into three tools. We're a team of 28 across San Francisco, New York and Stockholm.</p><h2>Backed by</h2><p>We raised a $14M Series A led by <a href="https://foundrylane.vc" target="_blank">Foundry Lane Ventures</a>, following our seed from <a href="https://www.ycombinator.com/companies/tidelens" target="_blank">Y Combinator</a> (W22) and angels from the data community.</p></div><div class="team-grid w-layout-grid"><div class="team-card"><img src="${CDN}/6512c8a1_amara.jpg" loading="lazy" alt="Amara Okafor"/><div>Amara Okafor, CEO</div></div><div class="team-card"><img src="${CDN}/6512c8a2_jonas.jpg" loading="lazy" alt="Jonas Lindqvist"/><div>Jonas Lindqvist, CTO</div></div></div></div></div>`,
);

const careers = page(
  '/careers',
  'Careers | Tidelens',
  'Join Tidelens.',
  `<div class="section"><div class="container w-container"><h1 class="h1">Build the analytics layer for the warehouse era</h1><p class="lead">Remote-first in US and EU time zones, with hubs in SF, NYC and Stockholm.</p><div class="jobs-list"><a href="https://jobs.ashbyhq.com/tidelens/1f0c2a3b-senior-software-engineer-query-engine" class="job-row w-inline-block"><div>Senior Software Engineer, Query Engine</div><div>Remote (US/EU)</div></a><a href="https://jobs.ashbyhq.com/tidelens/2a1d3b4c-solutions-engineer" class="job-row w-inline-block"><div>Solutions Engineer</div><div>New York</div></a><a href="https://jobs.ashbyhq.com/tidelens/3b2e4c5d-partner-manager" class="job-row w-inline-block"><div>Partner Manager, Consulting Alliances</div><div>Remote (US)</div></a></div><p>Don't see a fit? Email jobs@tidelens.io.</p></div></div>`,
);

const security = page(
  '/security',
  'Security | Tidelens',
  'Security and compliance at Tidelens.',
  `<div class="section"><div class="container w-container"><h1 class="h1">Security at Tidelens</h1><div class="w-richtext"><p>Tidelens never stores your raw data. Queries run in your warehouse under a service role you control, and only aggregated results are cached, encrypted with AES-256, for up to 24 hours.</p><h2>Compliance</h2><ul role="list"><li>SOC 2 Type II, audited annually by <a href="https://ledgerlinecpa.com" target="_blank">Ledgerline CPA</a></li><li>GDPR and CCPA data processing addendum</li><li>HIPAA BAA available on Enterprise</li></ul><h2>Responsible disclosure</h2><p>Report vulnerabilities to security@tidelens.io. Our report is available on request through our <a href="https://trust.tidelens.io">trust center</a>.</p></div></div></div>`,
);

const blog = page(
  '/blog',
  'Blog | Tidelens',
  'Writing on product analytics and the modern data stack.',
  `<div class="section"><div class="container w-container"><h1 class="h1">Blog</h1><div class="w-dyn-list"><div role="list" class="blog-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/blog/series-a" class="blog-card w-inline-block"><div class="blog-date">Jun 11, 2024</div><h3>We raised $14M to make product analytics warehouse-native</h3></a></div><div role="listitem" class="w-dyn-item"><a href="/blog/dbt-semantic-layer-integration" class="blog-card w-inline-block"><div class="blog-date">May 2, 2024</div><h3>Tidelens now reads your dbt Semantic Layer</h3></a></div><div role="listitem" class="w-dyn-item"><a href="/blog/funnels-in-sql" class="blog-card w-inline-block"><div class="blog-date">Mar 19, 2024</div><h3>How we compile a funnel into one SQL query</h3></a></div></div></div><p class="press">In the press: <a href="https://www.datastackweekly.com/issues/212" target="_blank">Data Stack Weekly #212</a> on our Series A.</p></div></div>`,
);

const contact = page(
  '/contact',
  'Contact | Tidelens',
  'Talk to the Tidelens team.',
  `<div class="section"><div class="container w-container"><div class="contact-grid w-layout-grid"><div><h1 class="h1">Get a demo</h1><p>See Tidelens running on your own warehouse in 30 minutes.</p><p>Partnerships: partners@tidelens.io<br/>Press: press@tidelens.io</p></div><div class="w-form"><form id="wf-form-Demo" name="wf-form-Demo" data-name="Demo" method="get" class="demo-form"><label for="name">Name</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" type="text" id="name" required=""/><label for="work-email">Work email</label><input class="text-field w-input" maxlength="256" name="work-email" data-name="Work Email" type="email" id="work-email" required=""/><label for="warehouse">Warehouse</label><select id="warehouse" name="warehouse" data-name="Warehouse" class="select-field w-select"><option value="">Select one...</option><option value="snowflake">Snowflake</option><option value="bigquery">BigQuery</option><option value="databricks">Databricks</option><option value="redshift">Redshift</option><option value="other">Other</option></select><input type="submit" data-wait="Please wait..." class="button w-button" value="Request demo"/></form><div class="w-form-done"><div>Thanks! We'll be in touch within a day.</div></div><div class="w-form-fail"><div>Something went wrong. Email hello@tidelens.io instead.</div></div></div></div></div></div>`,
);

export const site: CorpusSite = {
  domain: 'tidelens.io',
  covers:
    'Webflow US analytics startup: technology partners as CMS collection logo grid by category with linked logos (one warehouse only linked to own docs), consulting partners as cards with "Visit website" (one without link); negatives: "trusted by" logos, customer stories with customer links, G2 badge, SOC 2 auditor, investors/YC, Ashby jobs, GitHub/social, press newsletter, own docs/app/status/trust subdomains',
  pages: {
    '/': { headers, html: home },
    '/product': { headers, html: product },
    '/pricing': { headers, html: pricing },
    '/customers': { headers, html: customers },
    '/partners': { headers, html: partners },
    '/about': { headers, html: about },
    '/careers': { headers, html: careers },
    '/security': { headers, html: security },
    '/blog': { headers, html: blog },
    '/contact': { headers, html: contact },
  },
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-tag-manager',
    'hubspot',
    'amazon-cloudfront',
    'amazon-web-services',
    'open-graph',
    'google-hosted-libraries',
  ],
  partners: {
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'google.com': 'technology',
    'lakeforge.dev': 'technology',
    'fivetran.com': 'technology',
    'airbyte.com': 'technology',
    'segment.com': 'technology',
    'pipelite.io': 'technology',
    'getdbt.com': 'technology',
    'hightouch.com': 'technology',
    'brightmooranalytics.com': 'channel',
    'datavine.co.uk': 'channel',
    'kestreldata.com.au': 'channel',
  },
};
