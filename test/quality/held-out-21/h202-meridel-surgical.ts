import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.meridelsurgical.com';

const baseHeaders: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Microsoft-IIS/10.0',
  'x-aspnet-version': '4.0.30319',
  'x-powered-by': 'ASP.NET',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'x-akamai-transformed': '9 12044 0 pmb=mRUM,2',
  'cache-control': 'private',
};
const homeHeaders = {
  ...baseHeaders,
  'set-cookie':
    'SC_ANALYTICS_GLOBAL_COOKIE=3f1d0c9a7e2b4c5fa8d1e6b7c2a90f11|False; expires=Fri, 14-Mar-2036 10:22:31 GMT; path=/; secure; HttpOnly',
};
const contactHeaders = {
  ...baseHeaders,
  'set-cookie': 'ASP.NET_SessionId=kq2w5vxa0n1dfy3r4mzt0h1b; path=/; secure; HttpOnly; SameSite=Lax',
};

const css = `
:root{--md-navy:#0d2340;--md-teal:#00857c;--md-teal-dk:#006a63;--md-sand:#f5f3ef;--md-gray:#5b6573;--md-line:#dfe3e8}
*{box-sizing:border-box}body{margin:0;font-family:"proxima-nova",Helvetica,Arial,sans-serif;color:#1f2a37;font-size:17px;line-height:1.6}
a{color:var(--md-teal-dk)}a:hover{color:var(--md-navy)}.container{max-width:1200px;margin:0 auto;padding:0 24px}
.utility-nav{background:var(--md-navy);color:#cfd8e3;font-size:13px}.utility-nav ul{display:flex;justify-content:flex-end;gap:22px;list-style:none;margin:0;padding:8px 0}
.utility-nav a{color:#cfd8e3;text-decoration:none}.site-header{border-bottom:1px solid var(--md-line);background:#fff}
.site-header .navbar{display:flex;align-items:center;justify-content:space-between;padding:16px 0}.navbar-brand img{height:42px}
.primary-nav{display:flex;gap:30px;list-style:none;margin:0;padding:0}.primary-nav>li>a{font-weight:600;color:var(--md-navy);text-decoration:none;font-size:15px}
.mega{display:none;position:absolute;left:0;right:0;background:#fff;border-top:3px solid var(--md-teal);box-shadow:0 18px 30px rgba(13,35,64,.12);padding:30px 0}
.primary-nav li:hover .mega{display:block}.mega .col{display:inline-block;vertical-align:top;width:24%}.mega h5{font-size:13px;text-transform:uppercase;color:var(--md-gray);letter-spacing:.06em}
.mega ul{list-style:none;padding:0}.mega li a{display:block;padding:4px 0;text-decoration:none;color:var(--md-navy)}
.hero{background:var(--md-navy) center/cover no-repeat;color:#fff;padding:110px 0 90px}.hero h1{font-size:52px;line-height:1.1;margin:0 0 18px;font-weight:700}
.hero p{font-size:20px;max-width:620px}.btn{display:inline-block;padding:13px 28px;border-radius:30px;font-weight:600;text-decoration:none}
.btn-primary{background:var(--md-teal);color:#fff}.btn-outline{border:2px solid #fff;color:#fff}.section{padding:72px 0}.section-sand{background:var(--md-sand)}
.eyebrow{font-size:13px;letter-spacing:.12em;text-transform:uppercase;color:var(--md-teal);font-weight:700}.card-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:28px}
.card{background:#fff;border:1px solid var(--md-line);border-radius:6px;overflow:hidden}.card-body{padding:24px}.card img{width:100%;display:block}
.stat-band{display:flex;justify-content:space-between;text-align:center}.stat-band strong{display:block;font-size:42px;color:var(--md-navy)}
.table-responsive{overflow-x:auto}.dist-table{width:100%;border-collapse:collapse;font-size:15px}.dist-table th{background:var(--md-navy);color:#fff;text-align:left;padding:10px 12px;font-weight:600}
.dist-table td{border-bottom:1px solid var(--md-line);padding:10px 12px;vertical-align:top}.dist-table tr:nth-child(even) td{background:#fafbfc}
.region-title{margin-top:48px;padding-bottom:8px;border-bottom:2px solid var(--md-teal)}.partner-tile{display:flex;gap:24px;padding:28px 0;border-bottom:1px solid var(--md-line)}
.partner-tile img{width:180px;height:auto;object-fit:contain}.site-footer{background:#0a1a30;color:#aab6c5;font-size:14px;padding:56px 0 24px}
.site-footer h6{color:#fff;font-size:13px;text-transform:uppercase;letter-spacing:.08em}.site-footer ul{list-style:none;padding:0;margin:0}.site-footer li{margin:6px 0}
.site-footer a{color:#aab6c5;text-decoration:none}.footer-cols{display:grid;grid-template-columns:2fr 1fr 1fr 1fr;gap:30px}.legal{border-top:1px solid #22344d;margin-top:40px;padding-top:20px;font-size:12.5px}
.social a{display:inline-block;margin-right:14px}.isi-tray{position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:2px solid var(--md-teal);max-height:120px;overflow:auto;font-size:13px;padding:12px 24px;z-index:50}
@media (max-width:991px){.card-grid{grid-template-columns:1fr}.footer-cols{grid-template-columns:1fr 1fr}.primary-nav{display:none}.hero h1{font-size:36px}}
`;

function head(title: string, desc: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
    <meta charset="utf-8" />
    <meta http-equiv="X-UA-Compatible" content="IE=edge" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${desc}" />
    <link rel="canonical" href="${D}${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${desc}" />
    <meta property="og:url" content="${D}${path}" />
    <meta property="og:type" content="website" />
    <meta property="og:image" content="${D}/-/media/project/meridel/shared/og/meridel-og-default.jpg?h=630&amp;w=1200&amp;la=en&amp;hash=4B1A2C0E9F6D3A7B8C5E2F1D0A9B8C7D" />
    <meta name="twitter:card" content="summary_large_image" />
    <link rel="icon" type="image/png" href="/-/media/project/meridel/shared/favicon-32.png" />
    <!-- OneTrust Cookies Consent Notice start for meridelsurgical.com -->
    <script type="text/javascript" src="https://cdn.cookielaw.org/consent/7e3c2a1b-5d4f-4a8e-9b0c-1f2e3d4c5b6a/OtAutoBlock.js"></script>
    <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="7e3c2a1b-5d4f-4a8e-9b0c-1f2e3d4c5b6a"></script>
    <script type="text/javascript">function OptanonWrapper() { window.dataLayer.push({ event: 'OneTrustGroupsUpdated' }); }</script>
    <!-- OneTrust Cookies Consent Notice end -->
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
    new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
    j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
    'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
    })(window,document,'script','dataLayer','GTM-WR3M8ZQ');</script>
    <!-- End Google Tag Manager -->
    <link rel="stylesheet" href="https://use.typekit.net/ztq4mla.css" />
    <link rel="stylesheet" href="/assets/meridel/css/vendor/bootstrap.min.css?v=5.3.2" />
    <link rel="stylesheet" href="/assets/meridel/css/main.min.css?v=20240311.2" />
    <style>${css}</style>
</head>
`;
}

const nav = `<body class="sxa-page default-device">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-WR3M8ZQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div id="wrapper">
<header>
    <div id="header" class="container-fluid">
        <div class="utility-nav component"><div class="container"><ul>
            <li><a href="/healthcare-professionals">For Healthcare Professionals</a></li>
            <li><a href="/patients">For Patients</a></li>
            <li><a href="https://academy.meridelsurgical.com/" target="_blank" rel="noopener">Meridel Academy</a></li>
            <li><a href="/international-distributors">International</a></li>
            <li><a href="/contact-us">Contact</a></li>
        </ul></div></div>
        <div class="site-header component"><div class="container"><nav class="navbar" aria-label="Primary">
            <a class="navbar-brand" href="/"><img src="/-/media/project/meridel/shared/logos/meridel-surgical-logo.svg?la=en&amp;hash=0C2B7E1A4D5F6A9B" alt="Meridel Surgical" width="220" height="42" /></a>
            <ul class="primary-nav">
                <li><a href="/products">Products</a>
                    <div class="mega"><div class="container">
                        <div class="col"><h5>Spine</h5><ul><li><a href="/products/spine/meridel-tlx-interbody">TLX Titanium Interbody</a></li><li><a href="/products/spine/vantage-pedicle-screw-system">Vantage Pedicle Screw System</a></li><li><a href="/products/spine/cervical-plate">Arcline Cervical Plate</a></li></ul></div>
                        <div class="col"><h5>Extremities</h5><ul><li><a href="/products/extremities/foot-ankle-plating">Foot &amp; Ankle Plating</a></li><li><a href="/products/extremities/compression-screws">Headless Compression Screws</a></li></ul></div>
                        <div class="col"><h5>Enabling technology</h5><ul><li><a href="/products/enabling-technology/patient-specific-guides">Patient-Specific Guides</a></li><li><a href="/collaborations">Navigation compatibility</a></li></ul></div>
                        <div class="col"><h5>Resources</h5><ul><li><a href="/ifu">Instructions for Use (eIFU)</a></li><li><a href="/surgical-techniques">Surgical Technique Guides</a></li></ul></div>
                    </div></div>
                </li>
                <li><a href="/about-us">About</a></li>
                <li><a href="/collaborations">Collaborations</a></li>
                <li><a href="/newsroom">Newsroom</a></li>
                <li><a href="/careers">Careers</a></li>
            </ul>
            <a class="btn btn-primary" href="/contact-us?type=rep">Find a Rep</a>
        </nav></div></div>
    </div>
</header>
<main>
<div id="content" class="container-fluid">
`;

const footer = `</div>
</main>
<footer>
    <div id="footer" class="site-footer"><div class="container">
        <div class="footer-cols">
            <div>
                <img src="/-/media/project/meridel/shared/logos/meridel-surgical-logo-white.svg?la=en&amp;hash=8E1D2C3B4A59" alt="Meridel Surgical" width="200" height="38" />
                <p>Meridel Surgical, Inc.<br />4100 Lakeshore Parkway, Suite 300<br />Warsaw, IN 46580<br />+1 (574) 555-0148<br /><a href="mailto:customerservice@meridelsurgical.com">customerservice@meridelsurgical.com</a></p>
                <p class="social">
                    <a href="https://www.linkedin.com/company/meridel-surgical" target="_blank" rel="noopener" aria-label="LinkedIn"><svg width="20" height="20" aria-hidden="true"><use href="#icon-linkedin"></use></svg></a>
                    <a href="https://twitter.com/meridelsurgical" target="_blank" rel="noopener" aria-label="X"><svg width="20" height="20" aria-hidden="true"><use href="#icon-x"></use></svg></a>
                    <a href="https://www.youtube.com/@meridelsurgical" target="_blank" rel="noopener" aria-label="YouTube"><svg width="20" height="20" aria-hidden="true"><use href="#icon-youtube"></use></svg></a>
                </p>
            </div>
            <div><h6>Company</h6><ul><li><a href="/about-us">About Us</a></li><li><a href="/about-us#leadership">Leadership</a></li><li><a href="/newsroom">Newsroom</a></li><li><a href="/careers">Careers</a></li></ul></div>
            <div><h6>Professionals</h6><ul><li><a href="/surgical-techniques">Surgical Techniques</a></li><li><a href="/ifu">eIFU</a></li><li><a href="/healthcare-professionals/sales-representatives">U.S. Sales Agencies</a></li><li><a href="/international-distributors">International Distributors</a></li></ul></div>
            <div><h6>Compliance</h6><ul><li><a href="/compliance/code-of-conduct">Code of Conduct</a></li><li><a href="/compliance/transparency-reporting">Transparency Reporting</a></li><li><a href="/compliance/report-adverse-event">Report an Adverse Event</a></li><li><a href="/compliance/california-compliance">California Compliance Declaration</a></li></ul></div>
        </div>
        <div class="legal">
            <p>Meridel®, TLX® and Vantage® are registered trademarks of Meridel Surgical, Inc. Products shown may not be available in all markets. Caution: Federal law (USA) restricts these devices to sale by or on the order of a physician.</p>
            <p>© 2024 Meridel Surgical, Inc. All rights reserved. <a href="/legal/privacy-policy">Privacy Policy</a> | <a href="/legal/terms-of-use">Terms of Use</a> | <a href="/legal/cookie-notice">Cookie Notice</a> | <a href="#" class="ot-sdk-show-settings">Cookie Settings</a> | <a href="/legal/accessibility">Accessibility</a> | ISO 13485:2016 certified</p>
        </div>
    </div></div>
</footer>
</div>
<script src="/assets/meridel/js/vendor/jquery-3.6.4.min.js"></script>
<script src="/assets/meridel/js/vendor/bootstrap.bundle.min.js?v=5.3.2"></script>
<script src="/assets/meridel/js/main.min.js?v=20240311.2"></script>
<script type="text/javascript">
(function() {
  var didInit = false;
  function initMunchkin() { if(didInit === false) { didInit = true; Munchkin.init('418-QKD-772'); } }
  var s = document.createElement('script'); s.type = 'text/javascript'; s.async = true;
  s.src = '//munchkin.marketo.net/munchkin.js';
  s.onreadystatechange = function() { if (this.readyState == 'complete' || this.readyState == 'loaded') { initMunchkin(); } };
  s.onload = initMunchkin; document.getElementsByTagName('head')[0].appendChild(s);
})();
</script>
<script src="//munchkin.marketo.net/munchkin.js" async></script>
<script type="text/javascript">
_linkedin_partner_id = "5512870";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script><script type="text/javascript">
(function(l) { if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])}; window.lintrk.q=[]} var s = document.getElementsByTagName("script")[0]; var b = document.createElement("script"); b.type = "text/javascript";b.async = true; b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js"; s.parentNode.insertBefore(b, s);})(window.lintrk);
</script>
<noscript><img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=5512870&fmt=gif" /></noscript>
</body>
</html>
`;

const page = (title: string, desc: string, path: string, body: string) => head(title, desc, path) + nav + body + footer;

const home = page(
  'Meridel Surgical | Spine and Extremity Implants Engineered for Fusion',
  'Meridel Surgical designs and manufactures titanium spinal interbody, pedicle screw and extremity fixation systems in Warsaw, Indiana.',
  '/',
  `<section class="hero component" style="background-image:url('/-/media/project/meridel/home/hero-or-suite.jpg?h=900&amp;w=1920&amp;la=en&amp;hash=7A1C0B2D')">
    <div class="container">
        <p class="eyebrow">Now available: TLX Lateral</p>
        <h1>Implants engineered for fusion.<br />Instruments designed for the OR.</h1>
        <p>From 3D-printed titanium interbodies to navigated screw systems, Meridel builds spine and extremity solutions with surgeons, for surgeons.</p>
        <p><a class="btn btn-primary" href="/products">Explore products</a> <a class="btn btn-outline" href="/contact-us?type=rep">Talk to a rep</a></p>
    </div>
</section>
<section class="section component">
    <div class="container">
        <div class="stat-band">
            <div><strong>140k+</strong>implants delivered</div>
            <div><strong>31</strong>countries</div>
            <div><strong>22</strong>FDA 510(k) clearances</div>
            <div><strong>1,100+</strong>surgeon users</div>
        </div>
    </div>
</section>
<section class="section section-sand component">
    <div class="container">
        <p class="eyebrow">Portfolio</p>
        <h2>Spine and extremities, built around one platform</h2>
        <div class="card-grid">
            <div class="card"><img src="/-/media/project/meridel/products/tlx-interbody-card.jpg?h=400&amp;w=600&amp;la=en&amp;hash=21CC" alt="TLX interbody cage" /><div class="card-body"><h3>TLX Titanium Interbody</h3><p>Additively manufactured, porous titanium lattice for TLIF, PLIF and lateral approaches.</p><a href="/products/spine/meridel-tlx-interbody">Learn more</a></div></div>
            <div class="card"><img src="/-/media/project/meridel/products/vantage-card.jpg?h=400&amp;w=600&amp;la=en&amp;hash=9F02" alt="Vantage pedicle screw" /><div class="card-body"><h3>Vantage Pedicle Screw System</h3><p>Low-profile polyaxial screws with navigated instruments for open and MIS procedures.</p><a href="/products/spine/vantage-pedicle-screw-system">Learn more</a></div></div>
            <div class="card"><img src="/-/media/project/meridel/products/foot-ankle-card.jpg?h=400&amp;w=600&amp;la=en&amp;hash=44AE" alt="Foot and ankle plates" /><div class="card-body"><h3>Foot &amp; Ankle Plating</h3><p>Anatomic locking plates and headless compression screws in a single sterile-packed set.</p><a href="/products/extremities/foot-ankle-plating">Learn more</a></div></div>
        </div>
    </div>
</section>
<section class="section component">
    <div class="container">
        <p class="eyebrow">What surgeons say</p>
        <blockquote><p>"The TLX instruments are the first lateral set my team could learn in a single case. Subsidence has been a non-issue in our first 200 levels."</p><footer>— Dr. Alan Whitcombe, Orthopaedic Spine Surgeon, Fort Wayne, IN</footer></blockquote>
        <p><small>Dr. Whitcombe is a paid consultant of Meridel Surgical. Individual results may vary.</small></p>
    </div>
</section>
<section class="section section-sand component">
    <div class="container">
        <p class="eyebrow">Newsroom</p>
        <ul>
            <li><a href="/newsroom/meridel-brainlab-navigation-compatibility">Meridel Vantage instruments now validated with Brainlab Cranial &amp; Spine navigation</a> — February 6, 2024</li>
            <li><a href="/newsroom/tlx-lateral-510k-clearance">Meridel receives FDA 510(k) clearance for TLX Lateral</a> — November 14, 2023</li>
            <li><a href="/newsroom/series-c-financing">Meridel closes $48M Series C financing</a> — June 2, 2023</li>
        </ul>
    </div>
</section>
`,
);

const about = page(
  'About Meridel Surgical | Our Story, Leadership and Quality',
  'Founded in 2011 in Warsaw, Indiana, Meridel Surgical is a privately held orthopaedic device company focused on spine and extremities.',
  '/about-us',
  `<section class="section component"><div class="container">
    <p class="eyebrow">About us</p>
    <h1>Built in the Orthopedic Capital of the World</h1>
    <p>Meridel Surgical was founded in 2011 by two former implant engineers and an orthopaedic spine surgeon who believed that implant design and instrument design should never be separated. From our headquarters and manufacturing campus in Warsaw, Indiana, we design, machine, additively manufacture, clean, package and sterilize every implant we sell.</p>
    <p>Our 60,000 sq ft facility holds ISO 13485:2016 certification and an FDA establishment registration. We operate four EOS titanium printers, eight Swiss-type CNC lathes and a validated ethylene oxide sterilization partner on site.</p>
    <h2 id="leadership">Leadership</h2>
    <div class="card-grid">
        <div class="card"><div class="card-body"><h3>Karen Lindqvist</h3><p>President &amp; Chief Executive Officer</p></div></div>
        <div class="card"><div class="card-body"><h3>Dr. Marcus Odum, MD</h3><p>Co-founder &amp; Chief Medical Officer</p></div></div>
        <div class="card"><div class="card-body"><h3>Priya Raman</h3><p>Vice President, Global Quality &amp; Regulatory Affairs</p></div></div>
    </div>
</div></section>
<section class="section section-sand component"><div class="container">
    <h2>Our investors</h2>
    <p>Meridel is privately held and backed by healthcare-focused investors who share our long-term view of orthopaedic innovation.</p>
    <ul>
        <li><a href="https://www.foxhollowventures.com/" target="_blank" rel="noopener">Foxhollow Ventures</a> (lead, Series C)</li>
        <li><a href="https://www.ridgelinemedtech.com/" target="_blank" rel="noopener">Ridgeline MedTech Capital</a></li>
        <li>Elevate Ventures (Indiana)</li>
    </ul>
    <h2>Industry engagement</h2>
    <p>Meridel is a member of <a href="https://www.advamed.org/" target="_blank" rel="noopener">AdvaMed</a>, the Advanced Medical Technology Association, and has adopted the AdvaMed Code of Ethics on Interactions with U.S. Health Care Professionals. We are also a founding member of the <a href="https://www.orthoworxindiana.org/" target="_blank" rel="noopener">OrthoWorx</a> regional orthopaedic industry initiative.</p>
    <h2>Recognition</h2>
    <p>Named to <a href="https://www.beckersspine.com/" target="_blank" rel="noopener">Becker's Spine Review</a> "Spine device companies to know" (2022, 2023) and recipient of the 2023 Indiana Manufacturer of the Year award (mid-size category).</p>
</div></section>
`,
);

type Row = [string, string, string, string];
const regions: [string, Row[]][] = [
  [
    'North &amp; Latin America',
    [
      [
        'Canada',
        'Northlake Medical Inc.',
        'Mississauga, ON · +1 905 555 0172',
        '<a href="https://www.northlakemedical.ca" target="_blank" rel="noopener">northlakemedical.ca</a>',
      ],
      [
        'Mexico',
        'Quirúrgica Azteca S.A. de C.V.',
        'Guadalajara, JAL · +52 33 5555 0190',
        '<a href="https://quirurgicaazteca.com.mx" target="_blank" rel="noopener">quirurgicaazteca.com.mx</a>',
      ],
      [
        'Brazil',
        'Ortomed Distribuidora Hospitalar Ltda.',
        'São Paulo, SP · +55 11 5555 0133',
        '<a href="https://www.ortomeddistribuidora.com.br" target="_blank" rel="noopener">ortomeddistribuidora.com.br</a>',
      ],
      ['Chile, Peru', 'Andes Implantes SpA', 'Santiago · +56 2 2555 0118', '—'],
    ],
  ],
  [
    'Europe',
    [
      [
        'United Kingdom, Ireland',
        'Calder Surgical Ltd',
        'Wakefield · +44 1924 555 014',
        '<a href="https://www.caldersurgical.co.uk" target="_blank" rel="noopener">caldersurgical.co.uk</a>',
      ],
      [
        'Germany, Austria, Switzerland',
        'MedAxis Orthopädie GmbH',
        'Tuttlingen · +49 7461 555 02',
        '<a href="https://www.medaxis-ortho.de" target="_blank" rel="noopener">medaxis-ortho.de</a>',
      ],
      ['Italy', 'Spinamed Italia S.r.l.', 'Bologna · +39 051 555 0177', '—'],
    ],
  ],
  [
    'Middle East &amp; Africa',
    [
      [
        'Saudi Arabia, Bahrain',
        'Al Noor Medical Supplies Co.',
        'Riyadh · +966 11 555 0140',
        '<a href="https://alnoormedsupply.com.sa" target="_blank" rel="noopener">alnoormedsupply.com.sa</a>',
      ],
      [
        'United Arab Emirates',
        'Served directly by Meridel EMEA',
        'Dubai Science Park · +971 4 555 0193',
        '<a href="mailto:emea@meridelsurgical.com">emea@meridelsurgical.com</a>',
      ],
    ],
  ],
  [
    'Asia-Pacific',
    [
      [
        'Japan',
        'Sakura Spine Devices K.K.',
        'Osaka · +81 6 5555 0129',
        '<a href="mailto:info@sakuraspine.co.jp">info@sakuraspine.co.jp</a>',
      ],
      ['South Korea', 'Hanbit Medical Co., Ltd.', 'Seoul · +82 2 555 0164', '—'],
      [
        'Australia, New Zealand',
        'Tasman Orthopaedics Pty Ltd',
        'Melbourne, VIC · +61 3 5555 0107',
        '<a href="https://www.tasmanortho.com.au" target="_blank" rel="noopener">tasmanortho.com.au</a>',
      ],
    ],
  ],
];

const intl = page(
  'International Distributors | Meridel Surgical',
  'Meridel Surgical products are available outside the United States through authorized distribution partners. Find the distributor for your country.',
  '/international-distributors',
  `<section class="section component"><div class="container">
    <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item active" aria-current="page">International Distributors</li></ol></nav>
    <h1>International Distributors</h1>
    <p>Outside the United States, Meridel Surgical products are sold and supported by authorized distribution partners who hold the required local registrations and provide instrument set logistics, in-service training and case coverage. Product availability varies by country and regulatory status; CE-marked products are listed in our <a href="/ifu">eIFU library</a>.</p>
    <p>Interested in representing Meridel in a country not listed below? Contact our international team at <a href="mailto:international@meridelsurgical.com">international@meridelsurgical.com</a>.</p>
    ${regions
      .map(
        ([region, rows]) => `<h2 class="region-title">${region}</h2>
    <div class="table-responsive"><table class="dist-table">
        <thead><tr><th scope="col">Country / Territory</th><th scope="col">Authorized distributor</th><th scope="col">Location &amp; phone</th><th scope="col">Website / e-mail</th></tr></thead>
        <tbody>
            ${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td></tr>`).join('\n            ')}
        </tbody>
    </table></div>`,
      )
      .join('\n    ')}
    <p style="margin-top:40px"><small>Last updated March 2024. Meridel Surgical, Inc. is the legal manufacturer of all products. EU Authorized Representative: Emergo Europe B.V., Prinsessegracht 20, 2514 AP The Hague, The Netherlands.</small></p>
</div></section>
`,
);

const agencies = page(
  'U.S. Sales Agencies | Meridel Surgical',
  'Meridel Surgical is represented in the United States by a network of independent sales agencies and direct territory managers.',
  '/healthcare-professionals/sales-representatives',
  `<section class="section component"><div class="container">
    <h1>U.S. Sales Representation</h1>
    <p>In the United States, Meridel works with a combination of direct territory managers and independent sales agencies that stock our loaner sets and provide case coverage. Use the list below or <a href="/contact-us?type=rep">submit a request</a> and we will connect you with your local representative within one business day.</p>
    <div class="row">
        <div class="col-md-6">
            <h3>Independent agencies</h3>
            <ul class="list-unstyled">
                <li><strong>Texas, Oklahoma</strong> — Lone Star Spine Agency · <a href="https://www.lonestarspineagency.com" target="_blank" rel="noopener">lonestarspineagency.com</a></li>
                <li><strong>Pennsylvania, New Jersey, Delaware</strong> — Keystone Surgical Group · <a href="https://keystonesurgicalgroup.com" target="_blank" rel="noopener">keystonesurgicalgroup.com</a></li>
                <li><strong>California, Oregon, Washington</strong> — Pacific Crest Medical Reps · <a href="https://www.pacificcrestreps.com" target="_blank" rel="noopener">pacificcrestreps.com</a></li>
                <li><strong>Kansas, Nebraska, Iowa</strong> — Great Plains Ortho (318) 555-0122</li>
                <li><strong>Florida, Georgia</strong> — Suncoast Orthopedic Solutions · <a href="https://www.suncoastorthosolutions.com" target="_blank" rel="noopener">suncoastorthosolutions.com</a></li>
            </ul>
        </div>
        <div class="col-md-6">
            <h3>Direct territories</h3>
            <ul class="list-unstyled">
                <li><strong>Indiana, Ohio, Michigan</strong> — Meridel Direct · <a href="mailto:midwest@meridelsurgical.com">midwest@meridelsurgical.com</a></li>
                <li><strong>Illinois, Wisconsin, Minnesota</strong> — Meridel Direct · <a href="mailto:greatlakes@meridelsurgical.com">greatlakes@meridelsurgical.com</a></li>
                <li><strong>New York, New England</strong> — Meridel Direct · <a href="mailto:northeast@meridelsurgical.com">northeast@meridelsurgical.com</a></li>
            </ul>
            <h3>Become an agency partner</h3>
            <p>We are expanding coverage in the Mountain West and Carolinas. Established spine and extremity agencies can apply through our <a href="/contact-us?type=agency">distribution inquiry form</a>.</p>
        </div>
    </div>
</div></section>
`,
);

const collab = page(
  'Collaborations | Technology and Clinical Research Partners | Meridel Surgical',
  'Meridel Surgical collaborates with navigation, planning and research partners to extend the value of its spine and extremity systems.',
  '/collaborations',
  `<section class="section component"><div class="container">
    <p class="eyebrow">Collaborations</p>
    <h1>Better together in the OR and the lab</h1>
    <p>No implant company builds the whole surgical workflow alone. Our collaborations connect Meridel instruments with the navigation and planning platforms hospitals already own, and our research agreements generate the evidence surgeons and value analysis committees ask for.</p>
    <h2 style="margin-top:50px">Technology collaborations</h2>
    <div class="partner-tile">
        <img src="/-/media/project/meridel/collaborations/brainlab-logo.png?h=60&amp;w=180&amp;la=en&amp;hash=B71A" alt="Brainlab" />
        <div><h3>Brainlab</h3><p>Vantage navigated taps, drivers and awls are validated for use with Brainlab Spine &amp; Trauma Navigation and the Loop-X mobile imaging robot. Instrument calibration data are distributed through Brainlab's instrument library.</p><p><a href="https://www.brainlab.com/surgery-products/overview-spinal-trauma-products/" target="_blank" rel="noopener">Visit brainlab.com</a></p></div>
    </div>
    <div class="partner-tile">
        <img src="/-/media/project/meridel/collaborations/materialise-logo.png?h=60&amp;w=180&amp;la=en&amp;hash=C0D2" alt="Materialise" />
        <div><h3>Materialise</h3><p>Patient-specific pedicle screw guides are planned with Materialise Mimics Enlight and manufactured in Meridel's ISO 13485 facility. Surgeons review and approve each plan in the Materialise online planning environment.</p><p><a href="https://www.materialise.com/en/healthcare" target="_blank" rel="noopener">Visit materialise.com</a></p></div>
    </div>
    <h2 style="margin-top:50px">Clinical and research collaborations</h2>
    <div class="partner-tile">
        <div><h3>Hospital for Special Surgery — Spine Biomechanics</h3><p>Multi-year sponsored research agreement on subsidence and osseointegration of porous titanium lattices (TLX-BIO study, NCT05512344).</p><p><a href="https://www.hss.edu/" target="_blank" rel="noopener">hss.edu</a></p></div>
    </div>
    <div class="partner-tile">
        <div><h3>University of Utah — Orthopaedic Research Laboratory</h3><p>Cadaveric and finite-element evaluation of lateral interbody footprints and endplate preparation instruments.</p><p><a href="https://healthcare.utah.edu/orthopaedics/" target="_blank" rel="noopener">healthcare.utah.edu</a></p></div>
    </div>
    <div class="partner-tile">
        <div><h3>Purdue University — Weldon School of Biomedical Engineering</h3><p>Senior design partnership and co-op program; two student teams each year work on instrument ergonomics projects sponsored by Meridel.</p></div>
    </div>
    <p style="margin-top:40px"><small>Brainlab and Loop-X are trademarks of Brainlab AG. Mimics is a trademark of Materialise NV. Meridel Surgical, Inc. is solely responsible for the design and manufacture of Meridel products.</small></p>
</div></section>
`,
);

const product = page(
  'TLX Titanium Interbody System | Meridel Surgical',
  'TLX interbody cages combine a 3D-printed porous titanium lattice with a solid load-bearing rim for TLIF, PLIF and lateral lumbar fusion.',
  '/products/spine/meridel-tlx-interbody',
  `<section class="section component"><div class="container">
    <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/products">Products</a></li><li class="breadcrumb-item"><a href="/products/spine">Spine</a></li><li class="breadcrumb-item active" aria-current="page">TLX Titanium Interbody</li></ol></nav>
    <div class="row">
        <div class="col-lg-6"><img class="img-fluid" src="/-/media/project/meridel/products/tlx/tlx-family-hero.png?h=700&amp;w=900&amp;la=en&amp;hash=E4F1" alt="TLX interbody family" /></div>
        <div class="col-lg-6">
            <h1>TLX Titanium Interbody</h1>
            <p>TLX cages are produced by laser powder bed fusion from Ti-6Al-4V ELI, with a 700 µm diamond lattice designed to mimic cancellous bone porosity. The solid perimeter rim distributes endplate load and the tapered nose eases insertion in collapsed disc spaces.</p>
            <ul>
                <li>Footprints: TLIF curved, PLIF straight, Lateral 18 and 22 mm</li>
                <li>Lordosis: 0°, 6°, 12°, 20°</li>
                <li>Heights: 7–17 mm in 1 mm increments</li>
                <li>Sterile packed, single use; radiographic markers visible under fluoroscopy</li>
            </ul>
            <p><a class="btn btn-primary" href="/surgical-techniques/tlx-tlif-technique.pdf">Surgical technique (PDF)</a></p>
        </div>
    </div>
    <div class="ratio ratio-16x9" style="margin-top:40px">
        <iframe src="https://www.youtube-nocookie.com/embed/Xq7d3L0pTzA?rel=0" title="TLX Lateral animation" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>
    </div>
    <div class="isi-tray"><strong>Important Safety Information:</strong> The TLX Interbody System is indicated for intervertebral body fusion procedures in skeletally mature patients with degenerative disc disease at one or two contiguous levels from L2 to S1. See the <a href="/ifu">Instructions for Use</a> for complete indications, contraindications, warnings and precautions. FDA 510(k) K231877.</div>
</div></section>
`,
);

const news = page(
  'Meridel Vantage instruments validated with Brainlab navigation | Meridel Surgical',
  'Meridel Surgical announces validation of Vantage navigated instruments with Brainlab Spine & Trauma Navigation.',
  '/newsroom/meridel-brainlab-navigation-compatibility',
  `<section class="section component"><div class="container" style="max-width:860px">
    <p class="eyebrow">Press release · February 6, 2024</p>
    <h1>Meridel Vantage instruments now validated with Brainlab Spine &amp; Trauma Navigation</h1>
    <p><strong>WARSAW, Ind.</strong> — Meridel Surgical, Inc. today announced that its Vantage Pedicle Screw System navigated instruments have completed accuracy validation with Brainlab Spine &amp; Trauma Navigation, giving hospitals that already own Brainlab systems a navigated workflow for Meridel implants without additional capital equipment.</p>
    <p>"Surgeons told us they did not want another tower in the room," said Karen Lindqvist, President and CEO of Meridel. "Working with Brainlab lets us meet them on the platform they already trust."</p>
    <p>The validated instrument set includes navigated awl-tip taps in 4.5–8.5 mm diameters, a navigated screwdriver and a reference array adapter. Calibration files are available to Brainlab customers through their local Brainlab service representative.</p>
    <h3>About Meridel Surgical</h3>
    <p>Meridel Surgical designs and manufactures spine and extremity implants in Warsaw, Indiana. Learn more at meridelsurgical.com.</p>
    <p><strong>Media contact:</strong> Jenna Morales, <a href="mailto:media@meridelsurgical.com">media@meridelsurgical.com</a></p>
    <p>As covered by <a href="https://www.orthopedicsthisweek.com/" target="_blank" rel="noopener">Orthopedics This Week</a> and <a href="https://www.beckersspine.com/" target="_blank" rel="noopener">Becker's Spine Review</a>.</p>
</div></section>
`,
);

const careers = page(
  'Careers at Meridel Surgical',
  'Join Meridel Surgical in Warsaw, Indiana: engineering, manufacturing, quality and sales careers.',
  '/careers',
  `<section class="section component"><div class="container">
    <h1>Careers</h1>
    <p>We are 240 engineers, machinists, quality specialists and sales professionals who like making things that matter. Meridel offers medical, dental and vision coverage from day one, a 401(k) with 5% match, tuition reimbursement and on-site fitness facilities.</p>
    <p><a class="btn btn-primary" href="https://meridelsurgical.wd1.myworkdayjobs.com/Meridel_Careers" target="_blank" rel="noopener">View open positions</a></p>
    <p>Meridel is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status. Also find us on <a href="https://www.indeed.com/cmp/Meridel-Surgical" target="_blank" rel="noopener">Indeed</a>.</p>
</div></section>
`,
);

const contact = page(
  'Contact Us | Meridel Surgical',
  'Contact Meridel Surgical customer service, find a sales representative or report a product complaint.',
  '/contact-us',
  `<section class="section component"><div class="container">
    <h1>Contact Meridel</h1>
    <div class="row">
        <div class="col-lg-5">
            <h3>Customer Service</h3>
            <p>Mon–Fri, 7:00 a.m.–7:00 p.m. ET<br />+1 (574) 555-0148<br /><a href="mailto:customerservice@meridelsurgical.com">customerservice@meridelsurgical.com</a></p>
            <h3>Product complaints &amp; adverse events</h3>
            <p><a href="mailto:complaints@meridelsurgical.com">complaints@meridelsurgical.com</a> · You may also report to the FDA through <a href="https://www.fda.gov/safety/medwatch-fda-safety-information-and-adverse-event-reporting-program" target="_blank" rel="noopener">MedWatch</a>.</p>
        </div>
        <div class="col-lg-7">
            <form class="sc-form" action="/api/sitecore/Forms/Submit" method="post" data-sc-fxb-form="{D8A4C1E2-3B5F-4A6D-9E7C-0F1A2B3C4D5E}">
                <input name="__RequestVerificationToken" type="hidden" value="CfDJ8Nq0_xT2mYh3kLr9aW" />
                <input type="hidden" name="fxb.FormItemId" value="d8a4c1e2-3b5f-4a6d-9e7c-0f1a2b3c4d5e" />
                <label>I am a <select name="role"><option>Surgeon</option><option>Hospital / IDN staff</option><option>Patient</option><option>Prospective distributor or agency</option></select></label>
                <label>Name <input type="text" name="name" /></label>
                <label>Email <input type="email" name="email" /></label>
                <label>ZIP / Country <input type="text" name="zip" /></label>
                <label>Message <textarea name="message" rows="5"></textarea></label>
                <button class="btn btn-primary" type="submit">Submit</button>
            </form>
        </div>
    </div>
</div></section>
`,
);

export const site: CorpusSite = {
  domain: 'meridelsurgical.com',
  covers:
    'US medical-device maker on Sitecore/IIS: international distributors in per-region tables (some only by name, one only by e-mail domain, own EMEA office mixed in), U.S. independent sales agencies as a list, technology and clinical research collaborations as tiles, AdvaMed/OrthoWorx memberships in about prose; investors, trade press, FDA, EU representative, Workday/Indeed and the academy subdomain as negatives',
  pages: {
    '/': { headers: homeHeaders, html: home },
    '/about-us': { headers: baseHeaders, html: about },
    '/international-distributors': { headers: baseHeaders, html: intl },
    '/healthcare-professionals/sales-representatives': { headers: baseHeaders, html: agencies },
    '/collaborations': { headers: baseHeaders, html: collab },
    '/products/spine/meridel-tlx-interbody': { headers: baseHeaders, html: product },
    '/newsroom/meridel-brainlab-navigation-compatibility': { headers: baseHeaders, html: news },
    '/careers': { headers: baseHeaders, html: careers },
    '/contact-us': { headers: contactHeaders, html: contact },
  },
  sitemap: [
    '/',
    '/about-us',
    '/products/spine/meridel-tlx-interbody',
    '/collaborations',
    '/international-distributors',
    '/healthcare-professionals/sales-representatives',
    '/newsroom/meridel-brainlab-navigation-compatibility',
    '/careers',
    '/contact-us',
  ],
  technologies: [
    'sitecore',
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'akamai',
    'hsts',
    'onetrust',
    'google-tag-manager',
    'adobe-fonts',
    'bootstrap',
    'jquery',
    'marketo',
    'linkedin-insight-tag',
    'linkedin-ads',
    'youtube',
    'open-graph',
  ],
  partners: {
    'northlakemedical.ca': 'channel',
    'quirurgicaazteca.com.mx': 'channel',
    'ortomeddistribuidora.com.br': 'channel',
    'caldersurgical.co.uk': 'channel',
    'medaxis-ortho.de': 'channel',
    'alnoormedsupply.com.sa': 'channel',
    'sakuraspine.co.jp': 'channel',
    'tasmanortho.com.au': 'channel',
    'lonestarspineagency.com': 'channel',
    'keystonesurgicalgroup.com': 'channel',
    'pacificcrestreps.com': 'channel',
    'suncoastorthosolutions.com': 'channel',
    'brainlab.com': 'technology',
    'materialise.com': 'technology',
    'hss.edu': 'generic',
    'utah.edu': 'generic',
    'advamed.org': 'generic',
    'orthoworxindiana.org': 'generic',
  },
};
