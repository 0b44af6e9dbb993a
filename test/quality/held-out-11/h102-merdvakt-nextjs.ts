import type { CorpusSite } from '../corpus/types.js';

const build = 'q7Hk2vRb9LxP0aZt3mWcE';

const doc = (page: string, title: string, body: string, props: string) =>
  `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>${title}</title><meta name="description" content="Merdvakt gir oppdrettere sanntidsinnsikt i lus, fiskevelferd og miljø i merden med maskinsyn og sensorer."/><meta property="og:title" content="${title}"/><meta property="og:image" content="https://cdn.sanity.io/images/w3k9p2xq/production/6a1f0c9e2b7d4e3a1c5b8f0e2d4a6c8e1f3b5d7a-1200x630.jpg"/><meta name="next-head-count" content="6"/><link rel="preload" href="/_next/static/css/4c2e8a1d9f0b7e36.css" as="style"/><link rel="stylesheet" href="/_next/static/css/4c2e8a1d9f0b7e36.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-8fa1640cc84ba8fe.js" defer=""></script><script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer=""></script><script src="/_next/static/chunks/main-0e1d2b3a4c5f6e7d.js" defer=""></script><script src="/_next/static/chunks/pages/_app-3f9b2c7e1a0d4e5f.js" defer=""></script><script src="/_next/static/chunks/pages/${page}-9d8c7b6a5f4e3d2c.js" defer=""></script><script src="/_next/static/${build}/_buildManifest.js" defer=""></script><script src="/_next/static/${build}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><header class="Header_header__x1T9a"><a class="Header_logo__Qm2Lr" href="/"><img alt="Merdvakt" src="/logo-merdvakt.svg" width="148" height="32"/></a><nav class="Header_nav__b8KpZ"><a href="/losning">Løsningen</a><a href="/kunder">Kunder</a><a href="/partnere">Partnere</a><a href="/om-oss">Om oss</a><a href="/blogg">Blogg</a><a class="Button_primary__3kL0s" href="/kontakt">Book en demo</a></nav></header><main>${body}</main><footer class="Footer_footer__Zr4pQ"><div class="Footer_cols__a2Bc9"><div><p><strong>Merdvakt AS</strong><br/>Nordre gate 11, 7011 Trondheim<br/>Org.nr. 923 456 781</p></div><div><a href="/om-oss">Om oss</a><a href="/investorer">Investorer</a><a href="/presse">Presse</a><a href="/karriere">Karriere</a></div><div><a href="https://www.linkedin.com/company/merdvakt/">LinkedIn</a><a href="https://www.youtube.com/@merdvakt">YouTube</a><a href="https://app.merdvakt.no/login">Logg inn</a></div></div><p class="Footer_legal__7yTq1">© 2024 Merdvakt AS · <a href="/personvern">Personvern</a></p></div></footer></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${props},"__N_SSG":true},"page":"/${page === 'index' ? '' : page}","query":{},"buildId":"${build}","isFallback":false,"gsp":true,"locale":"nb","locales":["nb","en"],"defaultLocale":"nb","scriptLoader":[]}</script><script defer src="/_vercel/insights/script.js"></script></body></html>`;

export const site: CorpusSite = {
  domain: 'merdvakt.no',
  otherDomains: ['merdvakt.com'],
  covers:
    'Norwegian aquaculture-monitoring startup on Next.js (pages router, Sanity images) hosted on Vercel: integration partners rendered as cards, while the dealers tab shows only names and countries and keeps their web addresses in the __NEXT_DATA__ hydration JSON; traps are customer logos of salmon farmers, investors and public funders, cluster memberships, suppliers named in a blog post and the app login subdomain.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Vercel',
        'x-powered-by': 'Next.js',
        'x-vercel-cache': 'HIT',
        'x-vercel-id': 'arn1::iad1::h7m2x-1717060412345-3c9f0e2a1b4d',
        'strict-transport-security': 'max-age=63072000',
        'cache-control': 'public, max-age=0, must-revalidate',
      },
      html: doc(
        'index',
        'Merdvakt – lusetelling og fiskevelferd med maskinsyn',
        `<section class="Hero_hero__P0qLm"><h1>Full oversikt i hver merd. Hele døgnet.</h1><p>Undervannskameraer og sensorer teller lus, måler fiskens velferd og varsler ved lavt oksygen – før det blir et problem.</p><a class="Button_primary__3kL0s" href="/kontakt">Book en demo</a></section><section class="Stats_stats__kY2hN"><div><strong>1 400+</strong><span>merder overvåket</span></div><div><strong>38 %</strong><span>færre avlusinger</span></div><div><strong>24/7</strong><span>varsling</span></div></section><section class="Logos_logos__R4cVb"><h2>Brukt av oppdrettere langs hele kysten</h2><ul><li><img alt="Mowi" src="https://cdn.sanity.io/images/w3k9p2xq/production/1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e-240x80.svg"/></li><li><img alt="Lerøy" src="https://cdn.sanity.io/images/w3k9p2xq/production/2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f-240x80.svg"/></li><li><img alt="SalMar" src="https://cdn.sanity.io/images/w3k9p2xq/production/3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60-240x80.svg"/></li></ul></section><section class="Integrations_teaser__c3VbN"><h2>Snakker med systemene dere allerede bruker</h2><p>Merdvakt sender lusetall og miljødata rett inn i produksjonsstyringen. <a href="/partnere">Se alle integrasjoner og forhandlere</a></p></section>`,
        '{"hero":{"title":"Full oversikt i hver merd. Hele døgnet."},"customers":["Mowi","Lerøy","SalMar"]}',
      ),
    },
    '/partnere': {
      html: doc(
        'partnere',
        'Partnere – Merdvakt',
        `<section class="Page_intro__s9Lq2"><h1>Partnere</h1><p>Vi samarbeider med ledende leverandører av utstyr og programvare til havbruk, og med lokale forhandlere som selger, installerer og gir service på Merdvakt utenfor Norge.</p></section><div class="Tabs_tabs__8NvXe" role="tablist"><button role="tab" aria-selected="true" id="tab-integrasjoner" class="Tabs_active__1pQm3">Integrasjoner og teknologi</button><button role="tab" aria-selected="false" id="tab-forhandlere">Forhandlere</button></div><section role="tabpanel" aria-labelledby="tab-integrasjoner" class="Partners_grid__Vq7sL"><article class="PartnerCard_card__2xLpB"><img alt="AKVA group" src="https://cdn.sanity.io/images/w3k9p2xq/production/a1c3e5f7091b2d4f6a8c0e2b4d6f8a0c2e4b6d8f-320x120.png"/><h3>AKVA group – Fishtalk</h3><p>Lusetellinger og miljødata synkroniseres automatisk til Fishtalk Control.</p><a href="https://www.akvagroup.com/software/fishtalk" target="_blank" rel="noopener noreferrer">Til nettsiden →</a></article><article class="PartnerCard_card__2xLpB"><img alt="ScaleAQ" src="https://cdn.sanity.io/images/w3k9p2xq/production/b2d4f6a8c0e2a4c6e8f0b2d4a6c8e0f2a4c6e8b0-320x120.png"/><h3>ScaleAQ</h3><p>Felles grensesnitt mot fôringssystem og merdkameraer fra ScaleAQ.</p><a href="https://www.scaleaq.com/" target="_blank" rel="noopener noreferrer">Til nettsiden →</a></article><article class="PartnerCard_card__2xLpB"><img alt="Sealab Data" src="https://cdn.sanity.io/images/w3k9p2xq/production/c3e5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1-320x120.png"/><h3>Sealab Data</h3><p>Strømmålinger og bølgedata fra Sealab-bøyer vises sammen med velferdsindikatorene.</p><a href="https://sealabdata.no/integrasjoner/merdvakt" target="_blank" rel="noopener noreferrer">Til nettsiden →</a></article><article class="PartnerCard_card__2xLpB"><img alt="Havstrøm Systems" src="https://cdn.sanity.io/images/w3k9p2xq/production/d4f6b8d0f2c4e6a8b0d2f4c6e8a0b2d4f6c8e0a2-320x120.png"/><h3>Havstrøm Systems</h3><p>Oksygeneringsanlegg som starter automatisk når Merdvakt måler lavt oksygen.</p><a href="https://www.havstrom.no/" target="_blank" rel="noopener noreferrer">Til nettsiden →</a></article><article class="PartnerCard_card__2xLpB"><img alt="Microsoft" src="https://cdn.sanity.io/images/w3k9p2xq/production/e5a7c9e1a3d5f7b9c1e3a5d7f9b1c3e5a7d9f1b3-320x120.png"/><h3>Microsoft</h3><p>Merdvakt kjører på Microsoft Azure i Norge, og vi er med i Microsoft for Startups.</p><a href="https://azure.microsoft.com/nb-no/" target="_blank" rel="noopener noreferrer">Til nettsiden →</a></article></section><section role="tabpanel" aria-labelledby="tab-forhandlere" hidden="" class="Partners_dealers__d0QxN"><p>Våre forhandlere selger, installerer og gir førstelinjestøtte på Merdvakt i sine markeder.</p><ul class="DealerList_list__u3XeA"><li><strong>Salmotec SpA</strong> – Chile</li><li><strong>Hebridean Aqua Ltd</strong> – Skottland</li><li><strong>Føroya Tøkni</strong> – Færøyene</li><li><strong>Atlantic Farm Supply Inc.</strong> – Canada</li><li><strong>Eldisbúnaður ehf.</strong> – Island</li></ul><button class="Button_secondary__h6Ty1">Vis kontaktinformasjon</button></section><section class="Page_cta__z5Wn0"><h2>Vil du bli partner?</h2><p>Ta kontakt med Ingrid på <a href="mailto:partner@merdvakt.no">partner@merdvakt.no</a>.</p></section>`,
        '{"title":"Partnere","integrations":[{"_id":"p-akva","name":"AKVA group – Fishtalk","url":"https://www.akvagroup.com/software/fishtalk","logo":{"asset":{"_ref":"image-a1c3e5f7091b2d4f6a8c0e2b4d6f8a0c2e4b6d8f-320x120-png"}}},{"_id":"p-scaleaq","name":"ScaleAQ","url":"https://www.scaleaq.com/"},{"_id":"p-sealab","name":"Sealab Data","url":"https://sealabdata.no/integrasjoner/merdvakt"},{"_id":"p-havstrom","name":"Havstrøm Systems","url":"https://www.havstrom.no/"},{"_id":"p-microsoft","name":"Microsoft","url":"https://azure.microsoft.com/nb-no/"}],"dealers":[{"_id":"d-cl","name":"Salmotec SpA","country":"Chile","city":"Puerto Montt","website":"https://www.salmotec.cl/","email":"ventas@salmotec.cl","phone":"+56 65 225 4410"},{"_id":"d-sco","name":"Hebridean Aqua Ltd","country":"Skottland","city":"Oban","website":"https://www.hebridean-aqua.co.uk/","email":"sales@hebridean-aqua.co.uk","phone":"+44 1631 562 018"},{"_id":"d-fo","name":"Føroya Tøkni","country":"Færøyene","city":"Tórshavn","website":"https://foroyatokni.fo/","email":"info@foroyatokni.fo","phone":"+298 31 44 80"},{"_id":"d-ca","name":"Atlantic Farm Supply Inc.","country":"Canada","city":"St. George, NB","website":"https://atlanticfarmsupply.ca/merdvakt","email":"orders@atlanticfarmsupply.ca","phone":"+1 506 755 3320"},{"_id":"d-is","name":"Eldisbúnaður ehf.","country":"Island","city":"Ísafjörður","website":"https://www.eldisbunadur.is/","email":"sala@eldisbunadur.is","phone":"+354 456 3020"}]}',
      ),
    },
    '/kunder': {
      html: doc(
        'kunder',
        'Kunder – Merdvakt',
        `<h1>Kundene våre</h1><p>Fra små familieselskaper på Helgeland til børsnoterte konsern – over 60 oppdrettere bruker Merdvakt hver dag.</p><div class="CustomerGrid_grid__a8Ks2"><a class="CustomerCard_card__Nq1Tz" href="/kunder/mowi-region-midt"><img alt="Mowi" src="https://cdn.sanity.io/images/w3k9p2xq/production/1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e-240x80.svg"/><span>Mowi Region Midt: 41 % færre behandlinger</span></a><a class="CustomerCard_card__Nq1Tz" href="https://www.leroyseafood.com/no/" target="_blank" rel="noopener noreferrer"><img alt="Lerøy Seafood Group" src="https://cdn.sanity.io/images/w3k9p2xq/production/2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f-240x80.svg"/><span>Lerøy Seafood Group</span></a><a class="CustomerCard_card__Nq1Tz" href="https://www.salmar.no/" target="_blank" rel="noopener noreferrer"><img alt="SalMar" src="https://cdn.sanity.io/images/w3k9p2xq/production/3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60-240x80.svg"/><span>SalMar</span></a><a class="CustomerCard_card__Nq1Tz" href="https://www.griegseafood.com/" target="_blank" rel="noopener noreferrer"><img alt="Grieg Seafood" src="https://cdn.sanity.io/images/w3k9p2xq/production/4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071-240x80.svg"/><span>Grieg Seafood</span></a></div><blockquote>«Vi ser lusa før den blir et problem. Det har endret hvordan vi planlegger hele sesongen.» – Driftsleder, Mowi Region Midt</blockquote>`,
        '{"customers":[{"name":"Mowi","url":"https://mowi.com/"},{"name":"Lerøy Seafood Group","url":"https://www.leroyseafood.com/no/"},{"name":"SalMar","url":"https://www.salmar.no/"},{"name":"Grieg Seafood","url":"https://www.griegseafood.com/"}]}',
      ),
    },
    '/investorer': {
      html: doc(
        'investorer',
        'Investorer – Merdvakt',
        `<h1>Investorer og støttespillere</h1><p>Merdvakt hentet 62 millioner kroner i en serie A-runde i 2023.</p><h2>Investorer</h2><ul class="InvestorList_list__Rt3oV"><li><a href="https://www.investinor.no/" target="_blank" rel="noopener noreferrer">Investinor</a> (hovedinvestor)</li><li><a href="https://www.nysno.no/" target="_blank" rel="noopener noreferrer">Nysnø Klimainvesteringer</a></li><li><a href="https://www.sintef.no/venture/" target="_blank" rel="noopener noreferrer">SINTEF Venture</a></li></ul><h2>Offentlig støtte</h2><p>Utviklingen av lusealgoritmene er delfinansiert av <a href="https://www.innovasjonnorge.no/" target="_blank" rel="noopener noreferrer">Innovasjon Norge</a> og <a href="https://www.forskningsradet.no/" target="_blank" rel="noopener noreferrer">Norges forskningsråd</a> (prosjekt 327114).</p><h2>Nettverk</h2><p>Vi er medlem av <a href="https://sjomatnorge.no/" target="_blank" rel="noopener noreferrer">Sjømat Norge</a> og <a href="https://www.seafoodinnovation.no/" target="_blank" rel="noopener noreferrer">NCE Seafood Innovation</a>.</p>`,
        '{"round":"Serie A","amountNok":62000000}',
      ),
    },
    '/presse': {
      html: doc(
        'presse',
        'Presse – Merdvakt',
        `<h1>Presse</h1><ul class="PressList_list__b2Nw0"><li><a href="https://www.ilaks.no/merdvakt-henter-62-millioner/" target="_blank" rel="noopener noreferrer">iLaks: Merdvakt henter 62 millioner</a></li><li><a href="https://www.kyst.no/article/kamera-teller-lus-bedre-enn-mennesker/" target="_blank" rel="noopener noreferrer">Kyst.no: Kamera teller lus bedre enn mennesker</a></li><li><a href="https://www.adressa.no/pluss/okonomi/trondheimsgrunder-vil-redde-laksen/" target="_blank" rel="noopener noreferrer">Adresseavisen: Trondheimsgründer vil redde laksen</a></li></ul><p>Pressekontakt: Eirik Solheim, daglig leder, <a href="mailto:eirik@merdvakt.no">eirik@merdvakt.no</a>, +47 932 11 480.</p><p><a href="/presse/merdvakt-pressekit.zip">Last ned pressekit</a></p>`,
        '{"articles":3}',
      ),
    },
    '/karriere': {
      html: doc(
        'karriere',
        'Karriere – Merdvakt',
        `<h1>Jobb i Merdvakt</h1><p>Vi er 34 ingeniører, biologer og utviklere i Trondheim og Bergen. Se ledige stillinger under, eller på <a href="https://www.finn.no/job/fulltime/search.html?orgId=merdvakt" target="_blank" rel="noopener noreferrer">FINN.no</a>.</p><ul><li><a href="/karriere/senior-ml-ingenior">Senior ML-ingeniør (maskinsyn)</a></li><li><a href="/karriere/servicetekniker-midt-norge">Servicetekniker, Midt-Norge</a></li></ul>`,
        '{"jobs":2}',
      ),
    },
    '/blogg/slik-teller-kameraet-lus': {
      html: doc(
        'blogg/[slug]',
        'Slik teller kameraet lus – Merdvakt',
        `<article class="Post_post__j8Rt0"><h1>Slik teller kameraet lus</h1><p class="Post_meta__g1Fp2">Av Marte Aune · 12. februar 2024</p><p>Hvert kamera i merden tar 30 bilder i sekundet. Vi bruker industrikameraer fra <a href="https://www.baslerweb.com/" target="_blank" rel="noopener noreferrer">Basler</a> i trykktette hus vi produserer selv, og bildene analyseres på GPU-er fra <a href="https://www.nvidia.com/" target="_blank" rel="noopener noreferrer">NVIDIA</a> ute på anlegget.</p><p>Modellen er trent på over to millioner annoterte bilder, og treningsdataene er delvis hentet fra det åpne datasettet til <a href="https://www.barentswatch.no/fiskehelse/" target="_blank" rel="noopener noreferrer">BarentsWatch</a>.</p><img alt="Lakselus på laks" src="https://cdn.sanity.io/images/w3k9p2xq/production/f6b8d0a2c4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4-1600x900.jpg"/></article>`,
        '{"post":{"slug":"slik-teller-kameraet-lus","author":"Marte Aune"}}',
      ),
    },
  },
  sitemap: ['/', '/kunder', '/partnere', '/investorer', '/presse', '/karriere', '/blogg/slik-teller-kameraet-lus'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'vercel-analytics', 'sanity', 'sanity-io', 'hsts', 'open-graph'],
  partners: {
    'akvagroup.com': 'technology',
    'scaleaq.com': 'technology',
    'sealabdata.no': 'technology',
    'havstrom.no': 'technology',
    'microsoft.com': 'technology',
    'salmotec.cl': 'channel',
    'hebridean-aqua.co.uk': 'channel',
    'foroyatokni.fo': 'channel',
    'atlanticfarmsupply.ca': 'channel',
    'eldisbunadur.is': 'channel',
  },
};
