import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  link: '<https://harrowgatelyle.co.uk/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v24.9 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}">
<link rel="canonical" href="https://harrowgatelyle.co.uk${path}">
<meta property="og:locale" content="en_GB">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://harrowgatelyle.co.uk${path}">
<meta property="og:site_name" content="Harrowgate Lyle LLP">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"LegalService","@id":"https://harrowgatelyle.co.uk/#organization","name":"Harrowgate Lyle LLP","url":"https://harrowgatelyle.co.uk/","telephone":"+44 113 496 0720","address":{"@type":"PostalAddress","streetAddress":"14 Park Square East","addressLocality":"Leeds","postalCode":"LS1 2NE","addressCountry":"GB"},"sameAs":["https://www.linkedin.com/company/harrowgate-lyle","https://harrowgatelyle.ie/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" id="hl-fonts-css" href="https://fonts.googleapis.com/css2?family=Libre+Caslon+Text:wght@400;700&amp;family=Source+Sans+3:wght@400;600&amp;display=swap" media="all">
<link rel="stylesheet" id="wp-block-library-css" href="https://harrowgatelyle.co.uk/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2" media="all">
<link rel="stylesheet" id="harrowgate-style-css" href="https://harrowgatelyle.co.uk/wp-content/themes/harrowgate/assets/css/main.css?ver=3.2.0" media="all">
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/7c1e0f55a2b94d3e8d1c/script.js"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7QH2LX');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://harrowgatelyle.co.uk/wp-content/uploads/2023/02/cropped-hl-mark-32x32.png" sizes="32x32">
</head>`;

const nav = `<body class="wp-singular page-template-default wp-theme-harrowgate">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QH2LX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
<header class="site-header">
  <div class="site-header__inner">
    <a class="site-logo" href="https://harrowgatelyle.co.uk/"><img src="https://harrowgatelyle.co.uk/wp-content/uploads/2023/02/harrowgate-lyle-logo.svg" alt="Harrowgate Lyle LLP" width="210" height="48"></a>
    <nav class="primary-nav" aria-label="Primary">
      <ul id="menu-primary" class="menu">
        <li class="menu-item menu-item-has-children"><a href="https://harrowgatelyle.co.uk/expertise/">Expertise</a>
          <ul class="sub-menu">
            <li class="menu-item"><a href="https://harrowgatelyle.co.uk/expertise/corporate-commercial/">Corporate &amp; Commercial</a></li>
            <li class="menu-item"><a href="https://harrowgatelyle.co.uk/expertise/dispute-resolution/">Dispute Resolution</a></li>
            <li class="menu-item"><a href="https://harrowgatelyle.co.uk/expertise/real-estate/">Real Estate</a></li>
            <li class="menu-item"><a href="https://harrowgatelyle.co.uk/expertise/employment/">Employment</a></li>
            <li class="menu-item"><a href="https://harrowgatelyle.co.uk/expertise/private-client/">Private Client</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="https://harrowgatelyle.co.uk/people/">People</a></li>
        <li class="menu-item"><a href="https://harrowgatelyle.co.uk/international/">International</a></li>
        <li class="menu-item"><a href="https://harrowgatelyle.co.uk/insights/">Insights</a></li>
        <li class="menu-item"><a href="https://harrowgatelyle.co.uk/about-us/">About us</a></li>
        <li class="menu-item menu-item--cta"><a href="https://harrowgatelyle.co.uk/contact/">Contact</a></li>
      </ul>
    </nav>
  </div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="site-footer__columns">
    <div class="footer-col">
      <h3>Leeds</h3>
      <p>14 Park Square East<br>Leeds LS1 2NE<br>+44 113 496 0720</p>
      <h3>Manchester</h3>
      <p>3 Hardman Street<br>Manchester M3 3HF<br>+44 161 496 0233</p>
    </div>
    <div class="footer-col">
      <h3>Firm</h3>
      <ul>
        <li><a href="/about-us/">About us</a></li>
        <li><a href="/international/">International network</a></li>
        <li><a href="/careers/">Careers</a></li>
        <li><a href="https://harrowgatelyle.ie/">Dublin office</a></li>
        <li><a href="/insights/">Insights</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h3>Legal</h3>
      <ul>
        <li><a href="/privacy-notice/">Privacy notice</a></li>
        <li><a href="/cookie-policy/">Cookie policy</a></li>
        <li><a href="/complaints/">Complaints procedure</a></li>
        <li><a href="/price-transparency/">Costs information</a></li>
        <li><a href="/modern-slavery-statement/">Modern slavery statement</a></li>
      </ul>
    </div>
    <div class="footer-col footer-col--badges">
      <div style="max-width:275px;max-height:163px;"><div style="position: relative;padding-bottom: 59.1%;height: auto;overflow: hidden;"><iframe frameborder="0" scrolling="no" allowTransparency="true" src="https://cdn.yoshki.com/iframe/55845r.html" style="border:0px; margin:0px; padding:0px; backgroundColor:transparent; top:0px; left:0px; width:100%; height:100%; position: absolute;"></iframe></div></div>
      <a href="https://www.lawsociety.org.uk/topics/firm-accreditations/lexcel" rel="noopener" target="_blank"><img src="/wp-content/uploads/2024/05/lexcel-accredited.png" alt="Lexcel Legal Practice Quality Mark"></a>
      <a href="https://www.cyberessentials.ncsc.gov.uk/" rel="noopener" target="_blank"><img src="/wp-content/uploads/2024/05/cyber-essentials-plus.png" alt="Cyber Essentials Plus certified"></a>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/harrowgate-lyle" aria-label="LinkedIn">LinkedIn</a></li>
        <li><a href="https://x.com/harrowgatelyle" aria-label="X">X</a></li>
      </ul>
    </div>
  </div>
  <div class="site-footer__legal">
    <p>Harrowgate Lyle LLP is a limited liability partnership registered in England and Wales (OC412876). Authorised and regulated by the <a href="https://www.sra.org.uk/">Solicitors Regulation Authority</a> (SRA number 629451). A list of members is available at our registered office.</p>
    <p>&copy; 2026 Harrowgate Lyle LLP</p>
  </div>
</footer>
<script src="https://harrowgatelyle.co.uk/wp-content/themes/harrowgate/assets/js/navigation.js?ver=3.2.0" id="harrowgate-navigation-js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'harrowgatelyle.co.uk',
  otherDomains: ['harrowgatelyle.ie'],
  covers:
    'UK law firm on WordPress/Gutenberg with Yoast; correspondent-firm network as a country table under /international (generic), legal-tech partners in an About accordion (technology); negatives: SRA badge, Lexcel, Cyber Essentials, Chambers/Legal 500 rankings, client quotes, alliance membership, blog citations, Irish sister domain',
  pages: {
    '/': {
      headers,
      html: `${head('Harrowgate Lyle LLP | Solicitors in Leeds and Manchester', 'Commercial and private client solicitors for the North of England, with correspondent firms in over 30 jurisdictions.', '/')}
${nav}
<main id="main" class="site-main">
  <div class="wp-block-group hero is-layout-constrained"><div class="wp-block-group__inner-container">
    <h1 class="wp-block-heading">Clear advice. Northern roots. International reach.</h1>
    <p>For more than sixty years Harrowgate Lyle has advised owner-managed businesses, public bodies and families across Yorkshire and the North West.</p>
    <div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/contact/">Speak to a solicitor</a></div></div>
  </div></div>
  <div class="wp-block-group rankings"><div class="wp-block-columns">
    <div class="wp-block-column">
      <h2 class="wp-block-heading">Independently ranked</h2>
      <p>Ranked in <a href="https://chambers.com/law-firm/harrowgate-lyle-uk-2:1984312">Chambers UK 2026</a> for Corporate/M&amp;A and Real Estate Litigation, and recommended in <a href="https://www.legal500.com/firms/52981-harrowgate-lyle-llp/">The Legal 500 UK</a> for eight practice areas.</p>
    </div>
    <div class="wp-block-column">
      <blockquote class="wp-block-quote"><p>&ldquo;The team at Harrowgate Lyle handled our acquisition of Pennine Cold Stores with real commercial sense.&rdquo;</p><cite>Finance Director, <a href="https://www.aireborough-foods.co.uk/">Aireborough Foods</a></cite></blockquote>
    </div>
  </div></div>
  <div class="wp-block-group international-teaser"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">Matters that cross borders</h2>
    <p>Through our network of independent correspondent firms we can instruct trusted lawyers in more than 30 countries, with a single point of contact here in Leeds. <a href="/international/">Explore our international network</a>.</p>
  </div></div>
  <div class="wp-block-group latest-insights"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">Latest insights</h2>
    <ul class="wp-block-latest-posts__list">
      <li><a class="wp-block-latest-posts__post-title" href="/insights/employment-rights-act-2025-what-employers-need-to-do-now/">Employment Rights Act 2025: what employers need to do now</a></li>
      <li><a class="wp-block-latest-posts__post-title" href="/insights/commercial-leases-and-the-1954-act-reforms/">Commercial leases and the 1954 Act reforms</a></li>
    </ul>
  </div></div>
</main>
${footer}`,
    },
    '/international/': {
      headers,
      html: `${head('International network | Harrowgate Lyle LLP', 'Our network of independent correspondent law firms across Europe, North America and Asia-Pacific.', '/international/')}
${nav}
<main id="main" class="site-main">
  <div class="wp-block-group page-header"><div class="wp-block-group__inner-container">
    <h1 class="wp-block-heading">Our international network</h1>
    <p>Clients increasingly trade, invest and litigate abroad. Rather than open offices overseas, we have built long-standing relationships with independent correspondent firms that share our approach to service and fees. Each firm below has worked with us on live matters and is reviewed every year.</p>
  </div></div>
  <div class="wp-block-group"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">Correspondent firms</h2>
    <figure class="wp-block-table is-style-stripes"><table>
      <thead><tr><th>Jurisdiction</th><th>Correspondent firm</th><th>Main contact</th></tr></thead>
      <tbody>
        <tr><td>Ireland</td><td>Harrowgate Lyle (Dublin) &ndash; our own office</td><td><a href="https://harrowgatelyle.ie/people/">Dublin team</a></td></tr>
        <tr><td>France</td><td><a href="https://www.moreau-lambert-avocats.fr/">Moreau Lambert Avocats</a>, Lyon</td><td>Claire Moreau</td></tr>
        <tr><td>Germany</td><td><a href="https://www.kessler-brandt.de/en/">Kessler Brandt Rechtsanwälte</a>, Düsseldorf</td><td>Dr. Jens Kessler</td></tr>
        <tr><td>Netherlands</td><td><a href="https://www.vandermeulenadvocaten.nl/">Van der Meulen Advocaten</a>, Rotterdam</td><td>Femke van der Meulen</td></tr>
        <tr><td>Spain</td><td><a href="https://www.abogadosortizsolana.es/">Ortiz Solana Abogados</a>, Valencia</td><td>Marta Ortiz</td></tr>
        <tr><td>Italy</td><td>Studio Legale Ferraresi, Milan</td><td>Avv. Luca Ferraresi</td></tr>
        <tr><td>Poland</td><td><a href="https://www.nowakpartners.pl/en">Nowak &amp; Partners</a>, Wrocław</td><td>Piotr Nowak</td></tr>
        <tr><td>United States</td><td><a href="https://www.hallorancrewe.com/">Halloran Crewe LLP</a>, Boston</td><td>Megan Halloran</td></tr>
        <tr><td>Canada</td><td><a href="https://www.tremblaymacleod.ca/">Tremblay MacLeod</a>, Toronto</td><td>Anne Tremblay</td></tr>
        <tr><td>Australia</td><td><a href="https://www.whitfieldpryce.com.au/">Whitfield Pryce Lawyers</a>, Melbourne</td><td>Sam Whitfield</td></tr>
        <tr><td>India</td><td><a href="https://www.raomehta.in/">Rao Mehta &amp; Associates</a>, Bengaluru</td><td>Anand Rao</td></tr>
      </tbody>
    </table><figcaption>Correspondent firms are independent of Harrowgate Lyle LLP. We do not share profits with them and they are responsible for their own advice.</figcaption></figure>
  </div></div>
  <div class="wp-block-group"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">Alliance membership</h2>
    <p>Harrowgate Lyle is also a member of <a href="https://www.lexnorthalliance.org/">LexNorth Alliance</a>, an association of 90 mid-sized European firms that meets twice a year to share know-how, and of the <a href="https://www.ibanet.org/">International Bar Association</a>.</p>
    <p>Need a lawyer somewhere not listed? Email <a href="mailto:international@harrowgatelyle.co.uk">international@harrowgatelyle.co.uk</a> and we will find the right firm.</p>
  </div></div>
</main>
${footer}`,
    },
    '/about-us/': {
      headers,
      html: `${head('About us | Harrowgate Lyle LLP', 'Independent since 1962: our history, values and how we work.', '/about-us/')}
${nav}
<main id="main" class="site-main">
  <div class="wp-block-group page-header"><div class="wp-block-group__inner-container">
    <h1 class="wp-block-heading">About Harrowgate Lyle</h1>
    <p>Founded in Harrogate in 1962 by Arthur Lyle, the firm moved its head office to Leeds in 1988 and opened in Manchester in 2011. Today we have 34 partners and 160 people.</p>
  </div></div>
  <div class="wp-block-group"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">How we work</h2>
    <details class="wp-block-details"><summary>Responsible business</summary><p>We are a certified B Corporation and a signatory of the <a href="https://www.legalsustainabilityalliance.com/">Legal Sustainability Alliance</a>. Our pro bono programme supports <a href="https://www.leedslawcentre.org.uk/">Leeds Law Centre</a>.</p></details>
    <details class="wp-block-details"><summary>Legal technology</summary>
      <p>We invest in technology where it saves clients money. Our technology partners:</p>
      <ul>
        <li><a href="https://www.disclosio.com/">Disclosio</a> &ndash; our e-disclosure and document review platform for litigation matters.</li>
        <li><a href="https://www.signetra.io/">Signetra</a> &ndash; qualified e-signatures and secure client onboarding, including ID checks.</li>
        <li><a href="https://www.clausebase.ai/">ClauseBase</a> &ndash; contract automation for our commercial and employment teams.</li>
      </ul>
    </details>
    <details class="wp-block-details"><summary>Fees and funding</summary><p>We offer fixed fees for many services, and our litigation team works with third-party funders where appropriate.</p></details>
  </div></div>
  <div class="wp-block-group"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">Awards</h2>
    <p>Yorkshire Law Firm of the Year, <a href="https://www.yorkshirelegalawards.co.uk/">Yorkshire Legal Awards 2025</a>. Shortlisted, Regional Firm of the Year, <a href="https://www.thelawyer.com/awards/">The Lawyer Awards</a>.</p>
  </div></div>
</main>
${footer}`,
    },
    '/insights/employment-rights-act-2025-what-employers-need-to-do-now/': {
      headers,
      html: `${head('Employment Rights Act 2025: what employers need to do now | Harrowgate Lyle LLP', 'A practical timetable for the changes to unfair dismissal, zero-hours contracts and statutory sick pay.', '/insights/employment-rights-act-2025-what-employers-need-to-do-now/')}
${nav}
<main id="main" class="site-main">
  <article class="post type-post status-publish">
    <header class="entry-header"><h1 class="entry-title">Employment Rights Act 2025: what employers need to do now</h1><p class="byline">By Rachel Okafor, Partner &middot; 12 January 2026</p></header>
    <div class="entry-content">
      <p>The Act received Royal Assent in late 2025. The <a href="https://www.gov.uk/government/publications/employment-rights-bill-roadmap">government&rsquo;s implementation roadmap</a> staggers the reforms over two years.</p>
      <p>As <a href="https://www.peoplemanagement.co.uk/article/1900112/what-employment-rights-act-means-hr">People Management reported</a>, the day-one right to claim unfair dismissal is the change most employers ask about. ACAS has published <a href="https://www.acas.org.uk/">updated guidance</a>.</p>
      <p>If you would like a review of your contracts and handbook, contact our employment team.</p>
    </div>
  </article>
</main>
${footer}`,
    },
    '/contact/': {
      headers,
      html: `${head('Contact | Harrowgate Lyle LLP', 'Contact our Leeds and Manchester offices.', '/contact/')}
${nav}
<main id="main" class="site-main">
  <div class="wp-block-group"><div class="wp-block-group__inner-container">
    <h1 class="wp-block-heading">Contact us</h1>
    <div class="gform_wrapper gravity-theme" id="gform_wrapper_2">
      <form method="post" enctype="multipart/form-data" id="gform_2" action="/contact/">
        <div class="gform_body gform-body"><div id="gform_fields_2" class="gform_fields top_label form_sublabel_below">
          <div class="gfield"><label class="gfield_label" for="input_2_1">Name</label><input name="input_1" id="input_2_1" type="text"></div>
          <div class="gfield"><label class="gfield_label" for="input_2_2">Email</label><input name="input_2" id="input_2_2" type="email"></div>
          <div class="gfield"><label class="gfield_label" for="input_2_3">How can we help?</label><textarea name="input_3" id="input_2_3"></textarea></div>
        </div></div>
        <div class="gform_footer top_label"><input type="submit" id="gform_submit_button_2" class="gform_button button" value="Send enquiry"></div>
      </form>
    </div>
  </div></div>
</main>
${footer}`,
    },
  },
  sitemap: ['/', '/about-us/', '/international/', '/contact/', '/insights/employment-rights-act-2025-what-employers-need-to-do-now/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'wordpress-block-editor',
    'gravity-forms',
    'nginx',
    'hsts',
    'cookieyes',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
  ],
  partners: {
    'moreau-lambert-avocats.fr': 'generic',
    'kessler-brandt.de': 'generic',
    'vandermeulenadvocaten.nl': 'generic',
    'abogadosortizsolana.es': 'generic',
    'nowakpartners.pl': 'generic',
    'hallorancrewe.com': 'generic',
    'tremblaymacleod.ca': 'generic',
    'whitfieldpryce.com.au': 'generic',
    'raomehta.in': 'generic',
    'disclosio.com': 'technology',
    'signetra.io': 'technology',
    'clausebase.ai': 'technology',
  },
};
