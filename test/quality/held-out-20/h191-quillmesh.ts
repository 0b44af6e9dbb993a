import type { CorpusSite } from '../corpus/types.js';

// Quillmesh: US contract-lifecycle-management SaaS. Next.js (pages router) on Vercel, Contentful images,
// Segment, GTM, Intercom. Integrations marketplace whose partner websites live only in __NEXT_DATA__ and on
// detail pages; a separate solution-partner page with consultancies; investors, press, G2 badges as negatives.

const BUILD = 'qm-web-7f3c2d1';
const CTF = 'https://images.ctfassets.net/x8k2pq1lz0ab';

const HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'iad1::sfo1::7tq2m-1718203311247-4c1a9e0b7d21',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cache-control': 'public, max-age=0, must-revalidate',
  age: '2741',
};

interface Integration {
  slug: string;
  name: string;
  category: string;
  blurb: string;
  builtBy: 'Quillmesh' | 'Partner';
  website: string;
  logo: string;
  tier?: 'Premier' | 'Verified';
}

const INTEGRATIONS: Integration[] = [
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'CRM',
    blurb: 'Generate, route and track contracts straight from Opportunities and Quotes.',
    builtBy: 'Quillmesh',
    website: 'https://www.salesforce.com',
    logo: 'salesforce',
    tier: 'Premier',
  },
  {
    slug: 'hubspot',
    name: 'HubSpot',
    category: 'CRM',
    blurb: 'Sync deal properties into contract templates and push status back to deals.',
    builtBy: 'Quillmesh',
    website: 'https://www.hubspot.com',
    logo: 'hubspot',
    tier: 'Premier',
  },
  {
    slug: 'dynamics-365',
    name: 'Microsoft Dynamics 365',
    category: 'CRM',
    blurb: 'Launch contract requests from Dynamics 365 Sales records.',
    builtBy: 'Quillmesh',
    website: 'https://dynamics.microsoft.com',
    logo: 'dynamics',
  },
  {
    slug: 'pipedrive',
    name: 'Pipedrive',
    category: 'CRM',
    blurb: 'Attach executed agreements to Pipedrive deals automatically.',
    builtBy: 'Quillmesh',
    website: 'https://www.pipedrive.com',
    logo: 'pipedrive',
  },
  {
    slug: 'zoho-crm',
    name: 'Zoho CRM',
    category: 'CRM',
    blurb: 'Map Zoho CRM fields to clause variables without code.',
    builtBy: 'Partner',
    website: 'https://www.zoho.com/crm/',
    logo: 'zoho',
  },
  {
    slug: 'docusign',
    name: 'DocuSign eSignature',
    category: 'E-signature',
    blurb: 'Send for signature from Quillmesh and store the completed envelope.',
    builtBy: 'Quillmesh',
    website: 'https://www.docusign.com',
    logo: 'docusign',
    tier: 'Premier',
  },
  {
    slug: 'adobe-acrobat-sign',
    name: 'Adobe Acrobat Sign',
    category: 'E-signature',
    blurb: 'Use Acrobat Sign workflows with Quillmesh approval chains.',
    builtBy: 'Quillmesh',
    website: 'https://www.adobe.com/sign.html',
    logo: 'acrobat-sign',
  },
  {
    slug: 'dropbox-sign',
    name: 'Dropbox Sign',
    category: 'E-signature',
    blurb: 'Lightweight e-signature for NDAs and order forms.',
    builtBy: 'Quillmesh',
    website: 'https://sign.dropbox.com',
    logo: 'dropbox-sign',
  },
  {
    slug: 'pandadoc',
    name: 'PandaDoc',
    category: 'E-signature',
    blurb: 'Hand off proposals from PandaDoc to legal review in Quillmesh.',
    builtBy: 'Partner',
    website: 'https://www.pandadoc.com',
    logo: 'pandadoc',
  },
  {
    slug: 'google-drive',
    name: 'Google Drive',
    category: 'Storage & documents',
    blurb: 'Import legacy contracts from shared drives in bulk.',
    builtBy: 'Quillmesh',
    website: 'https://workspace.google.com/products/drive/',
    logo: 'google-drive',
  },
  {
    slug: 'sharepoint',
    name: 'SharePoint',
    category: 'Storage & documents',
    blurb: 'Keep a synced copy of every executed agreement in SharePoint libraries.',
    builtBy: 'Quillmesh',
    website: 'https://www.microsoft.com/microsoft-365/sharepoint/collaboration',
    logo: 'sharepoint',
  },
  {
    slug: 'box',
    name: 'Box',
    category: 'Storage & documents',
    blurb: 'Two-way folder sync with Box and Box Shield classification.',
    builtBy: 'Quillmesh',
    website: 'https://www.box.com',
    logo: 'box',
  },
  {
    slug: 'imanage',
    name: 'iManage Work',
    category: 'Storage & documents',
    blurb: 'File matters and agreements to iManage workspaces.',
    builtBy: 'Partner',
    website: 'https://imanage.com',
    logo: 'imanage',
  },
  {
    slug: 'netdocuments',
    name: 'NetDocuments',
    category: 'Storage & documents',
    blurb: 'Profile executed contracts into NetDocuments cabinets.',
    builtBy: 'Partner',
    website: 'https://www.netdocuments.com',
    logo: 'netdocuments',
  },
  {
    slug: 'netsuite',
    name: 'Oracle NetSuite',
    category: 'ERP & finance',
    blurb: 'Create vendors and sales orders from signed agreements.',
    builtBy: 'Quillmesh',
    website: 'https://www.netsuite.com',
    logo: 'netsuite',
    tier: 'Premier',
  },
  {
    slug: 'sap-s4hana',
    name: 'SAP S/4HANA',
    category: 'ERP & finance',
    blurb: 'Sync purchase contracts and obligations with SAP S/4HANA.',
    builtBy: 'Partner',
    website: 'https://www.sap.com/products/erp/s4hana.html',
    logo: 'sap',
  },
  {
    slug: 'workday',
    name: 'Workday',
    category: 'ERP & finance',
    blurb: 'Trigger employment and contractor agreements from Workday events.',
    builtBy: 'Quillmesh',
    website: 'https://www.workday.com',
    logo: 'workday',
  },
  {
    slug: 'coupa',
    name: 'Coupa',
    category: 'ERP & finance',
    blurb: 'Route supplier contracts from Coupa requisitions.',
    builtBy: 'Quillmesh',
    website: 'https://www.coupa.com',
    logo: 'coupa',
  },
  {
    slug: 'quickbooks',
    name: 'QuickBooks Online',
    category: 'ERP & finance',
    blurb: 'Push billing terms from contracts to QuickBooks customers.',
    builtBy: 'Partner',
    website: 'https://quickbooks.intuit.com',
    logo: 'quickbooks',
  },
  {
    slug: 'sage-intacct',
    name: 'Sage Intacct',
    category: 'ERP & finance',
    blurb: 'Recognize revenue with contract dates pulled into Sage Intacct.',
    builtBy: 'Partner',
    website: 'https://www.sage.com/en-us/sage-business-cloud/intacct/',
    logo: 'sage',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Communication',
    blurb: 'Approve redlines and get renewal alerts in Slack channels.',
    builtBy: 'Quillmesh',
    website: 'https://slack.com',
    logo: 'slack',
    tier: 'Premier',
  },
  {
    slug: 'microsoft-teams',
    name: 'Microsoft Teams',
    category: 'Communication',
    blurb: 'Approval cards and contract search inside Teams.',
    builtBy: 'Quillmesh',
    website: 'https://www.microsoft.com/microsoft-teams/',
    logo: 'teams',
  },
  {
    slug: 'outlook',
    name: 'Outlook add-in',
    category: 'Communication',
    blurb: 'File counterparty emails to the right agreement.',
    builtBy: 'Quillmesh',
    website: 'https://www.microsoft.com/microsoft-365/outlook/',
    logo: 'outlook',
  },
  {
    slug: 'gmail',
    name: 'Gmail add-on',
    category: 'Communication',
    blurb: 'Start a contract request from any Gmail thread.',
    builtBy: 'Quillmesh',
    website: 'https://workspace.google.com/products/gmail/',
    logo: 'gmail',
  },
  {
    slug: 'okta',
    name: 'Okta',
    category: 'Identity & security',
    blurb: 'SAML SSO and SCIM user provisioning.',
    builtBy: 'Quillmesh',
    website: 'https://www.okta.com',
    logo: 'okta',
    tier: 'Verified',
  },
  {
    slug: 'entra-id',
    name: 'Microsoft Entra ID',
    category: 'Identity & security',
    blurb: 'Single sign-on and group-based roles with Entra ID.',
    builtBy: 'Quillmesh',
    website: 'https://www.microsoft.com/security/business/microsoft-entra',
    logo: 'entra',
  },
  {
    slug: 'onelogin',
    name: 'OneLogin',
    category: 'Identity & security',
    blurb: 'SAML 2.0 SSO with OneLogin.',
    builtBy: 'Quillmesh',
    website: 'https://www.onelogin.com',
    logo: 'onelogin',
  },
  {
    slug: 'jumpcloud',
    name: 'JumpCloud',
    category: 'Identity & security',
    blurb: 'Directory sync and SSO for mid-market IT teams.',
    builtBy: 'Partner',
    website: 'https://jumpcloud.com',
    logo: 'jumpcloud',
  },
  {
    slug: 'zapier',
    name: 'Zapier',
    category: 'Automation',
    blurb: 'Connect Quillmesh to 6,000+ apps with triggers and actions.',
    builtBy: 'Quillmesh',
    website: 'https://zapier.com',
    logo: 'zapier',
  },
  {
    slug: 'workato',
    name: 'Workato',
    category: 'Automation',
    blurb: 'Enterprise recipes for contract intake and obligation tracking.',
    builtBy: 'Partner',
    website: 'https://www.workato.com',
    logo: 'workato',
    tier: 'Verified',
  },
  {
    slug: 'make',
    name: 'Make',
    category: 'Automation',
    blurb: 'Visual scenarios built on the Quillmesh API.',
    builtBy: 'Partner',
    website: 'https://www.make.com',
    logo: 'make',
  },
  {
    slug: 'tray',
    name: 'Tray.ai',
    category: 'Automation',
    blurb: 'Low-code connectors for complex approval routing.',
    builtBy: 'Partner',
    website: 'https://tray.ai',
    logo: 'tray',
  },
  {
    slug: 'snowflake',
    name: 'Snowflake',
    category: 'Data & analytics',
    blurb: 'Share contract metadata to Snowflake with secure data sharing.',
    builtBy: 'Quillmesh',
    website: 'https://www.snowflake.com',
    logo: 'snowflake',
  },
  {
    slug: 'tableau',
    name: 'Tableau',
    category: 'Data & analytics',
    blurb: 'Prebuilt dashboards for cycle time and renewal exposure.',
    builtBy: 'Partner',
    website: 'https://www.tableau.com',
    logo: 'tableau',
  },
  {
    slug: 'power-bi',
    name: 'Power BI',
    category: 'Data & analytics',
    blurb: 'Certified Power BI connector for contract analytics.',
    builtBy: 'Quillmesh',
    website: 'https://powerbi.microsoft.com',
    logo: 'powerbi',
  },
  {
    slug: 'clausewise-ai',
    name: 'Clausewise AI',
    category: 'AI & review',
    blurb: 'Playbook-driven first-pass review of third-party paper.',
    builtBy: 'Partner',
    website: 'https://clausewise.ai',
    logo: 'clausewise',
    tier: 'Verified',
  },
  {
    slug: 'ledgerport',
    name: 'LedgerPort',
    category: 'ERP & finance',
    blurb: 'Obligation-to-invoice reconciliation for finance teams.',
    builtBy: 'Partner',
    website: 'https://www.ledgerport.io',
    logo: 'ledgerport',
  },
  {
    slug: 'vendorlyft',
    name: 'Vendorlyft',
    category: 'Procurement',
    blurb: 'Supplier onboarding and risk questionnaires tied to MSAs.',
    builtBy: 'Partner',
    website: 'https://vendorlyft.com',
    logo: 'vendorlyft',
  },
  {
    slug: 'zip',
    name: 'Zip',
    category: 'Procurement',
    blurb: 'Intake-to-procure requests flow into Quillmesh review queues.',
    builtBy: 'Partner',
    website: 'https://ziphq.com',
    logo: 'zip',
  },
];

const CATEGORIES = ['All', ...Array.from(new Set(INTEGRATIONS.map((i) => i.category)))];

const NAV = {
  product: [
    { label: 'Contract repository', href: '/product/repository' },
    { label: 'Workflow automation', href: '/product/workflows' },
    { label: 'AI clause review', href: '/product/ai-review' },
    { label: 'Obligation tracking', href: '/product/obligations' },
    { label: 'Analytics', href: '/product/analytics' },
    { label: 'Integrations', href: '/integrations' },
  ],
  solutions: [
    { label: 'Legal', href: '/solutions/legal' },
    { label: 'Sales', href: '/solutions/sales' },
    { label: 'Procurement', href: '/solutions/procurement' },
    { label: 'HR', href: '/solutions/hr' },
    { label: 'Finance', href: '/solutions/finance' },
  ],
  resources: [
    { label: 'Blog', href: '/blog' },
    { label: 'Customer stories', href: '/customers' },
    { label: 'Webinars', href: '/webinars' },
    { label: 'Clause library', href: '/clause-library' },
    { label: 'API reference', href: 'https://quillmesh.dev/api' },
    { label: 'Help center', href: 'https://help.quillmesh.io' },
  ],
};

function nextData(page: string, pageProps: unknown, query: Record<string, string> = {}): string {
  const data = {
    props: {
      pageProps: {
        ...(pageProps as object),
        layout: {
          nav: NAV,
          announcement: { text: 'Quillmesh named a Leader in the 2024 CLM Grid Report', href: '/blog/clm-grid-leader-2024' },
          footer: {
            columns: [
              { title: 'Product', links: NAV.product },
              {
                title: 'Company',
                links: [
                  { label: 'About', href: '/about' },
                  { label: 'Careers', href: 'https://jobs.ashbyhq.com/quillmesh' },
                  { label: 'Partners', href: '/partners' },
                  { label: 'Security', href: '/security' },
                  { label: 'Contact', href: '/contact' },
                ],
              },
              { title: 'Resources', links: NAV.resources },
            ],
            legal: [
              { label: 'Privacy', href: '/legal/privacy' },
              { label: 'Terms', href: '/legal/terms' },
              { label: 'DPA', href: '/legal/dpa' },
              { label: 'Cookie settings', href: '#cookies' },
            ],
          },
        },
      },
      __N_SSG: true,
    },
    page,
    query,
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    locale: 'en-US',
    locales: ['en-US'],
    defaultLocale: 'en-US',
    scriptLoader: [],
  };
  return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;
}

function head(title: string, description: string, path: string): string {
  return `<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://quillmesh.io${path}"/><meta property="og:type" content="website"/><meta property="og:site_name" content="Quillmesh"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="${CTF}/5nQd0yY8kC1pX2/8a1f0c2e3d/og-default.png?w=1200&amp;h=630"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@quillmesh"/><link rel="icon" href="/favicon.ico" sizes="any"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/><meta name="next-head-count" content="16"/><link rel="preconnect" href="https://images.ctfassets.net" crossorigin=""/><link rel="preconnect" href="https://widget.intercom.io" crossorigin=""/><link rel="preconnect" href="https://cdn.segment.com"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/media/2d141e1a38819612-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/6c0f3a8e44b21d07.css" as="style"/><link rel="stylesheet" href="/_next/static/css/6c0f3a8e44b21d07.css" data-n-g=""/><link rel="preload" href="/_next/static/css/b91e27d3c05fa1a8.css" as="style"/><link rel="stylesheet" href="/_next/static/css/b91e27d3c05fa1a8.css" data-n-p=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-4e2a9d07c1b3f5a6.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-0d3b7a81e4f6c925.js" defer=""></script><script src="/_next/static/chunks/pages/_app-8b5d71f0c2a3e94d.js" defer=""></script><script src="/_next/static/chunks/pages${path === '/' ? '/index' : path.replace(/\/[^/]+$/, (m) => (path.split('/').length > 2 ? '/[slug]' : m))}-3f81a2c6d0e7b459.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script><!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7QW2ZP');</script><!-- End Google Tag Manager --></head>`;
}

function header(): string {
  const dd = (items: { label: string; href: string }[]) =>
    items.map((i) => `<li><a class="Nav_ddLink__p1XzQ" href="${i.href}">${i.label}</a></li>`).join('');
  return `<div class="Announcement_bar__Qm2bT"><a href="/blog/clm-grid-leader-2024">Quillmesh named a Leader in the 2024 CLM Grid Report <span aria-hidden="true">→</span></a></div>
<header class="Nav_header__f3KcA"><div class="Container_wrap__Lx8dP Nav_inner__9Qv2a"><a class="Nav_logo__zR4Tn" href="/" aria-label="Quillmesh home"><svg width="132" height="28" viewBox="0 0 132 28" role="img" aria-hidden="true"><path d="M14 2a12 12 0 1 0 7.6 21.3l3.7 3.7 2.1-2.1-3.7-3.7A12 12 0 0 0 14 2Zm0 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z" fill="#5B3DF5"/><text x="34" y="20" font-size="17" font-weight="700" fill="#0E0B2B">quillmesh</text></svg></a>
<nav aria-label="Main"><ul class="Nav_menu__u8LrE"><li class="Nav_item__d2QhS"><button type="button" aria-expanded="false" class="Nav_trigger__kT0mV">Product</button><ul class="Nav_dropdown__j6ZcE">${dd(NAV.product)}</ul></li><li class="Nav_item__d2QhS"><button type="button" aria-expanded="false" class="Nav_trigger__kT0mV">Solutions</button><ul class="Nav_dropdown__j6ZcE">${dd(NAV.solutions)}</ul></li><li class="Nav_item__d2QhS"><a href="/pricing">Pricing</a></li><li class="Nav_item__d2QhS"><button type="button" aria-expanded="false" class="Nav_trigger__kT0mV">Resources</button><ul class="Nav_dropdown__j6ZcE">${dd(NAV.resources)}</ul></li><li class="Nav_item__d2QhS"><a href="/partners">Partners</a></li></ul></nav>
<div class="Nav_actions__X2pVh"><a class="Button_ghost__W0fPq" href="https://app.quillmesh.io/login">Log in</a><a class="Button_primary__1nC3q" href="/demo">Get a demo</a></div></div></header>`;
}

function footer(): string {
  const col = (title: string, links: { label: string; href: string }[]) =>
    `<div class="Footer_col__oP3sA"><h3 class="Footer_heading__x1BbG">${title}</h3><ul>${links.map((l) => `<li><a href="${l.href}">${l.label}</a></li>`).join('')}</ul></div>`;
  return `<footer class="Footer_footer__T4nUq"><div class="Container_wrap__Lx8dP"><div class="Footer_top__bR7eW"><div class="Footer_brand__mH3kZ"><p class="Footer_tagline__Y6uLs">Contracts that move at the speed of your business.</p><form class="Footer_newsletter__q0JvN" action="/api/newsletter" method="post"><label for="nl-email">Get the Legal Ops Brief, monthly</label><input id="nl-email" type="email" name="email" placeholder="Work email" required=""/><button type="submit">Subscribe</button></form>
<div class="Footer_badges__Vn2Ws"><img src="/badges/soc2-type2.svg" alt="AICPA SOC 2 Type II" width="64" height="64" loading="lazy"/><img src="/badges/iso-27001.svg" alt="ISO/IEC 27001 certified" width="64" height="64" loading="lazy"/><a href="https://www.g2.com/products/quillmesh/reviews" rel="noopener" target="_blank"><img src="/badges/g2-leader-summer-2024.svg" alt="G2 Leader Summer 2024" width="56" height="64" loading="lazy"/></a><a href="https://www.g2.com/products/quillmesh/reviews" rel="noopener" target="_blank"><img src="/badges/g2-easiest-to-use.svg" alt="G2 Easiest To Use Mid-Market" width="56" height="64" loading="lazy"/></a></div></div>
${col('Product', NAV.product)}${col('Solutions', NAV.solutions)}${col('Company', [
    { label: 'About', href: '/about' },
    { label: 'Careers', href: 'https://jobs.ashbyhq.com/quillmesh' },
    { label: 'Partners', href: '/partners' },
    { label: 'Security &amp; trust', href: '/security' },
    { label: 'Newsroom', href: '/newsroom' },
    { label: 'Contact', href: '/contact' },
  ])}${col('Resources', NAV.resources)}</div>
<div class="Footer_bottom__a5NtD"><p>© 2024 Quillmesh, Inc. 548 Market St PMB 90417, San Francisco, CA 94104 · <a href="mailto:hello@quillmesh.io">hello@quillmesh.io</a></p><ul class="Footer_legal__I9mRe"><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/terms">Terms</a></li><li><a href="/legal/dpa">DPA</a></li><li><a href="/legal/subprocessors">Subprocessors</a></li><li><a href="https://status.quillmesh.io">Status</a></li><li><button type="button" class="Footer_cookieBtn__rZ4mC">Cookie settings</button></li></ul>
<ul class="Footer_social__S7kFo"><li><a href="https://www.linkedin.com/company/quillmesh" aria-label="LinkedIn" rel="noopener" target="_blank"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M4.98 3.5C4.98 4.88 3.87 6 2.5 6S0 4.88 0 3.5 1.12 1 2.5 1 4.98 2.12 4.98 3.5zM.5 8h4V23h-4V8zm7 0h3.8v2h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V23h-4v-7.1c0-1.7-.03-3.88-2.36-3.88-2.37 0-2.73 1.85-2.73 3.76V23h-4V8z"/></svg></a></li><li><a href="https://x.com/quillmesh" aria-label="X" rel="noopener" target="_blank"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M18.9 1.2h3.7l-8 9.2 9.4 12.4h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L.1 1.2h7.6l5.2 6.9 6-6.9Z"/></svg></a></li><li><a href="https://www.youtube.com/@quillmesh" aria-label="YouTube" rel="noopener" target="_blank"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8ZM9.6 15.6V8.4l6.3 3.6-6.3 3.6Z"/></svg></a></li><li><a href="https://github.com/quillmesh" aria-label="GitHub" rel="noopener" target="_blank"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-6 0-1.2.5-2.3 1.3-3.1-.2-.4-.6-1.6 0-3.2 0 0 1-.3 3.4 1.2a11.5 11.5 0 0 1 6 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.6.2 2.8 0 3.2.9.8 1.3 1.9 1.3 3.2 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.3v3.3c0 .3.1.7.8.6A12 12 0 0 0 12 .3"/></svg></a></li></ul></div></div></footer>`;
}

function page(
  path: string,
  title: string,
  description: string,
  main: string,
  nextPage: string,
  pageProps: unknown,
  query: Record<string, string> = {},
): string {
  return `<!DOCTYPE html><html lang="en"><head>${head(title, description, path).slice(6, -7)}</head><body><!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QW2ZP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) --><div id="__next">${header()}<main id="main" class="Layout_main__Cq1vR">${main}</main>${footer()}</div>${nextData(nextPage, pageProps, query)}<script src="https://cdn.segment.com/analytics.js/v1/Qm7rXv2KpL0sYd9aTn4wB1cE/analytics.min.js" id="segment-script" data-nscript="afterInteractive"></script><script id="intercom-settings" data-nscript="lazyOnload">window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:"qm4x9d2k"};</script><script src="/_vercel/insights/script.js" defer="" data-sdkn="@vercel/analytics/next" data-sdkv="1.3.1"></script></body></html>`;
}

const logo = (slug: string) => `${CTF}/3wTt9pLx0aQe/${slug.length}b${slug.charCodeAt(0).toString(16)}e2f7/${slug}-logo.svg`;

function integrationCard(i: Integration): string {
  return `<li class="IntegrationGrid_item__v3Hn2" data-category="${i.category}"><a class="IntegrationCard_card__R0aWd" href="/integrations/${i.slug}"><div class="IntegrationCard_logo__gh4Pz"><img alt="${i.name} logo" loading="lazy" width="48" height="48" decoding="async" src="${logo(i.slug)}?w=96&amp;q=80&amp;fm=webp"/></div><div class="IntegrationCard_body__tS6uQ"><h3 class="IntegrationCard_name__Ve8Ld">${i.name}</h3><p class="IntegrationCard_blurb__dZ2xq">${i.blurb}</p><div class="IntegrationCard_meta__Jw1sF"><span class="Tag_tag__hX3qM">${i.category}</span>${i.builtBy === 'Partner' ? '<span class="Tag_tag__hX3qM Tag_muted__p9Lr0">Partner-built</span>' : '<span class="Tag_tag__hX3qM Tag_brand__m8Qv2">By Quillmesh</span>'}${i.tier ? `<span class="Tag_tag__hX3qM Tag_tier__4bJcY">${i.tier}</span>` : ''}</div></div></a></li>`;
}

const customers = [
  'Harborview Health',
  'Northlake Logistics',
  'Pinecrest Bank',
  'Auric Energy',
  'Tessellate Labs',
  'Brightline Foods',
  'Cobaltline Freight',
  'Summitview Capital',
];
const customerStrip = `<section class="LogoStrip_strip__H2mLx" aria-label="Customers"><p class="LogoStrip_label__C8pQd">Trusted by 1,400+ legal, sales and procurement teams</p><ul class="LogoStrip_list__r5TzG">${customers
  .map(
    (c) =>
      `<li><img src="${CTF}/7pLq2sXb0dYw/customer-${c.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" alt="${c}" width="140" height="40" loading="lazy"/></li>`,
  )
  .join('')}</ul></section>`;

const home = page(
  '/',
  'Quillmesh | Contract lifecycle management that keeps deals moving',
  'Quillmesh is the AI-powered contract lifecycle management platform for legal, sales and procurement teams. Draft, negotiate, sign and track every agreement in one place.',
  `<section class="Hero_hero__pX4cN"><div class="Container_wrap__Lx8dP Hero_grid__N1tWb"><div><p class="Eyebrow_eyebrow__kD6sZ">Contract lifecycle management</p><h1 class="Hero_title__m3JqG">Close deals faster with contracts everyone can work on</h1><p class="Hero_lede__yB4cR">Quillmesh brings intake, drafting, redlining, approvals, e-signature and obligation tracking into one workspace, connected to the CRM, ERP and storage tools your teams already use.</p><div class="Hero_ctas__fT8kA"><a class="Button_primary__1nC3q" href="/demo">Get a demo</a><a class="Button_secondary__u6WqE" href="/product/tour">Take the product tour</a></div><ul class="Hero_proof__Zb0Qe"><li>Average 62% faster contract cycle time</li><li>SOC 2 Type II &amp; ISO 27001</li><li>Live in under 30 days</li></ul></div><div class="Hero_media__w5KoR"><img alt="Quillmesh contract workspace showing redlines and approval chain" fetchpriority="high" width="720" height="520" decoding="async" src="${CTF}/1hYd3kLw9vZp/4c1ab8e0d2/hero-workspace.png?w=1440&amp;q=85&amp;fm=webp"/></div></div></section>
${customerStrip}
<section class="FeatureRows_section__eY2vK"><div class="Container_wrap__Lx8dP">
<div class="FeatureRows_row__c6Q1s"><div><h2>Self-serve intake that legal actually likes</h2><p>Give sales, HR and procurement a guided request form. Quillmesh picks the right template, pre-fills counterparty data from your CRM and routes non-standard asks to the right reviewer.</p><ul><li>Conditional intake forms per contract type</li><li>Template library with clause-level permissions</li><li>Automatic counterparty enrichment</li></ul><a href="/product/workflows" class="Link_arrow__a1Mcx">Explore workflows</a></div><img src="${CTF}/9kVn3qLp2xRt/intake-form.png?w=1040&amp;q=80&amp;fm=webp" alt="Contract intake form" width="520" height="380" loading="lazy"/></div>
<div class="FeatureRows_row__c6Q1s"><div><h2>Redline in Word, track everything in Quillmesh</h2><p>Negotiate in the Microsoft Word add-in while Quillmesh keeps versions, comments and approvals in sync. AI clause review flags deviations from your playbook and suggests fallback language.</p><ul><li>Playbook-driven AI review</li><li>Version compare across counterparties</li><li>Approval chains by value, region and risk</li></ul><a href="/product/ai-review" class="Link_arrow__a1Mcx">See AI clause review</a></div><img src="${CTF}/2bTr8mQw1nCz/redline.png?w=1040&amp;q=80&amp;fm=webp" alt="Redlining view" width="520" height="380" loading="lazy"/></div>
<div class="FeatureRows_row__c6Q1s"><div><h2>Never miss a renewal again</h2><p>Every signed agreement is parsed into structured data: parties, dates, values, auto-renewal terms and obligations. Owners get reminders in Slack or Teams ahead of every notice deadline.</p><ul><li>Obligation extraction for 40+ clause types</li><li>Renewal calendar and exposure reports</li><li>Dashboards in Quillmesh, Snowflake or Power BI</li></ul><a href="/product/obligations" class="Link_arrow__a1Mcx">Track obligations</a></div><img src="${CTF}/6yHe0pKs4mWq/renewals.png?w=1040&amp;q=80&amp;fm=webp" alt="Renewal calendar" width="520" height="380" loading="lazy"/></div>
</div></section>
<section class="IntegrationsTeaser_section__M9sJb"><div class="Container_wrap__Lx8dP"><h2>Connected to the tools you already run</h2><p>Pre-built integrations with CRM, e-signature, storage, ERP and identity providers, plus an open REST API and webhooks.</p><ul class="IntegrationsTeaser_logos__Fy3Dk">${INTEGRATIONS.filter(
    (i) => i.tier === 'Premier',
  )
    .map(
      (i) =>
        `<li><a href="/integrations/${i.slug}"><img src="${logo(i.slug)}?w=96&amp;q=80&amp;fm=webp" alt="${i.name}" width="48" height="48" loading="lazy"/></a></li>`,
    )
    .join(
      '',
    )}</ul><a class="Button_secondary__u6WqE" href="/integrations">Browse all ${INTEGRATIONS.length} integrations</a></div></section>
<section class="Testimonial_section__q2Mfh"><div class="Container_wrap__Lx8dP"><figure><blockquote>“We cut our average MSA turnaround from 19 days to 6. Sales stopped chasing legal because they can see exactly where every contract is.”</blockquote><figcaption><img src="${CTF}/0aSd7hJq3kLm/avatar-dana-whitfield.jpg?w=96" alt="" width="48" height="48" loading="lazy"/><span><strong>Dana Whitfield</strong>, Deputy General Counsel, Northlake Logistics</span></figcaption></figure><a href="/customers/northlake-logistics" class="Link_arrow__a1Mcx">Read the Northlake story</a></div></section>
<section class="Awards_section__J0rWb"><div class="Container_wrap__Lx8dP"><h2>Recognized by reviewers and analysts</h2><ul><li><a href="https://www.g2.com/categories/contract-lifecycle-management-clm" rel="noopener" target="_blank">G2 Grid Leader, Contract Lifecycle Management, 4 quarters running</a></li><li>Named a Contender in an independent 2024 CLM vendor evaluation</li><li><a href="https://www.inc.com/inc5000/2024" rel="noopener" target="_blank">Inc. 5000 fastest-growing private companies, 2024</a></li></ul></div></section>
<section class="CTA_section__B5xYe"><div class="Container_wrap__Lx8dP"><h2>See Quillmesh on your own contracts</h2><p>Bring three agreements. We'll show you intake-to-signature in 30 minutes.</p><a class="Button_primary__1nC3q" href="/demo">Get a demo</a></div></section>`,
  '/',
  {
    hero: { title: 'Close deals faster with contracts everyone can work on' },
    customers,
    featuredIntegrations: INTEGRATIONS.filter((i) => i.tier === 'Premier').map((i) => ({ slug: i.slug, name: i.name })),
  },
);

const integrationsPage = page(
  '/integrations',
  'Integrations | Quillmesh',
  'Connect Quillmesh to your CRM, e-signature, storage, ERP, identity and automation tools. Browse native and partner-built integrations.',
  `<section class="PageHero_hero__s8Mdk"><div class="Container_wrap__Lx8dP"><p class="Eyebrow_eyebrow__kD6sZ">Integration marketplace</p><h1>Quillmesh integrations</h1><p>${INTEGRATIONS.length} native and partner-built integrations that keep contract data flowing across your stack. Don't see yours? Build it on the <a href="https://quillmesh.dev">Quillmesh developer platform</a>.</p><form class="Search_form__Pw7cK" role="search" action="/integrations"><label for="int-search" class="sr-only">Search integrations</label><input id="int-search" type="search" name="q" placeholder="Search integrations" autocomplete="off"/></form></div></section>
<section class="Directory_section__H4vRt"><div class="Container_wrap__Lx8dP Directory_layout__y2LcN"><aside class="Directory_filters__kG7wP"><h2 class="Directory_filterTitle__d0Q1x">Categories</h2><ul>${CATEGORIES.map((c, n) => `<li><button type="button" class="Directory_filter__oE3bV${n === 0 ? ' Directory_active__Nu2qY' : ''}" data-filter="${c}">${c}<span>${c === 'All' ? INTEGRATIONS.length : INTEGRATIONS.filter((i) => i.category === c).length}</span></button></li>`).join('')}</ul><h2 class="Directory_filterTitle__d0Q1x">Built by</h2><ul><li><label><input type="checkbox" name="builtBy" value="Quillmesh"/> Quillmesh</label></li><li><label><input type="checkbox" name="builtBy" value="Partner"/> Partners</label></li></ul><div class="Directory_cta__X8qLm"><h3>Build an integration</h3><p>Join the Technology Partner Program and list your app in the marketplace.</p><a href="/partners#technology">Become a technology partner</a></div></aside>
<div><p class="Directory_count__R1tHw" aria-live="polite">Showing ${INTEGRATIONS.length} integrations</p><ul class="IntegrationGrid_grid__Wk5mB">${INTEGRATIONS.map(integrationCard).join('')}</ul></div></div></section>
<section class="CTA_section__B5xYe"><div class="Container_wrap__Lx8dP"><h2>Need something custom?</h2><p>Use our REST API, webhooks and SDKs for TypeScript and Python, or work with one of our <a href="/partners">solution partners</a>.</p><a class="Button_secondary__u6WqE" href="https://quillmesh.dev/docs">Read the docs</a></div></section>`,
  '/integrations',
  { integrations: INTEGRATIONS, categories: CATEGORIES, total: INTEGRATIONS.length },
);

function detail(slug: string, overview: string, features: string[], setup: string[], resources: { label: string; href: string }[]): string {
  const i = INTEGRATIONS.find((x) => x.slug === slug)!;
  const related = INTEGRATIONS.filter((x) => x.category === i.category && x.slug !== slug).slice(0, 3);
  return page(
    `/integrations/${slug}`,
    `${i.name} integration | Quillmesh`,
    `${i.blurb} Learn how the Quillmesh + ${i.name} integration works and how to set it up.`,
    `<nav class="Breadcrumbs_nav__E1vQk" aria-label="Breadcrumb"><ol><li><a href="/integrations">Integrations</a></li><li><a href="/integrations?category=${encodeURIComponent(i.category)}">${i.category}</a></li><li aria-current="page">${i.name}</li></ol></nav>
<section class="IntegrationHero_hero__cV2pK"><div class="Container_wrap__Lx8dP IntegrationHero_grid__y7sRe"><div class="IntegrationHero_logos__fA1Qd"><img src="/brand/quillmesh-mark.svg" alt="Quillmesh" width="64" height="64"/><span aria-hidden="true">+</span><img src="${logo(slug)}?w=128&amp;q=80&amp;fm=webp" alt="${i.name} logo" width="64" height="64"/></div><div><h1>Quillmesh + ${i.name}</h1><p class="IntegrationHero_lede__L3mZx">${i.blurb}</p><div class="IntegrationHero_ctas__Gx9Wt"><a class="Button_primary__1nC3q" href="https://app.quillmesh.io/settings/integrations/${slug}">Connect ${i.name}</a><a class="Button_secondary__u6WqE" href="https://help.quillmesh.io/en/articles/${slug}-integration">Setup guide</a></div></div></div></section>
<section class="IntegrationBody_section__u4RbN"><div class="Container_wrap__Lx8dP IntegrationBody_grid__Q8fGm"><article class="Prose_prose__cT2eH"><h2>Overview</h2>${overview}<h2>What you can do</h2><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul><h2>How to set it up</h2><ol>${setup.map((s) => `<li>${s}</li>`).join('')}</ol></article>
<aside class="IntegrationBody_aside__Tb6Yd"><dl><dt>Category</dt><dd><a href="/integrations?category=${encodeURIComponent(i.category)}">${i.category}</a></dd><dt>Built by</dt><dd>${i.builtBy === 'Quillmesh' ? 'Quillmesh' : i.name}</dd>${i.tier ? `<dt>Partner tier</dt><dd>${i.tier} technology partner</dd>` : ''}<dt>Available on</dt><dd>Business and Enterprise plans</dd><dt>Website</dt><dd><a href="${i.website}" rel="noopener" target="_blank">${i.website.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></dd><dt>Resources</dt><dd><ul>${resources.map((r) => `<li><a href="${r.href}" rel="noopener" target="_blank">${r.label}</a></li>`).join('')}</ul></dd></dl></aside></div></section>
<section class="Related_section__nV6Qa"><div class="Container_wrap__Lx8dP"><h2>More ${i.category} integrations</h2><ul class="IntegrationGrid_grid__Wk5mB">${related.map(integrationCard).join('')}</ul></div></section>`,
    '/integrations/[slug]',
    { integration: i, related: related.map((r) => r.slug) },
    { slug },
  );
}

const salesforce = detail(
  'salesforce',
  `<p>The Quillmesh managed package for Salesforce puts contract generation, status and executed documents inside Opportunity, Quote and Account records. Reps launch requests without leaving Salesforce; legal works in Quillmesh; both see the same status in real time.</p><p>The package is listed on <a href="https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000Gq7mXUAR" rel="noopener" target="_blank">Salesforce AppExchange</a> and passed the AppExchange security review. It supports Sales Cloud, Service Cloud and Salesforce CPQ, in Lightning Experience only.</p>`,
  [
    'Generate NDAs, order forms and MSAs from Opportunity data with field mapping',
    'Show a live contract status component on Opportunity and Account pages',
    'Write key terms (renewal date, value, auto-renew) back to custom fields',
    'Block Closed Won until the order form is fully executed (optional validation rule)',
    'Sync Salesforce CPQ quote line items into pricing tables',
  ],
  [
    'Install the Quillmesh package from AppExchange into production or a sandbox',
    'Assign the Quillmesh User permission set to reps and managers',
    'In Quillmesh, open Settings → Integrations → Salesforce and authorize with an admin user',
    'Map Opportunity and Quote fields to template variables',
    'Add the Contract Status Lightning component to your page layouts',
  ],
  [
    { label: 'AppExchange listing', href: 'https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000Gq7mXUAR' },
    {
      label: 'Salesforce Help: managed packages',
      href: 'https://help.salesforce.com/s/articleView?id=sf.distribution_installing_packages.htm',
    },
  ],
);

const docusign = detail(
  'docusign',
  `<p>Send any Quillmesh agreement for signature with DocuSign eSignature. Signer order, routing and reminders are configured once per template; the completed envelope and certificate of completion are saved back to the contract record automatically.</p><p>Quillmesh is a DocuSign technology partner and the integration is listed in the DocuSign App Center.</p>`,
  [
    'Use your existing DocuSign account and branding',
    'Set signing order and CC recipients from approval chains',
    'Store the certificate of completion alongside the executed PDF',
    'Trigger obligation extraction the moment an envelope completes',
    'Support for DocuSign Part 11 and EU Advanced signatures',
  ],
  [
    'Open Settings → Integrations → DocuSign',
    'Sign in with a DocuSign admin and grant consent',
    'Choose a default signing account and brand',
    'Enable DocuSign as the signature method on your templates',
  ],
  [
    { label: 'DocuSign App Center listing', href: 'https://apps.docusign.com/app-center/app/quillmesh' },
    { label: 'DocuSign Developer Center', href: 'https://developers.docusign.com' },
  ],
);

const netsuite = detail(
  'netsuite',
  `<p>Close the gap between what you signed and what you bill or pay. The Quillmesh SuiteApp creates or updates customers, vendors, sales orders and purchase orders in Oracle NetSuite from executed agreements, including payment terms, currency and subsidiary.</p><p>The SuiteApp is Built for NetSuite verified. Implementation is usually handled by your NetSuite administrator or one of our <a href="/partners">solution partners</a>.</p>`,
  [
    'Create vendor records from signed supplier agreements',
    'Generate sales orders from executed order forms',
    'Sync payment terms, currency, subsidiary and department',
    'Link NetSuite records back to the source contract',
    'Scheduled reconciliation report for contracts without ERP records',
  ],
  [
    'Install the Quillmesh SuiteApp from the SuiteApp Marketplace',
    'Create an integration record and token-based authentication role',
    'Enter the account ID and tokens in Quillmesh Settings → Integrations → NetSuite',
    'Map contract types to NetSuite transactions',
  ],
  [
    { label: 'Built for NetSuite program', href: 'https://www.netsuite.com/portal/partners/built-for-netsuite.shtml' },
    { label: 'Quillmesh SuiteApp guide', href: 'https://help.quillmesh.io/en/articles/netsuite-suiteapp' },
  ],
);

const clausewise = detail(
  'clausewise-ai',
  `<p>Clausewise AI is a partner-built integration that runs a first-pass review of third-party paper against your Quillmesh playbooks. Issues are posted as comments on the Quillmesh document with suggested fallback language, so reviewers start from a marked-up draft.</p><p>This integration is built and supported by Clausewise. Quillmesh verified it under the Technology Partner Program security checklist.</p>`,
  [
    'Automatic review when a counterparty uploads their paper',
    'Issues mapped to your playbook positions and risk levels',
    'Suggested fallback clauses pulled from your clause library',
    'Review summaries posted to the approval chain',
  ],
  [
    'Request access from your Clausewise account team',
    'Authorize Clausewise in Quillmesh Settings → Integrations',
    'Select which playbooks Clausewise may read',
    'Enable auto-review on inbound contract types',
  ],
  [
    { label: 'Clausewise documentation', href: 'https://docs.clausewise.ai/integrations/quillmesh' },
    { label: 'Clausewise support', href: 'mailto:support@clausewise.ai' },
  ],
);

interface SolutionPartner {
  name: string;
  site: string;
  region: string;
  tier: 'Elite' | 'Select' | 'Registered';
  focus: string;
  blurb: string;
}
const SOLUTION_PARTNERS: SolutionPartner[] = [
  {
    name: 'Clauseworks Advisory',
    site: 'https://www.clauseworks-advisory.com',
    region: 'North America',
    tier: 'Elite',
    focus: 'Legal operations, CLM implementation',
    blurb: 'Legal-ops consultancy that has led 60+ Quillmesh rollouts for in-house legal teams.',
  },
  {
    name: 'Tallowbrook Consulting',
    site: 'https://tallowbrook.co',
    region: 'North America',
    tier: 'Elite',
    focus: 'Salesforce + Quillmesh, quote-to-cash',
    blurb: 'Revenue operations and Salesforce CPQ specialists.',
  },
  {
    name: 'Meridian Legal Ops',
    site: 'https://meridianlegalops.com',
    region: 'North America',
    tier: 'Select',
    focus: 'Contract migration, data cleanup',
    blurb: 'Legacy contract migration and metadata extraction services.',
  },
  {
    name: 'Kestrel & Finch Digital',
    site: 'https://www.kestrelfinch.co.uk',
    region: 'EMEA',
    tier: 'Select',
    focus: 'Procurement transformation',
    blurb: 'UK consultancy for procurement and supplier-contract programs.',
  },
  {
    name: 'Vantreo Systems',
    site: 'https://vantreo.in',
    region: 'APAC',
    tier: 'Select',
    focus: 'NetSuite and SAP integration',
    blurb: 'Integration engineering for ERP-connected contract workflows.',
  },
  {
    name: 'Sorrel Partners',
    site: 'https://sorrelpartners.com.au',
    region: 'APAC',
    tier: 'Registered',
    focus: 'Legal technology advisory',
    blurb: 'Australian legal-tech advisory for ASX-listed companies.',
  },
  {
    name: 'Brightquay Solutions',
    site: 'https://brightquay.com',
    region: 'North America',
    tier: 'Registered',
    focus: 'Implementation for mid-market',
    blurb: 'Fixed-scope Quillmesh launches for teams under 500 employees.',
  },
];

const partnersPage = page(
  '/partners',
  'Partner Program | Quillmesh',
  'Find a Quillmesh solution partner or join the Quillmesh Partner Program as a consultancy, reseller or technology partner.',
  `<section class="PageHero_hero__s8Mdk"><div class="Container_wrap__Lx8dP"><p class="Eyebrow_eyebrow__kD6sZ">Quillmesh Partner Program</p><h1>Better contracts, delivered together</h1><p>Our partners implement Quillmesh, migrate legacy contracts, connect it to ERP and CRM systems, and build integrations for the marketplace.</p><div class="Hero_ctas__fT8kA"><a class="Button_primary__1nC3q" href="#find">Find a partner</a><a class="Button_secondary__u6WqE" href="#apply">Become a partner</a></div></div></section>
<section class="PartnerTypes_section__Ua6Qp"><div class="Container_wrap__Lx8dP"><ul class="PartnerTypes_grid__i1FqE"><li><h2>Solution partners</h2><p>Consultancies and systems integrators certified to implement Quillmesh and run change management.</p></li><li id="technology"><h2>Technology partners</h2><p>Software companies that build and maintain integrations listed in the <a href="/integrations">integration marketplace</a>.</p></li><li><h2>Referral partners</h2><p>Advisors and firms who introduce Quillmesh to their clients and earn a referral fee.</p></li></ul></div></section>
<section id="find" class="PartnerDirectory_section__t7YbN"><div class="Container_wrap__Lx8dP"><h2>Certified solution partners</h2><div class="PartnerDirectory_filters__Zc0pE" role="tablist"><button role="tab" aria-selected="true">All regions</button><button role="tab" aria-selected="false">North America</button><button role="tab" aria-selected="false">EMEA</button><button role="tab" aria-selected="false">APAC</button></div>
<div class="PartnerDirectory_list__xS8mR">${SOLUTION_PARTNERS.map(
    (p) =>
      `<article class="PartnerCard_card__q4WzB" data-region="${p.region}" data-tier="${p.tier}"><header><img src="${CTF}/4dRk1pZq8sWn/partner-${p.name.toLowerCase().replace(/[^a-z]+/g, '-')}.png?w=240&amp;q=80" alt="${p.name}" width="120" height="40" loading="lazy"/><span class="PartnerCard_tier__Bp2nY PartnerCard_${p.tier.toLowerCase()}__Hx1aQ">${p.tier} partner</span></header><h3>${p.name}</h3><p>${p.blurb}</p><dl><dt>Region</dt><dd>${p.region}</dd><dt>Focus</dt><dd>${p.focus}</dd></dl><a class="Link_arrow__a1Mcx" href="${p.site}" rel="noopener" target="_blank">Visit website</a></article>`,
  ).join('')}</div>
<p class="PartnerDirectory_note__Lm3Wc">Referral partners include Harlow Legal Recruiting, Counsel Collective and Lexbridge Advisors. Ask your account executive for an introduction.</p></div></section>
<section class="PartnerStats_section__V7sJr"><div class="Container_wrap__Lx8dP"><ul><li><strong>40+</strong> partners in 11 countries</li><li><strong>320</strong> certified consultants</li><li><strong>39</strong> marketplace integrations</li></ul></div></section>
<section class="Benefits_section__kJ3pX"><div class="Container_wrap__Lx8dP"><h2>Why partner with Quillmesh</h2><div class="Benefits_grid__nA4tQ"><div><h3>Margin and referral fees</h3><p>Up to 20% referral fee on first-year ARR and resale margin for Elite partners.</p></div><div><h3>Certification and sandboxes</h3><p>Free certification for your consultants and a permanent sandbox tenant.</p></div><div><h3>Co-marketing</h3><p>Listing in the partner directory, joint webinars and MDF for Elite partners.</p></div><div><h3>Deal registration</h3><p>Protected opportunities through the partner portal.</p></div></div></div></section>
<section id="apply" class="Form_section__Wd5aK"><div class="Container_wrap__Lx8dP"><h2>Apply to the Partner Program</h2><form action="/api/partner-application" method="post" class="Form_form__m2ZcT"><label>Company name<input name="company" required=""/></label><label>Website<input name="website" type="url" required=""/></label><label>Partner type<select name="type"><option>Solution partner</option><option>Technology partner</option><option>Referral partner</option></select></label><label>Work email<input name="email" type="email" required=""/></label><label>Tell us about your practice<textarea name="notes" rows="4"></textarea></label><button type="submit" class="Button_primary__1nC3q">Submit application</button></form><p>Existing partners: sign in to the <a href="https://partners.quillmesh.io">partner portal</a>. Questions? <a href="mailto:partners@quillmesh.io">partners@quillmesh.io</a></p></div></section>`,
  '/partners',
  { partners: SOLUTION_PARTNERS },
);

const stories = [
  {
    slug: 'northlake-logistics',
    name: 'Northlake Logistics',
    industry: 'Transportation',
    stat: '68% faster MSA turnaround',
    quote: 'Sales stopped chasing legal.',
  },
  {
    slug: 'pinecrest-bank',
    name: 'Pinecrest Bank',
    industry: 'Financial services',
    stat: '11,000 legacy contracts migrated in 5 weeks',
    quote: 'Our examiners love the audit trail.',
  },
  {
    slug: 'harborview-health',
    name: 'Harborview Health',
    industry: 'Healthcare',
    stat: '$2.1M in avoided auto-renewals',
    quote: 'Renewal alerts paid for the platform in a quarter.',
  },
  {
    slug: 'tessellate-labs',
    name: 'Tessellate Labs',
    industry: 'Software',
    stat: '3x more NDAs handled per lawyer',
    quote: 'Self-serve NDAs changed our week.',
  },
  {
    slug: 'auric-energy',
    name: 'Auric Energy',
    industry: 'Energy',
    stat: '1,900 supplier agreements under obligation tracking',
    quote: 'Finally, one source of truth for supplier terms.',
  },
  {
    slug: 'brightline-foods',
    name: 'Brightline Foods',
    industry: 'Consumer goods',
    stat: 'Procurement cycle time down 41%',
    quote: 'Procurement and legal finally share a queue.',
  },
];
const customersPage = page(
  '/customers',
  'Customer stories | Quillmesh',
  'See how legal, sales and procurement teams use Quillmesh to cut contract cycle times and track obligations.',
  `<section class="PageHero_hero__s8Mdk"><div class="Container_wrap__Lx8dP"><h1>Customer stories</h1><p>1,400+ teams run their contracts on Quillmesh. Here is what a few of them changed.</p></div></section>${customerStrip}
<section class="Stories_section__Q4yVn"><div class="Container_wrap__Lx8dP"><ul class="Stories_grid__b3WcK">${stories
    .map(
      (s) =>
        `<li><a class="StoryCard_card__C1pMx" href="/customers/${s.slug}"><img src="${CTF}/8nWs2vKr5tPq/story-${s.slug}.jpg?w=720&amp;q=75&amp;fm=webp" alt="" width="360" height="220" loading="lazy"/><span class="StoryCard_industry__rH7dN">${s.industry}</span><h2>${s.name}</h2><p class="StoryCard_stat__Xe0mB">${s.stat}</p><blockquote>“${s.quote}”</blockquote><span class="Link_arrow__a1Mcx">Read story</span></a></li>`,
    )
    .join('')}</ul></div></section>
<section class="Reviews_section__y0TdH"><div class="Container_wrap__Lx8dP"><h2>4.7 out of 5 on G2</h2><p>Based on 380+ verified reviews. <a href="https://www.g2.com/products/quillmesh/reviews" rel="noopener" target="_blank">Read reviews on G2</a> or <a href="https://www.capterra.com/p/231877/Quillmesh/" rel="noopener" target="_blank">on Capterra</a>.</p><ul class="Reviews_list__f8KpL"><li><blockquote>“The Salesforce integration alone justified the switch.”</blockquote><cite>Revenue Operations Manager, mid-market software</cite></li><li><blockquote>“Implementation took four weeks with our partner and the Quillmesh CSM.”</blockquote><cite>Head of Legal Operations, healthcare</cite></li><li><blockquote>“Obligation tracking is the feature I didn't know I needed.”</blockquote><cite>Procurement Director, manufacturing</cite></li></ul></div></section>`,
  '/customers',
  { stories },
);

const aboutPage = page(
  '/about',
  'About Quillmesh',
  'Quillmesh was founded in 2019 to make contracts a shared, structured asset instead of a bottleneck. Meet the team and our investors.',
  `<section class="PageHero_hero__s8Mdk"><div class="Container_wrap__Lx8dP"><h1>We think contracts should speed business up</h1><p>Quillmesh was founded in 2019 by a former in-house lawyer and a revenue-systems engineer who were tired of emailing Word files back and forth. Today 190 people across San Francisco, Austin, Toronto and London build the platform.</p></div></section>
<section class="Values_section__Fh2dX"><div class="Container_wrap__Lx8dP"><h2>What we value</h2><div class="Values_grid__p1RqE"><div><h3>Clarity over cleverness</h3><p>Plain-language product, plain-language contracts.</p></div><div><h3>Customers close the loop</h3><p>Every squad meets customers every sprint.</p></div><div><h3>Security by default</h3><p>We treat every contract as the most sensitive document a company owns.</p></div><div><h3>Write it down</h3><p>Remote-friendly, document-first decisions.</p></div></div></div></section>
<section class="Leadership_section__o9ZwC"><div class="Container_wrap__Lx8dP"><h2>Leadership</h2><ul class="Leadership_grid__Kc4sT"><li><img src="${CTF}/5hGt7nBc3wQx/maya-okonkwo.jpg?w=320" alt="" width="160" height="160" loading="lazy"/><h3>Maya Okonkwo</h3><p>Co-founder &amp; CEO</p></li><li><img src="${CTF}/5hGt7nBc3wQx/daniel-reyes.jpg?w=320" alt="" width="160" height="160" loading="lazy"/><h3>Daniel Reyes</h3><p>Co-founder &amp; CTO</p></li><li><img src="${CTF}/5hGt7nBc3wQx/priya-natarajan.jpg?w=320" alt="" width="160" height="160" loading="lazy"/><h3>Priya Natarajan</h3><p>Chief Revenue Officer</p></li><li><img src="${CTF}/5hGt7nBc3wQx/tom-hallberg.jpg?w=320" alt="" width="160" height="160" loading="lazy"/><h3>Tom Hallberg</h3><p>VP Customer Success</p></li></ul></div></section>
<section class="Investors_section__dL8vM"><div class="Container_wrap__Lx8dP"><h2>Backed by</h2><p>We've raised $86M from investors who have backed category-defining B2B software.</p><ul class="Investors_logos__m5HgE"><li><a href="https://www.accel.com" rel="noopener" target="_blank"><img src="/investors/accel.svg" alt="Accel" width="120" height="36" loading="lazy"/></a></li><li><a href="https://www.bvp.com" rel="noopener" target="_blank"><img src="/investors/bessemer.svg" alt="Bessemer Venture Partners" width="120" height="36" loading="lazy"/></a></li><li><a href="https://www.felicis.com" rel="noopener" target="_blank"><img src="/investors/felicis.svg" alt="Felicis" width="120" height="36" loading="lazy"/></a></li></ul></div></section>
<section class="Press_section__Yk2rN"><div class="Container_wrap__Lx8dP"><h2>In the news</h2><ul class="Press_list__g6TsW"><li><a href="https://techcrunch.com/2023/09/12/quillmesh-series-b/" rel="noopener" target="_blank"><img src="/press/techcrunch.svg" alt="TechCrunch" width="110" height="24" loading="lazy"/><span>Quillmesh raises $60M Series B to bring contracts into the revenue stack</span></a></li><li><a href="https://www.forbes.com/sites/legaltech/2024/02/06/clm-grows-up/" rel="noopener" target="_blank"><img src="/press/forbes.svg" alt="Forbes" width="90" height="24" loading="lazy"/><span>CLM grows up: why sales teams now care about contract software</span></a></li><li><a href="https://www.law.com/legaltechnews/2024/04/18/quillmesh-ai-review/" rel="noopener" target="_blank"><img src="/press/legaltech-news.svg" alt="Legaltech News" width="130" height="24" loading="lazy"/><span>Quillmesh adds playbook-driven AI review</span></a></li></ul><a href="/newsroom" class="Link_arrow__a1Mcx">Visit the newsroom</a></div></section>
<section class="Careers_section__r3KpE"><div class="Container_wrap__Lx8dP"><h2>Join us</h2><p>We're hiring across engineering, product, go-to-market and customer success.</p><a class="Button_primary__1nC3q" href="https://jobs.ashbyhq.com/quillmesh">See open roles</a></div></section>`,
  '/about',
  { investors: ['Accel', 'Bessemer Venture Partners', 'Felicis'] },
);

const securityPage = page(
  '/security',
  'Security & Trust | Quillmesh',
  'How Quillmesh protects your contracts: SOC 2 Type II, ISO 27001, encryption, data residency, SSO and subprocessors.',
  `<section class="PageHero_hero__s8Mdk"><div class="Container_wrap__Lx8dP"><h1>Security &amp; trust</h1><p>Contracts are some of the most sensitive documents a company has. Here is how we protect them.</p><a class="Button_secondary__u6WqE" href="https://trust.quillmesh.io">Visit the Trust Center</a></div></section>
<section class="Prose_section__Kb1mE"><div class="Container_wrap__Lx8dP Prose_prose__cT2eH"><h2>Certifications</h2><p>Quillmesh maintains a SOC 2 Type II report covering security, availability and confidentiality, audited annually by an independent CPA firm, and an ISO/IEC 27001:2022 certificate. Reports are available under NDA from the Trust Center.</p><h2>Infrastructure</h2><p>Production runs in AWS in us-east-1 and eu-central-1 with data residency options for US, EU and Canadian customers. Customer documents are encrypted at rest with AES-256 and per-tenant keys; customer-managed keys are available on Enterprise.</p><h2>Access control</h2><p>SAML single sign-on and SCIM provisioning with Okta, Microsoft Entra ID and OneLogin. Role-based permissions down to the clause level, and a full audit log exportable to your SIEM.</p><h2>Application security</h2><p>Annual third-party penetration tests, a public vulnerability disclosure program, dependency scanning on every build and mandatory code review.</p><h2>Subprocessors</h2><p>The current list of subprocessors and their purposes is published on our <a href="/legal/subprocessors">subprocessors page</a>. We notify customers 30 days before adding a new one.</p><h2>Report a vulnerability</h2><p>Email <a href="mailto:security@quillmesh.io">security@quillmesh.io</a>. We respond within one business day.</p></div></section>`,
  '/security',
  { certifications: ['SOC 2 Type II', 'ISO 27001'] },
);

export const site: CorpusSite = {
  domain: 'quillmesh.io',
  otherDomains: ['quillmesh.dev'],
  covers:
    'Next.js on Vercel (x-powered-by, x-vercel-id), Contentful images, Segment, GTM, Intercom preconnect, Vercel Analytics; integration marketplace whose partner websites appear only in __NEXT_DATA__ JSON and detail pages; solution-partner cards with tiers and regions; referral partners named without links; customers, investors, press, G2/Capterra badges and job board as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/integrations': { headers: HEADERS, html: integrationsPage },
    '/integrations/salesforce': { headers: HEADERS, html: salesforce },
    '/integrations/docusign': { headers: HEADERS, html: docusign },
    '/integrations/netsuite': { headers: HEADERS, html: netsuite },
    '/integrations/clausewise-ai': { headers: HEADERS, html: clausewise },
    '/partners': { headers: HEADERS, html: partnersPage },
    '/customers': { headers: HEADERS, html: customersPage },
    '/about': { headers: HEADERS, html: aboutPage },
    '/security': { headers: HEADERS, html: securityPage },
  },
  sitemap: [
    '/',
    '/integrations',
    '/integrations/salesforce',
    '/integrations/docusign',
    '/integrations/netsuite',
    '/integrations/clausewise-ai',
    '/partners',
    '/customers',
    '/about',
    '/security',
    '/pricing',
    '/demo',
  ],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'vercel-analytics',
    'contentful',
    'segment',
    'google-tag-manager',
    'intercom',
    'hsts',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'salesforce.com': 'technology',
    'hubspot.com': 'technology',
    'microsoft.com': 'technology',
    'pipedrive.com': 'technology',
    'zoho.com': 'technology',
    'docusign.com': 'technology',
    'adobe.com': 'technology',
    'dropbox.com': 'technology',
    'pandadoc.com': 'technology',
    'google.com': 'technology',
    'box.com': 'technology',
    'imanage.com': 'technology',
    'netdocuments.com': 'technology',
    'netsuite.com': 'technology',
    'sap.com': 'technology',
    'workday.com': 'technology',
    'coupa.com': 'technology',
    'intuit.com': 'technology',
    'sage.com': 'technology',
    'slack.com': 'technology',
    'okta.com': 'technology',
    'onelogin.com': 'technology',
    'jumpcloud.com': 'technology',
    'zapier.com': 'technology',
    'workato.com': 'technology',
    'make.com': 'technology',
    'tray.ai': 'technology',
    'snowflake.com': 'technology',
    'tableau.com': 'technology',
    'clausewise.ai': 'technology',
    'ledgerport.io': 'technology',
    'vendorlyft.com': 'technology',
    'ziphq.com': 'technology',
    'clauseworks-advisory.com': 'channel',
    'tallowbrook.co': 'channel',
    'meridianlegalops.com': 'channel',
    'kestrelfinch.co.uk': 'channel',
    'vantreo.in': 'channel',
    'sorrelpartners.com.au': 'channel',
    'brightquay.com': 'channel',
  },
};
