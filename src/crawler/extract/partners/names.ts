import { clean } from './dom.js';

/** A partner's name is a few words; longer text is a description or a sentence. */
const MAX_NAME = 100;

/** Link texts and alt texts that name no one: calls to action, arrows, placeholders. */
const GENERIC =
  /^(visit( (the |our |their )?(web ?site|site|home ?page|page|partner))?|web ?site|home ?page|learn more|read more|more|more info(rmation)?|details|view( (the )?(profile|details|more|partner|integration|listing|web ?site|app|site))?|see (more|details|integration|partner|listing)|go|open|link|click here|here|get (it|started|the app)|try( it)?( now| (it )?(for )?free)?|install( now| app)?|connect|contact( us)?|download|sign ?up|apply( now)?|explore|discover|partner|integration|logo|image|icon|placeholder|untitled|null|undefined)$/i;

/** The same calls to action in other languages ("Külasta kodulehte", "Odwiedź stronę", "Til nettsiden"). */
const GENERIC_ABROAD = new RegExp(
  String.raw`^((zur )?(webseite|website|homepage)( besuchen)?|webseite besuchen|mehr erfahren|((visiter|voir) le )?site( web| internet)?|en savoir plus|(visitar|ver) (el |o )?(sitio|site|web|p[áa]gina)( web)?|sitio web|m[áa]s informaci[óo]n|saiba mais|visita il sito( web)?|sito web|scopri di pi[ùu]|(bezoek|naar) (de )?website|meer info(rmatie)?|bes[öo]k (webbplatsen|hemsidan)|till webbplatsen|l[äa]s mer|bes[øo]g (hjemmesiden|webstedet)|bes[øo]k nettsiden|til nettsiden|les mer|l[æa]s mere|vieraile sivustolla|siirry sivustolle|lue lis[äa][äa]|k[üu]lasta kodulehte|kodulehele|odwied[źz] stron[ęe]( www)?|strona www|przejd[źz] do strony|wi[ęe]cej|nav[šs]t[íi]vit web|nav[šs]tivte web|nav[šs]t[íi]vi[ťt] web|nav[šs]t[íi]vte web|v[íi]ce|weboldal|tov[áa]bb|viziteaz[ăa] site ul|vezi site ul|posjetite (web )?stranicu|posetite sajt|obi[šs][čc]ite spletno stran|apmekl[ēe]t vietni|apsilankyti svetain[ėe]je|перейти на сайт|сайт|подробнее|детальніше|web sitesini ziyaret et|siteye git|detayl[ıi] bilgi|kunjungi situs|lihat situs|selengkapnya|truy c[ậa]p website|xem th[êe]m|公式サイト|サイトを見る|詳しく見る|官網|官网|前往網站|了解更多|홈페이지|바로가기|자세히 보기)$`,
  'i',
);

/**
 * A usable partner name from a link text, heading, alt or title, or null: whitespace collapsed, "logo" and arrows
 * trimmed, file names, URLs and calls to action refused.
 */
export function cleanName(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let name = clean(raw)
    .replace(/\s*\((opens|open) in (a )?new (tab|window)\)\s*/gi, ' ')
    .replace(/[\s→›»↗➜>]+$/u, '')
    .replace(/^[\s←‹«]+/u, '')
    .replace(/^(the )?logo (of|for)\s+/i, '')
    .replace(/^logo\s*[:\-–]\s*/i, '')
    .replace(/[\s\-–_|]*\b(company |brand |partner )?(logo(type)?|icon|badge)$/i, '')
    // "Visit Calder Structures": the call to action around a name ("Visit website" alone is refused below)
    .replace(/^(visit|go to|discover|découvrir|besuchen sie|bezoek)\s+(?=\S)/i, '')
    .trim();
  if (name === '' || name.length > MAX_NAME || GENERIC.test(name) || GENERIC_ABROAD.test(name)) return null;
  if (/^[\w-]+\.(png|jpe?g|gif|svg|webp|avif)$/i.test(name)) return null;
  if (/^(https?:)?\/\//i.test(name)) return null;
  // a field's label ("Japan:", "Europe (EU, Norway, Switzerland):"), not what it labels
  if (name.endsWith(':')) return null;
  name = name.replace(/^www\./i, '');
  return /[\p{L}\p{N}]/u.test(name) ? name : null;
}

/** Lowercase letters and digits only. */
export function squash(s: string): string {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * A name and a registrable domain plausibly belong together: "Stripe" and stripe.com, "Amazon Web Services" and
 * amazon.com, "Brightlane" and brightlane-consulting.co.uk, "Maple & Pine" and mapleandpine.ca.
 */
export function resembles(name: string, domain: string): boolean {
  const label = squash(domain.split('.')[0] ?? '');
  const squashed = squash(name);
  if (label.length < 3 || squashed.length < 3) return false;
  if (squashed.includes(label) || label.includes(squashed)) return true;
  // "Maple & Pine" and mapleandpine.ca
  if (!name.includes('&')) return false;
  const spelled = squash(name.replace(/&/g, ' and '));
  return spelled.includes(label) || label.includes(spelled);
}
