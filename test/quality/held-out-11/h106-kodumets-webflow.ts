import type { CorpusSite } from '../corpus/types.js';

const SITE = '64f1c2a9b7e3d05a11c8e4f2';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

const page = (pageId: string, title: string, body: string) =>
  `<!DOCTYPE html><!-- Last Published: Tue May 28 2024 09:14:51 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.kodumetsmajad.ee" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="et"><head><meta charset="utf-8"/><title>${title}</title><meta content="Kodumets toodab Lõuna-Eestis puitkarkassiga moodul- ja elementmaju. Maja võtmed kätte 16 nädalaga." name="description"/><meta content="${title}" property="og:title"/><meta content="${CDN}/6500aa11f2c3d4e5f6a7b8c9_og-kodumets.jpg" property="og:image"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/kodumets.webflow.shared.7d21c0f4e.min.css" rel="stylesheet" type="text/css"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","Fraunces:400,600"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/6500ab01c2d3e4f5a6b7c8d9_favicon.png" rel="shortcut icon" type="image/x-icon"/><script type="text/javascript" charset="UTF-8" src="//cdn.cookie-script.com/s/3f9a1c7e2b5d8f0a4c6e1b3d5f7a9c2e.js"></script><script type="text/javascript" src="https://cdn.weglot.com/weglot.min.js"></script><script>Weglot.initialize({ api_key: 'wg_8a1c3e5f7b9d2f4a6c8e0b1d3f5a7c9e' });</script></head><body><div data-animation="default" class="navbar w-nav" data-easing2="ease" data-easing="ease" data-collapse="medium" role="banner" data-duration="400"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/6500ab44d5e6f7a8b9c0d1e2_kodumets-logo.svg" loading="lazy" alt="Kodumets" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/majad" class="nav-link w-nav-link">Majad</a><a href="/kuidas-me-ehitame" class="nav-link w-nav-link">Kuidas me ehitame</a><a href="/edasimuujad" class="nav-link w-nav-link">Edasimüüjad</a><a href="/meist" class="nav-link w-nav-link">Meist</a><a href="/blogi" class="nav-link w-nav-link">Blogi</a><a href="/kontakt" class="button nav-button w-button">Küsi pakkumist</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>${body}<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/6500ab44d5e6f7a8b9c0d1e2_kodumets-logo.svg" loading="lazy" alt="Kodumets" class="logo footer-logo"/><p class="footer-text">Kodumets Majad OÜ<br/>Tehase 4, 66201 Põlva<br/>Reg. kood 14523870</p></div><div class="footer-links"><a href="/majad" class="footer-link">Majad</a><a href="/partnerid" class="footer-link">Koostööpartnerid</a><a href="/edasimuujad" class="footer-link">Edasimüüjad välismaal</a><a href="/karjaar" class="footer-link">Karjäär</a><a href="/privaatsuspoliitika" class="footer-link">Privaatsuspoliitika</a></div><div class="footer-links"><a href="https://www.facebook.com/kodumetsmajad" target="_blank" class="footer-link">Facebook</a><a href="https://www.instagram.com/kodumets/" target="_blank" class="footer-link">Instagram</a><a href="https://www.youtube.com/@kodumetsmajad" target="_blank" class="footer-link">YouTube</a></div></div><div class="footer-copyright">© 2024 Kodumets Majad OÜ</div></div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.5b8e1f2c7a.js" type="text/javascript"></script></body></html>`;

const dealer = (name: string, city: string, contact: string) =>
  `<div role="listitem" class="dealer-item w-dyn-item"><div class="dealer-card"><h4 class="dealer-name">${name}</h4><div class="dealer-city">${city}</div>${contact}</div></div>`;

export const site: CorpusSite = {
  domain: 'kodumetsmajad.ee',
  covers:
    'Estonian prefab timber-house maker on Webflow (Cloudflare, Weglot, Cookie-Script, Google Fonts loader): foreign dealers in Webflow tabs by country as CMS cards with "Külasta kodulehte" buttons (one domain only written, one with e-mail only), and a partners page of local builders, architects and a window supplier whose builder names link to internal CMS detail pages that link out; traps are the timber association, a wood-building award, state co-funding, a job portal, suppliers and tools named in a blog post and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.kodumetsmajad.ee/' },
    'https://www.kodumetsmajad.ee/': {
      headers: {
        'content-type': 'text/html',
        server: 'cloudflare',
        'cf-ray': '88c1f0a2bd4e7731-TLL',
        'cf-cache-status': 'HIT',
        'surrogate-control': 'max-age=432000',
        'surrogate-key': `${SITE} pageId:64f1c2a9b7e3d05a11c8e4f5 ${SITE}_latest`,
        'x-frame-options': 'SAMEORIGIN',
      },
      html: page(
        '64f1c2a9b7e3d05a11c8e4f5',
        'Kodumets – puitmoodulmajad Lõuna-Eestist',
        `<section class="hero"><div class="hero-container w-container"><h1 class="hero-heading">Sinu kodu. Meie metsast.</h1><p class="hero-text">Projekteerime ja toodame puitkarkassiga moodul- ja elementmaju Põlvamaal. Tehases valmib maja 90% ulatuses, objektil paneme selle kokku paari päevaga.</p><a href="/majad" class="button w-button">Vaata majatüüpe</a></div></section><section class="section"><div class="w-container"><h2>Eestis ehitavad meie maju kohalikud partnerid</h2><p>Vundamendi, paigalduse ja siseviimistluse teevad meie koostööpartnerid üle Eesti. Välismaal müüvad Kodumetsa maju edasimüüjad Soomes, Rootsis, Norras, Saksamaal ja Lätis.</p><a href="/partnerid" class="text-link">Vaata koostööpartnereid →</a></div></section><section class="section testimonials"><div class="w-container"><h2>Kliendilood</h2><div class="testimonial"><p>„Maja tõsteti vundamendile ühe päevaga ja juba nädal hiljem kolisime sisse.“</p><div class="testimonial-author">Kadri ja Marek, Otepää</div></div></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/edasimuujad': {
      html: page(
        '64f1c2a9b7e3d05a11c8e501',
        'Edasimüüjad välismaal – Kodumets',
        `<section class="section"><div class="w-container"><h1>Edasimüüjad välismaal</h1><p class="lead">Kodumetsa maju müüvad ja paigaldavad väljaspool Eestit meie ametlikud edasimüüjad. Nad aitavad kohaliku ehitusloa, vundamendi ja transpordiga.</p><div data-current="Soome" data-easing="ease" data-duration-in="300" data-duration-out="100" class="dealer-tabs w-tabs"><div class="dealer-tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Soome" class="dealer-tab w-inline-block w-tab-link w--current" id="w-tabs-0-data-w-tab-0" href="#w-tabs-0-data-w-pane-0" role="tab" aria-controls="w-tabs-0-data-w-pane-0" aria-selected="true"><div>Soome</div></a><a data-w-tab="Rootsi" class="dealer-tab w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-1" href="#w-tabs-0-data-w-pane-1" role="tab" aria-controls="w-tabs-0-data-w-pane-1" aria-selected="false" tabindex="-1"><div>Rootsi</div></a><a data-w-tab="Norra" class="dealer-tab w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-2" href="#w-tabs-0-data-w-pane-2" role="tab" aria-controls="w-tabs-0-data-w-pane-2" aria-selected="false" tabindex="-1"><div>Norra</div></a><a data-w-tab="Saksamaa" class="dealer-tab w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-3" href="#w-tabs-0-data-w-pane-3" role="tab" aria-controls="w-tabs-0-data-w-pane-3" aria-selected="false" tabindex="-1"><div>Saksamaa</div></a><a data-w-tab="Prantsusmaa" class="dealer-tab w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-4" href="#w-tabs-0-data-w-pane-4" role="tab" aria-controls="w-tabs-0-data-w-pane-4" aria-selected="false" tabindex="-1"><div>Prantsusmaa</div></a><a data-w-tab="Läti" class="dealer-tab w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-5" href="#w-tabs-0-data-w-pane-5" role="tab" aria-controls="w-tabs-0-data-w-pane-5" aria-selected="false" tabindex="-1"><div>Läti</div></a></div><div class="w-tab-content"><div data-w-tab="Soome" class="w-tab-pane w--tab-active" id="w-tabs-0-data-w-pane-0" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-0"><div class="w-dyn-list"><div role="list" class="dealer-grid w-dyn-items">${dealer('Kotimetsä Talot Oy', 'Tampere', '<a href="https://www.kotimetsatalot.fi/" target="_blank" class="button small w-button">Külasta kodulehte</a>')}${dealer('Lapin Elementti Oy', 'Rovaniemi', '<a href="https://lapinelementti.fi/kodumets" target="_blank" class="button small w-button">Külasta kodulehte</a>')}</div></div></div><div data-w-tab="Rootsi" class="w-tab-pane" id="w-tabs-0-data-w-pane-1" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-1"><div class="w-dyn-list"><div role="list" class="dealer-grid w-dyn-items">${dealer('Trähus Hem AB', 'Västerås', '<a href="https://trahushem.se/" target="_blank" class="button small w-button">Külasta kodulehte</a>')}</div></div></div><div data-w-tab="Norra" class="w-tab-pane" id="w-tabs-0-data-w-pane-2" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-2"><div class="w-dyn-list"><div role="list" class="dealer-grid w-dyn-items">${dealer('Hyttebygg Sør AS', 'Kristiansand', '<a href="https://www.hyttebyggsor.no/" target="_blank" class="button small w-button">Külasta kodulehte</a>')}</div></div></div><div data-w-tab="Saksamaa" class="w-tab-pane" id="w-tabs-0-data-w-pane-3" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-3"><div class="w-dyn-list"><div role="list" class="dealer-grid w-dyn-items">${dealer('Nordholz Haus GmbH', 'Lüneburg', '<a href="https://www.nordholz-haus.de/" target="_blank" class="button small w-button">Külasta kodulehte</a>')}</div></div></div><div data-w-tab="Prantsusmaa" class="w-tab-pane" id="w-tabs-0-data-w-pane-4" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-4"><div class="w-dyn-list"><div role="list" class="dealer-grid w-dyn-items">${dealer('Maisons Bois du Nord', 'Lille', '<div class="dealer-contact">Tel +33 3 20 55 01 87</div>')}</div></div></div><div data-w-tab="Läti" class="w-tab-pane" id="w-tabs-0-data-w-pane-5" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-5"><div class="w-dyn-list"><div role="list" class="dealer-grid w-dyn-items">${dealer('Koka Mājas SIA', 'Sigulda', '<div class="dealer-contact">kokamajas.lv · +371 2614 5580</div>')}</div></div></div></div></div><p>Sinu riigis pole veel edasimüüjat? Kirjuta <a href="mailto:export@kodumetsmajad.ee">export@kodumetsmajad.ee</a>.</p></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/partnerid': {
      html: page(
        '64f1c2a9b7e3d05a11c8e507',
        'Koostööpartnerid – Kodumets',
        `<section class="section"><div class="w-container"><h1>Koostööpartnerid</h1><p class="lead">Maja valmimiseks on vaja head meeskonda. Tehases valmib maja meie enda töötajate käe all, aga objektil on abiks usaldusväärsed partnerid üle Eesti.</p><h2>Ehitus- ja paigalduspartnerid</h2><p>Teevad vundamendi, paigaldavad mooduli ja viivad ehituse lõpuni.</p><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/partnerid/saaremaa-ehitus" class="partner-card w-inline-block"><img src="${CDN}/6501aa10b1c2d3e4f5a6b7c8_saaremaa-ehitus.png" loading="lazy" alt="Saaremaa Ehitus OÜ"/><div class="partner-name">Saaremaa Ehitus OÜ</div><div class="partner-area">Saare- ja Läänemaa</div></a></div><div role="listitem" class="w-dyn-item"><a href="/partnerid/tartu-puitehitus" class="partner-card w-inline-block"><img src="${CDN}/6501aa10b1c2d3e4f5a6b7c9_tartu-puitehitus.png" loading="lazy" alt="Tartu Puitehitus OÜ"/><div class="partner-name">Tartu Puitehitus OÜ</div><div class="partner-area">Tartu- ja Põlvamaa</div></a></div><div role="listitem" class="w-dyn-item"><a href="/partnerid/harju-moodulpaigaldus" class="partner-card w-inline-block"><img src="${CDN}/6501aa10b1c2d3e4f5a6b7ca_harju-moodul.png" loading="lazy" alt="Harju Moodulpaigaldus OÜ"/><div class="partner-name">Harju Moodulpaigaldus OÜ</div><div class="partner-area">Harjumaa</div></a></div></div></div><h2>Projekteerimispartner</h2><p>Kui soovid majatüüpi muuta või täiesti oma projekti, aitab <a href="https://www.kuuskkask.ee/" target="_blank">Arhitektuuribüroo Kuusk &amp; Kask</a>. Kõik nende projektid sobivad meie tehase tootmisse.</p><h2>Teised partnerid</h2><p>Aknad ja välisuksed: Akna Meister OÜ (<a href="https://aknameister.ee" target="_blank">aknameister.ee</a>)</p></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/partnerid/tartu-puitehitus': {
      html: page(
        '64f1c2a9b7e3d05a11c8e50b',
        'Tartu Puitehitus OÜ – Kodumets',
        `<section class="section"><div class="w-container"><a href="/partnerid" class="back-link">← Kõik partnerid</a><h1>Tartu Puitehitus OÜ</h1><div class="partner-meta"><div>Piirkond: Tartu- ja Põlvamaa</div><div>Kodumetsa partner alates 2019</div></div><div class="rich-text w-richtext"><p>Tartu Puitehitus on paigaldanud üle 60 Kodumetsa maja. Firma teeb vundamendid, tehnosüsteemide ühendused ja terrassid.</p></div><a href="https://tartupuitehitus.ee/?ref=kodumets" target="_blank" class="button w-button">Külasta kodulehte</a></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/partnerid/saaremaa-ehitus': {
      html: page(
        '64f1c2a9b7e3d05a11c8e50b',
        'Saaremaa Ehitus OÜ – Kodumets',
        `<section class="section"><div class="w-container"><a href="/partnerid" class="back-link">← Kõik partnerid</a><h1>Saaremaa Ehitus OÜ</h1><div class="partner-meta"><div>Piirkond: Saare- ja Läänemaa</div><div>Kodumetsa partner alates 2021</div></div><div class="rich-text w-richtext"><p>Saartel ja Läänemaal paigaldab meie maju Saaremaa Ehitus, kes korraldab ka praamitranspordi.</p></div><a href="https://www.saaremaaehitus.ee/" target="_blank" class="button w-button">Külasta kodulehte</a></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/meist': {
      html: page(
        '64f1c2a9b7e3d05a11c8e4f9',
        'Meist – Kodumets',
        `<section class="section"><div class="w-container"><h1>Meist</h1><div class="rich-text w-richtext"><p>Kodumets alustas 2012. aastal Põlvas väikese puusepatöökojana. Täna töötab meie 6000 m² tehases 74 inimest ning valmib üle 150 maja aastas.</p><h3>Liikmelisus ja tunnustus</h3><ul role="list"><li>Oleme <a href="https://www.puitmaja.ee/" target="_blank">Eesti Puitmajaliidu</a> liige.</li><li>Meie Otepää külalistemaja pälvis 2022. aastal tiitli <a href="https://puuinfo.ee/aasta-puitehitis/" target="_blank">Aasta Puitehitis</a> eripreemia.</li></ul><h3>Toetused</h3><p>Tehase automatiseerimist toetas <a href="https://eis.ee/" target="_blank">Ettevõtluse ja Innovatsiooni Sihtasutus</a> Euroopa Regionaalarengu Fondist.</p></div></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/blogi/kuidas-valida-vundamenti': {
      html: page(
        '64f1c2a9b7e3d05a11c8e511',
        'Kuidas valida moodulmajale vundamenti? – Kodumets',
        `<section class="section"><div class="w-container"><h1>Kuidas valida moodulmajale vundamenti?</h1><div class="blog-date">14. märts 2024</div><div class="rich-text w-richtext"><p>Moodulmaja on kerge, seega sobib enamasti kruvivaivundament või madal lintvundament. Kruvivaiad ostame tavaliselt <a href="https://www.krinner.com/" target="_blank">Krinneri</a> edasimüüjalt.</p><p>Meie karkassid on tehtud C24 tugevusklassi kuusest, mida tarnib <a href="https://www.storaenso.com/" target="_blank">Stora Enso</a> Imavere saeveskist. Projekteerime <a href="https://cadwork.com/" target="_blank">cadwork</a> tarkvaras, mis saadab failid otse CNC-pinkidele.</p></div></div></section>`,
      ),
    },
    'https://www.kodumetsmajad.ee/karjaar': {
      html: page(
        '64f1c2a9b7e3d05a11c8e515',
        'Karjäär – Kodumets',
        `<section class="section"><div class="w-container"><h1>Tule tööle Kodumetsa</h1><p>Otsime tehasesse puuseppi ja CNC-operaatoreid. Kõik avatud ametikohad leiad <a href="https://www.cv.ee/et/search?keywords%5B0%5D=kodumets" target="_blank">CV.ee</a> portaalist.</p></div></section>`,
      ),
    },
  },
  sitemap: [
    'https://www.kodumetsmajad.ee/',
    'https://www.kodumetsmajad.ee/edasimuujad',
    'https://www.kodumetsmajad.ee/partnerid',
    'https://www.kodumetsmajad.ee/partnerid/tartu-puitehitus',
    'https://www.kodumetsmajad.ee/partnerid/saaremaa-ehitus',
    'https://www.kodumetsmajad.ee/meist',
    'https://www.kodumetsmajad.ee/blogi/kuidas-valida-vundamenti',
    'https://www.kodumetsmajad.ee/karjaar',
  ],
  technologies: ['webflow', 'jquery', 'cloudflare', 'google-font-api', 'google-hosted-libraries', 'weglot', 'cookie-script', 'open-graph'],
  partners: {
    'kotimetsatalot.fi': 'channel',
    'lapinelementti.fi': 'channel',
    'trahushem.se': 'channel',
    'hyttebyggsor.no': 'channel',
    'nordholz-haus.de': 'channel',
    'kokamajas.lv': 'channel',
    'saaremaaehitus.ee': 'channel',
    'tartupuitehitus.ee': 'channel',
    'kuuskkask.ee': 'channel',
    'aknameister.ee': 'generic',
  },
};
