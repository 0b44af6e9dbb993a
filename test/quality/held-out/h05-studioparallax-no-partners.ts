import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const img = (id: string) => `https://framerusercontent.com/images/${id}.jpg`;

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="en-GB">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <link rel="canonical" href="https://studioparallax.co${path}">
    <link rel="icon" href="https://framerusercontent.com/images/Vx2cQd8kq7aP0oZbS1yT3n9w.png">
    <meta name="robots" content="max-image-preview:large">
    <style data-framer-css-ssr-minified>html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased}*{box-sizing:border-box}.framer-body-bg{background:#f4f1ea}</style>
    <script type="module" async crossorigin src="https://framerusercontent.com/sites/5hK2dQ9vXr1LmN3pT7wYb0/script_main.Bq7ZkW1d.mjs"></script>
</head>`;

const nav = `<body>
    <div id="main" data-framer-hydrate-v2='{"routeId":"augiA20Il","localeId":"default","breakpoints":[{"hash":"72rtr7","mediaQuery":"(min-width: 1200px)"}]}'>
    <div class="framer-body-bg framer-72rtr7" style="min-height:100vh;width:auto">
    <nav class="framer-1lqv3qb" data-framer-name="Nav">
        <a class="framer-text framer-logo" href="/" data-framer-page-link-current="true">Studio Parallax</a>
        <div class="framer-nav-links">
            <a class="framer-text" href="/work">Work</a>
            <a class="framer-text" href="/about">Studio</a>
            <a class="framer-text" href="/journal">Journal</a>
            <a class="framer-text framer-nav-cta" href="https://calendly.com/studioparallax/intro-call" target="_blank" rel="noopener">Book a call</a>
        </div>
    </nav>`;

const footer = `    <footer class="framer-9pz1m0" data-framer-name="Footer">
        <div class="framer-footer-col">
            <p class="framer-text">Studio Parallax Ltd<br>Paintworks, Arnos Vale, Bristol BS4 3AS</p>
            <p class="framer-text"><a href="mailto:hello@studioparallax.co">hello@studioparallax.co</a> &middot; +44 117 403 2291</p>
        </div>
        <div class="framer-footer-col">
            <p class="framer-text"><strong>Elsewhere</strong></p>
            <a class="framer-text" href="https://www.instagram.com/studio.parallax/" target="_blank" rel="noopener">Instagram</a>
            <a class="framer-text" href="https://dribbble.com/studioparallax" target="_blank" rel="noopener">Dribbble</a>
            <a class="framer-text" href="https://www.behance.net/studioparallax" target="_blank" rel="noopener">Behance</a>
            <a class="framer-text" href="https://www.linkedin.com/company/studio-parallax/" target="_blank" rel="noopener">LinkedIn</a>
        </div>
        <div class="framer-footer-col">
            <p class="framer-text"><strong>Join us</strong></p>
            <p class="framer-text">We're looking for a mid-weight motion designer. Send your reel to <a href="mailto:jobs@studioparallax.co">jobs@studioparallax.co</a>.</p>
        </div>
        <p class="framer-text framer-legal">&copy; 2026 Studio Parallax Ltd. Company no. 11803392. <a href="/privacy">Privacy</a></p>
    </footer>
    </div>
    </div>
    <a id="__framer-badge" class="framer-badge" href="https://www.framer.com/?utm_source=made-in-framer" target="_blank" rel="noopener">Made in Framer</a>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'studioparallax.co',
  covers:
    'design studio with NO partner page and no partners: a Framer site (framerusercontent.com script and images) whose pages link only clients ("Selected work" visit-site links, client list), press ("As seen in"), awards, social networks (Instagram, Dribbble, Behance, LinkedIn), a Calendly booking link and a "Made in Framer" badge',
  pages: {
    '/': {
      headers,
      html: `${head('Studio Parallax — Brand & digital design studio in Bristol', 'An independent brand and digital studio in Bristol. Identities, websites and motion for ambitious organisations.', '/')}
${nav}
    <header class="framer-hero" data-framer-name="Hero">
        <h1 class="framer-text">We make brands that move.</h1>
        <p class="framer-text">An independent studio of eleven designers, writers and developers in Bristol. Identities, websites and motion for organisations with something to say.</p>
        <a class="framer-text framer-button" href="/work">See selected work</a>
    </header>

    <section class="framer-work" data-framer-name="Selected work">
        <h2 class="framer-text">Selected work</h2>
        <article class="framer-case">
            <img src="${img('kP3w9T0aLq2sXv8yN1cR4mBz')}" alt="Wildwater Swim identity on a tote bag" width="1200" height="800" loading="lazy">
            <h3 class="framer-text">Wildwater Swim</h3>
            <p class="framer-text">Identity, packaging and e-commerce for a cold-water swimwear brand.</p>
            <a class="framer-text" href="/work/wildwater">Case study</a> &middot; <a class="framer-text" href="https://wildwaterswim.co.uk/" target="_blank" rel="noopener">Visit site &#8599;</a>
        </article>
        <article class="framer-case">
            <img src="${img('Qe7nV2yHs5dP0kWm3tXa9LcJ')}" alt="Severn Arts Trust website on a phone" width="1200" height="800" loading="lazy">
            <h3 class="framer-text">Severn Arts Trust</h3>
            <p class="framer-text">Rebrand and accessible website for a regional arts charity.</p>
            <a class="framer-text" href="/work/severn-arts">Case study</a> &middot; <a class="framer-text" href="https://www.severnarts.org.uk/" target="_blank" rel="noopener">Visit site &#8599;</a>
        </article>
        <article class="framer-case">
            <img src="${img('Zr4bM8uKc1fT6gYq0wEa2NhS')}" alt="Loam Coffee cups and signage" width="1200" height="800" loading="lazy">
            <h3 class="framer-text">Loam Coffee Roasters</h3>
            <p class="framer-text">Naming, identity and a subscription shop for a speciality roaster.</p>
            <a class="framer-text" href="/work/loam">Case study</a> &middot; <a class="framer-text" href="https://loamcoffee.com/" target="_blank" rel="noopener">Visit site &#8599;</a>
        </article>
        <article class="framer-case">
            <img src="${img('Hn6cR1xWp9vL3aJt5sGe7QdU')}" alt="Tern Robotics product launch film still" width="1200" height="800" loading="lazy">
            <h3 class="framer-text">Tern Robotics</h3>
            <p class="framer-text">Launch film and motion system for an agricultural robotics start-up.</p>
            <a class="framer-text" href="/work/tern">Case study</a>
        </article>
    </section>

    <section class="framer-press" data-framer-name="Press">
        <h2 class="framer-text">As seen in</h2>
        <div class="framer-logo-strip">
            <a href="https://www.itsnicethat.com/articles/studio-parallax-wildwater-swim-graphic-design-070324" target="_blank" rel="noopener"><img src="${img('It5NiCeTh4t0LogoGr3y9pQ2')}" alt="It's Nice That" width="140" height="40"></a>
            <a href="https://www.creativereview.co.uk/severn-arts-trust-rebrand/" target="_blank" rel="noopener"><img src="${img('CrV1ew0LogoGr3y7bN5mX4aE')}" alt="Creative Review" width="140" height="40"></a>
            <a href="https://www.designweek.co.uk/issues/11-17-march-2024/loam-coffee-identity/" target="_blank" rel="noopener"><img src="${img('DwK3LogoGr3y8hT1sV6cW0rY')}" alt="Design Week" width="140" height="40"></a>
        </div>
    </section>

    <section class="framer-cta" data-framer-name="CTA">
        <h2 class="framer-text">Got a project in mind?</h2>
        <p class="framer-text">Tell us about it. We reply to every enquiry within two working days.</p>
        <a class="framer-text framer-button" href="https://calendly.com/studioparallax/intro-call" target="_blank" rel="noopener">Book a 30-minute intro call</a>
    </section>
${footer}`,
    },
    '/about': {
      headers,
      html: `${head('Studio — Studio Parallax', 'Who we are, how we work and who we have worked with.', '/about')}
${nav}
    <header class="framer-page-header">
        <h1 class="framer-text">Eleven people, one long table.</h1>
        <p class="framer-text">We started in 2016 in a spare room in Easton. Today we work from the Paintworks with clients from Bristol to Berlin, but we still eat lunch together every day.</p>
    </header>

    <section class="framer-team" data-framer-name="Team">
        <h2 class="framer-text">The team</h2>
        <ul class="framer-team-grid">
            <li><img src="${img('Tm1Ra7Hx2Lp9Qs4Vd0Ke3Wn8')}" alt="" width="400" height="500" loading="lazy"><p class="framer-text"><strong>Ava Okafor</strong><br>Founder &amp; Creative Director</p></li>
            <li><img src="${img('Tm2Jb5Nc8Wq1Ey6Ru3Tz0Ma4')}" alt="" width="400" height="500" loading="lazy"><p class="framer-text"><strong>Tom Griffiths</strong><br>Design Director</p></li>
            <li><img src="${img('Tm3Fh0Gk7Ls2Dp5Xv9Cb1Yn6')}" alt="" width="400" height="500" loading="lazy"><p class="framer-text"><strong>Mei Lin Chow</strong><br>Head of Digital</p></li>
            <li><img src="${img('Tm4Pq8Wr3Es6Ty1Ui4Op7As2')}" alt="" width="400" height="500" loading="lazy"><p class="framer-text"><strong>Jonah Pike</strong><br>Lead Developer</p></li>
        </ul>
    </section>

    <section class="framer-clients" data-framer-name="Clients">
        <h2 class="framer-text">Clients we've worked with</h2>
        <ul class="framer-client-list">
            <li><a href="https://wildwaterswim.co.uk/" target="_blank" rel="noopener">Wildwater Swim</a></li>
            <li><a href="https://www.severnarts.org.uk/" target="_blank" rel="noopener">Severn Arts Trust</a></li>
            <li><a href="https://loamcoffee.com/" target="_blank" rel="noopener">Loam Coffee Roasters</a></li>
            <li>Tern Robotics</li>
            <li><a href="https://www.brunelhousing.org.uk/" target="_blank" rel="noopener">Brunel Housing Association</a></li>
            <li><a href="https://harbourside-dental.co.uk/" target="_blank" rel="noopener">Harbourside Dental</a></li>
            <li>University of the West (School of Engineering)</li>
            <li><a href="https://www.kestrelbikes.de/" target="_blank" rel="noopener">Kestrel Bikes GmbH</a></li>
        </ul>
    </section>

    <section class="framer-awards" data-framer-name="Recognition">
        <h2 class="framer-text">Recognition</h2>
        <ul>
            <li class="framer-text">Awwwards &mdash; <a href="https://www.awwwards.com/sites/loam-coffee-roasters" target="_blank" rel="noopener">Site of the Day</a>, 2024</li>
            <li class="framer-text">D&amp;AD &mdash; <a href="https://www.dandad.org/awards/professional/2023/" target="_blank" rel="noopener">Wood Pencil</a>, Branding, 2023</li>
            <li class="framer-text">Brand Impact Awards &mdash; Shortlist, Charity &amp; Not-for-profit, 2023</li>
        </ul>
    </section>

    <section class="framer-values" data-framer-name="How we work">
        <h2 class="framer-text">How we work</h2>
        <p class="framer-text">Small senior teams, fixed scopes and weekly show-and-tells. We're a certified B Corp and we give 2% of our revenue to design education in the South West.</p>
    </section>
${footer}`,
    },
  },
  technologies: ['framer-sites', 'react', 'calendly'],
  partners: {},
};
