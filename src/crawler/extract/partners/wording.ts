/**
 * The words that say what a page or a section of it lists: partners (and of which type), or something that is
 * not a partner listing at all (customers, case studies, press, investors, jobs). Everything is matched on
 * lowercased text with camelCase, hyphens and underscores turned into spaces (`words()`), so headings, class
 * names, URL paths and JSON keys go through the same rules.
 */
import { rememberedByText } from '../../../lib/text.js';
import { wordsOfAllLanguages } from './languages.js';

export type PartnerType = 'technology' | 'channel' | 'generic';

/**
 * German, Dutch and Scandinavian compounds of "partner" that name a kind of partner (Technologiepartner,
 * Implementatiepartners, Samarbejdspartnere):
 * named one by one, since "Ansprechpartner" (a contact person) and "Vertragspartner" (a party to a contract) are
 * compounds too. Each is typed below as its English words would be.
 */
const TECHNOLOGY_PREFIXES = String.raw`technologie|teknologi|technik|teknik|integrations?|integratie|software|hardware|plattform|platform|betalings|zahlungs|betaal`;
const CHANNEL_PREFIXES = String.raw`kanaal|kanal|fach|montage|installations|installatie|vertriebs|service|l[öo]sungs|implementierungs|implementatie|beratungs|advies|handels|verkoop|distributie|reseller|channel|byr[åa]|agentur`;
const GENERIC_PREFIXES = String.raw`samenwerkings|vervoers|logistiek|logistik|versand|transport|samarbets|samarbeids|samarbejds|system|kooperations|premium|gold|silber|zilver|platin|platinum|strategische`;
const compound = (prefixes: string) => String.raw`(${prefixes})partner(s|n|e|er)?`;
/**
 * A partner word and the word before it, in words(): "technology partners", "und technologiepartner",
 * "adviespartners" (a lead-in's typed partner words, a title's kinds of partner).
 */
export const PARTNER_PHRASES = /(?:\p{L}+ )?\p{L}*partner\p{L}*/gu;
/** Any of the compounds: a listing's name as a path segment or a heading ("technologiepartner"). */
export const PARTNER_COMPOUND = compound(`${TECHNOLOGY_PREFIXES}|${CHANNEL_PREFIXES}|${GENERIC_PREFIXES}`);
/**
 * A compound of "partner" with any other word, as German, Dutch and the Scandinavian languages write them
 * ("Bankpartner", "Medienpartner", "bankpartners"): partners of some kind, except a contact person, a party to a
 * contract or a sparring partner.
 */
export const ANY_PARTNER_COMPOUND = String.raw`(?!(ansprech|vertrags|gespr(ä|a|ae)chs|lebens|tanz|sparrings|kommunikations|trainings)partner)[a-zäöüß]{3,}partner(s|n|e|er|ern)?`;

/**
 * Words that \b cannot bound, since it knows only ASCII word characters: Japanese, Chinese and Korean, and Turkish
 * words that begin or end with a letter outside ASCII ("çözüm ortakları"). Each regular expression below ends with
 * its own, matched anywhere in the text.
 */
const UNBOUNDED_TECHNOLOGY = String.raw`[ée]diteurs (de logiciels?|logiciels?|de solutions|et plateformes)|(?<!地域|産学|業務|医療|病診|地元|観光)連携(?!機関|先|団体|大学|自治体)(サービス|アプリ)?|技術パートナー|技術提携|技术提携|技術整合|技術夥伴|技术整合|技术伙伴|整合夥伴|集成伙伴|テクノロジーパートナー|インテグレーション|集成(?!商)|技术合作伙伴|技術合作夥伴|整合服務|串接|연동|기술 파트너`;
const UNBOUNDED_CHANNEL = String.raw`集成商|整合商|旅行会社|予約サイト|予約パートナー|制作パートナー|構築パートナー|開発パートナー|판매처|판매 채널|여행사|お取扱い|取扱い店|取扱店舗|רואי חשבון|컨설팅 파트너|도입 지원|교육 파트너|導入支援|導入パートナー|紹介パートナー|コンサルティングパートナー|販売代理店|代理店|販売パートナー|リセラー|ディストリビューター|特約店|取扱店|販売店|经销商|代理商|分销商|經銷|经销|銷售據點|販售據點|銷售通路|線上通路|购买渠道|销售渠道|리셀러|대리점|총판|çözüm ortakları|yetkili satıcılar|distribütörler`;
const UNBOUNDED_GENERIC = String.raw`パートナー|提携|連携機関|連携先|제휴|合作伙伴|合作夥伴|파트너|iş ortakları|iş ortaklarımız|anlaşmalı (şirketler|kurumlar)`;
const UNBOUNDED_NEGATIVE = String.raw`인증(?! ?파트너)|導入事例|お客様の声|お客様|株主|投資家|採用|ニュース|プレスリリース|メディア掲載|受賞|客户案例|客户|投资者|新闻|客戶|客戶案例|投資人|得獎|最新消息|加盟団体|所属団体|認証|認證|认证(?!合作伙伴|伙伴|经销商|代理商|集成商|服务商|服务伙伴)|会员单位|العضويات|عضويات|الاعتمادات|고객 사례|고객사|투자자|채용|보도|referanslarımız|müşterilerimiz`;

/**
 * "Works with" in the languages besides English, as a product says it of the tools it connects to ("Werkt samen met je
 * favoriete tools"): technology, and strong. Dutch "werkt samen met" alone also says "cooperates with", so it counts
 * only before "your".
 */
const WORKS_WITH_ABROAD = String.raw`werkt met|werkt samen met (je|jouw|uw)|funktioniert mit|fonctionne avec|funciona con|funciona com|funziona con`;

/** Integrations, technology partners, app marketplaces: partners whose products work with the site's. */
const TECHNOLOGY_WORDS = new RegExp(
  String.raw`\b(integrations?|integrat(e|es|ed|ing) with|integrated (marketplaces|platforms|apps|tools|systems|services)|(marketplaces|plataformas|sistemas|ferramentas|herramientas|aplicaciones|aplicativos|piattaforme) integrad[oa]s|piattaforme integrate|(gekoppeld|koppelt|koppeling) met|technology|tech partners?|isvs?|marketplace|(app )?marktplatz|app (directory|store|gallery|center|centre|partners?|ecosystem)|apps|add ?ons?|plug ?ins|extensions|connectors|works with|connects? with|${WORKS_WITH_ABROAD}|api partners?|platform partners?|software partners?|software (vendors|publishers)|softwarehersteller|editores de software|cloud (partners?|providers?|platforms?)|^hardware$|(hosting|payments?|data|infrastructure|hardware|devices?|security|identity|ai|ml|saas|product) partners?|embedded( \w+)? partners?|${compound(TECHNOLOGY_PREFIXES)}|integrationen|schnittstellen|aplicaciones|aplicativos|applicazioni|tienda de (aplicaciones|apps)|loja de (aplicativos|apps)|int[ée]grations?|integraciones|integrazioni|integraties|koppelingen|integra[cç][õo]es|partenaires? technologiques?|alliances? (é|e)diteurs|partenaires? (é|e)diteurs|(é|e)diteurs de logiciels|tecnol[óo]gic[oa]s?|tecnologic[io]|(parceir[oa]s?|socios?|aliados?|partenaires?) de (tecnologia|tecnolog[ií]a|technologie)|partner di tecnologia)\b|${UNBOUNDED_TECHNOLOGY}`,
);

/** A dealer network and where to buy, in the languages besides English: channel wording, and strong. */
const WHERE_TO_BUY_ABROAD = String.raw`where to find us|d[óo]nde encontrarnos|onde nos encontrar|o[ùu] nous trouver|dove trovarci|waar vind je ons|where to book|d[óo]nde reservar|onde reservar|o[ùu] r[ée]server|wo buchen|rete (di )?vendita|red de (venta|distribuci[óo]n)|dove acquistare|d[óo]nde comprar|o[ùu] acheter|onde comprar|puntos? de venta|punti (di )?vendita|points? de vente|pontos? de venda|verkaufsstellen|verkooppunten|[åa]terf[öo]rs[äa]ljare|forhandlere|j[äa]lleenmyyj[äa]t|dystrybutorzy|waar te koop|waar kopen|verkrijgbaar bij|o[ùu] trouver|wo kaufen|bezugsquellen|h([äa]|ae)ndler(suche|netz|verzeichnis)|d[óo]nde encontrar|onde encontrar`;

/** A sales network in the languages besides English ("Rete commerciale", "Vertriebsnetz"): channel, and strong. */
const SALES_NETWORK_ABROAD = String.raw`(rede|red|rete) (de|di|dei|degli) agent(es|i)|r[ée]seau d agents|agentennetz(werk)?|rete commerciale|red comercial|rede comercial|r[ée]seau commercial|vertriebsnetz(werk)?|verkoopnetwerk|sieć sprzedaży|siec sprzedazy`;

/** Certified or approved trades and online shops ("Accredited pool builders", "Buy Acme helmets online"): channel, and strong. */
const TRADES = String.raw`(certified|accredited|authori[sz]ed|approved|preferred|recommended) (\w+ )?(builders|contractors|installers|dealers|resellers|retailers|stockists|fitters|repairers|service (centres|centers|agents))|buy (\w+ ){0,3}online`;

/** Resellers, agencies, consultants, solution partners, distributors: partners who sell or implement. */
const CHANNEL_WORDS = new RegExp(
  String.raw`\b(resell\w*|value added resellers?|channel|agenc(y|ies)|ag[êe]ncias?|agencias?|agences?|agentur(en)?|agenzi[ae]|agenze|(travel|sales|insurance|booking|local|independent|authori[sz]ed|registered|selling|appointed|accredited|official) agents?|agent partners?|^(our |overseas |international |foreign )?agents$|(online )?booking (partners?|channels?|sites|platforms)|(agents?|agency) network|network of (agents|agencies)|agent (directory|finder|locator)|tour operators?|travel trade|dmcs|travel agenc(y|ies)|online travel (agenc(y|ies)|partners)|((sales|overseas|international|worldwide|global|foreign|country|regional|local) )?representatives|consult(ing|ants?|anc(y|ies))|solutions? partners?|services? partners?|(production|creative|marketing|development|delivery|agency|design) partners?|service providers?|implementation|implementers?|implementing partners?|installers?|integrators?|system integrators?|msps?|mssps?|managed (security )?service providers?|esn|ssii|contador(es|as)( parceir[oa]s| certificad[oa]s| aliad[oa]s| asociad[oa]s)?|representantes (comerciais|comerciales|de vendas|de ventas|autorizados)|partner ?salons|sal[õo]es parceiros|salons partenaires|saloni partner|salones (asociados|aliados|colaboradores)|agentes (autorizad[oa]s|oficiais|oficiales|acreditad[oa]s)|agenti (autorizzati|ufficiali)|agents (agr[ée]{2}s|autoris[ée]s|officiels)|repr[ée]sentants commerciaux|rappresentanti commerciali|handelsvertreter|solutions? providers?|(certified|accredited|partner) advis[oe]rs?|advis[oe]r (directory|network|finder)|find an? (advis[oe]r|expert|consultant|accountant|bookkeeper|installer|dealer|reseller|stockist|broker)|(appointed |independent |partner |authori[sz]ed |approved )?brokers|broker (network|locator|finder|directory)|managed services|distribut(ors?|ion partners?|ion network)|(sales|dealer|distributor|reseller) network|${SALES_NETWORK_ABROAD}|referral partners?|referrals|red de colaboradores|affiliates?|certified (experts?|agenc\w+|consultants?|installers?|resellers?)|experts|(partner |certified |accredited )?accountants|bookkeepers|expertos|especialistas|esperti|experten|freelancers|stockists?|retailers|dealers?|\w*gro(ß|ss)(handel|h[äa]ndler)|installat(ø|o|oe)r(er|erne)?|grossister|forhandler(e|ne)?|bayiler(imiz)?|yetkili saticilar|distributorler|cozum ortaklari|where to buy|store (locator|finder)|wholesale|training partners?|${compound(CHANNEL_PREFIXES)}|vertriebspartner\w*|\w*h([äa]|ae)ndler\w*|wiederverk([äa]|ae)ufer\w*|\w*vertretungen|importers?|importeurs?|importeure|importadores|importatori|instaladores|installateurs|installatori|installateure|d[ée]taillants|concessionnaires|concessionari[ae]?|apporteurs? d affaires|(ils|qui) distribuent|experts? comptables|(cabinets? d )?expertise comptable|${TRADES}|revendeu(rs?|ses?)|distributeurs?|partenaires? (de distribution|commerciaux|revendeurs|distributeurs)|socios? (de distribuci(ó|o)n|comerciales|distribuidores)|partners? (di distribuzione|commerciali)|parceir[oa]s? (de distribui(ç|c)(ã|a)o|comerciais)|int[ée]grateurs?|distribuidor(a|as|es)?|revendedor(a|as|es)?|rivenditori|distributori|concessionari|wederverkopers|implantaci[óo]n|implanta[cç][ãa]o|implementaci[óo]n|implementa[cç][ãa]o|implementador(es|as?)?|implantador(es|as?)?|estudios? contables?|escrit[óo]rios? de contabilidade|revendas?|consultor(a|as|es|[ií]as?)|consulenti|consulenza|integrador(es|as)?|integratori|${WHERE_TO_BUY_ABROAD})\b|${UNBOUNDED_CHANNEL}`,
);

/** Collaborations, in the languages of the listings: a page or section of them lists partners without a type. */
export const COLLABORATIONS = String.raw`collaborations|samenwerking(en)?|kooperation(en)?|colaboraciones|colaboraci[óo]n|collaborazioni|collaborazione|colabora[cç][õo]es|colabora[cç][ãa]o|samarbeten|samarbete|samarbejder|samarbejde|samarbeid|spolupr[áa]ce|spolupr[áa]ca`;

/**
 * An association's member companies ("Our members", "Member directory", "Mitglieder", "Membres"): partners of it,
 * without a type. The members of a team, a board or a club are people, not companies.
 */
const MEMBERS = String.raw`(?<!(team|board|staff|family|faculty|crew|council|committee|cast|band|club|premium|vip|gym) )(our )?members( directory| list)?|member (companies|organi[sz]ations|firms|directory|clubs|associations|institutions)|mitglieder(verzeichnis|liste)?|mitglieds(unternehmen|firmen|kanzleien)|(nos )?membres|entreprises membres|empresas (asociadas|associadas)|aziende associate|(onze )?leden|ledenlijst|(nossos |nuestros |i nostri )?(associados|asociados|associati)|(diret[óo]rio|directorio|elenco) (de |dos |de los |degli )?(associados|asociados|associati)|(nos )?adh[ée]rents|j[äa]senyritykset|j[äa]senet|j[äa]senluettelo|medlemsf[öo]retag|medlemsbedrifter|medlemsvirksomheder|(v[åa]ra |v[åa]re |vores )?medlemmar|medlemmer`;

/** Partner wording without a type. */
const GENERIC_WORDS = new RegExp(
  String.raw`\b(partners?|partnerships?|${ANY_PARTNER_COMPOUND}|ecosystem|alliances?|${COLLABORATIONS}|${MEMBERS}|(research|academic|clinical|industry) collaborat(ions|ors)|(universit[àa]|scuole|strutture|aziende|enti|istituti) convenzionat[eia]|correspondent (firms|law firms|lawyers|offices|banks|network)|partenaires?|socios|colaboradores|aliados|aliados estrat[ée]gicos|alianzas|parceiros|parceiras|parcerias|partnere|partnerit|partnerek|partnerzy|is ortaklari|anlasmali (sirketler|kurumlar)|${compound(GENERIC_PREFIXES)}|partner(katalog|verzeichnis|liste|suche|übersicht|netzwerk|netwerk|nätverk|nettverk|kanzleien|kanzlei|unternehmen|firmen|betriebe|agenturen|organisationen|hochschulen|universitäten|bedrijven|kantoren))\b|${UNBOUNDED_GENERIC}`,
);

/**
 * The rules above, or the same kind of word in one of the other languages (languages.ts): a test of either.
 */
interface Test {
  test(text: string): boolean;
}
function either(a: RegExp, b: RegExp): Test {
  return { test: (text) => a.test(text) || b.test(text) };
}
const INTEGRATIONS = wordsOfAllLanguages('integrations');
const CHANNEL_ABROAD = wordsOfAllLanguages('channel');
const TECHNOLOGY = either(TECHNOLOGY_WORDS, new RegExp(`${INTEGRATIONS.source}|${wordsOfAllLanguages('technology').source}`, 'u'));
const CHANNEL = either(CHANNEL_WORDS, CHANNEL_ABROAD);
const GENERIC = either(GENERIC_WORDS, wordsOfAllLanguages('generic'));

/**
 * Sections and pages that are not partner listings though they show other companies' logos and links:
 * customers and case studies, "trusted by" strips, testimonials, press, investors, awards, jobs, the blog.
 * Singular "customer" stays out on purpose: "Customer support" and "Customer success" are integration categories.
 */
const NEGATIVE_WORDS =
  /\b((?<!(their|leurs|ihre|ihren|sus|seus|suoi|loro|hun|deres|sina) )(customers|clients)|our (customer|client)s?|(customer|client)s? (stor(y|ies)|logos?|quotes?|spotlights?|showcases?|references?|wins|reviews?|testimonials?)|case stud(y|ies)|success stor(y|ies)|testimonials?|trusted by|who trusts?|loved by|used by|chosen by|relied on by|powering (the world|\d|thousands|millions|leading|companies|teams|brands|businesses)|(companies|teams|brands|businesses|organi[sz]ations|enterprises|people|leaders) (that |who )?(use|using|trust|love|rely|run on|build on|choose)|join (\d[\d,. +k]*|thousands|hundreds|millions|over|more than)|as seen (in|on)|featured (in|on)|in the (news|press|media)|i (media|mediene|medierna|medierne)|in (den |de )?medien|in de media|dans les m[ée]dias|en los medios|en la prensa|na (m[íi]dia|imprensa)|nei media|sui media|w mediach|v m[ée]di[íi]ch|press|news|blog|awards?|recogni[sz](ed|tion)|backed by|funded by|funders|(our )?donors|benefactors|grant ?makers|investors?|investidores|inversores|inversionistas|investisseurs|investoren|investitori|inwestorzy|advisory board|board of advis[oe]rs|(our |professional |industry )?memberships?$|memberships? (and )?(accreditations?|certifications?|awards?|affiliations?)|member of|proud members?|corporate (members?|membership)|(networks?|associations?|bodies|organi[sz]ations) we belong to|membership logos?|somos (socios|miembros|membros) d[eo]|miembros? de|membros? d[aeo]s?|(nous sommes )?membres? de|lid van|mitglied (im|in|bei|der|des)|accreditations?|certifications?|mitgliedschaften|adh[ée]sions|membres[ií]as|afiliaciones|certificaciones|lidmaatschappen|cz[łl]onkostw[oa]|trade (fairs?|shows?)|exhibitions?|conferences?|sponsors?|sponsorships?|patrocinador(es|as)?|patroc[ií]nios?|sponsoren|sponsoring|m[ée]c[èe]nes|m[ée]c[ée]nat|commanditaires|sponsorizzazion[ei]|sponsorzy|messe|messen \d{4}|messetermine|fachmessen?|ferias?|fiere|beurzen|our (work|portfolio)|portfolio|careers?|jobs|(?<!human )resources|analysts?|(upcoming|past|future|our|partner|industry|recent) events|(meet|see|find|join|visit) us( at| in| on)?|webinars? on demand|(?<!(ihre|ihren|deren) )kunden|referenzen|referanslar|referanslarimiz|musterilerimiz|(?<!(sus|seus|suas) )clientes|(?<!hun )klanten|referenties|(?<!(loro|suoi) )clienti|referenze|klienci|t[ée]moignages|r[ée]f[ée]rences|font confiance|vertrauen (uns|auf)|conf[ií]an en|confiam em)\b/;
const NEGATIVE_HERE = new RegExp(`${NEGATIVE_WORDS.source}|${UNBOUNDED_NEGATIVE}`);
const NEGATIVE_ABROAD = wordsOfAllLanguages('negative');
const NEGATIVE = either(NEGATIVE_HERE, NEGATIVE_ABROAD);
/** NEGATIVE's expressions, global, to find the last negative word of a text (introducedBy). */
const NEGATIVE_ALL = [new RegExp(NEGATIVE_HERE.source, 'g'), new RegExp(NEGATIVE_ABROAD.source, 'gu')];

/**
 * What a lead-in introduces: its words after the last negative one, when they name partners ("Customers in the
 * south can buy through our authorized dealers:" introduces dealers); otherwise the text itself.
 */
export function introducedBy(text: string): string {
  const w = words(text);
  let end = -1;
  for (const re of NEGATIVE_ALL) for (const m of w.matchAll(re)) end = Math.max(end, m.index + m[0].length);
  if (end < 0) return text;
  const tail = w.slice(end);
  return namesPartnersStrongly(tail) ? tail : text;
}

/** A page that says it is not there: a soft 404 served with status 200 (matched on `words()`, apostrophes gone). */
const NOT_FOUND =
  /\b(not found|404|(does not|doesn t|do not|don t) exist|no longer (exists?|available)|(can ?t|cannot|could not|couldn t|could ?nt|unable to) (be )?(find|found|locate|located)|(wasn t|was not|isn t|is not) (found|here|available)|nothing (was )?found|seite nicht gefunden|nicht gefunden|page introuvable|p[áa]gina no encontrada|pagina non trovata|pagina niet gevonden)\b/;

/** Lowercase words: camelCase split, separators and punctuation turned into single spaces, accents kept. */
export function words(text: string): string {
  return rememberedWords(text);
}

function wordsOf(text: string): string {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      // Turkish İ lowercases to i and a combining dot above ("İş Ortağı" -> "i̇ş ortağı"): the words are written without it
      .replace(/i\u0307/g, 'i')
      .replace(/[-_/.:|•·»›&+,;()[\]"'“”‘’!?*#=]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Technology or channel when the wording says exactly one of them; null when it says neither or both. */
export function typeOf(text: string): 'technology' | 'channel' | null {
  return rememberedType(text);
}

/**
 * Partners a program certified or authorized, in several languages: implementers and resellers when nothing says they
 * are technology partners ("Certified technology partners" stays technology).
 */
const CERTIFIED_PARTNERS = new RegExp(
  String.raw`\b((certified|accredited|authori[sz]ed) (\w+ )?partners?|partners? (certificados|certificadas|certifi[ée]s|certificati|autorizados)|(zertifizierte|autorisierte|gecertificeerde|certyfikowani|sertifikuoti|certifikovan[íi]) (\w+ )?partner\w*)\b`,
);

function typeOfWords(text: string): 'technology' | 'channel' | null {
  const w = words(text);
  const technology = TECHNOLOGY.test(w);
  const channel = CHANNEL.test(w) || (!technology && CERTIFIED_PARTNERS.test(w));
  if (technology === channel) return null;
  return technology ? 'technology' : 'channel';
}

/**
 * Wording strong enough to make a section of an ordinary page (the home page, an about page) a partner listing:
 * partner words themselves, integrations or resellers. Bare "technology", "apps" or "experts" are not: "Our
 * technology" on a home page is about the site's own.
 */
const STRONG_WORDS = new RegExp(
  String.raw`\b(${PARTNER_COMPOUND}|integrations|integrates with|works with|${WORKS_WITH_ABROAD}|resellers?|distributors|stockists|where to buy|dealers|find an? (\w+ )?(installer|dealer|reseller|stockist|distributor|retailer|integrator|consultant|expert|advis[oe]r|broker|accountant|bookkeeper|agency|agent)|(appointed|authori[sz]ed|accredited|official) (travel |sales )?agents|(agents?|agency) network|dealer locator|affiliate (network|partners|directory|companies)|(sales|dealer|distributor|reseller|distribution) network|${SALES_NETWORK_ABROAD}|store (locator|finder)|(certified |authori[sz]ed )?installers|app marketplace|(sales|overseas|international|worldwide|global|foreign|country|regional) representatives|integrationen|integraties|koppelingen|int[ée]grations|integraciones|integrazioni|integra[cç][õo]es|${TRADES}|\w*h([äa]|ae)ndler|wiederverk([äa]|ae)ufer|\w*vertretungen|revendeu(rs|ses)|agences (de voyages|revendeuses)|importers|importeurs|importadores|importatori|instaladores|installateurs|d[ée]taillants|concessionnaires|concessionari[ae]?|apporteurs? d affaires|distributeurs|revendedores|distribuidores|rivenditori|distributori|${WHERE_TO_BUY_ABROAD})\b|${UNBOUNDED_CHANNEL}`,
);
const STRONG = either(STRONG_WORDS, new RegExp(`${INTEGRATIONS.source}|${CHANNEL_ABROAD.source}`, 'u'));

export function namesPartnersStrongly(text: string): boolean {
  const w = words(text);
  return !NEGATIVE.test(w) && (GENERIC.test(w) || STRONG.test(w));
}

const NAMES_MEMBERS = new RegExp(String.raw`\b(${MEMBERS})\b`);
/** The text names an association's members ("Diretório de associados", "Member directory"): companies of no one kind. */
export function namesMembers(text: string): boolean {
  return NAMES_MEMBERS.test(words(text));
}

/** Any partner wording, typed or not: the text names a partner listing. */
export function namesPartners(text: string): boolean {
  const w = words(text);
  return GENERIC.test(w) || TECHNOLOGY.test(w) || CHANNEL.test(w);
}

/**
 * A call to become a partner ("Become a partner", "Partner with us", "Partnership enquiries", "Partner werden", "제휴
 * 문의"): what follows it is an invitation and a contact, not a partner.
 */
const PARTNER_CALL =
  /(?<!\p{L})(become|join us|join (the|our)( \p{L}+)? (program|programme|network)|apply( now| to| today)?|partner with us|work with us|enquir(y|ies|e)|inquir(y|ies|e)|contact us|get in touch|\p{L}*partner werden|devenez|devenir|hazte|convi[ée]rtete|seja (um |uma )?parceir[oa]|torne se|diventa|(word|bli|bliv|werde) \p{L}*partner)(?!\p{L})|문의|お問い合わせ|咨询|洽詢|諮詢/u;
export function callsForPartners(text: string): boolean {
  return PARTNER_CALL.test(words(text));
}

/** The text names customers, case studies, press, investors, jobs or the like: not a partner listing. */
export function isNegative(text: string): boolean {
  return NEGATIVE.test(words(text));
}

/**
 * What a partner page may show beside its partners, in a section of its own: "Partners & Certifications",
 * "Partners and memberships". A title that names partners and only these is a partner page (its certification
 * section is still judged on its own); "Partner case studies" is not.
 */
const ASIDES =
  /\b(certifications?|accreditations?|memberships?|affiliations?|awards?|sponsors?|sponsorships?|sponsoring|licen[cs]es|certificaciones|certifica[cç][õo]es|certificazioni|zertifizierungen|zertifikate|mitgliedschaften|lidmaatschappen|certificeringen|membres[ií]as|afiliaciones)\b/g;

/** Partner wording whose only negative words are asides (ASIDES). */
export function namesPartnersBesideAsides(text: string): boolean {
  const w = words(text);
  const rest = withoutAsides(w);
  return rest !== w && namesPartnersStrongly(rest);
}

/** Negative only for its asides: "Manufacturer accreditations", "Certifications" (not "Customers", not "Awards and press"). */
export function negativeOnlyForAsides(text: string): boolean {
  const w = words(text);
  const rest = withoutAsides(w);
  return rest !== w && !NEGATIVE.test(rest);
}

function withoutAsides(w: string): string {
  return w.replace(ASIDES, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * What the site is to a maker, in the title of the maker's card: "Victron Energy – Certified Installer", "Rotork
 * Valve Automation Partner", "Gold Partner": the card is a partnership, though its section lists accreditations.
 */
const CERTIFIED_ROLE =
  /\b(certified|accredited|authori[sz]ed|approved|official|registered|premier|preferred|gold|silver|platinum|elite)( \p{L}+){0,2} (installers?|partners?|resellers?|dealers?|distributors?|integrators?|service (centres?|centers?|partners?))\b/u;
export function namesCertifiedRole(text: string): boolean {
  return CERTIFIED_ROLE.test(words(text));
}

export function saysNotFound(text: string): boolean {
  return NOT_FOUND.test(words(text));
}

/**
 * What a piece of context says: `negative` (not a listing of partners), `partners` (with a type when it names
 * one), or nothing. Negative wins when a text says both ("Partner case studies" lists customers).
 */
export function judge(text: string): Judgement {
  return rememberedJudgement(text);
}

type Judgement = { negative: true } | { negative: false; partners: boolean; type: 'technology' | 'channel' | null };

function judgementOf(text: string): Judgement {
  if (isNegative(text)) return { negative: true };
  return { negative: false, partners: namesPartners(text), type: typeOf(text) };
}

// The same short texts come back many times on a page and across a crawl (a listing's card classes, its JSON keys,
// the headings above each entry, judged once per entry): each answer is remembered (lib/text.ts). words() was 7% of
// the crawl thread's time on the crawl benchmark's pages (docs/benchmarks-notes.md).
const rememberedWords = rememberedByText(wordsOf);
const rememberedType = rememberedByText(typeOfWords);
const rememberedJudgement = rememberedByText(judgementOf);
