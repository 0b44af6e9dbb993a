import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random token of `bytes` bytes of entropy, base62 so it survives headers, shells and URLs unquoted. */
export function randomToken(bytes = 24): string {
  // Rejection sampling keeps every character uniform (256 is not a multiple of 62).
  const out: string[] = [];
  const wanted = Math.ceil((bytes * 8) / Math.log2(62));
  while (out.length < wanted) {
    for (const b of randomBytes(wanted * 2)) {
      if (b < 248 && out.length < wanted) out.push(ALPHABET[b % 62]!);
    }
  }
  return out.join('');
}

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
