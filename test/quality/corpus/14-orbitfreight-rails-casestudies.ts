import type { CorpusSite } from './types.js';

const headers = { server: 'nginx', 'content-type': 'text/html; charset=utf-8', 'x-request-id': '7b1f0c2e-98a4-4d1e-bf3a-1c2d3e4f5a6b' };

const layout = (title: string, body: string) => `<!DOCTYPE html>
<html>
  <head>
    <title>${title}</title>
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="csrf-param" content="authenticity_token" />
<meta name="csrf-token" content="q1Vb3xTz0n8Kp2Lr7Yw4Jm6Hs9Df5Gc1Ae2Bu3Iv4Ox5Py6Qz7Ra8Sb9Tc0Ud1Ve2Wf3Xg4Yh5Zi6Aj7Bk8Cl" />
    <link rel="stylesheet" href="/assets/application-6f2a9c4e1b7d3f8a0c5e2b9d4a7f1c3e.css" data-turbo-track="reload" />
    <script src="/assets/application-0d8c6b2f4e1a9c7d3b5f8e2a6c4d1b9e.js" data-turbo-track="reload" defer="defer"></script>
    <link rel="preconnect" href="https://widget.intercom.io">
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7Q2XZ9');</script>
    <!-- End Google Tag Manager -->
  </head>
  <body>
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7Q2XZ9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <header class="site-header"><a href="/" class="brand">Orbit Freight</a>
      <nav><a href="/platform">Platform</a><a href="/partners">Partners</a><a href="/case-studies">Case studies</a><a href="/about">About</a></nav>
    </header>
    ${body}
    <footer class="site-footer"><p>Orbit Freight Technologies Inc., Chicago</p><a href="https://www.linkedin.com/company/orbit-freight">LinkedIn</a></footer>
    <script>window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:"q8zx1k2m"};(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/q8zx1k2m';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};l();}})();</script>
  </body>
</html>`;

const story = (company: string, site: string, slug: string, result: string) =>
  `<div class="case-card"><h3>${company}</h3><p>${result}</p><a href="/case-studies/${slug}">Read the case study</a> · <a href="${site}">${site.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></div>`;

export const site: CorpusSite = {
  domain: 'orbitfreight.io',
  covers:
    "Ruby on Rails (csrf meta, digested assets) behind nginx, the GTM container snippet with its noscript iframe, Intercom (preconnect and inline loader); a partner network page with solution partners, carrier integrations and a customer case-study section whose cards link the customers' websites; a case-studies index (not fetched: discovery skips it)",
  sitemap: ['/', '/platform', '/partners', '/case-studies', '/case-studies/lakeshore-grocers', '/case-studies/prairie-steel'],
  pages: {
    '/': {
      headers,
      html: layout(
        'Orbit Freight | The TMS for mid-market shippers',
        '<main><h1>Ship more with the team you have</h1><p>Tender, track and audit freight in one system.</p></main>',
      ),
    },
    '/partners': {
      headers,
      html: layout(
        'Partner network | Orbit Freight',
        `<main class="partners">
  <div class="partners__intro"><h1>Partner network</h1><p>Implementation partners, carrier connections and the shippers who use them together.</p></div>
  <div class="partners__group"><h2>Solution partners</h2>
    <div class="partner-card"><h3>Lakeview Logistics Consulting</h3><p>TMS selection and rollout for Midwest shippers.</p><a href="https://www.lakeviewlogistics.com/" class="btn">Visit website</a></div>
    <div class="partner-card"><h3>Summit Supply Chain Group</h3><p>Freight audit and carrier procurement.</p><a href="https://summitscg.com/" class="btn">Visit website</a></div>
    <div class="partner-card"><h3>Freightwise Advisors</h3><p>Mode optimisation for food and beverage.</p><a href="https://www.freightwiseadvisors.com/" class="btn">Visit website</a></div>
  </div>
  <div class="partners__group"><h2>Customer case studies</h2>
    ${story('Lakeshore Grocers', 'https://www.lakeshoregrocers.com/', 'lakeshore-grocers', 'Cut freight spend 14% in the first year.')}
    ${story('Prairie Steel', 'https://prairiesteel.com/', 'prairie-steel', 'Moved 2,000 loads a month off email.')}
  </div>
  <div class="partners__group"><h2>Carrier integrations</h2>
    <ul class="carrier-list">
      <li><a href="https://www.jbhunt.com/">J.B. Hunt</a></li>
      <li><a href="https://www.schneider.com/">Schneider</a></li>
      <li><a href="https://www.xpo.com/">XPO</a></li>
      <li><a href="https://www.odfl.com/">Old Dominion</a></li>
    </ul>
  </div>
</main>`,
      ),
    },
    '/case-studies': {
      headers,
      html: layout(
        'Case studies | Orbit Freight',
        `<main><h1>Case studies</h1>${story('Lakeshore Grocers', 'https://www.lakeshoregrocers.com/', 'lakeshore-grocers', 'Cut freight spend 14%.')}${story('Prairie Steel', 'https://prairiesteel.com/', 'prairie-steel', 'Moved 2,000 loads a month off email.')}</main>`,
      ),
    },
  },
  technologies: ['ruby-on-rails', 'ruby', 'nginx', 'google-tag-manager', 'intercom'],
  partners: {
    'lakeviewlogistics.com': 'channel',
    'summitscg.com': 'channel',
    'freightwiseadvisors.com': 'channel',
    'jbhunt.com': 'technology',
    'schneider.com': 'technology',
    'xpo.com': 'technology',
    'odfl.com': 'technology',
  },
};
