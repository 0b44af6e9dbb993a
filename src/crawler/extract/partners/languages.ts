/**
 * Partner wording in the languages wording.ts does not spell out one rule at a time (and Turkish beside its rules there): what a page or a section says it
 * lists, language by language. Each entry is a regular expression's alternative matched on `words()` text (lowercase,
 * punctuation and hyphens turned into spaces, accents kept), as a whole word: letters of any script may not touch it
 * on either side. Where a language is often written without its accents (URL paths, older sites), the entry
 * allows both ("partne(ř|r)i").
 *
 * - `generic`: partners, without a type ("partneři", "mitra", "đối tác");
 * - `integrations`: integrations (technology, and strong enough to make a section a listing);
 * - `technology`: other technology wording ("technologičtí partneři");
 * - `channel`: resellers, distributors, dealers, implementation partners, where to buy;
 * - `negative`: customers, references, investors, careers: not a partner listing.
 *
 * Words that are also common English words, or mean something else in a neighbouring language, stay out (Czech
 * "reference", Finnish "ura").
 */
export interface LanguageWords {
  generic: readonly string[];
  integrations: readonly string[];
  technology: readonly string[];
  channel: readonly string[];
  negative: readonly string[];
}

export const LANGUAGES: Record<string, LanguageWords> = {
  polish: {
    generic: [
      'partner(zy|ów|ow|ami|om)',
      'nasi partnerzy',
      'program partnerski',
      'sie(ć|c) partnersk(a|iej)',
      'firmy partnerskie',
      'cz(ł|l)onkowie',
      'firmy cz(ł|l)onkowskie',
    ],
    integrations: ['integracj(e|a|i)'],
    technology: ['partnerzy technologiczni', 'partner(ów|ow) technologicznych', 'partner(a|em)? technologiczn(y|ego|ym)'],
    channel: [
      'dystrybutor(zy|ów|ow)',
      'resellerzy',
      'sprzedawcy',
      'dealerzy',
      'partnerzy (wdro(ż|z)eniowi|handlowi)',
      // the same in the genitive and the singular: "Katalog partnerów wdrożeniowych", "partner wdrożeniowy"
      'partner(ów|ow) (wdro(ż|z)eniowych|handlowych)',
      'partner(a|em)? (wdro(ż|z)eniow(y|ego|ym)|handlow(y|ego|ym))',
      'gdzie kupi(ć|c)',
      'punkty sprzeda(ż|z)y',
      'biura rachunkowe',
      'biur rachunkowych',
      'agenci',
    ],
    negative: ['klienci', 'nasi klienci', 'referencje', 'zaufali nam', 'inwestorzy', 'kariera'],
  },
  czechAndSlovak: {
    generic: [
      'partne(ř|r)i',
      'partner(ů|u|ov)',
      'na(š|s)i partne(ř|r)i',
      'partnersk(ý|y) program',
      'partnersk(á|a) s(í|i)(ť|t)',
      '(č|c)lenov(é|e)',
      '(č|c)lenovia',
      '(č|c)lensk(é|e) (firmy|spole(č|c)nosti)',
    ],
    integrations: ['integrace', 'integrac(í|i)', 'integr(á|a)cie'],
    technology: ['technologi(č|c)t(í|i) partne(ř|r)i'],
    channel: [
      'implementa(č|c)n(í|i) partne(ř|r)i',
      'obchodn(í|i) partne(ř|r)i',
      'prodejci',
      'predajcovia',
      'distribut(o|ó)(ř|r)i',
      'distrib(ú|u)tori',
      'kde koupit',
      'kde k(ú|u)pi(ť|t)',
      'prodejn(í|i) m(í|i)sta',
      'obchodn(í|i) zastoupen(í|i)',
      'obchodn(é|e) zastúpenie',
      'obchodn(í|i) z(á|a)stupci',
      'predajn(é|e) miesta',
    ],
    negative: [
      'z(á|a)kazn(í|i)ci',
      'na(š|s)i z(á|a)kazn(í|i)ci',
      'investo(ř|r)i',
      'kari(é|e)ra',
      'referencie',
      // memberships, certifications, awards
      '(č|c)lenstv(í|i|o)',
      'certifikace',
      'certifik(á|a)ty',
      'ocen(ě|e)n(í|i)',
    ],
  },
  hungarian: {
    // "our partners", "our partner", and compounds of either ("helyszínpartnerünk": our venue partner)
    generic: ['\\p{L}*partnereink', '\\p{L}*partner(ü|u)nk', 'partnerprogram'],
    integrations: ['integr(á|a)ci(ó|o)k', 'integr(á|a)ci(ó|o)s partnerek'],
    technology: ['technol(ó|o)giai partnerek'],
    channel: [
      'viszontelad(ó|o)k',
      'viszontelad(ó|o)ink',
      'forgalmaz(ó|o)k',
      'forgalmaz(ó|o)ink',
      '(é|e)rt(é|e)kes(í|i)t(é|e)si partnerek',
      'hol v(á|a)s(á|a)rolhat',
      'v(á|a)s(á|a)rl(á|a)si pontok',
    ],
    negative: [
      '(ü|u)gyfeleink',
      '(ü|u)gyfelek',
      'referenci(á|a)ink',
      'referenci(á|a)k',
      'befektet(ő|o)k',
      'karrier',
      'tags(á|a)gaink',
      'tags(á|a)gok',
    ],
  },
  romanian: {
    generic: ['parteneri', 'partenerii', 'partenere', 'partenerii no(ș|ş|s)tri', 'parteneriate'],
    integrations: ['integr(ă|a)ri', 'integr(ă|a)rile'],
    technology: ['parteneri tehnologici'],
    channel: [
      'distribuitori',
      'distribuitorii',
      'rev(â|a)nz(ă|a)tori',
      'dealeri',
      'service uri partenere',
      'service uri autorizate',
      'unde cump(ă|a)ra(ț|ţ|t)i',
      'puncte de v(â|a)nzare',
      'magazine(le)? partenere',
      'b(ă|a)c(ă|a)nii(le)? partenere',
      'agen(ț|ţ|t)ii(le)?',
    ],
    negative: [
      // Italian "i loro clienti" (their clients) is written the same as Romanian "clienti": not the site's own customers
      '(?<!(loro|suoi) )clien(ț|ţ|t)i',
      'clien(ț|ţ|t)ii',
      'clien(ț|ţ|t)ii no(ș|ş|s)tri',
      'investitori',
      'cariere',
      'referin(ț|ţ|t)e',
    ],
  },
  nordic: {
    generic: ['samarbeidspartnere', 'samstarfsa(ð|d)ilar(nir)?', 'samstarfsa(ð|d)ili'],
    integrations: ['integrasjoner', 'integrationer(na)?', 'integrasjon'],
    technology: ['teknologi', 'teknologipartner(e|ne|s)?'],
    channel: [
      'distribut(ö|o)rer(na)?',
      'distribut(ø|o)rer(ne)?',
      'internationella distribut(ö|o)rer',
      'uts(ä|a)ljningsst(ä|a)llen',
      'f(ö|o)rs(ä|a)ljningsst(ä|a)llen',
      'hvor (kan du )?kj(ø|o)pe',
      'var kan (jag|du) k(ö|o)pa',
      's(ö|o)lua(ð|d)ilar(nir)?',
      'endurs(ö|o)lua(ð|d)ilar',
      'redovisningsbyr(å|a)(er|erna)?',
      'agenter(ne|na)?',
      'revisionsbyr(å|a)(er|erna)?',
      'regnskapsbyr(å|a)(er)?',
      'regnskabskontor(er)?',
      's(ö|o)lusta(ð|d)ir',
    ],
    negative: [
      'kunder',
      'v(å|a)ra kunder',
      'kundene v(å|a)re',
      'referenser',
      'referanser',
      'investorer',
      'karri(ä|a|e)r(e)?',
      'lediga jobb',
      'ledige stillinger',
    ],
  },
  finnishAndEstonian: {
    generic: [
      'kumppanit',
      'kumppanimme',
      'yhteisty(ö|o)kumppanit',
      'kumppanuudet',
      'partnerid',
      'koost(öö|oo)partnerid',
      // compounds: "Majoituskumppanit" (accommodation partners), "Teknologiakumppani", "Ohjelmapalvelukumppanimme"
      '\\p{L}+kumppani(t)?',
      '\\p{L}+kumppanimme',
    ],
    integrations: ['integraatiot', 'integratsioonid'],
    technology: ['teknologiakumppani(t|mme)?'],
    channel: [
      'jakelijat',
      'j(ä|a)lleenmyyj(ä|a)mme',
      'maahantuojat',
      'myyntipisteet',
      'mist(ä|a) ostaa',
      'edasim(ü|u)(ü|u)jad',
      '(paigaldus|ehitus|projekteerimis|m(ü|u)(ü|u)gi|edasim(ü|u)(ü|u)gi)partner(id)?',
      '(j(ä|a)lleenmyynti|asennus|toteutus)kumppanit',
      'turustajad',
      'm(ü|u)(ü|u)gikohad',
    ],
    negative: [
      'asiakkaat',
      'asiakkaamme',
      'asiakastarinat',
      'referenssit',
      'sijoittajat',
      'rekrytointi',
      'kliendid',
      // memberships, certificates, awards
      'j(ä|a)senyy(s|det)',
      'sertifikaatit',
      'sertifioinnit',
      'palkinnot',
    ],
  },
  baltic: {
    generic: ['partneriai', 'partne(r|ŗ)i', 'sadarb(ī|i)bas partneri'],
    integrations: ['integracijos', 'integr(ā|a)cijas'],
    technology: ['technologij(ų|u) partneriai', 'tehnolo(ģ|g)iju partneri'],
    channel: ['platintojai', 'izplat(ī|i)t(ā|a)ji', 'atstovai', 'p(ā|a)rst(ā|a)vji', 'ekspedijavimo partneriai'],
    negative: ['klientai', 'klienti'],
  },
  southSlavic: {
    generic: ['partneri', 'partnerji', 'na(š|s)i partneri', 'partnerstva'],
    integrations: ['integracije'],
    technology: ['tehnolo(š|s)ki partneri', 'tehnolo(š|s)ki partnerji'],
    channel: [
      'distributeri',
      'distributerji',
      'prodajna mjesta',
      'prodajna mesta',
      'preprodava(č|c)i',
      'kje kupiti',
      'gdje kupiti',
      'gde kupiti',
      'zastopniki',
      'zastupnici',
      'uvoznici',
      'uvozniki',
      'trgovci',
      'partnersk(e|ih|im|a) agencij(e|a|ama|i)',
      'servisni partner(ji|i)',
      'poobla(š|s)ćeni (serviseri|trgovci|prodava(č|c)i)',
      'poobla(š|s)(č|c)eni (serviserji|prodajalci|trgovci)',
    ],
    negative: ['klijenti', 'na(š|s)i klijenti', 'reference klijenata', 'stranke'],
  },
  greek: {
    generic: ['συνεργάτ(ες|ών|η|ης)', 'συνεργάτες μας', 'συνεργασίες', 'βρείτε συνεργάτη', 'συνεργαζόμεν(ες|οι|α|ων)'],
    integrations: ['ενσωματώσεις', 'διασυνδέσεις', 'συνδέσεις'],
    technology: ['τεχνολογικοί συνεργάτες'],
    channel: [
      'μεταπωλητ(ές|ών|ή)',
      'συνεργάτες (διάθεσης|πωλήσεων|διανομής)',
      'διανομείς',
      'αντιπρόσωποι',
      'σημεία πώλησης',
      'πιστοποιημένοι συνεργάτες',
      'λογιστικ(ά|ό) γραφεί(α|ο)',
    ],
    negative: ['πελάτες', 'οι πελάτες μας', 'επενδυτές', 'καριέρα'],
  },
  cyrillic: {
    generic: [
      'партн(е|ё)ры',
      'партнери',
      'партн(е|ё)р(ам|ов|ами|ів)',
      'наши партн(е|ё)ры',
      'наші партнери',
      'нашите партньори',
      'партньори',
      'партн(е|ё)рская программа',
      'партнерська програма',
      'співпраця',
      'сотрудничество',
    ],
    integrations: ['интеграции', 'інтеграції'],
    technology: [
      'технологі(ї|я)',
      'технологии',
      'технологические партн(е|ё)ры',
      'технологічні партнери',
      'платіжні партнери',
      'платежные партн(е|ё)ры',
    ],
    channel: [
      'дилеры',
      'дилери',
      'дистрибь(ю|у)торы',
      'дистриб ютори',
      'дистрибутори',
      'реселлеры',
      'ресел(л)?ер(и|ам|ы)',
      'сертифіковані партнери',
      'сертифицированные партн(е|ё)ры',
      // representative offices and representatives abroad (Ukrainian, Russian)
      'представництва',
      'представительства',
      '(офіційні )?представники',
      '(официальные )?представители',
      'где купить',
      'де купити',
      'къде да купите',
    ],
    negative: ['клиенты', 'наши клиенты', 'клієнти', 'клиенти', 'инвесторы', 'інвестори', 'вакансии', 'вакансії'],
  },
  indonesianAndMalay: {
    generic: ['mitra', 'mitra kami', 'kemitraan', 'rakan kongsi'],
    integrations: ['integrasi'],
    technology: ['mitra teknologi'],
    channel: ['mitra (implementasi|penjualan|reseller|distribusi)', 'distributor resmi', 'agen resmi', 'pengedar', 'tempat membeli'],
    negative: ['pelanggan', 'pelanggan kami', 'klien kami', 'investor kami', 'karier', 'kerjaya'],
  },
  vietnamese: {
    generic: ['(đ|d)(ố|o)i t(á|a)c', '(đ|d)(ố|o)i t(á|a)c c(ủ|u)a ch(ú|u)ng t(ô|o)i'],
    integrations: ['t(í|i)ch h(ợ|o)p'],
    technology: ['(đ|d)(ố|o)i t(á|a)c c(ô|o)ng ngh(ệ|e)'],
    channel: [
      'nh(à|a) ph(â|a)n ph(ố|o)i',
      '(đ|d)(ạ|a)i l(ý|y)',
      '(đ|d)i(ể|e)m b(á|a)n',
      'h(ệ|e) th(ố|o)ng ph(â|a)n ph(ố|o)i',
      'mua (ở|o) (đ|d)(â|a)u',
      // consulting firms, as "consultancies" are
      '((đ|d)(ơ|o)n v(ị|i)|c(ô|o)ng ty) t(ư|u) v(ấ|a)n',
    ],
    negative: ['kh(á|a)ch h(à|a)ng', 'nh(à|a) (đ|d)(ầ|a)u t(ư|u)', 'tuy(ể|e)n d(ụ|u)ng', 'tin t(ứ|u)c'],
  },
  hebrewAndArabic: {
    generic: ['שותפים', 'השותפים שלנו', 'شركاء', 'شركاؤنا', 'شركائنا', 'الشركاء', 'الشريك', 'شريكنا'],
    integrations: ['אינטגרציות', 'التكاملات', 'تكاملات', 'التكامل', 'منصات التكامل'],
    technology: [
      'שותפים טכנולוגיים',
      'שותפי טכנולוגיה',
      'شركاء التقنية',
      'شركاء تقنيون',
      'شركاؤنا في التقنية',
      '(الشركاء|شركاؤنا) التقنيون',
      '(الشريك|شريكنا|شريك) التقني',
    ],
    channel: [
      'משווקים',
      'מפיצים',
      'משווקים מורשים',
      'משווק מורשה',
      'שותפי הטמעה',
      'שותפי הטמעה מוסמכים',
      'الشركاء المنفّ?ذ(و|ي)ن',
      'شركاء التنفيذ',
      'الموزّ?عين',
      'موزّ?عين',
      'الموزّ?عون',
      '(ال)?موزّ?ع (ال)?معتمد',
      'الوكلاء',
      'وكلاء',
      'نقاط البيع',
      'شبكة التوزيع',
      'مراكز الصيانة',
      'مراكز الخدمة',
      'أين تشتري',
    ],
    negative: ['לקוחות', 'הלקוחות שלנו', 'משקיעים', 'קריירה', 'العملاء', 'عملاؤنا', 'عملائنا', 'المستثمرون', 'وظائف'],
  },
  turkish: {
    generic: [
      'i(ş|s) ortaklar(ı|i)(m(ı|i)z)?',
      'i(ş|s) orta(ğ|g)(ı|i)( a(ğ|g)(ı|i))?',
      'partnerlerimiz',
      '(ç|c)(ö|o)z(ü|u)m ortaklar(ı|i)(m(ı|i)z)?',
      // "our technology partner(s)", "our financing partner": "ortaklarımız" alone is also a cooperative's members
      '(teknoloji|finansman|lojistik|stratejik|tedarik) orta(ğ|g)(ı|i)m(ı|i)z',
      '(teknoloji|finansman|lojistik|stratejik|tedarik) ortaklar(ı|i)m(ı|i)z',
      // "Lojistik partnerimiz": our (logistics) partner
      'partnerimiz',
    ],
    integrations: ['entegrasyonlar(ı|i)?(m(ı|i)z)?'],
    technology: ['teknoloji ortaklar(ı|i)(m(ı|i)z)?', 'teknoloji orta(ğ|g)(ı|i)(m(ı|i)z)?'],
    channel: [
      'bayiler(imiz)?',
      'yetkili bayiler(imiz)?',
      'sat(ı|i)(ş|s) noktalar(ı|i)(m(ı|i)z)?',
      'distrib(ü|u)t(ö|o)rler(imiz)?',
      'nereden al(ı|i)n(ı|i)r',
    ],
    negative: [
      'm(ü|u)(ş|s)terilerimiz',
      'referanslar(ı|i)m(ı|i)z',
      'referanslar',
      'yat(ı|i)r(ı|i)mc(ı|i)lar',
      'kariyer',
      'sponsorluklar(ı|i)m(ı|i)z',
    ],
  },
  catalan: {
    generic: ['socis'],
    integrations: ['integracions'],
    technology: [],
    channel: ['distribu(ï|i)dors', 'distribuci(ó|o)', 'revenedors', 'on comprar', 'llibreries'],
    negative: [],
  },
};

/**
 * Scripts written without spaces between words (Thai): matched anywhere in the text, as the Japanese, Chinese and
 * Korean words are in wording.ts.
 */
export const UNSPACED: LanguageWords = {
  generic: ['พันธมิตร', 'คู่ค้า'],
  integrations: [],
  technology: ['พันธมิตรด้านเทคโนโลยี'],
  channel: ['ตัวแทนจำหน่าย', 'ผู้จัดจำหน่าย', 'จุดจำหน่าย'],
  negative: ['ลูกค้าของเรา', 'นักลงทุน', 'ร่วมงานกับเรา'],
};

/** The alternatives of one kind, all languages together, as a regular expression matching a whole word (flag u). */
export function wordsOfAllLanguages(kind: keyof LanguageWords): RegExp {
  const spaced = Object.values(LANGUAGES).flatMap((l) => l[kind]);
  const unspaced = UNSPACED[kind];
  const parts = [String.raw`(?<![\p{L}\p{N}])(?:${spaced.join('|')})(?![\p{L}\p{N}])`, ...unspaced];
  return new RegExp(parts.join('|'), 'u');
}
