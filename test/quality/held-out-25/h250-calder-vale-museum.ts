import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CRAFT_CSRF_TOKEN=7c3e1f9a2b8d4e6f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f; path=/; secure; HttpOnly; SameSite=Lax',
  via: '1.1 varnish',
  'x-served-by': 'cache-lhr7351-LHR',
  'x-fastly-request-id': 'b6f2d8e1c4a9073f5e2d1c8b7a6f5e4d3c2b1a09',
  'x-cache': 'MISS',
};

const head = (title: string, description: string) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Calder Vale Mill Museum</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:site_name" content="Calder Vale Mill Museum">
<meta property="og:image" content="https://caldervalemuseum.org.uk/uploads/images/_1200x630_crop_center-center_82_none/mill-exterior.jpg">
<link rel="stylesheet" href="/dist/css/site.8f3c2a71.css">
<style>/*! tailwindcss v3.4.1 | MIT License | https://tailwindcss.com*/*,:after,:before{--tw-border-spacing-x:0;--tw-translate-x:0;--tw-translate-y:0;--tw-rotate:0;--tw-scale-x:1;--tw-ring-offset-width:0px;--tw-shadow:0 0 #0000}.prose-museum h2{font-family:"Fraunces",serif}</style>
<script defer src="/dist/js/alpine.min.js?v=3.13.10"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-9CVM2XK71T"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-9CVM2XK71T');</script>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>`;

const header = `<header class="site-header" x-data="{ open: false }">
  <div class="bg-mill-900 text-white text-sm py-2"><div class="container">Open today 10am&ndash;5pm &middot; Free entry</div></div>
  <div class="container flex items-center justify-between py-4">
    <a href="/" class="logo"><img src="/dist/img/calder-vale-logo.svg" alt="Calder Vale Mill Museum" width="220" height="56"></a>
    <button class="lg:hidden" @click="open = !open" aria-label="Menu">Menu</button>
    <nav class="main-nav" :class="{ 'is-open': open }" aria-label="Main">
      <ul class="flex gap-6">
        <li><a href="/visit">Visit</a></li>
        <li><a href="/whats-on">What&rsquo;s on</a></li>
        <li><a href="/collections">Collections</a></li>
        <li><a href="/learning">Learning</a></li>
        <li><a href="/support-us">Support us</a></li>
        <li><a href="/about">About</a></li>
        <li><a href="https://shop.caldervalemuseum.org.uk/">Shop</a></li>
      </ul>
    </nav>
  </div>
</header>`;

const footer = `<footer class="site-footer bg-mill-900 text-white">
  <div class="container grid md:grid-cols-4 gap-8 py-12">
    <div>
      <p class="font-bold">Calder Vale Mill Museum</p>
      <p>Mill Lane, Calder Vale, Garstang PR3 1SR<br>01995 602 418 &middot; <a href="mailto:info@caldervalemuseum.org.uk">info@caldervalemuseum.org.uk</a></p>
    </div>
    <div>
      <ul>
        <li><a href="/visit">Plan your visit</a></li>
        <li><a href="/about">About the museum</a></li>
        <li><a href="/about/partners-and-supporters">Partners &amp; supporters</a></li>
        <li><a href="/about/jobs-and-volunteering">Jobs &amp; volunteering</a></li>
        <li><a href="/contact">Contact</a></li>
      </ul>
    </div>
    <div>
      <ul>
        <li><a href="https://www.facebook.com/caldervalemill">Facebook</a></li>
        <li><a href="https://www.instagram.com/caldervalemill">Instagram</a></li>
        <li><a href="https://www.tripadvisor.co.uk/Attraction_Review-g1136512-d23456789-Reviews-Calder_Vale_Mill_Museum.html">Tripadvisor</a></li>
      </ul>
    </div>
    <div class="footer-logos">
      <a href="https://www.heritagefund.org.uk/"><img src="/dist/img/funders/nlhf-white.svg" alt="Made possible with The National Lottery Heritage Fund"></a>
      <img src="/dist/img/funders/accredited-museum.svg" alt="Accredited Museum">
    </div>
  </div>
  <div class="container text-xs pb-6">&copy; 2024 Calder Vale Mill Trust. Registered charity no. 1148822. <a href="/privacy">Privacy</a> &middot; <a href="/accessibility">Accessibility statement</a></div>
</footer>`;

const page = (title: string, description: string, main: string) => `<!DOCTYPE html>
<html lang="en-GB">
${head(title, description)}
<body class="font-sans text-mill-900 antialiased">
${header}
<main id="main" class="prose-museum">
${main}
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'caldervalemuseum.org.uk',
  covers:
    'English industrial heritage museum on Craft CMS behind Fastly, Tailwind and Alpine: "Partners & supporters" page separating partners (research, lending, learning, tourism) from funders and corporate members, an exhibition partner on an exhibition page, a digital (collections system) partner on the collections page; negatives: lottery/arts council funders, charitable foundation, corporate members, award shortlist, Tripadvisor, accessibility guide, JustGiving and Eventbrite links, own shop subdomain; /partners redirect',
  pages: {
    '/': {
      headers,
      html: page(
        'Home',
        'A working cotton mill museum in the Forest of Bowland. Free entry, open Wednesday to Sunday.',
        `<section class="hero container py-16">
  <h1 class="text-5xl">Hear the looms run again</h1>
  <p>Calder Vale Mill Museum tells the story of the people who spun and wove cotton in the Forest of Bowland, in a mill that ran from 1835 until 2019.</p>
  <a href="/visit" class="btn">Plan your visit</a>
</section>
<section class="container py-12">
  <h2>Now showing</h2>
  <article class="card">
    <h3><a href="/whats-on/threadbare">Threadbare: Work and Wool 1840&ndash;1914</a></h3>
    <p>Until 3 November 2024 &middot; Gallery 2 &middot; Free</p>
  </article>
</section>
<section class="container py-12">
  <h2>Recognition</h2>
  <p>We were shortlisted for the <a href="https://www.artfund.org/museum-of-the-year">Art Fund Museum of the Year</a> 2023, and received a Tripadvisor Travellers&rsquo; Choice award in 2024.</p>
</section>
<section class="container py-12" x-data="{ email: '' }">
  <h2>Join our mailing list</h2>
  <form action="/actions/newsletter/subscribe" method="post"><input type="email" x-model="email" name="email" placeholder="Your email"><button type="submit">Sign up</button></form>
</section>`,
      ),
    },
    '/visit': {
      headers,
      html: page(
        'Visit',
        'Opening times, getting here and accessibility at Calder Vale Mill Museum.',
        `<div class="container py-12">
<h1>Plan your visit</h1>
<h2>Opening times</h2>
<p>Wednesday to Sunday, 10am&ndash;5pm (last entry 4.15pm). Open bank holiday Mondays. Loom demonstrations at 11am and 2pm.</p>
<h2>Getting here</h2>
<p>The museum is 4 miles east of Garstang. Free car park on Mill Lane. <a href="https://www.openstreetmap.org/#map=16/53.9197/-2.6870">Open map</a>.</p>
<h2>Accessibility</h2>
<p>The ground floor galleries and caf&eacute; are step-free. A detailed access guide is available on <a href="https://www.accessable.co.uk/calder-vale-mill-museum">AccessAble</a>.</p>
</div>`,
      ),
    },
    '/whats-on': {
      headers,
      html: page(
        'What’s on',
        'Exhibitions, events and family activities at Calder Vale Mill Museum.',
        `<div class="container py-12">
<h1>What&rsquo;s on</h1>
<ul class="grid md:grid-cols-3 gap-6">
  <li class="card"><a href="/whats-on/threadbare"><h2>Threadbare: Work and Wool 1840&ndash;1914</h2><p>Exhibition &middot; until 3 November</p></a></li>
  <li class="card"><h2>Family weaving workshop</h2><p>Saturdays in August &middot; &pound;5 per child &middot; <a href="https://www.eventbrite.co.uk/o/calder-vale-mill-museum-33812345678">Book on Eventbrite</a></p></li>
  <li class="card"><h2>Mill engine steam day</h2><p>Sunday 15 September</p></li>
</ul>
</div>`,
      ),
    },
    '/whats-on/threadbare': {
      headers,
      html: page(
        'Threadbare: Work and Wool 1840–1914',
        'A new exhibition about the lives of Lancashire textile workers.',
        `<article class="container py-12">
<h1>Threadbare: Work and Wool 1840&ndash;1914</h1>
<p class="meta">Until 3 November 2024 &middot; Gallery 2 &middot; Free</p>
<p>Through clothing, wage books and oral histories, <em>Threadbare</em> follows four families who worked in the mills of the Calder and Wyre valleys.</p>
<div class="aspect-video"><iframe src="https://player.vimeo.com/video/903412876?h=7a1c2e9f0b&amp;title=0&amp;byline=0" width="640" height="360" frameborder="0" allow="fullscreen; picture-in-picture" allowfullscreen title="Threadbare exhibition trailer"></iframe></div>
<aside class="exhibition-partner">
  <p>Exhibition partner</p>
  <a href="https://www.brontetweed.co.uk/"><img src="/uploads/images/partners/bronte-tweed.svg" alt="Bront&euml; Tweed Mills"></a>
  <p>Threadbare is presented in partnership with Bront&euml; Tweed Mills, one of the last working woollen mills in the Pennines.</p>
</aside>
</article>`,
      ),
    },
    '/collections': {
      headers,
      html: page(
        'Collections',
        'Explore 18,000 objects from the Calder Vale Mill collection.',
        `<div class="container py-12">
<h1>Collections</h1>
<p>Our collection of around 18,000 objects includes looms, pattern books, mill records and more than 400 hours of recorded oral history.</p>
<p><a href="https://collections.caldervalemuseum.org.uk/" class="btn">Search the online collection</a></p>
<p class="text-sm">Our collections database and online catalogue are provided by our digital partner <a href="https://www.axiell.com/">Axiell</a>.</p>
</div>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About',
        'The story of Calder Vale Mill and the trust that runs the museum.',
        `<div class="container py-12">
<h1>About the museum</h1>
<p>Calder Vale Mill was built in 1835 by the Jackson brothers, Quaker mill owners who also built the village around it. When weaving stopped in 2019, the Calder Vale Mill Trust was formed to keep the mill and its machinery together.</p>
<p>The museum opened in 2022 and is run by the Trust, a registered charity, with 11 staff and more than 90 volunteers. We are an Arts Council England <a href="https://www.artscouncil.org.uk/supporting-arts-museums-and-libraries/accreditation-scheme">Accredited Museum</a>.</p>
<p><a href="/about/partners-and-supporters">Our partners and supporters</a></p>
</div>`,
      ),
    },
    '/about/partners-and-supporters': {
      headers,
      html: page(
        'Partners and supporters',
        'The organisations that work with and support Calder Vale Mill Museum.',
        `<div class="container py-12">
<h1>Partners &amp; supporters</h1>
<section>
  <h2>Our partners</h2>
  <div class="grid md:grid-cols-2 gap-6">
    <div class="card"><h3><a href="https://www.hud.ac.uk/">University of Huddersfield</a></h3><p>Research partner for our oral history project <em>Voices of the Vale</em> and host of two collaborative PhD studentships.</p></div>
    <div class="card"><h3><a href="https://www.scienceandindustrymuseum.org.uk/">Science and Industry Museum</a></h3><p>Lending partner: the 1890s carding engine in Gallery 1 is on long-term loan from Manchester.</p></div>
    <div class="card"><h3><a href="https://www.calderlearningtrust.org.uk/">Calder Learning Trust</a></h3><p>Our learning partner, bringing every Year 5 pupil in its 14 schools to the mill each year.</p></div>
    <div class="card"><h3><a href="https://www.visitlancashire.com/">Visit Lancashire</a></h3><p>Destination partner promoting the museum as part of the Lancashire heritage trail.</p></div>
  </div>
</section>
<section>
  <h2>Funders</h2>
  <p>The restoration of the mill and the creation of the museum were made possible by:</p>
  <ul>
    <li><a href="https://www.heritagefund.org.uk/">The National Lottery Heritage Fund</a> &ndash; &pound;2.4m capital grant</li>
    <li><a href="https://www.artscouncil.org.uk/">Arts Council England</a> &ndash; Museum Estate and Development Fund</li>
    <li><a href="https://www.haworthfoundation.org.uk/">The Haworth Foundation</a></li>
  </ul>
</section>
<section>
  <h2>Corporate members</h2>
  <p>Thank you to the local businesses who support us through corporate membership: <a href="https://www.penninewool.co.uk/">Pennine Wool Co.</a>, Garstang Farm Shop and Bowland Solicitors.</p>
  <p><a href="/support-us">Become a corporate member</a></p>
</section>
</div>`,
      ),
    },
    '/partners': { status: 301, redirect: '/about/partners-and-supporters' },
    '/support-us': {
      headers,
      html: page(
        'Support us',
        'Donate, become a member or volunteer at Calder Vale Mill Museum.',
        `<div class="container py-12">
<h1>Support us</h1>
<p>Entry to the museum is free. Every donation helps keep the looms running.</p>
<p><a href="https://www.justgiving.com/caldervalemilltrust" class="btn">Donate via JustGiving</a></p>
<h2>Membership</h2>
<p>Friends of the Mill membership from &pound;30 a year includes members&rsquo; evenings and 10% off in the shop.</p>
<h2>Corporate membership</h2>
<p>From &pound;500 a year, with private tours and venue hire discounts. Contact <a href="mailto:development@caldervalemuseum.org.uk">development@caldervalemuseum.org.uk</a>.</p>
</div>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        'Contact Calder Vale Mill Museum.',
        `<div class="container py-12">
<h1>Contact us</h1>
<p>Calder Vale Mill Museum, Mill Lane, Calder Vale, Garstang PR3 1SR</p>
<p>General enquiries: <a href="mailto:info@caldervalemuseum.org.uk">info@caldervalemuseum.org.uk</a> &middot; 01995 602 418<br>School visits: <a href="mailto:learning@caldervalemuseum.org.uk">learning@caldervalemuseum.org.uk</a></p>
<form method="post" action="/actions/contact-form/send" x-data="{ sent: false }">
  <input type="hidden" name="CRAFT_CSRF_TOKEN" value="7c3e1f9a2b8d4e6f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f">
  <input type="text" name="fromName" placeholder="Your name">
  <input type="email" name="fromEmail" placeholder="Your email">
  <textarea name="message[body]" placeholder="Message"></textarea>
  <button type="submit">Send</button>
</form>
</div>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/visit',
    '/whats-on',
    '/whats-on/threadbare',
    '/collections',
    '/about',
    '/about/partners-and-supporters',
    '/support-us',
    '/contact',
  ],
  technologies: [
    'craft-cms',
    'yii',
    'php',
    'fastly',
    'varnish',
    'alpine-js',
    'tailwind-css',
    'google-analytics',
    'google-tag-manager',
    'vimeo',
    'open-graph',
  ],
  partners: {
    'hud.ac.uk': 'generic',
    'scienceandindustrymuseum.org.uk': 'generic',
    'calderlearningtrust.org.uk': 'generic',
    'visitlancashire.com': 'generic',
    'brontetweed.co.uk': 'generic',
    'axiell.com': 'technology',
  },
};
