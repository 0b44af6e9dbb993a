import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePattern, type ParsedPattern } from './pattern.js';
import { findInRegion } from './window.js';

function p(raw: string): ParsedPattern {
  const r = parsePattern(raw);
  assert.ok(r.ok);
  return r.pattern;
}

const filler = 'x'.repeat(10_000);

test('runs around the known occurrences only', () => {
  const text = `${filler}<acme-root id="a">${filler}`;
  const at = text.indexOf('acme-root');
  const m = findInRegion(p('<acme-root id="(\\w)"'), text, { start: 0, end: text.length }, [{ start: at, end: at + 9 }]);
  assert.equal(m?.[1], 'a');
  assert.equal(findInRegion(p('<acme-root'), text, { start: 0, end: text.length }, []), null);
});

test('refuses a match that the cut of a window could have made', () => {
  // \bxx matches at the text's start only; a window cut inside the run of x must not "find" it
  const text = `${filler}foo`;
  const at = text.indexOf('foo');
  assert.equal(findInRegion(p('\\bxx'), text, { start: 0, end: text.length }, [{ start: at, end: at + 3 }]), null);
});

test('without known occurrences, reads the region in chunks; patterns starting with ^ run once at its start', () => {
  const text = `${'a'.repeat(200_000)}needle${'b'.repeat(1000)}`;
  const all = { start: 0, end: text.length };
  assert.ok(findInRegion(p('need(le)'), text, all, null));
  assert.equal(findInRegion(p('^b'), text, all, []), null);
  assert.ok(findInRegion(p('^b'), text, { start: text.indexOf('b'), end: text.length }, []));
});

test('$ and ^ inside a pattern hold at the true edges only', () => {
  // the window around the first b ends right after the second one: $ would hold there in the slice only
  const text = `${'a'.repeat(10_000)}b${'a'.repeat(2_047)}b${'a'.repeat(5_000)}b`;
  const all = { start: 0, end: text.length };
  assert.ok(findInRegion(p('ab$'), text, all, [{ start: text.length - 1, end: text.length }]), 'the text ends here');
  assert.equal(findInRegion(p('ab$'), text, all, [{ start: 10_000, end: 10_001 }]), null, 'a window ends here, the text does not');
  assert.equal(findInRegion(p('(?:^|x)aab'), text, all, [{ start: 20_001, end: 20_002 }]), null);
});
