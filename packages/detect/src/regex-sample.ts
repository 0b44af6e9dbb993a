/**
 * A string that a pattern matches, built from its parsed form (regex-syntax.ts), for tests and the benchmark (which plants the
 * installed data's own signatures in its synthetic pages with it, at run time). Deterministic for a given
 * random source; null when the sketch does not match (backreferences, lookarounds, anchors in the middle).
 */
import { parseRegex, type RegexNode } from './regex-syntax.js';

const CANDIDATES = ['a', 'e', 'x', '1', '2', '0', '-', '_', '.', '/', ':', ' ', '=', 'z', 'q', '9'];

export function sampleMatch(source: string, random: () => number): string | null {
  if (source === '') return '';
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'i');
  } catch {
    return null;
  }
  for (let attempt = 0; attempt < 4; attempt++) {
    const s = generate(parseRegex(source), random);
    if (s !== null && regex.test(s)) return s;
  }
  return null;
}

function generate(node: RegexNode, random: () => number): string | null {
  switch (node.kind) {
    case 'chars': {
      if (node.chars) return node.chars[Math.floor(random() * node.chars.length)]!;
      let re: RegExp;
      try {
        re = new RegExp(`^(?:${node.source || '.'})$`, 'i');
      } catch {
        return null;
      }
      return CANDIDATES.find((c) => re.test(c)) ?? null;
    }
    case 'seq': {
      let out = '';
      for (const item of node.items) {
        const s = generate(item, random);
        if (s === null) return null;
        out += s;
      }
      return out;
    }
    case 'alt':
      return generate(node.alts[Math.floor(random() * node.alts.length)]!, random);
    case 'group':
      return node.look === 'none' ? generate(node.body, random) : '';
    case 'assert':
      return '';
    case 'backref':
      return null;
    case 'repeat': {
      // versions look like versions: one to three rounds of a digit-ish body
      const rounds = node.min > 0 ? node.min : 0;
      let out = '';
      for (let k = 0; k < Math.min(rounds, 8); k++) {
        const s = generate(node.body, random);
        if (s === null) return null;
        out += s;
      }
      return out;
    }
  }
}
