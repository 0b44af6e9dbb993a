/**
 * A slug from a name: lowercase ASCII letters, digits and single hyphens; never a dot, so that an
 * identifier with a dot is always a domain. Accents are folded ("Café Ñu" -> "cafe-nu").
 */
export function slugify(name: string, maxLength = 80): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '') // "Let's Encrypt" -> lets-encrypt, not let-s-encrypt
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'company';
}
