import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string, bodyClass: string) => `<!DOCTYPE html>
<html lang="en">
<head>

    <title>${title}</title>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    
    <link rel="preload" as="style" href="https://castwright.fm/assets/built/screen.css?v=4b1c2e8d7a">
    <link rel="preload" as="script" href="https://castwright.fm/assets/built/source.js?v=4b1c2e8d7a">
    
    <link rel="stylesheet" type="text/css" href="https://castwright.fm/assets/built/screen.css?v=4b1c2e8d7a">

    <style>
        :root {
            --background-color: #fbf7f2
        }
    </style>

    <meta name="description" content="${description}">
    <link rel="icon" href="https://castwright.fm/content/images/size/w256h256/2024/04/castwright-icon.png" type="image/png">
    <link rel="canonical" href="https://castwright.fm${path}">
    <meta name="referrer" content="no-referrer-when-downgrade">
    
    <meta property="og:site_name" content="Castwright">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="https://castwright.fm${path}">
    <meta property="og:image" content="https://castwright.fm/content/images/2024/04/castwright-og.png">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:title" content="${title}">
    <meta name="twitter:site" content="@castwrightfm">
    
    <script type="application/ld+json">
{
    "@context": "https://schema.org",
    "@type": "WebPage",
    "publisher": {
        "@type": "Organization",
        "name": "Castwright",
        "url": "https://castwright.fm/",
        "logo": {
            "@type": "ImageObject",
            "url": "https://castwright.fm/content/images/2024/04/castwright-logo.png"
        }
    },
    "url": "https://castwright.fm${path}",
    "mainEntityOfPage": "https://castwright.fm${path}",
    "description": "${description}"
}
    </script>

    <meta name="generator" content="Ghost 5.105">
    <link rel="alternate" type="application/rss+xml" title="Castwright" href="https://castwright.fm/rss/">
    <script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.48/umd/portal.min.js" data-i18n="true" data-ghost="https://castwright.fm/" data-key="8f2c1d9e6a4b7c3e5f0a1b2c3d" data-api="https://castwright.fm/ghost/api/content/" data-locale="en" crossorigin="anonymous"></script><style id="gh-members-styles">.gh-post-upgrade-cta-content,
.gh-post-upgrade-cta {
    display: flex;
    flex-direction: column;
    align-items: center;
    font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Oxygen, Ubuntu, Cantarell, 'Open Sans', 'Helvetica Neue', sans-serif;
    text-align: center;
    width: 100%;
    color: #ffffff;
    font-size: 16px;
}
</style>
    <script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="8f2c1d9e6a4b7c3e5f0a1b2c3d" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="https://castwright.fm/" data-locale="en" crossorigin="anonymous"></script>
    
    <link href="https://castwright.fm/webmentions/receive/" rel="webmention">
    <script defer src="/public/cards.min.js?v=4b1c2e8d7a"></script>
    <link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=4b1c2e8d7a">
    <script defer src="/public/member-attribution.min.js?v=4b1c2e8d7a"></script><style>:root {--ghost-accent-color: #e4572e;}</style>
    <script defer data-domain="castwright.fm" src="https://plausible.io/js/plausible.js"></script>

</head>

<body class="${bodyClass} has-sans-title has-sans-body">

<div class="gh-viewport">
    
    <header id="gh-navigation" class="gh-navigation is-left-logo has-accent-color gh-outer">
    <div class="gh-navigation-inner gh-inner">

        <div class="gh-navigation-brand">
            <a class="gh-navigation-logo is-title" href="https://castwright.fm">
                    <img src="https://castwright.fm/content/images/2024/04/castwright-logo.png" alt="Castwright">
            </a>
        </div>

        <nav class="gh-navigation-menu">
            <ul class="nav">
    <li class="nav-features"><a href="https://castwright.fm/features/">Features</a></li>
    <li class="nav-pricing"><a href="https://castwright.fm/pricing/">Pricing</a></li>
    <li class="nav-integrations"><a href="https://castwright.fm/integrations/">Integrations</a></li>
    <li class="nav-shows"><a href="https://castwright.fm/shows/">Shows</a></li>
    <li class="nav-blog"><a href="https://castwright.fm/blog/">Blog</a></li>
</ul>

        </nav>

        <div class="gh-navigation-actions">
                <div class="gh-navigation-members">
                            <a href="https://app.castwright.fm/login">Sign in</a>
                                <a class="gh-button" href="https://app.castwright.fm/signup">Start free</a>
                </div>
        </div>

    </div>
</header>`;

const foot = `
    <footer class="gh-footer has-accent-color gh-outer">
    <div class="gh-footer-inner gh-inner">

        <div class="gh-footer-bar">
            <span class="gh-footer-logo is-title">
                    <img src="https://castwright.fm/content/images/2024/04/castwright-logo.png" alt="Castwright">
            </span>
            <nav class="gh-footer-menu">
                <ul class="nav">
    <li class="nav-about"><a href="https://castwright.fm/about/">About</a></li>
    <li class="nav-production-partners"><a href="https://castwright.fm/production-partners/">Production partners</a></li>
    <li class="nav-status"><a href="https://status.castwright.fm/">Status</a></li>
    <li class="nav-privacy"><a href="https://castwright.fm/privacy/">Privacy</a></li>
    <li class="nav-jobs"><a href="https://jobs.ashbyhq.com/castwright">Jobs</a></li>
</ul>

            </nav>
            <div class="gh-footer-copyright">
                Castwright, Inc. &copy; 2025 &middot; Made in Brooklyn
            </div>
        </div>

        <div class="gh-footer-signup">
            <h2 class="gh-footer-signup-header is-title">The Castwright Dispatch</h2>
            <p class="gh-footer-signup-subhead is-body">Growth tips for independent podcasters, every other Thursday.</p>
            <form class="gh-form" data-members-form>
                <input class="gh-form-input" id="footer-email" name="email" type="email" placeholder="jamie@example.com" required data-members-email>
                <button class="gh-button" type="submit" aria-label="Subscribe">Subscribe</button>
            </form>
        </div>

        <div class="gh-footer-social"><a href="https://www.threads.net/@castwrightfm">Threads</a> &middot; <a href="https://bsky.app/profile/castwright.fm">Bluesky</a> &middot; <a href="https://www.youtube.com/@castwright">YouTube</a></div>

    </div>
</footer>
    
</div>

<script src="https://castwright.fm/assets/built/source.js?v=4b1c2e8d7a"></script>

</body>
</html>`;

const home = `${head('Castwright — Podcast hosting for independent shows', 'Host, distribute, monetise and measure your podcast. IAB-certified stats, dynamic ads and private feeds for members.', '/', 'home-template')}

<main class="gh-main">
    <section class="gh-header is-classic has-image gh-outer">
        <div class="gh-header-inner">
            <div class="gh-header-content">
                <h1 class="gh-header-title is-title">Podcast hosting that pays you back</h1>
                <p class="gh-header-description is-body">Host unlimited episodes, publish everywhere in one click, and earn from dynamic ads and paid private feeds.</p>
                <a class="gh-button" href="https://app.castwright.fm/signup">Start your free trial</a>
            </div>
        </div>
    </section>

    <section class="gh-container is-grid gh-outer">
        <div class="gh-container-inner gh-inner">
            <h2 class="gh-container-title">From the blog</h2>
            <main class="gh-main">
                <div class="gh-feed">
    <article class="gh-card post featured">
        <a class="gh-card-link" href="/blog/dynamic-ad-insertion-under-the-hood/">
            <figure class="gh-card-image"><img src="/content/images/size/w600/2025/02/dai-architecture.png" alt="Dynamic ad insertion under the hood" loading="lazy"></figure>
            <div class="gh-card-wrapper"><h3 class="gh-card-title is-title">Dynamic ad insertion, under the hood</h3><p class="gh-card-excerpt is-body">How we stitch ads into 40 million downloads a month without re-encoding a single file.</p><footer class="gh-card-meta"><span class="gh-card-author">By Ruth Okafor</span><time class="gh-card-date" datetime="2025-02-18">Feb 18, 2025</time></footer></div>
        </a>
    </article>
    <article class="gh-card post">
        <a class="gh-card-link" href="/blog/private-feeds-for-members/">
            <div class="gh-card-wrapper"><h3 class="gh-card-title is-title">Private feeds: charge your biggest fans directly</h3><footer class="gh-card-meta"><time class="gh-card-date" datetime="2025-01-28">Jan 28, 2025</time></footer></div>
        </a>
    </article>
                </div>
            </main>
        </div>
    </section>

    <section class="gh-cta gh-outer">
        <div class="gh-inner">
            <p class="gh-cta-eyebrow">Trusted by 9,000+ shows, including</p>
            <p class="gh-cta-shows">Night Shift Stories &middot; The Borough Kitchen &middot; Small Claims Court &middot; Ask a Beekeeper</p>
            <p>Castwright is <a href="https://iabtechlab.com/compliance-programs/compliant-companies/">IAB Tech Lab Podcast Measurement certified</a>.</p>
        </div>
    </section>
</main>
${foot}`;

const bookmark = (url: string, title: string, description: string, publisher: string, icon: string) =>
  `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="${url}"><div class="kg-bookmark-content"><div class="kg-bookmark-title">${title}</div><div class="kg-bookmark-description">${description}</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="${icon}" alt=""><span class="kg-bookmark-author">${publisher}</span></div></div></a></figure>`;

const integrations = `${head('Integrations — Castwright', 'Connect Castwright to the tools you record, edit, sell and measure with.', '/integrations/', 'page-template page-integrations')}

<main id="site-main" class="site-main">
<article class="article page">

    <header class="article-header gh-canvas">
        <h1 class="article-title">Integrations</h1>
        <p class="article-excerpt">Record in your favourite studio, publish to Castwright, and sell memberships with the tools you already use.</p>
    </header>

    <section class="gh-content gh-canvas is-body">
        <h2 id="record-and-edit">Record &amp; edit</h2>
        <p>Publish straight from your editor &ndash; no exporting, no uploading.</p>
        ${bookmark('https://www.descript.com/integrations/castwright?ref=castwright.fm', 'Publish to Castwright from Descript', 'Send a finished episode, chapters and transcript to Castwright with one click.', 'Descript', 'https://www.descript.com/favicon-196.png')}
        ${bookmark('https://riverside.fm/integrations?ref=castwright.fm', 'Riverside integrations', 'Remote recording in studio quality. Auto-publish to your Castwright show.', 'Riverside', 'https://riverside.fm/favicon.ico')}
        <h2 id="memberships">Memberships &amp; paid feeds</h2>
        <div class="kg-card kg-callout-card kg-callout-card-accent"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Private feeds work with Patreon and Memberful out of the box. Listeners get a personal RSS link that works in any podcast app.</div></div>
        ${bookmark('https://patreon.com/apps/castwright?ref=castwright.fm', 'Castwright for Patreon', 'Give patrons an ad-free or bonus feed automatically, by tier.', 'Patreon', 'https://c5.patreon.com/external/favicon/favicon-32x32.png')}
        ${bookmark('https://memberful.com/integrations/castwright/?ref=castwright.fm', 'Memberful + Castwright', 'Sell podcast memberships on your own website.', 'Memberful', 'https://memberful.com/favicon.png')}
        <h2 id="measurement">Measurement &amp; ads</h2>
        <p>Castwright&rsquo;s own stats are IAB 2.2 certified. If your advertisers ask for third-party verification, add a prefix in one click:</p>
        <ul><li><a href="https://www.podtrac.com/publisher-measurement/?ref=castwright.fm">Podtrac</a> &ndash; audience measurement and rankings</li><li><a href="https://podscribe.com/?ref=castwright.fm">Podscribe</a> &ndash; ad verification and attribution</li></ul>
        <h2 id="automation">Automation &amp; websites</h2>
        <div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span>Zapier</span></h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg id="Regular" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="cls-1" d="M23.25,7.311,12.53,18.03a.749.749,0,0,1-1.06,0L.75,7.311"></path></svg></button></div><div class="kg-toggle-content"><p>Trigger Zaps when an episode is published or a new private-feed subscriber signs up. <a href="https://zapier.com/apps/castwright/integrations?ref=castwright.fm">Castwright on Zapier</a>.</p></div></div>
        <div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span>WordPress</span></h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg id="Regular" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="cls-1" d="M23.25,7.311,12.53,18.03a.749.749,0,0,1-1.06,0L.75,7.311"></path></svg></button></div><div class="kg-toggle-content"><p>Our official plugin embeds players and syncs show notes to posts: <a href="https://wordpress.org/plugins/castwright-player/?ref=castwright.fm">wordpress.org/plugins/castwright-player</a>.</p></div></div>
        <h2 id="distribution">Distribution</h2>
        <p>Every show is submitted to Apple Podcasts, Spotify, YouTube Music, Amazon Music, Pocket Casts and Overcast when you publish your first episode. Listeners can find you anywhere.</p>
        <hr>
        <p>Making a podcast for a brand? Our <a href="/production-partners/">production partners</a> can help.</p>
    </section>

</article>
</main>
${foot}`;

const partners = `${head('Production partners — Castwright', 'Independent studios that produce shows on Castwright for brands and creators.', '/production-partners/', 'page-template page-production-partners')}

<main id="site-main" class="site-main">
<article class="article page">

    <header class="article-header gh-canvas">
        <h1 class="article-title">Production partners</h1>
        <p class="article-excerpt">Need help making your show? These studios are Castwright Certified Production Partners. They know the platform inside out and get priority support.</p>
    </header>

    <section class="gh-content gh-canvas is-body">
        <div class="kg-card kg-header-card kg-v2 kg-width-full kg-content-wide" style="background-color: #1b1b1b;" data-background-color="#1b1b1b"><div class="kg-header-card-content"><div class="kg-header-card-text kg-align-center"><h2 id="certified-studios" class="kg-header-card-heading" style="color: #FFFFFF;" data-text-color="#FFFFFF"><span style="white-space: pre-wrap;">Certified studios</span></h2></div></div></div>
        <h3 id="hearth-audio">Hearth Audio <em>(New York)</em></h3>
        <p>Narrative and branded documentary series for Fortune 500 brands. <a href="https://hearthaudio.com/?ref=castwright.fm">hearthaudio.com</a></p>
        <h3 id="lowercase-studios">Lowercase Studios <em>(Los Angeles)</em></h3>
        <p>Interview shows and video podcasts for creators. <a href="https://www.lowercasestudios.co/?ref=castwright.fm">Website</a></p>
        <h3 id="signal-noise">Signal &amp; Noise Productions <em>(Chicago)</em></h3>
        <p>Editing-only packages from $150 an episode. Find them at signalnoise.studio.</p>
        <h3 id="fieldnote">Fieldnote Media <em>(Portland, OR)</em></h3>
        <p>Podcasts for nonprofits and public media. Email <a href="mailto:hello@fieldnote.media">hello@fieldnote.media</a>.</p>
        <h3 id="mapleton">Mapleton Sound <em>(Austin)</em></h3>
        <p>Launch strategy and full production. Website coming soon.</p>
        <hr>
        <p>Want to become a production partner? <a href="https://castwright.fm/production-partners/apply/">Apply here</a>.</p>
    </section>

</article>
</main>
${foot}`;

const shows = `${head('Shows on Castwright', 'A few of the 9,000+ independent shows hosted on Castwright.', '/shows/', 'page-template page-shows')}

<main id="site-main" class="site-main">
<article class="article page">
    <header class="article-header gh-canvas"><h1 class="article-title">Shows on Castwright</h1></header>
    <section class="gh-content gh-canvas is-body">
        <figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container"><div class="kg-gallery-row"><div class="kg-gallery-image"><img src="https://castwright.fm/content/images/2025/01/night-shift-stories.jpg" width="600" height="600" loading="lazy" alt="Night Shift Stories cover art"></div><div class="kg-gallery-image"><img src="https://castwright.fm/content/images/2025/01/borough-kitchen.jpg" width="600" height="600" loading="lazy" alt="The Borough Kitchen cover art"></div><div class="kg-gallery-image"><img src="https://castwright.fm/content/images/2025/01/small-claims.jpg" width="600" height="600" loading="lazy" alt="Small Claims Court cover art"></div></div></div></figure>
        <ul>
            <li><strong>Night Shift Stories</strong> &ndash; true stories from people who work while you sleep. <a href="https://nightshiftstories.com/?ref=castwright.fm">nightshiftstories.com</a></li>
            <li><strong>The Borough Kitchen</strong> &ndash; Brooklyn&rsquo;s home cooks. Produced by Hearth Audio. <a href="https://podcasts.apple.com/us/podcast/the-borough-kitchen/id1600123456?ref=castwright.fm">Listen on Apple Podcasts</a></li>
            <li><strong>Small Claims Court</strong> &ndash; a comedy about tiny disputes. <a href="https://open.spotify.com/show/4bX9aQ2mZ1cD3eF5gH7iJ8?ref=castwright.fm">Listen on Spotify</a></li>
            <li><strong>Ask a Beekeeper</strong> &ndash; <a href="https://www.askabeekeeper.org/?ref=castwright.fm">askabeekeeper.org</a></li>
        </ul>
    </section>
</article>
</main>
${foot}`;

const post = `${head('Dynamic ad insertion, under the hood — Castwright', 'How we stitch ads into 40 million downloads a month without re-encoding a single file.', '/blog/dynamic-ad-insertion-under-the-hood/', 'post-template tag-engineering')}

<main id="site-main" class="site-main">
<article class="article post tag-engineering featured">

    <header class="article-header gh-canvas">
        <div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="/tag/engineering/">Engineering</a></span></div>
        <h1 class="article-title">Dynamic ad insertion, under the hood</h1>
        <div class="article-byline"><div class="article-byline-content"><div class="article-byline-meta"><h4 class="author-name"><a href="/author/ruth/">Ruth Okafor</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="2025-02-18">Feb 18, 2025</time><span class="byline-reading-time"><span class="bull">&bull;</span> 9 min read</span></div></div></div></div>
    </header>

    <section class="gh-content gh-canvas is-body">
        <p>Every time a listener presses play, our edge decides which ads to stitch into the episode. Here&rsquo;s how that works.</p>
        <h2 id="the-edge">The edge</h2>
        <p>Audio is served from <a href="https://www.fastly.com/?ref=castwright.fm">Fastly</a>&rsquo;s Compute platform. We tried <a href="https://workers.cloudflare.com/?ref=castwright.fm">Cloudflare Workers</a> first, but needed longer CPU budgets for MP3 frame alignment.</p>
        <h2 id="storage">Storage</h2>
        <p>Original files live in <a href="https://aws.amazon.com/s3/?ref=castwright.fm">Amazon S3</a>; ad creatives are cached at the edge for 24 hours.</p>
        <figure class="kg-card kg-code-card"><pre><code class="language-js">const frame = alignToFrame(offset, header.bitrate);</code></pre></figure>
        <p>Questions? Join us in the <a href="https://discord.gg/castwright">Castwright Discord</a>.</p>
    </section>

</article>
</main>
${foot}`;

const about = `${head('About — Castwright', 'Castwright is a podcast hosting company in Brooklyn, New York.', '/about/', 'page-template page-about')}

<main id="site-main" class="site-main">
<article class="article page">
    <header class="article-header gh-canvas"><h1 class="article-title">About Castwright</h1></header>
    <section class="gh-content gh-canvas is-body">
        <p>We started Castwright in 2020 because hosting companies were being bought by ad networks, and independent shows were losing control of their feeds. We&rsquo;re 19 people, fully remote, with an office in Brooklyn.</p>
        <h2 id="investors">Investors</h2>
        <p>We raised a $6M seed round from <a href="https://www.usv.com/?ref=castwright.fm">Union Square Ventures</a> and <a href="https://www.boldstart.vc/?ref=castwright.fm">Boldstart Ventures</a>, with angels from the podcast industry.</p>
        <h2 id="press">Press</h2>
        <ul><li><a href="https://www.theverge.com/2024/podcast-hosting-independent?ref=castwright.fm">The Verge: The hosting company built for indie podcasters</a></li><li><a href="https://podnews.net/press-release/castwright-private-feeds?ref=castwright.fm">Podnews: Castwright launches private feeds</a></li></ul>
        <p>We are members of the <a href="https://podcastindex.org/?ref=castwright.fm">Podcast Index</a> community and support Podcasting 2.0 namespace tags.</p>
    </section>
</article>
</main>
${foot}`;

export const site: CorpusSite = {
  domain: 'castwright.fm',
  covers:
    'US podcast-hosting company on Ghost (Source theme, Fastly/Varnish): integrations as Koenig bookmark cards, a plain list and toggle cards with ?ref= outbound tagging, production partners as headings with links, a bare written domain, an e-mail-only domain and one without any website, linked only from the footer; traps are distribution platforms named in prose, hosted shows with Apple/Spotify links, IAB certification, Podcast Index, investors, press and an engineering post linking to CDN and cloud vendors.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0',
        'x-served-by': 'cache-ewr-kewr1740070-EWR',
        'x-cache': 'HIT',
        'x-cache-hits': '3',
        via: '1.1 varnish',
        vary: 'Accept-Encoding, cookie',
        etag: 'W/"1a9f3-Qm8h2sB0c+U0w0jVbQqT3f1p0aE"',
      },
      html: home,
    },
    '/integrations/': { html: integrations },
    '/production-partners/': { html: partners },
    '/shows/': { html: shows },
    '/blog/dynamic-ad-insertion-under-the-hood/': { html: post },
    '/about/': { html: about },
  },
  sitemap: ['/', '/integrations/', '/production-partners/', '/shows/', '/about/', '/blog/dynamic-ad-insertion-under-the-hood/'],
  technologies: ['ghost', 'node-js', 'varnish', 'jsdelivr', 'plausible', 'open-graph', 'rss'],
  partners: {
    'descript.com': 'technology',
    'riverside.fm': 'technology',
    'patreon.com': 'technology',
    'memberful.com': 'technology',
    'podtrac.com': 'technology',
    'podscribe.com': 'technology',
    'zapier.com': 'technology',
    'wordpress.org': 'technology',
    'hearthaudio.com': 'channel',
    'lowercasestudios.co': 'channel',
    'signalnoise.studio': 'channel',
    'fieldnote.media': 'channel',
  },
};
