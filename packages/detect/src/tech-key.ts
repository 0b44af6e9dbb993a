/**
 * A technology's tech_key (contracts section 4): its name as a slug of lowercase ASCII letters, digits and
 * single hyphens, as src/lib/slug.ts makes slugs ("Google Analytics" -> google-analytics, "Café" -> cafe,
 * "Q&A" -> q-and-a, "Luigi's Box" -> luigis-box). A name with no letter or digit at all ("+++") falls back to
 * its characters' code points, so that every technology has a non-empty key.
 */
export function techKeyOf(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  if (key) return key;
  const codes = [...name.trim()].map((c) => c.codePointAt(0)!.toString(16)).join('-');
  return codes ? `u-${codes}`.slice(0, 80).replace(/-+$/, '') : 'unnamed';
}
