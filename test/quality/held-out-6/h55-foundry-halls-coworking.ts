import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, body: string): string => `<!DOCTYPE html><html lang="en-GB">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="preconnect" href="https://fonts.gstatic.com">
<link href="https://fonts.googleapis.com/css2?family=Fraunces:wght@400;700&amp;family=Inter:wght@400;600&amp;display=swap" rel="stylesheet">
<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/65f0a1b2c3d4e5f6a7b8c9d0/12/site.css">
<script async src="https://connect.facebook.net/en_US/fbevents.js"></script>
</head>
<body id="collection-65f0a1b2c3d4e5f6a7b8c9e1" class="tweak-global-animations-enabled">
<header class="header">
  <a href="/" class="header-title-logo"><img src="https://images.squarespace-cdn.com/content/v1/65f0a1b2/foundry-halls-logo.png" alt="Foundry Halls"></a>
  <nav class="header-nav-list">
    <a href="/memberships">Memberships</a>
    <a href="/meeting-rooms">Meeting rooms</a>
    <a href="/community">Community</a>
    <a href="/events">Events</a>
    <a href="/partner-with-us">Partner with us</a>
    <a href="/journal">Journal</a>
    <a href="https://foundryhalls.spaces.nexudus.com/login">Member login</a>
  </nav>
</header>
<main>${body}</main>
<footer class="footer">
  <p>Foundry Halls · Unit 3, Kelham Works, 21 Alma Street, Sheffield S3 8SA</p>
  <p><a href="https://www.instagram.com/foundryhalls">Instagram</a> · <a href="https://www.linkedin.com/company/foundry-halls">LinkedIn</a> · <a href="https://www.google.com/maps/place/Foundry+Halls+Sheffield">Google Maps</a></p>
  <p>Proud member of the <a href="https://www.flexible-space.org.uk/">Flexible Space Association</a> · Winner, <a href="https://www.coworkingawards.co.uk/2025-winners">UK Coworking Awards 2025</a> (Best Regional Space)</p>
  <p><a href="/privacy">Privacy</a> · <a href="/terms">House rules</a></p>
</footer>
</body></html>`;

export const site: CorpusSite = {
  domain: 'foundryhalls.co.uk',
  covers:
    'Squarespace coworking space in Sheffield with no partners at all: a "Partner with us" page that only invites brand and corporate enquiries, a community page linking member companies, event sponsors, landlord and funders on the about page, a fit-out journal post naming furniture and coffee suppliers, a Nexudus member login, association membership, an award, and social/maps links.',
  pages: {
    '/': {
      headers: { server: 'Squarespace', 'x-contextid': 'AbC12dEf/Gh34iJkL', 'content-type': 'text/html;charset=utf-8' },
      html: page(
        'Foundry Halls — Coworking & studios in Kelham Island, Sheffield',
        `<section class="hero"><h1>Desks, studios and a proper coffee, in a 19th-century steelworks</h1>
<p>Hot desks from £149 a month. Day passes £20. Dogs welcome.</p>
<a href="/memberships" class="sqs-block-button-element">See memberships</a></section>
<section><h2>Who works here</h2>
<p>Designers, developers, a cider brewer and a very good podcast studio. <a href="/community">Meet the community</a>.</p></section>
<section><h2>Book a tour</h2><p>Drop us a line at hello@foundryhalls.co.uk or call 0114 496 0123.</p></section>`,
      ),
    },
    '/community': {
      html: page(
        'Community — Foundry Halls',
        `<h1>Our members</h1>
<p>Over 140 people from 60 businesses call Foundry Halls home. A few of them:</p>
<div class="sqs-gallery member-grid">
  <a href="https://www.lowfieldstudio.co.uk"><img src="https://images.squarespace-cdn.com/content/v1/65f0a1b2/lowfield.png" alt="Lowfield Studio"><p>Lowfield Studio — brand design</p></a>
  <a href="https://www.sidekickdev.io"><img src="https://images.squarespace-cdn.com/content/v1/65f0a1b2/sidekick.png" alt="Sidekick"><p>Sidekick — app development</p></a>
  <a href="https://www.kelhamcider.co.uk"><img src="https://images.squarespace-cdn.com/content/v1/65f0a1b2/kelham-cider.png" alt="Kelham Cider"><p>Kelham Cider Co.</p></a>
  <a href="https://steelcitypod.com"><img src="https://images.squarespace-cdn.com/content/v1/65f0a1b2/steelcitypod.png" alt="Steel City Pod"><p>Steel City Pod — podcast studio</p></a>
</div>`,
      ),
    },
    '/partner-with-us': {
      html: page(
        'Partner with us — Foundry Halls',
        `<h1>Partner with us</h1>
<p>We work with brands, landlords and corporate teams who want to reach Sheffield's creative community or need flexible space for a project team.</p>
<ul><li>Event and brand partnerships</li><li>Corporate team memberships</li><li>Management agreements for landlords</li></ul>
<p>Tell us what you have in mind and we will get back to you within two working days.</p>
<form class="sqs-form" action="/api/form/FormSubmit" method="post"><input name="name" placeholder="Name"><input name="company" placeholder="Company"><textarea name="message"></textarea><button>Send</button></form>`,
      ),
    },
    '/events': {
      html: page(
        'Events — Foundry Halls',
        `<h1>What's on</h1>
<article class="eventlist-event"><h2>Founders' Breakfast — 12 March</h2><p>Monthly breakfast for early-stage founders. Sponsored by <a href="https://www.knightsplc.com/">Knights</a> and <a href="https://www.santander.co.uk/business">Santander Business</a>.</p><a href="https://www.eventbrite.co.uk/e/founders-breakfast-march-tickets-812345678901">Get tickets</a></article>
<article class="eventlist-event"><h2>Sheffield Design Week fringe — 18 October</h2><p>Open studios, in association with <a href="https://sheffielddesignweek.com/">Sheffield Design Week</a>.</p></article>`,
      ),
    },
    '/about': {
      html: page(
        'About — Foundry Halls',
        `<h1>About Foundry Halls</h1>
<p>We opened in 2019 in a Grade II-listed forge leased from <a href="https://www.kelhamislandestates.co.uk/">Kelham Island Estates</a>. The refurbishment was part-funded by the <a href="https://www.southyorkshire-ca.gov.uk/">South Yorkshire Mayoral Combined Authority</a>.</p>
<p>Foundry Halls is independently owned by its two founders. No investors, no landlord HQ in London.</p>`,
      ),
    },
    '/journal/how-we-fitted-out-the-forge': {
      html: page(
        'How we fitted out the forge — Foundry Halls Journal',
        `<article><h1>How we fitted out the forge</h1>
<p>Desks are from <a href="https://www.hermanmiller.com/">Herman Miller</a>'s refurbished range, the phone booths from <a href="https://www.framery.com/">Framery</a>, and the coffee is roasted down the road by <a href="https://www.foundrycoffeeroasters.co.uk/">Foundry Coffee Roasters</a> (no relation!).</p>
<p>Our booking system is <a href="https://nexudus.com/">Nexudus</a> and the Wi-Fi is from <a href="https://www.ogi.wales/">Ogi</a>.</p></article>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/memberships',
    '/meeting-rooms',
    '/community',
    '/events',
    '/partner-with-us',
    '/about',
    '/journal',
    '/journal/how-we-fitted-out-the-forge',
  ],
  technologies: ['squarespace', 'squarespace-commerce', 'google-font-api', 'facebook-pixel'],
  partners: {},
};
