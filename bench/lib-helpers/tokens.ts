/**
 * Key and admin-token generation: the hand-written base62 generator with rejection sampling that
 * src/lib/secrets.ts had (copied here) against nanoid's customAlphabet over the same alphabet and length, which
 * randomToken now calls; Node's base64url of random bytes for reference (not base62: its `-` and `_` break a
 * double-click selection and the key format).
 */
import { randomBytes } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import { randomToken } from '../../src/lib/secrets.js';
import { interleaved, range, table } from './measure.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 24 bytes of entropy in base62: ceil(192 / log2 62) = 33 characters, as randomToken(24). */
const LENGTH = 33;
const SPEED_TOKENS = 200_000;
const UNIFORMITY_TOKENS = 1_000_000;

const nanoidToken = customAlphabet(ALPHABET, LENGTH);

/** src/lib/secrets.ts randomToken before issue 19, as it was. */
function handWrittenToken(bytes = 24): string {
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

/** A token with the modulo bias rejection sampling avoids (256 % 62 = 8: the first 8 characters come 5/4 as often). */
function biasedToken(): string {
  let out = '';
  for (const b of randomBytes(LENGTH)) out += ALPHABET[b % 62];
  return out;
}

const GENERATORS: Record<string, () => string> = {
  'hand-written (ours before issue 19)': () => handWrittenToken(24),
  'nanoid customAlphabet(base62, 33), one generator': nanoidToken,
  'randomToken(24) now: nanoid, a generator per call': () => randomToken(24),
  'crypto randomBytes(24) base64url (reference)': () => randomBytes(24).toString('base64url'),
};

/**
 * Pearson's chi-square of the characters' counts against a uniform draw, over all positions and at the worst of
 * the 33 positions. With 61 degrees of freedom, a uniform source exceeds 101.0 one time in 1,000.
 */
function chiSquare(generate: () => string): { all: number; worstPosition: number } {
  const index = new Map([...ALPHABET].map((c, i) => [c, i]));
  const counts = Array.from({ length: LENGTH }, () => new Float64Array(62));
  for (let t = 0; t < UNIFORMITY_TOKENS; t++) {
    const token = generate();
    if (token.length !== LENGTH) throw new Error(`a token of ${token.length} characters`);
    for (let i = 0; i < LENGTH; i++) counts[i]![index.get(token[i]!)!]!++;
  }
  const chi = (c: Float64Array, n: number) => c.reduce((s, k) => s + (k - n / 62) ** 2 / (n / 62), 0);
  const all = new Float64Array(62);
  for (const c of counts) c.forEach((k, i) => (all[i]! += k));
  return { all: chi(all, UNIFORMITY_TOKENS * LENGTH), worstPosition: Math.max(...counts.map((c) => chi(c, UNIFORMITY_TOKENS))) };
}

export async function measureTokens(rounds: number): Promise<string> {
  const timings = await interleaved(
    Object.fromEntries(
      Object.entries(GENERATORS).map(([name, generate]) => [
        name,
        () => {
          for (let i = 0; i < SPEED_TOKENS; i++) generate();
        },
      ]),
    ),
    rounds,
  );
  const uniformity: string[][] = [];
  for (const [name, generate] of [
    ['hand-written (ours before issue 19)', () => handWrittenToken(24)],
    ['randomToken(24) now: nanoid', () => randomToken(24)],
    ['b % 62 without rejection (biased, to show the test sees bias)', biasedToken],
  ] as const) {
    const { all, worstPosition } = chiSquare(generate);
    uniformity.push([name, all.toFixed(1), worstPosition.toFixed(1)]);
  }
  return [
    '### Random tokens (API keys, admin token)',
    '',
    `${SPEED_TOKENS.toLocaleString('en-US')} tokens a round, ${rounds} rounds each.`,
    '',
    table(
      ['generator', 'tokens per CPU second', 'µs per token (CPU)'],
      Object.entries(timings).map(([name, ts]) => [
        name,
        range(
          ts.map((t) => SPEED_TOKENS / (t.cpuMs / 1000)),
          0,
        ),
        range(
          ts.map((t) => (t.cpuMs * 1000) / SPEED_TOKENS),
          2,
        ),
      ]),
    ),
    '',
    `Uniformity, ${UNIFORMITY_TOKENS.toLocaleString('en-US')} tokens of ${LENGTH} characters each: chi-square against uniform over 62 characters (61 degrees of freedom; a uniform source exceeds 101.0 one time in 1,000; the worst of 33 positions exceeds it about 3 times in 100):`,
    '',
    table(['generator', 'chi-square, all positions', 'chi-square, worst position'], uniformity),
  ].join('\n');
}
