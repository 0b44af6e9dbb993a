/**
 * A slug from a name: lowercase ASCII letters, digits and single hyphens; never a dot, so that an
 * identifier with a dot is always a domain. Accents are folded ("Café Ñu" -> "cafe-nu"), and the Latin letters
 * that have no decomposition are spelled as their languages transliterate them ("Øresund Łódź" -> "oresund-lodz").
 */
export function slugify(name: string, maxLength = 80): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øłđðþæœßı]/g, (c) => LETTERS[c]!)
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '') // "Let's Encrypt" -> lets-encrypt, not let-s-encrypt
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'company';
}

/** Lowercase Latin letters NFKD leaves whole (the stroke of ø and ł is not a combining mark). */
const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };
