import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://lanternfall.games${path}">
<meta property="og:image" content="https://lanternfall.games/og/saltmarrow-keyart.jpg">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@lanternfallgames">
<link rel="icon" href="/favicon.ico">
<link rel="preload" href="/_next/static/media/f4b2a1c9e07d.p.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/8c1e0a3f5b2d4e71.css" data-precedence="next">
<script src="/_next/static/chunks/webpack-3f7c2d9a1e8b4c05.js" async=""></script>
<script src="/_next/static/chunks/framework-0e1f2a6b9c3d7e45.js" async=""></script>
<script src="/_next/static/chunks/main-app-7b2c9e4d1a0f3e88.js" async=""></script>
<script defer data-domain="lanternfall.games" src="https://plausible.io/js/plausible.js"></script>
</head>`;

const nav = `<header class="SiteHeader_root__k3Pq1">
<a class="SiteHeader_logo__aZ81f" href="/" aria-label="Lanternfall Interactive home"><svg width="148" height="32" viewBox="0 0 148 32" role="img"><title>Lanternfall</title><path d="M4 2h6v22h12v6H4z"/></svg></a>
<nav class="SiteHeader_nav__Qm2x7" aria-label="Main">
<ul>
<li><a href="/games/saltmarrow">Saltmarrow</a></li>
<li><a href="/studio">Studio</a></li>
<li><a href="/partners">Partners</a></li>
<li><a href="/press">Press</a></li>
<li><a href="https://jobs.lanternfall.games/">Careers</a></li>
</ul>
</nav>
<a class="Button_primary__r7Ls2" href="https://store.steampowered.com/app/2291840/Saltmarrow/">Wishlist on Steam</a>
</header>`;

const footer = `<footer class="SiteFooter_root__t0Ycm">
<div class="SiteFooter_cols__Jh2vA">
<div>
<h4>Games</h4>
<ul>
<li><a href="/games/saltmarrow">Saltmarrow</a></li>
<li><a href="https://saltmarrowgame.com/">Saltmarrow official site</a></li>
<li><a href="https://shop.lanternfall.games/">Merch store</a></li>
</ul>
</div>
<div>
<h4>Studio</h4>
<ul>
<li><a href="/studio">About us</a></li>
<li><a href="/partners">Partners</a></li>
<li><a href="/press">Press kit</a></li>
<li><a href="https://jobs.lanternfall.games/">We're hiring</a></li>
</ul>
</div>
<div>
<h4>Community</h4>
<ul class="SiteFooter_social__b1Qe9">
<li><a href="https://discord.gg/lanternfall" rel="noopener" target="_blank">Discord</a></li>
<li><a href="https://x.com/lanternfallgames" rel="noopener" target="_blank">X</a></li>
<li><a href="https://bsky.app/profile/lanternfall.games" rel="noopener" target="_blank">Bluesky</a></li>
<li><a href="https://www.youtube.com/@lanternfall" rel="noopener" target="_blank">YouTube</a></li>
<li><a href="https://www.tiktok.com/@lanternfallgames" rel="noopener" target="_blank">TikTok</a></li>
</ul>
</div>
<div>
<h4>Legal</h4>
<ul>
<li><a href="/legal/privacy">Privacy</a></li>
<li><a href="/legal/eula">EULA</a></li>
<li><a href="/legal/imprint">Imprint</a></li>
</ul>
</div>
</div>
<p class="SiteFooter_legal__x0Ab3">&copy; 2026 Lanternfall Interactive Ltd. Registered in England &amp; Wales, no. 13884210. Saltmarrow is a trademark of Lanternfall Interactive Ltd. All other trademarks are the property of their respective owners.</p>
</footer>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'lhr1::iad1::8kq2m-1767791203331-2b7c9d0e4f1a',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch',
};

const nextData = (page: string, props: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props }, page, query: {}, buildId: 'q8Jx2mT0aVb1', isFallback: false, gsp: true, scriptLoader: [] })}</script>`;

const home = `<!DOCTYPE html>
<html lang="en" class="__variable_3a9c1f">
${head('Lanternfall Interactive | Makers of Saltmarrow', 'Lanternfall is an independent game studio in Bristol making atmospheric, story-driven games. Our debut, Saltmarrow, is out now on PC and consoles.', '/')}
<body>
<div id="__next">
${nav}
<main>
<section class="Hero_root__c9Rt3">
<video autoplay muted loop playsinline poster="/images/saltmarrow-hero.jpg"><source src="/video/saltmarrow-loop.mp4" type="video/mp4"></video>
<div class="Hero_copy__2Lp0k">
<p class="Hero_eyebrow__Vh3e1">Out now</p>
<h1>Saltmarrow</h1>
<p>A drowned coastal town. A lighthouse that refuses to go dark. Piece together what happened to the keepers of Marrow Point in a hand-painted mystery adventure.</p>
<div class="Hero_stores__u8Qz2" aria-label="Available on">
<a href="https://store.steampowered.com/app/2291840/Saltmarrow/"><img src="/badges/steam.svg" alt="Available on Steam" width="150" height="44"></a>
<a href="https://store.playstation.com/en-gb/concept/10011842"><img src="/badges/playstation.svg" alt="Available on PlayStation 5" width="150" height="44"></a>
<a href="https://www.xbox.com/en-GB/games/store/saltmarrow/9NB4Z7Q2WXKD"><img src="/badges/xbox.svg" alt="Available on Xbox Series X|S" width="150" height="44"></a>
<a href="https://www.nintendo.com/us/store/products/saltmarrow-switch/"><img src="/badges/switch.svg" alt="Available on Nintendo Switch" width="150" height="44"></a>
</div>
</div>
</section>
<section class="Trailer_root__pP1wz">
<h2>Launch trailer</h2>
<div class="Trailer_frame__e3Rk0"><iframe src="https://www.youtube-nocookie.com/embed/Xc4kT0e9Rb8" title="Saltmarrow launch trailer" allow="accelerometer; autoplay; encrypted-media; picture-in-picture" allowfullscreen loading="lazy"></iframe></div>
</section>
<section class="Accolades_root__h0Fv9">
<h2>Accolades</h2>
<ul class="Accolades_list__1bQwe">
<li><a href="https://igf.com/2025-finalists"><img src="/laurels/igf.png" alt="Independent Games Festival 2025 finalist: Excellence in Narrative"></a></li>
<li><a href="https://www.bafta.org/games"><img src="/laurels/bafta.png" alt="BAFTA Games Awards 2026 nominee: Debut Game"></a></li>
<li><img src="/laurels/develop.png" alt="Develop:Star Awards 2025 winner: Best Audio"></li>
</ul>
</section>
<section class="Quotes_root__yY2cD">
<h2>What critics say</h2>
<figure><blockquote>&ldquo;A haunting, gorgeous little triumph.&rdquo;</blockquote><figcaption><a href="https://www.pcgamer.com/games/adventure/saltmarrow-review/">PC Gamer, 88/100</a></figcaption></figure>
<figure><blockquote>&ldquo;The best lighthouse in games since, well, ever.&rdquo;</blockquote><figcaption><a href="https://www.eurogamer.net/saltmarrow-review">Eurogamer, Recommended</a></figcaption></figure>
<figure><blockquote>&ldquo;Sound design you can feel in your teeth.&rdquo;</blockquote><figcaption><a href="https://www.rockpapershotgun.com/saltmarrow-review">Rock Paper Shotgun</a></figcaption></figure>
</section>
<section class="News_root__r4Dd2">
<h2>From the studio</h2>
<article><a href="/news/saltmarrow-switch-edition"><h3>Saltmarrow arrives on Switch with a physical edition</h3><p>Boxed copies land in shops this spring thanks to our friends at Limited Run Games and Ironvale.</p></a></article>
<article><a href="/news/mod-support"><h3>Mod support is live</h3><p>Build your own lighthouses and share them with the community.</p></a></article>
</section>
<section class="Newsletter_root__z7Hn0">
<h2>Keep the light on</h2>
<form action="/api/newsletter" method="post"><label for="nl-email">Email</label><input id="nl-email" type="email" name="email" required><button type="submit">Sign up</button></form>
</section>
</main>
${footer}
</div>
${nextData('/', { hero: { title: 'Saltmarrow', status: 'out-now' }, latestNews: ['saltmarrow-switch-edition', 'mod-support'] })}
</body>
</html>`;

const partners = `<!DOCTYPE html>
<html lang="en" class="__variable_3a9c1f">
${head('Partners | Lanternfall Interactive', 'The publishers, platforms, technology providers and charities we work with to make and ship Lanternfall games.', '/partners')}
<body>
<div id="__next">
${nav}
<main class="Partners_root__w2Rt4">
<header class="PageIntro_root__Gm1s0">
<h1>Partners</h1>
<p>We are a team of nineteen. Everything we ship is made possible by a small circle of partners who help us build, release and look after our games.</p>
</header>

<section class="Partners_group__Lk3Qe" id="publishing">
<h2>Publishing &amp; distribution partners</h2>
<p>We self-publish digitally in the West. These partners handle our releases, localisation and retail distribution in the regions and formats we can't cover ourselves.</p>
<div class="Partners_grid__0Hcv2">
<article class="PartnerCard_root__v5Jx8">
<img src="/partners/kumo.svg" alt="Kumo Interactive logo" loading="lazy">
<h3>Kumo Interactive</h3>
<p>Our publishing partner for Japan, Korea and Taiwan, handling console releases, ratings and local marketing.</p>
<a href="https://www.kumoplay.jp/en/" rel="noopener" target="_blank">kumoplay.jp</a>
</article>
<article class="PartnerCard_root__v5Jx8">
<img src="/partners/limited-run.svg" alt="Limited Run Games logo" loading="lazy">
<h3>Limited Run Games</h3>
<p>Physical and collector's editions of Saltmarrow for PlayStation 5 and Nintendo Switch.</p>
<a href="https://limitedrungames.com/" rel="noopener" target="_blank">limitedrungames.com</a>
</article>
<article class="PartnerCard_root__v5Jx8">
<img src="/partners/ironvale.svg" alt="Ironvale Distribution logo" loading="lazy">
<h3>Ironvale Distribution</h3>
<p>Retail distributor getting our boxed editions onto shop shelves across the UK, Ireland and the Nordics.</p>
<a href="https://ironvale-distribution.com/" rel="noopener" target="_blank">ironvale-distribution.com</a>
</article>
</div>
</section>

<section class="Partners_group__Lk3Qe" id="technology">
<h2>Technology partners</h2>
<p>The middleware and services Saltmarrow is built on.</p>
<ul class="Partners_logos__m8Pz1">
<li><a href="https://www.audiokinetic.com/en/wwise/" title="Wwise by Audiokinetic"><img src="/partners/wwise.svg" alt="Audiokinetic Wwise"></a></li>
<li><a href="https://mod.io/g/saltmarrow" title="mod.io"><img src="/partners/modio.svg" alt="mod.io"></a></li>
<li><a href="https://shardnet.io/" title="Shardnet"><img src="/partners/shardnet.svg" alt="Shardnet cross-play backend"></a></li>
</ul>
<p>Saltmarrow runs on a customised build of Unreal Engine 5. Cross-save is powered by Shardnet; our in-game mod browser is built on mod.io's SDK.</p>
</section>

<section class="Partners_group__Lk3Qe" id="community">
<h2>Community partners</h2>
<p>We work with these charities on accessibility testing and fundraising streams.</p>
<ul class="Partners_logos__m8Pz1">
<li><a href="https://ablegamers.org/"><img src="/partners/ablegamers.svg" alt="AbleGamers"></a></li>
<li><a href="https://www.specialeffect.org.uk/"><img src="/partners/specialeffect.svg" alt="SpecialEffect"></a></li>
</ul>
</section>

<section class="Partners_funding__Pp2e0">
<h2>Funding</h2>
<p>Saltmarrow was developed with support from the <a href="https://ukgamesfund.com/">UK Games Fund</a> and an investment from <a href="https://tallgrass.vc/">Tallgrass Ventures</a>.</p>
</section>

<section class="Partners_contact__Q1sd0">
<h2>Work with us</h2>
<p>Publisher, platform holder, or making something we could help with? Tell us about it.</p>
<form action="/api/partner-enquiry" method="post">
<label>Name <input name="name" required></label>
<label>Company <input name="company"></label>
<label>Email <input type="email" name="email" required></label>
<label>What did you have in mind? <textarea name="message" rows="5"></textarea></label>
<button type="submit">Send</button>
</form>
<p>Or email <a href="mailto:partners@lanternfall.games">partners@lanternfall.games</a>.</p>
</section>
</main>
${footer}
</div>
${nextData('/partners', {
  groups: [
    { id: 'publishing', partners: ['Kumo Interactive', 'Limited Run Games', 'Ironvale Distribution'] },
    { id: 'technology', partners: ['Audiokinetic', 'mod.io', 'Shardnet'] },
    { id: 'community', partners: ['AbleGamers', 'SpecialEffect'] },
  ],
})}
</body>
</html>`;

const studio = `<!DOCTYPE html>
<html lang="en" class="__variable_3a9c1f">
${head('Studio | Lanternfall Interactive', 'Lanternfall is a nineteen-person independent studio in Bristol, UK, founded in 2020.', '/studio')}
<body>
<div id="__next">
${nav}
<main class="Studio_root__bN4e2">
<h1>We make small games with big atmosphere</h1>
<p>Lanternfall was founded in 2020 by three former AAA developers who wanted to make games about places. We are nineteen people, mostly in Bristol, a few scattered along the coast of Cornwall and one in Oslo.</p>
<section>
<h2>How we work</h2>
<ul>
<li><strong>Four-day week.</strong> Since 2022, and we're not going back.</li>
<li><strong>No crunch.</strong> We plan scope around people, not the other way round.</li>
<li><strong>Open development.</strong> Our Discord sees builds before anyone else does.</li>
</ul>
</section>
<section>
<h2>Team</h2>
<div class="Team_grid__u1Wz3">
<figure><img src="/team/isla.jpg" alt="Isla Penrose"><figcaption>Isla Penrose, Creative Director</figcaption></figure>
<figure><img src="/team/dev.jpg" alt="Dev Raman"><figcaption>Dev Raman, Technical Director</figcaption></figure>
<figure><img src="/team/maren.jpg" alt="Maren Solberg"><figcaption>Maren Solberg, Audio Lead</figcaption></figure>
</div>
</section>
<section>
<h2>Investors</h2>
<p>We are backed by <a href="https://tallgrass.vc/">Tallgrass Ventures</a> and a group of angel investors from across the games industry.</p>
</section>
<section>
<h2>Memberships</h2>
<p>Lanternfall is a member of <a href="https://ukie.org.uk/">Ukie</a> and a signatory of the <a href="https://www.gamesindustryclimate.org/">Games Industry Climate Pledge</a>.</p>
</section>
<section>
<h2>Join us</h2>
<p>Open roles are listed on <a href="https://jobs.lanternfall.games/">our jobs board</a> and on <a href="https://www.workwithindies.com/">Work With Indies</a>.</p>
</section>
</main>
${footer}
</div>
${nextData('/studio', { headcount: 19 })}
</body>
</html>`;

const press = `<!DOCTYPE html>
<html lang="en" class="__variable_3a9c1f">
${head('Press kit | Lanternfall Interactive', 'Fact sheets, logos, screenshots and trailers for Saltmarrow and Lanternfall Interactive.', '/press')}
<body>
<div id="__next">
${nav}
<main class="Press_root__Tq0d6">
<h1>Press kit</h1>
<table class="Press_facts__F2b0x">
<tbody>
<tr><th>Developer</th><td>Lanternfall Interactive, Bristol, UK</td></tr>
<tr><th>Release date</th><td>14 October 2025 (PC, PS5, Xbox Series X|S); 5 March 2026 (Switch)</td></tr>
<tr><th>Price</th><td>$24.99 / &pound;19.99 / &euro;22.99</td></tr>
<tr><th>Press contact</th><td><a href="mailto:press@lanternfall.games">press@lanternfall.games</a></td></tr>
</tbody>
</table>
<h2>Selected coverage</h2>
<ul>
<li><a href="https://www.theguardian.com/games/2025/oct/14/saltmarrow-review">The Guardian: &ldquo;Saltmarrow review: a lighthouse mystery that lingers&rdquo;</a></li>
<li><a href="https://www.polygon.com/reviews/saltmarrow">Polygon: &ldquo;Saltmarrow is the cosiest scary game of the year&rdquo;</a></li>
<li><a href="https://www.gamesindustry.biz/lanternfall-four-day-week">GamesIndustry.biz: &ldquo;How Lanternfall shipped on a four-day week&rdquo;</a></li>
</ul>
<h2>Assets</h2>
<p><a href="https://presskit.lanternfall.games/saltmarrow.zip">Download the full press kit (ZIP, 412 MB)</a></p>
</main>
${footer}
</div>
${nextData('/press', { coverage: 3 })}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'lanternfall.games',
  otherDomains: ['saltmarrowgame.com'],
  covers:
    'English game studio on Next.js/Vercel (App Router markup, __NEXT_DATA__ JSON); partner cards with blurbs (publishing/distribution = channel), a logo list of middleware (technology) and charities (generic); negatives: store badges, award laurels, critic quotes, press coverage, investors and a grant fund, trade-body memberships, job board, socials, own game microsite',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/studio': { headers, html: studio },
    '/press': { headers, html: press },
  },
  sitemap: ['/', '/games/saltmarrow', '/studio', '/partners', '/press', '/news/saltmarrow-switch-edition', '/news/mod-support'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'open-graph', 'plausible', 'youtube'],
  partners: {
    'kumoplay.jp': 'channel',
    'limitedrungames.com': 'channel',
    'ironvale-distribution.com': 'channel',
    'audiokinetic.com': 'technology',
    'mod.io': 'technology',
    'shardnet.io': 'technology',
    'ablegamers.org': 'generic',
    'specialeffect.org.uk': 'generic',
  },
};
