import { hash, timingSafeEqual } from 'node:crypto';
import { customAlphabet } from 'nanoid';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A random token of `bytes` bytes of entropy, base62 so it survives headers, shells and URLs unquoted. nanoid
 * draws from the system's secure generator and rejects the bytes past the last multiple of 62 (248 and up), so
 * every character is uniform (docs/benchmarks-notes.md, issue 19: as uniform as the hand-written generator it
 * replaced, and several times faster). nanoid 6 needs Node 22; Keiretsu supports Node 20, hence nanoid 5.
 */
export function randomToken(bytes = 24): string {
  return customAlphabet(BASE62, Math.ceil((bytes * 8) / Math.log2(62)))();
}

/**
 * The one-shot `crypto.hash` (Node 20.12+), not a Hash object: every request hashes its API key, and on the machine
 * of 2026-11-29 a key hashed in 4.2-7.5 µs against 6.0-12.7 through createHash (200,000 each, interleaved).
 */
export function sha256(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
