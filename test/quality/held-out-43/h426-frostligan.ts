import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  'cache-control': 'max-age=0, s-maxage=300',
  'x-cluster-name': 'eu-north-1-prod-hosting-blue',
};

const SITE = '64a1f0c2e9b7d3a5c8e10f42';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

const head = (title: string, description: string, pageId: string): string =>
  `<!DOCTYPE html><!-- Last Published: Mon Sep 09 2024 08:14:22 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="frostligan.se" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="sv"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${CDN}/66b2c1d0a9e8f7c6b5a4d3e2_frostligan-og.jpg" property="og:image"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/frostligan.webflow.3c9e2a1f0.min.css" rel="stylesheet" type="text/css"/><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-FR05T1G4N8"></script><script type="text/javascript">window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('set', 'developer_id.dZGVlNj', true);gtag('js', new Date());gtag('config', 'G-FR05T1G4N8');</script><link href="${CDN}/64a1f1e3d2c4b5a6978e0f11_favicon.png" rel="shortcut icon" type="image/x-icon"/></head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/64a1f1e3d2c4b5a6978e0f12_frostligan-logo.svg" loading="lazy" alt="Frostligan" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/turneringar" class="nav-link w-nav-link">Turneringar</a><a href="/schema" class="nav-link w-nav-link">Schema</a><a href="/partners" class="nav-link w-nav-link">Partners</a><a href="/om-oss" class="nav-link w-nav-link">Om oss</a><a href="/kontakt" class="nav-link w-nav-link">Kontakt</a><a href="https://www.twitch.tv/frostligan" class="nav-button w-button">Se live på Twitch</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/64a1f1e3d2c4b5a6978e0f12_frostligan-logo.svg" loading="lazy" alt="Frostligan"/><p class="footer-text">Frostligan Esport AB · Kungsgatan 44, 411 19 Göteborg · org.nr 559214-7730</p><p class="footer-text">Medlem i <a href="https://www.svenskaesportforbundet.se/" class="footer-link">Svenska Esportförbundet</a></p></div><div><h4 class="footer-heading">Ligan</h4><a href="/turneringar" class="footer-link">Turneringar</a><a href="/partners" class="footer-link">Partners &amp; sponsorer</a><a href="https://frostligan.teamtailor.com/" class="footer-link">Jobba hos oss</a><a href="/regler" class="footer-link">Regelverk</a></div><div><h4 class="footer-heading">Följ oss</h4><a href="https://www.twitch.tv/frostligan" class="footer-link">Twitch</a><a href="https://www.youtube.com/@frostligan" class="footer-link">YouTube</a><a href="https://discord.gg/frostligan" class="footer-link">Discord</a><a href="https://www.tiktok.com/@frostligan" class="footer-link">TikTok</a><a href="https://www.instagram.com/frostligan/" class="footer-link">Instagram</a></div></div><div class="footer-bottom">© 2024 Frostligan Esport AB · <a href="/integritetspolicy" class="footer-link">Integritetspolicy</a></div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4b2e8c1d7a6f.js" type="text/javascript"></script>`;

const page = (title: string, description: string, pageId: string, content: string): string =>
  `${head(title, description, pageId)}<body class="body">${nav}${content}${footer}</body></html>`;

const tickerItem = (name: string, url: string, img: string): string =>
  `<a href="${url}" target="_blank" class="ticker-logo-link w-inline-block"><img src="${CDN}/${img}" loading="lazy" alt="${name}" class="ticker-logo"/></a>`;

const ticker = [
  tickerItem('Nordlys Games', 'https://www.nordlysgames.com/', '65c0a1b2c3d4e5f601a2b3c4_nordlys.svg'),
  tickerItem('Gamerhallen Malmö', 'https://gamerhallen.se/', '65c0a1b2c3d4e5f601a2b3c5_gamerhallen.svg'),
  tickerItem('Isbjörn Interactive', 'https://isbjorninteractive.com/', '65c0a1b2c3d4e5f601a2b3c6_isbjorn.svg'),
  tickerItem('Kvarnby LAN', 'https://www.kvarnbylan.se/', '65c0a1b2c3d4e5f601a2b3c7_kvarnby.svg'),
].join('');

const techCard = (name: string, url: string, text: string): string =>
  `<div role="listitem" class="tech-card w-dyn-item"><h3 class="tech-card-title">${name}</h3><p class="tech-card-text">${text}</p><a href="${url}" target="_blank" class="text-link">Läs mer om ${name} ↗</a></div>`;

export const site: CorpusSite = {
  domain: 'frostligan.se',
  covers:
    'Swedish esports league on Webflow (jQuery from Webflow CDN, GA4 via gtag); partners page with a duplicated infinite logo ticker of tournament partners (generic), Webflow CMS cards of technology partners, and a sponsors section on the same page (not partners); negatives: participating teams, Twitch/YouTube/Discord/TikTok/Instagram, Teamtailor careers, federation membership, prize-pool sponsor on home',
  pages: {
    '/': {
      headers,
      html: page(
        'Frostligan – Nordens största community-liga i esport',
        'Frostligan arrangerar turneringar i CS2, Valorant och Rocket League för lag i hela Norden.',
        '64a1f0c2e9b7d3a5c8e10f43',
        `<section class="hero"><div class="container w-container"><h1 class="hero-heading">Nordens största community-liga</h1><p class="hero-text">Säsong 9 drar igång 14 oktober. Över 600 lag i CS2, Valorant och Rocket League – från division 6 till LAN-finalen i Göteborg.</p><a href="/turneringar" class="button w-button">Anmäl ditt lag</a></div></section><section class="section"><div class="container w-container"><h2>Säsongens topplag</h2><div class="teams-grid w-layout-grid"><a href="https://www.team-norrsken.se/" class="team-card w-inline-block"><img src="${CDN}/66a0_norrsken.png" loading="lazy" alt="Team Norrsken"/><div>Team Norrsken</div></a><a href="https://vargflocken.gg/" class="team-card w-inline-block"><img src="${CDN}/66a0_vargflocken.png" loading="lazy" alt="Vargflocken"/><div>Vargflocken</div></a></div><p>Prispotten på 250 000 kr delas ut av huvudsponsorn Blixt Energy. <a href="/partners" class="text-link">Se alla partners och sponsorer</a></p></div></section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners & sponsorer – Frostligan',
        'Frostligan görs möjlig av våra turneringspartners, teknikpartners och sponsorer.',
        '64a1f0c2e9b7d3a5c8e10f47',
        `<section class="section"><div class="container w-container"><h1>Partners &amp; sponsorer</h1><p class="lead">Frostligan byggs tillsammans med spelutvecklare, arenor och tekniska leverantörer som delar vår vision om öppen esport för alla.</p></div></section><section class="section"><div class="container w-container"><h2>Turneringspartners</h2><p>Våra turneringspartners står för spellicenser, LAN-lokaler och kvalturneringar.</p></div><div class="ticker-wrapper"><div class="ticker-track">${ticker}</div><div class="ticker-track" aria-hidden="true">${ticker}</div></div></section><section class="section"><div class="container w-container"><h2>Teknikpartners</h2><div class="w-dyn-list"><div role="list" class="tech-grid w-dyn-items">${techCard('Bracketly', 'https://bracketly.gg/', 'Turneringsplattformen där alla matcher, resultat och tabeller hanteras.')}${techCard('Sentinel AC', 'https://www.sentinelac.com/', 'Anti-cheat på klientnivå i samtliga divisioner.')}${techCard('Castwerk', 'https://castwerk.tv/', 'Grafik och produktion för våra sändningar på Twitch.')}</div></div></div></section><section class="section sponsors"><div class="container w-container"><h2>Ligans sponsorer</h2><p>Sponsorerna finansierar prispotten och LAN-finalen.</p><div class="sponsor-grid w-layout-grid"><a href="https://www.blixtenergy.se/" class="sponsor-logo w-inline-block"><img src="${CDN}/65d1_blixt.svg" loading="lazy" alt="Blixt Energy – huvudsponsor"/></a><a href="https://www.kraftbanken.se/" class="sponsor-logo w-inline-block"><img src="${CDN}/65d1_kraftbanken.svg" loading="lazy" alt="Kraftbanken"/></a><a href="https://nordichair.se/" class="sponsor-logo w-inline-block"><img src="${CDN}/65d1_nordichair.svg" loading="lazy" alt="NordicChair"/></a></div><p>Vill du synas i Frostligan? <a href="/kontakt" class="text-link">Kontakta oss om partnerskap</a>.</p></div></section>`,
      ),
    },
    '/om-oss': {
      headers,
      html: page(
        'Om oss – Frostligan',
        'Frostligan startades 2019 av tre LAN-arrangörer från Göteborg.',
        '64a1f0c2e9b7d3a5c8e10f44',
        `<section class="section"><div class="container w-container"><h1>Om Frostligan</h1><p>Frostligan startades 2019 av tre LAN-arrangörer från Göteborg. I dag är vi elva anställda och över 80 volontärer som driver ligan, sändningarna och LAN-finalen.</p><p>Vi nominerades till Årets esportarrangör på Svenska Esportgalan 2023.</p><p>Vill du jobba med oss? Se <a href="https://frostligan.teamtailor.com/" class="text-link">lediga tjänster</a>.</p></div></section>`,
      ),
    },
    '/kontakt': {
      headers,
      html: page(
        'Kontakt – Frostligan',
        'Kontakta Frostligan.',
        '64a1f0c2e9b7d3a5c8e10f45',
        `<section class="section"><div class="container w-container"><h1>Kontakt</h1><p>Lagfrågor: <a href="mailto:support@frostligan.se">support@frostligan.se</a><br/>Partnerskap: <a href="mailto:partner@frostligan.se">partner@frostligan.se</a><br/>Press: <a href="mailto:press@frostligan.se">press@frostligan.se</a></p><div class="w-form"><form id="kontakt-form" name="kontakt-form" data-name="Kontakt" method="get"><label for="namn">Namn</label><input class="w-input" maxlength="256" name="namn" data-name="Namn" type="text" id="namn"/><label for="epost">E-post</label><input class="w-input" maxlength="256" name="epost" type="email" id="epost" required=""/><input type="submit" data-wait="Vänta..." class="w-button" value="Skicka"/></form></div></div></section>`,
      ),
    },
  },
  technologies: ['webflow', 'jquery', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'nordlysgames.com': 'generic',
    'gamerhallen.se': 'generic',
    'isbjorninteractive.com': 'generic',
    'kvarnbylan.se': 'generic',
    'bracketly.gg': 'technology',
    'sentinelac.com': 'technology',
    'castwerk.tv': 'technology',
  },
};
