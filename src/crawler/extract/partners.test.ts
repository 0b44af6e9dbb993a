import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractPartners, mergePartners, partnerPageCandidates, readPartnerPage } from './partners.js';
import { testPage } from '../test-page.js';

const page = testPage;

const doc = (title: string, main: string, chrome = '') =>
  `<!doctype html><html><head><title>${title}</title></head><body><header class="site-header"><nav>${chrome}</nav></header><main>${main}</main></body></html>`;

/** domain -> type, or domain -> name with `names`. */
function found(url: string, body: string, site: { domain: string; otherDomains?: string[] } = { domain: 'acme.com' }) {
  return Object.fromEntries(extractPartners(page(url, body), site).map((p) => [p.partnerDomain, p.type]));
}
function names(url: string, body: string) {
  return Object.fromEntries(extractPartners(page(url, body), { domain: 'acme.com' }).map((p) => [p.partnerDomain, p.partnerName]));
}

test('a partner page: entries of its sections, typed by their headings, reduced to registrable domains, with attribution', () => {
  const body = doc(
    'Partners | Acme',
    `<h1>Acme partner directory</h1>
     <section><h2>Technology partners</h2><div class="grid">
       <div class="card"><img src="/l/slack.svg" alt="Slack logo"><h3>Slack</h3><p>Messaging</p><a href="https://slack.com/?ref=acme">Visit website</a></div>
       <div class="card"><h3>Zapier</h3><a href="https://www.zapier.com/apps">Learn more</a></div>
     </div></section>
     <section><h2>Resellers</h2><ul><li><a href="https://shop.brightlane.co.uk/">Brightlane</a></li></ul></section>
     <section><h2>Strategic partners</h2><ul><li><a href="https://www.partners.example-bank.com.au/">Example Bank</a></li></ul></section>`,
  );
  const result = extractPartners(page('https://www.acme.com/partners', body), { domain: 'acme.com' });
  assert.deepEqual(
    result.map((p) => [p.partnerDomain, p.partnerName, p.type]),
    [
      ['slack.com', 'Slack', 'technology'],
      ['zapier.com', 'Zapier', 'technology'],
      ['brightlane.co.uk', 'Brightlane', 'channel'],
      ['example-bank.com.au', 'Example Bank', 'generic'],
    ],
  );
  for (const p of result) {
    assert.equal(p.url, 'https://www.acme.com/partners');
    assert.equal(p.label, 'Acme partner directory');
  }
});

test('chrome, social networks, CDNs, app stores, shorteners, job boards, mail and the site itself are never partners', () => {
  const body = doc(
    'Partners',
    `<h1>Partners</h1><ul>
      <li><a href="https://stripe.com">Stripe</a></li>
      <li><a href="https://www.linkedin.com/company/stripe">LinkedIn</a></li>
      <li><a href="https://x.com/stripe">X</a></li>
      <li><a href="https://d1a2b3.cloudfront.net/deck.html">Deck</a></li>
      <li><a href="https://cdn.partnerco.com/logo.png">Logo</a></li>
      <li><a href="https://apps.apple.com/app/acme/id123">App Store</a></li>
      <li><a href="https://bit.ly/3xYz">Short link</a></li>
      <li><a href="https://boards.greenhouse.io/acme">Jobs at Acme</a></li>
      <li><a href="https://careers.bigcorp.com/">Careers</a></li>
      <li><a href="mailto:partners@acme.com">Email</a> <a href="tel:+441234">Call</a></li>
      <li><a href="https://blog.acme.com/">Our blog</a> <a href="https://acme.de/">Acme Germany</a> <a href="https://acme.zendesk.com/">Help</a></li>
      <li><a href="https://acme-eu.com/">Acme EU</a></li>
      <li><a href="https://github.com/acme/sdk">SDK</a> <a href="https://github.com/">GitHub</a></li>
    </ul>`,
    '<a href="https://twilio.com">Twilio</a>',
  );
  assert.deepEqual(found('https://acme.com/partners', body, { domain: 'acme.com', otherDomains: ['acme-eu.com'] }), {
    'stripe.com': 'generic',
    'github.com': 'generic',
  });
});

test('sections about customers, case studies, press or investors are negative, even on a partner page', () => {
  const body = doc(
    'Partners',
    `<h1>Partners</h1>
     <h2>Technology partners</h2><div class="logos"><a href="https://okta.com"><img alt="Okta"></a></div>
     <h2>Trusted by</h2><div class="logos"><a href="https://nike.com"><img alt="Nike"></a></div>
     <section class="customer-logos"><div><a href="https://ikea.com"><img alt="IKEA"></a></div></section>
     <section><h2>Customer case studies</h2><div class="card"><h3>Lego</h3><a href="https://lego.com">lego.com</a></div></section>
     <section><h2>Backed by</h2><a href="https://sequoiacap.com"><img alt="Sequoia"></a></section>
     <section><h2>As seen in</h2><a href="https://wired.co.uk/article/acme"><img alt="Wired"></a></section>
     <div class="row"><div class="col"><h2>Our customers</h2></div></div><div class="row"><div class="col"><a href="https://ford.com"><img alt="Ford"></a></div></div>
     <script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"logos":{"heading":"Trusted by","items":[{"name":"Nike","url":"https://nike.com"}]}}}}</script>`,
  );
  assert.deepEqual(found('https://acme.com/partners', body), { 'okta.com': 'technology' });
});

test('a customers page, a case-study page and a soft 404 give nothing; another page gives only its partner sections', () => {
  const logos = '<div class="logos"><a href="https://nike.com"><img alt="Nike"></a><a href="https://ikea.com"><img alt="IKEA"></a></div>';
  assert.deepEqual(found('https://acme.com/customers', doc('Customers | Acme', `<h1>Our customers</h1>${logos}`)), {});
  assert.deepEqual(found('https://acme.com/case-studies', doc('Case studies', `<h1>Case studies</h1>${logos}`)), {});
  assert.deepEqual(
    found('https://acme.com/partners', doc('Page not found | Acme', `<h1>Oops! That page can’t be found.</h1>${logos}`)),
    {},
  );
  const home = doc(
    'Acme',
    `<h1>The CRM for agencies</h1><section><h2>Loved by 2,000 teams</h2>${logos}</section>
     <section><h2>Integrates with the tools you love</h2><a href="https://hubspot.com"><img alt="HubSpot"></a></section>
     <section><h2>Our technology</h2><a href="https://arxiv.org/abs/1234"><img alt="Paper"></a></section>`,
  );
  assert.deepEqual(found('https://acme.com/', home), { 'hubspot.com': 'technology' });
});

test('names come from headings, link text, logo alt and title, table rows; links in running prose do not count', () => {
  const body = doc(
    'Integrations',
    `<h1>Integrations</h1>
     <p>We moved our payments to <a href="https://paypal.com">PayPal</a> last year because the fees were lower and support was better.</p>
     <div class="logos"><a href="https://www.hubspot.com"><img alt="HubSpot logo"></a><a href="https://salesforce.com" title="Salesforce"><img src="/x.png" alt=""></a></div>
     <ul><li><a href="https://neon.tech"><strong>Neon</strong><span>Serverless Postgres</span></a></li></ul>
     <table><tr><th>Partner</th><th>Type</th><th>Website</th></tr>
       <tr><td>Nordic Cloud AB</td><td>Reseller</td><td>www.nordiccloud.se</td></tr>
       <tr><td>Veeam</td><td>Technology alliance</td><td>veeam.com</td></tr></table>`,
  );
  assert.deepEqual(names('https://acme.com/integrations', body), {
    'hubspot.com': 'HubSpot',
    'salesforce.com': 'Salesforce',
    'neon.tech': 'Neon',
    'nordiccloud.se': 'Nordic Cloud AB',
    'veeam.com': 'Veeam',
  });
  assert.deepEqual(found('https://acme.com/integrations', body), {
    'hubspot.com': 'technology',
    'salesforce.com': 'technology',
    'neon.tech': 'technology',
    'nordiccloud.se': 'channel',
    'veeam.com': 'technology',
  });
});

test('a card badge states its own type; a card that also links its marketplace listing names one partner', () => {
  const card = (name: string, badge: string, links: string) =>
    `<div class="pcard"><span class="badge">${badge}</span><h3>${name}</h3><div class="links">${links}</div></div>`;
  const body = doc(
    'Partner directory',
    `<h1>Partner directory</h1><div class="grid">
      ${card('Hightouch', 'Technology Partner', '<a href="https://hightouch.com/">Website</a> <a href="https://aws.amazon.com/marketplace/pp/x">AWS Marketplace</a>')}
      ${card('Metric Mill', 'Solution Partner', '<a href="https://metricmill.co/">Website</a>')}
      ${card('Foundry', 'Partner', '<a href="https://foundry.vc/">Website</a>')}
    </div>`,
  );
  assert.deepEqual(found('https://acme.com/partners/directory', body), {
    'hightouch.com': 'technology',
    'metricmill.co': 'channel',
    'foundry.vc': 'generic',
  });
});

test('embedded data: JSON-LD ItemList and several Organizations, __NEXT_DATA__ records under partner keys', () => {
  const items = [
    { '@type': 'ListItem', position: 1, item: { '@type': 'Organization', name: 'PostNL', url: 'https://www.postnl.nl/' } },
    { '@type': 'ListItem', position: 2, url: 'https://www.dpd.com/', name: 'DPD' },
  ];
  const next = {
    props: {
      pageProps: {
        integrations: [
          { name: 'Linear', website: 'https://linear.app' },
          { name: 'Self', website: 'https://acme.com/x' },
        ],
        resellers: [{ title: 'Farmwise', domain: 'farmwise.ie' }],
        customers: [{ name: 'Nike', url: 'https://nike.com' }],
        footer: { social: [{ name: 'X', url: 'https://example-partner-network.com' }] },
      },
    },
  };
  const body = doc(
    'Partners',
    `<h1>Partners</h1>
     <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme', url: 'https://acme.com', sameAs: ['https://twitter.com/acme'] })}</script>
     <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Carrier partners', itemListElement: items })}</script>
     <script type="application/ld+json">${JSON.stringify([
       { '@type': 'LocalBusiness', name: 'Kassenprofi', url: 'https://kassenprofi.de' },
       { '@type': 'LocalBusiness', name: 'Horeca Kassa', url: 'https://horecakassa.be' },
     ])}</script>
     <script id="__NEXT_DATA__" type="application/json">${JSON.stringify(next)}</script>`,
  );
  assert.deepEqual(names('https://acme.com/partners', body), {
    'postnl.nl': 'PostNL',
    'dpd.com': 'DPD',
    'kassenprofi.de': 'Kassenprofi',
    'horecakassa.be': 'Horeca Kassa',
    'linear.app': 'Linear',
    'farmwise.ie': 'Farmwise',
  });
  assert.equal(found('https://acme.com/partners', body)['farmwise.ie'], 'channel');
  assert.equal(found('https://acme.com/partners', body)['linear.app'], 'technology');
});

test('embedded data is read when it can name another site: absolute, escaped, protocol-relative or www. addresses and domain fields', () => {
  // the JSON texts as a server may write them: slashes escaped (\/), a \u escape, a bare domain field
  const scripts = [
    '{"partners":[{"name":"Relative","url":"/partners/relative"},{"name":"Bare","website":"bare.io"}]}',
    '{"partners":[{"name":"Escaped","url":"\\/\\/escaped.io\\/"}]}',
    '{"partners":[{"name":"Backslashes","url":"\\\\\\\\backslashes.io"}]}',
    '{"partners":[{"name":"Unicode","url":"\\u0068ttps://unicode.io"}]}',
    '{"partners":[{"name":"Protocol relative","url":"//relative-protocol.io"}]}',
    '{"partners":[{"name":"Www","url":"www.www-only.io"}]}',
    '{"partners":[{"name":"Field","companyDomain":"field.io"}]}',
  ];
  const body = doc(
    'Partners',
    `<h1>Partners</h1>${scripts.map((json, i) => `<script id="s${i}" type="application/json">${json}</script>`).join('')}`,
  );
  assert.deepEqual(names('https://acme.com/partners', body), {
    'escaped.io': 'Escaped',
    'backslashes.io': 'Backslashes',
    'unicode.io': 'Unicode',
    'relative-protocol.io': 'Protocol relative',
    'www-only.io': 'Www',
    'field.io': 'Field',
  });
  // relative links name a partner when the page's base is another host (they resolve there)
  const elsewhere = doc('Partners', `<h1>Partners</h1><script type="application/json">${scripts[0]}</script>`).replace(
    '<head>',
    '<head><base href="https://partners.example-hub.com/">',
  );
  assert.deepEqual(names('https://acme.com/partners', elsewhere), { 'example-hub.com': 'Relative' });
});

test('logos from a logo service name the partner; other asset hosts do not; redirect links are followed to their target', () => {
  const body = doc(
    'Integrations',
    `<h1>Integrations</h1><div class="grid">
      <a class="card" href="/integrations/datadog"><img src="https://logo.clearbit.com/datadoghq.com" alt="Datadog"></a>
      <a class="card" href="/integrations/teams"><img src="https://www.google.com/s2/favicons?domain=microsoft.com&sz=64" alt="Teams"></a>
      <a class="card" href="/integrations/jira"><img src="https://images.ctfassets.net/x/jira.svg" alt="Jira"></a>
      <a class="card" href="/out?url=https%3A%2F%2Fwww.pagerduty.com%2F">PagerDuty</a>
      <a class="card" href="www.freeagent.com">FreeAgent</a>
    </div>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.com/integrations', body)), [
    'datadoghq.com',
    'microsoft.com',
    'pagerduty.com',
    'freeagent.com',
  ]);
});

test('headings without heading markup: tabs labelled by aria-labelledby, accordion toggles, bold paragraphs', () => {
  const body = doc(
    'Partners',
    `<h1>Our partner ecosystem</h1>
     <div role="tablist"><button role="tab" id="t1">Technology partners</button><button role="tab" id="t2">Resellers</button></div>
     <div role="tabpanel" aria-labelledby="t1"><a href="https://okta.com"><img alt="Okta"></a></div>
     <div role="tabpanel" aria-labelledby="t2"><a href="https://cdw.com"><img alt="CDW"></a></div>
     <button aria-expanded="false" aria-controls="p3">Customer references</button><div id="p3"><a href="https://nike.com">Nike</a></div>
     <p><strong>Consulting partners</strong></p><ul><li><a href="https://accenture.com">Accenture</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com/partners', body), {
    'okta.com': 'technology',
    'cdw.com': 'channel',
    'accenture.com': 'channel',
  });
});

test('commented-out markup, scripts and templates are not read', () => {
  const body = doc(
    'Partners',
    `<h1>Partners</h1><!-- <a href="https://oldpartner.com">Old</a> --><template><a href="https://hidden.com">Hidden</a></template><a href="https://live.com/">Live</a>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.com/partners', body)), ['live.com']);
});

test('mergePartners keeps one entry per domain: the first name, and a stated type over generic', () => {
  const p = (domain: string, name: string | null, type: 'technology' | 'channel' | 'generic') => ({
    partnerDomain: domain,
    partnerName: name,
    type,
  });
  assert.deepEqual(
    mergePartners([
      p('a.com', null, 'generic'),
      p('b.com', 'B', 'channel'),
      p('a.com', 'A', 'technology'),
      p('b.com', 'Bee', 'technology'),
    ]),
    [p('a.com', 'A', 'technology'), p('b.com', 'B', 'channel')],
  );
});

test('a list item that is a card (a heading, a description, then "Visit website") is an entry, not running text', () => {
  const card = (name: string, url: string) =>
    `<li class="card"><img src="/logos/${name}.svg" alt=""><h3>${name}</h3><p>Send invoices from ${name} and let clients pay them by card, with every payout reconciled in your books.</p><a href="${url}">Visit website</a></li>`;
  const body = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><ul class="grid">${card('Paywick', 'https://www.paywick.com/')}${card('Ledgerbeam', 'https://ledgerbeam.com/')}</ul>`,
  );
  assert.deepEqual(found('https://acme.com/integrations', body), { 'paywick.com': 'technology', 'ledgerbeam.com': 'technology' });
  // The same words as one item of running text, the link in the middle of a sentence: a mention.
  const prose = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><ul><li>Last spring our finance team moved every invoice we send from a spreadsheet to <a href="https://www.paywick.com/">Paywick</a>, and never looked back.</li></ul>`,
  );
  assert.deepEqual(found('https://acme.com/integrations', prose), {});
});

test('partner wording in Spanish, Italian and Portuguese: a dealer page by its path and title, sections typed by their headings', () => {
  const dealers = doc(
    'Rivenditori | Acme',
    `<h1>Rete di vendita</h1><table><tr><th>Paese</th><th>Rivenditore</th></tr><tr><td>Italia</td><td><a href="https://www.bonomi-macchine.it/">Bonomi Macchine</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.com/rivenditori/', dealers), { 'bonomi-macchine.it': 'channel' });
  const spanish = doc(
    'Partners | Acme',
    `<h1>Partners</h1>
     <section><h2>Partners tecnológicos</h2><ul><li><a href="https://www.holded.com/es">Holded</a></li></ul></section>
     <section><h2>Partners de implantación</h2><ul><li><a href="https://nexoconsultores.es/">Nexo Consultores</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.com/partners/', spanish), { 'holded.com': 'technology', 'nexoconsultores.es': 'channel' });
  const portuguese = doc('Revendedores | Acme', `<h1>Onde comprar</h1><ul><li><a href="https://lojadomar.pt/">Loja do Mar</a></li></ul>`);
  assert.deepEqual(found('https://acme.com/revendedores', portuguese), { 'lojadomar.pt': 'channel' });
});

test('an entry whose description ends by giving its website ("Web: thornlea.org.uk") names it; a domain merely ending a sentence does not', () => {
  const body = doc(
    'Partners | Acme',
    `<h1>Our partners</h1>
     <section><h2>Thornlea Heritage</h2><p>Heritage consultants and building archaeologists. Web: thornleaheritage.org.uk</p></section>
     <section><h2>Calder Structures</h2><p>Structural engineers for listed buildings, who we met at a talk hosted by ribaevents.org.uk</p></section>`,
  );
  assert.deepEqual(found('https://acme.com/partners', body), { 'thornleaheritage.org.uk': 'generic' });
});

test('a body or main element whose classes read as chrome ("navigation-with-keyboard") does not hide the page', () => {
  const body = `<!doctype html><html><head><title>Partners | Acme</title></head><body class="navigation-with-keyboard"><nav class="navbar"><a href="https://github.com/acme/acme">GitHub</a></nav>
    <main class="main-wrapper sidebar-layout"><h1>Partners</h1><ul><li><a href="https://www.fjordbyte.no/">Fjordbyte</a></li></ul></main></body></html>`;
  assert.deepEqual(found('https://acme.com/partners', body), { 'fjordbyte.no': 'generic' });
});

test('German and Dutch compounds name partner listings and their type; a contact person ("Ansprechpartner") does not', () => {
  const german = doc(
    'Technologiepartner | Acme',
    `<h1>Technologiepartner</h1><div class="logogrid"><a href="https://www.beckhoff.com/de-de/"><img src="/p/beckhoff.svg" alt="Beckhoff Automation"></a><a href="https://www.pilz.com/de-DE"><img src="/p/pilz.svg" alt="Pilz"></a></div>`,
  );
  assert.deepEqual(found('https://acme.de/de/unternehmen/technologiepartner/', german), {
    'beckhoff.com': 'technology',
    'pilz.com': 'technology',
  });
  const dutch = doc(
    'Partners en integraties | Acme',
    `<h1>Partners en integraties</h1>
     <section><h2>Integraties</h2><ul><li><a href="https://www.nmbrs.com/">Nmbrs</a></li></ul></section>
     <section><h2>Implementatiepartners</h2><ul><li><a href="https://www.verhoevenhr.nl/">Verhoeven HR-advies</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.nl/partners-en-integraties', dutch), { 'nmbrs.com': 'technology', 'verhoevenhr.nl': 'channel' });
  const contact = doc(
    'Über uns | Acme',
    `<h1>Über uns</h1><section><h2>Ihr Ansprechpartner</h2><p><a href="https://www.xing.com/profile/x">Profil</a> <a href="https://kanzlei-weber.de/">Kanzlei Weber</a></p></section>`,
  );
  assert.deepEqual(found('https://acme.de/ueber-uns', contact), {});
});

test('an entry written as lines names the website on its last line, or after a separator; a domain ending a sentence does not', () => {
  const body = doc(
    'Stockists | Acme',
    `<h1>Stockists</h1>
     <p><strong>The Linen Press</strong><br>14 Columbia Road, London E2 7NN<br><a href="https://thelinenpress.co.uk/">Visit website</a></p>
     <p><strong>Hatch &amp; Hearth</strong><br>92 Stoke Newington Church Street, London N16 0AP<br>www.hatchandhearth.com</p>
     <p><strong>Motorenwerkstatt Lenz</strong><br>Großenhainer Straße 99, 01127 Dresden<br>Tel. 0351 849 33 70 · lenz-motoren.de</p>
     <p><strong>Papier &amp; Clay</strong> – papierandclay.co.uk</p>
     <p>Our founders met at a trade fair in Harrogate in 2019, which was organised that year by harrogatefairs.co.uk</p>`,
  );
  assert.deepEqual(found('https://acme.co.uk/pages/stockists', body), {
    'thelinenpress.co.uk': 'channel',
    'hatchandhearth.com': 'channel',
    'lenz-motoren.de': 'channel',
    'papierandclay.co.uk': 'channel',
  });
});

test('advisors, solution providers and MSSPs are channel partners; an advisory board is not a listing', () => {
  const advisors = doc(
    'Certified advisors | Acme',
    `<h1>Find a certified advisor</h1><ul><li><h3>Ledger &amp; Loom</h3><p>Bookkeeping, Perth</p><a href="https://ledgerandloom.com.au/">Visit website</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com.au/advisors/', advisors), { 'ledgerandloom.com.au': 'channel' });
  const providers = doc(
    'Solution providers | Acme',
    `<h1>Solution providers</h1><div class="card"><h3>Harbor &amp; Key</h3><a href="https://harborandkey.com/">Learn more</a></div>`,
  );
  assert.deepEqual(found('https://acme.io/solution-providers', providers), { 'harborandkey.com': 'channel' });
  const tiers = doc(
    'Find a partner | Acme',
    `<h1>Find a partner</h1><section><h2>Platinum partners</h2><div class="card"><h3>Ironclad Networks</h3><span class="badge">MSSP</span><a href="https://www.ironcladnetworks.co.uk/">Website</a></div></section>`,
  );
  assert.deepEqual(found('https://acme.com/partners/find-a-partner', tiers), { 'ironcladnetworks.co.uk': 'channel' });
  const board = doc(
    'About | Acme',
    `<h1>About us</h1><section><h2>Advisory board</h2><ul><li><a href="https://www.northwind-ventures.com/">Northwind Ventures</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.com/about', board), {});
});

test('a name is read without the call to action around it ("Visit Calder Structures"); a bare call to action names no one', () => {
  const body = doc(
    'Partners | Acme',
    `<h1>Partners</h1><ul><li><a href="https://calderstructures.co.uk/">Visit Calder Structures</a></li><li><a href="https://www.paywick.com/">Visit website</a></li></ul>`,
  );
  assert.deepEqual(names('https://acme.com/partners', body), { 'calderstructures.co.uk': 'Calder Structures', 'paywick.com': null });
});

test('points of sale and dealers in Spanish, Swedish and German; a Portuguese list of implementation partners in JSON-LD is typed channel', () => {
  const spanish = doc(
    'Puntos de venta | Acme',
    `<h1>Puntos de venta</h1><table><tr><th>Tienda</th><th>Web</th></tr><tr><td>Druni Perfumerías</td><td><a href="https://www.druni.es/marcas/acme">druni.es</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.es/pages/puntos-de-venta', spanish), { 'druni.es': 'channel' });
  const swedish = doc(
    'Återförsäljare | Acme',
    `<h1>Hitta återförsäljare</h1><ul><li><a href="https://cykelkungen.se/">Cykelkungen</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.se/aterforsaljare/', swedish), { 'cykelkungen.se': 'channel' });
  const german = doc(
    'Fachpartner finden | Acme',
    `<h1>Zertifizierte Fachpartner in Ihrer Nähe</h1><ol><li><h3>Haustechnik Bergmann GmbH</h3><address>Karlstraße 31<br>89073 Ulm</address><p><a href="https://www.haustechnik-bergmann.de/">www.haustechnik-bergmann.de</a></p></li></ol>`,
  );
  assert.deepEqual(found('https://acme.de/fachpartner-suche', german), { 'haustechnik-bergmann.de': 'channel' });
  const items = [
    { '@type': 'ListItem', position: 1, item: { '@type': 'Organization', name: 'LogiConsult', url: 'https://www.logiconsult.com.br/' } },
  ];
  const portuguese = doc(
    'Parceiros | Acme',
    `<h1>Parceiros</h1><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Parceiros de implantação e revendas', itemListElement: items })}</script>`,
  );
  assert.deepEqual(found('https://acme.com.br/parceiros/', portuguese), { 'logiconsult.com.br': 'channel' });
});

test('trade fairs and sponsors on a partner page are not partners', () => {
  const body = doc(
    'Partner & Vertrieb | Acme',
    `<h1>Partner &amp; Vertrieb</h1><section><h2>Großhandel</h2><ul><li><a href="https://www.gc-gruppe.de/">GC-Gruppe</a></li></ul></section>
     <section><h2>Messen 2027</h2><p>Besuchen Sie uns auf der <a href="https://ish.messefrankfurt.com/">ISH Frankfurt</a> und der <a href="https://www.sht-messe.de/">SHK Essen</a>.</p></section>
     <section><h2>Sponsors</h2><ul><li><a href="https://www.kubecon-sponsor.io/">Kubeco</a></li></ul></section>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.de/unternehmen/partner-vertrieb', body)), ['gc-gruppe.de']);
});

test("a theme's dropdown markup in the main content (Webflow's accordion: a <nav> of cards) is a listing, not a menu", () => {
  const body = `<!doctype html><html><head><title>Find an advisor | Acme</title></head><body><nav class="navbar"><a href="https://twitter.com/acme">Twitter</a></nav>
    <main><h1>Find a certified advisor</h1><div class="accordion-item w-dropdown"><div class="w-dropdown-toggle"><h2>New South Wales</h2></div>
    <nav class="accordion-list w-dropdown-list"><div class="advisor"><h3>Harbourside Accounting</h3><p>Chartered accountants</p><a href="https://www.harboursideaccounting.com.au/">harboursideaccounting.com.au</a></div></nav></div>
    <nav class="breadcrumbs"><a href="https://www.acme-status.com/">Status</a></nav></main></body></html>`;
  assert.deepEqual(found('https://acme.com.au/partners/advisors', body), { 'harboursideaccounting.com.au': 'channel' });
});

test("a hosting platform's own site may be a partner (squarespace.com); its tenants' sites never are", () => {
  const body = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><ul><li><a href="https://www.squarespace.com/">Squarespace</a></li><li><a href="https://bakery.squarespace.com/">Bakery</a></li><li><a href="https://wordpress.com/">WordPress.com</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com/integrations', body), { 'squarespace.com': 'technology', 'wordpress.com': 'technology' });
});

test('partners in Spanish ("aliados"), Danish (samarbejdspartnere, installatører) and Japanese (販売代理店); Japanese case studies are not', () => {
  const spanish = doc(
    'Aliados | Acme',
    `<h1>Nuestros aliados</h1><section><h2>Distribuidores</h2><ul><li><a href="https://edutek.com.mx/">Edutek</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.com.mx/aliados/', spanish), { 'edutek.com.mx': 'channel' });
  const danish = doc(
    'Samarbejdspartnere | Acme',
    `<h1>Samarbejdspartnere</h1><section><h2>Grossister</h2><ul><li><a href="https://www.ao.dk/">AO</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.dk/samarbejdspartnere', danish), { 'ao.dk': 'channel' });
  const japanese = doc(
    '販売パートナー一覧 | Acme',
    `<h1>販売代理店一覧</h1><table><tr><td>北斗通信</td><td><a href="https://www.hokuto-tsushin.co.jp/">hokuto-tsushin.co.jp</a></td></tr></table>
     <section><h2>導入事例</h2><ul><li><a href="https://www.yamada-shoji.co.jp/">山田商事</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.co.jp/partner/list', japanese), { 'hokuto-tsushin.co.jp': 'channel' });
});

test("partners in Nuxt 3's flattened payload (__NUXT_DATA__) and in a component's data-props attribute", () => {
  // devalue: the root is entry 0, every field the index of its value
  const flat = [
    ['Reactive', 1],
    { data: 2 },
    { integrations: 3, customers: 7 },
    [4],
    { name: 5, url: 6 },
    'LangChain',
    'https://www.langchain.com/',
    [8],
    { name: 9, url: 10 },
    'Acme Bank',
    'https://acmebank.example.com/',
  ];
  const nuxt = doc(
    'Ecosystem | Acme',
    `<h1>Ecosystem</h1><div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__">${JSON.stringify(flat)}</script>`,
  );
  assert.deepEqual(found('https://acme.ai/ecosystem', nuxt), { 'langchain.com': 'technology' });
  const props = JSON.stringify({ installers: [{ name: 'Elektro Nord', website: 'https://elektronord.dk/' }] }).replace(/"/g, '&quot;');
  const locator = doc(
    'Find installatør | Acme',
    `<h1>Find en certificeret installatør</h1><div class="dealer-map" data-props="${props}"></div>`,
  );
  assert.deepEqual(found('https://acme.dk/find-installatoer', locator), { 'elektronord.dk': 'channel' });
});

test("partners in data a script assigns, read but never run: Nuxt 2's window.__NUXT__ and a page's own variable", () => {
  // Nuxt 2 wraps its payload in a function whose parameters stand for repeated values; slashes escaped as \u002F
  const nuxt2 = doc(
    'Ecosystem | Acme',
    `<h1>Ecosystem</h1><div id="__nuxt"></div><script>window.__NUXT__=(function(a,b,c){return {layout:"default",data:[{integrations:[{name:"LangChain",category:a,official:c,url:"https:\\u002F\\u002Fwww.langchain.com\\u002F"},{name:"Airbyte",category:b,official:!0,url:"https:\\u002F\\u002Fairbyte.com\\u002F"}],customers:[{name:"Acme Bank",url:"https:\\u002F\\u002Facmebank.example.com"}]}],serverRendered:!0}}("LLM frameworks","Data pipelines",true));</script>`,
  );
  assert.deepEqual(found('https://acme.ai/ecosystem', nuxt2), { 'langchain.com': 'technology', 'airbyte.com': 'technology' });
  // a page's own variable names what it holds; an arrow function and a template literal read too
  const own = doc(
    'Where to buy | Acme',
    `<h1>Where to buy</h1><div id="map"></div><script>var stockists = (() => [{ name: \`Tone Foundry\`, website: 'https://tonefoundry.com/' }])();</script>`,
  );
  assert.deepEqual(found('https://acme.com/where-to-buy', own), { 'tonefoundry.com': 'channel' });
  // a store's state written as JSON is read as JSON
  const state = doc(
    'Partners | Acme',
    `<h1>Partners</h1><script>window.__PRELOADED_STATE__ = {"resellers":[{"name":"Nordlys IT","url":"https://nordlys-it.no/"}]};</script>`,
  );
  assert.deepEqual(found('https://acme.com/partners', state), { 'nordlys-it.no': 'channel' });
  // code is not data: a call the reader does not know, an operator, a variable it was not given read as nothing
  const code = doc(
    'Partners | Acme',
    `<h1>Partners</h1><script>window.partners = loadPartners({ url: 'https://evil.example.com/' }); var other = base + 'https://x.example.org/';</script>`,
  );
  assert.deepEqual(found('https://acme.com/partners', code), {});
});

test('partner words in Polish, Czech, Romanian, Hungarian, Finnish, Indonesian, Vietnamese, Greek, Russian, Hebrew and Thai (languages.ts), and their customers as customers', () => {
  const listing = (heading: string, partner: string) =>
    doc(`${heading} | Acme`, `<h1>${heading}</h1><ul><li><a href="https://${partner}/"><img src="/l.png" alt="Partner"></a></li></ul>`);
  const cases: [string, string, string, string][] = [
    ['https://acme.pl/integracje/', 'Integracje', 'comarch.pl', 'technology'],
    ['https://acme.cz/partneri', 'Implementační partneři', 'vetit.sk', 'channel'],
    ['https://acme.cz/partneri', 'Naši partneři', 'medisoft.cz', 'generic'],
    ['https://acme.ro/service-uri-partenere', 'Service-uri partenere', 'servicecarpati.ro', 'channel'],
    ['https://acme.hu/viszonteladok', 'Viszonteladóink', 'nyomda.hu', 'channel'],
    ['https://acme.fi/jakelijat', 'Jakelijat', 'labor.ee', 'channel'],
    ['https://acme.id/integrasi', 'Integrasi', 'midtrans.com', 'technology'],
    ['https://acme.id/mitra', 'Mitra Kami', 'edukasi.co.id', 'generic'],
    ['https://acme.vn/dai-ly', 'Hệ thống nhà phân phối', 'haiphongpack.vn', 'channel'],
    ['https://acme.gr/synergates', 'Οι συνεργάτες μας', 'example.gr', 'generic'],
    ['https://acme.ru/partners', 'Дистрибьюторы', 'example.ru', 'channel'],
    ['https://acme.co.il/partners', 'מפיצים', 'example.co.il', 'channel'],
    ['https://acme.co.th/partners', 'ตัวแทนจำหน่ายของเรา', 'example.co.th', 'channel'],
    ['https://acme.com.tr/bayilerimiz', 'Bayilerimiz', 'uykudunyasi.com.tr', 'channel'],
    ['https://acme.co.il/partners', 'שותפי הטמעה מוסמכים', 'digitalplus.co.il', 'channel'],
    ['https://acme.com.tw/stores/', '門市與經銷據點', 'chamachi.tw', 'channel'],
    ['https://acme.at/fachhaendler', 'Fachhändler', 'saunawelt-hofer.at', 'channel'],
    ['https://acme.at/service/montagepartner', 'Montagepartner', 'elektro-hauser.at', 'channel'],
    ['https://acme.be/waar-te-koop', 'Waar te koop', 'bierbox.be', 'channel'],
    ['https://acme.be/export-importeurs', 'Export: onze importeurs', 'bierbaron.nl', 'channel'],
    ['https://acme.ca/pages/detaillants', 'Nos détaillants', 'sail.ca', 'channel'],
    ['https://acme.com.br/instaladores', 'Instaladores', 'kustermarcenaria.com.br', 'channel'],
    ['https://acme.com.au/trade/pool-builders', 'Accredited pool builders', 'harbourpools.sydney', 'channel'],
    ['https://acme.co.in/BuyOnline.aspx', 'Buy Genuine Acme Helmets Online', 'flipkart.com', 'channel'],
    ['https://acme.lt/partneriai', 'Sertifikuoti Acme partneriai', 'kaunobuhalterija.lt', 'channel'],
    ['https://acme.com/partners', 'Certified technology partners', 'snowflake.com', 'technology'],
    ['https://acme.se/om-oss/internationella-distributorer/', 'Internationella distributörer', 'lydrum.dk', 'channel'],
    ['https://acme.no/partnere', 'Integrasjoner og teknologi', 'scaleaq.com', 'technology'],
    ['https://acme.is/soluadilar', 'Söluaðilar', 'guidetoiceland.is', 'channel'],
    ['https://acme.ee/partnerid', 'Ehitus- ja paigalduspartnerid', 'saaremaaehitus.ee', 'channel'],
    ['https://acme.cat/distribucio', 'Distribució', 'illadistribucions.com', 'channel'],
    ['https://acme.co.uk/find-an-installer/', 'Find an approved installer', 'forthvalleyev.co.uk', 'channel'],
    ['https://acme.fm/production-partners/', 'Production partners', 'hearthaudio.com', 'channel'],
  ];
  for (const [url, heading, partner, type] of cases) assert.deepEqual(found(url, listing(heading, partner)), { [partner]: type }, heading);
  for (const [url, heading] of [
    ['https://acme.pl/klienci/', 'Nasi klienci'],
    ['https://acme.cz/zakaznici', 'Naši zákazníci'],
    ['https://acme.vn/khach-hang', 'Khách hàng'],
    ['https://acme.id/pelanggan', 'Pelanggan Kami'],
    ['https://acme.com/about', 'Memberships and accreditations'],
    ['https://acme.ae/partners', 'العضويات والاعتمادات'],
    ['https://acme.com.tw/about', '客戶案例'],
  ]) {
    assert.deepEqual(found(url!, listing(heading!, 'customer.example.com')), {}, heading);
  }
  // a word of the table inside a longer word is not that word
  assert.deepEqual(found('https://acme.id/tentang', listing('Dimitra Foods', 'dimitra.example.com')), {});
});

test("Elementor's header and footer are chrome, an icon font's word is not text, contact lines start with a website or label it in other languages, and Magento's store locator data lists dealers", () => {
  // Elementor's theme builder: the footer is a <div>, its association membership no partner
  const elementor = doc(
    'Certyfikowane biura rachunkowe | Acme',
    `<h1>Certyfikowane biura rachunkowe</h1><div class="loop"><div class="e-loop-item"><h3>Nowak</h3><a href="https://nowak-rachunkowosc.pl/">Odwiedź stronę</a></div></div>
     <div data-elementor-type="footer" class="elementor elementor-location-footer"><p>Członek <a href="https://piit.org.pl/">Polskiej Izby Informatyki</a></p></div>`,
  );
  assert.deepEqual(found('https://acme.pl/partnerzy/biura/', elementor), { 'nowak-rachunkowosc.pl': 'channel' });
  // <i class="material-icons">language</i> draws a globe: the line is the website alone; a line that starts with the
  // website and then gives a phone; "Situs:" (Indonesian) and "Strona:" (Polish) label one
  const lines = doc(
    'Service-uri partenere | Acme',
    `<h1>Service-uri partenere</h1>
     <article class="card"><h3>TopGum</h3><p><i class="material-icons">place</i> Str. Zizinului 109</p><p><i class="material-icons">language</i> www.topgum-brasov.ro</p></article>
     <article class="card"><h3>BR Kowalczyk</h3><p>Gdańsk</p><p class="www">www.brkowalczyk.pl · tel. 58 301 22 90</p></article>
     <article class="card"><h3>Mitra Sumatera</h3><p>Telepon/WA: 0812 6044 7719 · Situs: www.msumatera.id</p></article>
     <article class="card"><h3>Lenz</h3><p>ul. Prosta 1, Strona: lenz.pl</p></article>`,
  );
  assert.deepEqual(found('https://acme.ro/service-uri-partenere', lines), {
    'topgum-brasov.ro': 'channel',
    'brkowalczyk.pl': 'channel',
    'msumatera.id': 'channel',
    'lenz.pl': 'channel',
  });
  // a sentence that starts with a domain is not a contact line
  const sentence = doc(
    'Partners | Acme',
    `<h1>Partners</h1><p>example.org — the open data foundation we learned from when we started, years before any partner programme.</p>`,
  );
  assert.deepEqual(found('https://acme.com/partners', sentence), {});
  // Magento 2 hands its widgets their settings as JSON in text/x-magento-init: a store locator's stores
  const stores = [{ name: 'Hải Phòng Pack', website: 'https://haiphongpack.vn/' }];
  const magento = doc(
    'Điểm bán | Acme',
    `<h1>Điểm bán</h1><div id="store-locator"></div><script type="text/x-magento-init">${JSON.stringify({ '#store-locator': { 'Acme_StoreLocator/js/locator': { stores } } })}</script>`,
  );
  assert.deepEqual(found('https://acme.vn/diem-ban', magento), { 'haiphongpack.vn': 'channel' });
});

test("Google's product subdomains name Google; its main host's paths, app store and other services do not", () => {
  const grid = (href: string) =>
    doc(
      'Integrations | Acme',
      `<h1>Integrations</h1><ul class="grid"><li class="card"><h3>Google Workspace</h3><p>Sign in with Google.</p><a href="${href}">Learn more</a></li></ul>`,
    );
  assert.deepEqual(found('https://acme.com/integrations', grid('https://workspace.google.com/intl/pl/')), { 'google.com': 'technology' });
  assert.deepEqual(found('https://acme.com/integrations', grid('https://edu.google.com/workspace-for-education/')), {
    'google.com': 'technology',
  });
  for (const href of [
    'https://workspace.google.com/marketplace/app/acme_for_gmail/4028177355',
    'https://www.google.com/maps/place/Acme',
    'https://business.google.com/reviews/acme',
    'https://groups.google.com/g/acme-users',
  ]) {
    assert.deepEqual(found('https://acme.com/integrations', grid(href)), {}, href);
  }
});

test("the Next.js App Router's server components payload (self.__next_f) and data named in other languages", () => {
  const flight = (row: string) => `<script>self.__next_f.push([1,${JSON.stringify(row)}])</script>`;
  const integraciones = [
    { nombre: 'Shopify', dominio: 'shopify.com', categoria: 'E-commerce' },
    { nombre: 'Odoo', sitio: 'https://www.odoo.com/es_ES' },
  ];
  const page = doc(
    'Integraciones | Acme',
    `<h1>Integraciones</h1><div role="tablist"><button role="tab">Destacadas</button></div>
     <script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>
     ${flight('1:HL["/_next/static/css/a.css","style"]\n')}${flight('3:I["4821",["931","static/chunks/app/page.js"],"Explorer"]\n')}
     ${flight(`7:["$","$L3",null,{"titulo":"Integraciones","integraciones":${JSON.stringify(integraciones)}}]\n`)}
     ${flight(`8:["$","$L4",null,{"clientes":[{"nombre":"Banco Acme","sitio":"https://bancoacme.mx/"}]}]\n`)}`,
  );
  assert.deepEqual(found('https://acme.com.mx/integraciones', page), { 'shopify.com': 'technology', 'odoo.com': 'technology' });
});

test('"網站：" labels a website as "Website:" does', () => {
  const labelled = doc(
    '經銷據點 | Acme',
    `<h1>經銷據點</h1><div class="dealer"><h3>淡水好茶</h3><p>網站：www.tamsui-haocha.com.tw</p></div>`,
  );
  assert.deepEqual(found('https://acme.com.tw/stores/', labelled), { 'tamsui-haocha.com.tw': 'channel' });
});

test('a sentence that says where the products are sold names its sellers; other sentences mention', () => {
  const page = doc(
    'Where to buy | Acme',
    `<h1>Where to buy</h1>
     <section><h2>Authorised distributors</h2><p>Resellers can buy Acme through <a href="https://www.exclusive-networks.com/">Exclusive Networks</a> (EMEA, APAC) and <a href="https://www.tdsynnex.com/">TD SYNNEX</a> (North America).</p></section>
     <section><h2>Retail</h2><p>Under-sink systems and replacement filters are stocked by <a href="https://www.homedepot.com/b/acme">The Home Depot</a> across the United States.</p>
     <p>Demo machines are available at select <a href="https://www.surlatable.com/">Sur La Table</a> stores in most large cities.</p>
     <p>Our founder learned the trade while working at <a href="https://www.breville.com/">Breville</a> for more than ten years in Sydney.</p>
     <p>Vybrané hračky predávajú aj tieto internetové obchody: <a href="https://www.dreveneveci.sk/hojdacka/">DreveneVeci.sk</a> a <a href="https://zelenydomcek.sk/">Zelený domček</a>.</p>
     <p>The configurator runs on the platform of EasternGraphics, our technology partner: <a href="https://pcon-solutions.com/">pcon-solutions.com</a>.</p>
     <p>Our office moved last spring; the building is described in detail at <a href="https://www.archdaily.com/acme-hq">ArchDaily</a>: a great read.</p></section>`,
  );
  assert.deepEqual(found('https://acme.com/where-to-buy', page), {
    'exclusive-networks.com': 'channel',
    'tdsynnex.com': 'channel',
    'homedepot.com': 'channel',
    'surlatable.com': 'channel',
    'dreveneveci.sk': 'channel',
    'zelenydomcek.sk': 'channel',
    'pcon-solutions.com': 'technology',
  });
  // an address written out after a phone number, with www.
  const dealers = doc(
    'Prodajna mjesta | Acme',
    `<h1>Prodajna mjesta</h1><table><tr><td>Kvarner Office</td><td>Zvonimirova 12, Rijeka</td><td>051 338 910, www.kvarneroffice.hr</td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.hr/prodajna-mjesta', dealers), { 'kvarneroffice.hr': 'channel' });
  // "Visit website" in Estonian, Polish or Norwegian is no one's name
  for (const cta of ['Külasta kodulehte', 'Odwiedź stronę', 'Til nettsiden']) {
    const page = doc('Partners | Acme', `<h1>Partners</h1><ul><li><a href="https://tartupuitehitus.ee/">${cta}</a></li></ul>`);
    assert.deepEqual(names('https://acme.com/partners', page), { 'tartupuitehitus.ee': null }, cta);
  }
});

test("what the tenth set showed: a membership platform's heading, a description ending with the website, a marketplace app's maker, a store-locator widget's credit", () => {
  const integrations = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><h2>Memberships &amp; paid feeds</h2><ul><li><a href="https://patreon.com/apps/acme">Patreon</a></li><li><a href="https://memberful.com/integrations/acme/">Memberful</a></li></ul>
     <h2>Memberships and accreditations</h2><ul><li><a href="https://www.iab.com/">IAB</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.fm/integrations/', integrations), { 'patreon.com': 'technology', 'memberful.com': 'technology' });
  const studios = doc(
    'Production partners | Acme',
    `<h1>Production partners</h1><h3>Hearth Audio</h3><p>Narrative and branded documentary series for Fortune 500 brands. <a href="https://hearthaudio.com/?ref=acme.fm">hearthaudio.com</a></p>
     <p>We recorded our own first season in a studio recommended by <a href="https://www.example-audio.com/">example-audio.com</a>, which we still like.</p>`,
  );
  assert.deepEqual(found('https://acme.fm/production-partners/', studios), { 'hearthaudio.com': 'channel' });
  const apps = [{ name: 'Ledgerlink for Xero', developer: 'Ledgerlink Pte. Ltd.', developerUrl: 'https://ledgerlink.sg' }];
  const marketplace = doc(
    'Marketplace | Acme',
    `<h1>Apps for Acme</h1><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { apps } } })}</script>`,
  );
  assert.deepEqual(names('https://apps.acme.ai/', marketplace), { 'ledgerlink.sg': 'Ledgerlink for Xero' });
  const stockists = doc(
    'Stockists | Acme',
    `<h1>Stockists</h1><ul><li><a href="https://www.mitre10.co.nz/">Mitre 10</a></li></ul><div class="stockist-map"><h2>Stockist map</h2><div>Loading store locator from <a href="https://stockist.co">Stockist store locator</a>...</div></div>`,
  );
  assert.deepEqual(found('https://acme.co.nz/pages/stockists', stockists), { 'mitre10.co.nz': 'channel' });
});

test('partners in Turkish (anlaşmalı şirketler, bayiler), references are customers; a dealer locator and certified installers are listings', () => {
  const turkish = doc(
    'Anlaşmalı Şirketler | Acme',
    `<h1>Anlaşmalı Sigorta Şirketlerimiz</h1><div class="row"><div class="card"><a href="https://www.allianz.com.tr/"><img src="/img/allianz.png" alt="Allianz Sigorta"></a></div></div>`,
  );
  assert.deepEqual(found('https://acme.com.tr/kurumsal/anlasmali-sirketler.aspx', turkish), { 'allianz.com.tr': 'generic' });
  const solution = doc(
    'Kurumsal | Acme',
    `<h1>Kurumsal</h1><section><h2>Çözüm Ortaklarımız</h2><ul><li><a href="https://www.bilgeyazilim.com.tr/">Bilge Yazılım</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.com.tr/kurumsal/', solution), { 'bilgeyazilim.com.tr': 'channel' });
  const references = doc('Referanslar | Acme', `<h1>Referanslarımız</h1><ul><li><a href="https://www.koton.com/">Koton</a></li></ul>`);
  assert.deepEqual(found('https://acme.com.tr/kurumsal/referanslar.aspx', references), {});
  const dealers = doc(
    'Find a Dealer | Acme',
    `<h1>Find a Dealer</h1><table><tr><td>Tone Foundry</td><td><a href="https://tonefoundryguitars.com/">tonefoundryguitars.com</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.com/find-a-dealer/', dealers), { 'tonefoundryguitars.com': 'channel' });
  const installers = doc(
    'Installers | Acme',
    `<h1>Certified installers</h1><ul><li><h3>Prairie Plumbing</h3><a href="https://prairieplumbingco.com/">Website</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com/installers', installers), { 'prairieplumbingco.com': 'channel' });
});

test('a maker given as "Built by salesforce.com", a website in a data attribute, a page script named for its partners, German wholesalers and a partner catalogue', () => {
  const apps = doc(
    'Apps | Acme',
    `<h1>App marketplace</h1><div class="app-card"><h3>Salesforce sync</h3><p class="app-builder">Built by salesforce.com</p></div>
     <div class="credit"><p>Website built by studioloom.com</p></div>`,
  );
  assert.deepEqual(found('https://apps.acme.com/', apps), { 'salesforce.com': 'technology' });
  const catalogue = doc(
    'Partnerkatalog | Acme',
    `<h1>Acme partnerkatalog</h1><div class="partner-kort" data-namn="Fortnox" data-webb="https://www.fortnox.se/"><h3>Fortnox</h3><button type="button">Besök webbplats</button></div>`,
  );
  assert.deepEqual(found('https://partner.acme.se/', catalogue), { 'fortnox.se': 'generic' });
  const installers = [{ name: 'Elektro Huber GmbH', web: 'https://www.elektro-huber.at' }];
  const locator = doc(
    'Fachpartner finden | Acme',
    `<h1>Fachpartner in Ihrer Nähe</h1><script type="application/json" id="fachpartner-daten">${JSON.stringify(installers)}</script>
     <section><h2>Bezug über den Elektrogroßhandel</h2><ul><li><a href="https://www.sonepar.at/">Sonepar</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.at/partner/fachpartner-finden', locator), {
    'elektro-huber.at': 'channel',
    'sonepar.at': 'channel',
  });
});

test('what the twelfth set showed: German representations and interfaces, Dutch integrations, "our partner X" in a sentence, a partner section of the footer, a row named by its words', () => {
  const representations = doc(
    'Internationale Vertretungen | Acme',
    `<h1>Internationale Vertretungen</h1><dl><dt>Firma</dt><dd><strong>Waagen Gruber GmbH</strong></dd><dt>Internet</dt><dd><a href="https://www.waagen-gruber.at">www.waagen-gruber.at</a></dd></dl>`,
  );
  assert.deepEqual(found('https://acme.de/unternehmen/internationale-vertretungen', representations), { 'waagen-gruber.at': 'channel' });
  assert.deepEqual(
    partnerPageCandidates(
      page(
        'https://acme.de/',
        doc('Acme', '<p>Waagen</p>', '<a href="/produkte/schnittstellen-software">Schnittstellen &amp; Software</a>'),
      ),
      ['https://acme.de/unternehmen/internationale-vertretungen'],
    ).slice(0, 2),
    ['https://acme.de/unternehmen/internationale-vertretungen', 'https://acme.de/produkte/schnittstellen-software'],
  );
  const dutch = doc(
    'Integraties | Acme',
    `<h1>Integraties</h1><article><h3>TOPdesk</h3><a href="https://www.topdesk.com/nl/">topdesk.com</a></article>`,
  );
  assert.deepEqual(found('https://acme.nl/integraties', dutch), { 'topdesk.com': 'technology' });
  const prose = doc(
    'Schnittstellen & Technologiepartner | Acme',
    `<h1>Schnittstellen &amp; Technologiepartner</h1><h3>Wägedatenmanagement</h3>
     <p>Für Fahrzeugwaagen mit Kennzeichenerkennung empfehlen wir die Software unseres Partners <a href="https://www.logiweigh.de/">LogiWeigh</a> aus Ulm.</p>
     <p>Nos coffrets sont également vendus en ligne par notre revendeur <a href="https://www.belgiandelights.com/fr">Belgian Delights</a>, qui livre dans toute l’Union.</p>
     <p>Bei Fragen wenden Sie sich an Ihren Ansprechpartner <a href="https://www.kammer-beispiel.de/">bei der Kammer</a> vor Ort in Ulm.</p>`,
  );
  assert.deepEqual(found('https://acme.de/schnittstellen', prose), { 'logiweigh.de': 'technology', 'belgiandelights.com': 'channel' });
  const footer = (heading: string) =>
    `<!doctype html><html><head><title>Acme</title></head><body><main><h1>Pakketkluizen</h1></main><footer class="site-footer"><section class="carriers"><h2>${heading}</h2><ul><li><a href="https://www.postnl.nl/zakelijk/"><img src="/c/postnl.svg" alt="PostNL"></a></li></ul></section><ul><li><a href="https://www.linkedin.com/company/acme">LinkedIn</a></li><li><a href="https://studio-webbouw.nl/">Website door Studio Webbouw</a></li></ul></footer></body></html>`;
  assert.deepEqual(found('https://acme.nl/', footer('Gekoppeld met onze vervoerspartners')), { 'postnl.nl': 'technology' });
  assert.deepEqual(found('https://acme.nl/', footer('Volg ons')), {});
  const table = doc(
    'Servicepartner | Acme',
    `<h1>Servicepartner</h1><table><thead><tr><th>PLZ-Gebiet</th><th>Servicepartner</th><th>Internet</th></tr></thead><tbody><tr><td>0, 1</td><td>Waagen-Service Lausitz GmbH</td><td><a href="https://www.waagenservice-lausitz.de">www.waagenservice-lausitz.de</a></td></tr></tbody></table>`,
  );
  assert.deepEqual(names('https://acme.com/servicepartner', table), { 'waagenservice-lausitz.de': 'Waagen-Service Lausitz GmbH' });
});

test("what the twelfth set showed, typed: a hardware tab, a description is no badge, a service's integration directory names it, a page of a listing's own host, Japanese and Portuguese channel words", () => {
  const ecosystem = doc(
    'Ecosystem | Acme',
    `<h1>The Acme ecosystem</h1>
     <article class="partner-card"><h3>BrightSign</h3><span class="partner-card__tag">Hardware</span><a href="https://www.brightsign.biz/">Learn more</a></article>
     <article class="partner-card"><h3>Ngong Road Hardware</h3><span class="tag">Dealer</span><a href="https://ngongroadhardware.co.ke/">Visit</a></article>`,
  );
  assert.deepEqual(found('https://acme.com/ecosystem', ecosystem), {
    'brightsign.biz': 'technology',
    'ngongroadhardware.co.ke': 'channel',
  });
  const integrations = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><h2>Partner-built</h2><ul>
     <li class="integration-card"><a href="https://slack.com/apps/A04RLLY5CRN-acme"><strong>Slack</strong><span>Post to screens from a Slack channel</span></a></li>
     <li class="integration-card"><a href="https://www.dropbox.com/app-integrations/acme"><strong>Dropbox</strong><span>Sync a folder to a playlist</span></a></li>
     <li class="integration-card"><a href="https://www.dropbox.com/s/abc123/deck.pdf"><strong>Deck</strong></a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com/integrations', integrations), { 'slack.com': 'technology', 'dropbox.com': 'technology' });
  const detail = doc(
    'Bling ERP + Acme | Acme Apps',
    `<h1>Bling ERP</h1><div class="app-meta"><div>Categoria: ERP</div><div>Desenvolvido por: Bling (<a href="https://www.bling.com.br/">bling.com.br</a>) em parceria com a Acme</div></div>`,
  );
  assert.deepEqual(found('https://apps.acme.com.br/app/bling', detail, { domain: 'acme.com.br' }), { 'bling.com.br': 'technology' });
  const tiers = doc(
    'パートナー | Acme',
    `<h1>パートナー一覧</h1><table><tr><th>会社名</th><th>種別</th><th>URL</th></tr>
     <tr><td>株式会社九州クラウドラボ</td><td>導入支援パートナー</td><td><a href="https://q-cloudlab.jp/">q-cloudlab.jp</a></td></tr>
     <tr><td>税理士法人みらい会計</td><td>紹介パートナー</td><td><a href="https://www.mirai-tax.jp/">mirai-tax.jp</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.jp/partners', tiers, { domain: 'acme.jp' }), {
    'q-cloudlab.jp': 'channel',
    'mirai-tax.jp': 'channel',
  });
  const agencies = doc(
    'Parceiros | Acme',
    `<h1>Programa de Parceiros</h1><div class="partner-card"><div class="partner-tier">Agência Ouro</div><h3 class="partner-name">Sal &amp; Pimenta Digital</h3><a href="https://www.salpimentadigital.com.br/">Visitar site</a></div>`,
  );
  assert.deepEqual(found('https://www.acme.com.br/parceiros', agencies, { domain: 'acme.com.br' }), {
    'salpimentadigital.com.br': 'channel',
  });
});

test('what the thirteenth set showed: chat links, entries written as lines and fields, representatives, a localized listing host, a "Next" link in Polish', () => {
  const lines = doc(
    'Dealers | Acme',
    `<h1>Dealers</h1>
     <p><strong>Partnerzy zagraniczni</strong></p>
     <p>Niemcy: Fenster-Partner Berlin GmbH, Landsberger Allee 366, 12681 Berlin – <a href="https://www.fensterpartner-berlin.de/">fensterpartner-berlin.de</a><br>Wielka Brytania: Okna UK Ltd, Unit 4 Park Royal, London – <a href="https://oknauk.co.uk/">oknauk.co.uk</a></p>
     <p>Glaskunst Böhmen GmbH, Ludwigstraße 9, 94032 Passau<br>www.glaskunst-boehmen.de · info@glaskunst-boehmen.de</p>
     <ul><li><strong>Saïss Irrigation</strong> – Quartier industriel Sidi Bouzekri, Meknès – Tél. 05 35 52 19 40 – <a href="https://saissirrigation.com/fr/">Visiter le site</a></li></ul>
     <p>Cluj – AutoSoft Consulting SRL – autosoftconsulting.ro – 0744 912 330</p>
     <ul><li><a href="https://zalo.me/0901234567">Zalo</a></li><li><a href="https://m.me/acme">Messenger</a></li></ul>
     <p>Read how we moved our bookings to a new provider last spring, <a href="https://www.bookingtool.example.org/">the website</a>.</p>`,
  );
  assert.deepEqual(found('https://acme.com/dealers', lines), {
    'fensterpartner-berlin.de': 'channel',
    'oknauk.co.uk': 'channel',
    'glaskunst-boehmen.de': 'channel',
    'saissirrigation.com': 'channel',
    'autosoftconsulting.ro': 'channel',
  });
  const representatives = doc(
    'Worldwide Representatives | Acme Trails',
    `<h1>Our Worldwide Representatives</h1><dl><dt>United Kingdom</dt><dd><a href="https://indiaspecialists.co.uk/">India Specialists Ltd</a></dd></dl>`,
  );
  assert.deepEqual(found('https://acme.com/worldwide-representatives', representatives), { 'indiaspecialists.co.uk': 'channel' });
  const romanian = doc(
    'Parteneri și revânzători – Acme',
    `<h1>Parteneri de implementare</h1><p>București – Service Digital SRL – <a href="https://servicedigital.ro/acme">servicedigital.ro</a> – 0721 400 118</p>`,
  );
  assert.deepEqual(found('https://parteneri.acme.ro/', romanian, { domain: 'acme.ro' }), { 'servicedigital.ro': 'channel' });
  const first = doc(
    'Gdzie kupić – Acme',
    `<h1>Gdzie kupić</h1><ul class="pagination"><li class="page-item next"><a class="page-link" href="/gdzie-kupic?start=1" title="Strona 2">Następna »</a></li></ul>`,
  );
  assert.deepEqual(readPartnerPage(page('https://acme.pl/gdzie-kupic', first), { domain: 'acme.pl' }).listings, [
    'https://acme.pl/gdzie-kupic?start=1',
  ]);
});

test('what the fourteenth set showed: links to the www. twin of the host, entries as lines starting with a name and a dash, a domain alone on a middle line, partner words in Greek, Ukrainian, Swedish, Hebrew, Korean, Spanish and Italian', () => {
  const home = page(
    'https://acme.gr/',
    doc(
      'Acme',
      '<p>Τιμολόγηση</p>',
      '<a href="https://www.acme.gr/diasyndeseis/">Διασυνδέσεις</a><a href="https://www.acme.gr/synergates/">Συνεργάτες</a>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 2), ['https://acme.gr/diasyndeseis/', 'https://acme.gr/synergates/']);
  const lines = doc(
    'Διασυνδέσεις – Acme',
    `<h1>Διασυνδέσεις</h1><p>WooCommerce — plugin «Acme for WooCommerce» στο <a href="https://woocommerce.com/products/acme-invoicing/">WooCommerce Marketplace</a><br>
     Shopify — εφαρμογή στο <a href="https://apps.shopify.com/acme">Shopify App Store</a><br>
     Ekdosi — read how we moved our invoices there in the blog post of last spring, <a href="https://www.newsportal.example.gr/story">here</a></p>`,
  );
  assert.deepEqual(found('https://acme.gr/diasyndeseis/', lines, { domain: 'acme.gr' }), {
    'woocommerce.com': 'technology',
    'shopify.com': 'technology',
  });
  const certified = doc(
    'Πιστοποιημένοι Συνεργάτες – Acme',
    `<h1>Πιστοποιημένοι Συνεργάτες</h1><article><h3>Λογιστικό Γραφείο Παπαδοπούλου</h3><p>Τηλ. 210 6412 330<br>www.logistiki-papadopoulou.gr<br>Ενεργοποίηση &amp; εκπαίδευση.</p></article>`,
  );
  assert.deepEqual(found('https://acme.gr/synergates/', certified, { domain: 'acme.gr' }), { 'logistiki-papadopoulou.gr': 'channel' });
  const ukrainian = doc(
    'Співпраця – Acme',
    `<h1>Співпраця</h1><section><h2>Платіжні партнери</h2><ul><li><a href="https://www.liqpay.ua/">LiqPay</a></li></ul></section><section><h2>Сертифіковані партнери</h2><ul><li><a href="https://pikseli.ua/">Пікселі</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.com.ua/spivpratsia', ukrainian, { domain: 'acme.com.ua' }), {
    'liqpay.ua': 'technology',
    'pikseli.ua': 'channel',
  });
  const tags = doc(
    'Partner | Acme',
    `<h1>Partner</h1>
     <div class="card"><h3>Siffergruppen Redovisning AB</h3><span class="tag">Redovisningsbyrå</span><a href="https://siffergruppen.se/">Webbplats</a></div>
     <div class="card"><h3>אופק אבטחת מידע</h3><span class="tag">משווק מורשה</span><a href="https://ofeksec.co.il/">אתר</a></div>
     <div class="card"><h3>모아브랜드</h3><span class="tier">도입 컨설팅 파트너</span><a href="https://moabrand.kr">moabrand.kr</a></div>
     <div class="card"><h3>Nube Consultores</h3><span class="tag">Implementador</span><a href="https://nubeconsultores.com.ar/">Sitio</a></div>`,
  );
  assert.deepEqual(found('https://acme.com/partner', tags), {
    'siffergruppen.se': 'channel',
    'ofeksec.co.il': 'channel',
    'moabrand.kr': 'channel',
    'nubeconsultores.com.ar': 'channel',
  });
  const network = doc(
    'La nostra rete – Acme',
    `<h1>La nostra rete</h1><p><strong>Studio Nord Digital</strong> – Milano<br><a href="https://studionorddigital.it/">studionorddigital.it</a></p>`,
  );
  assert.deepEqual(found('https://acme.it/rete-agenze/', network, { domain: 'acme.it' }), { 'studionorddigital.it': 'channel' });
});

test('what the fifteenth set showed: a CMS blog layout is no blog, a lead-in paragraph heads its list, export and service-centre pages, Slovenian, Croatian, Arabic and Lithuanian words, a website labelled "Splet:"', () => {
  const joomla = doc(
    'Kje kupiti – Acme',
    `<h1>Kje kupiti</h1><div class="com-content-category-blog blog"><div class="blog-item" itemprop="blogPost"><h2>Medicinski pripomočki Zupan</h2><p>Celovška cesta 150, Ljubljana<br><a href="https://zupan-medical.si/">zupan-medical.si</a></p></div>
     <div class="blog-item"><h2>Zdravje Plus, Celje</h2><p>Ljubljanska cesta 41, Celje<br>Splet: zdravjeplus-celje.si</p></div></div>`,
  );
  assert.deepEqual(found('https://acme.si/prodajna-mesta', joomla, { domain: 'acme.si' }), {
    'zupan-medical.si': 'channel',
    'zdravjeplus-celje.si': 'channel',
  });
  const components = doc(
    'Komponenter – Acme',
    `<h1>Komponenter</h1><p>Stellet svejser vi selv i Vejle. Motor, gear og træk kommer fra vores teknologipartnere, som vi har udviklet modellerne sammen med:</p>
     <ul><li><strong>Shimano STEPS</strong> – midtmotor på alle el-modeller (<a href="https://www.shimano.com/">shimano.com</a>)</li></ul>
     <p>Vi leverer flåder til mange virksomheder. Følg os også på vores nyhedsbrev:</p><ul><li><a href="https://www.nyhedsportal.example.dk/">Nyheder</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.dk/pages/komponenter', components, { domain: 'acme.dk' }), { 'shimano.com': 'technology' });
  const home = page(
    'https://acme.ie/',
    doc(
      'Acme',
      '<p>Machinery</p>',
      '<a href="/international">International</a><a href="/ar/service-centers">مراكز الصيانة المعتمدة</a><a href="/about">About</a>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 2), ['https://acme.ie/ar/service-centers', 'https://acme.ie/international']);
  const arabic = doc(
    'Acme',
    `<h1>مراكز الصيانة والتركيب المعتمدة</h1><table><tr><td>الشارقة للخدمات الفنية</td><td><a href="https://sharjahtech.ae/">sharjahtech.ae</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.ae/ar/service-centers', arabic, { domain: 'acme.ae' }), { 'sharjahtech.ae': 'channel' });
  const croatian = doc(
    'Za trgovce – B2B i izvoz',
    `<h1>Za trgovce</h1><h3>Naši uvoznici</h3><table><tr><td>Adria Feinkost GmbH</td><td><a href="https://www.adria-feinkost.de/">adria-feinkost.de</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.hr/content/9-za-trgovce', croatian, { domain: 'acme.hr' }), { 'adria-feinkost.de': 'channel' });
});

test("what the sixteenth set showed: Angular's TransferState named by its request, Astro's island props, a text block of a page builder is running text, Greek, Spanish, Ukrainian and Lithuanian wording", () => {
  const state = {
    '1414213562': {
      b: { pagina: 1, resultados: [{ id: 301, nombre: 'Estudio Malbec', nivel: 'Experto Oro', web: 'https://estudiomalbec.com.ar' }] },
      u: 'https://api.acme.com.ar/v2/public/expertos?pais=AR',
    },
    '2718281828': {
      b: { resultados: [{ nombre: 'Un comercio', web: 'https://uncomercio.com.ar' }] },
      u: 'https://api.acme.com.ar/v2/public/casos-de-exito',
    },
  };
  const angular = `<html><head><title>Expertos Acme | Agencias</title></head><body><main><h1>Expertos Acme</h1></main><script id="ng-state" type="application/json">${JSON.stringify(state)}</script></body></html>`;
  assert.deepEqual(found('https://acme.com.ar/expertos', angular, { domain: 'acme.com.ar' }), { 'estudiomalbec.com.ar': 'channel' });
  const props = {
    heading: [0, 'Browse by category'],
    integrations: [1, [[0, { name: [0, 'Xero'], website: [0, 'https://www.xero.com/nz/'] }]]],
  };
  const astro = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><astro-island uid="Z1" component-url="/_astro/Directory.js" props="${JSON.stringify(props).replace(/"/g, '&quot;')}"></astro-island>`,
  );
  assert.deepEqual(found('https://acme.co.nz/integrations', astro), { 'xero.com': 'technology' });
  const tilda = doc(
    'Технології – Acme',
    `<h1>Технології</h1><div class="t-text">Ми — акредитований реєстратор доменів .UA (<a href="https://hostmaster.ua/">Hostmaster</a>) та член <a href="https://www.ripe.net">RIPE NCC</a> з власною автономною системою.</div>
     <h2>Технологічні партнери</h2><ul><li><a href="https://cpanel.net/">cPanel</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com.ua/tekhnolohii', tilda, { domain: 'acme.com.ua' }), { 'cpanel.net': 'technology' });
  const greek = doc(
    'Plugins & συνδέσεις',
    `<h1>Plugins &amp; συνδέσεις</h1><table><tr><td>WooCommerce</td><td><a href="https://woocommerce.com/products/acme-gateway/">WooCommerce Marketplace</a></td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.gr/plugins-kai-syndeseis', greek, { domain: 'acme.gr' }), { 'woocommerce.com': 'technology' });
  const lithuanian = doc(
    'Finansavimas – Acme',
    `<h1>Partneriai</h1><p>Būsto paskolą moduliniam namui galite gauti per mūsų finansavimo partnerį <a href="https://www.sb.lt/lt/privatiems/paskolos">Šiaulių banką</a> – paskola išmokama etapais.</p>`,
  );
  assert.deepEqual(found('https://acme.lt/partneriai', lithuanian, { domain: 'acme.lt' }), { 'sb.lt': 'generic' });
});

test('what the seventeenth set showed: a web designer credit, a funder, a certifier and a shop of its own on a marketplace are never partners', () => {
  const body = doc(
    'Distributerji | Acme',
    `<h1>Distributerji</h1><ul><li><a href="https://www.medis-koper.si/">Medis Koper</a></li></ul>
     <p>All ISOBUS functions are certified by the <a href="https://www.aef-online.org/">Agricultural Industry Electronics Foundation (AEF)</a>.</p>
     <div class="t-descr">Projektą iš dalies finansuoja Europos Sąjunga.<br><a href="https://www.esinvesticijos.lt/">esinvesticijos.lt</a></div>
     <div class="t-descr">Projektą iš dalies finansuoja Europos Sąjunga.<br>www.esfondai.lt</div>
     <ul><li><a href="https://item.rakuten.co.jp/acme/">Acme 楽天市場店</a>（蔵元直営）</li></ul>
     <div class="row"><span class="sp-copyright">© 2024 Acme d.o.o. Izdelava: <a href="https://www.spletnik-celje.si/">Spletnik</a></span></div>
     <p class="credits">Izdelava: <a href="https://www.spletni-studio.si/">Spletni studio</a></p>`,
  );
  assert.deepEqual(found('https://acme.si/distributerji', body, { domain: 'acme.si' }), { 'medis-koper.si': 'channel' });
});

test('accountants listed by a SaaS are channel partners; a Japanese stockists page says お取扱い', () => {
  const accountants = doc(
    'Accountants | Acme',
    `<h1>Partner accountants</h1><ul><li><a href="https://barak-cpa.co.il/">Barak CPA</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.co.il/accountants', accountants, { domain: 'acme.co.il' }), { 'barak-cpa.co.il': 'channel' });
  const home = page(
    'https://acme.co.jp/',
    doc('Acme', '<p>酒造</p>', '<a href="/overseas/">海外でのお取扱い</a><a href="/about/">蔵について</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://acme.co.jp/overseas/']);
});

test('what the eighteenth and nineteenth sets showed: a partners-and-certifications page, headings in sections of their own, "our partner" anywhere', () => {
  // "Partners & Certifications" is a partner page; its certifications, headed in a section of their own (Elementor), are not partners
  const certifications = doc(
    'Partners & Certifications – Acme',
    `<h1>Partners &amp; Certifications</h1>
     <section class="elementor-section"><div><h2>Manufacturer partners</h2></div></section>
     <section class="elementor-section"><div><div><img alt="Enphase Platinum Installer" src="/e.png"><h3>Enphase</h3><a href="https://enphase.com/">Visit Enphase</a></div></div></section>
     <section class="elementor-section"><div><h2>Nos certifications et labels</h2></div></section>
     <section class="elementor-section"><div><div><a href="https://certificats.afnor.org/"><img src="/afnor.png" alt="Certification ISO 27001 AFNOR"></a></div></div></section>`,
  );
  assert.deepEqual(found('https://acme.com/our-partners/', certifications), { 'enphase.com': 'generic' });
  // an explicit "our … partner <a>" names a partner on a page that is no listing; "notre partenaire installateur" too
  const wholesale = doc(
    'Wholesale | Acme',
    `<h1>Wholesale</h1><ul><li><p>Free barista training at our roastery for every new café</p></li>
     <li><p>Machine supply, installation and servicing through our technical partner <a href="https://www.espressoengineering.co.nz">Espresso Engineering NZ</a></p></li></ul>
     <p>Outside the city, installations are done by our certified installation partner <a href="https://bloemdata.co.za/">Bloem Data Installers</a> (Welkom and Kroonstad).</p>
     <p>Pour le câblage des baies, nous travaillons avec notre partenaire installateur <a href="https://rhonecablage.fr/">Rhône Câblage Pro</a>, certifié pour la fibre.</p>
     <p>Teams at <a href="https://www.kahulegal.co.nz">Kahu Legal</a> and Te Aro Physio start their day with our coffee, every single morning.</p>`,
  );
  assert.deepEqual(names('https://acme.com/wholesale', wholesale), {
    'espressoengineering.co.nz': 'Espresso Engineering NZ',
    'bloemdata.co.za': 'Bloem Data Installers',
    'rhonecablage.fr': 'Rhône Câblage Pro',
  });
  // French software publishers are technology partners
  const editeurs = doc(
    'Partenaires',
    `<h1>Partenaires</h1><h2>Nos alliances éditeurs et constructeurs</h2><ul><li><a href="https://www.veeam.com/fr">Veeam</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.fr/partenaires', editeurs, { domain: 'acme.fr' }), { 'veeam.com': 'technology' });
});

test('entries written as paragraphs that start with their name in bold; agents in a table headed by country; tour operators in data', () => {
  const paragraphs = doc(
    'Our Partners',
    `<h1>Our Partners</h1><h2>Fibre network partners</h2>
     <p><span style="font-weight:bold;">Zwartkops Fibre</span> is the open-access network covering most suburbs of the city, and more. More about the network at www.zwartkopsfibre.co.za.</p>
     <p><strong>Karoo Fibre Networks</strong> brings fibre to smaller towns such as Trompsburg and Philippolis in the region. <a href="https://karoofibre.co.za">Visit Karoo Fibre</a></p>
     <p><strong>Our history</strong> began in 2009 when the founders wired their first street, long before <a href="https://www.telkom.co.za/">the incumbent</a> did.</p>`,
  );
  assert.deepEqual(names('https://acme.com/our-partners', paragraphs), {
    'zwartkopsfibre.co.za': 'Zwartkops Fibre',
    'karoofibre.co.za': 'Karoo Fibre Networks',
  });
  const agents = doc(
    'Global Agent Network | Acme',
    `<h1>Global Agent Network</h1><table><thead><tr><th>Country</th><th>Agent</th><th>City</th><th></th></tr></thead><tbody>
     <tr><td>Indonesia</td><td>PT Samudra Lintas Nusantara</td><td>Surabaya</td><td><a href="https://www.samudralintas.co.id">Website</a></td></tr></tbody></table>`,
  );
  const result = extractPartners(page('https://acme.com/agent-network', agents), { domain: 'acme.com' });
  assert.deepEqual(
    result.map((p) => [p.partnerDomain, p.partnerName, p.type]),
    [['samudralintas.co.id', 'PT Samudra Lintas Nusantara', 'channel']],
  );
  const data = JSON.stringify({
    props: { pageProps: { tourOperators: [{ name: 'Lion City Holidays', website: 'https://www.lioncityholidays.sg' }] } },
  });
  const operators = doc(
    'Travel partners',
    `<h1>Travel partners</h1><h2>Tour operators &amp; DMCs</h2><ul><li><a href="https://balihorizontours.com">Bali Horizon Tours</a></li></ul>
     <script id="__NEXT_DATA__" type="application/json">${data}</script>`,
  );
  assert.deepEqual(found('https://acme.com/travel-partners', operators), {
    'balihorizontours.com': 'channel',
    'lioncityholidays.sg': 'channel',
  });
});

test('records in the data behind a "Show more" count when at least half of them are partners the markup listed', () => {
  const data = (items: { name: string; website: string }[]) =>
    JSON.stringify({ props: { pageProps: { categories: [{ title: 'Thanh toán', items }] } } });
  const body = (items: { name: string; website: string }[]) =>
    doc(
      'Tích hợp',
      `<h1>Tích hợp</h1><div class="grid"><a href="https://vnpay.vn">VNPay</a><a href="https://momo.vn">MoMo</a></div>
       <script id="__NEXT_DATA__" type="application/json">${data(items)}</script>`,
    );
  const shown = [
    { name: 'VNPay', website: 'https://vnpay.vn' },
    { name: 'MoMo', website: 'https://momo.vn' },
  ];
  assert.deepEqual(
    Object.keys(
      found('https://acme.vn/integrations', body([...shown, { name: 'ZaloPay', website: 'https://zalopay.vn' }]), { domain: 'acme.vn' }),
    ),
    ['vnpay.vn', 'momo.vn', 'zalopay.vn'],
  );
  // one of four listed: not the same list
  const others = ['https://a-bank.vn', 'https://b-shop.vn', 'https://c-news.vn'].map((website) => ({ name: 'X', website }));
  assert.deepEqual(Object.keys(found('https://acme.vn/integrations', body([shown[0]!, ...others]), { domain: 'acme.vn' })), [
    'vnpay.vn',
    'momo.vn',
  ]);
});

test('an age gate\'s way out (a brewery\'s "No" to google.no) is chrome, not a partner', () => {
  const body = doc(
    'Samarbeidspartnere',
    `<div class="age-gate"><div class="age-gate-card"><h2>Er du over 18 år?</h2><a href="#">Ja</a><a href="https://www.google.no">Nei</a></div></div>
     <h1>Samarbeidspartnere</h1><ul><li><a href="https://www.oslomalt.no/">Oslo Malt</a></li></ul>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.no/samarbeidspartnere', body, { domain: 'acme.no' })), ['oslomalt.no']);
});

test('a name with its domain in parentheses, in a paragraph of a partner page; a domain its name does not match is no entry', () => {
  const body = doc(
    'Partenaires',
    `<h1>Partenaires</h1><h2>Distribution</h2>
     <p>Notre matériel est approvisionné auprès de notre distributeur <strong>Distrinéo</strong> (www.distrineo.fr), grossiste à valeur ajoutée basé à Saint-Priest.</p>
     <p>Nous avons migré notre messagerie vers un nouveau fournisseur l'an dernier (voir www.exemple-presse.fr) pour tous nos clients.</p>`,
  );
  assert.deepEqual(names('https://acme.fr/partenaires', body), { 'distrineo.fr': 'Distrinéo' });
});

test('"We are a <a>3CX Silver Partner</a> and an authorised <a>Yealink</a> reseller": the links are the site\'s vendors, on any page', () => {
  const body = doc(
    'VoIP | Acme',
    `<h1>Business VoIP</h1>
     <p>We are a <a href="https://www.3cx.com/partners/">3CX Silver Partner</a> and an authorised <a href="https://www.yealink.com/en">Yealink</a> reseller, so every desk phone we supply is provisioned by us.</p>
     <p>Our system works with desk phones such as <a href="https://www.snom.com/">Snom</a> models and many other brands on the market today.</p>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.co.za/voip', body, { domain: 'acme.co.za' })), ['3cx.com', 'yealink.com']);
});

test("a component's props under keys that say nothing count when the component shows at least half of their records by name", () => {
  const island = (items: { name: string; url: string }[], cards: string[]) => {
    const props = { items: [1, items.map((i) => [0, { name: [0, i.name], url: [0, i.url] }])] };
    return doc(
      'Integraciones | Acme',
      `<h1>Integraciones</h1><astro-island uid="Z2" component-url="/_astro/IntegrationDirectory.js" props="${JSON.stringify(props).replace(/"/g, '&quot;')}">
         <ul class="cards">${cards.map((c) => `<li><a href="/integraciones/${c.toLowerCase()}"><h3>${c}</h3></a></li>`).join('')}</ul></astro-island>`,
    );
  };
  const items = [
    { name: 'VTEX', url: 'https://vtex.com/es-mx/' },
    { name: 'Odoo', url: 'https://www.odoo.com' },
    { name: 'Stripe', url: 'https://stripe.com/mx' },
  ];
  assert.deepEqual(Object.keys(found('https://acme.mx/integraciones', island(items, ['VTEX', 'Odoo', 'Stripe']), { domain: 'acme.mx' })), [
    'vtex.com',
    'odoo.com',
    'stripe.com',
  ]);
  // a component that shows other things (one name of three, by chance) is not rendering these records
  assert.deepEqual(
    Object.keys(found('https://acme.mx/integraciones', island(items, ['Odoo', 'Facturas', 'Precios']), { domain: 'acme.mx' })),
    [],
  );
  // the same data where the page shows nothing of it
  assert.deepEqual(Object.keys(found('https://acme.mx/integraciones', island(items, []), { domain: 'acme.mx' })), []);
});

test('"works with" in other languages heads a section of tools on any page: Dutch, German, French, Spanish', () => {
  const home = (heading: string) =>
    doc(
      'Acme – Voorraadbeheer',
      `<h1>Nooit meer uitverkocht</h1><section><h2>${heading}</h2><div><a href="https://apps.shopify.com/acme"><img src="/shopify.svg" alt="Shopify"></a><a href="https://www.sendcloud.com/nl/integraties/"><img src="/sendcloud.svg" alt="Sendcloud"></a></div></section>`,
    );
  for (const heading of [
    'Werkt samen met je favoriete tools',
    'Funktioniert mit Ihren Tools',
    'Fonctionne avec vos outils',
    'Funciona con tus herramientas',
  ]) {
    assert.deepEqual(
      found('https://acme.nl/', home(heading), { domain: 'acme.nl' }),
      { 'shopify.com': 'technology', 'sendcloud.com': 'technology' },
      heading,
    );
  }
  // "werkt samen met" alone says "cooperates with": not a heading of tools
  assert.deepEqual(found('https://acme.nl/', home('Acme werkt samen met de gemeente'), { domain: 'acme.nl' }), {});
});

test("a maker's card among accreditations, titled with what the site is to it, is a partnership; the section's other entries stay out", () => {
  const card = (title: string, href: string) =>
    `<div class="item"><img src="/logo.png" alt="${title}"><h3>${title}</h3><p>Trained and accredited for the full range.</p><p><a href="${href}">${new URL(href).hostname}</a></p></div>`;
  const body = doc(
    'Our partners',
    `<h1>Our partners</h1><section><h2>Manufacturer accreditations</h2>
       ${card('Victron Energy – Certified Installer', 'https://www.victronenergy.com/')}
       ${card('Sunsynk – Accredited Installer', 'https://www.sunsynk.org/')}
       ${card('ISO 9001 – Certified by Bureau Veritas', 'https://www.bureauveritas.co.za/')}
       ${card('Acme Energy – Certified Installer', 'https://www.installer-registry.co.za/')}</section>
     <section><h2>Awards and press</h2>${card('Victron Energy – Certified Installer of the year', 'https://www.solarawards.co.za/')}</section>`,
  );
  assert.deepEqual(found('https://acme.co.za/our-partners', body, { domain: 'acme.co.za' }), {
    'victronenergy.com': 'technology',
    'sunsynk.org': 'technology',
  });
});

test("an association's member companies are its partners; the members of a team or a board are not", () => {
  const members = doc(
    'Členové – ČAKP',
    `<h1>Členové</h1><ul><li><a href="https://www.karbonix.cz/">Karbonix s.r.o.</a></li><li><a href="https://pultruze.cz/">Pultruze CZ a.s.</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.cz/clenove/', members, { domain: 'acme.cz' }), {
    'karbonix.cz': 'generic',
    'pultruze.cz': 'generic',
  });
  const home = (heading: string) =>
    doc(
      'Acme Association',
      `<h1>Acme Association</h1><section><h2>${heading}</h2><ul><li><a href="https://www.northmill.co.uk/">Northmill</a></li><li><a href="https://janedoe.design/">Jane Doe</a></li></ul></section>`,
    );
  assert.deepEqual(Object.keys(found('https://acme.org.uk/', home('Our members'), { domain: 'acme.org.uk' })), [
    'northmill.co.uk',
    'janedoe.design',
  ]);
  assert.deepEqual(found('https://acme.org.uk/', home('Board members'), { domain: 'acme.org.uk' }), {});
  assert.deepEqual(found('https://acme.org.uk/', home('Team members'), { domain: 'acme.org.uk' }), {});
});

test('German compounds of "partner" that name firms (Partnerkanzleien, Partnerunternehmen) and member firms (Mitgliedsfirmen) head listings on any page', () => {
  const page2 = (heading: string) =>
    doc(
      'Aurelis Global – unser internationales Netzwerk',
      `<h1>Unser internationales Netzwerk</h1><h2>${heading}</h2><table><tr><th>Land</th><th>Kanzlei</th><th>Website</th></tr>
       <tr><td>Deutschland</td><td>Brenner Vogt Steuerberater</td><td><a href="https://www.brenner-vogt.de/">brenner-vogt.de</a></td></tr></table>`,
    );
  for (const heading of ['Unsere engsten Partnerkanzleien in Europa', 'Partnerunternehmen', 'Mitgliedsfirmen weltweit']) {
    assert.deepEqual(found('https://acme.at/netzwerk', page2(heading), { domain: 'acme.at' }), { 'brenner-vogt.de': 'generic' }, heading);
  }
  assert.deepEqual(found('https://acme.at/netzwerk', page2('Unsere Standorte in Europa'), { domain: 'acme.at' }), {});
});

test('"<a>Leerloop</a>, onze technologiepartner": the site naming a link its partner right after it, on any page', () => {
  const body = doc(
    'Over ons',
    `<h1>Over ons</h1><p>Voorbereiding en oefenexamens vindt u op ons leerplatform. Dat draait op <a href="https://www.leerloop.be/">Leerloop</a>, onze technologiepartner voor e-learning, die het platform voor ons heeft ingericht.</p>
     <p>Our bikes roll on tyres from <a href="https://www.schwalbe.com/">Schwalbe</a>, our tyre partner since 2019, and every frame is built in our workshop in Kassel.</p>
     <p>We wrote last year about <a href="https://www.example-news.be/">De Tijd</a>, a newspaper with many readers in Flanders and well beyond it.</p>`,
  );
  assert.deepEqual(found('https://acme.be/over-ons', body, { domain: 'acme.be' }), {
    'leerloop.be': 'technology',
    'schwalbe.com': 'generic',
  });
});

test("a quote's attribution is not a partner, even under a heading of integrations before it", () => {
  const body = doc(
    'Acme accounting',
    `<h1>Accounting that keeps up</h1>
     <section class="teaser"><h2>Works with the apps you already use</h2><p>Connect your shop and CRM from our <a href="/integrations">integrations marketplace</a>.</p></section>
     <section class="testimonial"><blockquote>We moved from spreadsheets to Acme in a weekend.</blockquote><p>Priya Natarajan, owner, <a href="https://hollowayroasters.co.uk/">Holloway Roasters</a></p></section>
     <section><h2>Integrations</h2><figure><blockquote>Acme and Stripe together saved us hours.</blockquote><figcaption><a href="https://bramble.example.org/">Bramble Florals</a></figcaption></figure>
       <ul><li><a href="https://stripe.com/">Stripe</a></li></ul>
       <p>Our customers say it best: <q>in one afternoon we connected our partner <em><span><b><a href="https://quillbank.example.net/">Quill Bank</a></b></span></em> to the ledger</q>, wrote a bakery owner.</p></section>`,
  );
  assert.deepEqual(found('https://acme.com/', body), { 'stripe.com': 'technology' });
});

test("a table's install or download column is where to get the entry, not a partner of its own", () => {
  const body = doc(
    'Plugins & platforms',
    `<h1>Plugins &amp; platforms</h1><table>
       <thead><tr><th>Platform</th><th>What you get</th><th>Install</th></tr></thead>
       <tbody>
         <tr><td><a href="https://woocommerce.com/">WooCommerce</a></td><td>Cards at checkout</td><td><a href="https://wordpress.org/plugins/acme-pay/">WordPress.org</a></td></tr>
         <tr><td><a href="https://www.bigcommerce.com/">BigCommerce</a></td><td>Native gateway</td><td><a href="https://www.bigcommerce.com/apps/acme/">App Marketplace</a></td></tr>
         <tr><td>Joomla</td><td>Our own extension</td><td><a href="https://extensions.joomla.org/extension/acme/">JED</a></td></tr>
       </tbody></table>`,
  );
  // the last row names no other domain: its install link is its entry
  assert.deepEqual(found('https://acme.com/plugins/', body), {
    'woocommerce.com': 'technology',
    'bigcommerce.com': 'technology',
    'joomla.org': 'technology',
  });
});

test("funders and donors on a partners page are not partners; its partners' section is", () => {
  const body = doc(
    'Partners and supporters',
    `<h1>Partners &amp; supporters</h1>
     <section><h2>Our partners</h2><div class="card"><h3><a href="https://www.hud.ac.uk/">University of Huddersfield</a></h3><p>Research partner.</p></div></section>
     <section><h2>Funders</h2><ul><li><a href="https://www.heritagefund.org.uk/">The National Lottery Heritage Fund</a></li></ul></section>
     <section><h2>Our donors</h2><ul><li><a href="https://www.haworthfoundation.org.uk/">The Haworth Foundation</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.org.uk/about/partners-and-supporters', body, { domain: 'acme.org.uk' }), { 'hud.ac.uk': 'generic' });
});

test('prose that names partners: integrated with <a>, in partnership with <a>, our sales agents <a>, our longest-standing referral partner is <a>', () => {
  const integrations = doc(
    'Integraties',
    `<h1>Koppelingen met uw EPD</h1><ul><li><a href="https://www.chipsoft.com/">ChipSoft HiX</a></li></ul>
     <p>Voor zorg op afstand is HartWacht geïntegreerd in het thuismonitoringsplatform van <a href="https://www.luscii.com/">Luscii</a>, zodat alles in één dashboard staat.</p>
     <p>Lees meer over onze aanpak in het artikel van <a href="https://www.example-news.nl/">Het Dagblad</a> over zorg op afstand in Nederland.</p>`,
  );
  assert.deepEqual(found('https://acme.nl/integraties', integrations, { domain: 'acme.nl' }), {
    'chipsoft.com': 'technology',
    'luscii.com': 'technology',
  });
  const about = doc(
    'About',
    `<h1>About us</h1>
     <p>Our audiobooks are produced in partnership with <a href="https://www.harlaudio.co.uk/">Harl Audio</a> and are available wherever you listen.</p>
     <p>Our books are sold in to bookshops across the country by our sales agents <a href="https://www.northboundsales.co.uk/">Northbound Sales</a>.</p>
     <p>Employers can refer staff to us for health checks. Our longest-standing referral partner is <a href="https://www.halewoodwellbeing.co.uk/">Halewood Wellbeing</a>, which arranges care.</p>
     <p>We were delighted to be reviewed last spring in a long piece by <a href="https://www.example-review.co.uk/">The Review</a> about independent presses.</p>`,
  );
  assert.deepEqual(found('https://acme.co.uk/about', about, { domain: 'acme.co.uk' }), {
    'harlaudio.co.uk': 'generic',
    'northboundsales.co.uk': 'channel',
    'halewoodwellbeing.co.uk': 'channel',
  });
});

test("a lead-in paragraph introduces a list by its last sentence: resellers' own customers named before it do not veto them", () => {
  const body = doc(
    'Resellers',
    `<h1>Resellers</h1><p>Our resellers offer our services to their own customers. Find one near you:</p>
     <table><thead><tr><th>Firm</th><th>City</th><th>Website</th></tr></thead>
     <tbody><tr><td>Norrlands Redovisning</td><td>Umeå</td><td><a href="https://www.norrlandsredovisning.se/">norrlandsredovisning.se</a></td></tr></tbody></table>
     <h2>Customer stories</h2><p>Read how our customers use Acme:</p><ul><li><a href="https://www.kundbolaget.se/">Kundbolaget</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.se/resellers', body, { domain: 'acme.se' }), { 'norrlandsredovisning.se': 'channel' });
});

test('a partner page written only as paragraphs: links whose sentence speaks of partners, or under a partner heading, are its entries', () => {
  const body = doc(
    'Alliances & collaborations',
    `<h1>Alliances &amp; collaborations</h1>
     <p>In 2021 we founded the Northern Infrastructure Alliance together with <a href="https://www.marrowby-civils.co.uk/">Marrowby Civils</a>, a specialist contractor in bridges.</p>
     <h2>Technology partners</h2>
     <p>Our design systems run on the <a href="https://www.bentley.com/">Bentley</a> OpenRoads suite, rolled out across every office.</p>
     <h2>Our story</h2>
     <p>Our founder learned the trade while working at <a href="https://www.arup.com/">Arup</a> for more than ten years in Leeds.</p>
     <p>The new office is described in detail at <a href="https://www.archdaily.com/acme-hq">ArchDaily</a>, which covered its opening last spring.</p>`,
  );
  assert.deepEqual(found('https://acme.co.uk/alliances', body, { domain: 'acme.co.uk' }), {
    'marrowby-civils.co.uk': 'generic',
    'bentley.com': 'technology',
  });
  // a page whose structure lists partners keeps its sentences' links as mentions
  const listed = doc(
    'Alliances',
    `<h1>Alliances</h1><ul><li><a href="https://www.trimble.com/">Trimble</a></li></ul>
     <p>In 2021 we founded the Northern Infrastructure Alliance together with <a href="https://www.marrowby-civils.co.uk/">Marrowby Civils</a>, a specialist contractor in bridges.</p>`,
  );
  assert.deepEqual(found('https://acme.co.uk/alliances', listed, { domain: 'acme.co.uk' }), { 'trimble.com': 'generic' });
});

test('another page (an about page): links in the paragraphs right below a heading that names partners are partners; a sentence alone is not', () => {
  const body = doc(
    'About us | Acme',
    `<h1>About Acme</h1>
     <p>Acme was founded in Lyon in 2020 by two accountants; our founder previously worked at <a href="https://www.kpmg.com/">KPMG</a>.</p>
     <h2>Our financing partner</h2>
     <p>Invoice purchases are financed together with <a href="https://www.nordkustsparbank.se/foretag/">Nordkust Sparbank</a>, which has been with us since 2016.</p>
     <h2>Research partners</h2>
     <p>We study how small companies are paid, and how late, with two universities.</p>
     <p>Our algorithms are developed together with <a href="https://www.tudelft.nl/">TU Delft</a> and the economics faculty of <a href="https://www.umcutrecht.nl/">UMC Utrecht</a>, in a programme that began in 2019.</p>
     <h2>Our investors</h2>
     <p>We are backed by <a href="https://www.kaszek.com/">Kaszek</a>.</p>
     <h2>Somos socios de</h2>
     <p><a href="https://cace.org.ar/">CACE — Cámara Argentina de Comercio Electrónico</a></p>`,
  );
  assert.deepEqual(found('https://acme.com/about', body), {
    'nordkustsparbank.se': 'generic',
    'tudelft.nl': 'generic',
    'umcutrecht.nl': 'generic',
  });
  // below a grid of the section's partners, a paragraph may be about something else (a press mention, an award)
  const gridThenPress = doc(
    'About us | Acme',
    `<h1>About Acme</h1>
     <section><h2>Technology partners</h2>
     <div class="grid">
       <div class="card"><img src="/p/danfoss.svg" alt="Danfoss"><p>Valves in every unit. <a href="https://www.danfoss.com/">danfoss.com</a></p></div>
       <div class="card"><img src="/p/copeland.svg" alt="Copeland"><p>Compressors. <a href="https://www.copeland.com/">copeland.com</a></p></div>
     </div>
     <p>We source our steel locally, and our factory was covered by the newspaper <a href="https://www.alkhaleej.ae/">Al Khaleej</a> last spring.</p>
     <img src="/award.png" alt="Award">
     <p>Winner of the small business software award at the <a href="https://www.accountingexcellence.com/">Accounting Excellence Awards</a> in 2024.</p></section>`,
  );
  assert.deepEqual(found('https://acme.com/about', gridThenPress), { 'danfoss.com': 'technology', 'copeland.com': 'technology' });
});

test("a partner page's paragraphs right below a heading that names partners are entries beside its lists; not the page heading's lede, nor corporate members", () => {
  const body = doc(
    'Bankpartner | Acme',
    `<h1>Unsere Bankpartner</h1>
     <p class="lede">Acme began in 2019 on a single server at <a href="https://www.heroku.com/">Heroku</a>, and our work has been covered by <a href="https://www.handelsblatt.com/">Handelsblatt</a> since.</p>
     <ul><li><a href="https://www.sparkasse.de/">Sparkasse</a></li><li><a href="https://www.ing.de/">ING</a></li></ul>
     <h2>Unser Technologiepartner</h2>
     <p>Den Konditionsvergleich und die digitale Antragsstrecke wickeln wir über den Finanzierungsmarktplatz <a href="https://www.europace.de/">Europace</a> ab.</p>
     <h2>Corporate members</h2>
     <p>Thank you to the local businesses who support us through corporate membership: <a href="https://www.penninewool.co.uk/">Pennine Wool Co.</a> and others.</p>`,
  );
  assert.deepEqual(found('https://acme.de/bankpartner', body, { domain: 'acme.de' }), {
    'sparkasse.de': 'generic',
    'ing.de': 'generic',
    'europace.de': 'technology',
  });
  // Turkish: "our technology partners", "our financing partner" (a cooperative's "ortaklarımız" alone are its members)
  const turkish = doc(
    'İş Ortaklarımız',
    `<h1>İş Ortaklarımız</h1>
     <p>Üreticilerimizin verimini artırmak için güçlü kurumlarla birlikte çalışıyoruz.</p>
     <h2>Teknoloji Ortaklarımız</h2>
     <p>Ortaklarımızın bağlarına kurulan damla sulama sistemleri, teknoloji ortağımız <a href="https://www.damlatek.com.tr/">Damlatek Sulama Sistemleri</a> tarafından projelendirilmektedir.</p>
     <h2>Finansman Ortağımız</h2>
     <p>Ortaklarımıza yönelik düşük faizli krediler, iş birliği protokolümüz kapsamında <a href="https://www.ziraatbank.com.tr/tr">Ziraat Bankası</a> şubeleri aracılığıyla sağlanmaktadır.</p>`,
  );
  assert.deepEqual(found('https://acme.org.tr/is-ortaklarimiz', turkish, { domain: 'acme.org.tr' }), {
    'damlatek.com.tr': 'technology',
    'ziraatbank.com.tr': 'generic',
  });
});

test("a card's line naming the card's own company and its partner program (an IT firm's alliances) makes the company a technology partner", () => {
  const card = (name: string, line: string, url: string) =>
    `<div class="alliance-card"><img src="/l.png" alt="${name}"><h3>${name}</h3><p class="level">${line}</p><p>Joint practice since 2016.</p><a href="${url}">Visit partner site</a></div>`;
  const body = doc(
    'Alliances | Acme',
    `<h1>Alliances &amp; Partners</h1>
     <h2>Platinum — Strategic Alliances</h2>
     <div class="grid">${card('Snowflake', 'Snowflake Elite Services Partner', 'https://www.snowflake.com/')}${card('Microsoft', 'Microsoft Solutions Partner — all six designations', 'https://www.microsoft.com/')}${card('SAP', 'SAP Gold Partner', 'https://www.sap.com/')}</div>`,
  );
  assert.deepEqual(found('https://acme.com/company/alliances', body), {
    'snowflake.com': 'technology',
    'microsoft.com': 'technology',
    'sap.com': 'technology',
  });
  // a solution partner's own level in the site's program, after its town, says nothing of the sort
  const resellers = doc(
    'Solution partners',
    `<h1>Solution partners</h1>
     <div class="grid">${card('Ostrava Smart Factory s.r.o.', 'Ostrava, Czechia · Gold partner', 'https://www.smartfactory-ostrava.cz/')}${card('Brightline Systems', 'Platinum partner', 'https://brightline.example.com/')}</div>`,
  );
  assert.deepEqual(found('https://acme.com/solution-partners', resellers), {
    'smartfactory-ostrava.cz': 'channel',
    'example.com': 'channel',
  });
});

test("a text block's last heading and its short introduction head the block of cards after it (a page builder's widgets); not past the heading's own logos", () => {
  const card = (name: string, url: string) =>
    `<article class="tech-card"><img src="/l.png" alt="${name}"><h3>${name}</h3><p>Our system of record for bookings.</p><a href="${url}">Visit website</a></article>`;
  const body = doc(
    'Technology | Acme Freight',
    `<section class="page-hero"><h1>Technology</h1><p>One login for bookings and invoices.</p></section>
     <section class="e-con">
       <div class="elementor-widget elementor-widget-text-editor">
         <h2>The Acme portal</h2>
         <p>Our <a href="https://portal.acme.com/login">customer portal</a> puts every booking, commercial invoice, packing list and customs entry in one place, with live container events and an API for customers who prefer to pull data into their own systems.</p>
         <h2>Technology partners</h2>
         <p>We don't build everything ourselves. The portal runs on proven logistics software from our technology partners:</p>
       </div>
       <div class="tech-partners">${card('CargoWise', 'https://www.cargowise.com/')}${card('project44', 'https://www.project44.com/')}</div>
     </section>`,
  );
  assert.deepEqual(found('https://acme.com/technology/', body), { 'cargowise.com': 'technology', 'project44.com': 'technology' });
  // a logo wall's heading heads its logos, not the seals in the section after it
  const home = doc(
    'Acme Baufinanzierung',
    `<h1>Baufinanzierung in Hamburg</h1>
     <section class="logo-wall"><h2>Eine Auswahl unserer Bankpartner</h2>
       <div class="grid"><img src="/l/ing.svg" alt="ING"><img src="/l/dkb.svg" alt="DKB"><img src="/l/kfw.svg" alt="KfW"><img src="/l/hvb.svg" alt="HypoVereinsbank"></div>
       <p><a href="/bankpartner">Alle Bankpartner ansehen</a></p></section>
     <section class="trust"><img src="/siegel/tuev.png" alt="TÜV SÜD Service tested">
       <p>Unsere Beratungsqualität ist von der <a href="https://www.tuvsud.com/de-de">TÜV SÜD</a> geprüft.</p></section>`,
  );
  assert.deepEqual(found('https://acme.de/', home, { domain: 'acme.de' }), {});
});

test('memberships are not partners: forwarder networks we belong to, a block headed "our memberships" (Tagságaink); Hungarian partner compounds are partners', () => {
  const network = doc(
    'Our partner network',
    `<h1>Our partner network</h1>
     <section><h2>Forwarder networks we belong to</h2>
       <div class="gallery"><figure><a href="https://www.wcaworld.com/"><img src="/wca.png" alt="WCA World member since 2006"></a><figcaption>WCA World – member since 2006</figcaption></figure>
       <figure><a href="https://www.fiata.org/"><img src="/fiata.png" alt="FIATA individual member"></a><figcaption>FIATA – individual member</figcaption></figure></div></section>
     <section><h2>Our agent partners</h2><ul><li><a href="https://www.hanseatic-cargo.de/">Hanseatic Cargo</a></li></ul></section>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.com/our-network/', network)), ['hanseatic-cargo.de']);
  const block = (inner: string) => `<div class="wix-block">${inner}</div>`;
  const hungarian = doc(
    'Partnereink',
    `<h1>Partnereink</h1>
     ${block('<h2>Tagságaink</h2><p>Tagjai vagyunk a Budapesti Kereskedelmi és Iparkamarának.</p><a href="https://bkik.hu/"><img src="/bkik.png" alt="BKIK tagság"></a>')}
     <h2>Helyszínpartnerünk</h2>
     <p>Bentlakásos tréningjeinknek a balatonfüredi <a href="https://www.balatontrening.hu/">Balaton Tréningközpont</a> ad otthont.</p>`,
  );
  assert.deepEqual(found('https://acme.hu/partnereink', hungarian, { domain: 'acme.hu' }), { 'balatontrening.hu': 'generic' });
});

test('a link in the third paragraph below a heading that names partners is a partner; a paragraph with a bold title of its own is a section of its own', () => {
  const body = doc(
    'About | Acme Accounting',
    `<h1>About us</h1>
     <h2>Our partners</h2>
     <p>We build every client's finance system on cloud software from our technology partners, named in the footer.</p>
     <p>Accounting questions often turn into legal or lending questions. When they do, we refer you to people we trust:</p>
     <p>For company and property law, our friends at <a href="https://www.kaurilaw.co.nz/">Kauri Law</a> in Ponsonby, and for lending, <a href="https://harboursidemortgages.co.nz/">Harbourside Mortgage Advisers</a>.</p>
     <p><strong>Our history</strong> began in 2009, when the founders left <a href="https://www.kpmg.com/">KPMG</a> to start on their own.</p>`,
  );
  assert.deepEqual(found('https://acme.co.nz/about', body, { domain: 'acme.co.nz' }), {
    'kaurilaw.co.nz': 'generic',
    'harboursidemortgages.co.nz': 'generic',
  });
  const history = doc(
    'About | Acme Accounting',
    `<h1>About us</h1>
     <h2>Our partners</h2>
     <p>We build every client's finance system on cloud software from our technology partners, named in the footer.</p>
     <p>For company and property law, our friends at <a href="https://www.kaurilaw.co.nz/">Kauri Law</a> in Ponsonby are who we recommend first.</p>
     <p><strong>Our history</strong> began in 2009, when the founders left <a href="https://www.kpmg.com/">KPMG</a> to start on their own.</p>`,
  );
  assert.deepEqual(found('https://acme.co.nz/about', history, { domain: 'acme.co.nz' }), { 'kaurilaw.co.nz': 'generic' });
});

test('agents are a channel: "Our agents", agent partners, Norwegian agenter; Romanian partner shops (magazine partenere) too', () => {
  const body = doc(
    'Samarbeidspartnere',
    `<h1>Samarbeidspartnere</h1>
     <section><h2>Agenter i Norden</h2><ul><li><a href="https://www.gbgspedition.se/">Göteborgs Speditionsbyrå</a></li></ul></section>
     <section><h2>Our agents</h2><ul><li><a href="https://www.hanseatic-cargo.de/">Hanseatic Cargo</a></li></ul></section>
     <section><h2>Magazine partenere</h2><ul><li><a href="https://www.merindea.ro/">Merindea</a></li></ul></section>
     <section><h2>Rederier</h2><ul><li><a href="https://www.hurtigruten.no/">Hurtigruten</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.no/samarbeidspartnere', body, { domain: 'acme.no' }), {
    'gbgspedition.se': 'channel',
    'hanseatic-cargo.de': 'channel',
    'merindea.ro': 'channel',
    'hurtigruten.no': 'generic',
  });
});

test("a footer column headed as partners lists partners on every page; the footer's other columns stay chrome", () => {
  const body = `<!doctype html><html><head><title>Acme Accounting</title></head><body><main><h1>Chartered accountants</h1><p>Small businesses across Aotearoa.</p></main>
    <footer><section class="page-section"><div class="fe-footer">
      <div class="fe-block"><h4>Acme Accounting</h4><p>2/118 Ponsonby Road, Auckland · <a href="https://www.ird.govt.nz/">IRD agent</a></p></div>
      <div class="fe-block"><h4>Our software partners</h4><p><a href="https://www.xero.com/nz/">Xero</a><br><a href="https://dext.com/nz">Dext</a></p></div>
      <div class="fe-block"><h4>Follow us</h4><p><a href="https://www.linkedin.com/company/acme">LinkedIn</a> <a href="https://www.nzherald.co.nz/business/acme">In the news</a></p></div>
    </div></section></footer></body></html>`;
  assert.deepEqual(found('https://acme.co.nz/', body, { domain: 'acme.co.nz' }), { 'xero.com': 'technology', 'dext.com': 'technology' });
});

test('investors and memberships in other languages are not partners: Investidores, Członkostwa i certyfikaty', () => {
  const body = doc(
    'Parceiros',
    `<h1>Parceiros</h1>
     <section><h2>Pagamentos e tecnologia</h2><ul><li><a href="https://www.mercadopago.com.br/">Mercado Pago</a> — parceiro de pagamentos</li></ul></section>
     <section><h2>Investidores</h2><p>A Feirinha é investida por <a href="https://www.kaszek.com/">Kaszek</a> e <a href="https://canary.com.br/">Canary</a>.</p></section>
     <section><h2>Członkostwa i certyfikaty</h2><p>Jesteśmy członkiem <a href="https://cyfrowapolska.org/">Związku Cyfrowa Polska</a>.</p></section>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.com.br/parceiros', body, { domain: 'acme.com.br' })), ['mercadopago.com.br']);
});

test('online booking partners are a channel', () => {
  const body = doc(
    'Partners | Acme Hotels',
    `<h1>Our partners</h1>
     <section><h2>Online booking partners</h2><ul><li><a href="https://www.agoda.com/">Agoda</a></li><li><a href="https://www.booking.com/">Booking.com</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.com.ph/partners', body, { domain: 'acme.com.ph' }), {
    'agoda.com': 'channel',
    'booking.com': 'channel',
  });
});

test("a page builder's text widget right after a heading widget naming partners: its paragraph's link is a partner, typed by that heading, not the page", () => {
  const widget = (inner: string) => `<div class="elementor-widget"><div class="elementor-widget-container">${inner}</div></div>`;
  const body = doc(
    'Distribütörlerimiz',
    `<h1>Distribütörlerimiz</h1>
     <ul><li><a href="https://www.korfezgida.com.tr/">Körfez Gıda</a></li></ul>
     ${widget('<h2 class="elementor-heading-title">Lojistik partnerimiz</h2>')}
     ${widget('<p>Yurt içi siparişleriniz lojistik partnerimiz <a href="https://www.araskargo.com.tr/">Aras Kargo</a> ile 1-3 iş günü içinde kapınızda.</p>')}`,
  );
  assert.deepEqual(found('https://acme.com.tr/distributorlerimiz/', body, { domain: 'acme.com.tr' }), {
    'korfezgida.com.tr': 'channel',
    'araskargo.com.tr': 'generic',
  });
  // a widget of logos between the heading and the paragraph: the paragraph is not right below the heading
  const logos = doc(
    'Über uns',
    `<h1>Über uns</h1>
     ${widget('<h2>Unsere Partner</h2>')}
     ${widget('<img src="/award.png" alt="Award 2024">')}
     ${widget('<p>Im Jahr 2024 wurden wir für unsere Lehrlingsausbildung mit dem Preis der <a href="https://www.wko.at/">Wirtschaftskammer</a> in Salzburg ausgezeichnet.</p>')}`,
  );
  assert.deepEqual(found('https://acme.at/ueber-uns', logos, { domain: 'acme.at' }), {});
});

test('Finnish: a technology partner named below its heading; memberships and certificates are not partners', () => {
  const body = doc(
    'Yhteistyökumppanit',
    `<h1>Yhteistyökumppanit</h1>
     <section><h2>Majoituskumppanit</h2><div role="list"><div role="listitem"><a href="https://www.tunturihovi.fi/"><img src="/t.png" alt="Hotelli Tunturihovi"></a></div></div></section>
     <section><h2>Teknologiakumppani</h2><p>Verkkokauppamme ja varausjärjestelmämme toimii <a href="https://www.bokun.io/">Bókun</a>-alustalla.</p></section>
     <section><h2>Sertifikaatit</h2><p>Olemme <a href="https://www.visitfinland.com/stf/">Sustainable Travel Finland</a> -merkitty yritys.</p></section>
     <section><h2>Jäsenyydet</h2><p>Olemme <a href="https://www.lapland.fi/">Lapin Matkailuelinkeinon Liiton</a> jäsen.</p></section>`,
  );
  assert.deepEqual(found('https://acme.fi/yhteistyokumppanit', body, { domain: 'acme.fi' }), {
    'tunturihovi.fi': 'generic',
    'bokun.io': 'technology',
  });
  // a compound names partners strongly enough for a section of an ordinary page
  const about = doc(
    'Meistä',
    `<h1>Meistä</h1><section><h2>Ohjelmapalvelukumppanit</h2><ul><li><a href="https://huskypolku.fi/">Huskypolku</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.fi/meista', about, { domain: 'acme.fi' }), { 'huskypolku.fi': 'generic' });
});

test("more channel and technology wording: appointed agents, a directory of accountants, concessionarie, apporteurs d'affaires; embedded partners; Framer layer names", () => {
  const agents = doc(
    'Trade & agents',
    `<h1>Trade &amp; agents</h1><h2>Appointed agents</h2>
     <table><thead><tr><th>Agent</th><th>Based in</th></tr></thead><tbody><tr><td><a href="https://www.celticroutes.ie/">Celtic Routes</a></td><td>Dublin</td></tr></tbody></table>`,
  );
  assert.deepEqual(found('https://acme.co.uk/trade/agents', agents, { domain: 'acme.co.uk' }), { 'celticroutes.ie': 'channel' });
  const accountants = doc(
    'Find an Acme accountant',
    `<h1>Find an accountant who knows Acme</h1>
     <ul><li><h3>Hartley &amp; Voss CPAs</h3><p>Denver, CO · Platinum Partner</p><a href="https://www.hartleyvoss.com/">hartleyvoss.com</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com/accountants/directory', accountants), { 'hartleyvoss.com': 'channel' });
  const italian = doc(
    'Chi siamo',
    `<h1>Chi siamo</h1><h2>Concessionarie pubblicitarie</h2>
     <p>La raccolta pubblicitaria locale è affidata in esclusiva a <a href="https://www.pubblinord.it/">Pubblinord</a>.</p>`,
  );
  assert.deepEqual(found('https://acme.it/chi-siamo/', italian, { domain: 'acme.it' }), { 'pubblinord.it': 'channel' });
  const french = doc(
    'Nos partenaires',
    `<h1>Nos partenaires</h1><section><h2>Ils distribuent nos assurances</h2>
     <ul><li><a href="https://www.shine.fr/">Shine</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.fr/nos-partenaires/', french, { domain: 'acme.fr' }), { 'shine.fr': 'channel' });
  const embedded = doc(
    'Partner with Acme',
    `<h1>Partner with Acme</h1><div class="dnd-section"><h2>Embedded payroll partners</h2>
     <div class="carousel"><div class="slide"><a href="https://www.shiftloop.com/"><img src="/s.svg" alt="ShiftLoop"></a></div>
     <div class="slide"><a href="https://www.cleanroute.io/"><img src="/c.svg" alt="CleanRoute"></a></div></div></div>`,
  );
  assert.deepEqual(found('https://acme.com/partners', embedded), { 'shiftloop.com': 'technology', 'cleanroute.io': 'technology' });
  const framer = doc(
    '생태계',
    `<h1>생태계</h1><section data-framer-name="Integrations"><div data-framer-name="Grid">
     <a data-framer-name="Card" href="https://app.uniswap.org/"><img src="/u.png" alt="Uniswap"><h3>Uniswap</h3></a></div></section>`,
  );
  assert.deepEqual(found('https://acme.io/ko/ecosystem', framer, { domain: 'acme.io' }), { 'uniswap.org': 'technology' });
});

test("Strava's root names Strava (an integration of fitness apps); a club page is a profile", () => {
  const body = doc(
    'Integrações',
    `<h1>Integrações</h1><ul class="integration-grid">
     <li><h3>Strava</h3><p>Publique automaticamente suas atividades no Strava.</p><a href="https://www.strava.com/">strava.com</a></li>
     <li><h3>Garmin</h3><p>Envie treinos para o relógio.</p><a href="https://www.garmin.com/pt-BR/">garmin.com</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com.br/integracoes', body, { domain: 'acme.com.br' }), {
    'strava.com': 'technology',
    'garmin.com': 'technology',
  });
  const club = doc(
    'Integrações',
    `<h1>Integrações</h1><ul class="integration-grid">
     <li><h3>Nosso clube</h3><p>Corra com a gente.</p><a href="https://www.strava.com/clubs/acme-runners">Entrar no clube</a></li>
     <li><h3>Garmin</h3><p>Envie treinos para o relógio.</p><a href="https://www.garmin.com/pt-BR/">garmin.com</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com.br/integracoes', club, { domain: 'acme.com.br' }), { 'garmin.com': 'technology' });
});

test("a sentence naming who distributes or represents the products names the site's distributor on any page; one naming a supplier or a shop does not", () => {
  const body = doc(
    'Wholesale | Acme Botanics',
    `<h1>Wholesale</h1>
     <p>We love working with independent shops, spas and boutique hotels. Minimum first order is £250.</p>
     <p>In the EU, Acme is distributed exclusively by <a href="https://nordbeauty.eu/">Nordbeauty Distribution</a>, who supply retailers in Scandinavia and Germany.</p>
     <p>Our bottles are moulded from recycled resin supplied by <a href="https://www.sabic.com/">SABIC</a> at its plant in Geleen.</p>
     <p>You can also pick up our travel sizes, available at <a href="https://www.boots.com/">Boots</a> in larger stores.</p>`,
  );
  assert.deepEqual(found('https://acme.co.uk/pages/wholesale', body, { domain: 'acme.co.uk' }), { 'nordbeauty.eu': 'channel' });
});

test('a partner section whose sentence says the site buys through the link names a supplier partner, not a channel', () => {
  const body = doc(
    'Sourcing & impact partners | Acme Coffee',
    `<h1>Sourcing &amp; impact partners</h1>
     <h2>Importing partners</h2>
     <p>We buy most of our green coffee through <a href="https://royalcoffee.com/">Royal Coffee</a>, who share full price transparency down to the farm gate.</p>
     <h2>Stockists</h2>
     <p>Our bags are also sold through <a href="https://www.harborviewfoods.com/">Harborview Foods</a> in Seattle and Tacoma.</p>`,
  );
  assert.deepEqual(found('https://acme.com/pages/sourcing-partners', body), {
    'royalcoffee.com': 'generic',
    'harborviewfoods.com': 'channel',
  });
});

test("tabs without aria-labelledby title their panels: Divi's numbered classes, Bootstrap's targets, Webflow's data-w-tab", () => {
  const divi = doc(
    'Ons netwerk',
    `<h1>Ons netwerk</h1>
     <div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Netwerkpartners</a></li><li class="et_pb_tab_1"><a href="#">Erkende adviespartners</a></li></ul>
     <div class="et_pb_all_tabs">
       <div class="et_pb_tab et_pb_tab_0"><div class="et_pb_tab_content"><div class="grid"><a href="https://www.starterslabo.be/"><img src="/s.png" alt="Starterslabo"></a><a href="https://deschakel-meerhove.be/"><img src="/d.png" alt="De Schakel"></a></div></div></div>
       <div class="et_pb_tab et_pb_tab_1"><div class="et_pb_tab_content"><table><tbody><tr><td>Groeiversneller</td><td><a href="https://groeiversneller.be/">groeiversneller.be</a></td></tr></tbody></table></div></div>
     </div></div>`,
  );
  assert.deepEqual(found('https://acme.be/ons-netwerk/', divi, { domain: 'acme.be' }), {
    'starterslabo.be': 'generic',
    'deschakel-meerhove.be': 'generic',
    'groeiversneller.be': 'channel',
  });
  const bootstrap = doc(
    'Our network',
    `<h1>Our network</h1>
     <ul class="nav nav-tabs"><li><button data-bs-target="#resellers">Resellers</button></li><li><a href="#tech">Technology partners</a></li></ul>
     <div class="tab-content">
       <div class="tab-pane active" id="resellers"><ul><li><a href="https://www.brightlane.co.uk/">Brightlane</a></li></ul></div>
       <div class="tab-pane" id="tech"><ul><li><a href="https://www.snowflake.com/">Snowflake</a></li></ul></div>
     </div>`,
  );
  assert.deepEqual(found('https://acme.com/our-network', bootstrap), { 'brightlane.co.uk': 'channel', 'snowflake.com': 'technology' });
  const webflow = doc(
    'Ecosystem',
    `<h1>Ecosystem</h1>
     <div class="w-tabs"><div class="w-tab-menu"><a data-w-tab="Tab 1" class="w-tab-link"><div>Cloud providers</div></a><a data-w-tab="Tab 2" class="w-tab-link"><div>MSP partners</div></a></div>
     <div class="w-tab-content">
       <div data-w-tab="Tab 1" class="w-tab-pane"><div class="grid"><a href="https://www.digitalocean.com/"><img src="/do.svg" alt="DigitalOcean"></a><a href="https://www.hetzner.com/"><img src="/h.svg" alt="Hetzner"></a></div></div>
       <div data-w-tab="Tab 2" class="w-tab-pane"><div class="grid"><a href="https://northstackmsp.com/"><img src="/n.svg" alt="NorthStack MSP"></a><a href="https://kowhaicloud.nz/"><img src="/k.svg" alt="Kowhai Cloud"></a></div></div>
     </div></div>`,
  );
  assert.deepEqual(found('https://acme.io/partners', webflow, { domain: 'acme.io' }), {
    'digitalocean.com': 'technology',
    'hetzner.com': 'technology',
    'northstackmsp.com': 'channel',
    'kowhaicloud.nz': 'channel',
  });
});

test('a block headed as a partner section is not a card: "Technology partner", then "<a>GeoSpring</a> donates its platform"', () => {
  const body = doc(
    'Our partners',
    `<h1>Our partners</h1>
     <section><h2>Corporate partners</h2><div class="gallery"><a href="https://www.halewoodengineering.co.uk/"><img src="/h.png" alt="Halewood Engineering"></a><a href="https://www.brightriverbank.com/"><img src="/b.png" alt="Brightriver Bank"></a></div>
     <div class="html-block"><h3>Technology partner</h3><p><a href="https://geospring.io/">GeoSpring</a> donates its GIS platform and sensor dashboards to us.</p></div></section>`,
  );
  assert.deepEqual(
    extractPartners(page('https://acme.org/our-partners', body), { domain: 'acme.org' }).map((p) => [
      p.partnerDomain,
      p.partnerName,
      p.type,
    ]),
    [
      ['halewoodengineering.co.uk', 'Halewood Engineering', 'generic'],
      ['brightriverbank.com', 'Brightriver Bank', 'generic'],
      ['geospring.io', 'GeoSpring', 'technology'],
    ],
  );
});

test("a block whose own class says it is an award is not headed by the section before it; Czech memberships; Polish, Dutch, Vietnamese and nonprofits' channel wording", () => {
  const award = doc(
    'Acme API',
    `<h1>Twoje API, pod pełną kontrolą</h1>
     <section class="teaser"><h2>Ponad 40 gotowych integracji</h2><p>Połącz Acme z systemami ERP. <a href="/integracje">Zobacz integracje</a></p></section>
     <section class="award"><p>Acme w rankingu <a href="https://www.deloitte.com/pl/fast-50.html">Deloitte Technology Fast 50</a>.</p></section>`,
  );
  assert.deepEqual(found('https://acme.pl/', award, { domain: 'acme.pl' }), {});
  const czech = doc(
    'Spolupráce',
    `<h1>Spolupráce</h1><h2>Distributoři</h2><ul><li><a href="https://www.labmark-distribuce.cz/">LabMark distribuce</a></li></ul>
     <h2 class="h4">Členství</h2><p>Ústav je členem <a href="https://www.avo.cz/">Asociace výzkumných organizací</a>.</p>`,
  );
  assert.deepEqual(found('https://acme.cz/spoluprace', czech, { domain: 'acme.cz' }), { 'labmark-distribuce.cz': 'channel' });
  const typed = doc(
    'Partnerzy',
    `<h1>Partnerzy</h1>
     <section><h2>Katalog partnerów wdrożeniowych</h2><ul><li><a href="https://kodowisko.pl/">Kodowisko</a></li></ul></section>
     <section><h2>Implementing partners</h2><ul><li><a href="https://www.majisafi-initiative.or.ke/">Maji Safi Initiative</a></li></ul></section>
     <section><h2>Erkende adviespartners</h2><ul><li><a href="https://groeiversneller.be/">Groeiversneller</a></li></ul></section>
     <section><h2>Đơn vị tư vấn tuyển sinh</h2><ul><li><a href="https://anhduongedu.vn/">Ánh Dương</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://acme.pl/partnerzy', typed, { domain: 'acme.pl' }), {
    'kodowisko.pl': 'channel',
    'majisafi-initiative.or.ke': 'channel',
    'groeiversneller.be': 'channel',
    'anhduongedu.vn': 'channel',
  });
});

test('discovery: a biotech\'s "Partnering" page and a Czech "Spolupráce" page are partner pages', () => {
  const home = page(
    'https://acme.bio/',
    doc(
      'Acme',
      '<p>Therapeutics</p>',
      '<a href="/science">Science</a><a href="/partnering">Partnering</a><a href="/spoluprace">Spolupráce</a>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 2).sort(), ['https://acme.bio/partnering', 'https://acme.bio/spoluprace']);
});

test('a paragraph that names a typed kind of partner right before a grid types the grid; one that only says a word of a type does not', () => {
  const body = doc(
    'Samarbejdspartnere',
    `<h1>Samarbejdspartnere</h1>
     <section><h2>Digitale løsninger</h2>
     <p>Vores teknologipartnere gør det nemt at booke tid og giver præcise digitale aftryk.</p>
     <div class="gallery" role="list"><div role="listitem"><a href="https://tandbook.dk/"><img src="/t.png" alt="Tandbook"></a></div><div role="listitem"><a href="https://www.scandent3d.com/"><img src="/s.png" alt="ScanDent 3D"></a></div></div></section>
     <section><h2>Academic partners</h2>
     <p>Students from our academic partners complete placements here, and our consultants hold honorary contracts.</p>
     <div class="cards"><a href="https://www.penninemedicalschool.ac.uk/"><img src="/p.png" alt="Pennine Medical School"></a><a href="https://www.halbrook.ac.uk/"><img src="/h.png" alt="University of Halbrook"></a></div></section>`,
  );
  assert.deepEqual(found('https://acme.dk/samarbejdspartnere', body, { domain: 'acme.dk' }), {
    'tandbook.dk': 'technology',
    'scandent3d.com': 'technology',
    'penninemedicalschool.ac.uk': 'generic',
    'halbrook.ac.uk': 'generic',
  });
});

test('a link that goes on with the list its sentence started is what the first link is; a link after other words is not', () => {
  const body = doc(
    'About us',
    `<h1>About</h1>
     <p>Coverage counts, but outcomes count more. We run every campaign through the platforms of our technology partners <a href="https://www.newsmetric.io/">Newsmetric</a> (media intelligence and share-of-voice tracking) and <a href="https://coverwise.com/">Coverwise</a> (coverage reporting) and <a href="https://www.creatorloop.co/">Creatorloop</a>.</p>
     <p>Our trials run on member farms in partnership with <a href="https://www.heartland.edu/agronomy">Heartland University</a> and the <a href="https://www.soilfutures.org/">Soil Futures Institute</a>, which measures soil carbon.</p>
     <p>Last spring our partner <a href="https://www.grainhub.com/">GrainHub</a> presented its results together with people from <a href="https://www.extension.org/">Extension</a> at the county fair in Ames.</p>
     <p>In Canada our beer is imported and distributed by our partner <a href="https://www.northpacificimports.ca/">North Pacific Imports</a>.</p>`,
  );
  assert.deepEqual(found('https://acme.com/about', body), {
    'newsmetric.io': 'technology',
    'coverwise.com': 'technology',
    'creatorloop.co': 'technology',
    'heartland.edu': 'generic',
    'soilfutures.org': 'generic',
    'grainhub.com': 'generic',
    'northpacificimports.ca': 'channel',
  });
});

test("a disclosure's summary heads the paragraph it opens; a lender and a certification label in prose are not partners", () => {
  const body = doc(
    'Partnerships',
    `<h1>Partnerships</h1>
     <details><summary>Brand partners</summary><ul><li><a href="https://www.goldenfurrow.com/">Golden Furrow</a></li><li><a href="https://www.littleprairie.com/">Little Prairie</a></li></ul></details>
     <details><summary>Technology partners</summary><p>Members get free access to <a href="https://www.fieldledger.ag/">FieldLedger</a> farm-records software, which integrates with our scale tickets, and to dashboards from <a href="https://www.rootsense.io/">RootSense</a>.</p></details>
     <p>Financing for our new milling line is provided by <a href="https://www.farmcredit.com/">Farm Credit Heartland</a>.</p>
     <section><h2>Nos producteurs</h2><ul><li><a href="https://www.fermelabutte.ca/">Ferme La Butte</a>, Saint-Rémi</li></ul>
     <p>Nos menus sont certifiés <a href="https://www.alimentsquebecaumenu.ca/">Aliments du Québec au menu</a>.</p></section>`,
  );
  assert.deepEqual(found('https://acme.com/partnerships', body), {
    'goldenfurrow.com': 'generic',
    'littleprairie.com': 'generic',
    'fieldledger.ag': 'technology',
    'rootsense.io': 'technology',
    'fermelabutte.ca': 'generic',
  });
});

test('correspondent firms, a sales network, design partners, Swedish technology partners introduced by a body field, Romanian agencies', () => {
  const firms = doc(
    'International network',
    `<h1>Our international network</h1><p>We have built long-standing relationships with independent firms.</p>
     <h2>Correspondent firms</h2><table><tr><th>Jurisdiction</th><th>Firm</th></tr>
     <tr><td>France</td><td><a href="https://www.moreau-avocats.fr/">Moreau Avocats</a>, Lyon</td></tr>
     <tr><td>Germany</td><td><a href="https://www.kessler-brandt.de/">Kessler Brandt</a>, Düsseldorf</td></tr></table>`,
  );
  assert.deepEqual(found('https://acme.co.uk/international/', firms, { domain: 'acme.co.uk' }), {
    'moreau-avocats.fr': 'generic',
    'kessler-brandt.de': 'generic',
  });
  const network = doc(
    'Rete commerciale',
    `<h1>Rete commerciale</h1><h2>Distributori autorizzati</h2><div class="box"><h3><a href="https://www.imballinord.it/">Imballi Nord</a></h3><p>Distributore per la Lombardia.</p></div>
     <div class="box"><h3><a href="https://www.packsud.it/">PackService Sud</a></h3><p>Distributore per il Sud.</p></div>`,
  );
  assert.deepEqual(found('https://acme.it/rete-commerciale/', network, { domain: 'acme.it' }), {
    'imballinord.it': 'channel',
    'packsud.it': 'channel',
  });
  const typed = doc(
    'Samarbetspartner',
    `<h1>Samarbetspartner</h1><div class="field"><p>En maskin är aldrig bättre än mjukvaran runt den. Här är våra teknikpartner.</p></div>
     <div class="view"><div class="row"><img src="/a.png" alt="Axiom CNC"><h3>Axiom CNC</h3><p>Styrsystem.</p><a href="https://www.axiomcnc.com/">axiomcnc.com</a></div>
     <div class="row"><img src="/c.png" alt="CamForge"><h3>CamForge</h3><p>CAM-mjukvara.</p><a href="https://camforge.io/">camforge.io</a></div></div>
     <h2>Design partners</h2><ul><li><a href="https://www.lakeshore-design.com/">Lakeshore Design Group</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.se/samarbetspartner', typed, { domain: 'acme.se' }), {
    'axiomcnc.com': 'technology',
    'camforge.io': 'technology',
    'lakeshore-design.com': 'channel',
  });
  const abroad = doc(
    'Despre noi',
    `<h1>Despre noi</h1><p>Crama noastră produce vin din 1998 pe dealurile din Vrancea, din struguri culeși manual.</p>
     <h2>Parteneri</h2><p>Vizitele pot fi rezervate și prin agențiile noastre partenere de enoturism: <a href="https://www.rutavinului.ro/">Ruta Vinului</a> și <a href="https://www.winetours.ro/">Wine Tours</a>.</p>
     <h2>Unsere Technikpartner</h2><ul><li><a href="https://www.steuerwerk.de/">Steuerwerk</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.ro/despre-noi', abroad, { domain: 'acme.ro' }), {
    'rutavinului.ro': 'channel',
    'winetours.ro': 'channel',
    'steuerwerk.de': 'technology',
  });
});

test('discovery: a distribution page, an Italian sales network and a "Global network" page; a network page lists partners only when its lede says so', () => {
  const home = page(
    'https://acme.com/',
    doc(
      'Acme',
      '<p>Craft beer</p>',
      '<a href="/beers">Beers</a><a href="/distribution">Distribution</a><a href="/rete-commerciale/">Dove siamo</a><a href="/network">Global network</a>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 3), [
    'https://acme.com/distribution',
    'https://acme.com/rete-commerciale/',
    'https://acme.com/network',
  ]);
  const agency = page(
    'https://acme.co.nz/',
    doc('Acme', '<p>Recruitment</p>', '<a href="/network-security">Network security</a><a href="/talent-network">Talent Network</a>'),
  );
  assert.deepEqual(partnerPageCandidates(agency, []).slice(0, 1), ['https://acme.co.nz/talent-network']);
  const network = (description: string) =>
    `<html><head><title>Global network — Acme</title><meta name="description" content="${description}"></head><body><main><h1>Global network</h1><p>Local knowledge beats a global logo.</p>
     <ul><li>Ireland — <a href="https://www.hollandkeogh.ie/">Holland Keogh</a></li><li>Germany — <a href="https://www.lichtblick.de/">Agentur Lichtblick</a></li></ul></main></body></html>`;
  assert.deepEqual(found('https://acme.com/network', network('Independent partner agencies in 20 markets.')), {
    'hollandkeogh.ie': 'channel',
    'lichtblick.de': 'channel',
  });
  assert.deepEqual(found('https://acme.com/network', network('Our fibre network reaches 20 markets.')), {});
});

test('where to buy in Italian prose, "nostro partner" after a link, "our partners: the <a>" on an about page, Dutch installation partners, a supply-chain page', () => {
  const shops = doc(
    'Dove acquistare',
    `<h1>Dove acquistare</h1><ul class="stores"><li><a href="https://www.zampeecode.it/">Zampe &amp; Code</a></li><li><a href="https://www.petbottega.it/">Pet Bottega</a></li></ul>
     <h2>Catene specializzate</h2><p>Trovi una selezione delle nostre crocchette anche nei punti vendita <a href="https://www.arcaplanet.it/valbruna">Arcaplanet</a> e <a href="https://www.maxizoo.it/">Maxi Zoo</a>.</p>
     <h2>Online</h2><p>Oltre che sul nostro sito, puoi acquistare Valbruna su <a href="https://www.zooplus.it/shop">zooplus</a> (spedizione in 48 ore).</p>`,
  );
  assert.deepEqual(found('https://acme.it/dove-acquistare', shops, { domain: 'acme.it' }), {
    'zampeecode.it': 'channel',
    'petbottega.it': 'channel',
    'arcaplanet.it': 'channel',
    'maxizoo.it': 'channel',
    'zooplus.it': 'channel',
  });
  const about = doc(
    'Chi siamo',
    `<h1>Chi siamo</h1><p>Siamo nati a Pergine nel 1987 come piccolo mangimificio di famiglia, e oggi siamo quaranta persone.</p>
     <p>La trota è allevata nelle valli trentine dai soci del <a href="https://www.trotatrentina.it/">Consorzio Trota Trentina</a>, nostro partner dal 2015.</p>
     <p>Ogni anno doniamo oltre 20 tonnellate di crocchette ai nostri partner solidali: l'<a href="https://www.enpa.it/">ENPA</a> e il <a href="https://www.zampalibera.org/">Rifugio Zampa Libera</a> di Rovereto.</p>`,
  );
  assert.deepEqual(found('https://acme.it/chi-siamo', about, { domain: 'acme.it' }), {
    'trotatrentina.it': 'generic',
    'enpa.it': 'generic',
    'zampalibera.org': 'generic',
  });
  const installers = doc(
    'Installatiepartners',
    `<h1>Onze installatiepartners</h1><ul><li><a href="https://twentezon.nl/">TwenteZon</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.nl/installatiepartners/', installers, { domain: 'acme.nl' }), { 'twentezon.nl': 'channel' });
  const home = page(
    'https://acme.it/',
    doc('Acme', '<p>Crocchette</p>', '<a href="/prodotti">Prodotti</a><a href="/content/8-la-nostra-filiera">La nostra filiera</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://acme.it/content/8-la-nostra-filiera']);
});

test('a block of customer logos closes the section of the cards before it; a Korean certification section and a call to become a partner list no partner', () => {
  const home = doc(
    'Frenova',
    `<h1>Hamujemy z precyzją</h1>
     <div class="frame frame-type-card_group" id="c2"><div class="cards"><div class="card"><h3>Klocki hamulcowe</h3><p>Ponad 1 600 referencji.</p><a href="/produkty/klocki">Więcej</a></div>
       <div class="card"><h3>Gdzie kupić?</h3><p>Ponad 30 hurtowni w 7 krajach.</p><a href="/dystrybutorzy">Lista dystrybutorów</a></div></div></div>
     <div class="frame frame-type-image" id="c3"><div class="frame-inner"><h2>Dostarczamy na pierwszy montaż</h2><div class="gallery"><a href="https://www.velmorbus.com/"><img src="/v.svg" alt="Velmor Bus"></a><a href="https://orlantrucks.eu/"><img src="/o.svg" alt="Orlan Trucks"></a></div></div></div>
     <div class="frame frame-type-textpic" id="c4"><a href="https://www.bcj-cert.pl/rejestr"><img src="/iatf.png" alt="Certyfikat IATF 16949"></a><div><h3>Jakość potwierdzona certyfikatami</h3><p>Nasz zakład posiada certyfikaty.</p></div></div>
     <div class="frame frame-type-text" id="c5"><h3>Spotkajmy się na targach!</h3><p>Automechanika Frankfurt, hala 9.1. <a href="https://automechanika.messefrankfurt.com/">Strona targów</a></p></div>`,
  );
  assert.deepEqual(found('https://frenova.pl/', home, { domain: 'frenova.pl' }), {});
  const korean = doc(
    '연동 | 배움랩',
    `<h1>LMS 연동</h1><ul><li><a href="https://www.classpath.kr/">클래스패스</a></li></ul>
     <section><h2>표준 인증</h2><p>배움랩은 LTI 1.3 Advantage 인증을 받은 도구입니다.</p><a href="https://site.1edtech.org/certifications/product/baeumlab"><img src="/lti.png" alt="1EdTech LTI Advantage Certified"></a></section>
     <section><h2>제휴 문의</h2><p>휙과 함께할 도시와 기업을 찾습니다.</p><p>개인형 이동장치 관련 법령은 <a href="https://www.koroad.or.kr/pm_guide.do">도로교통공단 PM 안전 가이드</a>를 참고하세요.</p></section>`,
  );
  assert.deepEqual(found('https://baeumlab.co.kr/integrations', korean, { domain: 'baeumlab.co.kr' }), { 'classpath.kr': 'technology' });
  const call = doc(
    'Byråer',
    `<h1>Redovisningsbyråer</h1><ul><li><a href="https://www.siffror.se/">Siffror &amp; Co</a></li></ul>
     <section><h2>Bli Byråpartner</h2><p>Som certifierad byråpartner får du gratis byrålicens.</p><a href="https://www.srfkonsult.se/"><img src="/srf.svg" alt="Srf konsulterna"></a></section>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.se/byraer', call, { domain: 'acme.se' })), ['siffror.se']);
});

test("a Webflow dropdown's list, titled by its toggle, that only links out lists entries; a menu that links to the site's own pages stays chrome", () => {
  const region = (name: string, rows: string) =>
    `<div class="accordion-item w-dropdown"><div class="accordion-toggle w-dropdown-toggle"><h3 class="accordion-title">${name}</h3></div><nav class="accordion-list w-dropdown-list">${rows}</nav></div>`;
  const body = `<!doctype html><html><head><title>Find a Partner | Acme</title></head><body><section class="section"><h1>Find a partner</h1><div class="accordion">
    ${region('North America', '<div class="partner-row"><div class="partner-name">Keystone Secure</div><div class="tag">Reseller</div><a href="https://keystonesecure.net" class="w-dropdown-link">Visit website</a></div>')}
    ${region('Company', '<a href="/docs" class="w-dropdown-link">Docs</a><a href="https://www.acmeconf.com/" class="w-dropdown-link">AcmeConf</a>')}
  </div></section><section><div class="page-title"><h2>Support</h2></div><nav class="breadcrumbs"><a href="https://status.acme-status.com/">Status</a></nav></section></body></html>`;
  assert.deepEqual(found('https://acme.com/partners/find-a-partner', body), { 'keystonesecure.net': 'channel' });
});

test('an agent network in Portuguese, Spanish, Italian and French; the site a member of a network names no partner, a partner program does', () => {
  assert.deepEqual(
    ['Rede de agentes', 'Red de agentes', 'Rete di agenti', "Réseau d'agents"].map((heading) =>
      found(
        'https://acme.com.br/quem-somos',
        doc(
          'Quem somos',
          `<h1>Quem somos</h1><h2>${heading}</h2><ul><li><a href="https://www.baylinelogistics.com/">Bayline</a></li></ul>`,
        ),
      ),
    ),
    Array(4).fill({ 'baylinelogistics.com': 'channel' }),
  );
  const body = doc(
    'Parceiros',
    `<h1>Parceiros</h1><h2>Parceiros institucionais</h2>
     <p>A Marlinha também é membro da rede <a href="https://globalfreightalliance.net/members/brazil">Global Freight Alliance</a> desde 2019.</p>
     <p>For Microsoft 365 we are a member of the <a href="https://partner.microsoft.com/en-gb/">Microsoft AI Cloud Partner Program</a>, as our engineers are.</p>
     <p>Members of <a href="https://tradehub.co.nz/">Trade Hub NZ</a> get three months free, as Trade Hub refers its members to us.</p>`,
  );
  assert.deepEqual(Object.keys(found('https://acme.com.br/parceiros', body, { domain: 'acme.com.br' })).sort(), [
    'microsoft.com',
    'tradehub.co.nz',
  ]);
});

test('on a partner page a paragraph under any partner heading ("Connectors") names partners, on other pages only under strong ones; "their clients" in a lead-in is not about customers', () => {
  const section = `<h2>Connectors</h2><p>Fjord ships first-party source connectors for <a href="https://www.quarkmq.io/">QuarkMQ</a> and <a href="https://tidalstream.dev">Tidalstream</a> topics, and writes through the <a href="https://lakeshore.dev/docs">Lakeshore</a> sink.</p>
     <h2>Technology integrations</h2><table><tr><td><a href="https://basaltdb.com/fjord">Basalt DB sink</a></td><td>OLAP</td></tr></table>`;
  assert.deepEqual(found('https://fjordflow.io/ecosystem', doc('Ecosystem', `<h1>The Fjord ecosystem</h1>${section}`)), {
    'quarkmq.io': 'technology',
    'tidalstream.dev': 'technology',
    'lakeshore.dev': 'technology',
    'basaltdb.com': 'technology',
  });
  assert.deepEqual(found('https://fjordflow.io/about', doc('About', `<h1>About Fjord</h1>${section}`)), { 'basaltdb.com': 'technology' });
  const firms = doc(
    'Partenaires',
    `<h1>Partenaires</h1><h2>Intégrateurs</h2><ul><li><a href="https://www.nordia-consulting.fr/">Nordia Consulting</a></li></ul>
     <section><h2>Cabinets d'expertise comptable partenaires</h2><p>Ces cabinets recommandent Équipéo à leurs clients et peuvent gérer la paie pour vous :</p>
     <ul><li><a href="https://www.morvan-expertise.fr/">Cabinet Morvan Expertise</a> — Brest</li></ul></section>`,
  );
  const spanish = doc(
    'Aseguradoras',
    `<h1>Aseguradoras</h1><ul><li><a href="https://www.mapfre-demo.es/">Mapfre</a></li></ul>
     <section><h2>Red de colaboradores</h2><p>Gestorías e inmobiliarias que ofrecen Asegurio a sus clientes y reciben una comisión:</p>
     <ul><li><a href="https://www.gestoriapardo.es/">Gestoría Pardo</a> (Valencia)</li></ul></section>`,
  );
  assert.equal(found('https://asegurio.es/aseguradoras', spanish, { domain: 'asegurio.es' })['gestoriapardo.es'], 'channel');
  assert.deepEqual(found('https://equipeo.fr/partenaires', firms, { domain: 'equipeo.fr' }), {
    'nordia-consulting.fr': 'channel',
    'morvan-expertise.fr': 'channel',
  });
});

test("a paragraph under a heading that a wrapper holds alone (TYPO3's frame header); Italian partner universities", () => {
  const body = doc(
    'O firmie',
    `<h1>O firmie</h1><div class="frame"><div class="frame-inner"><header class="frame-header"><h2 class="element-header"><span>Partnerzy technologiczni</span></h2></header>
     <p>Dane katalogowe udostępniamy przez platformę <a href="https://www.partsdatahub.com/suppliers/frenova">PartsData Hub</a>, z której korzystają systemy sprzedażowe większości hurtowni w Europie.</p></div></div>
     <h2>Università convenzionate</h2><p>Grazie alle convenzioni con la <a href="https://www.hs-rheinau.de/international">Hochschule Rheinau</a>, gli studenti possono frequentare un semestre a Firenze.</p>`,
  );
  assert.deepEqual(found('https://frenova.pl/o-firmie', body, { domain: 'frenova.pl' }), {
    'partsdatahub.com': 'technology',
    'hs-rheinau.de': 'generic',
  });
});

test('Traditional Chinese technology integration partners; Danish payment and hardware partners are technology; Arabic implementing and technology partners', () => {
  const chinese = doc(
    '合作夥伴',
    `<h1>合作夥伴</h1><section><h2>技術整合夥伴</h2><div class="grid"><div class="card"><h3>Shopwave 商店平台</h3><p>同步會員與訂單。</p><a href="https://www.shopwave.com.tw/">網站</a></div></div></section>`,
  );
  assert.deepEqual(found('https://lumitag.com.tw/partners', chinese, { domain: 'lumitag.com.tw' }), { 'shopwave.com.tw': 'technology' });
  const danish = doc(
    'Partnere',
    `<h1>Partnere</h1><h2>Software- og betalingspartnere</h2><ul><li><a href="https://terminalo.dk/">Terminalo</a></li></ul><h2>Hardwarepartnere</h2><ul><li><a href="https://www.voltbox.dk/">Voltbox</a></li></ul>`,
  );
  assert.deepEqual(found('https://ladenord.dk/partnere', danish, { domain: 'ladenord.dk' }), {
    'terminalo.dk': 'technology',
    'voltbox.dk': 'technology',
  });
  const arabic = doc(
    'شركاؤنا',
    `<h1>شركاؤنا</h1><h2>الشركاء المنفّذون</h2><ul><li><a href="https://www.tihamarelief.org/">تهامة للإغاثة</a></li></ul><h2>شركاؤنا التقنيون</h2><ul><li><a href="https://www.mapkit.io/">MapKit</a></li></ul>`,
  );
  assert.deepEqual(found('https://alwaha.org/partners/', arabic, { domain: 'alwaha.org' }), {
    'tihamarelief.org': 'channel',
    'mapkit.io': 'technology',
  });
});

test('Ukrainian and Russian representative offices are a channel listing', () => {
  const home = page(
    'https://acme.com.ua/',
    doc('Acme', '<p>Арматура</p>', '<a href="/produktsiia">Продукція</a><a href="/predstavnytstva">Представництва</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://acme.com.ua/predstavnytstva']);
  const body = doc(
    'Представництва',
    `<h1>Представництва</h1><p>Наші офіційні представники продають та обслуговують арматуру.</p><ul><li><a href="https://armat-serwis.pl/">Armat-Serwis</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.com.ua/predstavnytstva', body, { domain: 'acme.com.ua' }), { 'armat-serwis.pl': 'channel' });
});

test("an accordion panel is titled by the toggle that controls it: its lead-in's list and its first paragraph's links; an affiliate network page", () => {
  const body = doc(
    'Our Partners | Maple & Mop',
    `<h1>Our Partners</h1><div class="accordion">
     <div class="accordion__item"><button class="accordion__toggle" aria-expanded="true" aria-controls="acc-referral">Referral Partners</button>
       <div class="accordion__panel" id="acc-referral"><p>Realtors and property managers who refer their clients to us for move-out cleaning:</p>
       <ul><li><a href="https://www.homekeyrealty.com/">HomeKey Realty</a> – Columbus</li></ul></div></div>
     <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false" aria-controls="acc-tech">Technology Partners</button>
       <div class="accordion__panel" id="acc-tech" hidden><p>Online booking, scheduling and team routing run on <a href="https://bookright.io/">BookRight</a>; our cleaners clock in with <a href="https://www.shiftpunch.com/">ShiftPunch</a>.</p></div></div>
     </div>`,
  );
  assert.deepEqual(found('https://mapleandmop.com/partners', body, { domain: 'mapleandmop.com' }), {
    'homekeyrealty.com': 'channel',
    'bookright.io': 'technology',
    'shiftpunch.com': 'technology',
  });
  const network = `<html><head><title>Our Affiliate Network | Hartwell Removals</title></head><body><main><h1>Our Affiliate Network</h1>
    <p>For moves outside Yorkshire we work with independent removal companies.</p><ul><li><a href="https://www.penninemovers.co.uk/">Pennine Movers</a> – Lancashire</li></ul></main></body></html>`;
  assert.deepEqual(found('https://hartwellremovals.co.uk/our-network/', network, { domain: 'hartwellremovals.co.uk' }), {
    'penninemovers.co.uk': 'channel',
  });
});

test('a lead-in introduces what it names after its last negative word ("Customers … can buy through our dealers:"); Greek distribution partners', () => {
  const body = doc(
    'Đối tác',
    `<h1>Đối tác</h1><h2>Đại lý khu vực</h2>
     <p>Khách hàng tại miền Trung có thể mua hàng và nhận hỗ trợ kỹ thuật qua các đại lý ủy quyền của Sao Việt Lab:</p>
     <ul><li><a href="https://www.labmientay.com.vn/">Lab Miền Tây</a> – Cần Thơ</li></ul>
     <h2>Dealers</h2><p>Customers in the south can buy and service their instruments through our authorized dealers:</p>
     <ul><li><a href="https://www.labsouth.com/">Lab South</a></li></ul>
     <h2>References</h2><p>Our dealers supply these customers:</p><ul><li><a href="https://www.hospital.vn/">Hospital</a></li></ul>`,
  );
  assert.deepEqual(found('https://saovietlab.com.vn/doi-tac/', body, { domain: 'saovietlab.com.vn' }), {
    'labmientay.com.vn': 'channel',
    'labsouth.com': 'channel',
  });
  const greek = doc(
    'Συνεργασίες',
    `<h1>Συνεργασίες</h1><h2>Συνεργάτες διάθεσης</h2><ul><li><a href="https://nitskills.gr/">NIT Skills</a></li></ul>`,
  );
  assert.deepEqual(found('https://cyberaspis.gr/synergasies', greek, { domain: 'cyberaspis.gr' }), { 'nitskills.gr': 'channel' });
});

test('a network page in Spanish ("Red de producción") is worth a look; sponsors in Portuguese and Spanish are not partners', () => {
  const home = page(
    'https://acme.com.mx/',
    doc('Acme', '<p>Playeras</p>', '<a href="/catalogo">Catálogo</a><a href="/red-de-produccion">Red de producción</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://acme.com.mx/red-de-produccion']);
  const body = doc(
    'Parceiros',
    `<h1>Parceiros</h1><section><h2>Parceiros institucionais</h2><p><a href="https://www.fundacaomaraberto.pt/">Fundação Mar Aberto</a></p></section>
     <section><h2>Patrocinadores do Colmeia Summit 2025</h2><div><a href="https://www.bancoatlantida.pt/empresas"><img src="/b.svg" alt="Banco Atlântida"></a><a href="https://costareis.pt/"><img src="/c.svg" alt="Costa &amp; Reis"></a></div></section>`,
  );
  assert.deepEqual(found('https://colmeiainvest.pt/parceiros', body, { domain: 'colmeiainvest.pt' }), {
    'fundacaomaraberto.pt': 'generic',
  });
});

test('job boards named "… Jobs" and what an integration syncs (jobs, candidates) are partners\' words; careers links are not partners', () => {
  const card = (name: string, url: string, blurb: string) =>
    `<li class="integration-card"><a href="${url}"><img src="/l.png" alt="${name} logo"><span>${name}</span><span>${blurb}</span></a></li>`;
  const body = doc(
    'Integrations | Acme',
    `<h1>Integrations</h1><ul>${card('NurseFinder Jobs', 'https://nursefinderjobs.com/', 'Niche board for nurses.')}${card('Hirestack', 'https://hirestack.io/', 'Two-way sync of jobs, candidates and hires.')}</ul>
     <p><a href="https://boards.greenhouse.io/acme">Open jobs</a> · <a href="https://acme.teamtailor.com/">Jobs at Acme</a> · <a href="https://www.workhub.com/acme">Jobs</a></p>`,
  );
  assert.deepEqual(found('https://acme.com/integrations', body), { 'nursefinderjobs.com': 'technology', 'hirestack.io': 'technology' });
});

test('the site says it is a partner of the link ("we are a certified payroll partner of <a>"), or partners with those it lists after a colon', () => {
  const body = doc(
    'Who we work with | Acme Payroll',
    `<h1>Who we work with</h1>
     <h2>Payroll software</h2><p>We are a certified payroll partner of <a href="https://www.ledgerly.com.au/partners">Ledgerly</a>, and most of our clients run their pay in it.</p>
     <h2>Accountants and bookkeepers</h2><p>Many of our clients come to us through their accountant. We partner with accounting practices that refer their clients’ payroll to us: <a href="https://coastlineaccounting.com.au/">Coastline Accounting</a> in Wollongong and <a href="https://numbersbookkeeping.net.au/">Numbers Bookkeeping</a> on the Central Coast send us their payroll clients.</p>
     <h2>Industry</h2><p>We are registered with the Tax Practitioners Board and our payslips are audited by <a href="https://www.ledgerline.com.au/">Ledgerline</a> every year.</p>`,
  );
  assert.deepEqual(found('https://acme.com.au/who-we-work-with/', body, { domain: 'acme.com.au' }), {
    'ledgerly.com.au': 'generic',
    'coastlineaccounting.com.au': 'channel',
    'numbersbookkeeping.net.au': 'channel',
  });
});

test("a technology alliance (技術提携) is a technology partner; a paper's PubMed or DOI record is never a partner", () => {
  const body = doc(
    '提携・共同研究',
    `<h1>提携・共同研究</h1><h3>技術提携</h3><dl><dt><a href="https://www.genomics-solutions.co.jp/">ジェノミクス・ソリューションズ株式会社</a></dt><dd>共同開発</dd></dl>
     <h3>業務提携</h3><dl><dt><a href="https://www.medisearch-cro.co.jp/">メディサーチ株式会社</a></dt><dd>測定受託</dd></dl>
     <h3>論文実績</h3><ul><li>Sato K, et al. Anti-pTau217 antibody. <a href="https://pubmed.ncbi.nlm.nih.gov/38211904/">PubMed</a></li><li>Mori H, et al. <a href="https://doi.org/10.1000/xyz123">doi:10.1000/xyz123</a></li></ul>`,
  );
  assert.deepEqual(found('https://acme.co.jp/alliance/', body, { domain: 'acme.co.jp' }), {
    'genomics-solutions.co.jp': 'technology',
    'medisearch-cro.co.jp': 'generic',
  });
});

test('a footer block classed as chrome ("footer-partners") and titled by a short paragraph lists partners; it does not make a page of paragraphs a list', () => {
  const footer = `<footer><p>12 avenue du Grésivaudan, Crolles</p><div class="footer-partners"><p class="font_9">Nos partenaires</p><a href="https://www.vetolab-rhone.fr"><img src="/v.png" alt="VetoLab Rhône"></a><a href="https://www.chv-alpes.fr"><img src="/c.png" alt="CHV des Alpes"></a></div><ul class="social"><li><a href="https://www.facebook.com/veto">Facebook</a></li></ul></footer>`;
  const home = `<!doctype html><html><head><title>Clinique</title></head><body><main><h1>Clinique des Deux Rives</h1><p>Bienvenue.</p></main>${footer}</body></html>`;
  assert.deepEqual(found('https://veto.fr/', home, { domain: 'veto.fr' }), { 'vetolab-rhone.fr': 'generic', 'chv-alpes.fr': 'generic' });
  // the same block under a footer column's class, without the partner title: chrome
  assert.deepEqual(found('https://veto.fr/', home.replace('Nos partenaires', 'Suivez-nous'), { domain: 'veto.fr' }), {});
  const partners = `<!doctype html><html><head><title>Nos partenaires</title></head><body><main><h1>Nos partenaires</h1><p>Pour bien soigner vos animaux, nous nous appuyons sur un réseau de partenaires.</p><p>Nous soignons bénévolement les animaux de la <a href="https://www.spa-gresivaudan.org">SPA du Grésivaudan</a>, association partenaire de la clinique depuis 2016, et nous recommandons l'éducatrice canine de <a href="https://educcanin38.fr">Éduc'Canin 38</a> pour les chiots.</p></main>${footer}</body></html>`;
  assert.deepEqual(found('https://veto.fr/nos-partenaires', partners, { domain: 'veto.fr' }), {
    'spa-gresivaudan.org': 'generic',
    'educcanin38.fr': 'generic',
    'vetolab-rhone.fr': 'generic',
    'chv-alpes.fr': 'generic',
  });
});

test("a partner page that lists its partners keeps its sentences' other links out, whatever its body's classes say", () => {
  const body = `<!doctype html><html><head><title>Find an installer</title></head><body class="et_pb_footer_columns4"><main><h1>Find an installer</h1>
    <ul class="installers"><li><a href="https://forthvalleyev.co.uk/">Forth Valley EV</a></li><li><a href="https://severnev.com/">Severn EV</a></li></ul>
    <p>Are you an electrician? Our installer partners must be registered with <a href="https://www.niceic.com/">NICEIC</a> or <a href="https://www.napit.org.uk/">NAPIT</a> before they join.</p></main></body></html>`;
  assert.deepEqual(found('https://voltbay.co.uk/find-an-installer/', body, { domain: 'voltbay.co.uk' }), {
    'forthvalleyev.co.uk': 'channel',
    'severnev.com': 'channel',
  });
});

test('a page\'s type is none of its kinds when it names several ("Fachplanungspartner und Technologiepartner"); what the site is in its title types nothing', () => {
  const network = `<!doctype html><html><head><title>Netzwerk</title><meta name="description" content="Fachplanungspartner und Technologiepartner von Bauer Lindqvist Architekten."></head><body><main><h1>Netzwerk</h1><p>Gute Gebäude entstehen im Team.</p>
    <h2>Unsere Fachplanungspartner</h2><table><tr><th>Disziplin</th><th>Partner</th></tr><tr><td>Tragwerksplanung</td><td><a href="https://www.statik-nord.de">Statik Nord Ingenieure</a></td></tr><tr><td>Brandschutz</td><td><a href="https://brandschutz-petersen.de">Petersen Brandschutz</a></td></tr></table>
    <h2>Technologiepartner</h2><ul><li><a href="https://graphisoft.com/">Graphisoft</a></li></ul></main></body></html>`;
  assert.deepEqual(found('https://bauer-lindqvist.de/netzwerk/', network, { domain: 'bauer-lindqvist.de' }), {
    'statik-nord.de': 'generic',
    'brandschutz-petersen.de': 'generic',
    'graphisoft.com': 'technology',
  });
  const partners = doc(
    'Partners | Halden Pryce Consulting Engineers',
    `<h1>Our partners</h1><h2>Alliance partners</h2><p>Independent firms we bid and deliver with.</p><div class="row"><div class="col"><a href="https://marshwhitley.co.uk/"><img src="/m.png" alt="Marsh Whitley Architects"></a></div><div class="col"><a href="https://terngeo.co.uk/"><img src="/t.png" alt="Tern Geotechnical"></a></div></div>`,
  );
  assert.deepEqual(found('https://haldenpryce.co.uk/partners/', partners, { domain: 'haldenpryce.co.uk' }), {
    'marshwhitley.co.uk': 'generic',
    'terngeo.co.uk': 'generic',
  });
});

test('tabs read as one heading ("Intégrations · Distribution · Associations") type nothing; a "Distribution" tab sells; booking sites and travel agencies in Japanese sell, regional partners (地域連携) do not integrate', () => {
  const tab = (id: string, label: string) => `<button role="tab" id="tab-${id}" aria-controls="panel-${id}">${label}</button>`;
  const panel = (id: string, cards: string) =>
    `<div role="tabpanel" id="panel-${id}" aria-labelledby="tab-${id}"><div class="grid">${cards}</div></div>`;
  const card = (url: string, name: string) => `<a class="card" href="${url}"><img alt="${name}" src="/l.svg"><span>${name}</span></a>`;
  const body = doc(
    'Nos partenaires – Rouleo',
    `<h1>Nos partenaires</h1><section><div role="tablist">${tab('int', 'Intégrations')}${tab('dist', 'Distribution')}${tab('asso', 'Associations')}</div>
     ${panel('int', card('https://moovit.com/fr/', 'Moovit'))}${panel('dist', card('https://ecomut.fr/', 'Ecomut') + card('https://www.mobiflex.fr/', 'Mobiflex'))}${panel('asso', card('https://www.velocite-lyon.org/', 'Vélocité Lyon'))}</section>`,
  );
  assert.deepEqual(found('https://rouleo.fr/partenaires', body, { domain: 'rouleo.fr' }), {
    'moovit.com': 'technology',
    'ecomut.fr': 'channel',
    'mobiflex.fr': 'channel',
    'velocite-lyon.org': 'generic',
  });
  const ja = doc(
    '提携パートナー',
    `<h1>提携パートナー</h1><h2>公式予約パートナー（オンライン予約サイト）</h2><ul><li><a href="https://www.jalan.net/">じゃらんnet</a></li></ul><h2>提携旅行会社</h2><ul><li><a href="https://www.sakura-travel.co.jp/">さくら旅行</a></li></ul><h2>地域連携パートナー</h2><ul><li><a href="https://www.izu-shuzo.co.jp/">伊豆酒造</a></li></ul>`,
  );
  assert.deepEqual(found('https://yunomori.co.jp/partners/', ja, { domain: 'yunomori.co.jp' }), {
    'jalan.net': 'channel',
    'sakura-travel.co.jp': 'channel',
    'izu-shuzo.co.jp': 'generic',
  });
});

test('"Partner finden: zertifizierte Beratungspartner" names one kind of partner; "partenaires de distribution" sell', () => {
  const de = `<!doctype html><html><head><title>Partner finden: zertifizierte Teamfalter-Beratungspartner | Teamfalter</title></head><body><main><h1>Partner in Ihrer Nähe</h1>
    <ul class="partner-list"><li><a href="https://www.elbland-hr.de/">Elbland HR</a></li><li><a href="https://lohnbuero-kessler.de/">Lohnbüro Kessler</a></li></ul></main></body></html>`;
  assert.deepEqual(found('https://teamfalter.de/partner', de, { domain: 'teamfalter.de' }), {
    'elbland-hr.de': 'channel',
    'lohnbuero-kessler.de': 'channel',
  });
  const fr = doc(
    'Partenaires',
    `<h1>Partenaires</h1><h2>Nos partenaires de distribution</h2><ul><li><a href="https://ecomut.fr/">Ecomut</a></li></ul><h2>Nos partenaires</h2><ul><li><a href="https://www.velocite-lyon.org/">Vélocité</a></li></ul>`,
  );
  assert.deepEqual(found('https://rouleo.fr/partenaires', fr, { domain: 'rouleo.fr' }), {
    'ecomut.fr': 'channel',
    'velocite-lyon.org': 'generic',
  });
});

test('a title with the site\'s name still types its page ("Technology partners | Brackenvault")', () => {
  const body = doc(
    'Technology partners | Brackenvault',
    `<section class="page-hero"><p class="eyebrow">Technology partners</p><h1>Built on, and built into, the MSP stack</h1></section><h2>Platforms we protect</h2><ul class="logos"><li><a href="https://www.vmware.com/"><img src="/v.svg" alt="VMware"></a></li><li><a href="https://www.proxmox.com/"><img src="/p.svg" alt="Proxmox"></a></li></ul>`,
  );
  assert.deepEqual(found('https://brackenvault.co.uk/technology-partners', body, { domain: 'brackenvault.co.uk' }), {
    'vmware.com': 'technology',
    'proxmox.com': 'technology',
  });
});

test('a municipality\'s "Samenwerking" page is worth a look; "onze Duitse partnerstad <a>" names a partner; a read-aloud button is none', () => {
  const home = page(
    'https://waalhoven.nl/',
    doc('Gemeente Waalhoven', '<p>Welkom</p>', '<a href="/nieuws">Nieuws</a><a href="/samenwerking">Samenwerking</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://waalhoven.nl/samenwerking']);
  const body = doc(
    'Samenwerking in de regio',
    `<div class="rsbtn"><a rel="nofollow" class="rsbtn_play" title="Laat de tekst voorlezen met ReadSpeaker webReader" href="https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=12874&amp;lang=nl_nl"><span>Lees voor</span></a></div>
     <h1>Samenwerking in de regio</h1><p>Veel taken kan een gemeente niet alleen uitvoeren.</p>
     <h2>Partnerstad</h2><p>Sinds 1987 heeft Waalhoven een stedenband met onze Duitse partnerstad <a href="https://www.stadt-auerbach-mosel.de/">Auerbach an der Mosel</a>. Elk jaar organiseert het Jumelagecomité uitwisselingen.</p>`,
  );
  assert.deepEqual(found('https://waalhoven.nl/samenwerking', body, { domain: 'waalhoven.nl' }), { 'stadt-auerbach-mosel.de': 'generic' });
});

test("a footer partner section's strips keep their footer classes; its logos take no type from the page; a guide the tour was featured in is no partner", () => {
  const footer = `<footer id="SITE_FOOTER"><section class="wixui-section footer-parceiros"><h2>Nossos parceiros</h2><div class="footer-partner-strip"><div class="footer-partner"><a href="https://www.transferbonito.com.br/"><img src="/t.png" alt="Transfer Bonito"></a></div><div class="footer-partner"><a href="https://hotelriodopeixe.com.br/"><img src="/h.png" alt="Hotel Rio do Peixe"></a></div></div></section></footer>`;
  const resellers = `<!doctype html><html><head><title>Agências revendedoras</title></head><body><main><h1>Agências revendedoras</h1><ul><li><a href="https://www.pantanalexpedicoes.com.br/">Pantanal Expedições</a></li></ul></main>${footer}</body></html>`;
  assert.deepEqual(found('https://rotaverde.com.br/revendedores', resellers, { domain: 'rotaverde.com.br' }), {
    'pantanalexpedicoes.com.br': 'channel',
    'transferbonito.com.br': 'generic',
    'hotelriodopeixe.com.br': 'generic',
  });
  const journal = doc(
    'Tekapo Dark Sky partnership',
    `<h1>New: stargazing with the Tekapo Dark Sky collective</h1><p>This winter we are launching a new evening tour in partnership with <a href="https://www.tekapodarksky.co.nz/">Tekapo Dark Sky</a>, the astronomer-led collective.</p><p>The tour featured in the <a href="https://www.stuff.co.nz/travel/">Stuff Travel</a> winter guide. <a href="https://fareharbor.com/embeds/book/keatrails/items/418845/">Book the Aoraki Dark Sky tour</a>.</p>`,
  );
  assert.deepEqual(found('https://keatrails.co.nz/journal/tekapo-dark-sky-partnership', journal, { domain: 'keatrails.co.nz' }), {
    'tekapodarksky.co.nz': 'generic',
  });
});

test("under a technology partners heading, a card's channel badge is the site's role in its maker's program: the maker is a technology partner", () => {
  const card = (url: string, name: string, line: string) =>
    `<li><a href="${url}"><img src="/l.png" alt="${name}"></a><p>${name} K.K.<br>${line}</p></li>`;
  const body = doc(
    'パートナー',
    `<h1>パートナー</h1><h2>販売パートナー</h2><ul class="resellers">${card('https://www.naniwa-sys.co.jp/', 'Naniwa Systems', '大阪府')}</ul>
     <h2>テクノロジーパートナー</h2><ul class="tech">${card('https://www.cisco.com/c/ja_jp/index.html', 'Cisco', 'Cisco Select Integrator')}${card('https://www.crowdstrike.jp/', 'CrowdStrike', '認定MSSPパートナー')}</ul>
     <h2>Partners</h2><ul class="mixed">${card('https://opsharbor.co.uk/', 'OpsHarbor', 'Reseller')}</ul>`,
  );
  assert.deepEqual(found('https://kumogami.co.jp/partner/', body, { domain: 'kumogami.co.jp' }), {
    'naniwa-sys.co.jp': 'channel',
    'cisco.com': 'technology',
    'crowdstrike.jp': 'technology',
    'opsharbor.co.uk': 'channel',
  });
});

test('"Éditeurs et plateformes" heads technology partners, "Cabinets et ESN" channel ones; "un partenariat avec l\'<a>" names a partner', () => {
  const body = doc(
    'Nos partenaires',
    `<h1>Nos partenaires</h1><h2>Éditeurs et plateformes</h2><p>Datavoûte est partenaire <a href="https://www.snowflake.com/fr/">Snowflake</a> (niveau Select). Pour les équipes métiers, nous accompagnons les déploiements de <a href="https://www.dataiku.com/fr/">Dataiku</a>, éditeur français avec qui nous avons signé un accord en 2023.</p>
     <h2>Recherche</h2><p>Nous co-encadrons chaque année deux doctorants dans le cadre d’un partenariat avec l’<a href="https://www.univ-lyon1.fr/">Université Claude Bernard Lyon 1</a> sur l’explicabilité des modèles.</p>
     <h2>Cabinets et ESN</h2><p>Sur les projets d’envergure, nous intervenons aux côtés d’ESN partenaires qui nous confient la partie data&nbsp;: <a href="https://www.altais-conseil.fr/">Groupe Altaïs</a> en Auvergne-Rhône-Alpes.</p>`,
  );
  assert.deepEqual(found('https://datavoute.fr/partenaires', body, { domain: 'datavoute.fr' }), {
    'snowflake.com': 'technology',
    'dataiku.com': 'technology',
    'univ-lyon1.fr': 'generic',
    'altais-conseil.fr': 'channel',
  });
});

test('"Parceiros de tecnologia", "socios de tecnología" are technology partners; "Kanaalpartners", "Kanalpartner" channel ones', () => {
  const body = doc(
    'Parceiros',
    `<h1>Ecossistema de parceiros</h1><h2>Parceiros de tecnologia</h2><ul><li><a href="https://www.zendesk.com.br/">Zendesk</a></li></ul><h2>Kanaalpartners</h2><ul><li><a href="https://www.veluweict.nl/">Veluwe ICT</a></li></ul>`,
  );
  assert.deepEqual(found('https://lumiaria.com.br/parceiros', body, { domain: 'lumiaria.com.br' }), {
    'zendesk.com.br': 'technology',
    'veluweict.nl': 'channel',
  });
});

test('Arabic: an authorised distributor (الموزّع المعتمد) and a technical partner (الشريك التقني) head their panels', () => {
  const panel = (id: string, title: string, body: string) =>
    `<div class="accordion-item"><h2 class="accordion-header" id="h-${id}"><button class="accordion-button" aria-expanded="false" aria-controls="c-${id}">${title}</button></h2><div id="c-${id}" class="accordion-collapse collapse" aria-labelledby="h-${id}"><div class="accordion-body">${body}</div></div></div>`;
  const body = doc(
    'الشركاء',
    `<h1>شركاؤنا</h1><div class="accordion">${panel('shop', 'الموزّع المعتمد لزيّ النادي', '<p>يتوفر زيّ النادي الرسمي حصرياً لدى الموزّع المعتمد <a href="https://www.alfarisstore.com/ar/aec">متجر الفارس</a> في عبدون وعبر متجره الإلكتروني.</p>')}${panel('tech', 'الشريك التقني', '<p>يتم حجز الدروس وإدارة الاشتراكات عبر منصة <a href="https://ridely.app/">Ridely</a>، شريكنا التقني لنظام الحجوزات الإلكترونية.</p>')}</div>`,
  );
  assert.deepEqual(found('https://ammanequestrian.jo/ar/partners', body, { domain: 'ammanequestrian.jo' }), {
    'alfarisstore.com': 'channel',
    'ridely.app': 'technology',
  });
});

test('a page of sales representatives ("Representantes", "Représentants commerciaux") is worth a look, and lists channel partners', () => {
  const home = page(
    'https://valvulas.com.br/',
    doc('Válvulas', '<p>Válvulas industriais</p>', '<a href="/produtos">Produtos</a><a href="/representantes">Representantes</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://valvulas.com.br/representantes']);
  const body = doc(
    'Representantes',
    `<h1>Representantes comerciais</h1><p>Nossos representantes autorizados fazem a cotação do seu pedido.</p><div class="card"><h3>Ferraz Representações</h3><p>São Paulo</p><a href="https://www.ferrazrep.com.br">ferrazrep.com.br</a></div>`,
  );
  assert.deepEqual(found('https://valvulas.com.br/representantes', body, { domain: 'valvulas.com.br' }), { 'ferrazrep.com.br': 'channel' });
});

test("a partner page written as a section per partner, each headed by its name: the link in the section's paragraph is that partner", () => {
  const body = doc(
    'Software partners',
    `<h1>Software partners</h1><div class="rte"><p>We work closely with the POS software companies below to test and certify our hardware.</p>
     <h2>Square</h2><p>Compatible printers, cash drawers and kitchen printers for <a href="https://squareup.com/au/en/point-of-sale">Square Point of Sale</a> and Square for Restaurants.</p>
     <h2>HospoTill</h2><p>Australian-made hospitality POS for cafés and bars. Our kitchen display and printer bundles are built with <a href="https://hospotill.com.au/">HospoTill</a>.</p>
     <h2>Support</h2><p>Most ESC/POS printers work with any modern POS; read the guide on <a href="https://escpos-guide.org/">the ESC/POS guide</a> before you buy.</p></div>`,
  );
  assert.deepEqual(found('https://tillgear.com.au/pages/software-partners', body, { domain: 'tillgear.com.au' }), {
    'squareup.com': 'technology',
    'hospotill.com.au': 'technology',
  });
});

test('partner accountants in Portuguese and Spanish ("Contadores parceiros") sell; integration platforms in Arabic (منصات التكامل) integrate', () => {
  const body = doc(
    'Parceiros',
    `<h1>Parceiros</h1><h2>Contadores parceiros</h2><ul><li><a href="https://www.contabilidadeexata.com.br/">Contabilidade Exata</a> · Curitiba/PR</li></ul>
     <details open><summary>منصات التكامل</summary><ul><li><a href="https://salla.sa/">سلة</a></li></ul></details>`,
  );
  assert.deepEqual(found('https://caixaagil.com.br/parceiros', body, { domain: 'caixaagil.com.br' }), {
    'contabilidadeexata.com.br': 'channel',
    'salla.sa': 'technology',
  });
});

test('"sont intégrés à <a>" names an integration (plural, and "à" ends the phrase); "en partenariat avec le laboratoire <a>" a partner', () => {
  const body = doc(
    'Réseau de distribution',
    `<h1>Réseau de distribution</h1><p>Nos distributeurs partenaires en France et à l'export.</p><h2>Distributeurs</h2><ul><li><a href="https://chimidis-nord.fr/">Chimidis Nord</a></li></ul>
     <h2>Commander via votre plateforme d'achats</h2><p>Nos catalogues punchout sont intégrés à <a href="https://www.ariba.com/">SAP Ariba</a> et à <a href="https://www.coupa.com/">Coupa</a> : vos acheteurs commandent directement depuis leur ERP.</p>
`,
  );
  assert.deepEqual(found('https://clp.fr/fr/reseau-de-distribution', body, { domain: 'clp.fr' }), {
    'chimidis-nord.fr': 'channel',
    'ariba.com': 'technology',
    'coupa.com': 'technology',
  });
  const about = doc(
    'À propos',
    `<h1>À propos de CLP</h1><h2>Recherche et innovation</h2><p>Notre centre de R&amp;D de 24 chercheurs travaille depuis 2015 en partenariat avec le laboratoire <a href="https://imp.univ-lyon1.fr/">Ingénierie des Matériaux Polymères</a> sur les ignifugeants.</p>`,
  );
  assert.deepEqual(found('https://clp.fr/fr/a-propos', about, { domain: 'clp.fr' }), { 'univ-lyon1.fr': 'generic' });
});

test('"Notre diffusion … est assurée par <a>, et la distribution par <a>" names the site\'s distributors; a distribution by region is no partner', () => {
  const body = doc(
    'Où trouver nos livres',
    `<h1>Où trouver nos livres</h1><p>Notre diffusion auprès des librairies est assurée par <a href="https://www.hexagone-diffusion.fr/">Hexagone Diffusion</a>, et la distribution par <a href="https://www.loire-distrib.fr/">Loire Logistique Livres</a>. Nos titres sont aussi présentés chaque année au salon du livre.</p>
     <p>Nous publions chaque année la carte de la distribution par <a href="https://www.insee.fr/fr/statistiques">région de l'Insee</a> de nos lecteurs, une curiosité qui nous aide à choisir nos salons.</p>`,
  );
  assert.deepEqual(found('https://editions-sablier.fr/pages/a-propos', body, { domain: 'editions-sablier.fr' }), {
    'hexagone-diffusion.fr': 'channel',
    'loire-distrib.fr': 'channel',
  });
});

test('partners, then examples of them ("estabelecimentos parceiros, como a rede de cafés <a>", "partners such as the <a>")', () => {
  const body = doc(
    'Sobre nós',
    `<h1>Sobre nós</h1><p>A MoveBem nasceu em 2021 em Belo Horizonte.</p><p>Nossos patinetes ficam em estações dentro de estabelecimentos parceiros, como a rede de cafés <a href="https://www.cafedaesquina.com.br/">Café da Esquina</a>, abertos todos os dias.</p>
     <p>Our research relies on data from public sources such as the <a href="https://www.ons.gov.uk/">Office for National Statistics</a> every quarter of the year.</p>`,
  );
  assert.deepEqual(found('https://movebem.com.br/sobre', body, { domain: 'movebem.com.br' }), { 'cafedaesquina.com.br': 'generic' });
});

test('the footer\'s wrapper ("site-footer") with its one partner heading is still chrome: its partner block is read, not its social and legal links', () => {
  const footer = `<footer class="wp-block-template-part"><div class="wp-block-group site-footer"><h2 class="wp-block-heading">Our partners</h2>
    <div class="wp-block-group footer-partners"><figure><a href="https://www.kentishhopfarm.co.uk/"><img src="/h.png" alt="Kentish Hop Farm"></a></figure><figure><a href="https://www.wealdmaltings.co.uk/"><img src="/w.png" alt="Weald Maltings"></a></figure></div>
    <div class="wp-block-group"><p>Hollow Oak Brewing Co. Ltd · Tonbridge</p><p><a href="https://www.instagram.com/hollowoak/">Instagram</a> · <a href="https://untappd.com/HollowOakBrewing">Untappd</a></p><p>Please drink responsibly. <a href="https://www.drinkaware.co.uk/">drinkaware.co.uk</a></p></div></div></footer>`;
  const stockists = `<!doctype html><html><head><title>Stockists | Hollow Oak Brewing</title></head><body><main><h1>Stockists</h1><ul><li><a href="https://www.thebottleshop.co.uk/">The Bottle Shop</a></li></ul></main>${footer}</body></html>`;
  assert.deepEqual(found('https://hollowoakbrewing.co.uk/stockists', stockists, { domain: 'hollowoakbrewing.co.uk' }), {
    'thebottleshop.co.uk': 'channel',
    'kentishhopfarm.co.uk': 'generic',
    'wealdmaltings.co.uk': 'generic',
  });
});

test('a brand\'s "Tiendas" page is worth a look when nothing better is there; "Dónde encontrarnos" heads its stockists', () => {
  const home = page(
    'https://hiloandino.pe/',
    doc('Hilo Andino', '<p>Alpaca</p>', '<a href="/coleccion">Colección</a><a href="/tiendas">Tiendas</a><a href="/nosotros">Nosotros</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://hiloandino.pe/tiendas']);
  const body = doc(
    'Tiendas | Hilo Andino',
    `<h1>Dónde encontrarnos</h1><div class="repeater"><div class="item"><h3>Lima – Barranco</h3><p><a href="https://www.casamaraka.pe/">Casa Maraka</a><br>Av. Pedro de Osma 135</p></div></div>`,
  );
  assert.deepEqual(found('https://hiloandino.pe/tiendas', body, { domain: 'hiloandino.pe' }), { 'casamaraka.pe': 'channel' });
});

test('"Marketplaces integrados", "Integrated platforms" head integrations; bare "Marketplaces" says no type', () => {
  const body = (heading: string) =>
    doc(
      'Parceiros | Conectaí',
      `<h1>Nosso ecossistema de parceiros</h1><h2>${heading}</h2><div class="logos"><a href="https://www.mercadolivre.com.br/"><img src="/ml.svg" alt="Mercado Livre"></a><a href="https://shopee.com.br/"><img src="/s.svg" alt="Shopee"></a></div>`,
    );
  const site = { domain: 'conectai.com.br' };
  assert.deepEqual(found('https://conectai.com.br/parceiros', body('Marketplaces integrados'), site), {
    'mercadolivre.com.br': 'technology',
    'shopee.com.br': 'technology',
  });
  assert.equal(found('https://conectai.com.br/parceiros', body('Integrated platforms'), site)['shopee.com.br'], 'technology');
  assert.equal(found('https://conectai.com.br/parceiros', body('Marketplaces'), site)['shopee.com.br'], 'generic');
});

test('an association\'s "Associados" are its members; a page of them by area ("Associados: Agências e consultoras") types them none', () => {
  const home = page(
    'https://apcd.pt/',
    doc(
      'APCD',
      '<p>A voz do comércio digital</p>',
      '<a href="/sobre">A Associação</a><a href="/associados">Associados</a><a href="/eventos">Eventos</a>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://apcd.pt/associados']);
  const card = (name: string, href: string) =>
    `<div class="views-row"><article class="node"><img src="/${name}.png" alt="${name}"><h3>${name}</h3><div class="field--name-field-website"><a href="${href}">Visitar sítio</a></div></article></div>`;
  const body = doc(
    'Associados – Agências e consultoras | APCD',
    `<h1>Associados: Agências e consultoras</h1><div class="view view-associados view-display-id-agencias">${card('Clique Certo', 'https://www.cliquecerto.pt')}${card('Montra Consulting', 'https://montraconsulting.com/')}</div>`,
  );
  assert.deepEqual(found('https://apcd.pt/associados/agencias-e-consultoras', body, { domain: 'apcd.pt' }), {
    'cliquecerto.pt': 'generic',
    'montraconsulting.com': 'generic',
  });
});

test('a league\'s "Member clubs" are its members: found from the sitemap and listed untyped', () => {
  const home = page(
    'https://ncnetball.org.uk/',
    doc('Northern Counties Netball', '<p>Netball for every club</p>', '<a href="/fixtures">Fixtures</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, ['https://ncnetball.org.uk/news', 'https://ncnetball.org.uk/member-clubs']).slice(0, 1), [
    'https://ncnetball.org.uk/member-clubs',
  ]);
  const body = doc(
    'Member Clubs — Northern Counties Netball',
    `<h1>Member Clubs</h1><table><tr><th>Club</th><th>Venue</th></tr><tr><td><a href="https://www.harrogatehawks.co.uk/">Harrogate Hawks NC</a></td><td>Harrogate</td></tr><tr><td><a href="https://riponrockets.co.uk/">Ripon Rockets</a></td><td>Ripon</td></tr></table>`,
  );
  assert.deepEqual(found('https://ncnetball.org.uk/member-clubs', body, { domain: 'ncnetball.org.uk' }), {
    'harrogatehawks.co.uk': 'generic',
    'riponrockets.co.uk': 'generic',
  });
});

test('"I media", "In the media", "Na mídia" head press, not partners; "Partenaires médias" still heads partners', () => {
  const body = (heading: string) =>
    doc(
      'Samarbeidspartnere',
      `<h1>Samarbeidspartnere</h1><h2>Regionale partnere</h2><ul><li><a href="https://www.nordnorskreise.no/">Nordnorsk Reisesamarbeid</a></li></ul><h2>${heading}</h2><p><a href="https://www.nrk.no/tromsogfinnmark/rekordvinter-1.16789012">NRK: Rekordvinter for reiselivet i Lyngen</a></p>`,
    );
  for (const heading of ['I media', 'In the media', 'Na mídia']) {
    assert.deepEqual(
      Object.keys(found('https://visitlyngsalpan.no/om-oss/samarbeidspartnere', body(heading), { domain: 'visitlyngsalpan.no' })),
      ['nordnorskreise.no'],
    );
  }
  assert.equal(
    found('https://visitlyngsalpan.no/om-oss/samarbeidspartnere', body('Partenaires médias'), { domain: 'visitlyngsalpan.no' })['nrk.no'],
    'generic',
  );
});

test('"集成商" (an integrator) sells and installs: channel, where "集成" (integration) is technology; "认证与联盟" heads certifications', () => {
  const body = doc(
    '合作伙伴 - 蓝芯物联',
    `<h1>合作伙伴</h1><h2>方案合作伙伴 <span>SOLUTION PARTNERS</span></h2>
     <div class="si-list"><div class="si-item"><h3>杭州云居酒店科技有限公司</h3><p>酒店客控系统集成商，已在 120 余家酒店部署蓝芯传感器。</p><a href="https://www.yunju-hotel.com/">访问官网 &gt;</a></div>
     <div class="si-item"><h3>云栖物联</h3><p>设备接入与集成平台。</p><a href="https://www.yunqi-iot.com/">访问官网 &gt;</a></div></div>
     <h2>认证与联盟</h2><p>蓝芯是连接标准联盟（<a href="https://csa-iot.org/">CSA</a>）成员，网关 G3 已获得 Matter 认证。</p>`,
  );
  assert.deepEqual(found('https://lanxin-iot.com/partner.html', body, { domain: 'lanxin-iot.com' }), {
    'yunju-hotel.com': 'channel',
    'yunqi-iot.com': 'technology',
  });
  const generic = doc(
    '合作伙伴 - 蓝芯物联',
    `<h1>合作伙伴</h1><div class="si-list"><div class="si-item"><h3>杭州云居酒店科技有限公司</h3><p>酒店客控系统集成商</p><a href="https://www.yunju-hotel.com/">访问官网 &gt;</a></div></div>`,
  );
  assert.deepEqual(found('https://lanxin-iot.com/partner.html', generic, { domain: 'lanxin-iot.com' }), { 'yunju-hotel.com': 'channel' });
});

test('an entry\'s website followed by its e-mail address or phone still ends the entry; a field\'s label ("Japan:") is no name', () => {
  const body = doc(
    'Find a Dealer',
    `<h1>Find a Dealer</h1><h2>International distributors</h2><ul>
     <li><strong>Europe (EU, Norway, Switzerland):</strong> Nordvang Outdoor AB &mdash; <a href="https://nordvang.se/en/">nordvang.se</a>, orders@nordvang.se</li>
     <li><strong>Japan:</strong> Yamabiko Trading Co., Ltd. &mdash; <a href="https://www.yamabiko-trading.co.jp/">www.yamabiko-trading.co.jp</a>, +81 3 5555 0142</li></ul>`,
  );
  const site = { domain: 'ridgelinetrail.com' };
  assert.deepEqual(found('https://ridgelinetrail.com/pages/find-a-dealer', body, site), {
    'nordvang.se': 'channel',
    'yamabiko-trading.co.jp': 'channel',
  });
  const named = Object.fromEntries(
    extractPartners(page('https://ridgelinetrail.com/pages/find-a-dealer', body), site).map((p) => [p.partnerDomain, p.partnerName]),
  );
  assert.ok(!named['yamabiko-trading.co.jp']?.endsWith(':'), named['yamabiko-trading.co.jp'] ?? '');
});

test('"Byråpartners", "Agenturpartner" head agencies (channel); "teknoloji ortağımız <a>" names a technology partner', () => {
  const body = doc(
    'Partners | Lagerkraft',
    `<h1>Integrationer</h1><ul><li><a href="https://www.shopify.com/se">Shopify</a></li></ul>
     <h1>Våra partners</h1><h2>Byråpartners</h2><ul><li><a href="https://kodfabriken.se/">Kodfabriken</a> – Shopify-byrå i Göteborg</li></ul>`,
  );
  assert.equal(found('https://lagerkraft.se/partners', body, { domain: 'lagerkraft.se' })['kodfabriken.se'], 'channel');
  const about = doc(
    'Hakkımızda',
    `<h1>Hakkımızda</h1><p>Zirve Dağcılık, 1998 yılında kuruldu.</p><h2>Teknoloji ortağımız</h2><p>Aladağlar serisi montlarımızdaki su geçirmez, nefes alan membran, teknoloji ortağımız <a href="https://www.aerotexmembranes.com/">Aerotex Membranes</a> ile birlikte geliştirildi.</p>`,
  );
  assert.deepEqual(found('https://zirvedagcilik.com.tr/kurumsal/hakkimizda', about, { domain: 'zirvedagcilik.com.tr' }), {
    'aerotexmembranes.com': 'technology',
  });
});

test("a badge linking to the site's entry in a platform's partner directory names the platform as a technology partner; a reseller's page about the site does not", () => {
  const footer = `<footer class="site-footer"><div class="footer-partners"><h4>Official partners</h4><p class="partner-badges">
    <a href="https://www.klaviyo.com/partners/directory/brightfold"><img src="/k.png" alt="Klaviyo Gold Partner"></a>
    <a href="https://lineforbusiness.com/th/partner/brightfold"><img src="/l.png" alt="LINE Biz-Solutions Partner"></a></p></div></footer>`;
  const home = `<!doctype html><html><head><title>Brightfold</title></head><body><main><h1>Performance marketing</h1></main>${footer}</body></html>`;
  assert.deepEqual(found('https://brightfold.co.uk/', home, { domain: 'brightfold.co.uk' }), {
    'klaviyo.com': 'technology',
    'lineforbusiness.com': 'technology',
  });
  const resellers = doc(
    'Partnerzy',
    `<h1>Partnerzy</h1><div class="views-row"><article class="partner-card"><h4>Netzwacht IT GmbH</h4><p>Dresden &middot; Gold</p><p><a href="https://www.netzwacht-it.de/partner/straznica">Odwiedź stronę</a></p></article></div>`,
  );
  assert.deepEqual(
    found('https://straznica-security.pl/pl/partnerzy/europa', resellers, {
      domain: 'straznica-security.pl',
      otherDomains: ['straznica.eu'],
    }),
    {
      'netzwacht-it.de': 'generic',
    },
  );
});

test('an "Agency network" page (a shipping line\'s agents) lists its agents, channel', () => {
  const body = doc(
    'Agency Network | Meridian Bulk Lines',
    `<section><h1>Agency network</h1><p>Our appointed general and booking agents sell Meridian services and look after our vessels in port.</p></section>
     <section class="Agents_root"><ul><li class="AgentCard"><h3>Van Ommeren Shipping Agencies B.V.</h3><p>Rotterdam · General agent Benelux</p><a href="mailto:mbl@vanommeren-agencies.nl">mbl@vanommeren-agencies.nl</a><a href="https://www.vanommeren-agencies.nl">Visit website</a></li>
     <li class="AgentCard"><h3>Elbe Maritime Agency GmbH</h3><p>Hamburg · Booking agent</p><a href="https://elbe-maritime.de/">Visit website</a></li></ul></section>`,
  );
  assert.deepEqual(found('https://meridianbulklines.com/agency-network', body, { domain: 'meridianbulklines.com' }), {
    'vanommeren-agencies.nl': 'channel',
    'elbe-maritime.de': 'channel',
  });
});

test('Italian "ai loro clienti" (their clients) is not the site\'s customers, written as Romanian "clienti" is; "Agentes autorizados" sell (channel)', () => {
  const body = doc(
    'Partner | Castagneto Catering',
    `<h1>I nostri partner</h1><h2>Wedding planner e agenzie</h2><p>Le agenzie che propongono i nostri menu ai loro sposi e ai loro clienti aziendali, con listini dedicati:</p>
     <ul><li><a href="https://www.atelierdeglisposi.it/">Atelier degli Sposi</a> &ndash; wedding planner a Torino</li></ul>`,
  );
  assert.deepEqual(found('https://castagnetocatering.it/partner/', body, { domain: 'castagnetocatering.it' }), {
    'atelierdeglisposi.it': 'channel',
  });
  const clients = doc('Clienți', `<h1>Clienții noștri</h1><h2>Clienti</h2><ul><li><a href="https://www.dedeman.ro/">Dedeman</a></li></ul>`);
  assert.deepEqual(found('https://acme.ro/parteneri', clients, { domain: 'acme.ro' }), {});
  const agents = doc(
    'Parceiros',
    `<h1>Parceiros</h1><h2>Agentes autorizados de inscrição</h2><ul><li><a href="https://tintafresca.pt/">Papelaria Tinta Fresca</a> &ndash; Alcochete</li></ul>`,
  );
  assert.deepEqual(found('https://escolaribeirinha.pt/parceiros', agents, { domain: 'escolaribeirinha.pt' }), {
    'tintafresca.pt': 'channel',
  });
});

test('a lead-in ending with a colon heads the grid of cards after it, as it heads a list ("Consultorias que indicam e revendem os planos:")', () => {
  const card = (name: string, href: string) =>
    `<div class="card"><img src="/${name}.png" alt="${name}"><h3>${name}</h3><a href="${href}">Visitar site</a></div>`;
  const body = doc(
    'Parceiros | Contábil Horizonte',
    `<h1>Nossos parceiros</h1><div class="dnd-section"><h2>Parceiros de negócios</h2><p>Consultorias que indicam e revendem os planos da Contábil Horizonte para seus clientes, com condições especiais:</p>
     <div class="card-grid">${card('Alvo Consultoria', 'https://www.alvoconsultoria.com.br/')}${card('Trilha RH', 'https://trilharh.com.br/')}</div></div>`,
  );
  assert.deepEqual(found('https://www.contabilhorizonte.com.br/parceiros', body, { domain: 'contabilhorizonte.com.br' }), {
    'alvoconsultoria.com.br': 'channel',
    'trilharh.com.br': 'channel',
  });
});

test('"chez nos revendeurs en ligne <a> et <a>" names the site\'s online resellers; "nossa fazenda parceira é certificada <a>" names no partner', () => {
  const body = doc(
    'Points de vente',
    `<h1>Points de vente</h1><ul><li><a href="https://www.pharmacie-lavande.fr/">Pharmacie Lavande</a></li></ul><p>Vous pouvez aussi commander nos soins chez nos revendeurs en ligne <a href="https://www.beautenatureshop.com/oreade">Beauté Nature Shop</a> et <a href="https://lesjolisflacons.fr/collections/oreade">Les Jolis Flacons</a>.</p>`,
  );
  assert.deepEqual(found('https://oreade.fr/pages/points-de-vente', body, { domain: 'oreade.fr' }), {
    'pharmacie-lavande.fr': 'channel',
    'beautenatureshop.com': 'channel',
    'lesjolisflacons.fr': 'channel',
  });
  const about = doc(
    'Café Brasa',
    `<h1>Café Brasa</h1><p>Nosso microlote ficou entre os finalistas, e nossa fazenda parceira é certificada <a href="https://www.rainforest-alliance.org/">Rainforest Alliance</a>.</p>`,
  );
  assert.deepEqual(found('https://cafebrasa.com.br/', about, { domain: 'cafebrasa.com.br' }), {});
});

test('"Salões parceiros" sell (channel); "<a>, nossa revendedora online oficial"; "da nossa parceira de tecnologia <a>" is typed by its own words, not the sentence\'s salons', () => {
  const body = doc(
    'Salões parceiros | Raízes',
    `<h1>Salões parceiros</h1><ul><li><a href="https://cachosvivos.com.br/">Studio Cachos Vivos</a> – Belo Horizonte</li></ul>
     <h2>Agende online</h2><p>Vários salões parceiros aceitam agendamento pelo aplicativo da nossa parceira de tecnologia <a href="https://www.agendasalao.com.br/raizes">AgendaSalão</a>, integrado ao nosso programa de fidelidade.</p>`,
  );
  assert.deepEqual(found('https://www.raizesprofissional.com.br/saloes-parceiros', body, { domain: 'raizesprofissional.com.br' }), {
    'cachosvivos.com.br': 'channel',
    'agendasalao.com.br': 'technology',
  });
  const home = doc(
    'Raízes Profissional',
    `<h1>Força que vem da raiz</h1><h2>Procurando Raízes para usar em casa?</h2><p>Compre a linha home care na <a href="https://www.belezaemcasa.com.br/marcas/raizes">Beleza em Casa</a>, nossa revendedora online oficial.</p>`,
  );
  assert.deepEqual(found('https://www.raizesprofissional.com.br/', home, { domain: 'raizesprofissional.com.br' }), {
    'belezaemcasa.com.br': 'channel',
  });
});

test('a chamber\'s "Jäsenyritykset" (member companies) and "Medlemmar" list its members; a read-aloud "Lyssna" link is never a partner', () => {
  const home = page(
    'https://kaskimaankauppakamari.fi/',
    doc('Kaskimaan kauppakamari', '<p>Elinvoimaa</p>', '<a href="/tapahtumat">Tapahtumat</a><a href="/jasenyritykset">Jäsenyritykset</a>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://kaskimaankauppakamari.fi/jasenyritykset']);
  const body = doc(
    'Jäsenyritykset | Kaskimaan kauppakamari',
    `<h1>Jäsenyritykset</h1><ul class="Directory_list"><li><h3>Bitvirta Oy</h3><a href="https://www.bitvirta.fi/">bitvirta.fi</a></li><li><h3>Ruokolan Leipomo</h3><a href="https://ruokolanleipomo.fi/">ruokolanleipomo.fi</a></li></ul>`,
  );
  assert.deepEqual(found('https://kaskimaankauppakamari.fi/jasenyritykset', body, { domain: 'kaskimaankauppakamari.fi' }), {
    'bitvirta.fi': 'generic',
    'ruokolanleipomo.fi': 'generic',
  });
  const partners = doc(
    'Samarbeten',
    `<h1>Samarbeten</h1><p><a href="https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=1">Lyssna</a></p><ul><li><a href="https://www.vasttrafik.se/">Västtrafik</a></li></ul>`,
  );
  assert.deepEqual(found('https://norrviktrafiken.se/om-oss/samarbeten', partners, { domain: 'norrviktrafiken.se' }), {
    'vasttrafik.se': 'generic',
  });
});

test('"連携機関" (partner institutions) names partners of no one kind, where "連携サービス" and "API連携" are integrations', () => {
  const body = doc(
    '連携機関 | さくら台サイエンスパーク',
    `<div class="page_ttl"><h2>連携機関</h2><p class="en">PARTNERS</p></div><table><thead><tr><th>機関名</th><th>URL</th></tr></thead><tbody>
     <tr><td>産業技術総合研究所</td><td><a href="https://www.aist.go.jp/">https://www.aist.go.jp/</a></td></tr></tbody></table>
     <h2>API連携</h2><ul><li><a href="https://www.freee.co.jp/">freee</a></li></ul>`,
  );
  assert.deepEqual(found('https://sakuradai-sp.or.jp/partner/', body, { domain: 'sakuradai-sp.or.jp' }), {
    'aist.go.jp': 'generic',
    'freee.co.jp': 'technology',
  });
});
