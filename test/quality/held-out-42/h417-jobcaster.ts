import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8b0e2f7a9c1d4e53-ORD',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21470033',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '118230441902',
  'x-powered-by': 'HubSpot',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string) => `<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://www.jobcaster.io/hubfs/jobcaster-favicon.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<link rel="stylesheet" href="/hs/hsstatic/AsyncSupport/static-1.501/sass/rss_post_listing.css">
<link rel="stylesheet" href="https://www.jobcaster.io/hubfs/hub_generated/template_assets/1/118229870144/1716991234567/template_main.min.css">
<meta name="generator" content="HubSpot">
<link rel="canonical" href="https://www.jobcaster.io/">
</head>`;

const nav = `<header class="header">
<div class="header__container content-wrapper">
<div class="header__logo"><a href="https://www.jobcaster.io"><img src="https://www.jobcaster.io/hubfs/jobcaster-logo.svg" alt="Jobcaster" width="148" height="32"></a></div>
<nav class="menu menu--desktop" aria-label="Desktop navigation">
<ul class="menu__wrapper no-list">
<li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.jobcaster.io/platform">Platform</a></li>
<li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.jobcaster.io/integrations">Integrations</a></li>
<li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.jobcaster.io/customers">Customers</a></li>
<li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.jobcaster.io/partners">Partners</a></li>
<li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.jobcaster.io/pricing">Pricing</a></li>
</ul>
</nav>
<a class="button button--primary" href="https://www.jobcaster.io/demo">Get a demo</a>
</div>
</header>`;

const footer = `<footer class="footer">
<div class="footer__container content-wrapper">
<div class="footer__col"><h4>Product</h4><ul class="no-list"><li><a href="https://www.jobcaster.io/platform">Platform</a></li><li><a href="https://www.jobcaster.io/integrations">Integrations</a></li><li><a href="https://help.jobcaster.io/">Help center</a></li></ul></div>
<div class="footer__col"><h4>Company</h4><ul class="no-list"><li><a href="https://www.jobcaster.io/about">About</a></li><li><a href="https://www.jobcaster.io/partners">Partner program</a></li><li><a href="https://boards.greenhouse.io/jobcaster">Careers — we're hiring!</a></li><li><a href="https://www.jobcaster.io/security">Security</a></li></ul></div>
<div class="footer__col"><h4>Follow</h4><ul class="no-list"><li><a href="https://www.linkedin.com/company/jobcaster">LinkedIn</a></li><li><a href="https://www.youtube.com/@jobcaster">YouTube</a></li><li><a href="https://twitter.com/jobcasterhq">Twitter</a></li></ul></div>
<p class="footer__legal">© 2025 Jobcaster, Inc. · 311 W Superior St, Chicago, IL 60654</p>
</div>
</footer>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.jobcaster.io"]);
_hsq.push(["setPageId", "118230441902"]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21470033.js"></script>
<!-- End of HubSpot Analytics Code -->
<script src="https://www.jobcaster.io/hubfs/hub_generated/template_assets/1/118229870155/1716991234567/template_main.min.js"></script>`;

const doc = (title: string, description: string, bodyClass: string, content: string) => `<!DOCTYPE html>
<html lang="en">
${head(title, description)}
<body class="${bodyClass} hs-content-id-118230441902 hs-site-page page">
<div class="body-wrapper">
<div data-global-resource-path="jobcaster-theme/templates/partials/header.html">${nav}</div>
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container">
${content}
</div>
</main>
<div data-global-resource-path="jobcaster-theme/templates/partials/footer.html">${footer}</div>
</div>
</body>
</html>`;

const card = (name: string, href: string, blurb: string, logo: string) =>
  `<li class="integration-card"><a href="${href}" target="_blank" rel="noopener"><img src="https://www.jobcaster.io/hs-fs/hubfs/integrations/${logo}?width=96&amp;name=${logo}" alt="${name} logo" loading="lazy" width="48"><span class="integration-card__name">${name}</span><span class="integration-card__blurb">${blurb}</span></a></li>`;

const tabs = (jobBoards: string, ats: string, hris: string) => `<div class="tabs" data-tabs>
<ul class="tabs__list" role="tablist">
<li role="presentation"><button role="tab" id="tab-boards" aria-controls="panel-boards" aria-selected="true">Job boards</button></li>
<li role="presentation"><button role="tab" id="tab-ats" aria-controls="panel-ats" aria-selected="false">ATS</button></li>
<li role="presentation"><button role="tab" id="tab-hris" aria-controls="panel-hris" aria-selected="false">HRIS &amp; messaging</button></li>
</ul>
<section id="panel-boards" role="tabpanel" aria-labelledby="tab-boards"><ul class="integration-grid no-list">${jobBoards}</ul></section>
<section id="panel-ats" role="tabpanel" aria-labelledby="tab-ats" hidden><ul class="integration-grid no-list">${ats}</ul></section>
<section id="panel-hris" role="tabpanel" aria-labelledby="tab-hris" hidden><ul class="integration-grid no-list">${hris}</ul></section>
</div>`;

export const site: CorpusSite = {
  domain: 'jobcaster.io',
  covers:
    'US recruitment-marketing platform on HubSpot CMS behind Cloudflare (hsstatic jQuery, HubSpot tracking); integrations directory in tabs (job boards, ATS, HRIS/messaging) paginated with ?page=2; agency partner cards (channel) with a conference sponsorship note; negatives: customer logos and case studies, G2 award badge, SOC 2 auditor, careers on a job-board host, social links, help centre subdomain',
  pages: {
    '/': { status: 301, redirect: 'https://www.jobcaster.io/' },
    'https://www.jobcaster.io/': {
      headers,
      html: doc(
        'Jobcaster | Recruitment marketing that fills roles faster',
        'Jobcaster distributes your jobs to 40+ job boards, optimizes spend automatically and syncs every applicant back to your ATS.',
        'home',
        `<div class="row-fluid-wrapper dnd-section"><div class="row-fluid">
<div class="span12 widget-span widget-type-custom_widget dnd-module">
<section class="hero">
<h1>Hire faster with programmatic job advertising</h1>
<p>Post once. Jobcaster pushes every requisition to the right job boards, shifts budget to what converts and sends applicants straight to your ATS.</p>
<a class="button button--primary" href="https://www.jobcaster.io/demo">Get a demo</a>
</section>
</div></div></div>
<div class="row-fluid-wrapper dnd-section"><div class="row-fluid">
<section class="logos">
<h2>Trusted by 900+ employers</h2>
<ul class="logos__list no-list">
<li><a href="https://www.meridianhealthsys.org/careers"><img src="https://www.jobcaster.io/hubfs/customers/meridian-health.svg" alt="Meridian Health System"></a></li>
<li><a href="https://www.tristatelogistics.com/"><img src="https://www.jobcaster.io/hubfs/customers/tristate-logistics.svg" alt="Tri-State Logistics"></a></li>
<li><a href="https://www.harvestmoonfoods.com/"><img src="https://www.jobcaster.io/hubfs/customers/harvest-moon.svg" alt="Harvest Moon Foods"></a></li>
</ul>
</section>
</div></div>
<div class="row-fluid-wrapper dnd-section"><div class="row-fluid">
<section class="features">
<div><h3>40+ job boards</h3><p>From national boards to niche communities. <a href="https://www.jobcaster.io/integrations">Browse integrations</a></p></div>
<div><h3>Budget autopilot</h3><p>Pause underperforming boards automatically.</p></div>
<div><h3>Enterprise-grade security</h3><p>SOC 2 Type II, audited by <a href="https://www.ledgerlineassurance.com/">Ledgerline Assurance</a>.</p></div>
</section>
<section class="awards">
<a href="https://www.g2.com/products/jobcaster/reviews"><img src="https://www.jobcaster.io/hubfs/badges/g2-leader-spring-2025.svg" alt="G2 Leader Spring 2025"></a>
</section>
</div></div>`,
      ),
    },
    'https://www.jobcaster.io/integrations': {
      headers,
      html: doc(
        'Integrations | Jobcaster',
        'Connect Jobcaster to job boards, applicant tracking systems, HRIS and messaging tools.',
        'integrations',
        `<section class="page-intro">
<h1>Integrations</h1>
<p>Jobcaster connects to 40+ job boards and the systems your recruiters already use. Showing 1–11 of 14.</p>
</section>
${tabs(
  card(
    'JobNest',
    'https://www.jobnest.com/employers/partners/jobcaster',
    'Sponsored listings on the largest US general job board.',
    'jobnest.png',
  ) +
    card('CareerHarbor', 'https://careerharbor.com/', 'Pay-per-applicant postings with instant apply.', 'careerharbor.png') +
    card(
      'VetJobs Network',
      'https://www.vetjobsnetwork.org/employers',
      'Reach transitioning service members and veterans.',
      'vetjobs.png',
    ) +
    card('NurseFinder Jobs', 'https://nursefinderjobs.com/', 'Niche board for RNs, LPNs and travel nurses.', 'nursefinder.png') +
    card('TechHire Board', 'https://techhireboard.io/', 'Software and data roles.', 'techhire.png'),
  card(
    'Pipeline ATS',
    'https://www.pipelineats.com/marketplace/jobcaster',
    'Import requisitions and push applicants with source tracking.',
    'pipeline.png',
  ) +
    card('Hirestack', 'https://hirestack.io/integrations/jobcaster', 'Two-way sync of jobs, candidates and hires.', 'hirestack.png') +
    card('TalentBase HQ', 'https://www.talentbasehq.com/', 'Requisition sync for enterprise recruiting teams.', 'talentbase.png'),
  card('PeopleCore', 'https://peoplecore.io/apps/jobcaster', 'Headcount plans become job campaigns automatically.', 'peoplecore.png') +
    card('Chatterbox SMS', 'https://www.chatterboxsms.com/', 'Text-to-apply and candidate nurturing.', 'chatterbox.png') +
    card('Slackline', 'https://slackline.chat/apps/jobcaster', 'Daily campaign digests in your team channel.', 'slackline.png'),
)}
<nav class="pagination" aria-label="Integrations pages">
<span class="pagination__current">1</span>
<a class="pagination__link" href="https://www.jobcaster.io/integrations?page=2">2</a>
<a class="pagination__next" href="https://www.jobcaster.io/integrations?page=2" rel="next">Next →</a>
</nav>
<section class="cta"><h2>Build an integration</h2><p>Job boards and HR tech vendors can apply to our <a href="https://developers.jobcaster.io/">developer program</a>.</p></section>`,
      ),
    },
    'https://www.jobcaster.io/integrations?page=2': {
      headers,
      html: doc(
        'Integrations – Page 2 | Jobcaster',
        'Connect Jobcaster to job boards, applicant tracking systems, HRIS and messaging tools.',
        'integrations',
        `<section class="page-intro">
<h1>Integrations</h1>
<p>Showing 12–14 of 14.</p>
</section>
${tabs(
  card('CampusLink Jobs', 'https://www.campuslinkjobs.com/', 'Internships and graduate programs at 600 colleges.', 'campuslink.png') +
    card('Remote Ladder', 'https://remoteladder.io/', 'Remote-first roles across North America.', 'remoteladder.png'),
  '',
  card('Greenlight HRIS', 'https://greenlighthris.com/marketplace', 'New hires flow into onboarding automatically.', 'greenlight.png'),
)}
<nav class="pagination" aria-label="Integrations pages">
<a class="pagination__prev" href="https://www.jobcaster.io/integrations" rel="prev">← Previous</a>
<a class="pagination__link" href="https://www.jobcaster.io/integrations">1</a>
<span class="pagination__current">2</span>
</nav>`,
      ),
    },
    'https://www.jobcaster.io/partners': {
      headers,
      html: doc(
        'Agency Partner Program | Jobcaster',
        'Recruitment advertising agencies and employer-brand consultancies that resell and run Jobcaster for their clients.',
        'partners',
        `<section class="page-intro">
<h1>Agency Partner Program</h1>
<p>Our certified agency partners resell Jobcaster, set up campaigns and manage spend on behalf of their clients. Partners earn margin on media and priority support.</p>
</section>
<section class="partner-cards">
<h2>Certified agency partners</h2>
<div class="partner-cards__grid">
<article class="partner-card"><img src="https://www.jobcaster.io/hubfs/partners/bright-arrow.png" alt="Bright Arrow"><h3>Bright Arrow Recruitment Marketing</h3><p>Full-service recruitment advertising agency for healthcare and logistics employers. Platinum partner.</p><a href="https://www.brightarrowrm.com/" target="_blank">Visit website</a></article>
<article class="partner-card"><img src="https://www.jobcaster.io/hubfs/partners/redline.png" alt="Redline"><h3>Redline Employer Brand</h3><p>Employer-brand strategy and campaign management. Gold partner.</p><a href="https://redlinebrand.co/" target="_blank">Visit website</a></article>
<article class="partner-card"><img src="https://www.jobcaster.io/hubfs/partners/halvorsen.png" alt="Halvorsen Media"><h3>Halvorsen Media</h3><p>Programmatic media buying for high-volume hourly hiring. Gold partner.</p><a href="https://www.halvorsenmedia.com/" target="_blank">Visit website</a></article>
</div>
<p><a class="button" href="https://www.jobcaster.io/partners/apply">Become a partner</a></p>
</section>
<section class="events">
<h2>See us in person</h2>
<p>Jobcaster is a Gold sponsor of the <a href="https://www.talentsummitchicago.com/sponsors">Talent Acquisition Summit Chicago</a>, October 14–15.</p>
</section>`,
      ),
    },
    'https://www.jobcaster.io/customers': {
      headers,
      html: doc(
        'Customer Stories | Jobcaster',
        'How employers cut cost per hire with Jobcaster.',
        'customers',
        `<section class="page-intro"><h1>Customer stories</h1></section>
<section class="case-studies">
<article class="case-study"><h2><a href="https://www.jobcaster.io/customers/meridian-health">Meridian Health System cut nurse cost-per-hire by 38%</a></h2><p>With 2,400 open requisitions a year, <a href="https://www.meridianhealthsys.org/">Meridian Health System</a> moved its job advertising to Jobcaster in 2023.</p></article>
<article class="case-study"><h2><a href="https://www.jobcaster.io/customers/tristate-logistics">Tri-State Logistics staffed three new warehouses in six weeks</a></h2><p>Read how <a href="https://www.tristatelogistics.com/">Tri-State Logistics</a> shifted spend toward text-to-apply.</p></article>
</section>`,
      ),
    },
  },
  sitemap: [
    'https://www.jobcaster.io/',
    'https://www.jobcaster.io/integrations',
    'https://www.jobcaster.io/partners',
    'https://www.jobcaster.io/customers',
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'jquery'],
  partners: {
    'jobnest.com': 'technology',
    'careerharbor.com': 'technology',
    'vetjobsnetwork.org': 'technology',
    'nursefinderjobs.com': 'technology',
    'techhireboard.io': 'technology',
    'pipelineats.com': 'technology',
    'hirestack.io': 'technology',
    'talentbasehq.com': 'technology',
    'peoplecore.io': 'technology',
    'chatterboxsms.com': 'technology',
    'slackline.chat': 'technology',
    'campuslinkjobs.com': 'technology',
    'remoteladder.io': 'technology',
    'greenlighthris.com': 'technology',
    'brightarrowrm.com': 'channel',
    'redlinebrand.co': 'channel',
    'halvorsenmedia.com': 'channel',
  },
};
