import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'nginx',
  'x-powered-by': 'Statamic',
  'content-type': 'text/html; charset=UTF-8',
  'cache-control': 'no-cache, private',
};

const head = (title: string, description: string) => `<!doctype html>
<html lang="en-GB">
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>${title}</title>
        <meta name="description" content="${description}">
        <link rel="icon" type="image/png" href="/favicons/favicon-32x32.png">
        <link rel="stylesheet" href="/build/assets/site-Bf3kQ2x1.css">
        <script type="module" src="/build/assets/site-Cw9Ld0vP.js"></script>
    </head>`;

const header = `    <body class="antialiased">
        <header class="masthead">
            <a class="masthead__logo" href="/">Hollins Pryce <span>Architects</span></a>
            <nav class="masthead__nav" aria-label="Main">
                <a href="/projects">Projects</a>
                <a href="/practice">Practice</a>
                <a href="/journal">Journal</a>
                <a href="/contact">Contact</a>
            </nav>
        </header>`;

const footer = `        <footer class="colophon">
            <div class="colophon__grid">
                <div>
                    <p class="colophon__name">Hollins Pryce Architects LLP</p>
                    <p>The Old Dye Works, 2 Canal Wharf<br>Hebden Bridge HX7 8AD</p>
                    <p><a href="tel:+441422845120">01422 845 120</a><br><a href="mailto:studio@hollinspryce.co.uk">studio@hollinspryce.co.uk</a></p>
                </div>
                <div>
                    <p class="colophon__heading">Practice</p>
                    <ul>
                        <li><a href="/practice">About us</a></li>
                        <li><a href="/practice/people">People</a></li>
                        <li><a href="/partners">Partners</a></li>
                        <li><a href="/practice/sustainability">Sustainability</a></li>
                        <li><a href="/practice/vacancies">Vacancies</a></li>
                    </ul>
                </div>
                <div>
                    <p class="colophon__heading">Follow</p>
                    <ul>
                        <li><a href="https://www.instagram.com/hollinspryce/">Instagram</a></li>
                        <li><a href="https://www.linkedin.com/company/hollins-pryce-architects/">LinkedIn</a></li>
                        <li><a href="https://www.pinterest.co.uk/hollinspryce/">Pinterest</a></li>
                    </ul>
                </div>
                <div>
                    <a class="riba-badge" href="https://www.architecture.com/find-an-architect/hollins-pryce-architects"><img src="/assets/badges/riba-chartered-practice.svg" alt="RIBA Chartered Practice" width="110" height="52"></a>
                </div>
            </div>
            <p class="colophon__legal">&copy; 2026 Hollins Pryce Architects LLP. Registered in England, OC421907. <a href="/privacy">Privacy notice</a></p>
        </footer>
    </body>
</html>`;

export const site: CorpusSite = {
  domain: 'hollinspryce.co.uk',
  covers:
    'architecture practice on Statamic (x-powered-by) behind nginx; a "Partners" page linked only from the footer that names its collaborators with no kind (generic), mixing linked sites, domains written as plain text (with and without www), and a name-only entry; the home page also uses "partners" for the firm\'s own principals (people, LinkedIn links), plus a RIBA directory badge, clients named without links and social links',
  pages: {
    '/': {
      headers,
      html: `${head('Hollins Pryce Architects | Hebden Bridge', 'Architects in the South Pennines designing low-energy homes, schools and community buildings.')}
${header}
        <main>
            <section class="intro">
                <h1>Low-energy buildings, rooted in the Pennines</h1>
                <p>We are an architecture practice of fourteen people working from a converted dye works on the Rochdale Canal. We design homes, schools and community buildings that use little energy and age well.</p>
            </section>

            <section class="projects-grid" aria-label="Recent projects">
                <article class="project-card">
                    <a href="/projects/heptonstall-primary-school">
                        <img src="/img/containers/assets/projects/heptonstall-school-01.jpg/9d1c7e.webp" alt="Timber-clad classroom extension at dusk" width="800" height="600" loading="lazy">
                        <h2>Heptonstall Primary School</h2>
                        <p>Passivhaus classroom extension &middot; 2024</p>
                    </a>
                </article>
                <article class="project-card">
                    <a href="/projects/cragg-vale-farmhouse">
                        <img src="/img/containers/assets/projects/cragg-vale-02.jpg/4a7b2e.webp" alt="Restored stone farmhouse with new glazed link" width="800" height="600" loading="lazy">
                        <h2>Cragg Vale Farmhouse</h2>
                        <p>Retrofit to EnerPHit &middot; 2023</p>
                    </a>
                </article>
                <article class="project-card">
                    <a href="/projects/todmorden-community-hall">
                        <img src="/img/containers/assets/projects/todmorden-hall-01.jpg/0f3e9a.webp" alt="Community hall interior with exposed glulam roof" width="800" height="600" loading="lazy">
                        <h2>Todmorden Community Hall</h2>
                        <p>New build, community-led &middot; 2022</p>
                    </a>
                </article>
            </section>

            <section class="principals">
                <h2>Led by two partners</h2>
                <div class="principals__grid">
                    <div class="person">
                        <img src="/img/containers/assets/people/eleanor-hollins.jpg/2c8d11.webp" alt="" width="400" height="480" loading="lazy">
                        <h3>Eleanor Hollins</h3>
                        <p>Partner, RIBA, Certified Passivhaus Designer</p>
                        <a href="https://www.linkedin.com/in/eleanorhollins/">LinkedIn</a>
                    </div>
                    <div class="person">
                        <img src="/img/containers/assets/people/david-pryce.jpg/7e4a90.webp" alt="" width="400" height="480" loading="lazy">
                        <h3>David Pryce</h3>
                        <p>Partner, RIBA, AABC conservation architect</p>
                        <a href="https://www.linkedin.com/in/davidpryce-architect/">LinkedIn</a>
                    </div>
                </div>
            </section>

            <section class="clients">
                <h2>Clients</h2>
                <p>Calderdale Council, Pennine Community Land Trust, Hebden Bridge Town Council, Incredible Edible Todmorden, and many private clients across West Yorkshire and Lancashire.</p>
            </section>

            <section class="journal-teaser">
                <h2>From the journal</h2>
                <ul>
                    <li><a href="/journal/what-passivhaus-costs-in-2024">What Passivhaus really costs in 2024</a></li>
                    <li><a href="/journal/retrofitting-stone-cottages">Retrofitting solid-wall stone cottages without damp</a></li>
                </ul>
            </section>
        </main>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners | Hollins Pryce Architects', 'The partners we work alongside on our projects.')}
${header}
        <main class="page">
            <header class="page__header">
                <h1>Partners</h1>
                <p class="page__lede">Good buildings are never the work of one office. These are the partners we have worked alongside for years.</p>
            </header>

            <div class="partner-list">
                <section class="partner">
                    <h2>Calder Structures</h2>
                    <p>Structural and civil engineers, Halifax. Timber frame, masonry repair and low-carbon foundations.</p>
                    <p><a href="https://www.calderstructures.co.uk/">Visit Calder Structures</a></p>
                </section>
                <section class="partner">
                    <h2>Greenway Landscape Studio</h2>
                    <p>Landscape architects and ecologists, Skipton. Biodiversity net gain assessments and planting design.</p>
                    <p>www.greenwaylandscape.co.uk</p>
                </section>
                <section class="partner">
                    <h2>Moorfield Cost Consultants</h2>
                    <p>Quantity surveyors and employer's agents for housing, education and heritage projects.</p>
                    <p><a href="https://moorfieldcost.co.uk/">moorfieldcost.co.uk</a></p>
                </section>
                <section class="partner">
                    <h2>Pennine Joinery</h2>
                    <p>Bespoke windows, doors and staircases, made in Hebden Bridge.</p>
                </section>
                <section class="partner">
                    <h2>Brightlume Lighting Design</h2>
                    <p>Daylight modelling and low-energy lighting design.</p>
                    <p><a href="https://brightlume.com/">brightlume.com</a></p>
                </section>
                <section class="partner">
                    <h2>Ashby Planning Associates</h2>
                    <p>Planning consultants. Green Belt, listed building and conservation area applications.</p>
                    <p><a href="https://www.ashbyplanning.co.uk/contact-us/">Get in touch with Ashby Planning</a></p>
                </section>
                <section class="partner">
                    <h2>Thornlea Heritage</h2>
                    <p>Heritage consultants and building archaeologists. Web: thornleaheritage.org.uk</p>
                </section>
            </div>

            <p class="page__note">Working on a project with us? We're always happy to make an introduction &mdash; <a href="/contact">get in touch</a>.</p>
        </main>
${footer}`,
    },
  },
  technologies: ['statamic', 'php', 'laravel', 'nginx'],
  partners: {
    'calderstructures.co.uk': 'generic',
    'greenwaylandscape.co.uk': 'generic',
    'moorfieldcost.co.uk': 'generic',
    'brightlume.com': 'generic',
    'ashbyplanning.co.uk': 'generic',
    'thornleaheritage.org.uk': 'generic',
  },
};
